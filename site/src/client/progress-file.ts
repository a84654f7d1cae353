// The reader's progress as a file, to move it to another browser: the puzzles solved
// (bashni:puzzles:v1), the lessons (bashni:learn:v1) and the trainer (bashni:train:v1), as one
// JSON object. Reading a file replaces those keys with what it holds and leaves the rest alone.
const KEYS = ['bashni:puzzles:v1', 'bashni:learn:v1', 'bashni:train:v1'] as const;
const FORMAT = 'bashni-progress';

/** This browser's progress as the file's text. */
export function progressFile(): string {
  const data: Record<string, unknown> = {};
  for (const key of KEYS) {
    try {
      const v = localStorage.getItem(key);
      if (v !== null) data[key] = JSON.parse(v);
    } catch {
      /* unreadable or unavailable: left out */
    }
  }
  return JSON.stringify({ format: FORMAT, version: 1, data }, null, 1);
}

/** Takes a progress file's text into this browser; false when it is not one. */
export function readProgressFile(text: string): boolean {
  let file: { format?: unknown; data?: unknown };
  try {
    file = JSON.parse(text) as typeof file;
  } catch {
    return false;
  }
  if (!file || file.format !== FORMAT || typeof file.data !== 'object' || file.data === null) return false;
  const data = file.data as Record<string, unknown>;
  try {
    for (const key of KEYS) if (data[key] && typeof data[key] === 'object') localStorage.setItem(key, JSON.stringify(data[key]));
  } catch {
    return false;
  }
  return true;
}
