// The trainer's state in this browser only (localStorage, never sent anywhere): the player's
// Glicko-2 rating, the first result of each puzzle played, the themes chosen, the streak.
import { GLICKO_START, type Glicko } from './glicko2.ts';

const KEY = 'bashni:train:v1';

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

const fresh = (): TrainStore => ({ player: GLICKO_START, results: {}, themes: [], best: 0 });

export function loadTrain(): TrainStore {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<TrainStore> | null;
    if (!v || typeof v !== 'object' || !v.player || typeof v.player.rating !== 'number') return fresh();
    return { ...fresh(), ...v };
  } catch {
    return fresh();
  }
}

export function saveTrain(s: TrainStore): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    /* storage disabled: nothing kept */
  }
}
