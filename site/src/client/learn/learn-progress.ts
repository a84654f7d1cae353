// Lesson progress in this browser only (localStorage, browser-store.ts), never sent anywhere: per
// lesson id, how many of its stages are completed and, once all are, when. Shared by both languages.
import { forgetKept, loadKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { ID, isoDate, numberIn, objectOf, tableOf, type Check } from '../store/stored-shape.ts';

export type LearnProgress = Record<string, { stages: number; done?: string }>;

/** The shape kept: lesson id -> stages done (a lesson has at most a few dozen), and when it was finished. */
export const learnShape: Check<LearnProgress> = tableOf(ID, objectOf<LearnProgress[string]>({ stages: [numberIn(0, 1000, true), 'required'], done: [isoDate, 'optional'] }), 10_000);

const fresh = (): LearnProgress => Object.create(null) as LearnProgress;

export function loadLearnProgress(storage?: KeptStorage): LearnProgress {
  return loadKept(STORE_KEYS.learn, learnShape, fresh, storage);
}

/** Records that `completed` of the lesson's `total` stages are done; never lowers what is kept (a lesson played again stays done). */
export function saveLearnProgress(id: string, completed: number, total: number, storage?: KeptStorage): void {
  const p = loadLearnProgress(storage);
  const had = Object.hasOwn(p, id) ? p[id] : undefined;
  const stages = Math.max(had?.stages ?? 0, completed);
  const done = had?.done ?? (stages >= total ? new Date().toISOString() : undefined);
  p[id] = done ? { stages, done } : { stages };
  writeKept(STORE_KEYS.learn, p, storage);
}

export function clearLearnProgress(): void {
  forgetKept(STORE_KEYS.learn);
}
