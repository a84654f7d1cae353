// A perft count split at the root: one subtree per position two plies down, counted by the
// `perft` task (cli/tasks.ts) on `jobs` threads, summed per first move. Integer sums in a fixed
// order: the same figures as one count in one thread.
import type { Position } from '../engine/position.ts';
import type { VariantName } from '../engine/types.ts';
import { runOrdered } from './jobs.ts';
import { compactNumber, startProgress, type TerminalFlags } from './progress.ts';
import type { PerftTask } from './tasks.ts';
import type { CliIo } from './io.ts';

export interface PerftRoot {
  /** The FEN of `pos` as given (the threads read it again). */
  readonly fen: string;
  readonly variant: VariantName;
  readonly dedupe: boolean;
  /** At least 2. */
  readonly depth: number;
  /** Count with a table of subtree counts in each thread. */
  readonly table: boolean;
}

/** The leaves below each of pos's moves (in generateMoves order), counted in subtrees. */
export async function perftSplit(root: PerftRoot, pos: Position, jobs: number, flags: TerminalFlags, io: CliIo): Promise<number[]> {
  const { fen, variant, dedupe, depth, table } = root;
  const moves = pos.generateMoves(dedupe);
  const tasks: PerftTask[] = [];
  /** The first move of each task's subtree. */
  const first: number[] = [];
  moves.forEach((m, i) => {
    const replies = pos.play(m).generateMoves(dedupe).length;
    for (let j = 0; j < replies; j++) {
      tasks.push({ fen, variant, dedupe, path: [i, j], depth: depth - 2, table });
      first.push(i);
    }
  });
  const byMove = moves.map(() => 0);
  const progress = await startProgress({ label: `perft ${depth}`, unit: 'subtrees', total: tasks.length }, flags, io);
  try {
    let done = 0;
    let leaves = 0;
    for await (const n of runOrdered('perft', tasks, { jobs })) {
      byMove[first[done]!]! += n;
      leaves += n;
      progress.update(++done, `${compactNumber(leaves)} leaves`);
    }
  } finally {
    progress.stop();
  }
  return byMove;
}
