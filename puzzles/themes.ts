// Puzzle themes: what a solution line shows, as lichess tags its puzzles (docs/puzzles.md,
// "Themes"). Each theme has one definition, the sentence in THEMES that the docs' table carries
// word for word, and one detector below that decides exactly that sentence. Browser-safe.
//
// The words the definitions use: the *line* is a puzzle's solution, the solver's moves (1st,
// 3rd, ...) with the opponent's replies (2nd, 4th, ...); the *solver* is the side to move at the
// start. A *column* is what stands on a square (a single piece is a column of one), its
// *commander* the top piece, which decides who moves it; the pieces under it are its *prisoners*
// when they are of the other colour. A *capture* is a move that jumps at least one column; every
// jump takes the commander of the column jumped (R7); a *quiet* move jumps none. A column may be
// jumped twice in one capture (R8): each jump counts, against what the earlier jumps left.
import type { Position } from '../engine/position.ts';
import type { Color, ColumnText, Move } from '../engine/types.ts';
import type { PuzzleGoal } from './goal.ts';

/** Every theme with its definition, in the order puzzle titles prefer them (puzzles/titles.ts). */
export const THEMES = [
  {
    name: 'liberation',
    definition: "A solver's capture jumps a column whose next piece down is the solver's own, so that piece is freed and commands what is left of the column.",
  },
  {
    name: 'promotion',
    definition: "A solver's move crowns its commander: a man that ends a step on the far rank during the move (quiet or capturing) becomes a king.",
  },
  { name: 'sacrifice', definition: "A quiet solver move is answered by a capture: the opponent's next move in the line jumps at least one column." },
  { name: 'multi-capture', definition: "A solver's capture makes three or more jumps." },
  { name: 'split-column', definition: "A solver's capture jumps a column of two or more pieces, so that a column stays behind under a new commander of either colour." },
  { name: 'king', definition: "A solver's move is made by a column whose commander is a king when the move starts (a man crowned during the move is promotion, not this)." },
  {
    name: 'tall-column',
    definition: 'A move of the line, by either side, leaves its moving column with four or more pieces or jumps a column that holds four or more pieces at that jump.',
  },
  { name: 'endgame', definition: 'The puzzle position holds eight columns or fewer, both sides together.' },
  { name: 'capture-path', definition: 'The goal is `capture-path N`: the first move is to be chosen among two or more legal capture sequences.' },
  { name: 'blockade', definition: "The line's last move is the solver's, is quiet, and leaves the opponent with no legal move: the game is won by blocking, not by taking." },
  { name: 'one-move', definition: 'The line has exactly one solver move.' },
  { name: 'short', definition: 'The line has exactly two solver moves.' },
  { name: 'long', definition: 'The line has exactly three solver moves.' },
  { name: 'very-long', definition: 'The line has four or more solver moves.' },
] as const satisfies readonly { readonly name: string; readonly definition: string }[];

export type ThemeName = (typeof THEMES)[number]['name'];

/** One jump of a capture: the column jumped just before the jump and what is left of it after (empty when it vanished). */
interface Jump {
  readonly before: ColumnText;
  readonly after: ColumnText;
}

/** One move of the line, with what the detectors look at. */
interface Ply {
  readonly bySolver: boolean;
  readonly move: Move;
  /** The moving column when the move starts and when it ends. */
  readonly mover: ColumnText;
  readonly moverAfter: ColumnText;
  readonly jumps: readonly Jump[];
}

interface LineFacts {
  readonly start: Position;
  readonly goal: PuzzleGoal;
  readonly solver: Color;
  readonly plies: readonly Ply[];
  /** The position after the whole line. */
  readonly end: Position;
}

const colourOf = (column: ColumnText): Color => (column[0] === 'w' || column[0] === 'W' ? 'white' : 'black');
const isKing = (column: ColumnText): boolean => column[0] === 'W' || column[0] === 'B';
const solverMoves = (l: LineFacts): number => l.plies.filter((p) => p.bySolver).length;
const solverJumps = (l: LineFacts): Jump[] => l.plies.filter((p) => p.bySolver).flatMap((p) => p.jumps);

/** Each theme's detector: true when the line shows the theme as THEMES defines it. */
const DETECTORS: Readonly<Record<ThemeName, (l: LineFacts) => boolean>> = {
  liberation: (l) => solverJumps(l).some((j) => j.after !== '' && colourOf(j.after) === l.solver),
  promotion: (l) => l.plies.some((p) => p.bySolver && p.move.promotes),
  sacrifice: (l) => l.plies.some((p, i) => p.bySolver && p.move.jumped.length === 0 && (l.plies[i + 1]?.move.jumped.length ?? 0) > 0),
  'multi-capture': (l) => l.plies.some((p) => p.bySolver && p.move.jumped.length >= 3),
  'split-column': (l) => solverJumps(l).some((j) => j.after !== ''),
  king: (l) => l.plies.some((p) => p.bySolver && isKing(p.mover)),
  'tall-column': (l) => l.plies.some((p) => p.moverAfter.length >= 4 || p.jumps.some((j) => j.before.length >= 4)),
  endgame: (l) => l.start.columns().length <= 8,
  'capture-path': (l) => l.goal.kind === 'capture-path',
  blockade: (l) => {
    const last = l.plies[l.plies.length - 1];
    return last !== undefined && last.bySolver && last.move.jumped.length === 0 && l.end.legalMoves().length === 0;
  },
  'one-move': (l) => solverMoves(l) === 1,
  short: (l) => solverMoves(l) === 2,
  long: (l) => solverMoves(l) === 3,
  'very-long': (l) => solverMoves(l) >= 4,
};

/** Replays the line, noting for every move its column before and after and each jump's column before and after. */
function lineFacts(start: Position, line: readonly Move[], goal: PuzzleGoal): LineFacts {
  const plies: Ply[] = [];
  let pos = start;
  for (const move of line) {
    // what each jump leaves: only the commander is taken (R7), and a column jumped again (R8) is what the earlier jump left
    const left = new Map<number, ColumnText>();
    const jumps = move.jumped.map((sq): Jump => {
      const before = left.get(sq) ?? pos.column(sq) ?? '';
      const after = before.slice(1);
      left.set(sq, after);
      return { before, after };
    });
    const after = pos.play(move);
    plies.push({ bySolver: pos.turn === start.turn, move, mover: pos.column(move.from) ?? '', moverAfter: after.column(move.path[move.path.length - 1]!) ?? '', jumps });
    pos = after;
  }
  return { start, goal, solver: start.turn, plies, end: pos };
}

/** The themes a solution line shows, sorted by name (THEMES defines each; docs/puzzles.md lists them). */
export function lineThemes(start: Position, line: readonly Move[], goal: PuzzleGoal): ThemeName[] {
  const facts = lineFacts(start, line, goal);
  return THEMES.map((t) => t.name)
    .filter((name) => DETECTORS[name](facts))
    .sort();
}
