// The goals of a lesson stage (learn/*.yaml): what the player's one move must do, checked by the
// engine on the position before and after the move. Browser-safe and small (engine only): the
// lesson pages check the player's moves with it, and the lesson check (lesson.ts) proves every
// stage with it at build time.
import { NO_PROGRESS_PLIES } from '../engine/history.ts';
import type { Position } from '../engine/position.ts';
import type { Color, Move } from '../engine/types.ts';

/**
 * - `answers`: one of the stage's stated answers, nothing else;
 * - `capture`: any capture (the point: capturing is mandatory, any capture will do);
 * - `captures N`: a capture that takes N commanders or more;
 * - `promote`: the moving commander becomes a king (also in the middle of a capture);
 * - `free`: a jumped column is left commanded by the mover's own piece (a prisoner freed);
 *   `free-king`: the freed piece is a king;
 * - `material N`: the mover's commanded pieces minus the opponent's grow by N or more;
 * - `win`: the opponent, to move, has no legal move (R11);
 * - `draw`: the move completes 15 moves by each side without a capture or a man move (R12).
 */
export type LessonGoal = { readonly kind: 'answers' | 'capture' | 'promote' | 'free' | 'free-king' | 'win' | 'draw' } | { readonly kind: 'captures' | 'material'; readonly min: number };

const SIMPLE = ['answers', 'capture', 'promote', 'free', 'free-king', 'win', 'draw'] as const;

/** Reads `capture`, `captures 2`, `material 1`...; undefined when it is none of them. */
export function parseLessonGoal(text: string): LessonGoal | undefined {
  const t = text.trim();
  const simple = SIMPLE.find((k) => k === t);
  if (simple) return { kind: simple };
  const m = /^(captures|material) ([1-9][0-9]?)$/.exec(t);
  if (!m) return undefined;
  return { kind: m[1] as 'captures' | 'material', min: Number(m[2]) };
}

export function lessonGoalText(goal: LessonGoal): string {
  return 'min' in goal ? `${goal.kind} ${goal.min}` : goal.kind;
}

const colorOf = (letter: string): Color => (letter === 'w' || letter === 'W' ? 'white' : 'black');

/** The pieces `side` commands: its own pieces in the top layer of each column it commands (docs/puzzles.md "Goals"). */
export function commandedPieces(pos: Position, side: Color): number {
  let n = 0;
  for (const [, column] of pos.columns()) {
    if (colorOf(column[0]!) !== side) continue;
    let i = 0;
    while (i < column.length && colorOf(column[i]!) === side) i++;
    n += i;
  }
  return n;
}

const net = (pos: Position, side: Color) => commandedPieces(pos, side) - commandedPieces(pos, side === 'white' ? 'black' : 'white');

/**
 * Whether `move` (legal in `before`) reaches the goal. `answers` is met only through the stage's
 * answers, which the caller compares (lessonAccepts).
 */
export function meetsLessonGoal(before: Position, move: Move, goal: LessonGoal): boolean {
  const mover = before.turn;
  const after = before.play(move);
  switch (goal.kind) {
    case 'answers':
      return false;
    case 'capture':
      return move.jumped.length > 0;
    case 'captures':
      return move.jumped.length >= goal.min;
    case 'promote':
      return move.promotes;
    case 'free':
    case 'free-king':
      return move.jumped.some((sq) => {
        const top = after.column(sq)?.[0];
        return top !== undefined && colorOf(top) === mover && (goal.kind === 'free' || top === top.toUpperCase());
      });
    case 'material':
      return net(after, mover) - net(before, mover) >= goal.min;
    case 'win':
      return after.outcome()?.winner === mover;
    case 'draw':
      return after.outcome() === undefined && after.halfmoves >= NO_PROGRESS_PLIES;
  }
}

/** The stage takes the move: one of its answers (full move texts, compared as written by makeMoveText with full captures), or any move reaching its goal. */
export function lessonAccepts(before: Position, move: Move, goal: LessonGoal, answers: readonly string[], fullText: string): boolean {
  return answers.includes(fullText) || meetsLessonGoal(before, move, goal);
}
