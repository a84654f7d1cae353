// Replaying records with the engine: the one grammar module that knows the rules.
// Shared by the CLI (`verify`, `convert`) and the site (checker page, replay pages), so it stays
// browser-safe: no Node imports here.
//
// What it does (docs/records.md describes the output formats):
// - decides the variant of a record ([Variant], else [GameType], else the caller's default);
// - finds the start position ([FEN] tag or a `/FEN "..."/` setup, else the initial position);
// - resolves every written move of the main line and of every variation to exactly one legal
//   move, and reports the first problem of each line (illegal, ambiguous, unknown, missing capture);
// - checks the written result against the final position where the rules decide it;
// - reports repetitions and long runs without progress as information;
// - builds the per-ply JSON (site replay pages, `convert --to json`) and rewrites move texts in
//   another notation (`convert`).
import { GameHistory, NO_PROGRESS_PLIES, Position, parseFen, makeFen, parseMoveText, matchMoves, makeMoveText, parseSquare, parseVariantName, squareName, squareFile } from '../engine/index.ts';
import type { CaptureStyle, FenErrorCode, Separator, SquareStyle, WrittenMove } from '../engine/index.ts';
import type { Color, Move, Square, VariantName } from '../engine/types.ts';
import type { Comment, GameRecord, MoveNode, ParseProblem, Setup, SourcePos, Variation } from '../grammar/record.ts';
import { checkRecord, isSetup, mapMoves, tagNamed, walkMoves } from '../grammar/record.ts';
import { resultWinner } from '../grammar/results.ts';
import { problemJson, type PdnCode, type Problem, type ProblemDetail, type ProblemJson } from '../grammar/problem.ts';

// ---------------------------------------------------------------------------------------------
// Notation style

// the notation vocabulary is the engine's, declared once there
export type { CaptureStyle, Separator, SquareStyle } from '../engine/index.ts';

/** How move texts are written: squares, capture form and capture separator. */
export interface NotationStyle {
  readonly squares: SquareStyle;
  readonly captures: CaptureStyle;
  readonly separator: Separator;
}

const NUMERIC_MOVE = /^\s*\d/;

/**
 * The notation a record is written in, judged from its written moves: numeric or algebraic squares
 * (first move that says), the capture separator of the first capture that has one (default `:` for
 * algebraic, `x` for numeric), and the full capture form if some capture lists more than its two
 * ends, else the short form.
 */
export function detectStyle(game: GameRecord): NotationStyle {
  let squares: SquareStyle | undefined;
  let separator: Separator | undefined;
  let full = false;
  walkMoves(game.moves, (node) => {
    if (node.unknown) return;
    const text = node.text;
    if (squares === undefined && /[0-9a-hA-H]/.test(text)) squares = NUMERIC_MOVE.test(text) ? 'numeric' : 'algebraic';
    if (separator === undefined) {
      if (/x/i.test(text)) separator = 'x';
      else if (text.includes(':')) separator = ':';
    }
    if (!full && (text.match(/[x:]/gi)?.length ?? 0) >= 2) full = true;
  });
  const sq = squares ?? 'algebraic';
  return { squares: sq, captures: full ? 'full' : 'short', separator: separator ?? (sq === 'numeric' ? 'x' : ':') };
}

// ---------------------------------------------------------------------------------------------
// Variant

/** PDN GameType numbers and the games they stand for (PDN 3.0). */
const GAME_TYPES: Record<number, string> = {
  0: 'chess',
  1: 'Chinese chess',
  20: 'international draughts',
  21: 'English draughts',
  22: 'Italian draughts',
  23: 'American pool checkers',
  24: 'Spanish draughts',
  25: 'Russian draughts',
  26: 'Brazilian draughts',
  27: 'Canadian draughts',
  28: 'Portuguese draughts',
  29: 'Czech draughts',
  30: 'Turkish draughts',
  31: 'Thai draughts',
  40: 'Frisian draughts',
  41: 'Spantsiretti',
};

export interface VariantChoice {
  /** The variant to replay with; undefined when the record is another game. */
  readonly variant?: VariantName;
  /** Where the choice came from. */
  readonly source: 'variant-tag' | 'gametype-tag' | 'default';
  /** Why the record cannot be replayed (another game, or a variant name nobody knows). */
  readonly problem?: Problem<VariantCode>;
}

/** Names found in records beyond the engine's own (`parseVariantName`: Bashni and its aliases, bashni-turkish, russian). */
const RECORD_VARIANT_NAMES: ReadonlyMap<string, VariantName> = new Map([
  ['столбовые', 'bashni'],
  ['столбовые шашки', 'bashni'],
  ['russian draughts', 'russian'],
  ['russian checkers', 'russian'],
  ['shashki', 'russian'],
  ['русские шашки', 'russian'],
]);

function variantFromName(text: string): VariantName | undefined {
  return parseVariantName(text) ?? RECORD_VARIANT_NAMES.get(text.trim().toLowerCase());
}

/**
 * The variant of a record: `[Variant]` (Bashni and its aliases, bashni-turkish, russian), else
 * `[GameType]` (25 = russian; any other game type is another game), else `fallback`.
 */
export function detectVariant(game: GameRecord, fallback: VariantName = 'bashni'): VariantChoice {
  const variantTag = tagNamed(game, 'Variant');
  const gameTypeTag = tagNamed(game, 'GameType');
  if (variantTag && variantTag.value.trim() !== '') {
    const v = variantFromName(variantTag.value);
    if (v) return { variant: v, source: 'variant-tag' };
    if (!gameTypeTag)
      return {
        source: 'variant-tag',
        problem: { code: 'VARIANT_UNKNOWN', severity: 'error', message: `not a Bashni/Russian game: [Variant "${variantTag.value}"] is not a variant this tool knows`, pos: variantTag.pos },
      };
  }
  if (gameTypeTag && gameTypeTag.value.trim() !== '') {
    const m = /^\s*(\d+)/.exec(gameTypeTag.value);
    const type = m ? Number(m[1]) : NaN;
    if (type === 25) return { variant: 'russian', source: 'gametype-tag' };
    const what = GAME_TYPES[type];
    return {
      source: 'gametype-tag',
      problem: {
        code: 'VARIANT_UNSUPPORTED',
        severity: 'error',
        message: `not a Bashni/Russian game: [GameType "${gameTypeTag.value}"]${what ? ` is ${what}` : ''}`,
        pos: gameTypeTag.pos,
      },
    };
  }
  return { variant: fallback, source: 'default' };
}

// ---------------------------------------------------------------------------------------------
// Problems

/** A written move that does not replay. */
export type MoveCode = 'MOVE_ILLEGAL' | 'MOVE_CAPTURE_REQUIRED' | 'MOVE_AMBIGUOUS' | 'MOVE_UNKNOWN' | 'MOVE_UNREADABLE';
/** A record that is not a game this tool replays. */
export type VariantCode = 'VARIANT_UNKNOWN' | 'VARIANT_UNSUPPORTED';
/** Information only, never an error. */
export type InfoCode = 'INFO_REPETITION' | 'INFO_NO_PROGRESS';
/** Every code a replay reports: its own, the FEN's (a bad setup) and the grammar's (parse errors). */
export type ReplayCode = MoveCode | VariantCode | InfoCode | 'RESULT_CONTRADICTS' | FenErrorCode | PdnCode;

/** A problem found while replaying (or reading) one game: the one problem model (grammar/problem.ts)
 * with a replay code. Its detail says where in the game (move number, side, the move as written,
 * in a variation or not) and, for a move that does not replay, the legal moves there (record's
 * notation; full paths for ambiguous candidates). */
export type ReplayProblem = Problem<ReplayCode>;

function problemAt(pos: SourcePos, code: ReplayCode, message: string, detail?: ProblemDetail, severity: ReplayProblem['severity'] = 'error'): ReplayProblem {
  return { code, severity, message, pos: { line: pos.line, column: pos.column, offset: pos.offset }, ...(detail ? { detail } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Replaying

export interface ReplayOptions {
  /** Variant when the record names none (the CLI's `--variant`); default `bashni`. */
  readonly variant?: VariantName;
  /** Parse problems of this game (from parsePdn); errors make the game invalid. */
  readonly parseErrors?: readonly ParseProblem[];
  /** Replay variations too (default true). */
  readonly variations?: boolean;
  /** Report repetition and no-progress information (default true). */
  readonly info?: boolean;
  /**
   * Keep every resolved ply in `mainLine` (the positions before and after each, default true).
   * False keeps only what a verdict needs (counts, the final position, problems, information), so
   * the memory of a replay stays flat however long the game: `verify` replays so.
   */
  readonly keepPlies?: boolean;
}

/** One resolved ply: the node as written, the position before, the legal move it means. */
export interface ResolvedPly {
  readonly node: MoveNode;
  readonly before: Position;
  readonly move: Move;
  readonly after: Position;
  readonly number: number;
  /** Resolved plies of each variation attached to this node (each starts at `before`). */
  readonly variations: readonly ResolvedLine[];
}

export interface ResolvedLine {
  readonly plies: readonly ResolvedPly[];
  /** The first problem of this line: nothing after it is resolved. */
  readonly problem?: ReplayProblem;
  /** Position after the last resolved ply (or the line's start). */
  readonly end: Position;
}

export interface ReplayResult {
  readonly variant?: VariantName;
  readonly variantSource: VariantChoice['source'];
  readonly style: NotationStyle;
  readonly valid: boolean;
  /** The first problem that makes the game invalid (main line, then variations), if any. */
  readonly problem?: ReplayProblem;
  /** Every error: the first of each line, parse errors, result problems. */
  readonly problems: readonly ReplayProblem[];
  /** Information only: repetitions, long runs without progress. */
  readonly info: readonly ReplayProblem[];
  /** Plies of the main line that replayed. */
  readonly plies: number;
  readonly start?: Position;
  /** The main line's resolved plies (absent with `keepPlies: false`). */
  readonly mainLine?: ResolvedLine;
  /** The position after the last resolved ply of the main line (or the start). */
  readonly end?: Position;
  /** The winner by the rules at the end of the main line (side to move has no legal move). */
  readonly outcome?: { readonly winner: Color };
}

interface Ctx {
  readonly variant: VariantName;
  readonly style: NotationStyle;
  readonly variations: boolean;
  readonly keepPlies: boolean;
}

/** Written as a quiet move: with `-`, or (no separator) one diagonal step. */
function writtenQuiet(w: WrittenMove): boolean {
  if (w.capture !== undefined) return !w.capture;
  if (w.from === undefined || w.path.length !== 1) return false;
  return Math.abs(squareFile(w.from) - squareFile(w.path[0]!)) === 1;
}

function legalTexts(pos: Position, moves: readonly Move[], style: NotationStyle, captures?: CaptureStyle): string[] {
  return moves.map((m) => makeMoveText(pos, m, { squares: style.squares, captures: captures ?? style.captures, separator: style.separator }));
}

function setupPosition(setup: Setup, variant: VariantName): { pos?: Position; problem?: ReplayProblem } {
  const r = parseFen(setup.fen, variant);
  if (r.ok) return { pos: r.value };
  return { problem: problemAt(setup.pos, r.error.code, `bad setup FEN "${setup.fen}": ${r.error.message}`) };
}

function lastSetup(items: readonly (Comment | Setup)[]): Setup | undefined {
  let found: Setup | undefined;
  for (const item of items) if (isSetup(item)) found = item;
  return found;
}

const NO_MOVES: Move[] = [];
const NO_LINES: readonly ResolvedLine[] = [];

/** Why a written move does not resolve to exactly one legal move (kept out of the hot loop). */
function moveProblem(pos: Position, node: MoveNode, written: WrittenMove | undefined, matches: readonly Move[], style: NotationStyle, where: ProblemDetail): ReplayProblem {
  const legal = pos.legalMoves();
  const at = (code: MoveCode, message: string, shown: readonly string[] = []): ReplayProblem => problemAt(node.pos, code, message, { ...where, legal: shown });
  if (node.unknown) return at('MOVE_UNKNOWN', 'unknown move: the record does not say which move was played, so the game cannot be replayed', legalTexts(pos, legal, style));
  if (!written) {
    // a square the pieces never stand on (e7-e8) is the likeliest slip: name it (the board knows only its dark squares)
    for (const [name] of node.text.matchAll(/[a-h][1-8]/gi)) {
      if (parseSquare(name) === undefined) return at('MOVE_UNREADABLE', `not a move: ${name} is a light square, and pieces stand and move on the dark squares only`, legalTexts(pos, legal, style));
    }
    return at('MOVE_UNREADABLE', 'not a move in any notation this tool reads', legalTexts(pos, legal, style));
  }
  if (matches.length > 1) return at('MOVE_AMBIGUOUS', `ambiguous move: ${matches.length} legal moves match it, write the full path`, legalTexts(pos, matches, style, 'full'));
  if (legal.length === 0) return at('MOVE_ILLEGAL', `illegal move: ${pos.turn} has no legal move, the game is already over`);
  if (legal.every((m) => m.jumped.length > 0) && writtenQuiet(written))
    return at('MOVE_CAPTURE_REQUIRED', 'illegal move: a quiet move is written but a capture is mandatory', legalTexts(pos, legal, style));
  return at('MOVE_ILLEGAL', 'illegal move: no legal move matches it', legalTexts(pos, legal, style));
}

interface Numbering {
  readonly number: number;
  readonly side: Color;
}

/** A replayed line: its plies (when kept), how many resolved, its first problem and where it ended. */
interface LineResult extends ResolvedLine {
  readonly count: number;
}

/**
 * Replays `nodes` from `start`: every node resolved, or stops at the first problem. The plies are
 * kept only with `ctx.keepPlies`; `progress` (main line) sees every ply as it is played.
 */
function replayLine(start: Position, nodes: readonly MoveNode[], ctx: Ctx, numbering: Numbering | undefined, inVariation: boolean, out: ReplayProblem[], progress?: Progress): LineResult {
  const plies: ResolvedPly[] = [];
  let count = 0;
  let pos = start;
  let prev = numbering;
  for (const node of nodes) {
    const setup = lastSetup(node.before);
    if (setup) {
      const s = setupPosition(setup, ctx.variant);
      if (!s.pos) {
        const problem: ReplayProblem = { ...s.problem!, detail: { ...s.problem!.detail, inVariation } };
        out.push(problem);
        return { plies, count, problem, end: pos };
      }
      pos = s.pos;
      prev = undefined;
    }
    const side = pos.turn;
    // the number as written; else counted on from the previous move of the line; else the position's
    const number = node.number ? node.number.value : prev ? (prev.side === 'white' && side === 'black' ? prev.number : prev.number + 1) : pos.fullmove;
    const written = node.unknown ? undefined : parseMoveText(node.text);
    const matches = written ? matchMoves(pos, written) : NO_MOVES;
    if (matches.length !== 1) {
      const problem = moveProblem(pos, node, written, matches, ctx.style, { moveNumber: number, side, move: node.text, inVariation });
      out.push(problem);
      return { plies, count, problem, end: pos };
    }
    const move = matches[0]!;
    const after = pos.play(move);
    // a variation replaces this move: it starts in the position before it, numbered on from `prev`
    let variations: readonly ResolvedLine[] = NO_LINES;
    if (ctx.variations && node.variations.length) variations = node.variations.map((v) => replayLine(pos, v.moves, ctx, prev, true, out));
    if (ctx.keepPlies) plies.push({ node, before: pos, move, after, number, variations });
    progress?.add(node, number, pos, after);
    count++;
    pos = after;
    prev = { number, side };
  }
  return { plies, count, end: pos };
}

/** Calls `visit` on every resolved ply of a line and of its variations, depth first in written
 * order (a ply before its variations): walkMoves (grammar) over what replayed. */
export function walkPlies(line: ResolvedLine, visit: (ply: ResolvedPly) => void): void {
  for (const p of line.plies) {
    visit(p);
    for (const v of p.variations) walkPlies(v, visit);
  }
}

/** What a written result says: a win for one side, a draw, or nothing (`*`, `0-0`, anything else). */
export function resultSays(result: string): Color | 'draw' | undefined {
  return resultWinner(result);
}

/** The result as written: the terminator, else the `[Result]` tag. */
export function writtenResult(game: GameRecord): string | undefined {
  return game.result?.text ?? tagNamed(game, 'Result')?.value;
}

/**
 * Information about the main line, gathered ply by ply as it is played: a position met for the
 * third time (threefold repetition), and 15 moves by each side (30 plies) without a capture or a
 * man move, counted by the engine's GameHistory (engine/history.ts) as self-play counts them. It
 * keeps one entry per ply; a game has at most MAX_MOVES_PER_GAME of them (the grammar's cap).
 */
class Progress {
  readonly info: ReplayProblem[] = [];
  private history: GameHistory | undefined;
  private repeated = false;
  private stalled = false;

  add(node: MoveNode, number: number, before: Position, after: Position): void {
    if (this.repeated && this.stalled) return; // both reported: nothing more to learn
    this.history ??= new GameHistory(before);
    const at: ProblemDetail = { moveNumber: number, side: before.turn, move: node.text };
    const entry = this.history.add(after);
    if (!this.stalled && entry.quietPlies >= NO_PROGRESS_PLIES) {
      this.stalled = true;
      this.info.push(problemAt(node.pos, 'INFO_NO_PROGRESS', 'information: 15 moves by each side without a capture or a man move', at, 'info'));
    }
    if (entry.repetitions === 3 && !this.repeated) {
      this.repeated = true;
      this.info.push(problemAt(node.pos, 'INFO_REPETITION', 'information: the same position for the third time (threefold repetition)', at, 'info'));
    }
  }
}

/** The start position of a record: [FEN] tag, else a setup before the first move, else the initial position. */
function startPosition(game: GameRecord, variant: VariantName): { pos?: Position; problem?: ReplayProblem } {
  const setup = lastSetup(game.before);
  if (setup) return setupPosition(setup, variant);
  const fenTag = tagNamed(game, 'FEN');
  // an empty [FEN ""] is reported (FEN_EMPTY), not read as the initial position
  if (fenTag) {
    const r = parseFen(fenTag.value, variant);
    if (r.ok) return { pos: r.value };
    return { problem: problemAt(fenTag.pos, r.error.code, `bad FEN tag "${fenTag.value}": ${r.error.message}`) };
  }
  return { pos: Position.initial(variant) };
}

/**
 * Replays one game: main line and (by default) every variation. Never throws for a GameRecord
 * (anything else is a TypeError: grammar's checkRecord).
 * The game is valid when it has no parse error, a known variant and start position, every move of
 * every line resolves to exactly one legal move, and the result does not contradict the final position.
 */
export function replayGame(game: GameRecord, options: ReplayOptions = {}): ReplayResult {
  checkRecord(game, 'replayGame');
  options ??= {};
  const style = detectStyle(game);
  const problems: ReplayProblem[] = [];
  for (const e of options.parseErrors ?? []) if (e.severity === 'error') problems.push(problemAt(e.pos, e.code, e.message));
  const choice = detectVariant(game, options.variant ?? 'bashni');
  const base = { variant: choice.variant, variantSource: choice.source, style };
  if (!choice.variant) {
    const p = choice.problem!;
    problems.push(problemAt(p.pos, p.code, p.message));
    return { ...base, valid: false, problem: problems[0], problems, info: [], plies: 0 };
  }
  const variant = choice.variant;
  const start = startPosition(game, variant);
  if (!start.pos) {
    problems.push(start.problem!);
    return { ...base, valid: false, problem: problems[0], problems, info: [], plies: 0 };
  }
  const keepPlies = options.keepPlies ?? true;
  const ctx: Ctx = { variant, style, variations: options.variations ?? true, keepPlies };
  const lineProblems: ReplayProblem[] = [];
  const progress = options.info === false ? undefined : new Progress();
  const mainLine = replayLine(start.pos, game.moves, ctx, undefined, false, lineProblems, progress);
  // main line first, then variations, each in the order met
  lineProblems.sort((a, b) => Number(a.detail?.inVariation ?? false) - Number(b.detail?.inVariation ?? false));
  for (const p of lineProblems) problems.push(p);
  let outcome: ReplayResult['outcome'];
  if (!mainLine.problem) {
    const final = mainLine.end;
    const o = final.outcome();
    if (o) {
      outcome = { winner: o.winner };
      const result = writtenResult(game);
      const resultPos = game.result?.pos ?? tagNamed(game, 'Result')?.pos ?? game.pos;
      if (result !== undefined) {
        const loser: Color = o.winner === 'white' ? 'black' : 'white';
        const says = resultSays(result);
        if (says !== undefined && says !== o.winner)
          problems.push(problemAt(resultPos, 'RESULT_CONTRADICTS', `result ${result} contradicts the final position: ${loser} has no legal move and loses, so ${o.winner} wins`));
      }
    }
  }
  const info = !progress || mainLine.problem ? [] : progress.info;
  const valid = problems.length === 0;
  const line: ResolvedLine = { plies: mainLine.plies, end: mainLine.end, ...(mainLine.problem ? { problem: mainLine.problem } : {}) };
  return {
    ...base,
    valid,
    problem: problems[0],
    problems,
    info,
    plies: mainLine.count,
    start: start.pos,
    ...(keepPlies ? { mainLine: line } : {}),
    end: mainLine.end,
    outcome,
  };
}

// ---------------------------------------------------------------------------------------------
// Per-ply JSON (docs/records.md)

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
  options ??= {};
  r ??= replayGame(game, options);
  // the first of each name; a Map, then fromEntries: a tag named `constructor` or `toString` is
  // no property of Object.prototype here, and `__proto__` becomes an own field, not the prototype
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

// ---------------------------------------------------------------------------------------------
// Notation conversion

export interface ConvertOptions extends ReplayOptions {
  readonly squares?: SquareStyle;
  readonly captures?: CaptureStyle;
  readonly separator?: Separator;
}

export interface ConvertResult {
  /** The record with every resolved move rewritten; moves after a problem are kept as written. */
  readonly game: GameRecord;
  readonly replay: ReplayResult;
  readonly style: NotationStyle;
}

/**
 * How a record writes multiple captures, judged from the resolved ones: `full` when more of them
 * list every landing square than only their ends (a full path written because the short form would
 * be ambiguous does not count), else `short`.
 */
function writtenCaptureForm(line: ResolvedLine): CaptureStyle {
  let full = 0;
  let short = 0;
  walkPlies(line, (p) => {
    if (p.move.path.length < 2) return;
    const written = parseMoveText(p.node.text);
    if (written && written.from !== undefined) {
      if (written.path.length === 1) short++;
      else if (written.path.length === p.move.path.length && makeMoveText(p.before, p.move, { captures: 'short' }).split(/[x:]/).length === 2) full++;
    }
  });
  return full > short ? 'full' : 'short';
}

/**
 * Rewrites every move text of a record in the notation asked for (unset parts keep the record's
 * own style), and with `squares`, a `[FEN]` tag written in the other square style. Short captures
 * are written only where exactly one legal move matches them. Moves that do not resolve (and
 * everything after them in their line) are kept as written.
 */
export function convertGame(game: GameRecord, options: ConvertOptions = {}): ConvertResult {
  checkRecord(game, 'convertGame');
  options ??= {};
  const replay = replayGame(game, { ...options, info: false });
  const own = replay.style;
  const style: NotationStyle = {
    squares: options.squares ?? own.squares,
    captures: options.captures ?? (replay.mainLine ? writtenCaptureForm(replay.mainLine) : own.captures),
    separator: options.separator ?? (options.squares && options.squares !== own.squares ? (options.squares === 'numeric' ? 'x' : ':') : own.separator),
  };
  const texts = new Map<MoveNode, string>();
  if (replay.mainLine) walkPlies(replay.mainLine, (p) => texts.set(p.node, makeMoveText(p.before, p.move, style)));
  const tags = options.squares && replay.variant ? convertFenTags(game, options.squares, replay.variant) : game.tags;
  const moves = mapMoves(game.moves, (node) => ({ ...node, text: texts.get(node) ?? node.text }));
  return { game: { ...game, tags, moves }, replay, style };
}

/**
 * An algebraic square in a FEN: a file letter and a rank, not right after `:` (there `B5` is the
 * black pieces' field starting with square 5, and lidraughts' `F1` is the move counter).
 */
const ALGEBRAIC_FEN_SQUARE = /(?<!:)[a-hA-H][1-8]/;

/** `[FEN]` tags written in the other square style rewritten in `squares` (engine makeFen, counters dropped); others kept. */
function convertFenTags(game: GameRecord, squares: SquareStyle, variant: VariantName): GameRecord['tags'] {
  return game.tags.map((t) => {
    if (t.name.toLowerCase() !== 'fen' || ALGEBRAIC_FEN_SQUARE.test(t.value) === (squares === 'algebraic')) return t;
    const r = parseFen(t.value, variant);
    return r.ok ? { ...t, value: makeFen(r.value, { squares }) } : t;
  });
}
