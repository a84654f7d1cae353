// Puzzle progress in this browser only (localStorage), never sent anywhere.
const KEY = 'bashni:puzzles:v1';

/** `mistake`: solved, but after a wrong move (still a solve: the index counts it). */
export type Progress = Record<string, { solved: string; mistake?: true }>;

export function loadProgress(): Progress {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Progress) : {};
  } catch {
    return {};
  }
}

/** Records a solve; a solve with a mistake never replaces an earlier one (a clean solve stays clean). */
export function markSolved(id: string, mistake = false): void {
  try {
    const p = loadProgress();
    if (mistake && p[id]) return;
    p[id] = mistake ? { solved: new Date().toISOString(), mistake: true } : { solved: new Date().toISOString() };
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    /* storage disabled: progress is simply not kept */
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
