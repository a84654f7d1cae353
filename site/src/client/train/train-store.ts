// The trainer's state in this browser only (localStorage, browser-store.ts, never sent anywhere):
// the player's Glicko-2 rating, the first result of each puzzle played, the themes chosen, the streak.
import { GLICKO_START, type Glicko } from './glicko2.ts';
import { loadKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { boolean, ID, isoDate, listOf, numberIn, objectOf, tableOf, THEME, matching, type Check } from '../store/stored-shape.ts';

interface Streak {
  /** Puzzles of this streak, in order. */
  readonly ids: readonly string[];
  /** The last solved puzzle's rating (the next is harder). */
  readonly last?: number;
  readonly over: boolean;
}

export interface TrainStore {
  player: Glicko;
  /** The first result of each puzzle played (later tries do not change the rating). */
  results: Record<string, { solved: boolean; date: string }>;
  themes: string[];
  streak?: Streak;
  /** The longest streak so far (puzzles solved). */
  best: number;
}

/** A rating as Glicko-2 can reach from puzzles rated 0 to 4,000 (and a deviation and volatility it keeps within bounds). */
const RATING = numberIn(-1000, 5000);

/**
 * The shape kept. A player's rating that does not fit is replaced by the start (1500 ± 350), a
 * result, theme or streak that does not fit is left out: the trainer always has a whole state.
 */
const stored = objectOf<Partial<TrainStore>>({
  player: [objectOf<Glicko>({ rating: [RATING, 'required'], rd: [numberIn(0, 1000), 'required'], vol: [numberIn(0, 10), 'required'] }), 'optional'],
  results: [tableOf(ID, objectOf<TrainStore['results'][string]>({ solved: [boolean, 'required'], date: [isoDate, 'required'] }), 100_000), 'optional'],
  themes: [listOf(matching(THEME), 200), 'optional'],
  streak: [objectOf<Streak>({ ids: [listOf(matching(ID), 100_000), 'required'], last: [RATING, 'optional'], over: [boolean, 'required'] }), 'optional'],
  best: [numberIn(0, 1_000_000, true), 'optional'],
});

const fresh = (): TrainStore => ({ player: GLICKO_START, results: Object.create(null) as TrainStore['results'], themes: [], best: 0 });

/** The whole state from what was kept (or read from a progress file): what does not fit is left out and filled from a fresh state. */
export const trainShape: Check<TrainStore> = (value, drops) => {
  const v = stored(value, drops);
  return v && { ...fresh(), ...v };
};

export function loadTrain(storage?: KeptStorage): TrainStore {
  return loadKept(STORE_KEYS.train, trainShape, fresh, storage);
}

export function saveTrain(s: TrainStore, storage?: KeptStorage): void {
  writeKept(STORE_KEYS.train, s, storage);
}
