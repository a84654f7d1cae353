// /train/: shows the player's rating, keeps the chosen themes, and points the three links at the
// trainer's choices (client/train/trainer.ts): the next puzzle near the rating, a new streak's first
// puzzle, the puzzle of the day (from today's UTC date: the same in every browser).
import { loadTrain, saveTrain } from './train-store.ts';
import { dayOf, nextInStreak, nextNearRating, puzzleOfTheDay, type TrainPuzzle } from './trainer.ts';
import { downloadText } from '../page/save.ts';
import { progressFile, readProgressFile } from './progress-file.ts';
import { pageLang } from '../../i18n/lang.ts';
import { trainWords } from '../../i18n/train.ts';

const says = trainWords[pageLang()];
const root = document.querySelector<HTMLElement>('bashni-train');
const puzzles = JSON.parse(root?.querySelector('script.train-data')?.textContent ?? '[]') as TrainPuzzle[];
const base = root?.dataset.puzzlesBase ?? '/puzzles/';

function draw(): void {
  const s = loadTrain();
  const played = Object.keys(s.results).length;
  const rating = root?.querySelector('[data-train-rating]');
  if (rating) rating.textContent = says.rating(Math.round(s.player.rating), Math.round(s.player.rd), played);
  for (const box of root?.querySelectorAll<HTMLInputElement>('input[name="theme"]') ?? []) box.checked = s.themes.includes(box.value);
  const next = nextNearRating(puzzles, s.player.rating, new Set(Object.keys(s.results)), s.themes);
  const link = root?.querySelector<HTMLAnchorElement>('[data-train-next]');
  if (link) {
    link.hidden = !next;
    if (next) link.href = `${base}${next.id}/?train=rated`;
  }
  const note = root?.querySelector('[data-train-note]');
  if (note) note.textContent = next ? says.streakHint : says.noneLeft;
  const daily = puzzleOfTheDay(puzzles, dayOf(new Date()));
  const dailyLink = root?.querySelector<HTMLAnchorElement>('[data-daily]');
  // `?daily`: the puzzle's page says it is the day's puzzle
  if (dailyLink && daily) dailyLink.href = `${base}${daily.id}/?daily`;
  const best = root?.querySelector('[data-best]');
  if (best) best.textContent = says.best(s.best);
}

root?.addEventListener('change', (e) => {
  const box = e.target as HTMLInputElement;
  if (box.name !== 'theme') return;
  const s = loadTrain();
  s.themes = box.checked ? [...new Set([...s.themes, box.value])] : s.themes.filter((t) => t !== box.value);
  saveTrain(s);
  draw();
});

root?.querySelector('[data-streak-start]')?.addEventListener('click', () => {
  const s = loadTrain();
  const first = nextInStreak(puzzles, undefined, new Set(), s.themes);
  if (!first) return;
  s.streak = { ids: [first.id], over: false };
  saveTrain(s);
  location.href = `${base}${first.id}/?train=streak`;
});

root?.querySelector('[data-export]')?.addEventListener('click', () => downloadText(progressFile(), 'bashni-progress.json', 'application/json'));
/** Reads the progress file the reader chose. */
async function importProgress(e: Event): Promise<void> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  if (!file) return;
  const read = readProgressFile(await file.text());
  const status = root?.querySelector('[data-file-status]');
  if (status) status.textContent = read.kind === 'not-progress' ? says.notProgress : read.kind === 'not-kept' ? says.notKept : read.dropped ? says.importedDropped(read.dropped) : says.imported;
  input.value = '';
  draw();
}
root?.querySelector<HTMLInputElement>('[data-import]')?.addEventListener('change', (e) => void importProgress(e));

/** The puzzle history (history-list.ts, loaded on demand). */
function drawPlayed(): void {
  const section = root?.querySelector<HTMLElement>('[data-history]');
  if (section) void import('./history-list.ts').then((h) => h.drawHistory(section, base));
}

draw();
drawPlayed();
window.addEventListener('pageshow', () => {
  draw();
  drawPlayed();
});
