// Shared plumbing of the `bashni` commands: where a command reads and writes (CliIo: the
// process's streams, or a caller's when the command runs in process), reading inputs, the options
// several commands share (variant, FEN, encoding, counts), writing outputs, and usage errors that
// end in one line and exit 2 (never a stack trace).
import { closeSync, createReadStream, fstatSync, openSync, readFileSync, readSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { InvalidArgumentError, Option } from 'commander';
import { initialFen, parseFen } from '../engine/fen.ts';
import { parseVariantName, unnumberedSquares } from '../engine/variant.ts';
import type { Position } from '../engine/position.ts';
import { VARIANTS, type VariantName } from '../engine/types.ts';
import { parseEncodingName, type PdnEncoding } from '../grammar/decode.ts';
import { excerpt } from '../grammar/problem.ts';
import type { VariantOrAuto } from '../records/variant-auto.ts';
import { AtomicFile } from './atomic-file.ts';
import { safeName, safeText } from './terminal-text.ts';

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

/**
 * What reading an input needs: standard input, and the directory relative paths start from;
 * standard output, when known, so that an input that is also the output is refused.
 */
export type InputIo = Pick<CliIo, 'stdin' | 'cwd'> & Partial<Pick<CliIo, 'stdout'>>;

/**
 * Refuses to read an input that is the file standard output writes to (`convert f.pdn >> f.pdn`
 * would read its own output and grow the file without end; `> f.pdn` emptied it first): same
 * device and inode, as `cat` refuses with "input file is output file". Every reader of inputs
 * calls this before reading (gameTextsOfInput, readInputBytes, inputLines). `-` is checked when
 * standard input is the process's descriptor 0 (`convert - < f.pdn >> f.pdn`). Only a regular
 * file as output counts (`verify /dev/null > /dev/null` is fine).
 */
export function refuseInputIsOutput(io: InputIo | undefined, path: string): void {
  const fd = io?.stdout?.fd;
  if (io === undefined || typeof fd !== 'number') return;
  try {
    const out = fstatSync(fd);
    if (!out.isFile()) return;
    const input = path === '-' ? ((io.stdin as { fd?: unknown }).fd === 0 ? fstatSync(0) : undefined) : statSync(inputPath(io, path));
    if (input !== undefined && input.dev === out.dev && input.ino === out.ino) throw new UsageError(`${path === '-' ? '<stdin>' : shortPath(path)}: input file is output file`);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    // an input that cannot be stat'ed is reported by its reader
  }
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

/** A path as given on the command line, resolved against the command's directory (`-` stays `-`). */
export function pathIn(io: Pick<CliIo, 'cwd'> | undefined, path: string): string {
  return io === undefined || path === '-' ? path : resolve(io.cwd, path);
}

/**
 * The path an input is read from: pathIn's, or, when the name as given holds U+FFFD, the file
 * whose name is not UTF-8. Node hands the program its arguments decoded as UTF-8, every byte that
 * is not UTF-8 (a CP1251 name, `\xcf\xe0\xf0\xf2\xe8\xff.pdn`) already replaced by U+FFFD, so the
 * name as given names no file. Each such part of the path is looked up in its directory's listing
 * read as bytes: the one entry that decodes to the same text is the file (a Buffer path); none or
 * several (names that differ only in their bytes that are not UTF-8) leave the path as given,
 * reported as missing.
 */
export function inputPath(io: Pick<CliIo, 'cwd'> | undefined, path: string): string | Buffer {
  const full = pathIn(io, path);
  if (!full.includes('\ufffd') || full === '-') return full;
  const parts = full.split('/');
  let at = Buffer.from(parts[0]!);
  for (const part of parts.slice(1)) {
    let name = Buffer.from(part);
    if (part.includes('\ufffd')) {
      try {
        const matches = readdirSync(at.length ? at : Buffer.from('/'), { encoding: 'buffer' }).filter((entry) => entry.toString('utf8') === part);
        if (matches.length !== 1) return full;
        name = matches[0]!;
      } catch {
        return full;
      }
    }
    at = Buffer.concat([at, Buffer.from('/'), name]);
  }
  return at;
}

/** Standard input as a stream of bytes. */
export function stdinStream(io: InputIo | undefined): AsyncIterable<Buffer> {
  const stdin = io?.stdin ?? process.stdin;
  return (stdin instanceof Uint8Array ? Readable.from([Buffer.from(stdin)]) : stdin) as AsyncIterable<Buffer>;
}

/**
 * A problem the user caused (bad flag, unreadable file, bad FEN): one line on stderr, exit 2.
 * The message is made terminal-safe here, line breaks included (it may quote a file name or a
 * value from the input, and a name holding a line break would print a forged line).
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(safeName(message));
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
    case 'ENAMETOOLONG':
      return 'file name too long';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    case 'ENXIO':
      return 'no such device or address';
    default:
      // the system's own words quote the path: a long one elided
      return String((e as Error)?.message ?? e).replace(/'[^']{121,}'/g, (quoted) => `'${shortPath(quoted.slice(1, -1))}'`);
  }
}

/** Longest path a message quotes whole; a longer one keeps its start and end (the file's name). */
const PATH_CHARS = 120;

/**
 * A path as a message quotes it: whole up to PATH_CHARS characters, else its middle elided
 * (`/very/long/…/name.pdn`), so that a 4 KB path (or the system's message quoting one) never
 * makes a line of kilobytes.
 */
function shortPath(path: string): string {
  if (path.length <= PATH_CHARS) return path;
  const half = (PATH_CHARS - 1) >> 1;
  return `${path.slice(0, half)}…${path.slice(-half)}`;
}

/** The one-line usage error for an input that cannot be read (`PATH: cannot read: no such file`). */
export function cannotRead(path: string, e: unknown): UsageError {
  return new UsageError(`${shortPath(path)}: cannot read: ${errnoText(e)}`);
}

/** The one-line usage error for an output that cannot be written (`PATH: cannot write: no space left on device`). */
export function cannotWrite(path: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException)?.code;
  return new UsageError(`${shortPath(path)}: cannot write: ${code === 'ENOENT' ? missingText(path) : errnoText(e)}`);
}

/**
 * ENOENT on writing: the directory is missing, or it is there and files cannot be made in it
 * (/proc: `-o /proc/version`, whose temporary file beside it cannot be created).
 */
function missingText(path: string): string {
  try {
    return statSync(dirname(resolve(path))).isDirectory() ? `cannot create a file in ${shortPath(dirname(path))}` : 'no such directory';
  } catch {
    return 'no such directory';
  }
}

/**
 * Largest input read whole (puzzle YAML, a perft suite): a larger one (or an endless one such as
 * /dev/zero) is refused with one line instead of filling the memory.
 */
const MAX_WHOLE_INPUT_BYTES = 64 << 20;

const tooLarge = (name: string): UsageError => new UsageError(`${name}: cannot read: larger than the limit of ${MAX_WHOLE_INPUT_BYTES >> 20} MB`);

/** Reads a whole input as bytes (at most MAX_WHOLE_INPUT_BYTES); `-` is standard input. */
async function readInputBytes(io: InputIo, path: string): Promise<Uint8Array> {
  const name = path === '-' ? '<stdin>' : path;
  refuseInputIsOutput(io, path);
  if (path === '-' && (io.stdin as { fd?: unknown }).fd !== 0) {
    // a caller's standard input (bytes or a stream), not the process's file descriptor 0
    const parts: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stdinStream(io)) {
        parts.push(chunk);
        size += chunk.length;
        if (size > MAX_WHOLE_INPUT_BYTES) throw tooLarge(name);
      }
    } catch (e) {
      throw e instanceof UsageError ? e : cannotRead(name, e);
    }
    return Buffer.concat(parts, size);
  }
  let fd: number;
  try {
    fd = path === '-' ? 0 : openSync(inputPath(io, path), 'r');
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
      if (size > MAX_WHOLE_INPUT_BYTES) throw tooLarge(name);
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
}

/** Longest line inputLines takes (an input with no line break, such as /dev/zero, stops there). */
const MAX_LINE_CHARS = 1 << 20;

/**
 * The lines of an input as UTF-8 text (BOM dropped, the line break left out, a `\r` before it
 * kept), read as they come: an input of any size is held a line at a time. `-` is standard input.
 */
export async function* inputLines(io: InputIo, path: string): AsyncGenerator<string> {
  const name = path === '-' ? '<stdin>' : path;
  refuseInputIsOutput(io, path);
  const source: AsyncIterable<Buffer> = path === '-' ? stdinStream(io) : createReadStream(inputPath(io, path));
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let lines = 0;
  const chunks = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (e) {
      throw cannotRead(name, e);
    }
    if (next.done) break;
    rest += decoder.decode(next.value, { stream: true });
    let start = 0;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
      lines++;
      yield rest.slice(start, end);
      start = end + 1;
    }
    rest = rest.slice(start);
    if (rest.length > MAX_LINE_CHARS) {
      await chunks.return?.();
      throw new UsageError(`${name}:${lines + 1}: cannot read: a line longer than ${MAX_LINE_CHARS >> 20} M characters`);
    }
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}

/** Reads a whole input as UTF-8 text (BOM dropped); `-` is standard input. */
export async function readInputText(io: InputIo, path: string): Promise<string> {
  return (await readInputTextAndBom(io, path)).text;
}

/** Reads a whole input as UTF-8 text (BOM dropped), and whether it began with a BOM (a file rewritten keeps it). */
export async function readInputTextAndBom(io: InputIo, path: string): Promise<{ text: string; bom: boolean }> {
  const bytes = await readInputBytes(io, path);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { text: new TextDecoder('utf-8').decode(bytes), bom };
}

/**
 * `--variant`, the same on every command: the rules a FEN is read under, and those of a record
 * that names none (a record's own Variant or GameType tag comes first). Read into a VariantName;
 * the aliases of the Variant tag (Bashne, Baschni, ...) are accepted too.
 */
export function variantOption(): Option {
  return new Option('--variant <variant>', 'the rules (a record or puzzle that names its variant keeps it)')
    .choices(VARIANTS)
    .argParser((text: string): VariantName => {
      const v = parseVariantName(text);
      if (!v) throw new InvalidArgumentError(`Allowed choices are ${VARIANTS.join(', ')}.`);
      return v;
    })
    .default('bashni');
}

/** `--variant` for find, openings and verify: a variant, or `auto` (each game under the rules it replays under). */
export function variantOrAutoOption(): Option {
  return new Option('--variant <variant>', 'the rules (a record or puzzle that names its variant keeps it); auto: each game under the rule set it replays under')
    .choices([...VARIANTS, 'auto'])
    .argParser((text: string): VariantOrAuto => {
      if (text.trim().toLowerCase() === 'auto') return 'auto';
      const v = parseVariantName(text);
      if (!v) throw new InvalidArgumentError(`Allowed choices are ${VARIANTS.join(', ')}, auto.`);
      return v;
    });
}

/**
 * A numeric-squares option (`--numeric`, `--squares numeric`) refused where the variant's squares
 * have no numbers (Lasca's: the variant table): `--numeric: Lasca's squares have no numbers (they
 * are written a1 to g7)`, a usage error.
 */
export function refuseUnnumbered(option: string, variant: VariantName): void {
  const why = unnumberedSquares(variant);
  if (why !== undefined) throw new UsageError(`${option}: ${why}`);
}

/**
 * The `--fen` option read by the engine (default the variant's initial position). A FEN that cannot be
 * read is a usage error that says why: `bad FEN (CODE): message`, as docs/rules.md shows; what it
 * quotes of the value is an excerpt (60 characters, an ellipsis and the length).
 */
export function fenOption(text: string | undefined, variant: VariantName): Position {
  const r = parseFen(text ?? initialFen(variant), variant);
  if (!r.ok) throw new UsageError(`bad FEN (${r.error.code}): ${excerpt(fenWhy(text ?? '', r.error.code, r.error.message))}`);
  return r.value;
}

/**
 * Why a FEN was refused. A text with no ':' at all is no FEN: the engine's first check, of the
 * side to move, would report `garbage` as a bad side to move, which says nothing of what a FEN is.
 */
function fenWhy(text: string, code: string, message: string): string {
  if (code === 'FEN_TURN' && !text.includes(':'))
    return `'${text}' is not a FEN: no ':' between fields (expected the side to move, W or B, then :W and :B with each side's squares, as in W:Wc3,e3:Bd6)`;
  return message;
}

const ENCODINGS = ['utf-8', 'cp1251', 'cp866', 'latin1'] as const;

/** `--encoding`, on the commands that read PDN: read into a PdnEncoding (other spellings, windows-1251, ibm866, accepted too); none given: detected. */
export function encodingOption(): Option {
  return new Option('--encoding <encoding>', 'read the input in this encoding instead of detecting it').choices(ENCODINGS).argParser((text: string): PdnEncoding => {
    const enc = parseEncodingName(text);
    if (!enc) throw new InvalidArgumentError(`Allowed choices are ${ENCODINGS.join(', ')}.`);
    return enc;
  });
}

/** An option whose value is one of `choices` (commander checks it and lists them in --help). */
export function choiceOption(flags: string, description: string, choices: readonly string[], defaultValue?: string): Option {
  const option = new Option(flags, description).choices(choices);
  return defaultValue === undefined ? option : option.default(defaultValue);
}

/** An option with a whole-number value, its default shown as a number (`(default: 2000000)`); checked by parseCount in the command. */
export function countOption(flags: string, description: string, defaultValue: number): Option {
  return new Option(flags, description).default(String(defaultValue), String(defaultValue));
}

/** The values a whole-number option takes, both ends included (stated in its --help). */
export interface CountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Parses a whole-number option within `range` (both ends stated by every caller: the message
 * names the option's real range, never some wider one), or throws a UsageError naming the option
 * and its range: a value out of range would otherwise run for ever or be silently capped. What
 * it quotes of the value is an excerpt.
 */
export function parseCount(value: string, name: string, range: CountRange): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number ${range.min}..${range.max}, got '${excerpt(value)}'`);
  const n = Number(value);
  if (n < range.min || n > range.max) throw new UsageError(`${name} must be ${range.min}..${range.max}, got ${excerpt(value)}`);
  return n;
}

/** The ranges of the numeric options several commands share. */
export const NODES_RANGE: CountRange = { min: 1, max: 1e12 };

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

/** Throws a UsageError when standard input (`-`) is given more than once: it can be read only once (the second reading would be empty). */
export function refuseStdinTwice(inputs: readonly string[]): void {
  if (inputs.filter((f) => f === '-').length > 1) throw new UsageError('standard input (-) can be read only once');
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
