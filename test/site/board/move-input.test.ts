// The puzzle board's click-to-move input (site/src/client/board/move-input.ts), without a browser: real
// positions from the engine, clicks as square names, outcomes and moves checked in full notation.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../../engine/fen.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../../engine/notation.ts';
import { Position, sameMove } from '../../../engine/position.ts';
import { parseSquare, squareName } from '../../../engine/squares.ts';
import { rng } from '../../../engine/random.ts';
import { VARIANTS, type Move, type Square } from '../../../engine/types.ts';
import { candidateMoves, clickSquare, diagonalStep, inputView, selectableSquares, targetSquares, type ClickOutcome, type MoveInput } from '../../../site/src/client/board/move-input.ts';
import { motionPlan, takenPieces } from '../../../site/src/client/board/motion.ts';

function fen(text: string): Position {
  const r = parseFen(text, 'bashni');
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** The position after moves written as in a record (each must match one legal move). */
function after(pos: Position, ...texts: string[]): Position {
  for (const t of texts) {
    const w = parseMoveText(t);
    const m = w ? matchMoves(pos, w) : [];
    if (m.length !== 1 || !m[0]) throw new Error(`${t}: ${m.length} matches`);
    pos = pos.play(m[0]);
  }
  return pos;
}

const sq = (name: string): Square => {
  const s = parseSquare(name);
  if (s === undefined) throw new Error(name);
  return s;
};
const names = (squares: readonly Square[]): string[] => squares.map((s) => squareName(s)).sort();
const full = (pos: Position, m: Move): string => makeMoveText(pos, m, { captures: 'full' });

/** Clicks squares in order from `input`, each outcome feeding the next; returns every outcome. */
function clicks(pos: Position, ...squares: string[]): ClickOutcome[] {
  let input: MoveInput | undefined;
  const out: ClickOutcome[] = [];
  for (const name of squares) {
    const o = clickSquare(pos, input, sq(name));
    out.push(o);
    input = o.input;
  }
  return out;
}

/** The last outcome of a click sequence; when it is a move, its full text. */
function last(pos: Position, ...squares: string[]): { kind: ClickOutcome['kind']; move?: string; input?: string[] } {
  const o = clicks(pos, ...squares).at(-1)!;
  return {
    kind: o.kind,
    ...(o.kind === 'move' ? { move: full(pos, o.move) } : {}),
    ...(o.input ? { input: [o.input.from, ...o.input.landings].map((s) => squareName(s)) } : {}),
  };
}

const input = (from: string, ...landings: string[]): MoveInput => ({ from: sq(from), landings: landings.map(sq) });

describe('a simple move', () => {
  const start = Position.initial('bashni');

  it('offers the columns that can move, then the squares the chosen one can reach', () => {
    expect(names(selectableSquares(start))).toEqual(['a3', 'c3', 'e3', 'g3']);
    expect(targetSquares(start, undefined)).toEqual([]);
    expect(names(targetSquares(start, input('c3')))).toEqual(['b4', 'd4']);
    expect(names(targetSquares(start, input('a3')))).toEqual(['b4']);
    const view = inputView(start, input('c3'));
    expect(names(view.selected)).toEqual(['c3']);
    expect(names(view.targets)).toEqual(['b4', 'd4']);
    expect(names(view.selectable)).toEqual(['a3', 'c3', 'e3', 'g3']);
    expect(inputView(start, undefined).selected).toEqual([]);
  });

  it('is complete after its column and its square: c3 d4 is c3-d4', () => {
    expect(last(start, 'c3')).toEqual({ kind: 'selected', input: ['c3'] });
    expect(last(start, 'c3', 'd4')).toEqual({ kind: 'move', move: 'c3-d4' });
    expect(last(start, 'g3', 'h4')).toEqual({ kind: 'move', move: 'g3-h4' });
  });

  it('clicking the chosen column again drops the choice; an empty square with nothing chosen does nothing', () => {
    expect(last(start, 'c3', 'c3')).toEqual({ kind: 'back' });
    expect(last(start, 'd4')).toEqual({ kind: 'none' });
  });

  it('a square the column cannot reach is refused and the choice stays', () => {
    expect(last(start, 'c3', 'e5')).toEqual({ kind: 'unreachable', input: ['c3'] });
    expect(last(start, 'c3', 'e5', 'b4')).toEqual({ kind: 'move', move: 'c3-b4' });
  });
});

describe('clicking a column that cannot move', () => {
  const start = Position.initial('bashni');

  it("an opponent's column, with nothing chosen: no legal move, and which columns can move", () => {
    const o = clickSquare(start, undefined, sq('f6'));
    expect(o.kind).toBe('unmovable');
    if (o.kind !== 'unmovable') return;
    expect(squareName(o.square)).toBe('f6');
    expect(o.captureRequired).toBe(false);
    expect(names(o.movable)).toEqual(['a3', 'c3', 'e3', 'g3']);
    expect(o.input).toBeUndefined();
  });

  it("an opponent's column with a column chosen: unreachable, the choice stays", () => {
    expect(last(start, 'e3', 'f6')).toEqual({ kind: 'unreachable', input: ['e3'] });
    expect(last(start, 'e3', 'd6')).toEqual({ kind: 'unreachable', input: ['e3'] });
  });

  it('an own column that is blocked (b2 at the start)', () => {
    const o = clickSquare(start, undefined, sq('b2'));
    expect(o.kind === 'unmovable' && o.captureRequired).toBe(false);
  });

  it('a quiet column when a capture is mandatory (test/records/fixtures/missing-capture.pdn after 1. c3-d4 f6-e5)', () => {
    const pos = after(start, 'c3-d4', 'f6-e5');
    expect(names(selectableSquares(pos))).toEqual(['d4']);
    const o = clickSquare(pos, undefined, sq('g3'));
    expect(o.kind).toBe('unmovable');
    if (o.kind !== 'unmovable') return;
    expect(o.captureRequired).toBe(true);
    expect(names(o.movable)).toEqual(['d4']);
    expect(last(pos, 'd4', 'f6')).toEqual({ kind: 'move', move: 'd4:f6' });
  });
});

describe('re-selecting another own column', () => {
  it('before any landing square', () => {
    const start = Position.initial('bashni');
    expect(last(start, 'c3', 'e3')).toEqual({ kind: 'selected', input: ['e3'] });
    expect(last(start, 'c3', 'e3', 'f4')).toEqual({ kind: 'move', move: 'e3-f4' });
  });

  it('after a landing square of a capture (the landing is dropped)', () => {
    // black king a1 captures through c3 or d4; the man c5 captures d6
    const pos = fen('B:Wc1,e1,g1,b2,d2,a3,g3,e5(wbb),d6(wbbbbbbb):BKa1(BwWw),c5,b8');
    expect(last(pos, 'a1', 'c3')).toEqual({ kind: 'landing', input: ['a1', 'c3'] });
    expect(last(pos, 'a1', 'c3', 'c5')).toEqual({ kind: 'selected', input: ['c5'] });
    expect(names(targetSquares(pos, input('c5')))).toEqual(['e7']);
    expect(last(pos, 'a1', 'c3', 'c5', 'e7')).toEqual({ kind: 'move', move: 'c5:e7' });
  });
});

describe('captures with several paths', () => {
  // every final square of the king a1 is reached through c3 and through d4
  const pos = fen('B:Wc1,e1,g1,b2,d2,a3,g3,e5(wbb),d6(wbbbbbbb):BKa1(BwWw),c5,b8');

  it('lists as targets only the squares that go on: the first landings, not the shared finals', () => {
    expect(
      candidateMoves(pos, input('a1'))
        .map((m) => full(pos, m))
        .sort(),
    ).toEqual(['a1:c3:f6', 'a1:c3:g7', 'a1:c3:h8', 'a1:d4:f6', 'a1:d4:g7', 'a1:d4:h8']);
    expect(names(targetSquares(pos, input('a1')))).toEqual(['c3', 'd4']);
    expect(names(targetSquares(pos, input('a1', 'd4')))).toEqual(['f6', 'g7', 'h8']);
    expect(names(inputView(pos, input('a1', 'd4')).selected)).toEqual(['a1', 'd4']);
  });

  it('a shared final square alone is ambiguous: the choice stays, the paths are named', () => {
    const o = clicks(pos, 'a1', 'g7').at(-1)!;
    expect(o.kind).toBe('ambiguous');
    if (o.kind !== 'ambiguous') return;
    expect(squareName(o.square)).toBe('g7');
    expect(o.moves.map((m) => full(pos, m)).sort()).toEqual(['a1:c3:g7', 'a1:d4:g7']);
    expect(names([o.input.from, ...o.input.landings])).toEqual(['a1']);
  });

  it('resolved by the landing squares in order', () => {
    expect(last(pos, 'a1', 'g7', 'd4')).toEqual({ kind: 'landing', input: ['a1', 'd4'] });
    expect(last(pos, 'a1', 'g7', 'd4', 'g7')).toEqual({ kind: 'move', move: 'a1:d4:g7' });
    expect(last(pos, 'a1', 'c3', 'h8')).toEqual({ kind: 'move', move: 'a1:c3:h8' });
  });

  it('the chosen column clicked again takes back the last landing square, then the choice', () => {
    expect(last(pos, 'a1', 'd4', 'a1')).toEqual({ kind: 'back', input: ['a1'] });
    expect(last(pos, 'a1', 'd4', 'a1', 'a1')).toEqual({ kind: 'back' });
  });

  it('an intermediate landing square completes the move when only one path passes through it', () => {
    // king a3: a3:c5:e3, a3:d6:b8:g3:e1, a3:d6:g3:e1 (two paths end on e1)
    const king = fen('W:Wa1,h2(wb),Ka3(Wwb),h4(wbb):BKg1(Bww),f2,b4,d4,e5(bbwwWww),c7,h8');
    expect(names(targetSquares(king, input('a3')))).toEqual(['c5', 'd6', 'e3']);
    expect(last(king, 'a3', 'e3')).toEqual({ kind: 'move', move: 'a3:c5:e3' });
    expect(last(king, 'a3', 'e1').kind).toBe('ambiguous');
    expect(last(king, 'a3', 'd6')).toEqual({ kind: 'landing', input: ['a3', 'd6'] });
    expect(names(targetSquares(king, input('a3', 'd6')))).toEqual(['b8', 'g3']);
    expect(last(king, 'a3', 'd6', 'g3')).toEqual({ kind: 'move', move: 'a3:d6:g3:e1' });
    expect(last(king, 'a3', 'd6', 'b8')).toEqual({ kind: 'move', move: 'a3:d6:b8:g3:e1' });
  });
});

describe('a king with several landing squares', () => {
  it('a capture: each final square is a target, and alone completes the move', () => {
    // king b8 takes c7, lands on d6, then goes on over e5 (to f4 or g3) or over c5 (to a3)
    const pos = fen('W:Wa1,g1,b2,h2,Kb8(Wwwwbb):Bb4(bbbww),d4(bb),e5(bw),c7,g7(bw),f8,h8');
    expect(
      candidateMoves(pos, input('b8'))
        .map((m) => full(pos, m))
        .sort(),
    ).toEqual(['b8:d6:a3', 'b8:d6:f4', 'b8:d6:g3']);
    expect(names(targetSquares(pos, input('b8')))).toEqual(['a3', 'd6', 'f4', 'g3']);
    expect(last(pos, 'b8', 'g3')).toEqual({ kind: 'move', move: 'b8:d6:g3' });
    expect(last(pos, 'b8', 'a3')).toEqual({ kind: 'move', move: 'b8:d6:a3' });
    expect(last(pos, 'b8', 'd6')).toEqual({ kind: 'landing', input: ['b8', 'd6'] });
    expect(last(pos, 'b8', 'd6', 'f4')).toEqual({ kind: 'move', move: 'b8:d6:f4' });
  });

  it('a quiet king: every square along its diagonals', () => {
    const pos = fen('W:WKd4:Bh8');
    expect(names(targetSquares(pos, input('d4')))).toEqual(['a1', 'a7', 'b2', 'b6', 'c3', 'c5', 'e3', 'e5', 'f2', 'f6', 'g1', 'g7']);
    expect(last(pos, 'd4', 'g7')).toEqual({ kind: 'move', move: 'd4-g7' });
  });

  it('a capture that comes round to its own square: the column clicked again takes back before any landing', () => {
    const pos = fen('W:We1,f2,e3,b4,d4(wb),c5(wbbb),Kd8(Wwwbb):Bg5,e7(bbbbwWw),h8');
    expect(pos.legalMoves().map((m) => full(pos, m))).toEqual(['d8:f6:h4:d8']);
    expect(names(targetSquares(pos, input('d8')))).toEqual(['f6']);
    expect(last(pos, 'd8', 'd8')).toEqual({ kind: 'back' });
    expect(last(pos, 'd8', 'f6')).toEqual({ kind: 'move', move: 'd8:f6:h4:d8' });
  });

  it('... and after a landing square, its own square is a landing like any other', () => {
    // king g1: g1:e3:c5:g1, g1:e3:c5:a3, g1:e3:b6:g1
    const pos = fen('B:Wa1,c1,b2,d2,f2(ww),h2,b4(wb),d4:BKg1(BbbwW),f4,a5,f6,h6(bw),a7,c7,e7,g7');
    expect(names(targetSquares(pos, input('g1')))).toEqual(['a3', 'e3']);
    expect(names(targetSquares(pos, input('g1', 'e3', 'c5')))).toEqual(['a3', 'g1']);
    expect(last(pos, 'g1', 'e3', 'c5', 'g1')).toEqual({ kind: 'move', move: 'g1:e3:c5:g1' });
    expect(last(pos, 'g1', 'e3', 'b6')).toEqual({ kind: 'move', move: 'g1:e3:b6:g1' });
    // g1 is no landing square right after e3: there it takes e3 back
    expect(last(pos, 'g1', 'e3', 'g1')).toEqual({ kind: 'back', input: ['g1'] });
  });
});

describe('every legal move can be entered', () => {
  /** Clicks a move's column, then its landing squares in order until the input says it is complete. */
  function enterByLandings(pos: Position, m: Move): Move | undefined {
    let o = clickSquare(pos, undefined, m.from);
    for (const s of m.path) {
      if (o.kind === 'move') break;
      expect(targetSquares(pos, o.input)).toContain(s);
      o = clickSquare(pos, o.input, s);
    }
    return o.kind === 'move' ? o.move : undefined;
  }

  it('by its landing squares, and by its final square alone when that is a target, over random games in every variant', () => {
    const random = rng(8);
    let checked = 0;
    let byFinal = 0;
    for (const variant of VARIANTS) {
      for (let game = 0; game < 12; game++) {
        let pos = Position.initial(variant);
        for (let ply = 0; ply < 120; ply++) {
          const legal = pos.legalMoves();
          if (!legal.length) break;
          for (const m of legal) {
            const entered = enterByLandings(pos, m);
            expect(entered && sameMove(entered, m), `${full(pos, m)} by its landings`).toBe(true);
            // the final square alone, when no other candidate ends there or passes through it first
            const select = clickSquare(pos, undefined, m.from);
            const final = m.path.at(-1)!;
            const candidates = candidateMoves(pos, select.input);
            const alone = final !== m.from && candidates.filter((c) => c.path.at(-1) === final).length === 1 && candidates.every((c) => c === m || c.path[0] !== final);
            if (alone) {
              expect(targetSquares(pos, select.input)).toContain(final);
              const o = clickSquare(pos, select.input, final);
              expect(o.kind === 'move' && sameMove(o.move, m), `${full(pos, m)} by ${squareName(final)}`).toBe(true);
              byFinal++;
            }
            checked++;
          }
          pos = pos.play(legal[Math.floor(random() * legal.length)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(byFinal).toBeGreaterThan(1000); // 11,582 moves, 11,568 of them by their final square (seed 8)
  });
});

describe('the keyboard diagonals (ArrowUp up-right, ArrowRight down-right, ArrowDown down-left, ArrowLeft up-left)', () => {
  const step = (from: string, key: string, flipped = false) => squareName(diagonalStep(sq(from), key, flipped)!);

  it('moves to the next dark square along the diagonal the arrow names, as the board is seen', () => {
    expect(step('c3', 'ArrowUp')).toBe('d4');
    expect(step('c3', 'ArrowRight')).toBe('d2');
    expect(step('c3', 'ArrowDown')).toBe('b2');
    expect(step('c3', 'ArrowLeft')).toBe('b4');
    // a flipped board (Black at the bottom): screen up-right is toward a1
    expect(step('c3', 'ArrowUp', true)).toBe('b2');
    expect(step('c3', 'ArrowLeft', true)).toBe('d2');
  });

  it('stays at the edge, and is no step for other keys', () => {
    expect(step('a1', 'ArrowDown')).toBe('a1');
    expect(step('h8', 'ArrowUp')).toBe('h8');
    expect(step('a7', 'ArrowLeft')).toBe('a7');
    expect(diagonalStep(sq('c3'), 'Enter', false)).toBeUndefined();
  });

  it('reaches every dark square from any other', () => {
    const seen = new Set<Square>([sq('a1')]);
    const queue: Square[] = [sq('a1')];
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
      for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
        const t = diagonalStep(s, key, false)!;
        if (!seen.has(t)) {
          seen.add(t);
          queue.push(t);
        }
      }
    }
    expect(seen.size).toBe(32);
  });
});

describe('the move animation plan (site/src/client/board/motion.ts)', () => {
  it('a quiet move slides from its square to the next, taking nothing', () => {
    const pos = fen('W:Wc3:Bh8');
    const plan = motionPlan(pos.columns(), [sq('c3'), sq('d4')], []);
    expect(plan?.stops.map((s) => [squareName(s.square), s.at])).toEqual([
      ['c3', 0],
      ['d4', 1],
    ]);
    expect(plan?.mover).toBe('w');
    expect(plan?.taken).toEqual([]);
  });

  it('a capture passes over each jumped square, whose top piece goes under the moving column as it passes', () => {
    // c3 takes the top of d4 (bw) then of f6 (b): the column ends w, b, b top first
    const pos = fen('W:Wc3:Bd4(bw),f6');
    const [move] = pos.legalMoves().filter((m) => m.path.length === 2);
    expect(move).toBeTruthy();
    const plan = motionPlan(pos.columns(), [move!.from, ...move!.path], move!.jumped)!;
    expect(plan.stops.map((s) => [squareName(s.square), s.at])).toEqual([
      ['c3', 0],
      ['d4', 0.25],
      ['e5', 0.5],
      ['f6', 0.75],
      ['g7', 1],
    ]);
    expect(plan.mover).toBe('wbb');
    expect(plan.height).toBe(1);
    expect(plan.taken.map((t) => [squareName(t.square), t.piece, t.at])).toEqual([
      ['d4', 'b', 0.25],
      ['f6', 'b', 0.75],
    ]);
    expect([...plan.jumpedBefore].map(([s, c]) => [squareName(s), c])).toEqual([
      ['d4', 'bw'],
      ['f6', 'b'],
    ]);
    // the engine agrees on the column that arrives
    expect(pos.play(move!).column(sq('g7'))).toBe('wbb');
  });

  it('a column jumped twice gives its top two pieces, in order', () => {
    expect(takenPieces([[sq('d4'), 'bBw']], [sq('d4'), sq('d4')]).map((t) => t.piece)).toEqual(['b', 'B']);
  });
});
