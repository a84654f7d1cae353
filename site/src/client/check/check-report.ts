// The record checker's verdicts, without a DOM. Each game of the text goes through the verify
// verdict of records/verify.ts exactly as `bashni verify` sends it (grammar's parseGames, then
// checkGame with the CLI's default options), and the page shows reportText's words: one verdict
// and one wording for the CLI and the site. Nothing here decides validity or words a problem.
import { parseGames } from '../../../../grammar/pdn.ts';
import type { GameRecord } from '../../../../grammar/record.ts';
import { checkGame, reportText, type GameReport, type VerifyOptions } from '../../../../records/verify.ts';
import { problemSpan, type MarkedProblem } from './source-marks.ts';

/** `bashni verify`'s defaults: variant bashni when a record names none, a full replay. */
const CHECK_OPTIONS: VerifyOptions = { variant: 'bashni', syntaxOnly: false };

export interface CheckedGame {
  readonly game: GameRecord;
  readonly report: GameReport;
}

/** Every game of `text` with its verdict; `file` is the name the reports carry (the page does not show it). */
export function checkRecords(text: string, file: string): CheckedGame[] {
  const out: CheckedGame[] = [];
  for (const item of parseGames(text, { file })) out.push({ game: item.game, report: checkGame(item, file, CHECK_OPTIONS) });
  return out;
}

/**
 * The verdict line of `bashni verify` for one game without its `FILE:` prefix (the page checks one
 * text at a time and shows no file name): `LINE:COL: game N (White - Black): invalid: <problem>`.
 * Notes under a valid game (repetition, no progress) are not part of it.
 */
export function verdictLine(report: GameReport): string {
  const first = reportText(report).split('\n')[0] ?? '';
  const prefix = `${report.file}:`;
  return first.startsWith(prefix) ? first.slice(prefix.length) : first;
}

/** The problem of an invalid game as the page marks it: at the verdict's line:column, with its words. */
export function markedProblem(text: string, report: GameReport): MarkedProblem | undefined {
  const p = report.problem;
  if (report.valid || !p) return undefined;
  const where = `${report.line}:${report.column}: `;
  const line = verdictLine(report);
  const offset = offsetAt(text, report.line, report.column);
  return {
    line: report.line,
    column: report.column,
    offset,
    span: problemSpan(text, offset, p.detail?.move),
    message: line.startsWith(where) ? line.slice(where.length) : line,
    code: p.code,
  };
}

/**
 * The 0-based offset of a 1-based line:column in `text`, counting `\r\n`, `\r` and `\n` as one
 * line break each and columns in UTF-16 code units, as the grammar reports positions.
 */
export function offsetAt(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line && at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === 10 || (c === 13 && text.charCodeAt(at + 1) !== 10)) l++;
  }
  return Math.max(0, Math.min(at + column - 1, text.length));
}
