// The games of a PDN text or input, for the commands that read records (verify, convert,
// annotate, puzzles mine): one streaming reader with bounded memory for every input. Apart from
// io.ts because this is what loads the PDN parser (Chevrotain): commands that take only a FEN
// (perft, moves, show) import io.ts and must start without it.
import { createReadStream, statSync } from 'node:fs';
import { decodePdn, detectEncoding, type PdnEncoding } from '../grammar/decode.ts';
import { gameParser, splitPdnStream, type ParsedGame } from '../grammar/pdn.ts';
import { splitGames, type GameText } from '../grammar/splitter.ts';
import { UsageError, cannotRead, pathIn, stdinStream, type InputIo } from './io.ts';

/**
 * Inputs up to this size are decoded whole, the encoding detected on all of the bytes; a larger
 * input is streamed game by game, its encoding detected on its first WHOLE_READ_BYTES.
 */
const WHOLE_READ_BYTES = 8 << 20;

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
   * they are complete, the encoding detected on the first chunk; otherwise up to WHOLE_READ_BYTES
   * are read before the first game (the encoding detected on all of them). Regular files are
   * always read the second way.
   */
  readonly live?: boolean;
  /** Standard input and the directory relative paths start from (default: the process's). */
  readonly io?: InputIo;
}

/**
 * Every game of one input (`-` = standard input), game by game, with memory bounded whatever the
 * input: a small input is decoded whole, anything else (a large file, standard input, a FIFO, a
 * device) is streamed, and no game may span more than MAX_GAME_BYTES. Errors are UsageErrors
 * (`PATH: cannot read: ...`).
 */
export async function* gamesOfInput(path: string, opts: GamesOfInputOptions = {}): AsyncGenerator<ParsedGame> {
  for await (const { parsed } of gamesAndBytesOfInput(path, opts)) yield parsed;
}

/** As gamesOfInput, each game with about how far into the input it ends (for progress). */
export async function* gamesAndBytesOfInput(path: string, opts: GamesOfInputOptions = {}): AsyncGenerator<{ readonly parsed: ParsedGame; readonly bytes: number }> {
  const parse = gameParser(path === '-' ? '<stdin>' : path);
  for await (const { game, bytes } of gameTextsOfInput(path, opts)) yield { parsed: parse(game), bytes };
}

/** The size of a regular file, else undefined (standard input, a pipe, a device): the total of a progress line. */
export function inputSize(path: string, io?: InputIo): number | undefined {
  try {
    const st = path === '-' ? undefined : statSync(pathIn(io, path));
    return st?.isFile() ? st.size : undefined;
  } catch {
    return undefined;
  }
}

/** One game of an input as cut by the splitter, not parsed, and about how far into the input it ends. */
export interface InputGameText {
  readonly game: GameText;
  /** Bytes of the input up to the end of this game, about (read so far, for a streamed input): for progress. */
  readonly bytes: number;
}

/**
 * The games of one input cut but not parsed (read as gamesOfInput reads, which parses these in
 * order): for the commands that parse games on worker threads (verify).
 */
export async function* gameTextsOfInput(path: string, opts: GamesOfInputOptions = {}): AsyncGenerator<InputGameText> {
  const name = path === '-' ? '<stdin>' : path;
  let live = false;
  if (opts.live && path === '-') live = true;
  else if (opts.live) {
    try {
      live = !statSync(pathIn(opts.io, path)).isFile();
    } catch (e) {
      throw cannotRead(name, e);
    }
  }
  const stream = path === '-' ? stdinStream(opts.io) : (createReadStream(pathIn(opts.io, path), { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>);
  const chunks = stream[Symbol.asyncIterator]();
  let bytesRead = 0;
  const next = async (): Promise<Buffer | undefined> => {
    try {
      const r = await chunks.next();
      if (!r.done) bytesRead += r.value.length;
      return r.done ? undefined : r.value;
    } catch (e) {
      throw cannotRead(name, e);
    }
  };
  try {
    const head: Buffer[] = [];
    let headSize = 0;
    let ended = false;
    if (!live) {
      while (headSize < WHOLE_READ_BYTES) {
        const chunk = await next();
        if (chunk === undefined) {
          ended = true;
          break;
        }
        head.push(chunk);
        headSize += chunk.length;
      }
    }
    if (ended) {
      const text = decodePdn(Buffer.concat(head, headSize), opts.encoding).text;
      for (const game of splitGames(text)) yield { game, bytes: Math.round((headSize * (game.pos.offset + game.text.length)) / Math.max(1, text.length)) };
      return;
    }
    const encoding = opts.encoding ?? (head.length ? detectEncoding(Buffer.concat(head, headSize)) : undefined);
    let sinceGame = 0; // bytes read since the chunk in which the last game ended
    const tooLong = (): UsageError => new UsageError(`${name}: cannot read: no game ends within ${MAX_GAME_BYTES >> 20} MB (the limit of one game's text)`);
    // unless live, small chunks (64 KB from a pipe) go to the parser in batches of about 1 MB:
    // fewer, larger pushes keep the splitter's work on a long unfinished game low
    const batch = live ? 0 : 1 << 20;
    async function* bytes(): AsyncGenerator<Buffer> {
      for (const chunk of head.splice(0)) {
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
    for await (const game of splitPdnStream(bytes(), encoding ? { encoding } : {})) {
      sinceGame = 0;
      yield { game, bytes: bytesRead };
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
    if (path === '-' || !statSync(pathIn(io, path)).isFile()) return undefined;
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
