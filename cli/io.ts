// Shared plumbing of the `bashni` commands: reading inputs, the options several commands share
// (variant, FEN, encoding), writing outputs, and usage errors that end in one line and exit 2
// (never a stack trace).
import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { INITIAL_FEN, parseFen } from '../engine/fen.ts';
import { parseVariantName } from '../engine/variant.ts';
import type { Position } from '../engine/position.ts';
import type { VariantName } from '../engine/types.ts';
import { parseEncodingName, type PdnEncoding } from '../grammar/decode.ts';
import { AtomicFile } from './atomic-file.ts';
import { safeText } from './terminal-text.ts';

/**
 * A problem the user caused (bad flag, unreadable file, bad FEN): one line on stderr, exit 2.
 * The message is made terminal-safe here (it may quote a file name or a value from the input).
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(safeText(message));
  }
}

/** Why a system call failed, in words (`no space left on device`), for one-line messages. */
function errnoText(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EFBIG':
      return 'file too large';
    case 'EROFS':
      return 'read-only file system';
    case 'EIO':
      return 'input/output error';
    case 'EPIPE':
      return 'broken pipe';
    default:
      return String((e as Error)?.message ?? e);
  }
}

/** The one-line usage error for an input that cannot be read (`PATH: cannot read: no such file`). */
export function cannotRead(path: string, e: unknown): UsageError {
  return new UsageError(`${path}: cannot read: ${errnoText(e)}`);
}

/** The one-line usage error for an output that cannot be written (`PATH: cannot write: no space left on device`). */
export function cannotWrite(path: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException)?.code;
  return new UsageError(`${path}: cannot write: ${code === 'ENOENT' ? 'no such directory' : errnoText(e)}`);
}

/**
 * Largest input read whole (puzzle YAML, a perft suite): a larger one (or an endless one such as
 * /dev/zero) is refused with one line instead of filling the memory.
 */
const MAX_WHOLE_INPUT_BYTES = 64 << 20;

/** Reads a whole input as bytes (at most MAX_WHOLE_INPUT_BYTES); `-` is standard input. */
function readInputBytes(path: string): Uint8Array {
  const name = path === '-' ? '<stdin>' : path;
  let fd: number;
  try {
    fd = path === '-' ? 0 : openSync(path, 'r');
  } catch (e) {
    throw cannotRead(name, e);
  }
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, MAX_WHOLE_INPUT_BYTES + 1 - size));
      let n: number;
      try {
        n = readSync(fd, chunk, 0, chunk.length, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
          // a non-blocking standard input with nothing yet: wait a little, read again
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
          continue;
        }
        throw cannotRead(name, e);
      }
      if (n === 0) break;
      parts.push(n === chunk.length ? chunk : chunk.subarray(0, n));
      size += n;
      if (size > MAX_WHOLE_INPUT_BYTES) throw new UsageError(`${name}: cannot read: larger than the limit of ${MAX_WHOLE_INPUT_BYTES >> 20} MB`);
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
}

/** Reads a whole input as UTF-8 text (BOM dropped); `-` is standard input. */
export function readInputText(path: string): string {
  return new TextDecoder('utf-8').decode(readInputBytes(path));
}

/** The `--variant` option checked (default bashni). */
export function variantOption(text: string | undefined): VariantName {
  if (text === undefined) return 'bashni';
  const v = parseVariantName(text);
  if (!v) throw new UsageError(`unknown variant '${text}' (bashni, bashni-turkish, russian)`);
  return v;
}

/** The `--fen` option read by the engine (default the initial position). */
export function fenOption(text: string | undefined, variant: VariantName): Position {
  const r = parseFen(text ?? INITIAL_FEN, variant);
  if (!r.ok) throw new UsageError(`bad FEN (${r.error.code}): ${r.error.message}`);
  return r.value;
}

/** The `--encoding` option checked: undefined (detect) or one the grammar's decoder knows. */
export function encodingOption(name: string | undefined): PdnEncoding | undefined {
  if (name === undefined) return undefined;
  const enc = parseEncodingName(name);
  if (!enc) throw new UsageError(`unknown encoding '${name}' (utf-8, cp1251, cp866, latin1)`);
  return enc;
}

/** Parses a non-negative integer option, or throws a UsageError naming the option. */
export function parseCount(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got '${value}'`);
  return Number(value);
}

/** True when both paths name the same file (also through links or `./`). */
function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  try {
    const sa = statSync(a);
    const sb = statSync(b);
    return sa.ino === sb.ino && sa.dev === sb.dev;
  } catch {
    try {
      return realpathSync(a) === realpathSync(b);
    } catch {
      return false;
    }
  }
}

/** Throws a UsageError when `-o FILE` names one of the inputs (also through another spelling or a link). */
export function refuseOverwrite(outFile: string | undefined, inputs: readonly string[]): void {
  if (outFile === undefined || outFile === '-') return;
  for (const input of inputs) if (input !== '-' && sameFile(outFile, input)) throw new UsageError(`${outFile}: refusing to overwrite the input file`);
}

/**
 * What an output is: `data` (a file format: PDN, YAML) is written as it is, escaped only for a
 * terminal; `text` (a report for people) is always terminal-safe; `json` is written as it is
 * (JSON escapes control characters itself). See cli/terminal-text.ts.
 */
export type OutputKind = 'data' | 'text' | 'json';

/** The text as it goes to standard output (see OutputKind). */
export function forStdout(text: string, kind: OutputKind): string {
  return kind === 'text' || (kind === 'data' && process.stdout.isTTY) ? safeText(text) : text;
}

/**
 * Writes to `-o FILE` when given, else to standard output. Never writes over an input. A file is
 * replaced atomically (cli/atomic-file.ts): on any failure the old file stays as it was.
 */
export function writeOutput(text: string, outFile: string | undefined, inputs: readonly string[] = [], kind: OutputKind = 'data'): void {
  if (outFile === undefined || outFile === '-') {
    process.stdout.write(forStdout(text, kind));
    return;
  }
  refuseOverwrite(outFile, inputs);
  const file = openOutputFile(outFile);
  try {
    file.write(kind === 'text' ? safeText(text) : text);
    file.commit();
  } catch (e) {
    file.abort();
    throw cannotWrite(outFile, e);
  }
}

/** Starts the atomic replacement of `-o FILE` (write, then commit or abort); a UsageError when it cannot be created. */
export function openOutputFile(outFile: string): AtomicFile {
  try {
    return AtomicFile.open(outFile);
  } catch (e) {
    throw cannotWrite(outFile, e);
  }
}

/** Exit status of a command whose reader went away before it was done: as if killed by SIGPIPE. */
const CLOSED_PIPE_EXIT = 141;

/**
 * Standard output that cannot be written ends the command with one line and no stack trace:
 * - the reader stopped early (`| head`, EPIPE): quietly, with the command's exit code when it has
 *   set one (its verdict is known: verify sets 1 as soon as it has seen an invalid game), else
 *   141, as a process killed by SIGPIPE; never a claim of success for work not done;
 * - any other failure (`> /dev/full`): `bashni: cannot write standard output: no space left on
 *   device`, exit 2.
 */
export function quietOnClosedPipe(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') process.exit(process.exitCode ?? CLOSED_PIPE_EXIT);
    process.stderr.write(`bashni: cannot write standard output: ${errnoText(e)}\n`);
    process.exit(2);
  });
  // nowhere to report a failing standard error: the exit code still tells
  process.stderr.on('error', () => {});
}
