// The games of a collection for `find`, `openings` and `index`: every game of every input
// (cli/collection-game.ts), read a chunk at a time and cut by cli/game-reader.ts, each with where
// its bytes lie in the file (the index keeps those to read a game again without reading the file
// through). Memory stays bounded: one chunk and the game that runs over its end. Batches of games
// go to worker threads as plain data (gameBatch, batchGames); broken games are reported here.
import { createReadStream } from 'node:fs';
import { detectEncoding, type PdnEncoding } from '../grammar/decode.ts';
import type { ParsedGame } from '../grammar/pdn.ts';
import type { GameEnd, GameText } from '../grammar/splitter.ts';
import { BytesDecoder, CollectionGame } from './collection-game.ts';
import { GameReader } from './game-reader.ts';
import { type CliIo } from './io.ts';
import { cannotRead } from './usage-error.ts';
import { pathIn, stdinStream, type InputIo } from './input.ts';
import { safeName, safeText } from './terminal-text.ts';
import { formatProblem } from '../grammar/problem.ts';
import type { ParseProblem } from '../grammar/record.ts';

/** Bytes read before the first game to detect the encoding (as cli/games.ts). */
const DETECT_BYTES = 8 << 20;
/** Bytes given to the reader at a time (so a batch of games stays small: see collectionGameBatches). */
const PUSH_BYTES = 1 << 16;

/**
 * Every game of one input (`-` = standard input), parsed when asked, with its bytes' place: in
 * batches, the games each chunk of bytes completes. The bytes are awaited a chunk at a time and
 * the games cut from them synchronously, so a reader of millions of games pays no promise per
 * game.
 *
 * In utf-8 and the single-byte encodings the games are cut from the bytes (grammar/byte-splitter.ts)
 * and decoded only when asked; where the byte splitter declines a game, GameSplitter cuts from
 * there on the decoded text until it has cut a game, and the bytes take over again. In utf-16
 * GameSplitter cuts them all. The games are the same either way (test/cli/collection.test.ts).
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
    const bom =
      encoding === 'utf-8' && first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf
        ? 3
        : encoding.startsWith('utf-16') && first.length >= 2 && first[0] === (encoding === 'utf-16le' ? 0xff : 0xfe) && first[1] === (encoding === 'utf-16le' ? 0xfe : 0xff)
          ? 2
          : 0;
    const reader = new GameReader(file, encoding, bom);
    let chunk: Buffer | undefined = first;
    for (;;) {
      // in pieces: a batch holds the games of PUSH_BYTES at most (some thousands of tiny games,
      // where a chunk, or the first 8 MB, would hold hundreds of thousands)
      for (let at = 0; chunk && at < chunk.length; at += PUSH_BYTES) {
        const games = reader.push(chunk.subarray(at, at + PUSH_BYTES));
        if (games.length) yield games;
      }
      if (chunk === undefined) {
        const games = reader.push(undefined);
        if (games.length) yield games;
        break;
      }
      chunk = await next();
    }
  } finally {
    await it.return?.();
  }
}

/** Games of one input on their way to a worker thread (cli/tasks.ts): plain data, structured-clonable. */
export interface GameBatch {
  readonly file: string;
  readonly encoding: PdnEncoding;
  /** The bytes of the games cut from bytes, one after the other. */
  readonly bytes: Uint8Array;
  /** BATCH_FIELDS numbers a game: number in its input, byte offset, byte length, where its bytes lie in `bytes` (-1: `texts` holds its text), line, column, offset, end. */
  readonly games: Float64Array;
  /** The text of each game GameSplitter cut (null for the others). */
  readonly texts: readonly (GameText | null)[];
}

const BATCH_FIELDS = 8;
const ENDS: readonly GameEnd[] = ['result', 'tags', 'eof'];

/** The games as a batch for a worker thread: the bytes of those cut from bytes copied into one array. */
export function gameBatch(games: readonly CollectionGame[], encoding: PdnEncoding): GameBatch {
  let size = 0;
  for (const g of games) if (g.cutFromBytes) size += g.byteLength;
  const bytes = new Uint8Array(size);
  const fields = new Float64Array(games.length * BATCH_FIELDS);
  const texts: (GameText | null)[] = [];
  let at = 0;
  for (const [k, g] of games.entries()) {
    const own = g.ownBytes();
    const o = k * BATCH_FIELDS;
    fields[o] = g.index;
    fields[o + 1] = g.byteOffset;
    fields[o + 2] = g.byteLength;
    fields[o + 3] = own ? at : -1;
    if (own) {
      bytes.set(own, at);
      at += own.length;
      fields[o + 4] = g.pos.line;
      fields[o + 5] = g.pos.column;
      fields[o + 6] = g.pos.offset;
      fields[o + 7] = ENDS.indexOf(g.ownEnd()!);
    }
    texts.push(own ? null : g.text);
  }
  return { file: games[0]?.file ?? '', encoding, bytes, games: fields, texts };
}

/** A batch's own buffers (gameBatch made them): moved to the worker thread, not copied. */
export const batchBuffers = (b: GameBatch): ArrayBuffer[] => [b.bytes.buffer as ArrayBuffer, b.games.buffer as ArrayBuffer];

const batchDecoders = new Map<PdnEncoding, BytesDecoder>();

/** The games of a batch, as they were (in a worker thread). */
export function batchGames(batch: GameBatch): CollectionGame[] {
  let decoder = batchDecoders.get(batch.encoding);
  if (!decoder) batchDecoders.set(batch.encoding, (decoder = new BytesDecoder(batch.encoding)));
  const bytes = Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength);
  const f = batch.games;
  const out: CollectionGame[] = [];
  for (let k = 0; k * BATCH_FIELDS < f.length; k++) {
    const o = k * BATCH_FIELDS;
    const text = batch.texts[k];
    out.push(
      new CollectionGame(batch.file, f[o]!, f[o + 1]!, f[o + 2]!, 0, text ?? { bytes, at: f[o + 3]!, pos: { line: f[o + 4]!, column: f[o + 5]!, offset: f[o + 6]! }, end: ENDS[f[o + 7]!]!, decoder }),
    );
  }
  return out;
}

/** The games of batches regrouped in arrays of `size` (the last one shorter): the tasks of worker threads. */
export async function* gamesBy(batches: AsyncIterable<readonly CollectionGame[]>, size: number): AsyncGenerator<CollectionGame[]> {
  let part: CollectionGame[] = [];
  for await (const games of batches)
    for (const g of games) {
      part.push(g);
      if (part.length === size) {
        yield part;
        part = [];
      }
    }
  if (part.length) yield part;
}

/** A game that cannot be read (a parse error, or too large): `find` and `openings` skip it and say so. */
export const isBroken = (g: ParsedGame): boolean => g.errors.some((e) => e.severity === 'error');

/** Broken games met: reported on standard error one line each, counted. */
export class BrokenGames {
  count = 0;
  constructor(private readonly io: CliIo) {}
  report(g: CollectionGame): void {
    this.reportProblem(
      g.file,
      g.index,
      g.parsed.errors.find((e) => e.severity === 'error')!,
    );
  }
  /** Game `index` (0-based) of `file`, broken by `problem`. */
  reportProblem(file: string, index: number, problem: ParseProblem): void {
    this.count++;
    this.io.stderr.write(safeText(formatProblem({ ...problem, file: safeName(file) }, `game ${index + 1}: skipped`)) + '\n');
  }
  summary(): void {
    if (this.count) this.io.stderr.write(`bashni: ${this.count} broken ${this.count === 1 ? 'game' : 'games'} skipped\n`);
  }
}
