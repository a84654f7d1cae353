// The colour scheme the reader chose, as kept (browser-store.ts): `dark` or `light`, as its own
// text (Base.astro's inline script reads it before the first paint and ignores anything else).
import { forgetKept, readKept, STORE_KEYS, type KeptStorage } from './browser-store.ts';
import { oneOf, type Check } from './stored-shape.ts';

export type ThemeChoice = 'dark' | 'light';

export const themeShape: Check<ThemeChoice> = oneOf<ThemeChoice>(['dark', 'light']);

/** The kept choice; a kept value that is neither is forgotten (the system's scheme decides). */
export function readThemeChoice(storage?: KeptStorage): ThemeChoice | undefined {
  const kept = readKept(STORE_KEYS.theme, themeShape, storage);
  if (kept.dropped) forgetKept(STORE_KEYS.theme, storage);
  return kept.value;
}
