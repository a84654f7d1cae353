// The per-ply JSON of a replayed game (docs/records.md): what `convert --to json` prints and the
// site's replay pages read. One object per ply: the move normalised, its path, what it took, the
// columns it changed, the position after, comments, NAGs and variations.
import { checkFields } from './check-options.ts';
import { ArgumentError, makeFen, makeMoveText, squareName } from '../engine/index.ts';
import type { Position } from '../engine/index.ts';
import type { Color, Move, Square, VariantName } from '../engine/types.ts';
import type { Comment, GameRecord, Setup, Variation } from '../grammar/record.ts';
import { checkRecord, isSetup } from '../grammar/record.ts';
import { problemJson, type ProblemJson } from '../grammar/problem.ts';
import { replayGame, writtenResult, type ReplayCode, type ReplayOptions, type ReplayResult, type ResolvedLine, type ResolvedPly } from './replay.ts';
import type { VariantChoice } from './variant.ts';

/**
 * The one per-ply shape: what every per-ply view of a replayed move says (the per-ply JSON,
 * PlyJson; the engine's analysis, PlyAnalysis in annotate.ts), each adding its own fields.
 */
export interface PlyBase {
  /** 1-based index of the ply within its line (variations count from their first ply). */
  readonly ply: number;
  readonly number: number;
  readonly side: Color;
  /** The move exactly as written. */
  readonly written: string;
  /** What was taken, in jump order: the jumped square and the commander taken (`w b W B`). */
  readonly taken: readonly { readonly square: string; readonly piece: string }[];
  /** The squares whose column changed, with the column after (top first; null = empty). */
  readonly columns: Readonly<Record<string, string | null>>;
}

/** Where a resolved ply stands: its index in its line (`index` 0-based), number, side, text as written (PlyBase's first fields). */
export function plyPlace(p: ResolvedPly, index: number): Pick<PlyBase, 'ply' | 'number' | 'side' | 'written'> {
  return { ply: index + 1, number: p.number, side: p.before.turn, written: p.node.text };
}

export interface PlyJson extends PlyBase {
  /** Normalised: algebraic squares, `:` for captures, short form where unambiguous. */
  readonly move: string;
  /** Every square the moving column stands on, start first (algebraic). */
  readonly path: readonly string[];
  readonly promotes: boolean;
  readonly fen: string;
  readonly comments: { readonly before: readonly string[]; readonly after: readonly string[] };
  readonly nags: readonly number[];
  readonly strength?: string;
  /** Engine evaluation from a `[%eval x]` comment: a number (pawns, White's view) or a string such as `#3`. */
  readonly eval?: number | string;
  readonly line: number;
  readonly column: number;
  readonly variations: readonly LineJson[];
}

export interface LineJson {
  readonly plies: readonly PlyJson[];
  readonly problem?: ProblemJson<ReplayCode>;
  readonly trailing?: readonly string[];
}

export interface GameJson {
  readonly index?: number;
  readonly file?: string;
  readonly line: number;
  readonly tags: Readonly<Record<string, string>>;
  readonly variant: VariantName | null;
  readonly variantSource: VariantChoice['source'];
  readonly startFen: string | null;
  readonly result: string | null;
  readonly valid: boolean;
  readonly problems: readonly ProblemJson<ReplayCode>[];
  readonly info: readonly ProblemJson<ReplayCode>[];
  readonly outcome: { readonly winner: Color } | null;
  readonly comments: readonly string[];
  readonly plies: readonly PlyJson[];
  readonly trailing: readonly string[];
}

const EVAL = /\[%eval\s+([^\]\s]+)[^\]]*\]/;

/** The value of a `[%eval x]` annotation in comments: number, or the text (`#3`, `-#2`) when not a number. */
export function parseEval(texts: readonly string[]): number | string | undefined {
  for (const text of texts) {
    const m = EVAL.exec(text);
    if (m) {
      const v = Number(m[1]);
      return Number.isFinite(v) ? v : m[1];
    }
  }
  return undefined;
}

function commentTexts(items: readonly (Comment | Setup)[]): string[] {
  const out: string[] = [];
  for (const item of items) if (!isSetup(item)) out.push(item.text);
  return out;
}

/** The squares a move changed (start, landings, jumped), with the column after: top first, null = empty. */
export function changedColumns(before: Position, after: Position, move: Move): Record<string, string | null> {
  const touched = new Set<Square>([move.from, ...move.path, ...move.jumped]);
  const columns: Record<string, string | null> = {};
  for (const sq of [...touched].sort((a, b) => a - b)) {
    const b = before.column(sq);
    const a = after.column(sq);
    if (a !== b) columns[squareName(sq, 'algebraic')] = a ?? null;
  }
  return columns;
}

/** What a move took, in jump order: the jumped square and the commander taken (`w b W B`). */
export function takenJson(move: Move): { square: string; piece: string }[] {
  return move.jumped.map((s, i) => ({ square: squareName(s, 'algebraic'), piece: move.taken[i] ?? '' }));
}

function plyJson(p: ResolvedPly, index: number): PlyJson {
  const { before, after, move, node } = p;
  const squares: Square[] = [move.from, ...move.path];
  const columns = changedColumns(before, after, move);
  const after_ = node.after.map((c) => c.text);
  const before_ = commentTexts(node.before);
  const ev = parseEval([...after_, ...before_]);
  return {
    ...plyPlace(p, index),
    move: makeMoveText(before, move, { squares: 'algebraic', captures: 'short', separator: ':' }),
    path: squares.map((s) => squareName(s, 'algebraic')),
    taken: takenJson(move),
    columns,
    promotes: move.promotes,
    fen: makeFen(after),
    comments: { before: before_, after: after_ },
    nags: [...node.nags],
    ...(node.strength ? { strength: node.strength } : {}),
    ...(ev !== undefined ? { eval: ev } : {}),
    line: node.pos.line,
    column: node.pos.column,
    variations: p.variations.map((v, i) => lineJson(v, node.variations[i])),
  };
}

function lineJson(line: ResolvedLine, source: Variation | undefined): LineJson {
  return {
    plies: line.plies.map((p, i) => plyJson(p, i)),
    ...(line.problem ? { problem: problemJson(line.problem) } : {}),
    ...(source && source.trailing.length ? { trailing: source.trailing.map((c) => c.text) } : {}),
  };
}

/** The per-ply JSON of one game (docs/records.md): what `convert --to json` prints and the site's replay pages read.
 * `r` is the game's replay with these options, for a caller that also wants its problems as problems. */
export function gameJson(game: GameRecord, options: ReplayOptions & { index?: number; file?: string } = {}, r?: ReplayResult): GameJson {
  checkRecord(game, 'gameJson');
  options = checkFields(options, 'gameJson', { variant: 'variant', parseErrors: 'list', variations: 'boolean', info: 'boolean', keepPlies: 'boolean', index: 'number', file: 'string' });
  if (r !== undefined && (r === null || typeof r !== 'object' || typeof r.valid !== 'boolean' || !Array.isArray(r.problems)))
    throw new ArgumentError('ARGUMENT_TYPE', 'gameJson', "expected the game's ReplayResult (as replayGame gives) or nothing", typeof r);
  r ??= replayGame(game, options);
  // a Map, then own properties: a tag named `constructor` or `__proto__` is a tag like any other
  const first = new Map<string, string>();
  for (const t of game.tags) if (!first.has(t.name)) first.set(t.name, t.value);
  const tags: Record<string, string> = Object.fromEntries(first);
  return {
    ...(options.file !== undefined ? { file: options.file } : {}),
    ...(options.index !== undefined ? { index: options.index } : {}),
    line: game.pos.line,
    tags,
    variant: r.variant ?? null,
    variantSource: r.variantSource,
    startFen: r.start ? makeFen(r.start) : null,
    result: writtenResult(game) ?? null,
    valid: r.valid,
    problems: r.problems.map(problemJson),
    info: r.info.map(problemJson),
    outcome: r.outcome ?? null,
    comments: commentTexts(game.before),
    plies: r.mainLine ? r.mainLine.plies.map((p, i) => plyJson(p, i)) : [],
    trailing: game.trailing.map((c) => c.text),
  };
}
