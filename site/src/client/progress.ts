// Puzzle progress in this browser only (localStorage), never sent anywhere.
const KEY = 'bashni:puzzles:v1';

export type Progress = Record<string, { solved: string }>;

export function loadProgress(): Progress {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Progress) : {};
  } catch {
    return {};
  }
}

export function markSolved(id: string): void {
  try {
    const p = loadProgress();
    p[id] = { solved: new Date().toISOString() };
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
