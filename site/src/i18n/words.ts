// One dictionary per area of the site (board, checker, puzzles, ...), each giving every key in
// both languages. The Russian half is typed by the English one, so a key missing from either, or a
// message taking other arguments, fails the typecheck.
//
//   const boardWords = words({ selected: (sq: string) => `${sq} selected` },
//                            { selected: (sq) => `${sq}: выбрано` });
//   boardWords[pageLang()].selected('c3');

import type { Lang } from './lang.ts';

type Entry = string | ((...args: never[]) => string);

/** Both languages of one area's words. */
export function words<E extends Record<string, Entry>>(en: E, ru: { [K in keyof E]: E[K] }): Record<Lang, E> {
  return { en, ru };
}
