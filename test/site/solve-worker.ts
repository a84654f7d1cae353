// One worker of the test run's collection check (site-run.ts): solves the puzzles it is sent
// (file, index in file), exactly as CollectionCheck's checkPuzzle would, and hands back the
// solves by solveKey; the real CollectionCheck then runs over the whole collection in the main
// thread and finds every solve already made.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readPuzzleFile, type PuzzleEntry } from '../../puzzles/file.ts';
import { puzzleSolve } from '../../puzzles/check.ts';
import type { SolveResult } from '../../puzzles/solve.ts';

const { files, nodes } = workerData as { files: string[]; nodes: number };
const entries: PuzzleEntry[] = files.flatMap((file) => readPuzzleFile(readFileSync(file, 'utf8'), file).puzzles);
const port = parentPort!;

// pulled one at a time: solve times differ by a factor of thousands, so a fixed share would leave a thread idle
port.on('message', (i: number | null) => {
  if (i === null) {
    port.close();
    return;
  }
  const solves = new Map<string, SolveResult>();
  puzzleSolve(entries[i]!, { nodes, solves });
  port.postMessage([...solves]);
});
port.postMessage({ count: entries.length });
