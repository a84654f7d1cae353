// The light main-line scanner (grammar/main-line-scan.ts) against the full parser, over every game
// of the real corpus (test/corpus), the project's own games (games/) and the records fixtures: a
// game the scanner accepts parses without error, with the same tags, main line and terminator; a
// game it declines goes to the full parser (counted here, so a scanner that declined everything
// would fail).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePdn } from '../../grammar/decode.ts';
import { scanMainLine } from '../../grammar/main-line-scan.ts';
import { parseCutGame } from '../../grammar/pdn.ts';
import { splitGames } from '../../grammar/splitter.ts';
import { pdnFilesUnder, REPO_ROOT } from './helpers.ts';

const files = [...pdnFilesUnder('test/corpus'), ...pdnFilesUnder('games'), ...pdnFilesUnder('test/records/fixtures')];

describe('scanMainLine agrees with the full parser', () => {
  let scanned = 0;
  let declined = 0;
  for (const file of files) {
    it(file, () => {
      const { text } = decodePdn(readFileSync(join(REPO_ROOT, file)));
      let index = 0;
      for (const g of splitGames(text)) {
        const parsed = parseCutGame(g, index++, false);
        const scan = scanMainLine(g.text);
        if (!scan) {
          declined++;
          continue;
        }
        scanned++;
        const where = `${file} game ${index} (line ${g.pos.line})`;
        expect(
          parsed.errors.filter((e) => e.severity === 'error').map((e) => e.code),
          where,
        ).toEqual([]);
        expect(scan.moves, where).toEqual(parsed.game.moves.map((m) => m.text));
        expect(scan.tags, where).toEqual(parsed.game.tags.map((t) => ({ name: t.name, value: t.value })));
        expect(scan.result, where).toBe(parsed.game.result?.text);
        expect(scan.variations, where).toBe(parsed.game.moves.some((m) => m.variations.length > 0));
      }
    });
  }
  it('reads most games itself', () => {
    // the corpus has games with setups, unknown moves, stray text and broken ones: those go to the parser
    console.log(`scanned ${scanned}, declined ${declined}`);
    expect(scanned).toBeGreaterThan(3 * declined);
  });
});

describe('scanMainLine declines what it does not read', () => {
  const cases: [string, string][] = [
    ['a setup', '[Event "x"]\n1. c3-d4 /FEN "W:W21:B1"/ f6-g5 *'],
    ['an unknown move', '1. c3-d4 -- *'],
    ['stray text', '1. c3-d4 hello f6-g5 *'],
    ['no terminator', '1. c3-d4 f6-g5'],
    ['an unclosed comment', '1. c3-d4 {oops f6-g5 *'],
    ['an unclosed variation', '1. c3-d4 (1. e3-f4 f6-g5 *'],
    ['a variation before any move', '(1. e3-f4) 1. c3-d4 *'],
    ['a tag among the moves', '1. c3-d4 [Event "x"] f6-g5 *'],
    ['an escaped tag value', '[Event "a \\"b\\""]\n1. c3-d4 *'],
    ['text after the terminator', '1. c3-d4 * junk'],
  ];
  for (const [what, text] of cases) it(what, () => expect(scanMainLine(text)).toBeUndefined());

  it('skips comments, variations, NAGs and strength', () => {
    const s = scanMainLine('[Event "e"]\n[Result "1-0"]\n{before} 1. c3-d4! $1 {c} (1. e3-f4 {in} (1. g3-h4) f6-g5) f6-g5 2. d4:f6?! (!?) ; line\n e7:g5 1-0\n');
    expect(s).toEqual({
      tags: [
        { name: 'Event', value: 'e' },
        { name: 'Result', value: '1-0' },
      ],
      moves: ['c3-d4', 'f6-g5', 'd4:f6', 'e7:g5'],
      result: '1-0',
      variations: true,
    });
  });
});
