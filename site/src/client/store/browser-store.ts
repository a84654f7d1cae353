// Everything the site keeps in the reader's browser goes through here (issue 42 point 4): the one
// list of keys, reading a key's value through its store's check (stored-shape.ts), writing, and
// forgetting. Storage is the reader's: it may be refused (blocked, private mode), full, or hold
// anything, so nothing here throws: a value that is unreadable or does not fit its shape is left
// out (what fits of it is kept), and a write that fails leaves the page working and says, once per
// page, that this browser does not keep it. No DOM but that notice: the stores take a storage
// argument, so tests and the fuzz bench pass a Map's.
import type { Check, Drops } from './stored-shape.ts';
import { pageStorage, tell, TEXT_KEYS, writeKept, type KeptStorage, type StoreKey } from './store-write.ts';

export { pageStorage, STORE_KEYS, writeKept, type KeptStorage } from './store-write.ts';

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
