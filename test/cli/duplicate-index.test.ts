// verify --duplicates keeps a fixed size per distinct game (cli/duplicate-index.ts): 128 bits of
// each key's SHA-256 and where the game starts, in typed arrays, no object or string per game
// (issue 22, point 5). What it answers is what the Map of digests answered: the first game met
// with a key, for every later game with that key, over many table growths.
import { describe, expect, it } from 'vitest';
import { DuplicateIndex } from '../../cli/duplicate-index.ts';
import { parsePdn } from '../../grammar/pdn.ts';
import { replayGame } from '../../records/replay.ts';
import { gameKeys, type GameKeys } from '../../records/duplicates.ts';

/** The keys of every game of a PDN text, replayed as verify replays them. */
const keysOf = (pdn: string): GameKeys[] => parsePdn(pdn).value.map((g) => gameKeys(g, replayGame(g, { variant: 'bashni' }))!);

const SQUARES = [...'abcdefgh'].flatMap((c) => [...'12345678'].map((r) => c + r));

describe('DuplicateIndex', () => {
  it('30,000 distinct games, then each again: every repeat names its first game, in the fields and order of duplicateOf', () => {
    // games of two illegal moves, compared as written: 30,000 distinct texts (the table grows 5 times)
    const n = 30_000;
    const keys = keysOf(Array.from({ length: n }, (_, i) => `1. ${SQUARES[i % 64]}-${SQUARES[(i >> 6) % 64]} ${SQUARES[(i >> 12) % 64]}-h8 *`).join('\n'));
    expect(new Set(keys.map((k) => k.moves)).size).toBe(n);
    const index = new DuplicateIndex(false);
    expect(keys.map((k, i) => index.add({ file: 'a.pdn', index: i + 1 }, k)).filter((d) => d !== undefined)).toEqual([]);
    expect(index.size).toBe(n);
    // again, last first, from another file
    const again = keys.map((_, i) => index.add({ file: 'b.pdn', index: i + 1 }, keys[n - 1 - i]!));
    expect(again).toEqual(keys.map((_, i) => ({ file: 'a.pdn', index: n - i, line: n - i, column: 1, same: 'moves' })));
    expect(Object.keys(again[0]!)).toEqual(['file', 'index', 'line', 'column', 'same']);
    expect(index.found).toBe(n);
    expect(index.size).toBe(n); // a repeat keeps nothing
  });

  it('the same final position by other moves: found only with positions asked for, after the moves key', () => {
    // a transposition (test/records/duplicates.test.ts), then the first game again
    const [a, b, c] = keysOf('1. c3-d4 f6-g5 2. g3-f4 b6-a5 *\n\n1. g3-f4 f6-g5 2. c3-d4 b6-a5 *\n\n1. c3-d4 f6-g5 2. g3-f4 b6-a5 *');
    const plain = new DuplicateIndex(false);
    const positions = new DuplicateIndex(true);
    for (const index of [plain, positions]) expect(index.add({ file: 'x.pdn', index: 1 }, a!)).toBeUndefined();
    expect(plain.add({ file: 'x.pdn', index: 2 }, b!)).toBeUndefined();
    expect(positions.add({ file: 'x.pdn', index: 2 }, b!)).toEqual({ file: 'x.pdn', index: 1, line: 1, column: 1, same: 'position' });
    expect(positions.add({ file: 'y.pdn', index: 3 }, c!)).toEqual({ file: 'x.pdn', index: 1, line: 1, column: 1, same: 'moves' });
    // kept: game 1's two keys and game 2's moves key (its position was game 1's)
    expect(positions.size).toBe(3);
    expect(positions.found).toBe(2);
  });
});
