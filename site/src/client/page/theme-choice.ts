// The colour scheme the reader chose, as kept (browser-store.ts): `dark` or `light`, as its own
// text. On the pages, Base.astro's inline script reads it before the first paint by the same rule
// (anything else is ignored) and theme.ts writes it; this reader is the store's check for the
// tests and the fuzz bench, kept out of every page's script (the analysis page's budget is tight).
import { forgetKept, readKept, STORE_KEYS, type KeptStorage } from '../store/browser-store.ts';
import type { Check } from '../store/stored-shape.ts';

export type ThemeChoice = 'dark' | 'light';

/** `dark` or `light` (written out rather than stored-shape.ts's oneOf: every page loads this, so it stays small). */
export const themeShape: Check<ThemeChoice> = (v, drops) => {
  if (v === 'dark' || v === 'light') return v;
  drops.count++;
  return undefined;
};

/** The kept choice; a kept value that is neither is forgotten (the system's scheme decides). */
export function readThemeChoice(storage?: KeptStorage): ThemeChoice | undefined {
  const kept = readKept(STORE_KEYS.theme, themeShape, storage);
  if (kept.dropped) forgetKept(STORE_KEYS.theme, storage);
  return kept.value;
}
