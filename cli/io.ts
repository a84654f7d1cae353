// Where a command reads and writes: CliIo (the process's streams, or a caller's when the command
// runs in process), and what happens when the process's standard output cannot be written.
import { fstatSync, readFileSync, statSync } from 'node:fs';
import { errnoText } from './usage-error.ts';

/** Where a command writes: the process's stdout or stderr, or anything that takes text (a test's buffer). */
export interface OutStream {
  /** false: wait for 'drain' before writing more (a slow reader). */
  write(text: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
  /** The file descriptor behind the stream (the process's standard output: 1), to tell which file it writes. */
  readonly fd?: number;
  hasColors?(): boolean;
}

/**
 * Everything a command reads from or writes to outside its files: `main(argv, io)` runs a command
 * on these, so the same code serves the process (processIo) and a caller in the same process.
 * Relative paths are read against `cwd`.
 */
export interface CliIo {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /** Standard input (`-`): its bytes, or a stream (the process's, read as it comes). */
  readonly stdin: Uint8Array | NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /**
   * The verdict so far, set by the command as soon as it is known (verify: 1 at the first invalid
   * game): what main returns, and what a closed pipe ends the process with (quietOnClosedPipe).
   */
  exitCode?: number;
}

/** The process's own streams, environment and directory. */
export function processIo(): CliIo {
  return {
    stdout: standardOutputClosed() ? closedStandardOutput() : process.stdout,
    stderr: process.stderr,
    // read only when a command reads standard input: made on first use, as process.stdin is
    get stdin() {
      return process.stdin;
    },
    env: process.env,
    cwd: process.cwd(),
  };
}

/** The access mode bits of a file descriptor's flags in /proc/PID/fdinfo (octal, as Linux prints them), and read-write. */
const O_ACCMODE = 0o3;
const O_RDWR = 0o2;

/**
 * Whether the process started with its standard output closed (`bashni ... >&-`). Node then puts
 * /dev/null on descriptor 1 itself, opened read-write, and every write would vanish with exit 0.
 * A shell's `> /dev/null` opens it write-only, so /dev/null read-write on descriptor 1 is taken
 * as closed (`1<> /dev/null` would be too: nobody asks for that). Linux only (/proc); elsewhere
 * a closed standard output goes unnoticed, as before.
 */
function standardOutputClosed(): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'))?.[1];
    return flags !== undefined && (parseInt(flags, 8) & O_ACCMODE) === O_RDWR && statSync('/dev/null').rdev === fstatSync(1).rdev;
  } catch {
    return false;
  }
}

/** Standard output that was closed: the first write fails as `ls` does (one line, exit 2). Nothing written, nothing said. */
function closedStandardOutput(): OutStream {
  return {
    write(): boolean {
      process.stderr.write('bashni: cannot write standard output: bad file descriptor\n');
      process.exit(2);
    },
    once: () => undefined,
  };
}

/** Exit status of a command whose reader went away before it was done: as if killed by SIGPIPE. */
const CLOSED_PIPE_EXIT = 141;

/**
 * Standard output that cannot be written ends the process with one line and no stack trace:
 * - the reader stopped early (`| head`, EPIPE): quietly, with the command's exit code when it has
 *   set one (its verdict is known: verify sets 1 as soon as it has seen an invalid game), else
 *   141, as a process killed by SIGPIPE; never a claim of success for work not done;
 * - any other failure (`> /dev/full`): `bashni: cannot write standard output: no space left on
 *   device`, exit 2.
 * For the process only (cli/run.ts): a stream error arrives outside the command's own code.
 */
export function quietOnClosedPipe(io: CliIo): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') process.exit(io.exitCode ?? CLOSED_PIPE_EXIT);
    process.stderr.write(`bashni: cannot write standard output: ${errnoText(e)}\n`);
    process.exit(2);
  });
  // nowhere to report a failing standard error: the exit code still tells
  process.stderr.on('error', () => {});
}
