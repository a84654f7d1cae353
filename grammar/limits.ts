// The reader's limits on one game, in one place: the parser cuts what it reads to them (pdn.ts,
// splitter.ts), and checkRecord (record.ts) refuses a record built by hand past them, so every
// function that takes a record (the writer, the walks, records/) is only given what a reader
// could have made: variations nested at most 64 deep (the walks that recurse stay far from the
// stack's end), at most 10,000 moves, at most as many parts as a game's text can hold.
import { MAX_GAME_CHARS } from './splitter.ts';

/** Deepest nesting of variations read; deeper ones are dropped with PDN_NESTING_TOO_DEEP. */
export const MAX_VARIATION_DEPTH = 64;

/**
 * Most moves read in one game, main line and variations together (a real game has a few hundred);
 * the moves after it are dropped with PDN_GAME_TOO_LONG, so no record grows past it.
 */
export const MAX_MOVES_PER_GAME = 10_000;

/**
 * Most parts of one record (tags, comments, setups, moves, NAGs, variations): each is written with
 * at least two characters (`{}`, `$1`, `()`, `--`; a line comment at the very end with one), so a
 * game's text of at most MAX_GAME_CHARS characters holds at most half as many, plus one.
 */
export const MAX_RECORD_PARTS = MAX_GAME_CHARS / 2 + 1;
