// Issue 21: one scanner for one syntax. The lexer skipped U+2000-U+200B and U+3000 as spaces while
// the game splitter took them for text, so `1. c3-d4 f6-g5\u30001-0` ended no game and the next
// game's moves became stray text. Both now read their spaces from grammar/chars.ts; these tests
// check the lexer and the splitter against that class, character by character, and over the
// real corpus with every space inserted between tokens.
import { describe, expect, it } from 'vitest';
import { isBlank } from '../../grammar/chars.ts';
import { lexPdn } from '../../grammar/lexer.ts';
import { parsePdn, splitGames } from '../../grammar/index.ts';
import { corpusFiles, readCorpus, withoutPos } from '../grammar/helpers.ts';

/** Every UTF-16 code unit that is blank (space or line break) for chars.ts, but the ASCII ones. */
const WIDE_BLANKS: string[] = [];
for (let c = 128; c <= 0xffff; c++) if (isBlank(c)) WIDE_BLANKS.push(String.fromCharCode(c));
const name = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('the class of spaces (grammar/chars.ts)', () => {
  it('holds the Unicode spaces: JavaScript \\s with U+200B (and no other character)', () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      expect(isBlank(c), name(ch)).toBe(/\s/.test(ch) || c === 0x200b);
    }
  });

  it('is what the lexer skips between two words, code unit by code unit', () => {
    const skipped: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue; // a lone surrogate is never a space
      const out = lexPdn(`ab${String.fromCharCode(c)}cd`);
      if (out.errors.length === 0 && out.tokens.map((t) => t.image).join('|') === 'ab|cd') skipped.push(c);
    }
    const blanks: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isBlank(c)) blanks.push(c);
    expect(skipped).toEqual(blanks);
  });

  it.each([' ', ...WIDE_BLANKS].map((ch) => [name(ch), ch]))('%s before a result ends the game there, for the splitter and the parser alike', (_, ch) => {
    const text = `1. c3-d4 f6-g5${ch}1-0\n1. e3-f4 *`;
    expect([...splitGames(text)].map((g) => g.text)).toEqual([`1. c3-d4 f6-g5${ch}1-0`, '1. e3-f4 *']);
    const out = parsePdn(text);
    expect(out.errors).toEqual([]);
    expect(out.value.map((g) => [g.moves.map((m) => m.text), g.result?.text])).toEqual([
      [['c3-d4', 'f6-g5'], '1-0'],
      [['e3-f4'], '*'],
    ]);
  });
});

/**
 * `text` with a wide space inserted before every token that already follows a blank (a token
 * boundary, where one more space changes nothing): the spaces in turn, so every one of them
 * stands at many boundaries of each file.
 */
function withSpaces(text: string): { text: string; inserted: number } {
  const at: number[] = [];
  for (const game of splitGames(text)) {
    for (const tok of lexPdn(game.text).tokens) {
      const offset = game.pos.offset + tok.startOffset;
      if (offset > 0 && isBlank(text.charCodeAt(offset - 1))) at.push(offset);
    }
  }
  const parts: string[] = [];
  let from = 0;
  at.forEach((offset, k) => {
    parts.push(text.slice(from, offset), WIDE_BLANKS[k % WIDE_BLANKS.length]!);
    from = offset;
  });
  parts.push(text.slice(from));
  return { text: parts.join(''), inserted: at.length };
}

/** What parsing gives, without positions (the inserted characters move them). */
function reading(text: string): unknown {
  const out = parsePdn(text);
  return { games: withoutPos(out.value), problems: out.errors.map((e) => `game ${e.game}: ${e.code}`) };
}

describe('the corpus with every wide space inserted at token boundaries', () => {
  const files = [...corpusFiles('pdn-standard/accept'), ...corpusFiles('pdn-standard/reject'), ...corpusFiles('checkerboard')];
  it.each(files)('%s: the same games, the same problems', (file) => {
    const text = readCorpus(file);
    const spaced = withSpaces(text);
    // (alphanumeric.pdn is one line without a space: nowhere to insert)
    if (/\s/.test(text.trim())) expect(spaced.inserted).toBeGreaterThan(0);
    expect(reading(spaced.text)).toEqual(reading(text));
  });
});
