// Numeric moves written without separators (docs/rules.md: `x`, `:` or no separator): even runs of
// 4+ digits standing alone are moves of zero-padded squares; move numbers, results and other
// digit runs keep their meaning.
import { describe, expect, it } from 'vitest';
import { makePdn, parsePdn } from '../../grammar/index.ts';
import { withoutPos } from './helpers.ts';

const moves = (text: string) => parsePdn(text).value.flatMap((g) => g.moves.map((m) => m.text));
const codes = (text: string) => parsePdn(text).errors.map((e) => e.code);

describe('numeric moves without separator', () => {
  it('reads pairs of zero-padded squares as one move', () => {
    expect(moves('1. 2218 1115 *')).toEqual(['2218', '1115']);
    expect(codes('1. 2218 1115 *')).toEqual([]);
    expect(moves('1. 0106 221509 2. 32-28 1823 *')).toEqual(['0106', '221509', '32-28', '1823']);
  });
  it('keeps move numbers, strength, NAGs, comments and variations around them', () => {
    const [g] = parsePdn('12. 2218! $1 {c} (12. 2319) 12... 1115 1-0').value;
    expect(g!.moves.map((m) => [m.number?.text, m.text, m.strength, m.nags, m.after.map((c) => c.text), m.variations.length])).toEqual([
      ['12.', '2218', '!', [1], ['c'], 1],
      ['12...', '1115', undefined, [], [], 0],
    ]);
    expect(g!.result?.text).toBe('1-0');
  });
  it('a run followed by `.` is a move number; odd or short runs and runs glued to text stay stray', () => {
    expect(moves('2218. 32-28 2218... 19-23 *')).toEqual(['32-28', '19-23']);
    for (const t of ['221', '22181', '22', '1965г', '2218-', '2218abc']) {
      expect(moves(`1. ${t} *`), t).toEqual([]);
      expect(codes(`1. ${t} *`), t).toContain('PDN_UNEXPECTED_TOKEN');
    }
  });
  it('round trips in both modes (the padding is kept, even in strict mode)', () => {
    const text = '[Event "x"]\n\n1. 0106 2218 2. 221509 1115 *\n';
    const games = parsePdn(text).value;
    const compatible = makePdn(games, { mode: 'compatible' });
    expect(compatible).toBe(text);
    const strict = makePdn(games, { mode: 'strict' });
    expect(strict).toBe(text);
    for (const out of [compatible, strict]) {
      const again = parsePdn(out);
      expect(again.errors).toEqual([]);
      expect(withoutPos(again.value)).toEqual(withoutPos(games));
    }
  });
});
