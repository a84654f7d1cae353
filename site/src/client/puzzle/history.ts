// The puzzles this browser played, solved or failed (issue 44, lichess's puzzle history): one
// entry per puzzle page's first result, per storm puzzle, kept in localStorage
// (`bashni:history:v1`, browser-store.ts), newest last, the last HISTORY_MAX only. The puzzle page
// (train/train-hook.ts), the trainer's rated puzzles and streaks, and the storm all write here;
// /train/ lists it (train/history-list.ts). Loaded on demand: no page's first script carries it.
import { loadKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { boolean, ID, isoDate, listOf, matching, numberIn, objectOf, oneOf, type Check } from '../store/stored-shape.ts';

/** Where the puzzle was played: its own page, the trainer's rated puzzles, a streak, a storm. */
type PlayedMode = 'puzzle' | 'rated' | 'streak' | 'storm';

export interface PlayedPuzzle {
  readonly id: string;
  readonly solved: boolean;
  /** When (ISO date and time). */
  readonly at: string;
  readonly mode: PlayedMode;
  /** The player's rating after it, and the change, when it was rated. */
  readonly rating?: number;
  readonly change?: number;
}

/** The entries kept (the oldest go first). */
export const HISTORY_MAX = 500;

const RATING = numberIn(-1000, 5000);

/** The shape kept: a list of entries, what does not fit left out. */
export const historyShape: Check<PlayedPuzzle[]> = listOf(
  objectOf<PlayedPuzzle>({
    id: [matching(ID), 'required'],
    solved: [boolean, 'required'],
    at: [isoDate, 'required'],
    mode: [oneOf<PlayedMode>(['puzzle', 'rated', 'streak', 'storm']), 'required'],
    rating: [RATING, 'optional'],
    change: [numberIn(-6000, 6000), 'optional'],
  }),
  HISTORY_MAX,
);

export function loadHistory(storage?: KeptStorage): PlayedPuzzle[] {
  return loadKept(STORE_KEYS.history, historyShape, () => [], storage);
}

/** Adds entries at the end, keeping the last HISTORY_MAX. */
export function recordPlayed(entries: readonly PlayedPuzzle[], storage?: KeptStorage): void {
  if (!entries.length) return;
  writeKept(STORE_KEYS.history, [...loadHistory(storage), ...entries].slice(-HISTORY_MAX), storage);
}
