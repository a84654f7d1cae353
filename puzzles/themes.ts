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
import { isList, wrongType } from '../engine/argument-error.ts';
import { checkMove, checkPosition } from '../engine/position.ts';
import { checkGoal } from './goal.ts';

/**
 * Every theme with its definition, in the order puzzle titles prefer them (puzzles/titles.ts).
 * Each is something a player would choose to train, and none holds for most of the collection
 * (test/puzzles/titles.test.ts measures it): what every Bashni line does (split a column, free a
 * prisoner, offer a man) names no theme.
 */
export const THEMES = [
  { name: 'free-king', definition: "A solver's capture jumps a column whose next piece down is a king of the solver's, so that king is freed and commands again." },
  { name: 'king-capture', definition: "A solver's capture jumps a column whose commander is the opponent's king, so the king is taken." },
  { name: 'promotion-capture', definition: "A solver's capture crowns its commander: a man reaches the far rank during a capture and becomes a king." },
  { name: 'promotion', definition: 'A quiet solver move crowns its commander: a man steps onto the far rank and becomes a king.' },
  { name: 'multi-capture', definition: "A solver's capture makes three or more jumps." },
  { name: 'double-capture', definition: "The solver's longest capture makes exactly two jumps." },
  { name: 'first-liberation', definition: "The first move is a capture that jumps a column whose next piece down is the solver's own, so that piece is freed at once." },
  { name: 'take-the-tower', definition: "A solver's capture jumps a column that holds six or more pieces at that jump." },
  { name: 'double-sacrifice', definition: "Two or more quiet solver moves are each answered by a capture: the opponent's next move in the line jumps at least one column." },
  { name: 'sacrifice', definition: "Exactly one quiet solver move is answered by a capture: the opponent's next move in the line jumps at least one column." },
  { name: 'king-move', definition: 'The first move is made by a column whose commander is a king.' },
  { name: 'endgame', definition: 'The puzzle position holds eight columns or fewer, both sides together.' },
  { name: 'capture-path', definition: 'The goal is `capture-path N`: the first move is to be chosen among two or more legal capture sequences.' },
  { name: 'blockade', definition: "The line's last move is the solver's, is quiet, and leaves the opponent with no legal move: the game is won by blocking, not by taking." },
  { name: 'one-move', definition: 'The line has exactly one solver move.' },
  { name: 'short', definition: 'The line has two or three solver moves.' },
  { name: 'long', definition: 'The line has four or five solver moves.' },
  { name: 'very-long', definition: 'The line has six or more solver moves.' },
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

const ownKing = (solver: Color): string => (solver === 'white' ? 'W' : 'B');
const theirKing = (solver: Color): string => (solver === 'white' ? 'B' : 'W');
const sacrifices = (l: LineFacts): number => l.plies.filter((p, i) => p.bySolver && p.move.jumped.length === 0 && (l.plies[i + 1]?.move.jumped.length ?? 0) > 0).length;
const longestCapture = (l: LineFacts): number => l.plies.reduce((most, p) => (p.bySolver ? Math.max(most, p.move.jumped.length) : most), 0);

/** Each theme's detector: true when the line shows the theme as THEMES defines it. */
const DETECTORS: Readonly<Record<ThemeName, (l: LineFacts) => boolean>> = {
  'free-king': (l) => solverJumps(l).some((j) => j.after[0] === ownKing(l.solver)),
  'king-capture': (l) => solverJumps(l).some((j) => j.before[0] === theirKing(l.solver)),
  'promotion-capture': (l) => l.plies.some((p) => p.bySolver && p.move.promotes && p.move.jumped.length > 0),
  promotion: (l) => l.plies.some((p) => p.bySolver && p.move.promotes && p.move.jumped.length === 0),
  'multi-capture': (l) => longestCapture(l) >= 3,
  'double-capture': (l) => longestCapture(l) === 2,
  'first-liberation': (l) => (l.plies[0]?.bySolver ?? false) && l.plies[0]!.jumps.some((j) => j.after !== '' && colourOf(j.after) === l.solver),
  'take-the-tower': (l) => solverJumps(l).some((j) => j.before.length >= 6),
  'double-sacrifice': (l) => sacrifices(l) >= 2,
  sacrifice: (l) => sacrifices(l) === 1,
  'king-move': (l) => l.plies[0] !== undefined && isKing(l.plies[0].mover),
  endgame: (l) => l.start.columns().length <= 8,
  'capture-path': (l) => l.goal.kind === 'capture-path',
  blockade: (l) => {
    const last = l.plies[l.plies.length - 1];
    return last !== undefined && last.bySolver && last.move.jumped.length === 0 && l.end.legalMoves().length === 0;
  },
  'one-move': (l) => solverMoves(l) === 1,
  short: (l) => solverMoves(l) === 2 || solverMoves(l) === 3,
  long: (l) => solverMoves(l) === 4 || solverMoves(l) === 5,
  'very-long': (l) => solverMoves(l) >= 6,
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
  checkPosition(start, 'lineThemes');
  if (!isList(line)) throw wrongType('lineThemes', 'a line (a list of moves)', line);
  for (const m of line as unknown[]) checkMove(m, 'lineThemes');
  checkGoal(goal, 'lineThemes');
  const facts = lineFacts(start, line, goal);
  return THEMES.map((t) => t.name)
    .filter((name) => DETECTORS[name](facts))
    .sort();
}
