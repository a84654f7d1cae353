// The icon buttons of every line the site steps through (a game's replay, /play/'s moves, the
// analysis board): first, previous, next, last, and beside them take back and flip, each an SVG
// drawn in the button's colour. Not characters (⏮ ◀ ▶ ⏭ ⇅): a device without a font holding them
// shows empty boxes (issue 44 point 8).
import { esc } from './html.ts';

type StepAct = 'first' | 'prev' | 'next' | 'last';

/** The buttons that have an icon: the steps, take back and flip. */
export type IconAct = StepAct | 'takeback' | 'flip';

/** Each icon's path (20 units square). */
const ICON_PATHS: Readonly<Record<IconAct, string>> = {
  first: 'M3 3h3v14H3zM17 3v14L7 10z',
  prev: 'M15 3v14L4 10z',
  next: 'M5 3v14l11-7z',
  last: 'M14 3h3v14h-3zM3 3v14l10-7z',
  takeback: 'M8 4 2 9l6 5v-3.5c4 0 6.5 1 8 4.5 0-5-3-8.5-8-8.5z',
  flip: 'M6 2 2 7h3v11h2V7h3zM14 18l4-5h-3V2h-2v11h-3z',
};

/** An icon drawn in currentColor, hidden from screen readers (its button's label names it); the viewer's buttons use it too. */
export function iconSvg(act: IconAct): string {
  return `<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="${ICON_PATHS[act]}" fill="currentColor"/></svg>`;
}

/**
 * One icon button: `act` its icon and its `data-act` (or the `data-<hook>` given, e.g. the friend
 * game's `friend-act`), named by `label` (its title too); `disabled` until the page enables it.
 */
export function stepButton(act: IconAct, label: string, disabled = false, hook = 'act'): string {
  return `<button type="button" data-${hook}="${act}" aria-label="${esc(label)}" title="${esc(label)}"${disabled ? ' disabled' : ''}>${iconSvg(act)}</button>`;
}
