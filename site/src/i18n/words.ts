// One dictionary per area of the site (board, checker, puzzles, ...), each giving every key in
// both languages. The Russian half is typed by the English one, so a key missing from either, or a
// message taking other arguments, fails the typecheck.
//
//   const boardWords = words({ selected: (sq: string) => `${sq} selected` },
//                            { selected: (sq) => `${sq}: выбрано` });
//   boardWords[pageLang()].selected('c3');

import type { Lang } from './lang.ts';

type Entry = string | ((...args: never[]) => string);

/**
 * Both languages of one area's words. Marked free of side effects so that a bundle drops every
 * dictionary its page never reads (a call is kept by default, however unused its result).
 */
/* @__NO_SIDE_EFFECTS__ */
export function words<E extends Record<string, Entry>>(en: E, ru: { [K in keyof E]: E[K] }): Record<Lang, E> {
  return { en, ru };
}

const RU_PLURAL = new Intl.PluralRules('ru');

/** `n` with the Russian noun form its number takes: ruCount(2, 'ход', 'хода', 'ходов') is '2 хода'. */
export function ruCount(n: number, one: string, few: string, many: string): string {
  const form = RU_PLURAL.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
}

/** `n` with the English noun, singular for 1. */
export function enCount(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
