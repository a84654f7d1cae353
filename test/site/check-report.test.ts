// The record checker's verdicts (site/src/client/check-report.ts), without a browser: for every
// fixture record, the lines the checker page shows are the lines the real `bashni verify` prints,
// minus the file name; each problem is marked where its line:column is in the text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePdn } from '../../grammar/decode.ts';
import { checkRecords, markedProblem, offsetAt, verdictLine } from '../../site/src/client/check-report.ts';
import { highlightHtml, markBlocks, markRuns } from '../../site/src/client/source-marks.ts';
import { bashni, ROOT } from '../records/cli.ts';

const files = [
  ...readdirSync(join(ROOT, 'test/records/fixtures'))
    // the small fixtures, one problem each; not the 50-game engine-selfplay.pdn (a volume fixture for the CLI)
    .filter((f) => f.endsWith('.pdn') && f !== 'engine-selfplay.pdn')
    .sort()
    .map((f) => `test/records/fixtures/${f}`),
  'test/site/fixtures/games/test-escaping.pdn',
  'test/site/fixtures/games/test-variations.pdn',
];

/** Text as the page reads an opened file: the CLI's decoder. */
const textOf = (file: string): string => decodePdn(new Uint8Array(readFileSync(join(ROOT, file)))).text;

describe('the checker says what bashni verify says', () => {
  it('one verdict line per game, equal to the CLI line without its file name, over the fixtures', () => {
    const run = bashni(['verify', ...files]);
    expect(run.status).toBe(1); // some fixtures are invalid
    // the CLI's game lines (not the notes under a valid game, nor the summary), file by file
    const cliLines = run.stdout.split('\n').filter((l) => files.some((f) => l.startsWith(`${f}:`)));
    const pageLines: string[] = [];
    let invalid = 0;
    for (const file of files) {
      for (const { report } of checkRecords(textOf(file), file)) {
        const line = verdictLine(report);
        expect(line.startsWith(file)).toBe(false);
        pageLines.push(`${file}:${line}`);
        if (!report.valid) invalid++;
      }
    }
    expect(pageLines).toEqual(cliLines);
    expect(cliLines.length).toBe(16);
    expect(invalid).toBe(8);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(`16 games: 8 valid, ${invalid} invalid`);
  });

  it('the missing capture, word for word', () => {
    const file = 'test/records/fixtures/missing-capture.pdn';
    const text = textOf(file);
    const [checked, ...more] = checkRecords(text, 'pasted text');
    expect(more).toEqual([]);
    expect(verdictLine(checked!.report)).toBe(
      '7:19: game 1 (W - B): invalid: move 2. g3-h4: illegal move: a quiet move is written but a capture is mandatory [MOVE_CAPTURE_REQUIRED]; legal moves: d4:f6',
    );
    const marked = markedProblem(text, checked!.report)!;
    expect(marked.message).toBe('game 1 (W - B): invalid: move 2. g3-h4: illegal move: a quiet move is written but a capture is mandatory [MOVE_CAPTURE_REQUIRED]; legal moves: d4:f6');
    expect([marked.line, marked.column]).toEqual([7, 19]);
    expect(text.slice(marked.span.start, marked.span.end)).toBe('g3-h4');
    expect(marked.span.kind).toBe('token');
    // the highlight layer marks it, its title the same words
    expect(highlightHtml(text, [marked])).toContain(
      `<mark class="token" title="7:19: game 1 (W - B): invalid: move 2. g3-h4: illegal move: a quiet move is written but a capture is mandatory [MOVE_CAPTURE_REQUIRED]; legal moves: d4:f6" data-line="7" data-column="19">g3-h4</mark>`,
    );
  });

  it('a valid game has no marked problem; its verdict line is the CLI one', () => {
    const [first] = checkRecords(textOf('test/site/fixtures/games/test-variations.pdn'), 'x.pdn');
    expect(markedProblem('', first!.report)).toBeUndefined();
    expect(verdictLine(first!.report)).toBe('1:1: game 1 (Variation - Fixture): valid, 5 plies (bashni)');
  });

  it('every invalid fixture: the mark starts at the reported line:column, on the move as written when there is one', () => {
    let moves = 0;
    for (const file of files) {
      const text = textOf(file);
      for (const { report } of checkRecords(text, file)) {
        const marked = markedProblem(text, report);
        expect(Boolean(marked)).toBe(!report.valid);
        if (!marked) continue;
        const lines = text.split('\n');
        const before = lines.slice(0, marked.line - 1).join('\n').length + (marked.line > 1 ? 1 : 0);
        expect(marked.offset).toBe(before + marked.column - 1);
        const move = report.problem?.detail?.move;
        if (move) {
          expect(text.slice(marked.span.start, marked.span.end), `${file}`).toBe(move);
          moves++;
        }
      }
    }
    expect(moves).toBe(4); // ambiguous, illegal, missing capture, unknown moves: the fixtures whose problem is a written move
  });
});

describe('offsetAt counts lines as the grammar does', () => {
  it('\\n, \\r\\n and a lone \\r each end one line; columns are UTF-16 code units', () => {
    expect(offsetAt('ab\ncd', 2, 2)).toBe(4);
    expect(offsetAt('ab\r\ncd', 2, 1)).toBe(4);
    expect(offsetAt('ab\rcd\r\nef', 3, 2)).toBe(8);
    expect(offsetAt('[White "Ёж 😀"]\n1. c3-d4', 2, 4)).toBe('[White "Ёж 😀"]\n'.length + 3);
    // the same position the grammar reports for a problem on a \r\n line
    const text = '[Variant "Bashni"]\r\n\r\n1. c3-d4 f6-e5 2. g3-h4 *\r\n';
    const [g] = checkRecords(text, 'crlf.pdn');
    const m = markedProblem(text, g!.report)!;
    expect([m.line, m.column]).toEqual([3, 19]);
    expect(text.slice(m.span.start, m.span.end)).toBe('g3-h4');
    // past the end of the text: the end
    expect(offsetAt('ab', 5, 1)).toBe(2);
  });
});

describe('the highlight layer in blocks (markBlocks)', () => {
  it('cuts a long record at line breaks into blocks of at least the size, keeping every mark whole and the text unchanged', () => {
    const text = readdirSync(join(ROOT, 'games'))
      .filter((f) => f.endsWith('.pdn'))
      .sort()
      .map((f) => readFileSync(join(ROOT, 'games', f), 'utf8'))
      .join('\n');
    // a problem on every 40th move as written, so that marks fall near the cuts too
    const found = [...text.matchAll(/\b[a-h][1-8][-:][a-h][1-8]\b/g)]
      .filter((_, i) => i % 40 === 0)
      .map((m) => ({ line: 1, column: 1, offset: m.index, span: { start: m.index, end: m.index + m[0].length, kind: 'token' as const }, message: 'x', code: 'X' }));
    const runs = markRuns(text, found);
    const size = 4096;
    const blocks = markBlocks(runs, size);
    const texts = blocks.map((b) => b.map((r) => r.text).join(''));
    expect(blocks.length).toBeGreaterThan(text.length / size / 2);
    // a block boundary stands for the line break it replaced
    expect(texts.join('\n')).toBe(runs.map((r) => r.text).join(''));
    for (const t of texts.slice(0, -1)) expect(t.length).toBeGreaterThanOrEqual(size);
    expect(blocks.flat().filter((r) => r.mark)).toEqual(runs.filter((r) => r.mark));
    expect(blocks.every((b) => b.length > 0)).toBe(true);
  });

  it('a text shorter than the size is one block; an empty line after a cut stays a line', () => {
    expect(markBlocks([{ text: 'ab\ncd' }], 100)).toEqual([[{ text: 'ab\ncd' }]]);
    expect(markBlocks([{ text: 'ab\n\ncd' }], 2)).toEqual([[{ text: 'ab' }], [{ text: '\ncd' }]]);
  });
});
