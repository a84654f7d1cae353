// Click-to-move input without a DOM: from a position and the squares clicked so far, which squares
// can be chosen, where the chosen column may go next, and when the clicks name one legal move.
// The shared move board (move-board.ts) only draws what this says and forwards clicks to it, so
// the whole input logic is tested in vitest on engine positions (test/site/board/move-input.test.ts).
//
// A move is entered as its column, then either its final square (when no other candidate move of
// that column ends there) or its landing squares in order, as far as needed to tell it apart.
import type { Move, Square } from '../../../../engine/types.ts';
import type { Position } from '../../../../engine/position.ts';
import { squareAt, squareFile, squareRank } from '../../../../engine/squares.ts';

/** The squares clicked so far: the chosen column and the landing squares chosen after it, in order. */
export interface MoveInput {
  readonly from: Square;
  readonly landings: readonly Square[];
}

/** What a click did, and the input after it (`undefined`: nothing chosen). */
export type ClickOutcome =
  /** A column that can move was chosen (the first one, or another instead of the one chosen). */
  | { readonly kind: 'selected'; readonly input: MoveInput }
  /** A landing square that several candidate moves pass through: the next one is needed. */
  | { readonly kind: 'landing'; readonly input: MoveInput }
  /** The clicks name this legal move. */
  | { readonly kind: 'move'; readonly input: undefined; readonly move: Move }
  /** The chosen column clicked again: its last landing square is taken back, or the choice dropped. */
  | { readonly kind: 'back'; readonly input: MoveInput | undefined }
  /** Several capture paths of the chosen column end on `square`: the landing squares are needed in order. */
  | { readonly kind: 'ambiguous'; readonly input: MoveInput; readonly square: Square; readonly moves: readonly Move[] }
  /** With nothing chosen, a column that cannot move (the opponent's, or one of the side to move's). */
  | {
      readonly kind: 'unmovable';
      readonly input: undefined;
      readonly square: Square;
      /** A capture is mandatory and this column cannot capture. */
      readonly captureRequired: boolean;
      /** The columns that can move. */
      readonly movable: readonly Square[];
    }
  /** The chosen column cannot go to `square` (the choice stays). */
  | { readonly kind: 'unreachable'; readonly input: MoveInput; readonly square: Square }
  /** An empty square with nothing chosen: nothing happens. */
  | { readonly kind: 'none'; readonly input: undefined };

/** What the board shows for an input. */
export interface InputView {
  /** Columns of the side to move that have a legal move. */
  readonly selectable: readonly Square[];
  /** The chosen column, then its chosen landing squares (empty when nothing is chosen). */
  readonly selected: readonly Square[];
  /** Squares that go on with the input: see targetSquares. */
  readonly targets: readonly Square[];
}

/** The columns that can move, in the order the engine lists their moves, each once. */
export function selectableSquares(pos: Position): Square[] {
  return [...new Set(pos.legalMoves().map((m) => m.from))];
}

/** Legal moves that agree with the squares clicked so far (none when nothing is chosen). */
export function candidateMoves(pos: Position, input: MoveInput | undefined): Move[] {
  if (!input) return [];
  return pos.legalMoves().filter((m) => m.from === input.from && input.landings.every((s, i) => m.path[i] === s));
}

/**
 * The squares that go on with the input: the next landing square of every candidate move, and the
 * final square of every candidate that is the only one to end there (that click alone completes it).
 */
export function targetSquares(pos: Position, input: MoveInput | undefined): Square[] {
  if (!input) return [];
  const candidates = candidateMoves(pos, input);
  const depth = input.landings.length;
  const out = new Set<Square>();
  for (const m of candidates) {
    const next = m.path[depth];
    if (next !== undefined) out.add(next);
  }
  for (const [sq, moves] of byFinalSquare(candidates)) if (moves.length === 1) out.add(sq);
  // a capture can end where it started; before any landing square, clicking the column takes it back
  if (depth === 0) out.delete(input.from);
  return [...out];
}

export function inputView(pos: Position, input: MoveInput | undefined): InputView {
  return {
    selectable: selectableSquares(pos),
    selected: input ? [input.from, ...input.landings] : [],
    targets: targetSquares(pos, input),
  };
}

/** The outcome of clicking `sq` with `input` chosen so far. */
export function clickSquare(pos: Position, input: MoveInput | undefined, sq: Square): ClickOutcome {
  const movable = selectableSquares(pos);
  if (!input) {
    if (movable.includes(sq)) return { kind: 'selected', input: { from: sq, landings: [] } };
    if (pos.column(sq) === undefined) return { kind: 'none', input: undefined };
    const captureRequired = pos.legalMoves().some((m) => m.jumped.length > 0);
    return { kind: 'unmovable', input: undefined, square: sq, captureRequired, movable };
  }
  const ahead = advance(pos, input, sq);
  // the chosen column again takes back, unless a capture that came round to it goes on there
  const goesOn = ahead?.kind === 'move' || ahead?.kind === 'landing';
  if (sq === input.from && !(goesOn && input.landings.length > 0)) {
    return { kind: 'back', input: input.landings.length ? { from: input.from, landings: input.landings.slice(0, -1) } : undefined };
  }
  if (ahead) return ahead;
  if (movable.includes(sq)) return { kind: 'selected', input: { from: sq, landings: [] } };
  return { kind: 'unreachable', input, square: sq };
}

/** The click on `sq` as a landing or final square of the candidate moves, if it is one. */
function advance(pos: Position, input: MoveInput, sq: Square): ClickOutcome | undefined {
  const candidates = candidateMoves(pos, input);
  const depth = input.landings.length;
  // the next landing square: it completes the move when only one candidate passes through it
  const through = candidates.filter((m) => m.path[depth] === sq);
  const [only] = through;
  if (only && through.length === 1) return { kind: 'move', input: undefined, move: only };
  if (through.length > 1) return { kind: 'landing', input: { from: input.from, landings: [...input.landings, sq] } };
  // a final square further on: enough when only one candidate ends there
  const ending = byFinalSquare(candidates).get(sq) ?? [];
  const [single] = ending;
  if (single && ending.length === 1) return { kind: 'move', input: undefined, move: single };
  if (ending.length > 1) return { kind: 'ambiguous', input, square: sq, moves: ending };
  return undefined;
}

function byFinalSquare(moves: readonly Move[]): Map<Square, Move[]> {
  const out = new Map<Square, Move[]>();
  for (const m of moves) {
    const last = m.path.at(-1);
    if (last === undefined) continue;
    const list = out.get(last);
    if (list) list.push(m);
    else out.set(last, [m]);
  }
  return out;
}

/**
 * The keyboard's diagonals, as the board is seen (so they follow a flipped board): each arrow is
 * turned 45° clockwise, ArrowUp = up-right, ArrowRight = down-right, ArrowDown = down-left,
 * ArrowLeft = up-left (docs/site.md). Screen up is toward rank 8, or rank 1 when flipped.
 */
const DIAGONALS: Record<string, readonly [number, number]> = {
  ArrowUp: [1, 1],
  ArrowRight: [1, -1],
  ArrowDown: [-1, -1],
  ArrowLeft: [-1, 1],
};

/** The next dark square from `sq` along the arrow's diagonal, or `sq` at the board's edge (undefined: not an arrow key). */
export function diagonalStep(sq: Square, key: string, flipped: boolean): Square | undefined {
  if (!Object.hasOwn(DIAGONALS, key)) return undefined;
  const d = DIAGONALS[key]!;
  const [df, dr] = flipped ? [-d[0], -d[1]] : d;
  return squareAt(squareFile(sq) + df, squareRank(sq) + dr) ?? sq;
}
