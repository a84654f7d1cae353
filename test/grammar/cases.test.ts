// Snapshot cases: every construct (cases/valid) and every typical mistake (cases/invalid), with
// the records and problems expected, committed beside each case as JSON. Positions are written
// `line:column` so the snapshots show exactly where each node and problem stands.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makePdn, parsePdn } from '../../grammar/index.ts';
import { withoutPos } from './helpers.ts';

const dir = (kind: string) => new URL(`./cases/${kind}/`, import.meta.url);
const list = (kind: string) =>
  readdirSync(fileURLToPath(dir(kind)))
    .filter((f) => f.endsWith('.pdn'))
    .sort();

/** The parse output with `pos` objects shortened to `line:column`. */
function snapshot(text: string): string {
  const out = parsePdn(text);
  const json = JSON.stringify(
    {
      errors: out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.severity} ${e.code} (game ${e.game}): ${e.message}`),
      games: out.value,
    },
    (k, v) => (k === 'pos' && v && typeof v === 'object' ? `${v.line}:${v.column}` : v),
    1,
  );
  return `${json}\n`;
}

/** The committed expectation of a case. toMatchFileSnapshot would silently write a missing one
 * (and pass), so a case without its JSON fails here instead. */
function expectedFile(kind: string, name: string): string {
  const json = name.replace(/\.pdn$/, '.json');
  expect(existsSync(fileURLToPath(new URL(json, dir(kind)))), `${kind}/${json} is committed`).toBe(true);
  return `./cases/${kind}/${json}`;
}

describe('case lists', () => {
  it('are not empty (it.each over an empty list runs nothing)', () => {
    expect(list('valid').length).toBeGreaterThanOrEqual(10);
    expect(list('invalid').length).toBeGreaterThanOrEqual(15);
  });
});

describe('valid cases', () => {
  it.each(list('valid'))('%s', async (name) => {
    const text = readFileSync(new URL(name, dir('valid')), 'utf8');
    const out = parsePdn(text);
    expect(out.errors.filter((e) => e.severity === 'error')).toEqual([]);
    await expect(snapshot(text)).toMatchFileSnapshot(expectedFile('valid', name));
    // round trips in both modes
    const again = parsePdn(makePdn(out.value, { mode: 'compatible' }));
    expect(withoutPos(again.value)).toEqual(withoutPos(out.value));
    const strict = parsePdn(makePdn(out.value, { mode: 'strict' }));
    expect(strict.errors.filter((e) => e.severity === 'error')).toEqual([]);
  });
});

/** What each invalid case is written to provoke: its problems as `line:column code`, in order,
 * stated here apart from the snapshot so that a regenerated snapshot cannot silently change
 * which mistake a case reports, or where. */
const intended: Record<string, string[]> = {
  'bad-setup.pdn': ['2:10 PDN_BAD_SETUP', '2:19 PDN_BAD_SETUP', '2:54 PDN_BAD_SETUP'],
  'bad-tags.pdn': ['1:25 PDN_BAD_TAG', '2:7 PDN_BAD_TAG', '3:1 PDN_BAD_TAG', '4:1 PDN_BAD_TAG'],
  'misplaced-annotations.pdn': ['2:1 PDN_MISPLACED_STRENGTH', '2:6 PDN_MISPLACED_NAG', '2:25 PDN_MISPLACED_STRENGTH'],
  'missing-result.pdn': ['2:15 PDN_MISSING_RESULT'],
  'nesting-too-deep.pdn': ['2:458 PDN_NESTING_TOO_DEEP'],
  'number-without-move.pdn': ['2:16 PDN_NUMBER_WITHOUT_MOVE'],
  'result-in-variation.pdn': ['2:20 PDN_RESULT_IN_VARIATION'],
  'score-as-result.pdn': ['3:16 PDN_SCORE_AS_RESULT'],
  'stray-tokens.pdn': ['2:10 PDN_UNEXPECTED_TOKEN', '2:20 PDN_UNEXPECTED_TOKEN', '2:31 PDN_UNEXPECTED_TOKEN', '2:40 PDN_UNEXPECTED_TOKEN'],
  // the `[` inside a variation starts the next game's tags: the variation and the game end there
  'tag-in-moves.pdn': ['2:10 PDN_UNCLOSED_VARIATION', '2:16 PDN_MISSING_RESULT', '2:33 PDN_UNBALANCED_PAREN'],
  'unbalanced-paren.pdn': ['2:15 PDN_UNBALANCED_PAREN'],
  'unclosed-variation.pdn': ['2:16 PDN_UNCLOSED_VARIATION'],
  'unterminated-comment.pdn': ['2:10 PDN_UNTERMINATED_COMMENT'],
  'unterminated-string.pdn': ['1:8 PDN_UNTERMINATED_STRING', '1:29 PDN_BAD_TAG'],
  'variation-without-move.pdn': ['2:1 PDN_VARIATION_WITHOUT_MOVE'],
};

describe('invalid cases', () => {
  it('each name their intended problems', () => {
    expect(Object.keys(intended).sort()).toEqual(list('invalid'));
  });

  it.each(list('invalid'))('%s', async (name) => {
    const text = readFileSync(new URL(name, dir('invalid')), 'utf8');
    const out = parsePdn(text);
    expect(out.errors.length).toBeGreaterThan(0);
    expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(intended[name]);
    await expect(snapshot(text)).toMatchFileSnapshot(expectedFile('invalid', name));
  });
});

describe('problem cap', () => {
  it('reports at most 50 problems per game plus the first of each other code and PDN_TOO_MANY_PROBLEMS', () => {
    const out = parsePdn(`[Event "x"]\n1. 32-28 ${')'.repeat(200)} ${'('.repeat(100)} 19-23 *\n[Event "y"]\n1. 33-28 *`);
    const first = out.errors.filter((e) => e.game === 0);
    expect(first.length).toBeLessThanOrEqual(55);
    expect(new Set(first.map((e) => e.code))).toEqual(
      new Set(['PDN_UNBALANCED_PAREN', 'PDN_UNCLOSED_VARIATION', 'PDN_NESTING_TOO_DEEP', 'PDN_EMPTY_VARIATION', 'PDN_VARIATION_WITHOUT_MOVE', 'PDN_TOO_MANY_PROBLEMS']),
    );
    expect(first.find((e) => e.code === 'PDN_NESTING_TOO_DEEP')!.pos).toMatchObject({ line: 2, column: 10 + 200 + 1 + 64 });
    // the next game is untouched
    expect(out.value[1]!.moves.map((m) => m.text)).toEqual(['33-28']);
    expect(out.errors.filter((e) => e.game === 1)).toEqual([]);
  });
  it("problems dropped by the builder's cap are announced even when balancing adds problems of another code", () => {
    const codes = (text: string) => {
      const counts: Record<string, number> = {};
      for (const e of parsePdn(text).errors) counts[e.code] = (counts[e.code] ?? 0) + 1;
      return counts;
    };
    // 60 stray words (builder) and a stray `)` (balancing)
    expect(codes(`1. 32-28 ${'foo '.repeat(60)}19-23 ) *`)).toEqual({
      PDN_UNEXPECTED_TOKEN: 50,
      PDN_UNBALANCED_PAREN: 1,
      PDN_TOO_MANY_PROBLEMS: 1,
    });
    // exactly 50: all reported, no cap
    expect(codes(`1. 32-28 ${'foo '.repeat(50)}19-23 *`)).toEqual({ PDN_UNEXPECTED_TOKEN: 50 });
  });
});

describe('characters no token starts with', () => {
  it('are skipped with PDN_UNEXPECTED_CHARACTER at their position; the game reads on', () => {
    const out = parsePdn('[Event "中文 ok"]\n1. 32-28 ☃ 19-23 中文 *');
    // (one problem per run of such characters: `中文` is one, issue 13 item 8)
    expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(['2:10 PDN_UNEXPECTED_CHARACTER', '2:18 PDN_UNEXPECTED_CHARACTER']);
    expect(out.errors.map((e) => e.message)).toEqual(['Unexpected character `☃`.', 'Unexpected characters `中文`.']);
    expect(out.value[0]!.tags[0]!.value).toBe('中文 ok');
    expect(out.value[0]!.moves.map((m) => m.text)).toEqual(['32-28', '19-23']);
    expect(out.value[0]!.result?.text).toBe('*');
  });

  // Chevrotain's own recovery retried every pattern at every following character (quadratic: 100 KB
  // of NUL took 11 s); a run is now one step and one problem, wherever it stands
  it.each([
    ['NUL bytes', '\0', '\0'.repeat(20)],
    ['control characters', '\u0001\u0002\u007f\u0085', '\u0001\u0002\u007f\u0085\u0001\u0002\u007f\u0085\u0001\u0002\u007f\u0085\u0001\u0002\u007f\u0085\u0001\u0002\u007f\u0085'],
    ['CJK text', '中文字', '中文字中文字中文字中文字中文字中文字中文'],
    ['replacement characters and emoji', '\ufffd\ud83d\ude00', '\ufffd\ud83d\ude00\ufffd\ud83d\ude00\ufffd\ud83d\ude00\ufffd\ud83d\ude00\ufffd\ud83d\ude00\ufffd\ud83d\ude00\ufffd\ud83d'],
  ])('a long run of %s is one PDN_UNEXPECTED_CHARACTER, at its start', (_, unit, shown) => {
    const run = unit.repeat(Math.ceil(20_000 / unit.length));
    const out = parsePdn(`[Event "x"]\n1. 32-28 ${run} 19-23\n${run}\n2. 28-23 *`);
    expect(out.errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(['2:10 PDN_UNEXPECTED_CHARACTER', '3:1 PDN_UNEXPECTED_CHARACTER']);
    expect(out.errors[0]!.message).toBe(`Unexpected characters \`${shown}\`.`);
    expect(out.value[0]!.moves.map((m) => m.text)).toEqual(['32-28', '19-23', '28-23']);
  });
});
