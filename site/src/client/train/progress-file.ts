// The reader's progress as a file, to move it to another browser: the puzzles solved
// (bashni:puzzles:v1), the lessons (bashni:learn:v1) and the trainer (bashni:train:v1), as one
// JSON object. Reading a file checks each part by its store's shape (what does not fit is left
// out, and counted), then replaces those keys with what fits and leaves the rest alone.
import { checkKept, readKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { learnShape } from '../learn/learn-progress.ts';
import { progressShape } from '../puzzle/progress.ts';
import type { Check } from '../store/stored-shape.ts';
import { trainShape } from './train-store.ts';

type PartKey = (typeof STORE_KEYS)['puzzles' | 'learn' | 'train'];

const PARTS: readonly (readonly [PartKey, Check<unknown>])[] = [
  [STORE_KEYS.puzzles, progressShape],
  [STORE_KEYS.learn, learnShape],
  [STORE_KEYS.train, trainShape],
];
const FORMAT = 'bashni-progress';

/** This browser's progress as the file's text (each part as its store reads it). */
export function progressFile(storage?: KeptStorage): string {
  const data: Record<string, unknown> = {};
  for (const [key, shape] of PARTS) {
    const kept = readKept(key, shape, storage).value;
    if (kept !== undefined) data[key] = kept;
  }
  return JSON.stringify({ format: FORMAT, version: 1, data }, null, 1);
}

/** What reading a file did: `not-progress` (not such a file), `not-kept` (storage refused), or taken with `dropped` values left out. */
export type ProgressFileResult = { readonly kind: 'not-progress' } | { readonly kind: 'not-kept' } | { readonly kind: 'taken'; readonly dropped: number };

/** Takes a progress file's text into this browser: each part that fits its store's shape (what does not fit of it left out). */
export function readProgressFile(text: string, storage?: KeptStorage): ProgressFileResult {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { kind: 'not-progress' };
  }
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return { kind: 'not-progress' };
  const { format, data } = file as { format?: unknown; data?: unknown };
  if (format !== FORMAT || typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'not-progress' };
  const parts = data as Record<string, unknown>;
  const taken: [PartKey, unknown][] = [];
  // a part this version does not know is left out too
  let dropped = Object.keys(parts).filter((key) => !PARTS.some(([k]) => k === key)).length;
  for (const [key, shape] of PARTS) {
    if (!Object.hasOwn(parts, key)) continue;
    const checked = checkKept(parts[key], shape);
    dropped += checked.dropped;
    if (checked.value !== undefined) taken.push([key, checked.value]);
  }
  for (const [key, value] of taken) if (!writeKept(key, value, storage)) return { kind: 'not-kept' };
  return { kind: 'taken', dropped };
}
