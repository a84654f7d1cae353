// Shared plumbing of the `bashni` commands: reading inputs, the options several commands share
// (variant, FEN, encoding), writing outputs, and usage errors that end in one line and exit 2
// (never a stack trace).
import { readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { INITIAL_FEN, parseFen } from '../engine/fen.ts';
import { parseVariantName } from '../engine/variant.ts';
import type { Position } from '../engine/position.ts';
import type { VariantName } from '../engine/types.ts';
import { decodePdn, parseEncodingName, type PdnEncoding } from '../grammar/decode.ts';

/** A problem the user caused (bad flag, unreadable file, bad FEN): one line on stderr, exit 2. */
export class UsageError extends Error {}

/** The one-line usage error for an input that cannot be read (`PATH: cannot read: no such file`). */
export function cannotRead(path: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String((e as Error).message);
  return new UsageError(`${path}: cannot read: ${why}`);
}

/** Reads a whole input as bytes; `-` is standard input. */
export function readInputBytes(path: string): Uint8Array {
  try {
    return path === '-' ? readFileSync(0) : readFileSync(path);
  } catch (e) {
    throw cannotRead(path, e);
  }
}

/** Reads a whole input as UTF-8 text (BOM dropped); `-` is standard input. */
export function readInputText(path: string): string {
  return new TextDecoder('utf-8').decode(readInputBytes(path));
}

/** Reads and decodes one whole PDN input (`-` = stdin): UTF-8, or the detected / named legacy encoding. */
export function readPdnInput(path: string, encoding?: PdnEncoding): string {
  return decodePdn(readInputBytes(path), encoding).text;
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

/** Writes to `-o FILE` when given, else to standard output. Never writes over an input. */
export function writeOutput(text: string, outFile: string | undefined, inputs: readonly string[] = []): void {
  if (outFile === undefined || outFile === '-') {
    process.stdout.write(text);
    return;
  }
  refuseOverwrite(outFile, inputs);
  try {
    writeFileSync(outFile, text);
  } catch (e) {
    throw new UsageError(`${outFile}: cannot write: ${(e as Error).message}`);
  }
}

/** A reader that stops early (`| head`) ends the command quietly instead of with an EPIPE trace. */
export function quietOnClosedPipe(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

/** True when progress lines may go to stderr (a person is watching). */
export const showProgress = (): boolean => Boolean(process.stderr.isTTY) && !process.env.CI;
