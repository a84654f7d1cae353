// The light reader (grammar/light-lexer.ts, light-parser.ts, light-token-type.ts), which the game
// viewer's bundle reads PDN with, against Chevrotain's (lexer.ts, parser.ts, token-type.ts), the
// project's reference grammar: the same token types; the same tokens (type, image, offset, line,
// column) and lexer errors; the same elements and parser errors; and the same records and
// problems from pdn.ts's parsePdn, read through the viewer's own swap (scripts/build.ts
// lightGrammar bundles grammar/pdn.ts here). Over every PDN file of the repository (test/, games/)
// and thousands of seeded mutations of them: deleted, inserted, duplicated and swapped characters
// and token texts, random Unicode and control characters, unbalanced brackets, braces, quotes
// and parentheses, very long lines.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createToken as chevrotainCreateToken, Lexer, type IToken } from 'chevrotain';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightGrammar } from '../../scripts/build.ts';
import { decodePdn } from '../../grammar/decode.ts';
import type { Element, ParserError } from '../../grammar/elements.ts';
import { lexPdn } from '../../grammar/lexer.ts';
import { lexPdn as lightLexPdn } from '../../grammar/light-lexer.ts';
import { parseTokens as lightParseTokens } from '../../grammar/light-parser.ts';
import { createToken as lightCreateToken, SKIPPED as LIGHT_SKIPPED } from '../../grammar/light-token-type.ts';
import { parseTokens } from '../../grammar/parser.ts';
import { parsePdn } from '../../grammar/pdn.ts';
import { splitGames } from '../../grammar/splitter.ts';
import { SKIPPED } from '../../grammar/token-type.ts';
import { allTokens } from '../../grammar/tokens.ts';
import { mutate, pdnFilesUnder, REPO_ROOT } from './helpers.ts';
import { rng } from '../../engine/random.ts';

const files = [...pdnFilesUnder('test'), ...pdnFilesUnder('games')];
const texts = new Map(files.map((f) => [f, decodePdn(readFileSync(join(REPO_ROOT, f))).text]));
/** Every game's text of every file, as pdn.ts cuts them. */
const games: string[] = [...texts.values()].flatMap((text) => [...splitGames(text)].map((g) => g.text));

type Lexed = ReturnType<typeof lexPdn>;
type Parsed = ReturnType<typeof parseTokens>;

/** A token as compared: its type's name, image and start. */
const tok = (t: IToken) => [t.tokenType.name, t.image, t.startOffset, t.startLine, t.startColumn];
const lexed = (out: Lexed) => ({ tokens: out.tokens.map(tok), errors: out.errors });
const element = (e: Element): unknown => {
  if (!('kind' in e)) return tok(e);
  switch (e.kind) {
    case 'tag':
      return { tag: tok(e.start), name: e.name && tok(e.name), values: e.values.map(tok), close: e.close && tok(e.close) };
    case 'setup':
      return { setup: tok(e.start), name: e.name && tok(e.name), fen: e.fen && tok(e.fen), close: e.close && tok(e.close) };
    case 'variation':
      return { variation: tok(e.start), items: e.items.map(element), end: tok(e.end) };
  }
};
const parsed = (out: Parsed) => ({
  items: out.items?.map(element),
  errors: out.errors.map((e: ParserError) => ({ message: e.message, token: tok(e.token) })),
});

/** `actual` equals `expected` (compared as JSON: fast on whole files; toEqual shows the difference when not). */
function expectSame(actual: unknown, expected: unknown, where: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual, where).toEqual(expected);
}

/** Both lexers and both parsers (with and without the fast path) on one text: the same. */
function expectSameReading(text: string, where: string): void {
  const ref = lexPdn(text);
  const light = lightLexPdn(text);
  expectSame(lexed(light), lexed(ref), where);
  // of the same token types (the builder and pdn.ts compare them by identity)
  expect(
    light.tokens.every((t, i) => t.tokenType === ref.tokens[i]!.tokenType && t.tokenTypeIdx === ref.tokens[i]!.tokenTypeIdx),
    where,
  ).toBe(true);
  for (const full of [false, true]) expectSame(parsed(lightParseTokens(ref.tokens, full)), parsed(parseTokens(ref.tokens, full)), `${where} (full ${full})`);
}

describe('the light token types', () => {
  it('are the objects Chevrotain makes from the same declarations', () => {
    expect(LIGHT_SKIPPED).toBe(Lexer.SKIPPED);
    expect(SKIPPED).toBe(Lexer.SKIPPED);
    for (const type of allTokens) {
      const config = {
        name: type.name,
        pattern: type.PATTERN as RegExp,
        ...(type.GROUP !== undefined && { group: type.GROUP }),
        ...(type.LINE_BREAKS !== undefined && { line_breaks: type.LINE_BREAKS }),
        ...(type.START_CHARS_HINT !== undefined && { start_chars_hint: type.START_CHARS_HINT }),
      };
      const { tokenTypeIdx: lightIdx, ...light } = lightCreateToken(config);
      const { tokenTypeIdx: refIdx, ...ref } = chevrotainCreateToken(config);
      expect(light, type.name).toEqual(ref);
      // numbered past Chevrotain's EOF (1), which the parsers' end of input is
      expect(lightIdx).toBeGreaterThan(1);
      expect(refIdx).toBeGreaterThan(1);
    }
  });
});

describe('the light lexer and parser read as Chevrotain', () => {
  it(`every game of the repository's ${files.length} PDN files, and each file whole`, () => {
    expect(files.length).toBeGreaterThan(50);
    expect(games.length).toBeGreaterThan(500);
    for (const [i, text] of games.entries()) expectSameReading(text, `game ${i}`);
    for (const [file, text] of texts) expectSameReading(text, file);
  });

  it('characters no token starts with, and where Chevrotain groups them unlike their own first character', () => {
    // ϼ (U+03FC) shares Cyrillic's bucket, where Junk is tried: it starts Junk, not an Unreadable run
    for (const text of ['ϼ', 'Ωϼ', '中文 1. 32-28', '\u0000\u0001 x', '\ud83d\ude00 *', 'a\u2060b', '\u0500x', '\uffff\ufeff"']) expectSameReading(text, JSON.stringify(text));
  });

  it('4,000 seeded mutations of the games, and token sequences pdn.ts never parses (unbalanced parentheses, tokens out of place)', () => {
    const rnd = rng(45);
    let lexErrors = 0;
    let parseErrors = 0;
    for (let n = 0; n < 4000; n++) {
      const source = games[Math.floor(rnd() * games.length)]!;
      // a game's stretch of up to 3,000 characters keeps the run short (the files are read whole above)
      const from = source.length > 3000 ? Math.floor(rnd() * (source.length - 3000)) : 0;
      const text = mutate(source.slice(from, from + 3000), rnd);
      expectSameReading(text, `mutation ${n}: ${JSON.stringify(text.slice(0, 200))}`);
      if (lexPdn(text).errors.length > 0) lexErrors++;
      if (parseTokens(lexPdn(text).tokens, true).errors.length > 0) parseErrors++;
    }
    // the mutations reach both lexers' error paths and both parsers' (counted, so that they cannot silently stop)
    console.log(`mutations: ${lexErrors} with unreadable characters, ${parseErrors} with parser errors`);
    expect(lexErrors).toBeGreaterThan(100);
    expect(parseErrors).toBeGreaterThan(100);
  });
});

describe("parsePdn through the viewer's light reader gives Chevrotain's records and problems", () => {
  let dir: string;
  let lightParsePdn: typeof parsePdn;
  let inputs: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bashni-light-reader-'));
    const out = await build({
      entryPoints: [join(REPO_ROOT, 'grammar/pdn.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      write: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [lightGrammar],
    });
    inputs = Object.keys(out.metafile.inputs);
    const file = join(dir, 'light-pdn.mjs');
    writeFileSync(file, out.outputFiles[0]!.text);
    lightParsePdn = ((await import(pathToFileURL(file).href)) as { parsePdn: typeof parsePdn }).parsePdn;
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is bundled without Chevrotain, with the light modules', () => {
    expect(inputs.filter((i) => /chevrotain|lodash/.test(i))).toEqual([]);
    for (const light of ['grammar/light-lexer.ts', 'grammar/light-parser.ts', 'grammar/light-token-type.ts']) expect(inputs).toContain(light);
  });

  it('on every PDN file of the repository', () => {
    for (const [file, text] of texts) {
      const ref = parsePdn(text, { file });
      expect(ref.value.length, file).toBeGreaterThan(0);
      expect(JSON.stringify(lightParsePdn(text, { file })), file).toBe(JSON.stringify(ref));
    }
  });

  it('on 1,500 seeded mutations of the files (problems with their positions)', () => {
    const rnd = rng(4545);
    const all = [...texts.values()];
    let problems = 0;
    for (let n = 0; n < 1500; n++) {
      const source = all[Math.floor(rnd() * all.length)]!;
      const from = source.length > 4000 ? Math.floor(rnd() * (source.length - 4000)) : 0;
      const text = mutate(source.slice(from, from + 4000), rnd);
      const ref = parsePdn(text, { file: 'm.pdn' });
      problems += ref.errors.length;
      expect(JSON.stringify(lightParsePdn(text, { file: 'm.pdn' })), `mutation ${n}: ${JSON.stringify(text.slice(0, 200))}`).toBe(JSON.stringify(ref));
    }
    expect(problems).toBeGreaterThan(1500);
  });
});
