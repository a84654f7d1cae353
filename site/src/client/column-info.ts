// Show a whole column (top first) in a caption when a square is hovered, focused or tapped.
import { describeColumn } from '../lib/board-svg.ts';

export function attachColumnInfo(board: HTMLElement, info: HTMLElement | null): void {
  if (!info) return;
  const show = (target: EventTarget | null) => {
    const g = (target as Element | null)?.closest?.('[data-square]');
    if (!g) return;
    const name = (g.getAttribute('aria-label') ?? '').split(':')[0] || (g.getAttribute('data-square') ?? '');
    const col = g.getAttribute('data-column');
    info.textContent = col
      ? `${name}: ${describeColumn(col)} — top first: ${col.split('').join(' ')} (height ${col.length})`
      : `${name}: empty`;
  };
  board.addEventListener('pointerover', (e) => show(e.target));
  board.addEventListener('focusin', (e) => show(e.target));
  board.addEventListener('click', (e) => show(e.target));
}
