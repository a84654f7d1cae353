// The collection reader (cli/collection.ts) cuts games from bytes with the byte splitter and hands
// over to GameSplitter where it declines: the games must be exactly those GameSplitter cuts from
// the decoded text (text, position, end, byte offsets), and the light scan from the bytes exactly
// scanMainLine's on the text. Checked on every PDN file of the repository, on seeded mutations of
// them in utf-8 and windows-1251, on cases made to sit on the edges, and with the bytes given in
// chunks of every size.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionGameBatches } from '../../cli/collection.ts';
import type { CollectionGame } from '../../cli/collection-game.ts';
import { GameReader } from '../../cli/game-reader.ts';
import { detectEncoding, type PdnEncoding } from '../../grammar/decode.ts';
import { moveText, scanMainLine, type ScannedGame } from '../../grammar/main-line-scan.ts';
import { MAX_GAME_CHARS, splitGames } from '../../grammar/splitter.ts';
import { rng } from '../../engine/random.ts';
import { mutate, pdnFilesUnder, REPO_ROOT } from '../grammar/helpers.ts';

interface Cut {
  text: string;
  line: number;
  column: number;
  offset: number;
  end: string;
  tooLarge: boolean;
  byteOffset: number;
  byteLength: number;
}

const decoderFor = (e: PdnEncoding): TextDecoder => new TextDecoder(e === 'latin1' ? 'latin1' : e);

function encodedLength(text: string, e: PdnEncoding): number {
  if (e === 'utf-8') return Buffer.byteLength(text, 'utf8');
  return e.startsWith('utf-16') ? 2 * text.length : text.length;
}

/** GameSplitter on the whole decoded text: the games the reader must give. */
function reference(bytes: Uint8Array, e: PdnEncoding): Cut[] {
  let bom = e === 'utf-8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let text = decoderFor(e).decode(bytes);
  if (text.startsWith('\ufeff')) {
    // a second BOM, which GameSplitter drops too
    bom += encodedLength('\ufeff', e);
    text = text.slice(1);
  }
  return [...splitGames(text)].map((g) => ({
    text: g.text,
    line: g.pos.line,
    column: g.pos.column,
    offset: g.pos.offset,
    end: g.end,
    tooLarge: g.tooLarge === true,
    byteOffset: bom + encodedLength(text.slice(0, g.pos.offset), e),
    byteLength: encodedLength(g.text, e),
  }));
}

/** The reader's games, the bytes given in chunks of `sizes` (cycled). */
function read(bytes: Uint8Array, e: PdnEncoding, sizes: readonly number[]): CollectionGame[] {
  const bom = e === 'utf-8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const reader = new GameReader('test.pdn', e, bom);
  const games: CollectionGame[] = [];
  let at = 0;
  for (let k = 0; at < bytes.length; k++) {
    const size = sizes[k % sizes.length]!;
    // a fresh copy a chunk, as a stream gives them
    games.push(...reader.push(bytes.slice(at, at + size)));
    at += size;
  }
  games.push(...reader.push(undefined));
  return games;
}

const asCut = (g: CollectionGame): Cut => ({
  text: g.text.text,
  line: g.pos.line,
  column: g.pos.column,
  offset: g.pos.offset,
  end: g.text.end,
  tooLarge: g.text.tooLarge === true,
  byteOffset: g.byteOffset,
  byteLength: g.byteLength,
});

const scanned = (s: ScannedGame | undefined) => s && { tags: s.tags, result: s.result, variations: s.variations, moves: Array.from({ length: s.moves.length }, (_, i) => moveText(s.moves, i)) };

/** Compares the reader with the reference; returns how many games the bytes cut and how many the byte scan read. */
function expectSame(bytes: Uint8Array, e: PdnEncoding, where: string, sizes: readonly number[] = [1 << 20]): { games: number; fromBytes: number } {
  const want = reference(bytes, e);
  const got = read(bytes, e, sizes);
  expect(got.map(asCut), where).toEqual(want);
  let fromBytes = 0;
  for (const [i, g] of got.entries()) {
    if (g.cutFromBytes) fromBytes++;
    // the scan from the bytes (or the text, where they decline) is scanMainLine's
    expect(scanned(g.scan()), `${where}: game ${i + 1}`).toEqual(scanned(want[i]!.tooLarge ? undefined : scanMainLine(want[i]!.text)));
  }
  return { games: got.length, fromBytes };
}

/** windows-1251 bytes of a text (characters it has no byte for become `?`). */
const CP1251 = (() => {
  const m = new Map<string, number>();
  const d = new TextDecoder('windows-1251');
  for (let b = 0; b < 256; b++) m.set(d.decode(Uint8Array.of(b)), b);
  return m;
})();
const cp1251 = (text: string): Uint8Array => Uint8Array.from(text, (ch) => CP1251.get(ch) ?? 63);

const files = [...pdnFilesUnder('test/corpus'), ...pdnFilesUnder('games'), ...pdnFilesUnder('test/records/fixtures')];

describe('the collection reader cuts as GameSplitter cuts', () => {
  it('every PDN file of the repository, whole and in chunks of 1 to 4,096 bytes; most games cut from the bytes', () => {
    let games = 0;
    let fromBytes = 0;
    for (const [n, f] of files.entries()) {
      const bytes = readFileSync(join(REPO_ROOT, f));
      const e = detectEncoding(bytes);
      const whole = expectSame(bytes, e, f);
      games += whole.games;
      fromBytes += whole.fromBytes;
      const random = rng(n + 1);
      expectSame(
        bytes,
        e,
        `${f} in chunks`,
        Array.from({ length: 64 }, () => 1 + Math.floor(random() ** 3 * 4096)),
      );
    }
    console.log(`${games} games of ${files.length} files, ${fromBytes} cut from the bytes`);
    expect(games).toBeGreaterThan(5000);
    expect(fromBytes).toBeGreaterThan(games * 0.9);
  });

  it('2,000 seeded mutations, in utf-8 and windows-1251, whole and in small chunks', () => {
    const texts = files.map((f) => {
      const bytes = readFileSync(join(REPO_ROOT, f));
      return decoderFor(detectEncoding(bytes)).decode(bytes);
    });
    const random = rng(43);
    let handedOver = 0;
    for (let k = 0; k < 2000; k++) {
      const source = texts[k % texts.length]!;
      const from = Math.floor(random() * Math.max(1, source.length - 2000));
      const text = mutate(source.slice(from, from + 2000), random);
      const sizes = [1 + Math.floor(random() * 300), 1 + Math.floor(random() * 3000)];
      const utf8 = expectSame(Buffer.from(text, 'utf8'), 'utf-8', `mutation ${k} (utf-8): ${JSON.stringify(text.slice(0, 200))}`, sizes);
      expectSame(cp1251(text), 'windows-1251', `mutation ${k} (windows-1251)`, sizes);
      handedOver += utf8.games - utf8.fromBytes;
    }
    // the mutations reach GameSplitter's turn often
    expect(handedOver).toBeGreaterThan(500);
  });

  const game = (moves: string) => `[Event "e"]\n[Result "*"]\n\n${moves}\n`;
  const edges: [string, string][] = [
    ['a BOM, then a second', '\ufeff\ufeff' + game('1. c3-d4 *')],
    ['a result glued to the last one', game('1. c3-d4 1-0*') + game('1. e3-f4 *')],
    ['a result right after a result', '1-0 0-1 * 1/2-1/2\n' + game('1. c3-d4 *')],
    ['lone \\r line ends', game('1. c3-d4 *').replace(/\n/g, '\r') + game('1. e3-f4 *')],
    ['\\r\\n line ends', game('1. c3-d4 *').replace(/\n/g, '\r\n') + game('1. e3-f4 *')],
    ['a non-ASCII space between moves', game('1. c3-d4\u00a0f6-g5 *') + game('1. e3-f4 *')],
    ['a non-ASCII space before a result', game('1. c3-d4\u3000*') + game('1. e3-f4 *')],
    ['½-½ and ×', game('1. c3×d4 ½-½') + game('1. e3-f4 *')],
    ['an unclosed comment before a tag line', game('1. c3-d4 {unclosed\n[Event "next"]\n1. e3-f4 *')],
    ['a comment holding a tag line, closed', game('1. c3-d4 {a\n[Event "x"]\nb} f6-g5 *') + game('1. e3-f4 *')],
    ['a result inside a variation, and inside a comment and a string', game('1. c3-d4 (1. e3-f4 1-0) {1-0} "1-0" f6-g5 *') + game('*')],
    ['a game without a result, then tags', '[Event "a"]\n1. c3-d4 f6-g5\n[Event "b"]\n1. e3-f4 *\n'],
    ['a repeated tag name starts a game', '[Event "a"]\n[Event "b"]\n1. c3-d4 *\n'],
    ['a tag without its bracket, a tag with escapes', '[Event "a\n[Site "x \\" y"]\n1. c3-d4 *\n' + game('*')],
    ['text after the last result', game('1. c3-d4 *') + '{trailing comment}'],
    ['an unclosed string at the end', game('1. c3-d4 *') + '"open'],
    ['Cyrillic tag values and comments', '[White "Иванов"]\n[Black "Петров"]\n1. c3-d4 {хорошо} f6-g5 1-0\n' + game('*')],
    ['characters beyond the BMP', '[White "😀"]\n1. c3-d4 {😀} 1-0\n' + game('*')],
    ['a move number before the result, two in a row', game('1. c3-d4 2. *') + game('1. 2. c3-d4 *') + game('1. c3-d4 f6-g5 *')],
    ['a line comment at the very end', game('1. c3-d4 *') + '; end'],
    ['a move number glued to its move, a move before a result without space', game('1.c3-d4 f6-g5 2.g3-h4 *') + game('1. c3-d4*')],
    ['a game longer than MAX_GAME_CHARS', game('1. c3-d4 ' + '{' + 'x'.repeat(MAX_GAME_CHARS) + '} *') + game('1. e3-f4 *')],
    ['blanks longer than MAX_GAME_CHARS before a game', game('*') + ' '.repeat(MAX_GAME_CHARS) + game('1. e3-f4 *')],
  ];
  for (const [what, text] of edges)
    it(what, () => {
      expectSame(Buffer.from(text, 'utf8'), 'utf-8', what);
      // (a megabyte game in chunks of a few bytes would take minutes: it is scanned again at each)
      const small = text.length < 100_000;
      expectSame(Buffer.from(text, 'utf8'), 'utf-8', `${what}, in chunks`, small ? [1, 2, 3, 5, 7] : [65_536, 1 << 20, 4096]);
      expectSame(cp1251(text), 'windows-1251', `${what} (windows-1251)`, small ? [3, 1000] : [1 << 16]);
    });

  it('invalid utf-8: the same texts and positions', () => {
    const bytes = Buffer.concat([
      Buffer.from('[White "a'),
      Buffer.from([0xc3, 0x80, 0xff, 0xe2, 0x82]),
      Buffer.from('"]\n1. c3-d4 {'),
      Buffer.from([0x80, 0xf0, 0x9f]),
      Buffer.from('} 1-0\n[Event "b"]\n1. e3-f4 *\n'),
    ]);
    const want = reference(bytes, 'utf-8');
    const got = read(bytes, 'utf-8', [1 << 20]).map(asCut);
    expect(got.map(({ byteOffset, byteLength, ...rest }) => rest)).toEqual(want.map(({ byteOffset, byteLength, ...rest }) => rest));
    // the bytes' own offsets (the reference measures the decoded text, where a bad byte became three)
    expect(
      got.map((g) =>
        bytes
          .subarray(g.byteOffset, g.byteOffset + g.byteLength)
          .toString('latin1')
          .slice(0, 7),
      ),
    ).toEqual(['[White ', '[Event ']);
  });

  it('gives a file of tiny games in batches of a few thousand at most (the first 8 MB, read at once, too)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bashni-collection-'));
    try {
      const path = join(dir, 'tiny.pdn');
      const game = '[Result "1-0"]\n1. c3-d4 1-0\n';
      writeFileSync(path, game.repeat(400_000)); // 11 MB: more than the first read
      let games = 0;
      let largest = 0;
      for await (const batch of collectionGameBatches(path)) {
        games += batch.length;
        largest = Math.max(largest, batch.length);
      }
      expect(games).toBe(400_000);
      // a batch holds the games of 64 KB of bytes: 2,341 of these
      expect(largest).toBeLessThanOrEqual(Math.ceil((1 << 16) / game.length) + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
