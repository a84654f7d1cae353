// Startup of the `bashni` command as a user gets it (the esbuild bundle of the package's `bin`),
// whole process, against bare `node -e 0` in the same run: `--version`, `perft 1`, and `verify`
// of one small game. The bundle is built fresh from the sources into bench/out/cli/ (dist/ is left
// alone). The commands run in turns, five rounds, and each figure is the median of its five runs,
// so a busy moment of a shared machine falls on all of them alike.
// Aims: --version and perft 1 at most 2.5 times bare node; verify of one game at most 4 times.
// Run alone with `npm run bench -- startup`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleCli } from '../scripts/build.ts';

const ROUNDS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('./out/cli', import.meta.url));
const bin = `${outDir}/bashni.js`;
const game = `${root}test/records/fixtures/missing-capture.pdn`;

interface Case {
  name: string;
  args: string[];
  /** The output the run must give (a broken bundle must not look fast). */
  stdout: RegExp;
  /** Exit code the run must end with. */
  status: number;
  /** At most this many times bare node, or undefined for the reference itself. */
  aim?: number;
}

const cases: Case[] = [
  { name: 'node -e 0', args: ['-e', '0'], stdout: /^$/, status: 0 },
  { name: 'bashni --version', args: [bin, '--version'], stdout: /^\d+\.\d+\.\d+/, status: 0, aim: 2.5 },
  { name: 'bashni perft 1', args: [bin, 'perft', '1'], stdout: /^7\n$/, status: 0, aim: 2.5 },
  // a one-game fixture whose move is invalid: the whole path (parse, replay, legal moves) runs
  { name: 'bashni verify (1 game)', args: [bin, 'verify', game], stdout: /1 games: 0 valid, 1 invalid\n$/, status: 1, aim: 4 },
];

await bundleCli(outDir);

const times = new Map<Case, number[]>(cases.map((c) => [c, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    const t0 = performance.now();
    const run = spawnSync(process.execPath, c.args, { encoding: 'utf8', cwd: root });
    const ms = performance.now() - t0;
    if (run.status !== c.status || !c.stdout.test(run.stdout)) {
      throw new Error(`${c.name}: unexpected result (exit ${run.status}):\n${run.stdout}${run.stderr}`);
    }
    times.get(c)!.push(ms);
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const bare = median(times.get(cases[0]!)!);
let missed = 0;
for (const c of cases) {
  const ms = median(times.get(c)!);
  const ratio = ms / bare;
  const verdict = c.aim === undefined ? '' : `, aim at most ${c.aim}x: ${ratio <= c.aim ? 'met' : 'NOT met'}`;
  if (c.aim !== undefined && ratio > c.aim) missed++;
  process.stdout.write(`${c.name.padEnd(24)} ${ms.toFixed(0).padStart(5)} ms  ${ratio.toFixed(2)}x bare node (median of ${ROUNDS}; min ${Math.min(...times.get(c)!).toFixed(0)} ms)${verdict}\n`);
}
if (missed) process.exitCode = 1;
