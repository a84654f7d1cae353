// Annotating a record with what the engine sees (docs/analysis.md). Browser-safe.
// The record comes back with everything already in it, plus, after each main-line move:
// - a comment naming what was taken and the columns that changed
//   (`c3:e5:g3 takes d4, f4; g3 is now (wbb)`) and the evaluation `[%eval +0.35]` (White's view,
//   in men; `#3` / `#-3` for a forced win in 3 moves for White / Black);
// - a NAG from the drop in evaluation against the engine's best move: $6 inaccuracy (>= 0.5 man),
//   $2 mistake (>= 1 man), $4 blunder (>= 3 men, or a forced win let go);
// - the better move as a variation (the engine's line) when the move played was marked;
// and, after the last move, a check of the written result against the final position.
import { recordSize } from '../grammar/record.ts';
import { MAX_MOVES_PER_GAME, MAX_RECORD_PARTS } from '../grammar/limits.ts';
import { checkWhole, wrongType } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import { checkFields } from './check-options.ts';
import { NO_PROGRESS_PLIES, hasColumns, makeMoveText, sameMove, squareName } from '../engine/index.ts';
import type { Position } from '../engine/position.ts';
import type { Move } from '../engine/types.ts';
import { Searcher, WIN, scoreText, winInMoves, type SearchResult } from '../engine/search.ts';
import type { MoveTextOptions } from '../engine/notation.ts';
import type { Comment, GameRecord, MoveNode, SourcePos, Variation } from '../grammar/record.ts';
import { tagNamed } from '../grammar/record.ts';
import { replayGame, writtenResult, type ReplayOptions, type ReplayProblem } from './replay.ts';
import { changedColumns, plyPlace, takenJson, type PlyBase } from './ply-json.ts';
import type { NotationStyle } from './style.ts';
import { resultWinner } from '../grammar/results.ts';
import { excerpt } from '../grammar/problem.ts';

/** The position of what this module adds to a record (it is not read from any text). */
export const ZERO: SourcePos = { line: 0, column: 0, offset: 0 };

export interface AnnotateOptions extends ReplayOptions {
  /** Search depth per position (default 8). */
  readonly depth?: number;
  /** Search time per position in ms (instead of a depth). */
  readonly timeMs?: number;
  /** Called after each analysed ply. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Longest variation written for a better move (plies, default 8). */
  readonly variationPlies?: number;
}

/** What the engine saw at one ply of the main line. */
export interface PlyAnalysis extends PlyBase {
  /** `c3:e5:g3 takes d4, f4; g3 is now (wbb)` (or just the move for a quiet move). */
  readonly summary: string;
  /** Evaluation after the move, White's view, as written in `[%eval]`. */
  readonly eval: string;
  /** Centi-men after the move, White's view (±WIN-ish for forced results). */
  readonly score: number;
  /** The engine's best move in the position before, and its line. */
  readonly best: string;
  readonly bestLine: readonly string[];
  readonly bestEval: string;
  /** Loss against the best move, centi-men (0 when the move played is the best). */
  readonly drop: number;
  readonly nag?: 2 | 4 | 6;
  /** The side to move had a forced win and the move played lets it go. */
  readonly missedWin: boolean;
}

export interface GameAnalysis {
  /** The record with the engine's notes added (everything written before kept). */
  readonly game: GameRecord;
  readonly plies: readonly PlyAnalysis[];
  /** What the rules say about the final position, and whether the written result agrees. */
  readonly resultCheck: { readonly written?: string; readonly rules?: string; readonly agrees?: boolean; readonly text: string };
  /** Set when the record does not replay: nothing is annotated after it. */
  readonly problem?: ReplayProblem;
  readonly depth?: number;
}

const NAG_INACCURACY = 6;
const NAG_MISTAKE = 2;
const NAG_BLUNDER = 4;
/** Drops (centi-men) that earn each NAG. */
const DROP_THRESHOLDS = { inaccuracy: 50, mistake: 100, blunder: 300 } as const;

const CAP = 5000;
/** A score for comparing moves: material clamped, forced results beyond it (nearer wins higher). */
function capped(score: number): number {
  if (winInMoves(score) === undefined) return Math.max(-CAP, Math.min(CAP, score));
  const plies = WIN - Math.abs(score);
  return Math.sign(score) * (CAP + 1000 - Math.min(plies, 999));
}

/** How much a move lost against the engine's best, from searches of the positions before and after it. */
export interface MoveJudgement {
  /** Centi-men lost (0 when the move is the engine's best). */
  readonly drop: number;
  /** A forced win was there before the move and is gone after it. */
  readonly missedWin: boolean;
  /** $6 inaccuracy, $2 mistake, $4 blunder, or none. */
  readonly nag?: 2 | 4 | 6;
}

/** The judgement of `move` (played in the position `before` was searched in; `after` searched after it). */
export function judgeMove(before: SearchResult, after: SearchResult, move: Move): MoveJudgement {
  const playedScore = -after.score; // mover's view
  const bestIsPlayed = before.best !== undefined && sameMove(before.best, move);
  const drop = bestIsPlayed ? 0 : Math.max(0, capped(before.score) - capped(playedScore));
  const missedWin = (winInMoves(before.score) ?? 0) > 0 && !((winInMoves(playedScore) ?? 0) > 0);
  if (bestIsPlayed) return { drop, missedWin };
  const nag = missedWin || drop >= DROP_THRESHOLDS.blunder ? NAG_BLUNDER : drop >= DROP_THRESHOLDS.mistake ? NAG_MISTAKE : drop >= DROP_THRESHOLDS.inaccuracy ? NAG_INACCURACY : undefined;
  return { drop, missedWin, ...(nag ? { nag } : {}) };
}

/** `[%eval ...]` value from White's point of view. */
export function evalText(scoreWhite: number): string {
  if (typeof scoreWhite !== 'number') throw wrongType('evalText', 'a score (a number)', scoreWhite);
  const w = winInMoves(scoreWhite);
  if (w !== undefined) return `#${w}`;
  return scoreText(scoreWhite);
}

/** A start position and a list of moves (each checked as it is played). */
function checkLine(start: unknown, line: unknown, where: string): void {
  checkPosition(start, where);
  if (!Array.isArray(line)) throw wrongType(where, 'a line (a list of moves)', line);
}

/** Move texts of a line played from start (default: full capture paths, algebraic). */
export function lineTexts(start: Position, line: readonly Move[], opts: MoveTextOptions = { captures: 'full' }): string[] {
  checkLine(start, line, 'lineTexts');
  let pos = start;
  return line.map((m) => {
    const t = makeMoveText(pos, m, opts);
    pos = pos.play(m);
    return t;
  });
}

/** A line as record moves, numbered the PDN way (`12.` before White, `12...` on a first Black move). */
export function lineNodes(start: Position, line: readonly Move[], opts: MoveTextOptions = { captures: 'full' }, at: SourcePos = ZERO): MoveNode[] {
  checkLine(start, line, 'lineNodes');
  if (at === null || typeof at !== 'object' || typeof at.line !== 'number' || typeof at.column !== 'number' || typeof at.offset !== 'number')
    throw wrongType('lineNodes', 'a source position ({ line, column, offset })', at);
  let p = start;
  return line.map((m, k) => {
    const number = p.turn === 'white' ? { value: p.fullmove, text: `${p.fullmove}.` } : k === 0 ? { value: p.fullmove, text: `${p.fullmove}...` } : undefined;
    const node: MoveNode = { text: makeMoveText(p, m, opts), unknown: false, ...(number ? { number } : {}), nags: [], before: [], after: [], variations: [], pos: at };
    p = p.play(m);
    return node;
  });
}

const styleOpts = (style: NotationStyle): MoveTextOptions => ({ squares: style.squares, captures: 'full', separator: style.separator });

/**
 * `c3:e5:g3 takes d4, f4; g3 is now (wbb), f4 is now (ww)`: the columns only in a variant that has
 * them (in russian a taken piece leaves the board: `c3:e5:g3 takes d4, f4`).
 */
function moveSummary(before: Position, after: Position, move: Move, moveText: string): { summary: string; columns: Record<string, string | null> } {
  const columns = changedColumns(before, after, move);
  const to = move.path[move.path.length - 1]!;
  const parts: string[] = [];
  if (move.jumped.length) {
    const takes = move.jumped.map((s) => squareName(s));
    parts.push(`${moveText} takes ${takes.join(', ')}`);
  } else parts.push(moveText);
  const changed: string[] = [];
  if (!hasColumns(before.variant)) return { summary: parts.join('') + (move.promotes ? '; crowned' : ''), columns };
  const land = after.column(to)!;
  if (land.length > 1 || move.jumped.length) changed.push(`${squareName(to)} is now (${land})`);
  for (const s of [...new Set(move.jumped)]) {
    const c = after.column(s);
    if (c === undefined) continue;
    const wasWhite = /[wW]/.test(before.column(s)![0]!);
    const nowWhite = /[wW]/.test(c[0]!);
    changed.push(`${squareName(s)} is now (${c})${wasWhite !== nowWhite ? ', freed' : ''}`);
  }
  if (move.promotes) changed.push('crowned');
  return { summary: parts.join('') + (changed.length ? `; ${changed.join(', ')}` : ''), columns };
}

export function comment(text: string, pos: SourcePos = ZERO): Comment {
  return { text, kind: 'brace', pos };
}

/** The search limits of an annotation: full width, at `depth` (default 8) or for `timeMs` per position. */
function annotateLimits(opts: { readonly depth?: number; readonly timeMs?: number }): { depth: number; fullWidth: true } | { timeMs: number; fullWidth: true } {
  // full width (no reduction or pruning of late or futile moves): a verdict on a move must not
  // miss the shot a selective search leaves out at the horizon (as the puzzle solver's tie-break)
  return opts.timeMs !== undefined ? { timeMs: opts.timeMs, fullWidth: true } : { depth: opts.depth ?? 8, fullWidth: true };
}

/**
 * Searches every position of a line once (`positions[i]` is the one before ply i, the last the one
 * after the last ply), each with the game before it as history: a repetition scores as the draw it
 * is (R12). A position without a legal move is lost for its side to move, unsearched.
 */
function searchLine(positions: readonly Position[], opts: Pick<AnnotateOptions, 'depth' | 'timeMs' | 'onProgress'>, searcher = new Searcher()): SearchResult[] {
  const limits = annotateLimits(opts);
  const results: SearchResult[] = [];
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i]!;
    const history = positions.slice(Math.max(0, i - NO_PROGRESS_PLIES), i);
    results.push(pos.legalMoves().length ? searcher.search(pos, { ...limits, history }) : { score: -WIN, winIn: 0, pv: [], lines: [], depth: 0, seldepth: 0, nodes: 0, timeMs: 0 });
    opts.onProgress?.(i + 1, positions.length);
  }
  return results;
}

/** What the engine says of one ply (PlyAnalysis without its place in the game), and the comment annotate writes after it. */
export interface PlyVerdict extends Omit<PlyAnalysis, Exclude<keyof PlyBase, 'columns'>> {
  /** `b4:d6 takes c5; d6 is now (wb); missed a forced win (#2) [%eval +0.37]`: the notes, then the evaluation. */
  readonly note: string;
  /** `best [%eval +0.05]`: the comment after the first move of the better line. */
  readonly bestNote: string;
}

const bestNote = (bestEval: string): string => `best [%eval ${bestEval}]`;

/** The verdict on `move`, played from `before` to `after`, from the searches of those two positions. */
function plyVerdict(before: Position, move: Move, after: Position, searchedBefore: SearchResult, searchedAfter: SearchResult, opts: MoveTextOptions, vplies: number): PlyVerdict {
  const white = (pos: Position, s: number): number => (pos.turn === 'white' ? s : -s);
  const { drop, missedWin, nag } = judgeMove(searchedBefore, searchedAfter, move);
  const { summary, columns } = moveSummary(before, after, move, makeMoveText(before, move, opts));
  const score = white(after, searchedAfter.score);
  const evalStr = evalText(score);
  const bestLine = lineTexts(before, searchedBefore.pv.slice(0, vplies), opts);
  const bestEval = evalText(white(before, searchedBefore.score));
  // notes apart ('; '), the evaluation last: `e3 is now (w), freed; missed a forced win (#1) [%eval ...]`
  const notes = [move.jumped.length || move.promotes ? summary : '', missedWin ? `missed a forced win (${bestEval})` : ''].filter(Boolean);
  const note = [notes.join('; '), `[%eval ${evalStr}]`].filter(Boolean).join(' ');
  return { summary, columns, eval: evalStr, score, best: bestLine[0] ?? '', bestLine, bestEval, drop, ...(nag ? { nag } : {}), missedWin, note, bestNote: bestNote(bestEval) };
}

/**
 * The verdict on every move of a line played from `start` (a page's main line; annotateGame's search
 * and judgement, without a record): moves and lines in full algebraic notation, as the site writes them.
 *
 *   annotateLine(Position.initial('bashni'), moves, { depth: 8, onProgress: (done, total) => ... })
 */
export function annotateLine(start: Position, moves: readonly Move[], opts: Pick<AnnotateOptions, 'depth' | 'timeMs' | 'onProgress' | 'variationPlies'> = {}): PlyVerdict[] {
  checkLine(start, moves, 'annotateLine');
  opts = checkFields(opts, 'annotateLine', { depth: 'number', timeMs: 'number', onProgress: 'function', variationPlies: 'number' });
  if (opts.depth !== undefined) checkWhole(opts.depth, 'annotateLine', 'depth', 1);
  if (opts.variationPlies !== undefined) checkWhole(opts.variationPlies, 'annotateLine', 'variationPlies', 0);
  const positions = [start];
  for (const m of moves) positions.push(positions[positions.length - 1]!.play(m));
  const results = searchLine(positions, opts);
  const notation: MoveTextOptions = { captures: 'full' };
  return moves.map((m, i) => plyVerdict(positions[i]!, m, positions[i + 1]!, results[i]!, results[i + 1]!, notation, opts.variationPlies ?? 8));
}

/** Analyses the main line of a record and returns it annotated. Never throws on bad records. */
export function annotateGame(record: GameRecord, opts: AnnotateOptions = {}): GameAnalysis {
  opts = checkFields(opts, 'annotateGame', {
    variant: 'variant',
    parseErrors: 'list',
    variations: 'boolean',
    info: 'boolean',
    keepPlies: 'boolean',
    depth: 'number',
    timeMs: 'number',
    onProgress: 'function',
    variationPlies: 'number',
  });
  if (opts.depth !== undefined) checkWhole(opts.depth, 'annotateGame', 'depth', 1);
  if (opts.variationPlies !== undefined) checkWhole(opts.variationPlies, 'annotateGame', 'variationPlies', 0);
  const replay = replayGame(record, { ...opts, info: false });
  const style = replay.style;
  const plies = replay.mainLine?.plies ?? [];
  const searcher = new Searcher();
  const limits = annotateLimits(opts);
  const vplies = opts.variationPlies ?? 8;
  // what the annotated record may add and still be one the reader could read back (grammar/limits.ts):
  // a game at the caps keeps its moves and gets no more comments or variations than fit
  const size = recordSize(record);
  let movesLeft = MAX_MOVES_PER_GAME - size.moves;
  let partsLeft = MAX_RECORD_PARTS - size.parts;
  const positions = plies.map((p) => p.before);
  if (plies.length) positions.push(plies[plies.length - 1]!.after);
  const results = searchLine(positions, opts, searcher);
  const white = (pos: Position, s: number): number => (pos.turn === 'white' ? s : -s);
  const analysis: PlyAnalysis[] = [];
  const newMoves: MoveNode[] = [...record.moves];
  plies.forEach((p, i) => {
    const before = results[i]!;
    const v = plyVerdict(p.before, p.move, p.after, before, results[i + 1]!, styleOpts(style), vplies);
    const { nag, missedWin } = v;
    analysis.push({
      ...plyPlace(p, i),
      summary: v.summary,
      taken: takenJson(p.move),
      columns: v.columns,
      eval: v.eval,
      score: v.score,
      best: v.best,
      bestLine: v.bestLine,
      bestEval: v.bestEval,
      drop: v.drop,
      ...(nag ? { nag } : {}),
      missedWin,
    });
    // the record: keep what is there, add ours
    const node = p.node;
    const after_ = partsLeft-- > 0 ? [...node.after, comment(v.note, node.pos)] : [...node.after];
    const addNag = nag && !node.nags.some((n) => n === 2 || n === 4 || n === 6) && partsLeft-- > 0;
    const nags = addNag ? [...node.nags, nag] : [...node.nags];
    const variations: Variation[] = [...node.variations];
    const line = Math.min(vplies, before.pv.length);
    if (nag && line > 0 && line <= movesLeft && line + 1 <= partsLeft) {
      variations.push(variationFrom(p.before, before, style, vplies, node.pos));
      movesLeft -= line;
      partsLeft -= line + 1;
    }
    newMoves[i] = { ...node, after: after_, nags, variations };
  });
  // the result against the final position
  const final = plies.length ? plies[plies.length - 1]!.after : replay.start;
  const written = writtenResult(record);
  let resultCheck: GameAnalysis['resultCheck'];
  // the problem's message may quote any length of the record: an excerpt
  if (replay.problem || !final) resultCheck = { written, text: `not checked: ${replay.problem ? excerpt(replay.problem.message) : 'no position'}` };
  else {
    const o = replay.outcome; // the rules' verdict on the final position, from the replay
    if (o) {
      const rules = o.winner === 'white' ? '1-0' : '0-1';
      const agrees = written === undefined ? undefined : resultWinner(written) === o.winner;
      const loser = o.winner === 'white' ? 'Black' : 'White';
      resultCheck = {
        written,
        rules,
        agrees,
        text: `${loser} has no legal move: ${rules} by the rules${written === undefined ? '' : agrees ? `; the record's ${written} agrees` : `; the record says ${written}, which contradicts it`}.`,
      };
    } else {
      const last = results[results.length - 1] ?? searcher.search(final, limits);
      const ev = evalText(white(final, last.score));
      resultCheck = { written, text: `The rules do not decide the final position${written ? ` (the record says ${written})` : ''}; the engine sees ${ev} [%eval ${ev}].` };
    }
  }
  const trailing = [...record.trailing, comment(resultCheck.text)];
  const who = `bashni annotate (${opts.timeMs !== undefined ? `${opts.timeMs} ms per position` : `depth ${opts.depth ?? 8}`})`;
  const tags = tagNamed(record, 'Annotator') === undefined ? [...record.tags, { name: 'Annotator', value: who, pos: record.pos }] : record.tags;
  const game: GameRecord = { ...record, tags, moves: newMoves, trailing };
  return { game, plies: analysis, resultCheck, problem: replay.problem, depth: opts.timeMs === undefined ? (opts.depth ?? 8) : undefined };
}

function variationFrom(start: Position, r: SearchResult, style: NotationStyle, maxPlies: number, pos: SourcePos): Variation {
  const moves = lineNodes(start, r.pv.slice(0, maxPlies), styleOpts(style), pos);
  if (moves.length) moves[0] = { ...moves[0]!, after: [comment(bestNote(evalText(start.turn === 'white' ? r.score : -r.score)), pos)] };
  return { moves, trailing: [], pos };
}
