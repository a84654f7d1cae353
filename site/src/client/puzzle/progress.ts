// Puzzle progress in this browser only (localStorage, browser-store.ts), never sent anywhere.
import { forgetKept, loadKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { ID, isoDate, objectOf, oneOf, tableOf, type Check } from '../store/stored-shape.ts';

/** `mistake`: solved, but after a wrong move (still a solve: the index counts it). */
export type Progress = Record<string, { solved: string; mistake?: true }>;

/** The shape kept: puzzle id -> when it was solved (at most 100,000 puzzles). */
export const progressShape: Check<Progress> = tableOf(ID, objectOf<Progress[string]>({ solved: [isoDate, 'required'], mistake: [oneOf([true]), 'optional'] }), 100_000);

const fresh = (): Progress => Object.create(null) as Progress;

export function loadProgress(storage?: KeptStorage): Progress {
  return loadKept(STORE_KEYS.puzzles, progressShape, fresh, storage);
}

/** Records a solve; a solve with a mistake never replaces an earlier one (a clean solve stays clean). */
export function markSolved(id: string, mistake = false, storage?: KeptStorage): void {
  const p = loadProgress(storage);
  if (mistake && Object.hasOwn(p, id)) return;
  p[id] = mistake ? { solved: new Date().toISOString(), mistake: true } : { solved: new Date().toISOString() };
  writeKept(STORE_KEYS.puzzles, p, storage);
}

export function clearProgress(): void {
  forgetKept(STORE_KEYS.puzzles);
}
