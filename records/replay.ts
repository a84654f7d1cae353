// Replaying records with the engine: the module of records/ that resolves written moves.
// Shared by the CLI (`verify`, `convert`) and the site (checker page, replay pages), so it stays
// browser-safe: no Node imports here.
//
// What it does (docs/records.md describes the output formats):
// - finds the start position ([FEN] tag or a `/FEN "..."/` setup, else the initial position) of
//   the variant records/variant.ts decides;
// - resolves every written move of the main line and of every variation to exactly one legal
//   move, and reports the first problem of each line (illegal, ambiguous, unknown, missing capture);
// - checks the written result against the final position where the rules decide it;
// - reports repetitions and long runs without progress as information.
import { checkFields, checkProblemShape } from './check-options.ts';
import {
  GameHistory,
  NO_PROGRESS_PLIES,
  Position,
  parseFen,
  parseMoveText,
  matchMoves,
  makeMoveText,
  onBoard,
  parseSquare,
  squareFile,
  squareName,
  variantRules,
  squareSpan,
  boardWords,
} from '../engine/index.ts';
import type { CaptureStyle, FenErrorCode, WrittenMove } from '../engine/index.ts';
import type { Color, Move, VariantName } from '../engine/types.ts';
import type { Comment, GameRecord, MoveNode, ParseProblem, Setup, SourcePos } from '../grammar/record.ts';
import { checkRecord, isSetup, tagNamed } from '../grammar/record.ts';
import { resultWinner } from '../grammar/results.ts';
import type { PdnCode, Problem, ProblemDetail } from '../grammar/problem.ts';
import { styleOf, type NotationStyle } from './style.ts';
import { variantOf, type VariantChoice, type VariantCode } from './variant.ts';

/** A written move that does not replay. */
export type MoveCode = 'MOVE_ILLEGAL' | 'MOVE_CAPTURE_REQUIRED' | 'MOVE_AMBIGUOUS' | 'MOVE_UNKNOWN' | 'MOVE_UNREADABLE';
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
  // the forms that name no square of a smaller board (Lasca's): say so rather than "no legal move matches"
  const rules = variantRules(pos.variant);
  if (written.numeric && !rules.numberedSquares)
    return at('MOVE_UNREADABLE', `not a ${rules.tag} move: numeric squares, and ${rules.tag}'s squares are written ${squareSpan(pos.variant)}`, legalTexts(pos, legal, style));
  const off = [written.from, ...written.path].find((s) => s !== undefined && !onBoard(s, pos.variant));
  if (off !== undefined) return at('MOVE_ILLEGAL', `illegal move: ${squareName(off)} is off ${boardWords(pos.variant)}`, legalTexts(pos, legal, style));
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

/** The result as written: the terminator, else the `[Result]` tag. */
export function writtenResult(game: GameRecord): string | undefined {
  checkRecord(game, 'writtenResult');
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
 * (anything else, or a record past the reader's limits, is grammar's checkRecord's PdnArgumentError;
 * options of the wrong type the engine's ArgumentError).
 * The game is valid when it has no parse error, a known variant and start position, every move of
 * every line resolves to exactly one legal move, and the result does not contradict the final position.
 */
export function replayGame(game: GameRecord, options: ReplayOptions = {}): ReplayResult {
  checkRecord(game, 'replayGame');
  options = checkFields(options, 'replayGame', { variant: 'variant', parseErrors: 'list', variations: 'boolean', info: 'boolean', keepPlies: 'boolean' });
  for (const e of options.parseErrors ?? []) checkProblemShape(e, 'replayGame');
  const style = styleOf(game);
  const problems: ReplayProblem[] = [];
  for (const e of options.parseErrors ?? []) if (e.severity === 'error') problems.push(problemAt(e.pos, e.code, e.message));
  const choice = variantOf(game, options.variant ?? 'bashni');
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
        const says = resultWinner(result);
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
