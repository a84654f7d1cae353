// `--jobs`: what worker threads buy, whole process, through the bundle a user runs (built fresh
// into bench/out/cli/, dist/ left alone).
// - annotate of 20 games (the first 20 of test/records/fixtures/engine-selfplay.pdn, 1,751 plies) at depth 6 with
//   --jobs 1 and --jobs 2; aim: 2 jobs at least 1.7 times faster on a 2-core machine;
// - `bashni perft 10` (default jobs: every core) against the leaf rate of the naive reference
//   generator of test/engine/reference.ts (a plain single-threaded perft); aim: 30 times;
// - verify of 25 MB (test/records/fixtures/engine-selfplay.pdn 100 times over) with --jobs 1 and --jobs 2.
// Each pair's outputs must be the same bytes. The load average and each run's CPU time (GNU time)
// are printed: on a shared machine other work takes cores from these runs, and CPU time shows
// what the threads cost beside what they save. Run alone with `npm run bench -- jobs`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bundleCli } from '../scripts/build.ts';
import { Position } from '../engine/position.ts';
import { referencePerft } from '../test/engine/reference.ts';
import { toRef } from '../test/engine/helpers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('./out/', import.meta.url));
const bin = `${outDir}cli/bashni.js`;

mkdirSync(outDir, { recursive: true });
await bundleCli(`${outDir}cli`);

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`machine: ${availableParallelism()} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; load average ${load()}`);

/** GNU time, where there is one: the CPU time of each run (all its threads) beside the wall time. */
const GNU_TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const cpuFile = `${outDir}cpu.txt`;

/** Runs the bundle; gives its wall time and CPU time in seconds (NaN without GNU time) and its output. */
function timed(args: string[]): { seconds: number; cpu: number; stdout: string } {
  const command = GNU_TIME ? [GNU_TIME, '-f', '%U %S', '-o', cpuFile, process.execPath] : [process.execPath];
  const t0 = performance.now();
  const r = spawnSync(command[0]!, [...command.slice(1), bin, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 256 << 20, env: { ...process.env, CI: '1' } });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0 && r.status !== 1) throw new Error(`bashni ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  const cpu = GNU_TIME
    ? readFileSync(cpuFile, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number)
        .reduce((a, b) => a + b, 0)
    : NaN;
  return { seconds, cpu, stdout: r.stdout };
}

let bad = 0;
function pair(name: string, args: string[], aim?: number): void {
  const one = timed([...args, '--jobs', '1']);
  const two = timed([...args, '--jobs', '2']);
  const same = one.stdout === two.stdout;
  if (!same) bad++;
  const speedup = one.seconds / two.seconds;
  const verdict = aim === undefined ? '' : `; aim ${aim}x ${speedup >= aim ? 'met' : 'NOT met'}`;
  console.log(
    `${name}: --jobs 1 ${one.seconds.toFixed(2)} s (CPU ${one.cpu.toFixed(2)} s), --jobs 2 ${two.seconds.toFixed(2)} s (CPU ${two.cpu.toFixed(2)} s): ` +
      `${speedup.toFixed(2)}x${verdict}; outputs ${same ? 'identical' : 'DIFFER'} (load ${load()})`,
  );
}

// annotate: the first 20 games of the published self-play collection
const twenty = `${outDir}selfplay-20.pdn`;
writeFileSync(
  twenty,
  readFileSync(`${root}test/records/fixtures/engine-selfplay.pdn`, 'utf8')
    .split(/(?=^\[Event )/m)
    .slice(0, 20)
    .join(''),
);
pair('annotate 20 games, depth 6', ['annotate', twenty, '--depth', '6'], 1.7);

// perft 10, whole process, against the reference generator's leaf rate
const start = Position.initial('bashni');
const t0 = performance.now();
const refLeaves = referencePerft(toRef(start), 5);
const refSeconds = (performance.now() - t0) / 1000;
const refRate = refLeaves / refSeconds;
const runs = [0, 1, 2].map(() => timed(['perft', '10']));
const perft = runs.map((r) => r.seconds).sort((a, b) => a - b)[1]!;
const right = runs.every((r) => r.stdout === '22092783\n');
if (!right) bad++;
const ratio = 22092783 / perft / refRate;
console.log(
  `perft 10 (22,092,783 leaves), whole process, median of 3: ${perft.toFixed(2)} s (CPU ${runs.map((r) => r.cpu.toFixed(2)).join(', ')} s), ${(22092783 / perft / 1e6).toFixed(1)} M leaves/s${right ? '' : ' (WRONG COUNT)'}; ` +
    `reference generator: ${Math.round(refRate).toLocaleString('en')} leaves/s (perft 5 in ${refSeconds.toFixed(2)} s): ${ratio.toFixed(0)}x; aim 30x ${ratio >= 30 ? 'met' : 'NOT met'} (load ${load()})`,
);

// verify of a large input
const big = `${outDir}selfplay-x100.pdn`;
if (!existsSync(big) || statSync(big).size !== statSync(`${root}test/records/fixtures/engine-selfplay.pdn`).size * 100) {
  writeFileSync(big, readFileSync(`${root}test/records/fixtures/engine-selfplay.pdn`, 'utf8').repeat(100));
}
const bigGames = (readFileSync(big, 'utf8').match(/^\[Event /gm) ?? []).length;
pair(`verify ${(statSync(big).size / (1 << 20)).toFixed(0)} MB (${bigGames.toLocaleString('en')} games)`, ['verify', big]);

if (bad) process.exitCode = 1;
