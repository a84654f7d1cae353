// The step buttons of every line the site steps through (a game's replay, /play/'s moves): first,
// previous, next, last, each an SVG drawn in the button's colour. Not characters (⏮ ◀ ▶ ⏭): a
// device without a font holding them shows empty boxes (issue 44 point 8).
import { esc } from './html.ts';

export type StepAct = 'first' | 'prev' | 'next' | 'last';

/** Each step's icon (20 units square, drawn in currentColor, hidden from screen readers: the button's label names it). */
const STEP_ICONS: Readonly<Record<StepAct, string>> = {
  first: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M3 3h3v14H3zM17 3v14L7 10z" fill="currentColor"/></svg>',
  prev: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M15 3v14L4 10z" fill="currentColor"/></svg>',
  next: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M5 3v14l11-7z" fill="currentColor"/></svg>',
  last: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M14 3h3v14h-3zM3 3v14l10-7z" fill="currentColor"/></svg>',
};

/** One step button: `data-act` the step, named by `label` (its title too); `disabled` until the page enables it. */
export function stepButton(act: StepAct, label: string, disabled = false): string {
  return `<button type="button" data-act="${act}" aria-label="${esc(label)}" title="${esc(label)}"${disabled ? ' disabled' : ''}>${STEP_ICONS[act]}</button>`;
}
