// The writing half of the site's browser storage (browser-store.ts is the whole helper and
// re-exports it): the one list of keys, the page's storage, writing a value, and the note a page
// shows once when storage refuses.
import { REVIEW_KEY } from './review-key.ts';

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
  /** The games with friends, by link or over the board, each under its id (friend-store.ts). */
  friendGames: 'bashni:play:friends:v1',
  /** The play page's choices (play-store.ts). */
  playSettings: 'bashni:play:settings:v1',
  /** The analysis board's whole-game analyses, by a hash of each game's start and main line (game-review.ts). */
  review: REVIEW_KEY,
  /** The colour scheme chosen (theme.ts; Base.astro's inline script reads it before the first paint). */
  theme: 'bashni:theme',
  /** The puzzle storm's best score (storm-store.ts). */
  storm: 'bashni:storm:v1',
  /** The puzzles played, solved or failed, the last 500 (puzzle/history.ts). */
  history: 'bashni:history:v1',
  /** Move sounds on or off (board/move-sound.ts; Base.astro's inline script reads it for the header's toggle). */
  sound: 'bashni:sound',
} as const;

export type StoreKey = (typeof STORE_KEYS)[keyof typeof STORE_KEYS];

/** The keys kept as their own text rather than as JSON (the inline scripts of Base.astro read them as they are). */
export const TEXT_KEYS: ReadonlySet<StoreKey> = new Set([STORE_KEYS.theme, STORE_KEYS.sound]);

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

/**
 * A note the page shows once (a `data-storage-note` paragraph at the top of <main>), in the words
 * Base.astro puts on <body>: `notKept`, this browser keeps nothing (storage refused or full);
 * `keptDropped`, part of what it kept was unreadable and was left out.
 */
export function tell(which: 'notKept' | 'keptDropped'): void {
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
