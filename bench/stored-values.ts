// The stored-values kind of bench/fuzz.ts, and test/site/store/stored-shape.test.ts's random inputs:
// random JSON (wholly random, or a value the site writes with parts replaced by random JSON) put
// under every key the site keeps and read by every store's reader, as a page reads it, and as a
// progress file's part. Nothing may throw, and what each reader gives must be what its page
// expects (a finite rating, lists that are lists, tables whose entries have their fields).
import { STORE_KEYS, type KeptStorage } from '../site/src/client/store/browser-store.ts';
import { loadLearnProgress } from '../site/src/client/learn/learn-progress.ts';
import { PlayGame } from '../site/src/client/play/play-game.ts';
import { readGame, readSettings } from '../site/src/client/play/play-store.ts';
import { FriendGame } from '../site/src/client/play/friend-game.ts';
import { readFriendGames } from '../site/src/client/play/friend-store.ts';
import { progressFile, readProgressFile } from '../site/src/client/train/progress-file.ts';
import { loadProgress } from '../site/src/client/puzzle/progress.ts';
import { readThemeChoice } from '../site/src/client/page/theme-choice.ts';
import { loadTrain } from '../site/src/client/train/train-store.ts';
import { GameReview } from '../site/src/client/analysis/game-review.ts';
import { AnalysisGame } from '../site/src/client/analysis/analysis-game.ts';
import { loadHistory } from '../site/src/client/puzzle/history.ts';
import { loadStorm } from '../site/src/client/storm/storm-store.ts';
import { soundsOn } from '../site/src/client/board/move-sound.ts';

/** What the site writes under each key (the bases the mutations start from). */
const WRITTEN: Record<string, unknown> = {
  [STORE_KEYS.puzzles]: { 'lv-g1-p33': { solved: '2026-12-02T00:00:00.000Z' }, 'composed-1': { solved: '2026-12-03T10:00:00.000Z', mistake: true } },
  [STORE_KEYS.learn]: { 'men-move': { stages: 3, done: '2026-12-02T00:00:00.000Z' }, kings: { stages: 1 } },
  [STORE_KEYS.train]: {
    player: { rating: 1612, rd: 80, vol: 0.06 },
    results: { 'composed-1': { solved: true, date: '2026-12-02' } },
    themes: ['capture-path'],
    streak: { ids: ['composed-1', 'lv-g1-p33'], last: 1400, over: false },
    best: 2,
  },
  [STORE_KEYS.playGame]: { game: { fen: 'W:Wc3:Bd4,h8', variant: 'bashni', user: 'white', level: 'beginner', moves: ['c3:e5'] }, source: '' },
  [STORE_KEYS.playSettings]: { side: 'black', variant: 'russian', level: 'expert' },
  [STORE_KEYS.friendGames]: { abc123def456: { variant: 'bashni', inviter: 'white', moves: ['c3-d4', 'f6-g5'], state: 'dw', me: 'black', updated: '2026-12-05T20:00:00.000Z' } },
  [STORE_KEYS.storm]: { best: 12, date: '2026-12-05T20:00:00.000Z', runs: 3 },
  [STORE_KEYS.history]: [
    { id: 'composed-1', solved: true, at: '2026-12-05T20:00:00.000Z', mode: 'rated', rating: 1612, change: 41 },
    { id: 'lv-g1-p33', solved: false, at: '2026-12-05T20:01:00.000Z', mode: 'storm' },
  ],
};

/** A random JSON value, at most `depth` deep: the kinds of value a store meets (wrong types, huge and odd numbers, names of Object.prototype). */
export function randomJson(random: () => number, depth = 3): unknown {
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const leaf = (): unknown =>
    pick<() => unknown>([
      () => null,
      () => true,
      () => false,
      () => int(3000) - 500,
      () => pick([1e308, -1e308, 1.5, -0, 0.06, 350, 5e-324, 2 ** 53]),
      () => pick(['', 'x', 'short', 'dark', 'light', 'white', 'bashni', 'beginner', '2026-12-02', 'yesterday', '__proto__', 'constructor', 'toString', 'c3-d4', 'W:Wz9']),
      () => 'ы'.repeat(int(300)),
    ])();
  if (depth <= 0 || random() < 0.4) return leaf();
  const n = int(5);
  if (random() < 0.4) return Array.from({ length: n }, () => randomJson(random, depth - 1));
  const o: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const key = pick([
      'player',
      'rating',
      'rd',
      'vol',
      'results',
      'themes',
      'streak',
      'ids',
      'last',
      'over',
      'best',
      'solved',
      'mistake',
      'stages',
      'done',
      'game',
      'source',
      'fen',
      'moves',
      'side',
      'variant',
      'level',
      '__proto__',
      'constructor',
      'composed-1',
      'men-move',
      'x',
    ]);
    Object.defineProperty(o, key, { value: randomJson(random, depth - 1), enumerable: true, writable: true, configurable: true });
  }
  return o;
}

/** A value written by the site with one part (at any depth) replaced by random JSON. */
function mutated(random: () => number, base: unknown): unknown {
  if (typeof base !== 'object' || base === null || random() < 0.25) return randomJson(random);
  const copy = (Array.isArray(base) ? [...(base as unknown[])] : { ...base }) as Record<string, unknown>;
  const keys = Object.keys(copy);
  const key = keys[Math.floor(random() * keys.length)];
  if (key === undefined) return copy;
  if (random() < 0.15) delete copy[key];
  else copy[key] = mutated(random, copy[key]);
  return copy;
}

/** One input: a text for every key (JSON, sometimes not JSON at all), as a JSON object of key -> text. */
export function randomStoredText(random: () => number): string {
  const texts: Record<string, string> = {};
  for (const key of Object.values(STORE_KEYS)) {
    const r = random();
    texts[key] = r < 0.05 ? '{not json' : JSON.stringify(r < 0.5 ? mutated(random, WRITTEN[key] ?? 'dark') : randomJson(random));
  }
  return JSON.stringify(texts);
}

/** A Storage over a Map. */
function memoryStorage(texts: Record<string, string>): KeptStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(texts));
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const isTable = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === null;

/**
 * Every store's reader over one input (randomStoredText's), as the pages read them, and each part
 * as a progress file's; throws (a bug) when a reader throws or gives what its page cannot use.
 */
export function readEveryStore(input: string): void {
  const texts = JSON.parse(input) as Record<string, string>;
  const storage = memoryStorage(texts);
  const fail = (what: string) => {
    throw new Error(`${what} from ${input.slice(0, 300)}`);
  };
  const train = loadTrain(storage);
  const { rating, rd, vol } = train.player;
  if (![rating, rd, vol].every(Number.isFinite) || Math.abs(rating) > 10_000) fail(`a rating of ${rating} ± ${rd}`);
  if (!Array.isArray(train.themes) || !train.themes.every((t) => typeof t === 'string')) fail('themes that are not a list of names');
  if (!isTable(train.results) || !Object.values(train.results).every((r) => typeof r.solved === 'boolean')) fail('results that are not a table of results');
  if (train.streak && (!Array.isArray(train.streak.ids) || typeof train.streak.over !== 'boolean')) fail('a streak without its puzzles');
  if (!Number.isInteger(train.best)) fail('a best streak that is not a count');
  const progress = loadProgress(storage);
  if (!isTable(progress) || !Object.values(progress).every((p) => Number.isFinite(Date.parse(p.solved)))) fail('progress that is not a table of solves');
  const learn = loadLearnProgress(storage);
  if (!isTable(learn) || !Object.values(learn).every((l) => Number.isInteger(l.stages))) fail('lessons that are not a table of stages');
  readSettings(storage);
  const kept = readGame(storage);
  if (kept) PlayGame.restore(kept.game);
  // the games with friends as the page lists them: each replayed by the rules
  const friends = readFriendGames(storage);
  if (!isTable(friends)) fail('games with friends that are not a table');
  for (const [id, g] of Object.entries(friends)) {
    if (!Array.isArray(g.moves)) fail('a game with a friend without its moves');
    FriendGame.fromLink({ id, ...g });
  }
  readThemeChoice(storage);
  // the analysis board's kept analyses (game-review.ts): whatever they hold, a game opened reads them
  new GameReview(storage).restore(new AnalysisGame().tree);
  const history = loadHistory(storage);
  if (!Array.isArray(history) || history.length > 500 || !history.every((e) => typeof e.solved === 'boolean' && Number.isFinite(Date.parse(e.at)))) fail('a history that is not a list of plays');
  const storm = loadStorm(storage);
  if (!Number.isInteger(storm.best) || !Number.isInteger(storm.runs)) fail('a storm best that is not a count');
  if (typeof soundsOn(storage) !== 'boolean') fail('a sound choice that is not on or off');
  // every part again as a progress file's, into an empty browser, then out again
  const data: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(texts)) {
    try {
      data[key] = JSON.parse(text);
    } catch {
      data[key] = text;
    }
  }
  const other = memoryStorage({});
  const read = readProgressFile(JSON.stringify({ format: 'bashni-progress', version: 1, data }), other);
  if (read.kind !== 'taken') fail(`a progress file read as ${read.kind}`);
  readProgressFile(progressFile(other), memoryStorage({}));
}
