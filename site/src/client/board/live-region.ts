// The live region of a board or a replay: a visually hidden, polite paragraph a screen reader reads
// when its text changes (the column chosen, the move played, the ply reached). data-announce is
// its hook for tests and users' scripts.

/** A new, empty live region; the caller places it and sets its textContent. */
export function makeLiveRegion(): HTMLParagraphElement {
  const live = document.createElement('p');
  live.className = 'sr-only';
  live.setAttribute('aria-live', 'polite');
  live.dataset.announce = '';
  return live;
}
