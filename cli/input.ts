// Reading a command's inputs: paths against the command's directory (names that are not UTF-8
// found), standard input, whole inputs within a limit, lines as they come; an input that is also
// the output refused.
import { closeSync, createReadStream, fstatSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { CliIo } from './io.ts';
import { UsageError, cannotRead, shortPath } from './usage-error.ts';

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

/** Throws a UsageError when standard input (`-`) is given more than once: it can be read only once (the second reading would be empty). */
export function refuseStdinTwice(inputs: readonly string[]): void {
  if (inputs.filter((f) => f === '-').length > 1) throw new UsageError('standard input (-) can be read only once');
}
