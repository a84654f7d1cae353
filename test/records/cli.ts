// Helpers for the tests of the `bashni` command: run it in this process (main, the code the
// process runs), or as a real process from the bundle built once per run (test/cli/bundle-setup.ts)
// where the process is the point; find the corpus and the fixtures.
import { spawn, spawnSync, type ChildProcess, type ChildProcessWithoutNullStreams, type SpawnOptions, type SpawnOptionsWithoutStdio, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { main } from '../../cli/main.ts';
import type { CliIo, OutStream } from '../../cli/io.ts';

/** The repository root (where cli/bin.js lives). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** test/corpus/: the real PDN files kept in the repository (origins in its MANIFEST.md). */
export const CORPUS = fileURLToPath(new URL('../corpus/', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A stream that keeps what is written (never a terminal, never full). */
function collector(): OutStream & { text: string } {
  return {
    text: '',
    write(text: string): boolean {
      this.text += text;
      return true;
    },
    once: () => undefined,
  };
}

/**
 * Runs `bashni ARGS` in this process (cli/main.ts, as the process does), from `cwd` (default the
 * repository root), standard input `input` (default empty); standard output and error are
 * pipes as far as the command can tell, with CI set (no progress line).
 */
export async function bashni(args: readonly string[], opts: { cwd?: string; input?: string | Uint8Array } = {}): Promise<Run> {
  const stdout = collector();
  const stderr = collector();
  const io: CliIo = {
    stdout,
    stderr,
    stdin: typeof opts.input === 'string' ? Buffer.from(opts.input) : (opts.input ?? new Uint8Array(0)),
    env: { ...process.env, CI: '1', BASHNI_DEBUG: '' },
    cwd: opts.cwd ?? ROOT,
  };
  const status = await main(args, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

/** The folder of the bundle built for this run: bashni.js, bashni-worker.js, chunks/, meta.json. */
export const bundleDir = (): string => inject('bashniBundle');
/** The bundle's entry, dist/cli/bashni.js as the package ships it. */
export const bundleBin = (): string => join(bundleDir(), 'bashni.js');

export interface ProcessOptions {
  cwd?: string;
  input?: string | Uint8Array;
  /** Added to the environment (CI=1 already, so no progress line). */
  env?: Record<string, string | undefined>;
  timeout?: number;
}

/** Runs the bundle as a process, `node bashni.js ARGS`, and waits for it. */
export function bashniProcess(args: readonly string[], opts: ProcessOptions = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [bundleBin(), ...args], {
    cwd: opts.cwd ?? ROOT,
    input: opts.input,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', BASHNI_DEBUG: '', ...opts.env },
    maxBuffer: 256 << 20,
    timeout: opts.timeout,
  });
}

/** The same as a Run (status, stdout, stderr), to compare with an in-process run. */
export function processRun(args: readonly string[], opts: ProcessOptions = {}): Run {
  const r = bashniProcess(args, opts);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Starts the bundle as a process without waiting (for signals, pipes kept open or closed early, FIFOs); CI=1 added to the environment. */
export function spawnBashni(args: readonly string[], opts?: SpawnOptionsWithoutStdio): ChildProcessWithoutNullStreams;
export function spawnBashni(args: readonly string[], opts: SpawnOptions): ChildProcess;
export function spawnBashni(args: readonly string[], opts: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, [bundleBin(), ...args], { cwd: ROOT, ...opts, env: { ...process.env, CI: '1', BASHNI_DEBUG: '', ...opts.env } });
}

export const lastLine = (text: string): string => text.trimEnd().split('\n').pop() ?? '';
