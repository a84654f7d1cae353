// The one results table (grammar/results.ts): what each result says, that the reader ends a game
// at each of them, and how the strict writer spells them.
import { describe, expect, it } from 'vitest';
import { makePdn, parsePdn, resultWinner } from '../../grammar/index.ts';

const RESULTS: [text: string, winner: ReturnType<typeof resultWinner>, strict: string][] = [
  ['1-0', 'white', '1-0'],
  ['0-1', 'black', '0-1'],
  ['1/2-1/2', 'draw', '1/2-1/2'],
  ['½-½', 'draw', '1/2-1/2'],
  ['2-0', 'white', '2-0'],
  ['0-2', 'black', '0-2'],
  ['1-1', 'draw', '1-1'],
  ['0-0', undefined, '0-0'],
  ['*', undefined, '*'],
];

describe('results', () => {
  it.each(RESULTS)('%s: says %s, ends the game, strict %s', (text, winner, strict) => {
    expect(resultWinner(text)).toBe(winner);
    const out = parsePdn(`1. 32-28 19-23 ${text}\n1. 33-28 *`);
    expect(out.errors).toEqual([]);
    expect(out.value.map((g) => g.result?.text)).toEqual([text, '*']);
    expect(makePdn([out.value[0]!], { mode: 'strict' })).toBe(`1. 32-28 19-23 ${strict}\n`);
  });

  it('a match score or other text says nothing, and strict writing replaces it by *', () => {
    for (const text of ['4-6', '1-0x', '', '1:0']) expect(resultWinner(text)).toBeUndefined();
    const out = parsePdn('[Result "4-6"]\n1. 32-28 19-23 4-6');
    expect(out.value[0]!.result?.text).toBe('4-6');
    expect(makePdn(out.value, { mode: 'strict' })).toMatch(/19-23 \*\n$/);
  });

  it('a move never spells a result, and a result after a spaced separator ends the game', () => {
    expect(parsePdn('1. 32-28 0-1x *').errors.map((e) => e.code)).toEqual(['PDN_UNEXPECTED_TOKEN']);
    const spaced = parsePdn('1. 32- 1/2-1/2');
    expect(spaced.value[0]!.result?.text).toBe('1/2-1/2');
  });
});
