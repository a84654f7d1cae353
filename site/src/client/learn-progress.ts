// Lesson progress in this browser only (localStorage), never sent anywhere: per lesson id, how
// many of its stages are completed and, once all are, when. Shared by both languages.
const KEY = 'bashni:learn:v1';

export type LearnProgress = Record<string, { stages: number; done?: string }>;

export function loadLearnProgress(): LearnProgress {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as LearnProgress) : {};
  } catch {
    return {};
  }
}

/** Records that `completed` of the lesson's `total` stages are done; never lowers what is kept (a lesson played again stays done). */
export function saveLearnProgress(id: string, completed: number, total: number): void {
  try {
    const p = loadLearnProgress();
    const had = p[id];
    const stages = Math.max(had?.stages ?? 0, completed);
    const done = had?.done ?? (stages >= total ? new Date().toISOString() : undefined);
    p[id] = done ? { stages, done } : { stages };
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    /* storage disabled: progress is simply not kept */
  }
}

export function clearLearnProgress(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
