// Streaming and decoding: chunked input gives exactly the games of a whole-text read, and bytes
// in legacy encodings are detected.
import { describe, expect, it } from 'vitest';
import { decodePdn, detectEncoding, GameSplitter, parseEncodingName, parseGames, parsePdn, parsePdnStream, splitGames } from '../../grammar/index.ts';
import { cutPdnStream, splitPdnStream } from '../../grammar/pdn.ts';
import { PUSH_CHARS, textPieces, type GameText } from '../../grammar/splitter.ts';
import { readCorpus } from './helpers.ts';

/** Encodes text in a single-byte encoding by inverting TextDecoder. */
function encode(text: string, encoding: string): Uint8Array {
  const table = new Map<string, number>();
  const all = new TextDecoder(encoding).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  for (let i = 0; i < 256; i++) table.set(all[i]!, i);
  return Uint8Array.from([...text].map((ch) => table.get(ch) ?? 63));
}

function chunks<T extends { length: number; slice(a: number, b: number): T }>(whole: T, sizes: number[]): T[] {
  const out: T[] = [];
  let at = 0;
  let k = 0;
  while (at < whole.length) {
    const n = sizes[k++ % sizes.length]!;
    out.push(whole.slice(at, at + n));
    at += n;
  }
  return out;
}

const ussr = readCorpus('pdn-standard/accept/ussr1947.pdn');
const nk = readCorpus('pdn-standard/accept/nk ronde 01.pdn');

describe('GameSplitter', () => {
  it('cuts the same games whatever the chunk sizes', () => {
    for (const text of [ussr, nk, readCorpus('pdn-standard/reject/Cat.C1.pdn')]) {
      const whole = [...splitGames(text)];
      for (const sizes of [[1], [7, 3, 50], [4096]]) {
        const s = new GameSplitter();
        const parts = chunks(text, sizes).flatMap((c) => s.push(c));
        parts.push(...s.finish());
        expect(parts).toEqual(whole);
      }
    }
  });
  it('hands out games before the input ends (bounded memory)', () => {
    const s = new GameSplitter();
    const first = s.push(ussr.slice(0, ussr.length / 2));
    expect(first.length).toBeGreaterThan(50);
    expect(first[0]!.pos).toEqual({ line: 1, column: 1, offset: 0 });
  });
  it('does not cut at results or tags inside comments and strings', () => {
    const text = '[Event "a 1-0 [x"]\n1. 32-28 {1-0 [Event "no"]} 19-23 % 0-1\n2. 28x19 *\n';
    expect([...splitGames(text)].length).toBe(1);
  });
  it('starts a new game at a repeated tag name (tag-only games without terminator)', () => {
    const out = parsePdn('[FEN "W:W21-32:B1-12"]\n[FEN "B:W18:B14"]\n[Event "x"] [Event "y"]\n1. 32-28 *\n');
    expect(out.value.map((g) => g.tags.map((t) => t.value))).toEqual([['W:W21-32:B1-12'], ['B:W18:B14', 'x'], ['y']]);
    expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.severity} ${e.code}`)).toEqual(['1:23 warning PDN_MISSING_RESULT', '3:12 warning PDN_MISSING_RESULT']);
    // a tag name differing in case is another tag
    expect(parsePdn('[Setup "1"]\n[SetUp "1"]\n*').value.length).toBe(1);
  });
  it('gives the same lines and columns for LF, CRLF and CR line ends', () => {
    const lines = ['[Event "a"]', '1. 32-28 19-23 *', '[Event "b"]', '1. 32-28 foo {x', 'y} bar (', '19-23'];
    const at = (p: { line: number; column: number }) => `${p.line}:${p.column}`;
    const positions = (text: string) => {
      const out = parsePdn(text);
      return {
        games: out.value.map((g) => at(g.pos)),
        comments: out.value.flatMap((g) => g.moves.flatMap((m) => m.after.map((c) => at(c.pos)))),
        errors: out.errors.map((e) => `${at(e.pos)} ${e.code}`),
      };
    };
    // independent expectations (LF): the second game on line 3, `{x` at 4:14, `foo` 4:10, `bar` 5:4
    const lf = positions(lines.join('\n'));
    expect(lf).toEqual({
      games: ['1:1', '3:1'],
      comments: ['4:14'],
      errors: ['4:10 PDN_UNEXPECTED_TOKEN', '5:4 PDN_UNEXPECTED_TOKEN', '5:8 PDN_UNCLOSED_VARIATION', '6:6 PDN_MISSING_RESULT'],
    });
    expect(positions(lines.join('\r\n'))).toEqual(lf);
    expect(positions(lines.join('\r'))).toEqual(lf);
    // and streamed in small chunks (a `\r\n` cut between chunks included)
    for (const nl of ['\n', '\r\n', '\r']) {
      for (const sizes of [[1], [5], [16, 1]]) {
        const s = new GameSplitter();
        const parts = chunks(lines.join(nl), sizes).flatMap((c) => s.push(c));
        parts.push(...s.finish());
        expect(
          parts.map((g) => at(g.pos)),
          JSON.stringify([nl, sizes]),
        ).toEqual(['1:1', '3:1']);
      }
    }
  });
  it('stops an unclosed comment at the next tag line', () => {
    const out = parsePdn('[Event "A"]\n1. 32-28 {oops\n\n[Event "B"]\n1. 33-28 *\n');
    expect(out.value.map((g) => g.tags[0]!.value)).toEqual(['A', 'B']);
    expect(out.value[1]!.moves.map((m) => m.text)).toEqual(['33-28']);
    expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(['2:10 PDN_UNTERMINATED_COMMENT']);
  });
});

// Issue 22, point 5: 2 MB of `*\n` (1,000,000 empty games) was cut in one push, every game held
// at once (644 MB). The readers push a text in pieces of at most PUSH_CHARS characters, so the
// games come out a few thousand at a time whatever the size of the text or of a chunk.
describe('a few games at a time (pieces of PUSH_CHARS)', () => {
  /** The games of one push of the whole text (the splitter's own answer, with no pieces). */
  const onePush = (text: string): GameText[] => {
    const s = new GameSplitter();
    return [...s.push(text), ...s.finish()];
  };

  it('textPieces: at most PUSH_CHARS each, cut after a line break, never inside a surrogate pair, the text whole', () => {
    const text = ('[Event "ä"]\r\n1. c3-d4 {😀} *\r\n'.repeat(5000) + '😀'.repeat(PUSH_CHARS)).repeat(2);
    const pieces = [...textPieces(text)];
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(4);
    for (const p of pieces.slice(0, -1)) {
      expect(p.length).toBeLessThanOrEqual(PUSH_CHARS);
      // where the piece has a line break it ends with one; else not between the halves of a pair
      if (p.includes('\n')) expect(p.endsWith('\n')).toBe(true);
      const last = p.charCodeAt(p.length - 1);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
    expect([...textPieces('')]).toEqual(['']);
    expect([...textPieces('*\n')]).toEqual(['*\n']);
  });

  it('splitGames, splitPdnStream and cutPdnStream cut the games one push of the whole text cuts', async () => {
    const unit = ussr + nk + '[Event "😀"]\r\n1. c3-d4 {a\rb} *\r\n' + '*\n'.repeat(100);
    const text = unit.repeat(Math.ceil((3 * PUSH_CHARS) / unit.length));
    const whole = onePush(text);
    expect([...splitGames(text)]).toEqual(whole);
    const bytes = new TextEncoder().encode(text);
    const streamed: GameText[] = [];
    for await (const g of splitPdnStream([bytes.subarray(0, 100_001), bytes.subarray(100_001)])) streamed.push(g);
    expect(streamed).toEqual(whole);
    const cut: GameText[] = [];
    for await (const { game } of cutPdnStream([text])) cut.push(game);
    expect(cut).toEqual(whole);
  });

  it('1 MB of empty games (`*` and a line break) in one chunk: the games come out at most 32,768 per push, each with the bytes consumed so far', async () => {
    const size = 1_000_000;
    const bytes = new TextEncoder().encode('*\n'.repeat(size / 2));
    const pushes: { consumed: number; games: number }[] = [];
    let games = 0;
    for await (const { game, consumed } of cutPdnStream([bytes])) {
      if (games === 0) expect(game).toEqual({ text: '*', pos: { line: 1, column: 1, offset: 0 }, end: 'result' });
      games++;
      const last = pushes[pushes.length - 1];
      if (last?.consumed === consumed) last.games++;
      else pushes.push({ consumed, games: 1 });
    }
    expect(games).toBe(size / 2);
    // one push of the whole chunk gave all 500,000 games at once, every one with the whole size
    expect(pushes[0]!.consumed).toBeLessThanOrEqual(PUSH_CHARS);
    expect(Math.max(...pushes.map((p) => p.games))).toBeLessThanOrEqual(PUSH_CHARS / 2);
    expect(pushes.length).toBeGreaterThanOrEqual(Math.ceil(size / PUSH_CHARS));
    expect(pushes.map((p) => p.consumed)).toEqual([...pushes.map((p) => p.consumed)].sort((a, b) => a - b));
    expect(pushes[pushes.length - 1]!.consumed).toBe(size);
  });
});

describe('parseGames and parsePdnStream', () => {
  it('parseGames gives what parsePdn gives', () => {
    const lazy = [...parseGames(nk)];
    const all = parsePdn(nk);
    expect(lazy.map((g) => g.game)).toEqual(all.value);
    expect(lazy.flatMap((g) => g.errors)).toEqual(all.errors);
  });
  it('streams UTF-8 byte chunks cut anywhere, multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode(ussr);
    const got = [];
    for await (const g of parsePdnStream(chunks(bytes, [1000, 1, 333]))) got.push(g.game);
    expect(got).toEqual(parsePdn(ussr).value);
  });
  it('streams CP1251 bytes, detecting the encoding from the first chunk', async () => {
    const bytes = encode(ussr, 'windows-1251');
    const got = [];
    for await (const g of parsePdnStream(chunks(bytes, [65536]))) got.push(g.game);
    expect(got.length).toBe(153);
    expect(got[0]!.tags.map((t) => t.value)).toEqual(parsePdn(ussr).value[0]!.tags.map((t) => t.value));
  });
  it('copies the file name into problems', () => {
    const out = parsePdn('1. 32-28 )', { file: 'x.pdn' });
    expect(out.errors.map((e) => e.file)).toEqual(['x.pdn', 'x.pdn']);
  });
});

describe('decodePdn', () => {
  const russian = '[White "Абациев Н."]\n[Event "Чемпионат СССР, полуфинал"]\n1. c3-d4 f6-g5 *\n';
  it('reads UTF-8 with and without BOM', () => {
    const bytes = new TextEncoder().encode(russian);
    expect(decodePdn(bytes)).toEqual({ text: russian, encoding: 'utf-8' });
    expect(decodePdn(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ text: russian, encoding: 'utf-8' });
  });
  it('detects CP1251 and CP866 Russian text', () => {
    expect(decodePdn(encode(russian, 'windows-1251'))).toEqual({ text: russian, encoding: 'windows-1251' });
    expect(decodePdn(encode(russian, 'ibm866'))).toEqual({ text: russian, encoding: 'ibm866' });
  });
  it('detects Latin-1 text', () => {
    const italian = '[Event "40° Campionato Italiano"]\n[White "Bertè Daniele"]\n1. 34-30 18-23 1-0\n';
    expect(decodePdn(encode(italian, 'latin1'))).toEqual({ text: italian, encoding: 'latin1' });
  });
  it('uses an explicit encoding when told', () => {
    const bytes = encode(russian, 'windows-1251');
    expect(decodePdn(bytes, 'cp866').encoding).toBe('ibm866');
    expect(decodePdn(bytes, 'CP1251').text).toBe(russian);
    expect(parseEncodingName('Latin-1')).toBe('latin1');
    expect(parseEncodingName('koi8-r')).toBeUndefined();
    expect(() => decodePdn(bytes, 'koi8-r')).toThrow(/Unknown encoding/);
  });
  it('plain ASCII is UTF-8', () => {
    expect(detectEncoding(new TextEncoder().encode('1. 32-28 *'))).toBe('utf-8');
  });
});
