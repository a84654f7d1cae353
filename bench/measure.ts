// Measuring a `bashni` command from outside: run it in a child process (bench/cli-child.ts),
// standard output to /dev/null or a file, and read back its wall time, exit status and peak
// memory (the child's own maxRSS, so the bench process itself does not count).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const OUT_DIR = fileURLToPath(new URL('./out/', import.meta.url));
const CHILD = fileURLToPath(new URL('./cli-child.ts', import.meta.url));
/**
 * With BENCH_CLI=bundle the child runs the built bundle (`npm run build` first), as `npx bashni`
 * does, without tsx's start-up; BENCH_CLI=PATH runs the bundle at PATH (a copy, for a long run
 * while the sources change).
 */
const BUNDLE = process.env.BENCH_CLI === 'bundle' ? fileURLToPath(new URL('../dist/cli/bashni.js', import.meta.url)) : process.env.BENCH_CLI ? process.env.BENCH_CLI : undefined;
/** What cli-child.ts does at exit, for the bundle: peak memory (KB) and CPU time (microseconds) to BENCH_RSS_FILE. */
const EXIT_HOOK =
  'data:text/javascript,' +
  encodeURIComponent(
    "import{writeFileSync}from'node:fs';process.on('exit',()=>{const r=process.resourceUsage();if(process.env.BENCH_RSS_FILE)writeFileSync(process.env.BENCH_RSS_FILE,`${r.maxRSS} ${r.userCPUTime+r.systemCPUTime}`)});",
  );

export interface CommandRun {
  readonly status: number | null;
  readonly seconds: number;
  readonly peakMb: number;
  /** CPU time of the child, user and system (what a loaded machine does not stretch). */
  readonly cpuSeconds: number;
  /** The last lines of standard error (a few hundred characters). */
  readonly stderrTail: string;
}

/** Runs `bashni ARGS`, standard output to `stdoutFile` (default /dev/null). */
export function runCommand(args: readonly string[], stdoutFile = '/dev/null'): CommandRun {
  mkdirSync(OUT_DIR, { recursive: true });
  const rssFile = `${OUT_DIR}rss-${process.pid}.txt`;
  const errFile = `${OUT_DIR}stderr-${process.pid}.txt`;
  const out = openSync(stdoutFile, 'w');
  const err = openSync(errFile, 'w');
  const t0 = performance.now();
  const r = spawnSync(process.execPath, BUNDLE ? ['--import', EXIT_HOOK, BUNDLE, ...args] : ['--import', 'tsx', CHILD, ...args], {
    stdio: ['ignore', out, err],
    env: { ...process.env, CI: '1', BENCH_RSS_FILE: rssFile },
  });
  const seconds = (performance.now() - t0) / 1000;
  closeSync(out);
  closeSync(err);
  let peakMb = NaN;
  let cpuSeconds = NaN;
  try {
    const [rss, cpu] = readFileSync(rssFile, 'utf8').split(' ');
    peakMb = Number(rss) / 1024;
    cpuSeconds = Number(cpu) / 1e6;
  } catch {
    // the child died before writing it
  }
  const stderr = readFileSync(errFile, 'utf8');
  rmSync(rssFile, { force: true });
  rmSync(errFile, { force: true });
  return { status: r.status, seconds, peakMb, cpuSeconds, stderrTail: stderr.slice(-400) };
}

export const mb = (bytes: number): string => (bytes / (1 << 20)).toFixed(1);
