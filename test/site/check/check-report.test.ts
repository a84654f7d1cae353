// The record checker's verdicts (site/src/client/check/check-report.ts), without a browser: for every
// fixture record, the lines the checker page shows are the lines `bashni verify` prints (its own
// functions, records/verify.ts, in process), minus the file name; each problem is marked where its
// line:column is in the text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePdn } from '../../../grammar/decode.ts';
import { parseGames } from '../../../grammar/pdn.ts';
import { checkGame, reportText, summaryLine } from '../../../records/verify.ts';
import { checkRecords, markedProblem, offsetAt, verdictLine } from '../../../site/src/client/check/check-report.ts';
import { markRanges, type MarkedProblem } from '../../../site/src/client/check/source-marks.ts';
import { ROOT } from '../../records/cli.ts';

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
    // what `bashni verify FILES` prints, file by file: each game parsed, checked and written by the command's functions
    const reports = files.flatMap((file) => [...parseGames(textOf(file), { file })].map((g) => checkGame(g, file, { variant: 'bashni', syntaxOnly: false })));
    const valid = reports.filter((r) => r.valid).length;
    const stdout = reports.map(reportText).join('') + summaryLine({ games: reports.length, valid, invalid: reports.length - valid }) + '\n';
    expect(valid).toBeLessThan(reports.length); // some fixtures are invalid
    // the CLI's game lines (not the notes under a valid game, nor the summary), file by file
    const cliLines = stdout.split('\n').filter((l) => files.some((f) => l.startsWith(`${f}:`)));
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
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(`16 games: 8 valid, ${invalid} invalid`);
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
    // the editor marks it, its title the same words
    expect(markRanges([marked])).toEqual([
      {
        start: marked.span.start,
        end: marked.span.end,
        kind: 'token',
        title: '7:19: game 1 (W - B): invalid: move 2. g3-h4: illegal move: a quiet move is written but a capture is mandatory [MOVE_CAPTURE_REQUIRED]; legal moves: d4:f6',
        line: 7,
        column: 19,
      },
    ]);
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

describe('the marks of the problems (markRanges)', () => {
  const problem = (offset: number, start: number, end: number, message: string): MarkedProblem => ({
    line: 1,
    column: offset + 1,
    offset,
    span: { start, end, kind: start === end ? 'point' : 'token' },
    message,
    code: 'X',
  });

  it('in text order, whatever the order of the problems', () => {
    const marks = markRanges([problem(10, 10, 15, 'b'), problem(0, 0, 5, 'a')]);
    expect(marks.map((m) => [m.start, m.end, m.title])).toEqual([
      [0, 5, '1:1: a'],
      [10, 15, '1:11: b'],
    ]);
  });

  it('never overlapping: a problem at the start of a mark joins its title, one starting inside it gets a point at its end', () => {
    const marks = markRanges([problem(0, 0, 8, 'whole'), problem(0, 0, 3, 'same start'), problem(4, 4, 12, 'inside')]);
    expect(marks).toEqual([
      { start: 0, end: 8, kind: 'token', title: '1:1: whole\n1:1: same start', line: 1, column: 1 },
      { start: 8, end: 8, kind: 'point', title: '1:5: inside', line: 1, column: 5 },
    ]);
  });

  it('an empty span is a point', () => {
    // a problem past the mark stands where it starts
    expect(markRanges([problem(0, 0, 3, 'a'), problem(5, 5, 6, 'b')]).map((m) => [m.start, m.end])).toEqual([
      [0, 3],
      [5, 6],
    ]);
    expect(markRanges([problem(7, 7, 7, 'end of text')])).toEqual([{ start: 7, end: 7, kind: 'point', title: '1:8: end of text', line: 1, column: 8 }]);
  });
});
