// Arrow keys on a read-only board (rule diagrams, game replay): the board is one tab stop and the
// arrows move that stop along the diagonals (move-input.ts diagonalStep), so a screen reader can
// read each square's column without a tab stop per square.
import { parseSquare, squareName } from '../../../../engine/squares.ts';
import { diagonalStep } from './move-input.ts';
import { shouldIgnoreKey } from './keys.ts';

/** The square that holds the board's tab stop, if any. */
export function tabStop(board: Element): number | undefined {
  const name = board.querySelector('[data-square][tabindex="0"]')?.getAttribute('data-square');
  return name ? parseSquare(name) : undefined;
}

export function attachBoardKeys(board: HTMLElement): void {
  board.addEventListener('keydown', (e) => {
    const g = (e.target as Element).closest?.('[data-square]');
    if (!g || shouldIgnoreKey(e)) return;
    const from = parseSquare(g.getAttribute('data-square') ?? '');
    const flipped = board.querySelector('svg')?.getAttribute('data-flipped') === 'true';
    const to = from === undefined ? undefined : diagonalStep(from, e.key, flipped);
    if (to === undefined) return;
    // the arrows are the board's here, not the page's (the game page steps plies with them elsewhere)
    e.preventDefault();
    e.stopPropagation();
    const next = board.querySelector<SVGGElement>(`[data-square="${squareName(to)}"]`);
    if (!next) return;
    for (const el of board.querySelectorAll('[data-square][tabindex="0"]')) el.setAttribute('tabindex', '-1');
    next.setAttribute('tabindex', '0');
    next.focus();
  });
}
