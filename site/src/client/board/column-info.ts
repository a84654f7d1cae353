// Show a whole column (top first) in a caption when a square is hovered, focused or tapped.
import { boardWords } from '../../i18n/board.ts';
import { pageLang } from '../../i18n/lang.ts';

export function attachColumnInfo(board: HTMLElement, info: HTMLElement | null): void {
  if (!info) return;
  // the caption is for the eyes: a screen reader hears the focused square's own name, and the
  // caption's top-first letters (w b) would be read out one by one as the arrows move the focus
  info.setAttribute('aria-live', 'off');
  const { summary } = boardWords[pageLang()];
  const show = (target: EventTarget | null) => {
    const g = (target as Element | null)?.closest?.('[data-square]');
    if (!g) return;
    const name = (g.getAttribute('aria-label') ?? '').split(':')[0] || (g.getAttribute('data-square') ?? '');
    info.textContent = summary(name, g.getAttribute('data-column'));
  };
  board.addEventListener('pointerover', (e) => show(e.target));
  board.addEventListener('focusin', (e) => show(e.target));
  board.addEventListener('click', (e) => show(e.target));
}
