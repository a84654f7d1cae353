// One game of a collection (cli/collection.ts): where its bytes lie in its file, its text
// decoded when first asked, its full parse and its light scan made when asked, from the bytes
// where they read so (grammar/main-line-scan.ts).
import { isUtf8 } from 'node:buffer';
import type { PdnEncoding } from '../grammar/decode.ts';
import { scanMainLine, scanMainLineBytes, type ScannedGame } from '../grammar/main-line-scan.ts';
import { parseCutGame, type ParsedGame } from '../grammar/pdn.ts';
import type { SourcePos } from '../grammar/source-pos.ts';
import type { GameEnd, GameText } from '../grammar/splitter.ts';

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

/** A decoder for the encoding that keeps a BOM (the reader skips the file's own). */
export const textDecoder = (encoding: PdnEncoding): TextDecoder => new TextDecoder(encoding === 'latin1' ? 'latin1' : encoding, { ignoreBOM: true });

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
