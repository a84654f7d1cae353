import { e as esc } from './html_D7lOoZTI.mjs';

const STEP_ICONS = {
  first: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M3 3h3v14H3zM17 3v14L7 10z" fill="currentColor"/></svg>',
  prev: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M15 3v14L4 10z" fill="currentColor"/></svg>',
  next: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M5 3v14l11-7z" fill="currentColor"/></svg>',
  last: '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M14 3h3v14h-3zM3 3v14l10-7z" fill="currentColor"/></svg>'
};
function stepButton(act, label, disabled = false) {
  return `<button type="button" data-act="${act}" aria-label="${esc(label)}" title="${esc(label)}"${disabled ? " disabled" : ""}>${STEP_ICONS[act]}</button>`;
}

export { stepButton as s };
