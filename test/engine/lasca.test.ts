// Lasca (docs/rules.md, Lasca): the 7x7 board, its rules, FEN and notation. Every position is also
// checked against the reference generator (test/engine/reference.ts), written from the rules text.
import { describe, expect, it } from 'vitest';
import { LASCA_FEN, initialFen, makeFen, parseFen } from '../../engine/fen.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../engine/notation.ts';
import { Position } from '../../engine/position.ts';
import { boardSize, boardSquares, isFarRow, onBoard, parseSquare, readSquare, squareAt, squareFile, squareName, squareRank } from '../../engine/squares.ts';
import { checkReachable } from '../../engine/reachable.ts';
import { evaluate } from '../../engine/eval.ts';
import { search } from '../../engine/search.ts';
import { referenceMoves } from './reference.ts';
import { compareWithReference, moveKey, toRef } from './helpers.ts';

function pos(fen: string): Position {
  const r = parseFen(fen, 'lasca');
  if (!r.ok) throw new Error(`${fen}: ${r.error.code} ${r.error.message}`);
  const diff = compareWithReference(r.value, r.value.legalMoves(), referenceMoves(toRef(r.value)), moveKey);
  if (diff) throw new Error(`reference disagrees on ${fen}: ${diff}`);
  return r.value;
}
/** Full-path texts of every legal move, sorted. */
const moves = (fen: string): string[] => {
  const p = pos(fen);
  return p
    .legalMoves()
    .map((m) => makeMoveText(p, m, { captures: 'full' }))
    .sort();
};
const after = (fen: string, text: string): string => {
  const p = pos(fen);
  const found = p.legalMoves().filter((m) => makeMoveText(p, m, { captures: 'full' }) === text);
  expect(found, `${text} in ${fen}`).toHaveLength(1);
  return makeFen(p.play(found[0]!));
};

describe('lasca board', () => {
  it('25 squares: a1 c1 e1 g1 ... a7 c7 e7 g7, the 8x8 numbers without rank 8 and file h', () => {
    const names = boardSquares('lasca').map((s) => squareName(s));
    expect(names).toHaveLength(25);
    expect(names.slice(0, 4)).toEqual(['a7', 'c7', 'e7', 'g7']);
    expect(names.slice(-4)).toEqual(['a1', 'c1', 'e1', 'g1']);
    expect(names.some((n) => n.startsWith('h') || n.endsWith('8'))).toBe(false);
    expect(boardSize('lasca')).toBe(7);
    expect(boardSize('bashni')).toBe(8);
    expect(onBoard(parseSquare('h2')!, 'lasca')).toBe(false);
    expect(onBoard(parseSquare('h2')!, 'bashni')).toBe(true);
  });
  it('the far rank is rank 7 for White, rank 1 for Black', () => {
    expect(isFarRow(parseSquare('c7')!, 'white', 'lasca')).toBe(true);
    expect(isFarRow(parseSquare('c7')!, 'white', 'bashni')).toBe(false);
    expect(isFarRow(parseSquare('c1')!, 'black', 'lasca')).toBe(true);
  });
  it('the start: 11 soldiers each, b4 d4 f4 empty, White to move', () => {
    const p = Position.initial('lasca');
    expect(makeFen(p)).toBe(LASCA_FEN);
    expect(initialFen('lasca')).toBe(LASCA_FEN);
    expect(p.pieceCount('white')).toBe(11);
    expect(p.pieceCount('black')).toBe(11);
    expect(moves(LASCA_FEN)).toEqual(['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4']);
    expect(checkReachable(p)).toBeUndefined();
    expect(checkReachable(pos('W:Wd4:Be5'))?.message).toContain('11 of each');
  });
  it('Position.setup refuses a square off the 7x7 board', () => {
    expect(() => Position.setup('lasca', 'white', new Map([[0, 'w']]))).toThrow(
      expect.objectContaining({ name: 'ArgumentError', code: 'ARGUMENT_RANGE', message: 'Position.setup: square 0 is off the lasca board' }),
    );
  });
});

describe('lasca moves', () => {
  it('an officer steps one square in any direction; it does not fly', () => {
    expect(moves('W:WKd4:Bg7')).toEqual(['d4-c3', 'd4-c5', 'd4-e3', 'd4-e5']);
    expect(moves('W:WKb2:Bd4')).toEqual(['b2-a1', 'b2-a3', 'b2-c1', 'b2-c3']);
  });
  it('a soldier captures forward only, over the adjacent column', () => {
    expect(moves('W:Wd4:Bc3,e5')).toEqual(['d4xf6']);
  });
  it('capture is compulsory and goes on; any sequence may be chosen', () => {
    expect(moves('W:Wd2:Bc3,e3,c5,e5')).toEqual(['d2xb4xd6', 'd2xf4xd6']);
  });
  it('only the commander is taken, under the capturing column; the rest stays with a new commander', () => {
    expect(after('W:Wc3:Bd4(bw),g7', 'c3xe5')).toBe('B:Wd4,e5(wb):Bg7');
  });
  it('a captured officer keeps its rank', () => {
    expect(after('W:Wc3:BKd4', 'c3xe5')).toBe('B:We5(wB):B');
  });
  it('promotion ends the move: the new officer does not go on capturing', () => {
    expect(moves('W:Wc5:Bd6,f6')).toEqual(['c5xe7']);
    expect(after('W:Wc5:Bd6,f6', 'c5xe7')).toBe('B:WKe7(Wb):Bf6');
    expect(pos('W:Wc5:Bd6,f6').legalMoves()[0]!.promotes).toBe(true);
  });
  it('a step to the far rank promotes', () => {
    expect(after('W:Wb6:Bg1', 'b6-a7')).toBe('B:WKa7:Bg1');
  });
  it('no column is jumped twice in one move, even with an enemy on top again', () => {
    // round the square d4 b4 b6 d6 and back to c3: d4 (bb) still has a black commander
    expect(moves('W:WKc3:Bd4(bb),d6,b6,b4')).toEqual(['c3xa5xc7xe5xc3', 'c3xe5xc7xa5xc3']);
  });
  it('the side that cannot move loses', () => {
    expect(pos('B:Wa1:Ba7').outcome()).toBeUndefined();
    expect(pos('W:Wa3:Bb4(bw),c5').outcome()).toEqual({ winner: 'black', reason: 'no-moves' });
  });
  it('the evaluation is symmetric on the 7x7 board: colours swapped and the board turned round score the same', () => {
    const mirror = (p: Position): Position => {
      const cols = new Map<number, string>();
      const swap = (ch: string): string => ({ w: 'b', b: 'w', W: 'B', B: 'W' })[ch]!;
      for (const [sq, c] of p.columns()) cols.set(squareAt(6 - squareFile(sq), 6 - squareRank(sq))!, [...c].map(swap).join(''));
      return Position.setup('lasca', p.turn === 'white' ? 'black' : 'white', cols);
    };
    for (const f of [LASCA_FEN, 'B:Wa1,c5(wb),Kb6(Wbb):Bb4,e5(bw)', 'W:Wc5,a3(wbb),Ke1:Bd6,f6,Kg3(Bww),b4']) {
      const p = pos(f);
      expect(evaluate(mirror(p)), f).toBe(evaluate(p));
    }
  });
  it('search and evaluation run on the 7x7 board', () => {
    const p = Position.initial('lasca');
    expect(evaluate(p)).toBe(0);
    const r = search(p, { depth: 4 });
    expect(r.best && p.legalMoves().includes(r.best)).toBe(true);
  });
});

describe('lasca FEN', () => {
  it('reads and writes the column FEN on a1-g7', () => {
    const fen = 'B:Wa1,c5(wb),Kb6(Wbb):Bb4,e5(bw)';
    const p = pos(fen);
    expect(p.column(parseSquare('b6')!)).toBe('Wbb');
    expect(makeFen(p)).toBe(fen);
    // no numbers on this board, whatever is asked
    expect(makeFen(p, { squares: 'numeric' })).toBe(fen);
  });
  it('refuses numeric squares, ranges and squares off the board with clear errors', () => {
    const bad = (fen: string): unknown => {
      const r = parseFen(fen, 'lasca');
      return r.ok ? 'ok' : [r.error.code, r.error.message];
    };
    expect(bad('W:W21:Bd6')).toEqual(['FEN_SQUARE', "numeric square '21': Lasca's squares are written a1 to g7"]);
    expect(bad('W:W21-25:Bd6')).toEqual(['FEN_SQUARE', "numeric squares '21-25': Lasca's squares are written a1 to g7"]);
    expect(bad('W:Wh2:Bd6')).toEqual(['FEN_SQUARE', "h2 is off Lasca's 7x7 board (files a-g, ranks 1-7)"]);
    expect(bad('W:Wb8:Bd6')).toEqual(['FEN_SQUARE', "b8 is off Lasca's 7x7 board (files a-g, ranks 1-7)"]);
    expect(bad('W:Wa2:Bd6')).toEqual(['FEN_SQUARE', "not a dark square: 'a2'"]);
    expect(bad('W:Wa1(wwwwwwwwwwww):Bd6')).toEqual(['FEN_TOO_MANY', '12 white pieces (at most 11 in lasca)']);
    expect(readSquare('g7', 'lasca')).toEqual({ square: parseSquare('g7') });
  });
});

describe('lasca notation', () => {
  it('writes a3-b4 and d2xb4xd6, short where unambiguous', () => {
    const p = pos('W:Wd2,a3:Bc3,e3,c5,e5');
    const texts = p.legalMoves().map((m) => makeMoveText(p, m));
    expect(texts.sort()).toEqual(['d2xb4xd6', 'd2xf4xd6']);
    const q = pos('W:Wd4:Bc3,e5');
    expect(makeMoveText(q, q.legalMoves()[0]!)).toBe('d4xf6');
    expect(makeMoveText(q, q.legalMoves()[0]!, { separator: ':', squares: 'numeric' })).toBe('d4:f6');
  });
  it('reads x, : and the short form; numeric squares match nothing', () => {
    const p = pos('W:Wd2,a3:Bc3,e3,c5,e5');
    const match = (t: string): number => matchMoves(p, parseMoveText(t)!).length;
    expect(match('d2xb4xd6')).toBe(1);
    expect(match('d2:f4:d6')).toBe(1);
    expect(match('d2xd6')).toBe(2); // ambiguous: two paths
    const s = Position.initial('lasca');
    expect(matchMoves(s, parseMoveText('a3-b4')!)).toHaveLength(1);
    expect(parseMoveText('22-18')!.numeric).toBe(true);
    expect(matchMoves(s, parseMoveText('22-17')!)).toEqual([]); // 22-17 is c3-b4 on 8x8
    expect(matchMoves(s, parseMoveText('2217')!)).toEqual([]);
  });
});
