// The records layer's argument checks at its boundary (issue 22, point 4). Its functions take a
// GameRecord that parsePdn (or MoveTree.toRecord) made; anything else is the caller's mistake, not
// data, so it is a TypeError that names the function and what it wanted, thrown before any work
// (before, `replayGame({})` failed deep inside with "Cannot read properties of undefined").
import type { GameRecord } from '../grammar/index.ts';

function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object without tags, before, moves and trailing lists and a pos' : typeof value;
}

/** Throws a TypeError unless `game` has a GameRecord's shape (its lists and its position). */
export function checkRecord(game: unknown, where: string): asserts game is GameRecord {
  const g = game as Partial<Record<keyof GameRecord, unknown>> | null;
  if (
    g === null ||
    typeof g !== 'object' ||
    !Array.isArray(g.tags) ||
    !Array.isArray(g.before) ||
    !Array.isArray(g.moves) ||
    !Array.isArray(g.trailing) ||
    g.pos === null ||
    typeof g.pos !== 'object'
  ) {
    throw new TypeError(`${where}: expected a GameRecord (as parsePdn gives), not ${shown(game)}`);
  }
}
