// Issue 22, points 14 and 15: where a game ends depends on the text only, never on where the
// chunks of a stream end. A multi-line `{...}` comment with a line that starts like a tag split a
// valid game in two; with lone-CR line ends, an unclosed `{` whose `\r` ended a chunk swallowed
// the next game; a leading BOM moved every column of the first line by one in parsePdn but not in
// parsePdnStream. Property: parsePdnStream over any cutting of a text (into strings, or UTF-8
// bytes cut inside characters) gives exactly what parsePdn gives, positions and problems included.
import { describe, expect, it } from 'vitest';
import { parsePdn, parsePdnStream, type GameRecord, type ParseProblem } from '../../grammar/index.ts';
import { corpusFiles, readCorpus } from '../grammar/helpers.ts';
import { rng } from '../../engine/random.ts';

interface Reading {
  games: GameRecord[];
  errors: readonly ParseProblem[];
}

async function streamed(chunks: Iterable<string | Uint8Array>): Promise<Reading> {
  const games: GameRecord[] = [];
  const errors: ParseProblem[] = [];
  for await (const g of parsePdnStream(chunks, { encoding: 'utf-8' })) {
    games.push(g.game);
    for (const e of g.errors) errors.push(e);
  }
  return { games, errors };
}

function whole(text: string): Reading {
  const out = parsePdn(text);
  return { games: out.value, errors: out.errors };
}

/** `text` (or bytes) cut at the given indexes (sorted). */
function cut<T extends string | Uint8Array>(text: T, at: readonly number[]): T[] {
  const parts: T[] = [];
  let from = 0;
  for (const i of at) {
    parts.push(text.slice(from, i) as T);
    from = i;
  }
  parts.push(text.slice(from) as T);
  return parts;
}

/** Small texts with what the splitter decides across lines: comments, tag lines, each kind of line end, a BOM. */
const SMALL: Record<string, string> = {
  'tag line in a comment': '[Event "a"]\n1. c3-d4 {a note\n[Note "x"]\nmore} f6-g5 1-0\n[Event "b"]\n1. e3-f4 *\n',
  'unclosed comment, lone CR': '[Event "a"]\r1. c3-d4 {never closed\r[Event "b"]\r1. c3-d4 f6-g5 *\r[Event "c"]\r1. e3-f4 {x} *\r',
  'unclosed comment, CRLF': '[Event "a"]\r\n1. c3-d4 {never closed\r\n  [Event "b"]\r\n1. c3-d4 {ok} f6-g5 *\r\n',
  'BOM, results after wide spaces': '\ufeff[Event "a"]\n1. c3-d4\u3000f6-g5\u20031-0\n1. e3-f4 ; rest\n*\n%x\n[Event "a"]\n[Event "b"]\n',
  'strings, variations, setups': '[Event "a \\" [b]"]\n[FEN "W:W21:B9"]\n1. c3-d4 (1. e3-f4 {v} 1... f6-g5) f6-g5 /FEN "W:Wa1:Bh8"/ 2. a1-b2 * {after}\n\n1. c3-d4 0-1',
};

describe('the cases of issue 22 (points 14, 15)', () => {
  it('a line that starts like a tag inside a closed comment stays in the comment: one valid game', () => {
    const out = parsePdn('[Event "a"]\n1. c3-d4 {a long note\n[Note "x"]\nstill the note} f6-g5 *\n');
    expect(out.errors).toEqual([]);
    expect(out.value).toHaveLength(1);
    expect(out.value[0]!.moves.map((m) => [m.text, m.after.map((c) => c.text)])).toEqual([
      ['c3-d4', ['a long note\n[Note "x"]\nstill the note']],
      ['f6-g5', []],
    ]);
  });

  it('an unclosed comment still stops at the next tag line, when a `{` or nothing comes before any `}`', () => {
    for (const rest of ['1. c3-d4 f6-g5 *\n', '1. c3-d4 {closed} f6-g5 *\n']) {
      const out = parsePdn(`[Event "a"]\n1. c3-d4 {never closed\n[Event "b"]\n${rest}`);
      expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(['2:10 PDN_UNTERMINATED_COMMENT']);
      expect(out.value.map((g) => g.tags[0]!.value)).toEqual(['a', 'b']);
      expect(out.value[1]!.moves.map((m) => m.text)).toEqual(['c3-d4', 'f6-g5']);
    }
  });

  it('lone CR: an unclosed `{` whose `\\r` ends a chunk does not swallow the next game', async () => {
    const first = '[Event "a"]\r1. c3-d4 {never closed\r';
    const got = await streamed([first, '[Event "b"]\r1. c3-d4 f6-g5 *\r']);
    expect(got.games.map((g) => g.tags[0]!.value)).toEqual(['a', 'b']);
    expect(got).toEqual(whole(`${first}[Event "b"]\r1. c3-d4 f6-g5 *\r`));
  });

  it('a leading BOM: the same positions whole and streamed (the BOM is not counted)', async () => {
    const text = '\ufeff[Event "a"] 1. c3-d4 junk *';
    const out = whole(text);
    expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column}:${e.pos.offset}`)).toEqual(['1:22:21']);
    expect(out.games[0]!.pos).toEqual({ line: 1, column: 1, offset: 0 });
    expect(await streamed([text])).toEqual(out);
    expect(await streamed([new TextEncoder().encode(text)])).toEqual(out);
  });
});

describe('parsePdnStream equals parsePdn however the text is cut', () => {
  it.each(Object.entries(SMALL))('%s: cut once at every index, and twice at every pair of indexes up to 3 apart', async (_, text) => {
    const expected = whole(text);
    for (let i = 0; i <= text.length; i++) expect(await streamed(cut(text, [i])), `cut at ${i}`).toEqual(expected);
    for (let i = 1; i < text.length; i++) {
      for (let j = i; j < Math.min(text.length, i + 4); j++) expect(await streamed(cut(text, [i, j])), `cut at ${i}, ${j}`).toEqual(expected);
    }
    // one character a chunk, and UTF-8 bytes one a chunk (characters cut in the middle)
    expect(await streamed([...text])).toEqual(expected);
    const bytes = new TextEncoder().encode(text);
    expect(await streamed([...bytes].map((b) => Uint8Array.of(b)))).toEqual(expected);
  });

  it.each([...corpusFiles('pdn-standard/accept'), ...corpusFiles('pdn-standard/reject')].filter((_, i) => i % 3 === 0))('%s: cut at random places, as text and as bytes', async (file) => {
    const text = readCorpus(file);
    const expected = whole(text);
    const next = rng(text.length);
    for (let round = 0; round < 3; round++) {
      const at = Array.from({ length: 1 + Math.floor(next() * 40) }, () => Math.floor(next() * text.length)).sort((a, b) => a - b);
      expect(await streamed(cut(text, at)), `cut at ${at.join(',')}`).toEqual(expected);
      const bytes = new TextEncoder().encode(text);
      const byteAt = at.map((i) => Math.floor((i / text.length) * bytes.length));
      expect(await streamed(cut(bytes, byteAt))).toEqual(expected);
    }
  });
});
