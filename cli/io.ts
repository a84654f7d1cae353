// Shared plumbing of the `bashni` commands: reading inputs, writing outputs, and usage errors
// that end in one line and exit 2 (never a stack trace).
import { readFileSync, writeFileSync } from 'node:fs';

/** A problem the user caused (bad flag, unreadable file, bad FEN): one line on stderr, exit 2. */
export class UsageError extends Error {}

/** Reads a whole input as bytes; `-` is standard input. */
export function readInputBytes(path: string): Uint8Array {
  try {
    return path === '-' ? readFileSync(0) : readFileSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String((e as Error).message);
    throw new UsageError(`${path}: cannot read: ${why}`);
  }
}

/** Reads a whole input as UTF-8 text (BOM dropped); `-` is standard input. */
export function readInputText(path: string): string {
  const text = new TextDecoder('utf-8').decode(readInputBytes(path));
  return text;
}

/** Writes to `-o FILE` when given, else to standard output. Never writes over an input. */
export function writeOutput(text: string, outFile: string | undefined, inputs: readonly string[] = []): void {
  if (outFile === undefined || outFile === '-') {
    process.stdout.write(text);
    return;
  }
  if (inputs.includes(outFile)) throw new UsageError(`${outFile}: refusing to overwrite an input file`);
  try {
    writeFileSync(outFile, text);
  } catch (e) {
    throw new UsageError(`${outFile}: cannot write: ${(e as Error).message}`);
  }
}

/** Parses a non-negative integer option, or throws a UsageError naming the option. */
export function parseCount(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number, got '${value}'`);
  return Number(value);
}

/** True when progress lines may go to stderr (a person is watching). */
export const showProgress = (): boolean => Boolean(process.stderr.isTTY) && !process.env.CI;
