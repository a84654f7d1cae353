// Move text: every written form of docs/rules.md (Squares and moves), matching and writing.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../engine/notation.ts';
import { Position } from '../../engine/position.ts';
import { parseSquare } from '../../engine/squares.ts';

const sq = (s: string): number => parseSquare(s)!;
const pos = (f: string): Position => {
  const r = parseFen(f);
  if (!r.ok) throw new Error(f);
  return r.value;
};

describe('parseMoveText', () => {
  const forms: [string, { from?: string; fromFile?: number; path: string[] }][] = [
    ['c3-d4', { from: 'c3', path: ['d4'] }],
    ['c3:e5', { from: 'c3', path: ['e5'] }],
    ['c3xe5', { from: 'c3', path: ['e5'] }],
    ['c3:e5:g3', { from: 'c3', path: ['e5', 'g3'] }],
    ['C3-D4', { from: 'c3', path: ['d4'] }],
    ['22-18', { from: '22', path: ['18'] }],
    ['22x15', { from: '22', path: ['15'] }],
    ['1- 6', { from: '1', path: ['6'] }],
    ['01-06', { from: '1', path: ['6'] }],
    ['c3d4', { from: 'c3', path: ['d4'] }],
    ['c3e5g3', { from: 'c3', path: ['e5', 'g3'] }],
    ['2218', { from: '22', path: ['18'] }],
    ['0106', { from: '1', path: ['6'] }],
    ['12. c3-d4', { from: 'c3', path: ['d4'] }],
    ['1... 22x15!', { from: '22', path: ['15'] }],
    ['1. ... 22x15', { from: '22', path: ['15'] }],
    ['c3 x e5', { from: 'c3', path: ['e5'] }],
    ['22X15', { from: '22', path: ['15'] }],
    ['cd4', { fromFile: 2, path: ['d4'] }],
    ['b:d4', { fromFile: 1, path: ['d4'] }],
    ['e:c5', { fromFile: 4, path: ['c5'] }],
    ['c3×e5', { from: 'c3', path: ['e5'] }],
    ['c3 × e5×g3', { from: 'c3', path: ['e5', 'g3'] }],
    ['22×15', { from: '22', path: ['15'] }],
    ['b×d4', { fromFile: 1, path: ['d4'] }],
  ];
  for (const [text, want] of forms) {
    it(text, () => {
      const w = parseMoveText(text)!;
      expect(w).toBeDefined();
      if (want.from !== undefined) expect(w.from).toBe(sq(want.from));
      if (want.fromFile !== undefined) expect(w.fromFile).toBe(want.fromFile);
      expect(w.path).toEqual(want.path.map(sq));
    });
  }
  it('× (U+00D7) is a capture separator like x and :', () => {
    for (const t of ['c3×e5', '22×15', 'c3 × e5×g3', 'b×d4']) expect(parseMoveText(t)?.capture, t).toBe(true);
    expect(parseMoveText('c3×e5')).toEqual({ ...parseMoveText('c3xe5'), text: 'c3×e5' });
    expect(parseMoveText('c3-e5×g3')?.capture).toBe(true);
    expect(parseMoveText('c3××e5')).toBeUndefined();
    const q = pos('W:Wc3:Bd4,f6');
    expect(q.legalMoves()).toHaveLength(1);
    expect(matchMoves(q, parseMoveText('c3×g7')!)).toEqual(q.legalMoves());
    expect(matchMoves(q, parseMoveText('22×8')!)).toEqual(q.legalMoves());
    expect(matchMoves(q, parseMoveText('c3×e5×c7')!)).toEqual([]);
  });
  it('rejects non-moves', () => {
    for (const t of ['', 'hello', 'c3-', '22-33', 'c3-18', 'i3-d4', '218', 'c9d4']) expect(parseMoveText(t), t).toBeUndefined();
  });
});

describe('matchMoves', () => {
  const p = pos('W:WKg1:Be3,b6');
  it('start and end only matches every capture with those ends (ambiguity visible)', () => {
    expect(matchMoves(p, parseMoveText('g1:a7')!)).toHaveLength(2);
    expect(matchMoves(p, parseMoveText('g1:d4:a7')!)).toHaveLength(1);
    expect(matchMoves(p, parseMoveText('32x5')!)).toHaveLength(2);
  });
  it('quiet moves and illegal moves', () => {
    const s = Position.initial();
    expect(matchMoves(s, parseMoveText('c3-d4')!)).toHaveLength(1);
    expect(matchMoves(s, parseMoveText('22-18')!)).toHaveLength(1);
    expect(matchMoves(s, parseMoveText('c3-e5')!)).toHaveLength(0);
    expect(matchMoves(s, parseMoveText('cd4')!)).toHaveLength(1);
    expect(matchMoves(s, parseMoveText('ed4')!)).toHaveLength(1);
    expect(parseMoveText('d4')).toBeUndefined();
  });
  it('russian: every path of a de-duplicated capture is recognised', () => {
    const r = parseFen('W:WKg1:Be3,b6', 'russian');
    if (!r.ok) throw new Error('fen');
    expect(r.value.legalMoves()).toHaveLength(1);
    for (const t of ['g1:d4:a7', 'g1:c5:a7', 'g1:a7']) {
      const ms = matchMoves(r.value, parseMoveText(t)!);
      expect(ms, t).toHaveLength(1);
      expect(r.value.play(ms[0]!).columns()).toEqual([[4, 'W']]);
    }
  });
  it('semi-short capture', () => {
    const q = pos('W:Wc3,g3:Bd4,f4');
    expect(matchMoves(q, parseMoveText('c:e5')!).map((m) => m.from)).toEqual([sq('c3')]);
    expect(matchMoves(q, parseMoveText('g:e5')!).map((m) => m.from)).toEqual([sq('g3')]);
  });
});

describe('makeMoveText', () => {
  it('quiet moves and numeric squares', () => {
    const s = Position.initial();
    const m = s.legalMoves().find((x) => x.from === sq('c3') && x.path[0] === sq('d4'))!;
    expect(makeMoveText(s, m)).toBe('c3-d4');
    expect(makeMoveText(s, m, { squares: 'numeric' })).toBe('22-18');
  });
  it('short capture only when unambiguous, full otherwise', () => {
    const q = pos('W:Wc3:Bd4,f6');
    const m = q.legalMoves()[0]!;
    expect(makeMoveText(q, m)).toBe('c3:g7');
    expect(makeMoveText(q, m, { captures: 'full' })).toBe('c3:e5:g7');
    expect(makeMoveText(q, m, { separator: 'x' })).toBe('c3xg7');
    expect(makeMoveText(q, m, { squares: 'numeric' })).toBe('22x8');
    const texts = p2()
      .legalMoves()
      .map((x) => makeMoveText(p2(), x))
      .sort();
    expect(texts).toEqual(['g1:c5:a7', 'g1:d4:a7']);
  });
  it('every legal move written and read back resolves to itself (random games)', () => {
    let p = Position.initial();
    for (let i = 0; i < 200 && p.legalMoves().length; i++) {
      for (const m of p.legalMoves()) {
        for (const opts of [{}, { squares: 'numeric' as const }, { captures: 'full' as const }]) {
          const back = matchMoves(p, parseMoveText(makeMoveText(p, m, opts))!);
          expect(back).toEqual([m]);
        }
      }
      const ms = p.legalMoves();
      p = p.play(ms[(i * 7) % ms.length]!);
    }
  });
});
const p2 = (): Position => pos('W:WKg1:Be3,b6');
