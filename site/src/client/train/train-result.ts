// On a puzzle page: what the trainer does with the puzzle's first result (train-hook.ts loads this
// module when <bashni-puzzle> sends `puzzle-result`, so the rating's and the store's code is not
// in the page's first load). The result moves the player's rating, except in a streak, which is
// unrated; in training (`?train=rated` or `?train=streak`, from /train/) the page says where the
// training stands and its "next" link leads to the trainer's next puzzle: the nearest to the new
// rating, or the streak's next (or back to /train/ when the streak is over).
import { loadTrain, saveTrain } from './train-store.ts';
import { dayOf, nextInStreak, nextNearRating, rateAfter, type TrainPuzzle } from './trainer.ts';
import { pageLang } from '../../i18n/lang.ts';
import { trainWords } from '../../i18n/train.ts';

const el = document.querySelector<HTMLElement>('bashni-puzzle');
// the history's code, asked for as this module loads (at the player's first press, train-hook.ts), so
// that the result is written to it at once
const history = import('../puzzle/history.ts');
let historyModule: Awaited<typeof history> | undefined;
void history.then((h) => (historyModule = h));
const mode = new URLSearchParams(location.search).get('train');
const lang = pageLang();
const says = trainWords[lang];
/** This site's address of a page, in the page's language, from the current address (the puzzle pages are /puzzles/ID/ or /ru/puzzles/ID/). */
const pageHref = (path: string) => location.pathname.replace(/\/(ru\/)?puzzles\/[^/]+\/?$/, `/$1${path.replace(/^\//, '')}`);

/** The collection's ids, ratings and themes (the build's /train/puzzles.json, at the root whatever the language). */
async function puzzleList(): Promise<TrainPuzzle[]> {
  const r = await fetch(location.pathname.replace(/\/(ru\/)?puzzles\/[^/]+\/?$/, '/train/puzzles.json'));
  return (await r.json()) as TrainPuzzle[];
}

function status(text: string): void {
  let p = el?.querySelector<HTMLElement>('[data-train-status]');
  if (!p) {
    p = document.createElement('p');
    p.dataset.trainStatus = '';
    p.className = 'muted';
    el?.querySelector('[data-msg]')?.after(p);
  }
  p.textContent = text;
}

/** Records the puzzle's first result (`solved`) for the trainer, and in training points "next" on. */
export async function onResult(solved: boolean): Promise<void> {
  if (!el) return;
  const id = el.dataset.puzzleId!;
  const rating = Number(el.dataset.puzzleRating);
  const s = loadTrain();
  const was = s.player.rating;
  // a streak is unrated (as lichess's): its puzzles move neither the rating nor the results
  const rated = mode !== 'streak' && !Object.hasOwn(s.results, id);
  if (rated) {
    s.player = rateAfter(s.player, rating, solved);
    s.results[id] = { solved, date: dayOf(new Date()) };
  }
  const played = { id, solved, at: new Date().toISOString(), mode: mode === 'rated' || mode === 'streak' ? mode : 'puzzle' } as const;
  const entry = rated ? { ...played, rating: s.player.rating, change: s.player.rating - was } : played;
  if (historyModule) historyModule.recordPlayed([entry]);
  else void history.then((h) => h.recordPlayed([entry]));
  const streak = s.streak;
  const inStreak = mode === 'streak' && streak && !streak.over && streak.ids[streak.ids.length - 1] === id;
  if (inStreak) {
    if (!solved) s.streak = { ...streak, over: true };
    else s.streak = { ...streak, last: rating };
    const count = s.streak.over ? streak.ids.length - 1 : streak.ids.length;
    s.best = Math.max(s.best, count);
  }
  saveTrain(s);
  if (mode !== 'rated' && mode !== 'streak') return;
  const next = el.querySelector<HTMLAnchorElement>('[data-next]');
  const list = await puzzleList();
  if (mode === 'rated') {
    status(says.statusRated(Math.round(s.player.rating)));
    const p = nextNearRating(list, s.player.rating, new Set([...Object.keys(s.results), id]), s.themes);
    if (next && p) next.href = `${pageHref(`/puzzles/${p.id}/`)}?train=rated`;
    return;
  }
  const st = s.streak;
  if (!st || st.over || !inStreak) {
    status(says.streakOver(st ? Math.max(0, st.ids.length - 1) : 0));
    if (next) next.href = pageHref('/train/');
    return;
  }
  status(says.statusStreak(st.ids.length));
  const p = nextInStreak(list, st.last, new Set(st.ids), s.themes);
  if (next && p) {
    next.href = `${pageHref(`/puzzles/${p.id}/`)}?train=streak`;
    s.streak = { ...st, ids: [...st.ids, p.id] };
    saveTrain(s);
  }
}
