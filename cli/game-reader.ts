// Cutting an input's bytes into games (cli/collection.ts reads the input): the byte splitter
// (grammar/byte-splitter.ts) where it is sure, GameSplitter on the decoded text from where it is
// not until GameSplitter has cut a game, then the bytes again; GameSplitter alone in utf-16. The
// games are those GameSplitter cuts from the whole text (test/cli/collection.test.ts).
import { isUtf8 } from 'node:buffer';
import { BYTE_BAIL, BYTE_BLANK, BYTE_MORE, ByteSplitter } from '../grammar/byte-splitter.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import { lineBreaks, type SourcePos } from '../grammar/source-pos.ts';
import { GameSplitter, textPieces, type GameText } from '../grammar/splitter.ts';
import { BytesDecoder, CollectionGame, collectionGame, textDecoder } from './collection-game.ts';
import { UsageError } from './usage-error.ts';

/** No game may span more than this (as cli/games.ts). */
const MAX_GAME_BYTES = 16 << 20;

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

/** Bytes in, games out: the byte splitter and GameSplitter taking turns (see above). */
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
