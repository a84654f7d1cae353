// The verify verdict of one game and its words: the grammar alone (syntax only) or a full
// replay with the engine. The CLI's `verify` and the site's record checker both call these, so
// a record gets one verdict and one wording everywhere.
import type { Color, VariantName } from '../engine/types.ts';
import type { ParsedGame } from '../grammar/pdn.ts';
import type { GameRecord } from '../grammar/record.ts';
import { tagValue } from '../grammar/record.ts';
import { gameKeys, type GameKeys } from './duplicates.ts';
import { describeProblem, replayGame, type ReplayCode, type ReplayProblem, type ReplayResult } from './replay.ts';

/** What `verify --json` prints for one game (docs/records.md). */
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
  readonly problem?: {
    readonly code: ReplayCode;
    readonly message: string;
    readonly line: number;
    readonly column: number;
    readonly moveNumber?: number;
    readonly side?: Color;
    readonly move?: string;
    readonly legal: readonly string[];
  };
  /** Information only (repetition, no progress). */
  readonly info: readonly {
    readonly code: ReplayCode;
    readonly message: string;
    readonly line: number;
    readonly column: number;
    readonly moveNumber?: number;
    readonly side?: Color;
    readonly move?: string;
  }[];
  /** With `duplicates`: what identifies the game (compared by the caller across games; not printed). */
  readonly keys?: GameKeys;
}

export interface VerifyOptions {
  readonly variant: VariantName;
  readonly syntaxOnly: boolean;
  /** Give each report its GameKeys (verify --duplicates). */
  readonly duplicates?: boolean;
}

function pickTags(game: GameRecord): GameReport['tags'] {
  const tags: Record<string, string> = {};
  for (const name of ['White', 'Black', 'Event', 'Result']) {
    const v = tagValue(game, name);
    if (v !== undefined) tags[name] = v;
  }
  return tags;
}

function problemJson(p: ReplayProblem): NonNullable<GameReport['problem']> {
  return {
    code: p.code,
    message: p.message,
    line: p.line,
    column: p.column,
    ...(p.moveNumber !== undefined ? { moveNumber: p.moveNumber, side: p.side } : {}),
    ...(p.move !== undefined ? { move: p.move } : {}),
    legal: p.legal,
  };
}

function keysOf(opts: VerifyOptions, game: GameRecord, replay?: ReplayResult): { keys?: GameKeys } {
  const keys = opts.duplicates ? gameKeys(game, replay) : undefined;
  return keys ? { keys } : {};
}

/** Checks one game: the grammar alone (syntaxOnly) or a full replay. */
export function checkGame(item: ParsedGame, file: string, opts: VerifyOptions): GameReport {
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
      ...(first ? { problem: { code: first.code, message: first.message, line: first.pos.line, column: first.pos.column, legal: [] } } : {}),
      info: [],
      ...keysOf(opts, game),
    };
  }
  const r = replayGame(game, { variant: opts.variant, parseErrors: item.errors });
  const p = r.problem;
  return {
    ...base,
    line: p ? p.line : game.pos.line,
    column: p ? p.column : game.pos.column,
    variant: r.variant ?? null,
    valid: r.valid,
    plies: r.plies,
    ...(p ? { problem: problemJson(p) } : {}),
    info: r.info.map((i) => ({ code: i.code, message: i.message, line: i.line, column: i.column, moveNumber: i.moveNumber, side: i.side, move: i.move })),
    ...keysOf(opts, game, r),
  };
}

/** The text line of one game: `FILE:LINE:COL: game N (White - Black): valid, P plies` or `...: invalid: <problem>`. */
export function reportText(r: GameReport): string {
  const who = r.tags.White !== undefined || r.tags.Black !== undefined ? ` (${r.tags.White ?? '?'} - ${r.tags.Black ?? '?'})` : '';
  const head = `${r.file}:${r.line}:${r.column}: game ${r.index}${who}`;
  if (r.valid) {
    let text = `${head}: valid, ${r.plies} ${r.plies === 1 ? 'ply' : 'plies'}${r.variant ? ` (${r.variant})` : ''}\n`;
    for (const i of r.info) text += `  ${r.file}:${i.line}:${i.column}: note: ${describeProblem(i)}\n`;
    return text;
  }
  const p = r.problem!;
  return `${head}: invalid: ${describeProblem(p)}\n`;
}

export interface VerifySummary {
  games: number;
  valid: number;
  invalid: number;
}

/** SPEC §5: always `G games: V valid, I invalid` (also for one game: scripts match it). */
export const summaryLine = (s: VerifySummary): string => `${s.games} games: ${s.valid} valid, ${s.invalid} invalid`;
