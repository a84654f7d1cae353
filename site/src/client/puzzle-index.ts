// Marks the puzzles this browser has solved on the puzzle index.
import { clearProgress, loadProgress } from './progress.ts';

function mark(): void {
  const p = loadProgress();
  let solved = 0;
  const items = document.querySelectorAll<HTMLElement>('[data-puzzle-id]');
  for (const el of items) {
    const done = !!p[el.dataset.puzzleId!];
    if (done) solved++;
    el.classList.toggle('solved', done);
    const badge = el.querySelector('[data-solved]');
    if (badge) badge.textContent = done ? 'solved' : '';
  }
  const sum = document.querySelector('[data-progress]');
  if (sum) sum.textContent = `You have solved ${solved} of ${items.length} puzzles in this browser.`;
}
mark();
document.querySelector('[data-reset-progress]')?.addEventListener('click', () => {
  clearProgress();
  mark();
});
