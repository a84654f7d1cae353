// The puzzle storm's best score in this browser only (localStorage `bashni:storm:v1`,
// browser-store.ts): the most puzzles solved in one run and when. A storm is unrated: nothing
// else of it is kept here (the puzzles played go to the history, puzzle/history.ts).
import { loadKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { isoDate, numberIn, objectOf, type Check } from '../store/stored-shape.ts';

export interface StormStore {
  /** The best score (puzzles solved in a run); 0 before the first run. */
  readonly best: number;
  /** When it was made. */
  readonly date?: string;
  /** Runs finished. */
  readonly runs: number;
}

/** The shape kept: counts that fit (a score above 10,000 is no score of a 3-minute run). */
export const stormShape: Check<StormStore> = objectOf<StormStore>({
  best: [numberIn(0, 10_000, true), 'required'],
  date: [isoDate, 'optional'],
  runs: [numberIn(0, 1e9, true), 'required'],
});

const fresh = (): StormStore => ({ best: 0, runs: 0 });

export function loadStorm(storage?: KeptStorage): StormStore {
  return loadKept(STORE_KEYS.storm, stormShape, fresh, storage);
}

/** Keeps a finished run's score; true when it is a new best. */
export function keepStormScore(score: number, now: Date, storage?: KeptStorage): boolean {
  const s = loadStorm(storage);
  const better = score > s.best;
  writeKept(STORE_KEYS.storm, better ? { best: score, date: now.toISOString(), runs: s.runs + 1 } : { ...s, runs: s.runs + 1 }, storage);
  return better;
}
