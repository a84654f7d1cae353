// The verify verdict of one game and its words: the grammar alone (syntax only) or a full
// replay with the engine. The CLI's `verify` and the site's record checker both call these, so
// a record gets one verdict and one wording everywhere.
import { checkFields, checkProblemShape, checkReport } from './check-options.ts';
import { wrongType } from '../engine/argument-error.ts';
import { checkRecord } from '../grammar/record.ts';
import type { VariantName } from '../engine/types.ts';
import type { ParsedGame } from '../grammar/pdn.ts';
import type { GameRecord } from '../grammar/record.ts';
import { tagNamed } from '../grammar/record.ts';
import { formatProblem, type ProblemJson } from '../grammar/problem.ts';
import { gameKeys, type GameKeys } from './duplicates.ts';
import { replayGame, type ReplayCode, type ReplayProblem, type ReplayResult } from './replay.ts';
import { chooseVariant, validElsewhere, type VariantOrAuto } from './variant-auto.ts';

/** The verdict on one game: where it stands, valid or not, and its problems (each with its file). */
export interface GameReport {
  readonly file: string;
  /** 1-based number of the game in its file. */
  readonly index: number;
  readonly line: number;
  readonly column: number;
  readonly tags: { readonly White?: string; readonly Black?: string; readonly Event?: string; readonly Result?: string };
  /** The variant replayed with (null with --syntax-only or when the record is another game). */
  readonly variant: VariantName | null;
  readonly valid: boolean;
  /** Main-line plies (replayed ones; with --syntax-only, written ones). */
  readonly plies: number;
  /** The first problem that makes the game invalid. */
  readonly problem?: ReplayProblem;
  /** Information only (repetition, no progress). */
  readonly info: readonly ReplayProblem[];
  /** With `duplicates`: what identifies the game (compared by the caller across games; not printed). */
  readonly keys?: GameKeys;
  /** An invalid game that names no variant and is valid under this other rule set (verify's advice per file; not printed per game). */
  readonly validAs?: VariantName;
}

/** The fields of a problem that `verify --json` prints (its documented shape: no severity or offset). */
type ReportedProblem = Pick<ProblemJson<ReplayCode>, 'code' | 'message' | 'line' | 'column' | 'moveNumber' | 'side' | 'move' | 'legal'>;

/** What `verify --json` prints for one game (docs/records.md). */
export interface GameReportJson extends Omit<GameReport, 'problem' | 'info' | 'keys' | 'validAs'> {
  readonly problem?: ReportedProblem;
  readonly info: readonly Omit<ReportedProblem, 'legal'>[];
}

export interface VerifyOptions {
  /** The rules of records that name none; `auto`: each game under the rule set it is valid under (records/variant-auto.ts). */
  readonly variant: VariantOrAuto;
  readonly syntaxOnly: boolean;
  /** Give each report its GameKeys (verify --duplicates). */
  readonly duplicates?: boolean;
}

function pickTags(game: GameRecord): GameReport['tags'] {
  const tags: Record<string, string> = {};
  for (const name of ['White', 'Black', 'Event', 'Result']) {
    const v = tagNamed(game, name)?.value;
    if (v !== undefined) tags[name] = v;
  }
  return tags;
}

/** A report as `verify --json` prints it: its problem and notes flattened (docs/records.md). */
export function reportJson(r: GameReport): GameReportJson {
  checkReport(r, 'reportJson');
  const { problem: p, info } = r;
  const d = p?.detail;
  return {
    file: r.file,
    index: r.index,
    tags: r.tags,
    line: r.line,
    column: r.column,
    variant: r.variant,
    valid: r.valid,
    plies: r.plies,
    ...(p
      ? {
          problem: {
            code: p.code,
            message: p.message,
            line: p.pos.line,
            column: p.pos.column,
            ...(d?.moveNumber !== undefined ? { moveNumber: d.moveNumber, side: d.side } : {}),
            ...(d?.move !== undefined ? { move: d.move } : {}),
            legal: d?.legal ?? [],
          },
        }
      : {}),
    info: info.map((i) => ({ code: i.code, message: i.message, line: i.pos.line, column: i.pos.column, moveNumber: i.detail?.moveNumber, side: i.detail?.side, move: i.detail?.move })),
  };
}

function keysOf(opts: VerifyOptions, game: GameRecord, replay?: ReplayResult): { keys?: GameKeys } {
  const keys = opts.duplicates ? gameKeys(game, replay) : undefined;
  return keys ? { keys } : {};
}

/** Checks one game: the grammar alone (syntaxOnly) or a full replay. */
export function checkGame(item: ParsedGame, file: string, opts: VerifyOptions): GameReport {
  const i = item as Partial<ParsedGame> | null;
  if (i === null || typeof i !== 'object' || typeof i.index !== 'number' || !Array.isArray(i.errors))
    throw wrongType('checkGame', 'a parsed game ({ index, game, errors }), as parseGames gives', item);
  checkRecord(i.game, 'checkGame');
  for (const e of i.errors) checkProblemShape(e, 'checkGame');
  if (typeof file !== 'string') throw wrongType('checkGame', 'a file name (a string)', file);
  if (opts === null || typeof opts !== 'object') throw wrongType('checkGame', 'verify options ({ variant, syntaxOnly })', opts);
  opts = checkFields(opts, 'checkGame', { variant: 'variantOrAuto', syntaxOnly: 'boolean', duplicates: 'boolean' }) as VerifyOptions;
  const { game } = item;
  const base = { file, index: item.index + 1, tags: pickTags(game) };
  if (opts.syntaxOnly) {
    const first = item.errors.find((e) => e.severity === 'error');
    return {
      ...base,
      line: first ? first.pos.line : game.pos.line,
      column: first ? first.pos.column : game.pos.column,
      variant: null,
      valid: !first,
      plies: game.moves.length,
      ...(first ? { problem: { code: first.code, severity: first.severity, message: first.message, pos: first.pos, file } } : {}),
      info: [],
      ...keysOf(opts, game),
    };
  }
  // nothing per ply is kept unless --duplicates asks for the moves played (records/duplicates.ts):
  // a verdict needs counts, problems and information only
  const variant = opts.variant === 'auto' ? chooseVariant(game, item.errors).variant : opts.variant;
  const r = replayGame(game, { variant, parseErrors: item.errors, keepPlies: Boolean(opts.duplicates) });
  const p = r.problem;
  const validAs = !r.valid && opts.variant !== 'auto' ? validElsewhere(game, opts.variant, item.errors) : undefined;
  return {
    ...base,
    line: p ? p.pos.line : game.pos.line,
    column: p ? p.pos.column : game.pos.column,
    variant: r.variant ?? null,
    valid: r.valid,
    plies: r.plies,
    ...(p ? { problem: { ...p, file } } : {}),
    info: r.info.map((i) => ({ ...i, file })),
    ...keysOf(opts, game, r),
    ...(validAs ? { validAs } : {}),
  };
}

/** The text line of one game: `FILE:LINE:COL: game N (White - Black): valid, P plies` or `...: invalid: <problem>`. */
export function reportText(r: GameReport): string {
  checkReport(r, 'reportText');
  const who = r.tags.White !== undefined || r.tags.Black !== undefined ? ` (${r.tags.White ?? '?'} - ${r.tags.Black ?? '?'})` : '';
  const head = `${r.file}:${r.line}:${r.column}: game ${r.index}${who}`;
  if (r.valid) {
    let text = `${head}: valid, ${r.plies} ${r.plies === 1 ? 'ply' : 'plies'}${r.variant ? ` (${r.variant})` : ''}\n`;
    for (const i of r.info) text += `  ${formatProblem(i, 'note')}\n`;
    return text;
  }
  return `${formatProblem(r.problem!, `game ${r.index}${who}: invalid`)}\n`;
}

export interface VerifySummary {
  games: number;
  valid: number;
  invalid: number;
}

/** SPEC §5: always `G games: V valid, I invalid` (also for one game: scripts match it). */
export const summaryLine = (s: VerifySummary): string => {
  if (s === null || typeof s !== 'object' || typeof s.games !== 'number' || typeof s.valid !== 'number' || typeof s.invalid !== 'number')
    throw wrongType('summaryLine', 'a summary ({ games, valid, invalid })', s);
  return `${s.games} games: ${s.valid} valid, ${s.invalid} invalid`;
};
