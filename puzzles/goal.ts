// The goal of a capture puzzle, as a puzzle file writes it and a person reads it (docs/puzzles.md):
// `win`, `material N`, `capture-path N`. A leaf: the solver, the themes and the titles import it.
import { checkString } from '../engine/argument-error.ts';

export type PuzzleGoal = { readonly kind: 'win' } | { readonly kind: 'material'; readonly min: number } | { readonly kind: 'capture-path'; readonly min: number };

/** Reads `win`, `material N`, `capture-path N` (N a whole number; material N >= 1). */
export function parseGoal(text: string): PuzzleGoal | undefined {
  // undefined is for text that is no goal; what is no text at all is the caller's mistake
  const t = checkString(text, 'parseGoal', 'a goal as written (a string)').trim().toLowerCase();
  if (t === 'win') return { kind: 'win' };
  const m = /^(material|capture-path)\s+(\d+)$/.exec(t);
  if (!m) return undefined;
  const min = Number(m[2]);
  if (m[1] === 'material') return min >= 1 ? { kind: 'material', min } : undefined;
  return { kind: 'capture-path', min };
}

export function goalText(goal: PuzzleGoal): string {
  return goal.kind === 'win' ? 'win' : `${goal.kind} ${goal.min}`;
}

/** What a person reads: `win the game`, `win 2 pieces`, `choose the capture path that nets 1`. */
export function goalDescription(goal: PuzzleGoal): string {
  if (goal.kind === 'win') return 'win the game';
  if (goal.kind === 'material') return `win ${goal.min} piece${goal.min === 1 ? '' : 's'} (net, commanded)`;
  return goal.min === 0 ? 'choose the capture path that does not lose material' : `choose the capture path that wins ${goal.min} piece${goal.min === 1 ? '' : 's'}`;
}
