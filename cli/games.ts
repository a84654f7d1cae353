// The games of a PDN text or input, for the commands that read records (verify, convert,
// annotate, puzzles mine): one streaming reader with bounded memory for every input, game by
// game at every size. Apart from
// io.ts because this is what loads the PDN parser (Chevrotain): commands that take only a FEN
// (perft, moves, show) import io.ts and must start without it.
import { isUtf8 } from 'node:buffer';
import { createReadStream, statSync } from 'node:fs';
import { detectEncoding, type PdnEncoding } from '../grammar/decode.ts';
import { cutPdnStream, gameParser, type ParsedGame } from '../grammar/pdn.ts';
import type { GameText } from '../grammar/splitter.ts';
import { UsageError, cannotRead } from './usage-error.ts';
import { inputPath, refuseInputIsOutput, stdinStream, type InputIo } from './input.ts';

/**
 * The encoding of an input (unless given or live) is detected on its first DETECT_BYTES, all of
 * the bytes of a smaller input; every input is then read game by game, whatever its size.
 */
const DETECT_BYTES = 8 << 20;

/**
 * Longest stretch of input read without one game ending: past it the input is refused with one
 * line (exit 2), so an input that never ends a game (/dev/zero, `yes |`) cannot take unbounded
 * memory. This is the CLI's backstop on the bytes it holds for one unfinished game; the grammar
 * has its own, lower limits on what one game may hold (plies, problems), reported as problems of
 * that game with file:line:column. It is far above any real game (the longest known records are
 * well under 1 MB) and above the text of the longest game the grammar accepts.
 */
const MAX_GAME_BYTES = 16 << 20;

export interface GamesOfInputOptions {
  /** Read in this encoding instead of detecting it. */
  readonly encoding?: PdnEncoding;
  /**
   * Games of an input that arrives slowly (a pipe being written, a terminal) come out as soon as
   * they are complete, the encoding detected on the first chunk; otherwise up to DETECT_BYTES
   * are read before the first game (the encoding detected on all of them), then the rest as it
   * comes. Regular files are always read the second way.
   */
  readonly live?: boolean;
  /** Standard input and the directory relative paths start from (default: the process's). */
  readonly io?: InputIo;
  /** Told (once) when the input mixes encodings (mixedEncodingCheck): a line for standard error. */
  readonly warn?: (message: string) => void;
}

/**
 * Whether bytes read in a legacy encoding (CP1251, CP866, Latin-1) also hold UTF-8 text: valid
 * UTF-8 sequences of two bytes or more make up a good part of the bytes above 0x7F (`cat a.pdn
 * b.pdn` of a UTF-8 and a CP1251 file). Text in one legacy encoding makes such sequences only by
 * chance (an upper-case Cyrillic letter before a rare symbol): a few, far under a tenth.
 */
function holdsUtf8(bytes: Uint8Array): boolean {
  let high = 0;
  let inSequences = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    high++;
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) continue;
    let k = 1;
    while (k < length && (bytes[i + k]! & 0xc0) === 0x80) k++;
    if (k === length) {
      inSequences += length;
      high += length - 1;
      i += length - 1;
    }
  }
  return inSequences >= 8 && inSequences * 10 >= high;
}

/**
 * Tells whether an input mixes encodings, which one decoding of the whole input garbles without a
 * word (`[White "РџРµС‚СЂРѕРІ"]`): read as a legacy encoding, it also holds UTF-8 (holdsUtf8, on the
 * bytes the encoding was detected on); read as UTF-8, a later chunk is not UTF-8. Chunks are given
 * in order; the first sign gives the message, once.
 */
function mixedEncodingCheck(name: string, encoding: PdnEncoding): (chunk: Buffer) => string | undefined {
  const message = (other: string): string =>
    `${name}: warning: the input mixes encodings (read as ${encoding}, but it also holds ${other}): names in some games are garbled; split it, or read each part with --encoding`;
  let told = false;
  let carry: Buffer | undefined;
  return (chunk) => {
    if (told) return undefined;
    if (encoding !== 'utf-8') {
      if (!holdsUtf8(chunk)) return undefined;
      told = true;
      return message('UTF-8');
    }
    // a multi-byte character cut between chunks is carried over to the next
    const bytes = carry ? Buffer.concat([carry, chunk]) : chunk;
    let end = bytes.length;
    let back = 0;
    while (back < 3 && end > 0 && (bytes[end - 1]! & 0xc0) === 0x80) {
      end--;
      back++;
    }
    if (end > 0 && bytes[end - 1]! >= 0xc0) end--;
    carry = end < bytes.length ? Buffer.from(bytes.subarray(end)) : undefined;
    if (isUtf8(bytes.subarray(0, end))) return undefined;
    told = true;
    return message('bytes that are not UTF-8, such as CP1251');
  };
}

/**
 * Every game of one input (`-` = standard input), game by game, with memory bounded whatever the
 * input: every input (a file of any size, standard input, a FIFO, a device) is streamed, the
 * games cut a few at a time (grammar: `cutPdnStream`), and no game may span more than
 * MAX_GAME_BYTES. Errors are UsageErrors (`PATH: cannot read: ...`).
 */
export async function* gamesOfInput(path: string, opts: GamesOfInputOptions = {}): AsyncGenerator<ParsedGame> {
  for await (const { parsed } of gamesAndBytesOfInput(path, opts)) yield parsed;
}

/** As gamesOfInput, each game with about how far the input was consumed to cut it (for progress). */
export async function* gamesAndBytesOfInput(path: string, opts: GamesOfInputOptions = {}): AsyncGenerator<{ readonly parsed: ParsedGame; readonly bytes: number }> {
  const parse = gameParser(path === '-' ? '<stdin>' : path);
  for await (const { game, bytes } of gameTextsOfInput(path, opts)) yield { parsed: parse(game), bytes };
}

/** The size of a regular file, else undefined (standard input, a pipe, a device): the total of a progress line. */
export function inputSize(path: string, io?: InputIo): number | undefined {
  try {
    const st = path === '-' ? undefined : statSync(inputPath(io, path));
    return st?.isFile() ? st.size : undefined;
  } catch {
    return undefined;
  }
}

/** One game of an input as cut by the splitter, not parsed, and about how far into the input it ends. */
export interface InputGameText {
  readonly game: GameText;
  /**
   * Bytes of the input consumed to cut this game, about (the text pushed to the splitter so far,
   * never the bytes merely read ahead, such as the first DETECT_BYTES): for progress.
   */
  readonly bytes: number;
}

/**
 * The games of one input cut but not parsed (read as gamesOfInput reads, which parses these in
 * order): for the commands that parse games on worker threads (verify).
 */
export async function* gameTextsOfInput(path: string, opts: GamesOfInputOptions = {}): AsyncGenerator<InputGameText> {
  const name = path === '-' ? '<stdin>' : path;
  refuseInputIsOutput(opts.io, path);
  let live = false;
  if (opts.live && path === '-') live = true;
  else if (opts.live) {
    try {
      live = !statSync(inputPath(opts.io, path)).isFile();
    } catch (e) {
      throw cannotRead(name, e);
    }
  }
  const stream = path === '-' ? stdinStream(opts.io) : (createReadStream(inputPath(opts.io, path), { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>);
  const chunks = stream[Symbol.asyncIterator]();
  const next = async (): Promise<Buffer | undefined> => {
    try {
      const r = await chunks.next();
      return r.done ? undefined : r.value;
    } catch (e) {
      throw cannotRead(name, e);
    }
  };
  try {
    // the encoding is detected on the first DETECT_BYTES (all of a smaller input), unless live
    const head: Buffer[] = [];
    let headSize = 0;
    if (!live) {
      while (headSize < DETECT_BYTES) {
        const chunk = await next();
        if (chunk === undefined) break;
        head.push(chunk);
        headSize += chunk.length;
      }
    }
    const headBytes = head.length === 1 ? head[0]! : head.length ? Buffer.concat(head, headSize) : undefined;
    const encoding = opts.encoding ?? (headBytes ? detectEncoding(headBytes) : undefined);
    // a detected encoding (not a given one) is checked against the bytes read with it
    const mixed = opts.warn && opts.encoding === undefined && encoding !== undefined && !encoding.startsWith('utf-16') ? mixedEncodingCheck(name, encoding) : undefined;
    const check = (chunk: Buffer): void => {
      const warning = mixed?.(chunk);
      if (warning) opts.warn!(warning);
    };
    if (headBytes) check(headBytes);
    let sinceGame = 0; // bytes read since the chunk in which the last game ended
    const tooLong = (): UsageError => new UsageError(`${name}: cannot read: no game ends within ${MAX_GAME_BYTES >> 20} MB (the limit of one game's text)`);
    // unless live, small chunks (64 KB from a pipe) go to the splitter in batches of about 1 MB
    // (which pushes them in pieces of PUSH_CHARS: the games of a batch come out a few at a time)
    const batch = live ? 0 : 1 << 20;
    async function* bytes(): AsyncGenerator<Buffer> {
      while (head.length) {
        const chunk = head.shift()!;
        sinceGame += chunk.length;
        if (sinceGame > MAX_GAME_BYTES) throw tooLong();
        yield chunk;
      }
      let parts: Buffer[] = [];
      let size = 0;
      for (;;) {
        const chunk = await next();
        if (chunk === undefined) break;
        sinceGame += chunk.length;
        if (sinceGame > MAX_GAME_BYTES) throw tooLong();
        check(chunk);
        parts.push(chunk);
        size += chunk.length;
        if (size >= batch) {
          yield parts.length === 1 ? parts[0]! : Buffer.concat(parts, size);
          parts = [];
          size = 0;
        }
      }
      if (size > 0) yield Buffer.concat(parts, size);
    }
    // each game with the bytes consumed to cut it (not read: the head is read before any game)
    for await (const { game, consumed } of cutPdnStream(bytes(), encoding ? { encoding } : {})) {
      sinceGame = 0;
      yield { game, bytes: consumed };
    }
  } finally {
    // stops reading (also when the consumer stops early or a limit was hit)
    await chunks.return?.();
  }
}

/**
 * How many games an input holds and how many positions their main lines have as written (moves
 * + 1 each), read through once: the totals of a progress line (annotate, puzzles mine), for a
 * regular file (undefined for anything that cannot be read twice).
 */
export async function countGames(path: string, io?: InputIo): Promise<{ games: number; positions: number } | undefined> {
  try {
    if (path === '-' || !statSync(inputPath(io, path)).isFile()) return undefined;
  } catch {
    return undefined;
  }
  let games = 0;
  let positions = 0;
  for await (const item of gamesOfInput(path, { io })) {
    games++;
    positions += item.game.moves.length + 1;
  }
  return { games, positions };
}
