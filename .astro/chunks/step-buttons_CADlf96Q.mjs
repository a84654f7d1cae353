import { e as esc } from './html_D7lOoZTI.mjs';

const ICON_PATHS = {
  first: "M3 3h3v14H3zM17 3v14L7 10z",
  prev: "M15 3v14L4 10z",
  next: "M5 3v14l11-7z",
  last: "M14 3h3v14h-3zM3 3v14l10-7z",
  takeback: "M8 4 2 9l6 5v-3.5c4 0 6.5 1 8 4.5 0-5-3-8.5-8-8.5z",
  flip: "M6 2 2 7h3v11h2V7h3zM14 18l4-5h-3V2h-2v11h-3z"
};
function iconSvg(act) {
  return `<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="${ICON_PATHS[act]}" fill="currentColor"/></svg>`;
}
function stepButton(act, label, disabled = false, hook = "act") {
  return `<button type="button" data-${hook}="${act}" aria-label="${esc(label)}" title="${esc(label)}"${disabled ? " disabled" : ""}>${iconSvg(act)}</button>`;
}

export { stepButton as s };
