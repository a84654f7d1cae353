// Writing a command's output: standard output (escaped for a terminal as the output's kind asks)
// or `-o FILE` replaced atomically, never over an input.
import { fstatSync, realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { AtomicFile } from './atomic-file.ts';
import type { CliIo } from './io.ts';
import { pathIn } from './input.ts';
import { safeText } from './terminal-text.ts';
import { UsageError, cannotWrite, shortPath } from './usage-error.ts';

/** True when both paths (absolute) name the same file (also through links or `./`). */
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

/** Whether the process's standard input (descriptor 0) is the file at `path` (`< in.pdn`): same device and inode. */
function stdinIsFile(io: Partial<Pick<CliIo, 'stdin'>>, path: string): boolean {
  // a caller's bytes or stream (in process) is no file
  if (io.stdin === undefined || (io.stdin as { fd?: unknown }).fd !== 0) return false;
  try {
    const out = statSync(path);
    const stdin = fstatSync(0);
    return stdin.isFile() && out.ino === stdin.ino && out.dev === stdin.dev;
  } catch {
    return false;
  }
}

/**
 * Throws a UsageError when `-o FILE` names one of the inputs (also through another spelling or a
 * link), or when an input is `-` and standard input is that very file (`convert - -o in.pdn < in.pdn`).
 */
export function refuseOverwrite(io: Pick<CliIo, 'cwd'> & Partial<Pick<CliIo, 'stdin'>>, outFile: string | undefined, inputs: readonly string[]): void {
  if (outFile === undefined || outFile === '-') return;
  const out = pathIn(io, outFile);
  for (const input of inputs) {
    if (input === '-' ? stdinIsFile(io, out) : sameFile(out, pathIn(io, input))) throw new UsageError(`${shortPath(outFile)}: refusing to overwrite the input file`);
  }
}

/**
 * What an output is: `data` (a file format: PDN, YAML) is written as it is, escaped only for a
 * terminal; `text` (a report for people) is always terminal-safe; `json` is written as it is
 * (JSON escapes control characters itself). See cli/terminal-text.ts.
 */
export type OutputKind = 'data' | 'text' | 'json';

/** The text as it goes to standard output (see OutputKind). */
export function forStdout(io: CliIo, text: string, kind: OutputKind): string {
  return kind === 'text' || (kind === 'data' && io.stdout.isTTY) ? safeText(text) : text;
}

/**
 * Writes to `-o FILE` when given, else to standard output. Never writes over an input. A file is
 * replaced atomically (cli/atomic-file.ts): on any failure the old file stays as it was.
 */
export function writeOutput(io: CliIo, text: string, outFile: string | undefined, inputs: readonly string[] = [], kind: OutputKind = 'data'): void {
  if (outFile === undefined || outFile === '-') {
    io.stdout.write(forStdout(io, text, kind));
    return;
  }
  refuseOverwrite(io, outFile, inputs);
  const file = openOutputFile(io, outFile);
  try {
    file.write(kind === 'text' ? safeText(text) : text);
    file.commit();
  } catch (e) {
    file.abort();
    throw cannotWrite(outFile, e);
  }
}

/**
 * Writes a binary file's bytes (a PNG, a GIF) to `-o FILE`, atomically, never over an input; without
 * `-o`, to standard output, unless that is a terminal (the bytes would garble it: a usage error
 * asking for -o).
 */
export function writeBinaryOutput(io: CliIo, bytes: Uint8Array, outFile: string | undefined, what: string, inputs: readonly string[] = []): void {
  if (outFile === undefined || outFile === '-') {
    if (io.stdout.isTTY) throw new UsageError(`refusing to write ${what} to a terminal: give -o FILE, or redirect standard output`);
    (io.stdout as unknown as { write(bytes: Uint8Array): boolean }).write(bytes);
    return;
  }
  refuseOverwrite(io, outFile, inputs);
  const file = openOutputFile(io, outFile);
  try {
    file.write(bytes);
    file.commit();
  } catch (e) {
    file.abort();
    throw cannotWrite(outFile, e);
  }
}

/** Starts the atomic replacement of `-o FILE` (write, then commit or abort); a UsageError when it cannot be created. */
export function openOutputFile(io: Pick<CliIo, 'cwd'>, outFile: string): AtomicFile {
  // `-o ''` would resolve to the current directory ("is a directory")
  if (outFile === '') throw new UsageError('-o: the file name is empty');
  try {
    return AtomicFile.open(pathIn(io, outFile));
  } catch (e) {
    throw cannotWrite(outFile, e);
  }
}
