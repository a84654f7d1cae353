// The game results a record may end with, written once. Everything that knows results derives
// from this table: the Result token and the move pattern's lookaheads (tokens.ts), the list the
// builder's messages give, the strict writer's spelling, and what a result says about the
// winner (resultWinner, used where the rules check a written result).

import { checkString } from './argument-error.ts';

export type ResultWinner = 'white' | 'black' | 'draw';

interface ResultForm {
  /** As written in a record. */
  readonly text: string;
  /** Who won, as the result says; undefined when it says nothing (`*`, `0-0`). */
  readonly winner: ResultWinner | undefined;
  /**
   * `terminator`: a PDN game terminator, one point a game (`1-0`, `1/2-1/2`, `*`; `½-½` is a
   * spelling of `1/2-1/2`). `score`: the two-point match score draughts records also end with
   * (`2-0`, `1-1`; `0-0` when both sides lost, e.g. both forfeited).
   */
  readonly kind: 'terminator' | 'score';
  /** How strict PDN 3.0 writes it (the text itself, but `½-½` -> `1/2-1/2`). */
  readonly strict: string;
}

// `*` last: the messages list the results in this order, `*` closing the list
const RESULT_FORMS: readonly ResultForm[] = [
  { text: '1-0', winner: 'white', kind: 'terminator', strict: '1-0' },
  { text: '0-1', winner: 'black', kind: 'terminator', strict: '0-1' },
  { text: '1/2-1/2', winner: 'draw', kind: 'terminator', strict: '1/2-1/2' },
  { text: '½-½', winner: 'draw', kind: 'terminator', strict: '1/2-1/2' },
  { text: '2-0', winner: 'white', kind: 'score', strict: '2-0' },
  { text: '0-2', winner: 'black', kind: 'score', strict: '0-2' },
  { text: '1-1', winner: 'draw', kind: 'score', strict: '1-1' },
  { text: '0-0', winner: undefined, kind: 'score', strict: '0-0' },
  { text: '*', winner: undefined, kind: 'terminator', strict: '*' },
];

const BY_TEXT: ReadonlyMap<string, ResultForm> = new Map(RESULT_FORMS.map((r) => [r.text, r]));

/** What a written result says: a win for one side, a draw, or nothing (`*`, `0-0`, anything else). */
export function resultWinner(text: string): ResultWinner | undefined {
  checkString(text, 'resultWinner', 'a result as written (a string)');
  return BY_TEXT.get(text)?.winner;
}

/** The strict PDN 3.0 spelling of a result, undefined for text that is no result (a score `4-6`). */
export function strictResult(text: string): string | undefined {
  return BY_TEXT.get(text)?.strict;
}

/** The results as messages list them: `1-0, 0-1, 1/2-1/2, 2-0, 0-2, 1-1, 0-0 or *` (strict spellings). */
export const RESULT_LIST: string = (() => {
  const texts = RESULT_FORMS.filter((r) => r.strict === r.text).map((r) => r.text);
  return `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1]}`;
})();

const escape = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
const alternatives = (forms: readonly ResultForm[]) => forms.map((r) => escape(r.text)).join('|');
const glued = RESULT_FORMS.filter((r) => r.text !== '*');

/**
 * The Result token. `*` alone; the others must not run on into a digit or letter (`1-0x` is no
 * result).
 */
export const RESULT_PATTERN = new RegExp(`(?:${alternatives(glued)})(?![0-9A-Za-z])|\\*`);

/** Every result as written, `*` last. */
export const RESULT_TEXTS: readonly string[] = RESULT_FORMS.map((r) => r.text);

/**
 * The results a numeric move's square could be read from, after a separator and spaces
 * (`32- 1-0` ends the game; `32- 1/2-1/2` too): those starting with a digit, as a pattern
 * without lookahead.
 */
export const DIGIT_RESULTS: string = alternatives(RESULT_FORMS.filter((r) => /^[0-9]/.test(r.text)));

/**
 * The results a numeric move could spell (`1-0`, `0-1`, `2-0`...: square, `-`, square), as a
 * pattern without lookahead: a move is never one of them.
 */
export const MOVE_LIKE_RESULTS: string = alternatives(RESULT_FORMS.filter((r) => /^[0-9]+-[0-9]+$/.test(r.text)));
