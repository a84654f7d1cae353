// `bashni solve (--fen FEN [--goal G] | FILE.yaml) [--max-moves N] [--nodes N] [--json]`
// Finds the solution line of a capture puzzle and says whether the puzzle is sound.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { readInputText } from './input.ts';
import { NODES_RANGE, countOption, fenOption, parseCount, variantOption } from './options.ts';
import { writeOutput } from './output.ts';
import type { VariantName } from '../engine/types.ts';
import { lineNodes, lineTexts } from '../records/annotate.ts';
import { SLOWER_MARGIN, solvePuzzle, type SolveResult } from '../puzzles/solve.ts';
import { MEMO_BOUND_TEXT } from '../puzzles/position-memo.ts';
import { GOAL_FORMS, goalDescription, goalOutOfRange, goalText, parseGoal, type PuzzleGoal } from '../puzzles/goal.ts';
import type { Position } from '../engine/position.ts';
import type { Move } from '../engine/types.ts';
import { ambiguityTexts, checkPuzzle, slowerTexts, type PuzzleCheck } from '../puzzles/check.ts';
import { excerpt, formatProblem } from '../grammar/problem.ts';
import { withSafeName } from './terminal-text.ts';
import { readPuzzleFile } from '../puzzles/file.ts';

/** `1. c3:e5 f6:d4 2. ...` with move numbers from the position (full capture paths). */
function numberedLine(start: Position, line: readonly Move[]): string {
  return lineNodes(start, line)
    .map((n) => (n.number ? `${n.number.text} ${n.text}` : n.text))
    .join(' ');
}

function describe(pos: Position, goal: PuzzleGoal, r: SolveResult): string {
  const side = pos.turn === 'white' ? 'White' : 'Black';
  const lines = [`Goal: ${side} to move: ${goalDescription(goal)} (${goalText(goal)})`];
  if (!r.found) {
    lines.push(`No solution: ${r.problems.join('; ')}`);
    return lines.join('\n') + '\n';
  }
  lines.push(`Solution (${r.moves} move${r.moves === 1 ? '' : 's'}): ${numberedLine(pos, r.line)}`);
  if (r.sound) lines.push('Sound: yes (the solving move is unique at every step)');
  else {
    lines.push(`Sound: no: ${r.problems.join('; ')}`);
    for (const text of ambiguityTexts(pos, r)) lines.push(`  ${text}`);
  }
  const slower = slowerList(pos, r);
  if (slower.length || r.slowerUndecided) {
    lines.push('Also reaching the goal, more slowly (accepted by the site):');
    for (const s of slower) lines.push(`  move ${s.step}: ${s.move} (needs ${s.moves} moves, the line needs ${s.lineMoves})`);
    if (r.slowerUndecided) lines.push('  (the search for them ran out of its node budget: there may be more)');
  }
  return lines.join('\n') + '\n';
}

/**
 * The slower moves of a solve (solvePuzzle with slowerMargin): at the solver's move `step` (1 =
 * its first, as numbered in the line), `move` (full capture path) reaches the goal in `moves`
 * solver moves, where the line needs `lineMoves`.
 */
function slowerList(pos: Position, r: SolveResult): { step: number; move: string; moves: number; lineMoves: number }[] {
  return slowerTexts(pos, r).map(({ ply, move, moves }) => {
    const step = ply / 2 + 1;
    return { step, move, moves, lineMoves: r.moves - step + 1 };
  });
}

function resultJson(pos: Position, goal: PuzzleGoal, r: SolveResult): object {
  return {
    goal: goalText(goal),
    found: r.found,
    sound: r.sound,
    aborted: r.aborted,
    moves: r.moves,
    solution: lineTexts(pos, r.line),
    slower: slowerList(pos, r).map(({ step, move, moves }) => ({ step, move, moves })),
    slowerUndecided: r.slowerUndecided,
    problems: r.problems,
    nodes: r.nodes,
  };
}

/**
 * Tries the strongest goal first: a win, then the largest material gain. The slower moves are
 * searched for the goal kept only (a material gain is known to be the largest once the next one
 * fails, so its solve is run again with them).
 */
function solveAny(pos: Position, maxMoves: number, nodes: number): { goal: PuzzleGoal; result: SolveResult } {
  const win = solvePuzzle(pos, { kind: 'win' }, { maxMoves, nodes, slowerMargin: SLOWER_MARGIN });
  if (win.found) return { goal: { kind: 'win' }, result: win };
  let best: { goal: PuzzleGoal; result: SolveResult } | undefined;
  for (let n = 1; n <= 24; n++) {
    const goal: PuzzleGoal = { kind: 'material', min: n };
    const r = solvePuzzle(pos, goal, { maxMoves, nodes });
    if (!r.found) {
      if (!best) best = { goal, result: r };
      break;
    }
    best = { goal, result: r };
  }
  if (best!.result.found) best = { goal: best!.goal, result: solvePuzzle(pos, best!.goal, { maxMoves, nodes, slowerMargin: SLOWER_MARGIN }) };
  return best!;
}

export function registerSolve(program: Command, io: CliIo): void {
  program
    .command('solve')
    .description('Find the solution line of a capture puzzle (a FEN and a goal, or a puzzle file) and say whether it is sound.')
    .argument('[file]', "puzzle file (YAML, see docs/puzzles.md; '-' = standard input)")
    .option('--fen <fen>', 'the puzzle position')
    .option('--goal <goal>', "win, 'material N' or 'capture-path N' (default: a win, else the largest material gain)")
    .addOption(variantOption())
    .option('--max-moves <n>', 'longest solution tried, in moves of the solving side, 1..30 (default: 5 with --fen, the stored length for a file)')
    .addOption(countOption('--nodes <n>', `node budget per puzzle, 1..10^12 (${MEMO_BOUND_TEXT})`, 2_000_000))
    .option('--json', 'machine-readable output')
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .action(async (file: string | undefined, opts: { fen?: string; goal?: string; variant: VariantName; maxMoves?: string; nodes: string; json?: boolean; output?: string }) => {
      const nodes = parseCount(opts.nodes, '--nodes', NODES_RANGE);
      if ((file === undefined) === (opts.fen === undefined)) throw new UsageError('give either --fen FEN or a puzzle FILE');
      if (opts.fen !== undefined) {
        const pos = fenOption(opts.fen, opts.variant);
        const maxMoves = opts.maxMoves !== undefined ? parseCount(opts.maxMoves, '--max-moves', { min: 1, max: 30 }) : 5;
        let goal: PuzzleGoal;
        let r: SolveResult;
        if (opts.goal !== undefined) {
          const g = parseGoal(opts.goal);
          if (!g) throw new UsageError(`--goal '${excerpt(opts.goal)}': ${goalOutOfRange(opts.goal) ? 'N is past any count of pieces' : 'not a goal'} (${GOAL_FORMS})`);
          goal = g;
          r = solvePuzzle(pos, goal, { maxMoves, nodes, slowerMargin: SLOWER_MARGIN });
        } else ({ goal, result: r } = solveAny(pos, maxMoves, nodes));
        if (opts.json) writeOutput(io, JSON.stringify(resultJson(pos, goal, r), null, 2) + '\n', opts.output, [], 'json');
        else writeOutput(io, describe(pos, goal, r), opts.output, [], 'text');
        io.exitCode = r.found && r.sound ? 0 : 1;
        return;
      }
      if (opts.goal !== undefined) throw new UsageError('--goal goes with --fen; a puzzle file states its goal');
      const text = await readInputText(io, file!);
      const read = readPuzzleFile(text, file);
      const out: string[] = [];
      const json: object[] = [];
      let bad = read.errors.length;
      for (const e of read.errors) out.push(formatProblem(withSafeName(e)));
      const maxMoves = opts.maxMoves !== undefined ? parseCount(opts.maxMoves, '--max-moves', { min: 1, max: 30 }) : undefined;
      for (const entry of read.puzzles) {
        const check: PuzzleCheck = checkPuzzle(entry, { nodes, maxMoves });
        if (!check.ok) bad++;
        json.push({
          id: entry.spec.id,
          ...resultJson(entry.position, entry.spec.goal, check.result),
          matchesStored: check.matchesStored,
          problems: check.problems.map((p) => formatProblem(withSafeName(p))),
        });
        out.push(`${entry.spec.id}: ${describe(entry.position, entry.spec.goal, check.result).trimEnd().replace(/\n/g, '\n  ')}`);
        for (const p of check.problems) out.push(`  ${formatProblem(withSafeName(p))}`);
        if (check.ok) out.push('  Stored solution: matches');
      }
      if (opts.json) writeOutput(io, JSON.stringify(json, null, 2) + '\n', opts.output, [file!], 'json');
      else writeOutput(io, out.join('\n') + '\n', opts.output, [file!], 'text');
      io.exitCode = bad ? 1 : 0;
    });
}
