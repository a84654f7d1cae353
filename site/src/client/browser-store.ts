// Everything the site keeps in the reader's browser goes through here (issue 42 point 4): the one
// list of keys, reading a key's value through its store's check (stored-shape.ts), writing, and
// forgetting. Storage is the reader's: it may be refused (blocked, private mode), full, or hold
// anything, so nothing here throws: a value that is unreadable or does not fit its shape is left
// out (what fits of it is kept), and a write that fails leaves the page working and says, once per
// page, that this browser does not keep it. No DOM but that notice: the stores take a storage
// argument, so tests and the fuzz bench pass a Map's.
import type { Check, Drops } from './stored-shape.ts';

/** Every key the site keeps, with what it holds; nothing else is written. */
export const STORE_KEYS = {
  /** Puzzles solved (progress.ts). */
  puzzles: 'bashni:puzzles:v1',
  /** Lessons' stages done (learn-progress.ts). */
  learn: 'bashni:learn:v1',
  /** The trainer's rating, results, themes and streak (train-store.ts). */
  train: 'bashni:train:v1',
  /** The play page's game (play-store.ts). */
  playGame: 'bashni:play:game:v1',
  /** The play page's choices (play-store.ts). */
  playSettings: 'bashni:play:settings:v1',
  /** The colour scheme chosen (theme.ts; Base.astro's inline script reads it before the first paint). */
  theme: 'bashni:theme',
} as const;

export type StoreKey = (typeof STORE_KEYS)[keyof typeof STORE_KEYS];

/** The key kept as its own text rather than as JSON (the inline script of Base.astro reads it as it is). */
const TEXT_KEYS: ReadonlySet<StoreKey> = new Set([STORE_KEYS.theme]);

/** The part of Storage used here (a page passes localStorage, a test a Map's). */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's localStorage, or undefined where there is none or reading it throws (storage blocked). */
export function pageStorage(): KeptStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What reading a key found: the value as checked (undefined: nothing usable kept), and how much was left out. */
export interface Kept<T> {
  readonly value: T | undefined;
  /** Values, entries or fields left out as unreadable or not fitting (0 for nothing kept). */
  readonly dropped: number;
}

/** A key's value through its check; nothing kept, storage refused or unreadable text are all `value: undefined`. */
export function readKept<T>(key: StoreKey, check: Check<T>, storage: KeptStorage | undefined = pageStorage()): Kept<T> {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(key);
  } catch {
    return { value: undefined, dropped: 0 }; // refused: as if nothing were kept
  }
  if (text === null || text === undefined) return { value: undefined, dropped: 0 };
  let raw: unknown = text;
  if (!TEXT_KEYS.has(key)) {
    try {
      raw = JSON.parse(text);
    } catch {
      return { value: undefined, dropped: 1 };
    }
  }
  return checkKept(raw, check);
}

/** A value from outside (a progress file's part) through a check. */
export function checkKept<T>(raw: unknown, check: Check<T>): Kept<T> {
  const drops: Drops = { count: 0 };
  const value = check(raw, drops);
  return { value, dropped: drops.count };
}

/** Keeps `value` under `key`; false (and the page told once) when storage is refused or full. */
export function writeKept(key: StoreKey, value: unknown, storage: KeptStorage | undefined = pageStorage()): boolean {
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(key, TEXT_KEYS.has(key) ? String(value) : JSON.stringify(value));
    return true;
  } catch {
    tell('notKept');
    return false;
  }
}

/** Forgets `key` (nothing to do where storage is refused). */
export function forgetKept(key: StoreKey, storage: KeptStorage | undefined = pageStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // refused: nothing was kept to forget
  }
}

/**
 * Reads a store's key through its check; what did not fit is left out, the rest written back (so
 * the page says it once, `tell('keptDropped')`). `fresh` stands for a value that is not there.
 */
export function loadKept<T>(key: StoreKey, check: Check<T>, fresh: () => T, storage: KeptStorage | undefined = pageStorage()): T {
  const kept = readKept(key, check, storage);
  if (kept.dropped === 0) return kept.value ?? fresh();
  const value = kept.value ?? fresh();
  if (writeKept(key, value, storage)) tell('keptDropped');
  return value;
}

/**
 * A note the page shows once (a `data-storage-note` paragraph at the top of <main>), in the words
 * Base.astro puts on <body>: `notKept`, this browser keeps nothing (storage refused or full);
 * `keptDropped`, part of what it kept was unreadable and was left out.
 */
function tell(which: 'notKept' | 'keptDropped'): void {
  if (typeof document === 'undefined' || document.querySelector(`[data-storage-note="${which}"]`)) return;
  const words = document.body?.dataset[which];
  const main = document.querySelector('main');
  if (!words || !main) return;
  const note = document.createElement('p');
  note.className = 'muted storage-note';
  note.dataset.storageNote = which;
  note.setAttribute('role', 'status');
  note.textContent = words;
  main.prepend(note);
}
