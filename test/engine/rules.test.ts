// One block per rule of docs/rules.md (R1-R12), positions built from FEN. Expected move lists are
// written by hand from the rules; the reference generator confirms each position too.
import { describe, expect, it } from 'vitest';
import { INITIAL_FEN, makeFen, parseFen } from '../../engine/fen.ts';
import { makeMoveText } from '../../engine/notation.ts';
import { Position } from '../../engine/position.ts';
import { parseSquare, squareName } from '../../engine/squares.ts';
import { GameHistory, NO_PROGRESS_PLIES, analyzeLine } from '../../engine/history.ts';
import type { VariantName } from '../../engine/types.ts';
import { referenceMoves } from './reference.ts';
import { compareWithReference, dedupeKey, moveKey, toRef } from './helpers.ts';

function pos(fen: string, variant: VariantName = 'bashni'): Position {
  const r = parseFen(fen, variant);
  if (!r.ok) throw new Error(`${fen}: ${r.error.code} ${r.error.message}`);
  // every position used here is also checked against the reference generator
  const diff = compareWithReference(r.value, r.value.legalMoves(), referenceMoves(toRef(r.value)), variant === 'russian' ? dedupeKey : moveKey);
  if (diff) throw new Error(`reference disagrees on ${fen}: ${diff}`);
  return r.value;
}
/** Full-path texts of every legal move, sorted. */
const moves = (fen: string, variant: VariantName = 'bashni'): string[] => {
  const p = pos(fen, variant);
  return p
    .legalMoves()
    .map((m) => makeMoveText(p, m, { captures: 'full' }))
    .sort();
};
/** The FEN after the (unique) legal move written in full. */
const after = (fen: string, text: string, variant: VariantName = 'bashni'): string => {
  const p = pos(fen, variant);
  const found = p.legalMoves().filter((m) => makeMoveText(p, m, { captures: 'full' }) === text);
  expect(found, `${text} in ${fen}`).toHaveLength(1);
  return makeFen(p.play(found[0]!));
};

describe('R1 board and start', () => {
  it('squares are numbered 1..32 from Black side, a1 is dark', () => {
    expect(squareName(0)).toBe('b8');
    expect(squareName(1)).toBe('d8');
    expect(squareName(4)).toBe('a7');
    expect(squareName(28)).toBe('a1');
    expect(squareName(31)).toBe('g1');
    expect(parseSquare('a1')).toBe(28);
    expect(parseSquare('b1')).toBeUndefined();
    expect(parseSquare('22')).toBe(21);
    expect(parseSquare('05')).toBe(4);
  });
  it('start position: White on ranks 1-3, Black on 6-8, White moves first', () => {
    const p = Position.initial();
    expect(p.turn).toBe('white');
    expect(makeFen(p)).toBe('W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8');
    const r = parseFen(INITIAL_FEN);
    expect(r.ok && r.value.equals(p)).toBe(true);
    expect(moves(INITIAL_FEN)).toEqual(['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']);
  });
});

describe('R2 columns move as a unit with the commander powers', () => {
  it('a man-commanded column moves like a man and keeps its prisoners', () => {
    expect(moves('W:Wc3(wbb):Bh8')).toEqual(['c3-b4', 'c3-d4']);
    expect(after('W:Wc3(wbb):Bh8', 'c3-d4')).toBe('B:Wd4(wbb):Bh8');
  });
  it('a king-commanded column slides with men under it', () => {
    expect(moves('W:WKa1(Wbb):Bh8(bb)')).toEqual(['a1-b2', 'a1-c3', 'a1-d4', 'a1-e5', 'a1-f6', 'a1-g7']);
  });
  it('a column belongs to its commander: a black column with white prisoners is Black’s', () => {
    expect(moves('B:Wa1:Bd4(bww)')).toEqual(['d4-c3', 'd4-e3']);
  });
});

describe('R3 quiet moves', () => {
  it('a man moves one square forward only (white up, black down)', () => {
    expect(moves('W:Wd4:Bh8')).toEqual(['d4-c5', 'd4-e5']);
    expect(moves('B:Wa1:Bd4')).toEqual(['d4-c3', 'd4-e3']);
  });
  it('a king slides any distance in all four directions until blocked', () => {
    expect(moves('W:WKd4,f6:Bh2')).toEqual(['d4-a1', 'd4-a7', 'd4-b2', 'd4-b6', 'd4-c3', 'd4-c5', 'd4-e3', 'd4-e5', 'd4-f2', 'd4-g1', 'f6-e7', 'f6-g7']);
  });
});

describe('R4 capture is mandatory and must be continued', () => {
  it('quiet moves are not legal while a capture exists', () => {
    expect(moves('W:Wc3,g3:Bd4')).toEqual(['c3:e5']);
  });
  it('a sequence continues while a further capture exists', () => {
    expect(moves('W:Wc3:Bd4,f6')).toEqual(['c3:e5:g7']);
  });
  it('no majority rule: a shorter sequence may be chosen', () => {
    expect(moves('W:Wc3,h2:Bd4,f6,g3')).toEqual(['c3:e5:g7', 'h2:f4']);
  });
});

describe('R5 men capture forward and backward', () => {
  it('backward capture over an adjacent enemy column', () => {
    expect(moves('W:We5:Bd4')).toEqual(['e5:c3']);
    expect(moves('B:Wd4:Bc3')).toEqual(['c3:e5']);
  });
  it('a man does not capture at distance', () => {
    expect(moves('W:Wa1:Bd4')).toEqual(['a1-b2']);
  });
});

describe('R6 kings capture at distance, with the landing rule', () => {
  it('lands on any empty square behind when nothing follows', () => {
    expect(moves('W:WKa1:Bc3')).toEqual(['a1:d4', 'a1:e5', 'a1:f6', 'a1:g7', 'a1:h8']);
  });
  it('must land only on squares that allow a further capture', () => {
    // behind c3: d4 e5 f6 g7 h8; only f6 continues (over e7 to d8)
    expect(moves('W:WKa1:Bc3,e7')).toEqual(['a1:f6:d8']);
  });
  it('cannot jump two columns in a row or a column of its own', () => {
    expect(moves('W:WKa1:Bc3,d4')).toEqual(['a1-b2']);
    expect(moves('W:WKa1,c3:Bd4')).toEqual(['c3:e5']);
  });
});

describe('R7 taking only the commander', () => {
  it('the commander goes to the bottom of the capturing column, the rest stays', () => {
    expect(after('W:Wc3(ww):Bd4(bbw)', 'c3:e5')).toBe('B:We5(wwb):Bd4(bw)');
  });
  it('a freed prisoner commands again with its old rank (a king freed)', () => {
    expect(after('W:Wc3:Bd4(bW),f6', 'c3:e5:g7')).toBe('B:WKd4,g7(wbb):B');
    // and the freed king moves as a king
    const p = pos('W:WKd4,g7(wbb):Bh8', 'bashni');
    expect(p.legalMoves().filter((m) => m.from === parseSquare('d4')).length).toBe(11);
  });
  it('a freed prisoner of the capturer’s colour is no longer an enemy', () => {
    // d4 (bw) taken once becomes a white man: it cannot be jumped again later
    expect(after('W:Wc3:Bd4(bw)', 'c3:e5')).toBe('B:Wd4,e5(wb):B');
  });
  it('a jumped single piece vanishes at once: a king may reverse over its square', () => {
    expect(moves('W:WKc3:Be5,b2')).toEqual(['c3:a1:f6', 'c3:a1:g7', 'c3:a1:h8', 'c3:f6:a1', 'c3:g7:a1', 'c3:h8:a1']);
    expect(after('W:WKc3:Be5,b2', 'c3:f6:a1')).toBe('B:WKa1(Wbb):B');
  });
  it('a man may land on a square emptied earlier in the same move', () => {
    // f6 takes g7 (promotes on h8) and comes back over g7's square, f6 (its origin) ... to a1
    expect(moves('W:Wf6:Bb2(bw),g7')).toEqual(['f6:h8:a1']);
  });
  it('records the commanders taken, in order', () => {
    const p = pos('W:WKc3:Be5,b2(bW)');
    const m = p.legalMoves().find((x) => makeMoveText(p, x, { captures: 'full' }) === 'c3:f6:a1')!;
    expect(m.taken).toBe('bb');
    expect(m.jumped.map((s) => squareName(s))).toEqual(['e5', 'b2']);
  });
});

describe('R8 no immediate jump back over the same column', () => {
  it('a king may not reverse over a column it just jumped while it stands', () => {
    expect(moves('W:WKc3:Be5(bb),b2')).toEqual(['c3:a1:f6', 'c3:a1:g7', 'c3:a1:h8', 'c3:f6', 'c3:g7', 'c3:h8']);
  });
  it('a man may not jump straight back over a standing column', () => {
    expect(moves('W:Wc3:Bd4(bbb)')).toEqual(['c3:e5']);
  });
  it('the same column may be jumped again later in the move, in the opposite direction', () => {
    expect(moves('W:WKg3:Bf4(bbb),d6')).toEqual(['g3:e5:b8:g3', 'g3:e5:b8:h2', 'g3:e5:c7:g3', 'g3:e5:c7:h2']);
    expect(after('W:WKg3:Bf4(bbb),d6', 'g3:e5:c7:g3')).toBe('B:WKg3(Wbbb):Bf4');
  });
  it('the same column may be jumped twice from different diagonals', () => {
    // d2 is jumped on the e1-a5 diagonal first, then on the g5-c1 diagonal
    expect(moves('W:WKe1:Bd2(bb),b6(bb),e7(bb)')).toEqual(['e1:a5:d8:g5:c1', 'e1:b4:f8']);
    expect(after('W:WKe1:Bd2(bb),b6(bb),e7(bb)', 'e1:a5:d8:g5:c1')).toBe('B:WKc1(Wbbbb):Bb6,e7');
  });
  it('invariant: columns stay at most two colour layers', () => {
    const p = pos('W:Wc3(wb):Bd4(bw),f6(bww)');
    for (const m of p.legalMoves()) for (const [, c] of p.play(m).columns()) expect(c).toMatch(/^[wW]+[bB]*$|^[bB]+[wW]*$/);
  });
});

describe('R9 promotion', () => {
  it('a quiet move onto the far row promotes (White rank 8, Black rank 1)', () => {
    expect(after('W:Wc7(wbb):Ba1', 'c7-d8')).toBe('B:WKd8(Wbb):Ba1');
    expect(after('B:Wh8:Bb2', 'b2-a1')).toBe('W:Wh8:BKa1');
  });
  it('a man promoted mid-capture continues as a king', () => {
    // f6 jumps g7, promotes on h8, and as a king goes back along the long diagonal to take b2
    expect(after('W:Wf6:Bb2(bw),g7', 'f6:h8:a1')).toBe('B:WKa1(Wbb),b2:B');
    const p = pos('W:Wf6:Bb2(bw),g7');
    expect(p.legalMoves()[0]!.promotes).toBe(true);
  });
  it('a man that reaches the far row in a capture and cannot continue ends promoted', () => {
    expect(after('W:Wf6:Bg7', 'f6:h8')).toBe('B:WKh8(Wb):B');
  });
});

describe('R10 only the commander is promoted, kings stay kings as prisoners', () => {
  it('prisoners under a promoting commander keep their rank', () => {
    expect(after('W:Wc7(wwb):Ba1', 'c7-d8')).toBe('B:WKd8(Wwb):Ba1');
  });
  it('a king taken prisoner stays a king under the enemy column', () => {
    expect(after('B:WKd4:Be5', 'e5:c3')).toBe('W:W:Bc3(bW)');
  });
});

describe('R11 no legal move loses', () => {
  it('blocked side loses', () => {
    const p = pos('W:Wa1:Bb2,c3');
    expect(p.legalMoves()).toHaveLength(0);
    expect(p.outcome()).toEqual({ winner: 'black', reason: 'no-moves' });
  });
  it('a side that commands no column loses (even with prisoners under enemy columns)', () => {
    const p = pos('W:W:Bd4(bw)');
    expect(p.outcome()).toEqual({ winner: 'black', reason: 'no-moves' });
  });
  it('a side with moves has no outcome', () => {
    expect(Position.initial().outcome()).toBeUndefined();
  });
});

describe('R12 repetition and no-progress are information only', () => {
  it('counts repetitions by hash and plies without capture or man move', () => {
    const start = pos('W:WKg1:BKb8');
    const h = new GameHistory(start);
    const line = ['g1-h2', 'b8-a7', 'h2-g1', 'a7-b8', 'g1-h2', 'b8-a7', 'h2-g1', 'a7-b8'];
    for (const t of line) {
      const cur = h.current.position;
      const m = cur.legalMoves().find((x) => makeMoveText(cur, x) === t)!;
      h.play(m);
    }
    expect(h.current.repetitions).toBe(3);
    expect(h.threefold).toBe(true);
    expect(h.current.quietPlies).toBe(8);
    expect(h.current.position.legalMoves().length).toBeGreaterThan(0); // no draw by rule
  });
  it('no progress is 15 moves by each side: 30 quiet plies of two kings shuffling', () => {
    expect(NO_PROGRESS_PLIES).toBe(30);
    const h = new GameHistory(pos('W:WKg1:BKb8'));
    const shuffle = ['g1-h2', 'b8-a7', 'h2-g1', 'a7-b8'];
    for (let i = 0; i < NO_PROGRESS_PLIES; i++) {
      const cur = h.current.position;
      h.play(cur.legalMoves().find((x) => makeMoveText(cur, x) === shuffle[i % 4])!);
    }
    expect(h.current.quietPlies).toBe(NO_PROGRESS_PLIES);
  });
  it('a man move resets the no-progress count', () => {
    const start = pos('W:WKa1,c3:BKh8');
    const m = start.legalMoves().find((x) => makeMoveText(start, x) === 'c3-d4')!;
    const line = analyzeLine(start, [start.legalMoves().find((x) => makeMoveText(start, x) === 'a1-b2')!]);
    expect(line[1]!.quietPlies).toBe(1);
    expect(analyzeLine(start, [m])[1]!.quietPlies).toBe(0);
  });
  it("the no-progress count starts from the position's halfmoves counter", () => {
    const start = Position.setup(
      'bashni',
      'white',
      new Map([
        [28, 'W'],
        [21, 'w'],
        [3, 'B'],
      ]),
      { halfmoves: 5 },
    );
    const king = start.legalMoves().find((x) => makeMoveText(start, x) === 'a1-b2')!;
    const line = analyzeLine(start, [king]);
    expect(line.map((e) => e.quietPlies)).toEqual([5, 6]);
    expect(analyzeLine(start, [start.legalMoves().find((x) => makeMoveText(start, x) === 'c3-d4')!])[1]!.quietPlies).toBe(0);
  });
  it('the hash covers every piece of every column and the side to move', () => {
    const a = pos('W:Wc3(wbb):Bh8').hash();
    expect(pos('W:Wc3(wbB):Bh8').hash()).not.toBe(a);
    expect(pos('W:Wc3(wb):Bh8').hash()).not.toBe(a);
    expect(pos('B:Wc3(wbb):Bh8').hash()).not.toBe(a);
    expect(pos('W:Wd4(wbb):Bh8').hash()).not.toBe(a);
    expect(pos('W:Wc3(wbb):Bh8').hash()).toBe(a);
  });
});

describe('variants differ on one position', () => {
  const fen = 'W:WKc3:Be5,b2';
  it('bashni: the jumped piece vanishes at once, the king reverses over its square', () => {
    expect(moves(fen, 'bashni')).toEqual(['c3:a1:f6', 'c3:a1:g7', 'c3:a1:h8', 'c3:f6:a1', 'c3:g7:a1', 'c3:h8:a1']);
  });
  it('bashni-turkish: jumped squares stay blocked, the commander is still taken at once', () => {
    expect(moves(fen, 'bashni-turkish')).toEqual(['c3:a1', 'c3:f6', 'c3:g7', 'c3:h8']);
    expect(after(fen, 'c3:f6', 'bashni-turkish')).toBe('B:WKf6(Wb):Bb2');
  });
  it('russian: pieces are removed at the end, no columns', () => {
    expect(moves(fen, 'russian')).toEqual(['c3:a1', 'c3:f6', 'c3:g7', 'c3:h8']);
    expect(after(fen, 'c3:f6', 'russian')).toBe('B:WKf6:Bb2');
  });
  it('promotion mid-capture then reversal: only bashni continues', () => {
    expect(moves('W:Wf6:Bb2(bw),g7', 'bashni')).toEqual(['f6:h8:a1']);
    expect(moves('W:Wf6:Bb2(bw),g7', 'bashni-turkish')).toEqual(['f6:h8']);
    expect(moves('W:Wf6:Bb2,g7', 'russian')).toEqual(['f6:h8']);
  });
  it('bashni-forward: a man captures forward only, so a backward capture is no capture', () => {
    expect(moves('W:Wd4,h2:Bc3', 'bashni')).toEqual(['d4:b2']);
    expect(moves('W:Wd4,h2:Bc3', 'bashni-forward')).toEqual(['d4-c5', 'd4-e5', 'h2-g3']);
    // Black's forward is down the board: e5 takes d4, not d6
    expect(moves('B:Wd6,d4:Be5', 'bashni')).toEqual(['e5:c3', 'e5:c7']);
    expect(moves('B:Wd6,d4:Be5', 'bashni-forward')).toEqual(['e5:c3']);
  });
  it('bashni-forward: a man stops where only a backward jump would go on; kings as in bashni', () => {
    // the R8 loop: from e5 the man could only go on backwards over f4
    expect(moves('W:Wc3:Bd4(bbb),f4,f2,d2', 'bashni-forward')).toEqual(['c3:e5']);
    expect(after('W:Wc3:Bd4(bbb),f4,f2,d2', 'c3:e5', 'bashni-forward')).toBe('B:We5(wb):Bd2,f2,d4(bb),f4');
    // the rules.md variants example: d6:f4 over e5 is a backward jump for the man
    expect(moves('W:Wb4,a1:Bc5,c7,e5,h8', 'bashni-forward')).toEqual(['b4:d6:b8:f4', 'b4:d6:b8:g3', 'b4:d6:b8:h2']);
    expect(moves('W:WKc3:Be5,b2', 'bashni-forward')).toEqual(moves('W:WKc3:Be5,b2', 'bashni'));
  });
  it('bashni-forward: a man promoted during a capture goes on as a king, backwards too', () => {
    expect(moves('W:Wf6:Bb2(bw),g7', 'bashni-forward')).toEqual(['f6:h8:a1']);
  });
  it('russian de-duplicates same from, to and captured set; every path on request', () => {
    // g1 takes e3 landing d4 or c5, then b6 to a7 either way: one move, two paths
    const p = pos('W:WKg1:Be3,b6', 'russian');
    const all = p.generateMoves(false);
    const dedup = p.legalMoves();
    expect(all.map((m) => makeMoveText(p, m, { captures: 'full' })).sort()).toEqual(['g1:c5:a7', 'g1:d4:a7']);
    expect(dedup).toHaveLength(1);
    // in bashni both are moves (different landing squares)
    expect(moves('W:WKg1:Be3,b6', 'bashni')).toEqual(['g1:c5:a7', 'g1:d4:a7']);
    expect(new Set(dedup.map(dedupeKey)).size).toBe(dedup.length);
    expect(new Set(all.map(dedupeKey)).size).toBe(dedup.length);
  });
});
