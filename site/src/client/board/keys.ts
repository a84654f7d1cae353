// The site's one key map: what each key does on every page that steps through moves (the game
// page, its move list, the analysis board and its graph, the play page), and the one rule every
// keyboard handler follows: a key with a modifier, or typed while a text field has focus, is
// never a shortcut. The boards' own keys (arrows between squares, Enter, Escape: move-board.ts,
// board-keys.ts) follow the same rule.
import type { NavStep } from './line-nav.ts';

/** What a key asks of a page: a step along the line (line-nav.ts goTo), or to turn the board. */
export type KeyAction = NavStep | 'flip';

const STEPS = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' } as const;

/**
 * Every page's keys, by where they are pressed:
 * - `page`: ← → step, Home and End go to the ends, F turns the board (game page, play page);
 * - `analysis`: the page's, and ↑ ↓ go to the ends (as lichess's analysis board);
 * - `list`: a move list (one tab stop, read top to bottom): the steps, and ↑ ↓ step too;
 * - `slider`: the evaluation graph (a slider): ← ↓ back, → ↑ on, Home and End its ends.
 */
export const KEY_MAP = {
  page: { ...STEPS, f: 'flip' },
  analysis: { ...STEPS, ArrowUp: 'first', ArrowDown: 'last', f: 'flip' },
  list: { ...STEPS, ArrowUp: 'prev', ArrowDown: 'next' },
  slider: { ...STEPS, ArrowDown: 'prev', ArrowUp: 'next' },
} as const satisfies Record<string, Readonly<Record<string, KeyAction>>>;

/** Keyboard shortcuts are ignored with modifier keys or while a text field has focus. */
export function shouldIgnoreKey(e: KeyboardEvent): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return true;
  const el = document.activeElement as HTMLElement | null;
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable;
}

/** What `e` asks where `place`'s keys hold; undefined for another key, a key with a modifier, or one typed in a text field. */
export function keyAction(e: KeyboardEvent, place: keyof typeof KEY_MAP): KeyAction | undefined {
  if (shouldIgnoreKey(e)) return undefined;
  const keys: Readonly<Record<string, KeyAction>> = KEY_MAP[place];
  return Object.hasOwn(keys, e.key) ? keys[e.key] : undefined;
}

/** The step `e` asks where `place`'s keys hold, if it asks one (not F). */
export function keyStep(e: KeyboardEvent, place: keyof typeof KEY_MAP): NavStep | undefined {
  const a = keyAction(e, place);
  return a === 'flip' ? undefined : a;
}
