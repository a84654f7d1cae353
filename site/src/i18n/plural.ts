// Counting words: English has one and other; Russian has one (1, 21, 31...), few (2-4, 22-24...)
// and many (0, 5-20, 25...). The dictionaries give the forms; this picks one for a number.

/** The English form of `n` things: `one` for 1, else `other`. */
export function pluralEn(n: number, one: string, other: string): string {
  return n === 1 ? one : other;
}

/** The Russian form of `n` things (Intl.PluralRules' categories for ru, without its tables). */
export function pluralRu(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
