// Marks the puzzles this browser has solved on the puzzle index.
import { clearProgress, loadProgress } from './progress.ts';

function mark(): void {
  const p = loadProgress();
  // a puzzle is listed once by level and once more under each of its themes: count it once
  const ids = new Set<string>();
  const solved = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-puzzle-id]')) {
    const id = el.dataset.puzzleId!;
    const done = !!p[id];
    ids.add(id);
    if (done) solved.add(id);
    el.classList.toggle('solved', done);
    const badge = el.querySelector('[data-solved]');
    if (badge) badge.textContent = done ? 'solved' : '';
  }
  const sum = document.querySelector('[data-progress]');
  if (sum) sum.textContent = `You have solved ${solved.size} of ${ids.size} puzzles in this browser.`;
}
mark();
document.querySelector('[data-reset-progress]')?.addEventListener('click', () => {
  clearProgress();
  mark();
});
