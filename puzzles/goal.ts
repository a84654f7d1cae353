// The goal of a capture puzzle, as a puzzle file writes it and a person reads it (docs/puzzles.md):
// `win`, `material N`, `capture-path N`. A leaf: the solver, the themes and the titles import it.
import { checkString, checkWhole, outOfRange, wrongType } from '../engine/argument-error.ts';

export type PuzzleGoal = { readonly kind: 'win' } | { readonly kind: 'material'; readonly min: number } | { readonly kind: 'capture-path'; readonly min: number };

/**
 * The largest N of `material N` and `capture-path N`: 48. The net commanded pieces of a side run
 * from -24 to +24 (a board holds at most 24 pieces, 12 a side; lasca 22), so no gain is larger;
 * a larger N could never be met, and one past 2^53 was read as a float (`material 1e+23`).
 */
export const MAX_GOAL_PIECES = 48;

/** The `material N` or `capture-path N` of a goal text, N as written (digits); undefined for any other text. */
const countGoal = (text: string): { kind: 'material' | 'capture-path'; digits: string } | undefined => {
  const m = /^(material|capture-path)\s+(\d+)$/.exec(text.trim().toLowerCase());
  return m ? { kind: m[1] as 'material' | 'capture-path', digits: m[2]! } : undefined;
};

/** Reads `win`, `material N` (1..MAX_GOAL_PIECES), `capture-path N` (0..MAX_GOAL_PIECES). */
export function parseGoal(text: string): PuzzleGoal | undefined {
  // undefined is for text that is no goal; what is no text at all is the caller's mistake
  const written = checkString(text, 'parseGoal', 'a goal as written (a string)');
  if (written.trim().toLowerCase() === 'win') return { kind: 'win' };
  const count = countGoal(written);
  if (!count || goalOutOfRange(written)) return undefined;
  const min = Number(count.digits);
  if (count.kind === 'material') return min >= 1 ? { kind: 'material', min } : undefined;
  return { kind: 'capture-path', min };
}

/** True for `material N` or `capture-path N` written right but with N past MAX_GOAL_PIECES (parseGoal reads neither). */
export function goalOutOfRange(text: string): boolean {
  const count = countGoal(text);
  // compared as digits: a number of 400 digits is Infinity, of 23 a float
  const digits = count?.digits.replace(/^0+(?=\d)/, '');
  return digits !== undefined && (digits.length > 2 || Number(digits) > MAX_GOAL_PIECES);
}

/** What a goal may be, for a message: `win, 'material N' (N 1..48) or 'capture-path N' (N 0..48)`. */
export const GOAL_FORMS = `win, 'material N' (N from 1 to ${MAX_GOAL_PIECES}) or 'capture-path N' (N from 0 to ${MAX_GOAL_PIECES})`;

/** A goal as parseGoal gives it (`{ kind: 'win' }`, `{ kind: 'material', min }`, `{ kind: 'capture-path', min }`). */
export function checkGoal(value: unknown, where: string): PuzzleGoal {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw wrongType(where, "a goal ({ kind: 'win' | 'material' | 'capture-path', min }), as parseGoal gives", value);
  const g = value as Record<string, unknown>;
  if (g.kind === 'win') return value as PuzzleGoal;
  if (g.kind !== 'material' && g.kind !== 'capture-path') throw outOfRange(where, "a goal's kind is 'win', 'material' or 'capture-path'", g.kind);
  checkWhole(g.min, where, `a ${g.kind} goal's min`, g.kind === 'material' ? 1 : 0, MAX_GOAL_PIECES);
  return value as PuzzleGoal;
}

export function goalText(goal: PuzzleGoal): string {
  checkGoal(goal, 'goalText');
  return goal.kind === 'win' ? 'win' : `${goal.kind} ${goal.min}`;
}

/** What a person reads: `win the game`, `win 2 pieces`, `choose the capture path that nets 1`. */
export function goalDescription(goal: PuzzleGoal): string {
  checkGoal(goal, 'goalDescription');
  if (goal.kind === 'win') return 'win the game';
  if (goal.kind === 'material') return `win ${goal.min} piece${goal.min === 1 ? '' : 's'} (net, commanded)`;
  return goal.min === 0 ? 'choose the capture path that does not lose material' : `choose the capture path that wins ${goal.min} piece${goal.min === 1 ? '' : 's'}`;
}
