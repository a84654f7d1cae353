// The games of a collection for `find`, `openings` and `index`: every game of every input, cut by
// the grammar's splitter and parsed, each with its source text as read and where its bytes lie in
// the file (the index keeps those to read a game again without reading the file through).
// The bytes are decoded here, chunk by chunk, so that a game's character offset maps back to a
// byte offset; memory stays bounded (one chunk and one game at a time).
import { createReadStream } from 'node:fs';
import { detectEncoding, type PdnEncoding } from '../grammar/decode.ts';
import { parseCutGame, type ParsedGame } from '../grammar/pdn.ts';
import { GameSplitter, textPieces, type GameText } from '../grammar/splitter.ts';
import { type CliIo } from './io.ts';
import { UsageError, cannotRead } from './usage-error.ts';
import { pathIn, stdinStream, type InputIo } from './input.ts';
import { safeName, safeText } from './terminal-text.ts';
import { formatProblem } from '../grammar/problem.ts';

/** Bytes read before the first game to detect the encoding (as cli/games.ts). */
const DETECT_BYTES = 8 << 20;
/** No game may span more than this (as cli/games.ts). */
const MAX_GAME_BYTES = 16 << 20;

export interface CollectionGame {
  /** The name of the input (`<stdin>` for `-`). */
  readonly file: string;
  readonly text: GameText;
  /** 0-based number of the game in its input. */
  readonly index: number;
  /** The full parse, made when first asked (the fast paths read the game with grammar/main-line-scan.ts instead). */
  readonly parsed: ParsedGame;
  /** Where the game's text starts in the input, in bytes, and how many bytes it spans. */
  readonly byteOffset: number;
  readonly byteLength: number;
  /** Bytes of the input read so far (progress). */
  readonly consumed: number;
}

/**
 * One game of an input, parsed when `parsed` is first read. Parsed apart from the game before it:
 * the warning PDN_GAME_WITHOUT_TAGS, which needs that game, is not asked for (these commands
 * report errors only).
 */
export function collectionGame(file: string, text: GameText, index: number, byteOffset: number, byteLength: number, consumed: number): CollectionGame {
  let parsed: ParsedGame | undefined;
  return {
    file,
    text,
    index,
    get parsed(): ParsedGame {
      return (parsed ??= parseCutGame(text, index, false, file));
    },
    byteOffset,
    byteLength,
    consumed,
  };
}

/** A decoded chunk: where its text starts, in characters. */
interface Chunk {
  readonly charStart: number;
  readonly text: string;
}

/** Bytes the text takes in the encoding (utf-8 and the single-byte ones; utf-16 two a unit). */
function encodedLength(text: string, encoding: PdnEncoding): number {
  if (encoding === 'utf-8') return Buffer.byteLength(text, 'utf8');
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return text.length * 2;
  return text.length;
}

/**
 * Every game of one input (`-` = standard input), parsed when asked, with its bytes' place: in
 * batches, the games each piece of text completes (a few hundred at most: PUSH_CHARS). The bytes
 * are awaited a chunk at a time and the games cut from them synchronously (GameSplitter), so a
 * reader of millions of games pays no promise per game.
 */
export async function* collectionGameBatches(path: string, opts: { encoding?: PdnEncoding; io?: InputIo; onEncoding?: (e: PdnEncoding) => void } = {}): AsyncGenerator<readonly CollectionGame[]> {
  const file = path === '-' ? '<stdin>' : path;
  const stream = path === '-' ? stdinStream(opts.io) : (createReadStream(pathIn(opts.io, path), { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>);
  const it = stream[Symbol.asyncIterator]();
  const next = async (): Promise<Buffer | undefined> => {
    try {
      const r = await it.next();
      return r.done ? undefined : r.value;
    } catch (e) {
      throw cannotRead(file, e);
    }
  };
  try {
    const head: Buffer[] = [];
    let headSize = 0;
    while (headSize < DETECT_BYTES) {
      const c = await next();
      if (c === undefined) break;
      head.push(c);
      headSize += c.length;
    }
    const first = head.length ? Buffer.concat(head, headSize) : Buffer.alloc(0);
    const encoding: PdnEncoding = opts.encoding ?? (first.length ? detectEncoding(first) : 'utf-8');
    opts.onEncoding?.(encoding);
    const bom = encoding === 'utf-8' && first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf ? 3 : encoding.startsWith('utf-16') && first.length >= 2 ? 2 : 0;
    const decoder = new TextDecoder(encoding === 'latin1' ? 'latin1' : encoding);
    const splitter = new GameSplitter();
    const chunks: Chunk[] = [];
    let chars = 0;
    let read = 0;
    let sinceGame = 0;
    const take = (buf: Buffer | undefined): string => {
      const text = buf ? decoder.decode(buf, { stream: true }) : decoder.decode();
      if (buf) {
        read += buf.length;
        sinceGame += buf.length;
        if (sinceGame > MAX_GAME_BYTES) throw new UsageError(`${file}: cannot read: no game ends within ${MAX_GAME_BYTES >> 20} MB (the limit of one game's text)`);
      }
      chunks.push({ charStart: chars, text });
      chars += text.length;
      return text;
    };
    // the byte offset of a character offset, walked on from the last one asked (offsets only grow)
    let atChar = 0;
    let atByte = bom;
    const byteAt = (offset: number): number => {
      for (;;) {
        const c = chunks[0]!;
        const end = c.charStart + c.text.length;
        if (offset < end || chunks.length === 1) {
          atByte += encodedLength(c.text.slice(atChar - c.charStart, offset - c.charStart), encoding);
          atChar = offset;
          return atByte;
        }
        atByte += encodedLength(c.text.slice(atChar - c.charStart), encoding);
        atChar = end;
        chunks.shift();
      }
    };
    let index = 0;
    const games = (texts: readonly GameText[]): CollectionGame[] => {
      const out: CollectionGame[] = [];
      for (const game of texts) {
        sinceGame = 0;
        const byteOffset = byteAt(game.pos.offset);
        // the text lies within the chunks kept: measured once, as the walk to its end
        const byteLength = byteAt(game.pos.offset + game.text.length) - byteOffset;
        out.push(collectionGame(file, game, index++, byteOffset, byteLength, read));
      }
      return out;
    };
    /** The games of a text: pushed in pieces (textPieces), a batch per piece that completes any. */
    function* cut(text: string): Generator<readonly CollectionGame[]> {
      for (const piece of textPieces(text)) {
        const done = splitter.push(piece);
        if (done.length) yield games(done);
      }
    }
    if (first.length) yield* cut(take(first));
    for (;;) {
      const c = await next();
      if (c === undefined) break;
      yield* cut(take(c));
    }
    const rest = take(undefined);
    if (rest) yield* cut(rest);
    const last = splitter.finish();
    if (last.length) yield games(last);
  } finally {
    await it.return?.();
  }
}

/** Items of a synchronous source in arrays of `size` (so that one loop reads both kinds of source). */
export function* inBatches<T>(items: Iterable<T>, size = 256): Generator<readonly T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** A game that cannot be read (a parse error, or too large): `find` and `openings` skip it and say so. */
export const isBroken = (g: ParsedGame): boolean => g.errors.some((e) => e.severity === 'error');

/** Broken games met: reported on standard error one line each, counted. */
export class BrokenGames {
  count = 0;
  constructor(private readonly io: CliIo) {}
  report(g: CollectionGame): void {
    this.count++;
    const first = g.parsed.errors.find((e) => e.severity === 'error')!;
    this.io.stderr.write(safeText(formatProblem({ ...first, file: safeName(g.file) }, `game ${g.index + 1}: skipped`)) + '\n');
  }
  summary(): void {
    if (this.count) this.io.stderr.write(`bashni: ${this.count} broken ${this.count === 1 ? 'game' : 'games'} skipped\n`);
  }
}
