// The games of a collection for `find`, `openings` and `index`: every game of every input, cut
// from its bytes (or by GameSplitter from the decoded text where the bytes cannot tell), each with
// where its bytes lie in the file (the index keeps those to read a game again without reading the
// file through); its text decoded, parsed or scanned only when asked. Memory stays bounded: one
// chunk and the game that runs over its end. Batches of games go to worker threads as plain data
// (gameBatch, batchGames).
import { createReadStream } from 'node:fs';
import { detectEncoding, type PdnEncoding } from '../grammar/decode.ts';
import { isUtf8 } from 'node:buffer';
import { parseCutGame, type ParsedGame } from '../grammar/pdn.ts';
import { GameSplitter, textPieces, type GameEnd, type GameText } from '../grammar/splitter.ts';
import { BYTE_BAIL, BYTE_BLANK, BYTE_MORE, ByteSplitter } from '../grammar/byte-splitter.ts';
import { scanMainLine, scanMainLineBytes, type ScannedGame } from '../grammar/main-line-scan.ts';
import { lineBreaks, type SourcePos } from '../grammar/source-pos.ts';
import { type CliIo } from './io.ts';
import { UsageError, cannotRead } from './usage-error.ts';
import { pathIn, stdinStream, type InputIo } from './input.ts';
import { safeName, safeText } from './terminal-text.ts';
import { formatProblem } from '../grammar/problem.ts';
import type { ParseProblem } from '../grammar/record.ts';

/** Bytes read before the first game to detect the encoding (as cli/games.ts). */
const DETECT_BYTES = 8 << 20;
/** Bytes given to the reader at a time (so a batch of games stays small: see collectionGameBatches). */
const PUSH_BYTES = 1 << 16;
/** No game may span more than this (as cli/games.ts). */
const MAX_GAME_BYTES = 16 << 20;

/** One game of an input: its text (decoded when first asked), its parse and light scan (made when asked), where its bytes lie. */
export class CollectionGame {
  private parse: ParsedGame | undefined;
  private gameText: GameText | undefined;
  private readonly bytes: Uint8Array | undefined;

  /**
   * A game cut from text (`source` its GameText), or from bytes (`source` the bytes it lies in at
   * `at`, its position and why it ended; the text is decoded with `decoder` when asked).
   */
  constructor(
    /** The name of the input (`<stdin>` for `-`). */
    readonly file: string,
    /** 0-based number of the game in its input. */
    readonly index: number,
    /** Where the game's text starts in the input, in bytes, and how many bytes it spans. */
    readonly byteOffset: number,
    readonly byteLength: number,
    /** Bytes of the input read so far (progress). */
    readonly consumed: number,
    source: GameText | { readonly bytes: Uint8Array; readonly at: number; readonly pos: SourcePos; readonly end: GameEnd; readonly decoder: BytesDecoder },
  ) {
    if ('text' in source) this.gameText = source;
    else {
      this.bytes = source.bytes;
      this.at = source.at;
      this.start = source.pos;
      this.end = source.end;
      this.decoder = source.decoder;
    }
  }
  private readonly at: number = 0;
  private readonly start: SourcePos | undefined;
  private readonly end: GameEnd | undefined;
  private readonly decoder: BytesDecoder | undefined;

  /** The game's bytes, when it was cut from them (gameBatch). */
  ownBytes(): Uint8Array | undefined {
    return this.bytes?.subarray(this.at, this.at + this.byteLength);
  }

  /** Why the game ended, when it was cut from bytes (gameBatch). */
  ownEnd(): GameEnd | undefined {
    return this.end;
  }

  /** Whether the game was cut from the bytes (not by GameSplitter). */
  get cutFromBytes(): boolean {
    return this.bytes !== undefined;
  }

  /** Where the game's text starts (without decoding it). */
  get pos(): SourcePos {
    return this.gameText?.pos ?? this.start!;
  }

  get text(): GameText {
    return (this.gameText ??= { text: this.decoder!.text(this.bytes!, this.at, this.at + this.byteLength), pos: this.start!, end: this.end! });
  }

  /**
   * The full parse, made when first asked (the fast paths read the game with scan() instead).
   * Parsed apart from the game before it: the warning PDN_GAME_WITHOUT_TAGS, which needs that
   * game, is not asked for (these commands report errors only).
   */
  get parsed(): ParsedGame {
    return (this.parse ??= parseCutGame(this.text, this.index, false, this.file));
  }

  /** The light scan (grammar/main-line-scan.ts): from the bytes where they read so, else from the text; undefined where the full parse must read. */
  scan(): ScannedGame | undefined {
    const b = this.bytes;
    if (b) {
      const fromBytes = scanMainLineBytes(b, this.at, this.at + this.byteLength, this.decoder!.value);
      if (fromBytes) return fromBytes;
    }
    return scanMainLine(this.text.text);
  }
}

/** One game of an input cut from text (as GameSplitter cuts it). */
export function collectionGame(file: string, text: GameText, index: number, byteOffset: number, byteLength: number, consumed: number): CollectionGame {
  return new CollectionGame(file, index, byteOffset, byteLength, consumed, text);
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

/** A decoder for the encoding that keeps a BOM (the reader skips the file's own). */
const textDecoder = (encoding: PdnEncoding): TextDecoder => new TextDecoder(encoding === 'latin1' ? 'latin1' : encoding, { ignoreBOM: true });

/** Decoding the bytes of a game cut from bytes (utf-8 or a single-byte encoding): its text, a tag value. */
export class BytesDecoder {
  private readonly decoder: TextDecoder;
  /** A single-byte encoding's character for each byte. */
  private readonly chars: readonly string[] | undefined;

  constructor(encoding: PdnEncoding) {
    this.decoder = textDecoder(encoding);
    this.chars = encoding === 'utf-8' ? undefined : Array.from({ length: 256 }, (_, b) => this.decoder.decode(Uint8Array.of(b)));
  }

  text(b: Uint8Array, start: number, end: number): string {
    return this.decoder.decode(b.subarray(start, end));
  }

  /** A tag value (`ascii`: its bytes are all ASCII), as text() decodes it, without a TextDecoder call for most. */
  readonly value = (b: Uint8Array, start: number, end: number, ascii: boolean): string => {
    const buf = b as Buffer;
    if (ascii) return buf.toString('latin1', start, end);
    const chars = this.chars;
    if (chars) {
      let s = '';
      for (let i = start; i < end; i++) s += chars[b[i]!];
      return s;
    }
    // valid utf-8 reads the same by any decoder; an invalid sequence as TextDecoder replaces it
    return isUtf8(b.subarray(start, end)) ? buf.toString('utf8', start, end) : this.text(b, start, end);
  };
}

/** A game cut by TextCutter, with where its bytes lie. */
interface CutText {
  readonly text: GameText;
  readonly byteOffset: number;
  readonly byteLength: number;
}

/**
 * Cuts games from bytes by decoding them and giving the text to GameSplitter (the reference
 * cutter), mapping each game back to its bytes: the whole input in utf-16, and in the other
 * encodings from wherever the byte splitter declines.
 */
class TextCutter {
  private readonly decoder: TextDecoder;
  private readonly splitter: GameSplitter;
  private readonly chunks: Chunk[] = [];
  private chars: number;
  // the byte offset of a character offset, walked on from the last one asked (offsets only grow)
  private atChar: number;
  private atByte: number;

  /** Bytes given from `byteStart` of the input, where the text has position `pos` and the character before is `before` (-1 at the start). */
  constructor(
    private readonly encoding: PdnEncoding,
    byteStart: number,
    pos: SourcePos,
    before: number,
  ) {
    this.decoder = textDecoder(encoding);
    this.splitter = new GameSplitter({ pos, before });
    this.chars = this.atChar = pos.offset;
    this.atByte = byteStart;
    this.atStart = pos.offset === 0;
  }
  private atStart: boolean;

  private byteAt(offset: number): number {
    const chunks = this.chunks;
    for (;;) {
      const c = chunks[0]!;
      const end = c.charStart + c.text.length;
      if (offset < end || chunks.length === 1) {
        this.atByte += encodedLength(c.text.slice(this.atChar - c.charStart, offset - c.charStart), this.encoding);
        this.atChar = offset;
        return this.atByte;
      }
      this.atByte += encodedLength(c.text.slice(this.atChar - c.charStart), this.encoding);
      this.atChar = end;
      chunks.shift();
    }
  }

  /** The games the bytes complete (`final`: no bytes follow). */
  push(bytes: Uint8Array, final: boolean): CutText[] {
    let text = this.decoder.decode(bytes, { stream: !final });
    if (this.atStart && text.length > 0) {
      // a U+FEFF at the start of the text (a second BOM: the reader skipped the first) is no part of it, as GameSplitter has it
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) {
        this.atByte += encodedLength(text.slice(0, 1), this.encoding);
        text = text.slice(1);
      }
    }
    this.chunks.push({ charStart: this.chars, text });
    this.chars += text.length;
    const out: CutText[] = [];
    const take = (games: readonly GameText[]): void => {
      for (const game of games) {
        const byteOffset = this.byteAt(game.pos.offset);
        // the text lies within the chunks kept: measured once, as the walk to its end
        const byteLength = this.byteAt(game.pos.offset + game.text.length) - byteOffset;
        out.push({ text: game, byteOffset, byteLength });
      }
    };
    for (const piece of textPieces(text)) take(this.splitter.push(piece));
    if (final) take(this.splitter.finish());
    return out;
  }
}

/** The position after `text` that starts at `pos`, as GameSplitter counts positions. */
function positionAfter(pos: SourcePos, text: string): SourcePos {
  const { count, lineStart } = lineBreaks(text, 0, text.length);
  return { line: pos.line + count, column: count > 0 ? text.length - lineStart + 1 : pos.column + text.length, offset: pos.offset + text.length };
}

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

/**
 * The cutting behind collectionGameBatches: bytes in, games out, the byte splitter and
 * GameSplitter taking turns (see there).
 */
export class GameReader {
  /** The bytes from the current game's start on (and of the games cut from them). */
  private buf: Uint8Array = Buffer.alloc(0);
  /** Where buf starts in the input. */
  private base = 0;
  /** Where the next game may start, in buf. */
  private at = 0;
  /** Position at `at`, and the byte before it (-1 at the start). */
  private line = 1;
  private column = 1;
  private chars = 0;
  private before = -1;
  private index = 0;
  private read = 0;
  /** Bytes to skip at the start of the input (a BOM). */
  private skip: number;
  /** Bytes read since the last game (a limit on one game's size). */
  private sinceGame = 0;
  /** GameSplitter's turn: the text cutter and whether the bytes may take over again. */
  private cutter: TextCutter | undefined;
  /** Chunks read in GameSplitter's turn, after buf. */
  private held: Uint8Array[] = [];
  private readonly bytesCut: boolean;
  private readonly splitter = new ByteSplitter();
  private readonly decoder: BytesDecoder;
  private readonly utf8: boolean;

  constructor(
    private readonly file: string,
    private readonly encoding: PdnEncoding,
    bom: number,
  ) {
    this.skip = bom;
    this.bytesCut = !encoding.startsWith('utf-16');
    this.utf8 = encoding === 'utf-8';
    this.decoder = new BytesDecoder(encoding);
  }

  /** The games a chunk completes (undefined: the end of the input). */
  push(bytes: Uint8Array | undefined): CollectionGame[] {
    // (Buffers: tag values are read with their latin1Slice and utf8Slice)
    const chunk = bytes && (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const out: CollectionGame[] = [];
    const final = chunk === undefined;
    if (chunk) {
      this.read += chunk.length;
      this.sinceGame += chunk.length;
      if (this.sinceGame > MAX_GAME_BYTES) throw new UsageError(`${this.file}: cannot read: no game ends within ${MAX_GAME_BYTES >> 20} MB (the limit of one game's text)`);
      if (!this.cutter) this.append(chunk);
      // GameSplitter's turn: the chunks kept apart for when the bytes take over (none in utf-16)
      else if (this.bytesCut) this.held.push(chunk);
    }
    if (this.cutter) {
      this.deliver(this.cutter.push(chunk ?? new Uint8Array(0), final), out);
      if (this.cutter) return out;
    }
    this.cutBytes(final, out);
    return out;
  }

  /** Keeps a chunk after the bytes not yet cut. */
  private append(chunk: Uint8Array): void {
    const rest = this.buf.length - this.at;
    if (rest <= 0) {
      this.base += this.buf.length;
      this.buf = chunk;
      // the BOM's bytes, at the start
      this.at = Math.min(this.skip, chunk.length);
      this.skip -= this.at;
      return;
    }
    const joined = Buffer.allocUnsafe(rest + chunk.length);
    joined.set(this.buf.subarray(this.at));
    joined.set(chunk, rest);
    this.base += this.at;
    this.buf = joined;
    this.at = 0;
  }

  /** Cuts games from buf with the byte splitter while it can; hands over to GameSplitter where it declines. */
  private cutBytes(final: boolean, out: CollectionGame[]): void {
    const s = this.splitter;
    for (;;) {
      const b = this.buf;
      const r = this.bytesCut ? s.next(b, this.at, b.length, final, this.before) : BYTE_BAIL;
      if (r === BYTE_MORE) return;
      if (r === BYTE_BLANK) {
        this.at = b.length;
        return;
      }
      if (r === BYTE_BAIL) {
        // GameSplitter from here, on all the bytes there are (and those to come)
        this.cutter = new TextCutter(this.encoding, this.base + this.at, { line: this.line, column: this.column, offset: this.chars }, this.before);
        this.deliver(this.cutter.push(b.subarray(this.at), final), out);
        if (this.cutter) return;
        continue;
      }
      // a game cut: its position, and the position after it
      this.advance(b, this.at, s.first);
      const pos = { line: this.line, column: this.column, offset: this.chars };
      if (s.ascii && !s.crs) this.advanceAscii(b, s.first, s.cut);
      else this.advance(b, s.first, s.cut);
      const byteOffset = this.base + s.first;
      out.push(new CollectionGame(this.file, this.index++, byteOffset, s.cut - s.first, this.read, { bytes: b, at: s.first, pos, end: s.end, decoder: this.decoder }));
      this.sinceGame = 0;
      this.before = b[s.cut - 1]!;
      this.at = s.cut;
    }
  }

  /**
   * Games GameSplitter cut: delivered; then, when the last ended at a result or a tag (its end is
   * known), the bytes take over from there.
   */
  private deliver(cuts: readonly CutText[], out: CollectionGame[]): void {
    if (cuts.length === 0) return;
    for (const c of cuts) out.push(collectionGame(this.file, c.text, this.index++, c.byteOffset, c.byteLength, this.read));
    this.sinceGame = 0;
    const last = cuts[cuts.length - 1]!;
    if (!this.bytesCut) return;
    // the bytes before the last game are no longer needed (the next cut lies after its start)
    if (last.text.tooLarge || last.text.end === 'eof') return this.keepFrom(last.byteOffset);
    const cut = last.byteOffset + last.byteLength;
    this.keepFrom(cut - 1);
    this.before = this.buf[0]!;
    this.at = 1;
    const after = positionAfter(last.text.pos, last.text.text);
    this.line = after.line;
    this.column = after.column;
    this.chars = after.offset;
    this.cutter = undefined;
  }

  /** Drops the bytes before `offset` in the input (buf then starts there, or at the first chunk held after it). */
  private keepFrom(offset: number): void {
    const parts = [this.buf, ...this.held];
    let start = this.base;
    while (parts.length > 1 && start + parts[0]!.length <= offset) start += parts.shift()!.length;
    const skip = Math.max(0, offset - start);
    const kept = parts.reduce((n, p) => n + p.length, 0) - skip;
    const buf = parts.length === 1 ? parts[0]!.subarray(skip) : Buffer.allocUnsafe(kept);
    if (parts.length > 1) {
      buf.set(parts[0]!.subarray(skip));
      let at = parts[0]!.length - skip;
      for (const p of parts.slice(1)) {
        buf.set(p, at);
        at += p.length;
      }
    }
    this.buf = buf;
    this.base = start + skip;
    this.at = 0;
    this.held = [];
  }

  /** advance() over ASCII bytes without `\r`: a character a byte, a line a `\n`. */
  private advanceAscii(b: Uint8Array, from: number, to: number): void {
    let last = -1;
    for (let k = b.indexOf(10, from); k >= 0 && k < to; k = b.indexOf(10, k + 1)) {
      this.line++;
      last = k;
    }
    this.column = last >= 0 ? to - last : this.column + (to - from);
    this.chars += to - from;
  }

  /** Moves the position at `at` over bytes[from, to), counting lines, columns and characters as GameSplitter does. */
  private advance(b: Uint8Array, from: number, to: number): void {
    let line = this.line;
    let column = this.column;
    let chars = 0;
    let other = false;
    for (let k = from; k < to; k++) {
      const c = b[k]!;
      if (c < 128) {
        chars++;
        column++;
        if (c === 10 || (c === 13 && b[k + 1] !== 10)) {
          line++;
          column = 1;
        }
      } else if (!this.utf8) {
        chars++;
        column++;
      } else {
        other = true;
        if ((c & 0xc0) !== 0x80) {
          // a character's first byte: one code unit, two for one beyond the BMP (4 bytes)
          const units = c >= 0xf0 ? 2 : 1;
          chars += units;
          column += units;
        }
      }
    }
    if (other && !isUtf8(b.subarray(from, to))) {
      // invalid utf-8: counted as the decoder reads it (a replacement character per bad sequence)
      const after = positionAfter({ line: this.line, column: this.column, offset: this.chars }, this.decoder.text(b, from, to));
      line = after.line;
      column = after.column;
      chars = after.offset - this.chars;
    }
    this.line = line;
    this.column = column;
    this.chars += chars;
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
