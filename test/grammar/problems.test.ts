// The grammar's problem codes: PdnCode lists every code the reader emits, and each one (but
// PDN_INTERNAL, a bug) is emitted by a real input here; no input emits a code outside it.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem, parsePdn, type PdnCode } from '../../grammar/index.ts';
import { PDN_CODES } from '../../grammar/problem.ts';
import { corpusFiles, readCorpus } from './helpers.ts';

/** One input per code, with where its first problem of that code stands (`line:column`); the input is text but for PDN_NOT_TEXT. */
const EMITTED_BY: Record<Exclude<PdnCode, 'PDN_INTERNAL'>, [input: unknown, at: string]> = {
  PDN_UNTERMINATED_COMMENT: ['1. 32-28 { never closed 19-23', '1:10'],
  PDN_UNTERMINATED_STRING: ['[Event "x]\n1. 32-28 *', '1:8'],
  PDN_BAD_TAG: ['[Event x]\n1. 32-28 *', '1:8'],
  PDN_BAD_SETUP: ['1. 32-28 / 19-23 *', '1:10'],
  PDN_UNEXPECTED_TOKEN: ['1. 32-28 foo 19-23 *', '1:10'],
  PDN_UNEXPECTED_CHARACTER: ['1. 32-28 ☃ 19-23 *', '1:10'],
  PDN_UNBALANCED_PAREN: ['1. 32-28 19-23) *', '1:15'],
  PDN_UNCLOSED_VARIATION: ['1. 32-28 (19-23 *', '1:10'],
  PDN_NESTING_TOO_DEEP: [`1. 32-28 ${'(19-23 '.repeat(65)}${')'.repeat(65)} *`, `1:${10 + 7 * 64}`],
  PDN_VARIATION_WITHOUT_MOVE: ['(32-28) 1. 32-28 *', '1:1'],
  PDN_RESULT_IN_VARIATION: ['1. 32-28 (33-28 1-0) 19-23 *', '1:17'],
  PDN_MISPLACED_STRENGTH: ['1. ! 32-28 *', '1:4'],
  PDN_MISPLACED_NAG: ['1. $1 32-28 *', '1:4'],
  PDN_NAG_OUT_OF_RANGE: ['1. 32-28 $99999999999999999999 *', '1:10'],
  PDN_MISSING_RESULT: ['1. 32-28 19-23', '1:15'],
  PDN_SCORE_AS_RESULT: ['[Result "4-6"]\n1. 32-28 19-23 4-6', '2:16'],
  PDN_TOO_MANY_PROBLEMS: [`1. 32-28 ${'foo '.repeat(60)}*`, `1:${10 + 4 * 50}`],
  PDN_UNKNOWN_MOVE: ['1. 32-28 -- *', '1:10'],
  PDN_ELLIPSIS_AFTER_NUMBER: ['1. ... 19-23 *', '1:4'],
  PDN_NUMBER_WITHOUT_MOVE: ['1. 32-28 2. *', '1:10'],
  PDN_EMPTY_VARIATION: ['1. 32-28 () 19-23 *', '1:10'],
  PDN_SETUP_WITHOUT_MOVES: ['1. 32-28 /FEN "W:W1:B2"/ *', '1:10'],
  PDN_JUNK_AFTER_MOVE: ['1. 32-28Redoverstepped 19-23 *', '1:9'],
  PDN_GAME_WITHOUT_TAGS: ['[Event "a"]\n1. 32-28 *\n1. 33-28 *', '3:1'],
  // 10,001 moves, 20 a line: the first one over the cap opens line 501
  PDN_GAME_TOO_LONG: [`${Array.from({ length: 500 }, () => '32-28 '.repeat(20)).join('\n')}\n32-28 *`, '501:1'],
  PDN_GAME_TOO_LARGE: [`[Event "a"]\n1. 32-28 {${'x'.repeat(1 << 20)}} *`, '1:1'],
  PDN_NOT_TEXT: [42, '1:1'],
};

const codes = (text: string) => parsePdn(text).errors.map((e) => e.code);

describe('PdnCode', () => {
  it('has one emitting input for every code but PDN_INTERNAL (the compiler checks the table; this checks the list)', () => {
    expect(Object.keys(EMITTED_BY).sort()).toEqual(PDN_CODES.filter((c) => c !== 'PDN_INTERNAL').sort());
    expect(new Set(PDN_CODES).size).toBe(PDN_CODES.length);
  });

  it.each(Object.entries(EMITTED_BY))('%s is emitted, where the input puts it', (code, [input, at]) => {
    const found = parsePdn(input as string).errors.find((e) => e.code === code);
    expect(found, `${code} in ${JSON.stringify(input)}`).toBeDefined();
    expect(`${found!.pos.line}:${found!.pos.column}`).toBe(at);
  });

  it('covers every code the invalid cases and the corpus emit', () => {
    const dir = new URL('./cases/invalid/', import.meta.url);
    const texts = [
      ...readdirSync(fileURLToPath(dir))
        .filter((f) => f.endsWith('.pdn'))
        .map((f) => readFileSync(new URL(f, dir), 'utf8')),
      ...['pdn-standard/accept', 'pdn-standard/reject', 'checkerboard'].flatMap(corpusFiles).map(readCorpus),
    ];
    const seen = new Set(texts.flatMap(codes));
    // the matcher is not blind: the invalid cases alone emit more than a dozen codes
    expect(seen.size).toBeGreaterThan(12);
    for (const code of seen) expect(PDN_CODES as readonly string[], code).toContain(code);
  });
});

describe('formatProblem', () => {
  it('prints file:line:column, the context, the message and the code', () => {
    const [p] = parsePdn('1. 32-28 { never closed', { file: 'a.pdn' }).errors;
    expect(formatProblem(p!, 'game 1: invalid')).toBe('a.pdn:1:10: game 1: invalid: This comment is never closed by `}`. [PDN_UNTERMINATED_COMMENT]');
    const [q] = parsePdn('1. 32-28 foo *').errors;
    expect(formatProblem(q!)).toBe('1:10: Unexpected `foo` in the moves. [PDN_UNEXPECTED_TOKEN]');
  });

  it('prints the move, its number and the legal moves of a detailed problem', () => {
    const pos = { line: 3, column: 7, offset: 40 };
    const base = { code: 'MOVE_ILLEGAL', severity: 'error', message: 'illegal move', pos, file: 'g.pdn' } as const;
    expect(formatProblem({ ...base, detail: { moveNumber: 7, side: 'black', move: 'e7-d6', legal: ['e7-f6', 'c7-d6'] } })).toBe(
      'g.pdn:3:7: move 7... e7-d6: illegal move [MOVE_ILLEGAL]; legal moves: e7-f6, c7-d6',
    );
    expect(formatProblem({ ...base, detail: { moveNumber: 7, side: 'white', legal: [] } })).toBe('g.pdn:3:7: move 7.: illegal move [MOVE_ILLEGAL]');
    expect(formatProblem({ ...base, detail: { move: 'x' } }, 'game 2')).toBe('g.pdn:3:7: game 2: x: illegal move [MOVE_ILLEGAL]');
    expect(formatProblem({ ...base, detail: { puzzle: 'p1' } })).toBe('g.pdn:3:7: puzzle p1: illegal move [MOVE_ILLEGAL]');
  });
});
