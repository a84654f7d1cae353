// On a puzzle page, outside training (issue 25, issue 26): the themes stay hidden until the puzzle
// is solved or its solution shown (they give the answer away), but for the theme the player chose
// (`?theme=NAME`, from a filtered index, or the trainer's chosen themes); so does the made title,
// which names the leading themes (the neutral one, with the chosen themes, until then); a note when this browser
// solved the puzzle before; and "Next puzzle" leads to the next puzzle in the index's order that
// is not solved yet and has the chosen theme, keeping `?theme=` (in training, train-hook.ts sets it).
import { loadProgress } from './progress.ts';
import { loadTrain } from '../train/train-store.ts';
import { chosenThemes, dayOf, nextInOrder, puzzleOfTheDay, themeNames, type TrainPuzzle } from '../train/trainer.ts';
import { withChosenThemes } from '../../../../puzzles/titles.ts';
import { pageLang } from '../../i18n/lang.ts';
import { puzzleWords } from '../../i18n/puzzles.ts';

const el = document.querySelector<HTMLElement>('bashni-puzzle');
const lang = pageLang();
const says = puzzleWords[lang];
const params = new URLSearchParams(location.search);
const training = params.has('train');
const asked = params.get('theme') ?? undefined;
/** The puzzle's themes with their names in the page's language. */
const names = themeNames(el?.querySelector('script.puzzle-themes')?.textContent ?? '{}');
/** The chosen themes this puzzle has, by their names (a name from the address is only looked up in the Map). */
const chosen = chosenThemes(names, asked !== undefined ? [asked] : training ? loadTrain().themes : []);

const heading = document.querySelector<HTMLElement>('h1[data-puzzle-title]');
/** The neutral title the build wrote (`Puzzle 123 · white to play · win 2`), as the heading and the document's title have it. */
const neutral = heading?.textContent ?? '';

/** The heading and the document's title: the made title once `all` (solved, or the solution shown), else the neutral one with the chosen themes. */
function showTitle(all: boolean): void {
  if (!heading || !neutral) return;
  const title = all
    ? (heading.dataset.made ?? neutral)
    : withChosenThemes(
        neutral,
        chosen.map((t) => t.name),
      );
  const before = heading.textContent ?? '';
  if (title === before) return;
  heading.textContent = title;
  document.title = document.title.replace(before, title);
}

function showThemes(all: boolean): void {
  showTitle(all);
  const list = el?.querySelector<HTMLElement>('[data-themes]');
  const hidden = el?.querySelector<HTMLElement>('[data-themes-hidden]');
  if (!list || !hidden) return;
  list.hidden = !all;
  hidden.hidden = all;
  if (!all && chosen.length) hidden.textContent = says.themeChosen(chosen.map((t) => t.name).join(', '));
}

const id = el?.dataset.puzzleId ?? '';
const before = loadProgress()[id];
/** A date as the page's language writes it (5 December 2026). */
const longDate = (d: Date) => d.toLocaleDateString(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
showThemes(!!before);
if (before) {
  const note = document.createElement('p');
  note.className = 'muted';
  note.dataset.solvedBefore = '';
  note.textContent = says.alreadySolved(longDate(new Date(before.solved)), !!before.mistake);
  el?.querySelector('[data-msg]')?.after(note);
}
el?.addEventListener('puzzle-result', (e) => {
  if ((e as CustomEvent<{ solved: boolean }>).detail.solved) showThemes(true);
});
el?.addEventListener('click', (e) => {
  if ((e.target as Element).closest('button[data-act="solution"]')) showThemes(true);
});

/** The index's address in the page's language, from the puzzle page's (/puzzles/ID/ or /ru/puzzles/ID/). */
const indexHref = location.pathname.replace(/\/[^/]+\/?$/, '/');
const withTheme = (path: string) => (asked !== undefined ? `${path}?theme=${encodeURIComponent(asked)}` : path);

/** The collection's ids, ratings and themes (the build's /train/puzzles.json), read once. */
let listRead: Promise<TrainPuzzle[]> | undefined;
const puzzleList = () => (listRead ??= fetch(location.pathname.replace(/\/(ru\/)?puzzles\/[^/]+\/?$/, '/train/puzzles.json')).then((r) => r.json() as Promise<TrainPuzzle[]>));

/** Opened as the day's puzzle (`?daily`, from /train/) and it is today's: the page says so under its title. */
async function sayDaily(): Promise<void> {
  if (!params.has('daily')) return;
  const today = new Date();
  if (puzzleOfTheDay(await puzzleList(), dayOf(today))?.id !== id) return;
  const note = document.createElement('p');
  note.dataset.dailyNote = '';
  note.className = 'daily-note';
  note.textContent = says.dailyNote(longDate(today));
  heading?.after(note);
}
void sayDaily().catch(() => {
  /* the list could not be read: the page is the puzzle's own */
});

async function setNext(): Promise<void> {
  const next = el?.querySelector<HTMLAnchorElement>('[data-next]');
  if (!next || training) return;
  const list = await puzzleList();
  const theme = asked !== undefined && list.some((p) => p.themes.includes(asked)) ? asked : undefined;
  const p = nextInOrder(list, id, new Set(Object.keys(loadProgress())), theme);
  if (p) next.href = withTheme(`${indexHref}${p.id}/`);
  else {
    next.href = withTheme(indexHref);
    next.textContent = says.allPuzzles;
  }
}
void setNext().catch(() => {
  /* the plain link (the next in the index's order) stays */
});
