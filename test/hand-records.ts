// Records built by hand, as a caller of the library could (not parsed): the argument-error tests
// walk them 64 deep and 20,000 deep, past what the parser would ever give.
import type { GameRecord, MoveNode } from '../grammar/index.ts';

export const pos = { line: 1, column: 1, offset: 0 };

/** A move node, with its variations (each a line of moves). */
export const move = (text: string, variations: MoveNode[][] = []): MoveNode => ({
  text,
  unknown: false,
  nags: [],
  before: [],
  after: [],
  variations: variations.map((moves) => ({ moves, trailing: [], pos })),
  pos,
});

/** A record of these moves and nothing else. */
export const record = (moves: MoveNode[]): GameRecord => ({ tags: [], before: [], moves, trailing: [], pos });
