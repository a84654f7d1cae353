// What the analysis board's engine worker does with one request, with no worker or DOM: read the
// FEN, search it (several lines at once), and report each finished depth as plain data that a
// worker can post: scores from White's side (as lichess shows them), each line's moves as data,
// their indices in the legal moves of the positions along it (the page reads and checks them:
// engine-protocol.ts readInfo), so the worker carries no notation.
import { parseFen, type FenError } from '../../../../engine/fen.ts';
import { sameMove, type Position } from '../../../../engine/position.ts';
import { Searcher, scoreText, type SearchResult } from '../../../../engine/search.ts';
import type { Move, VariantName } from '../../../../engine/types.ts';

export interface AnalysisRequest {
  readonly fen: string;
  readonly variant: VariantName;
  /** Lines to show, 1 to 3. */
  readonly lines: number;
  /** Stop after this many milliseconds, or at `depth`; with neither, depth 6. */
  readonly timeMs?: number;
  readonly depth?: number;
}

/** One line of the search, as the worker posts it or as the page reads it (`M`: the moves). */
interface Line<M> {
  /** Centi-men from White's side, or ±(1,000,000 - plies) for a forced result. */
  readonly score: number;
  /** `+1.25`, `-0.50`, `#3` (White wins in 3), `#-2`. */
  readonly scoreText: string;
  readonly moves: readonly M[];
}

/** A finished depth of the search (`M`: how its lines' moves are given). */
interface Info<M> {
  readonly depth: number;
  readonly seldepth: number;
  readonly nodes: number;
  /** Nodes per second so far. */
  readonly nps: number;
  readonly timeMs: number;
  readonly lines: readonly Line<M>[];
}

/** A finished depth as the worker posts it: each move the index of the move in the legal moves of the position before it. */
export type PostedInfo = Info<number>;

/** A finished depth as the page shows it: the lines' moves in full algebraic notation (`c3:e5:g3`). */
export type AnalysisInfo = Info<string>;

/** The indices of `line`'s moves, each in the legal moves of the position it is played in. */
function moveIndices(pos: Position, line: readonly Move[]): number[] {
  return line.map((m) => {
    const i = pos.legalMoves().findIndex((l) => sameMove(l, m));
    pos = pos.play(m);
    return i;
  });
}

function info(pos: Position, r: SearchResult): PostedInfo {
  const sign = pos.turn === 'white' ? 1 : -1;
  const lines = r.lines.map((l) => ({ score: sign * l.score, scoreText: scoreText(sign * l.score), moves: moveIndices(pos, l.pv) }));
  return { depth: r.depth, seldepth: r.seldepth, nodes: r.nodes, nps: r.timeMs > 0 ? Math.round((r.nodes * 1000) / r.timeMs) : 0, timeMs: Math.round(r.timeMs), lines };
}

/**
 * Searches the request's position, calling `report` after every finished depth; returns the last
 * report, or the engine's FEN error. A position without a legal move reports no line.
 */
export function analyse(req: AnalysisRequest, report: (info: PostedInfo) => void, searcher = new Searcher()): PostedInfo | { error: FenError } {
  const r = parseFen(req.fen, req.variant);
  if (!r.ok) return { error: r.error };
  const pos = r.value;
  const lines = Math.max(1, Math.min(3, Math.floor(req.lines)));
  const limits = req.timeMs !== undefined ? { timeMs: req.timeMs, ...(req.depth !== undefined ? { depth: req.depth } : {}) } : { depth: req.depth ?? 6 };
  const last = info(pos, searcher.search(pos, { ...limits, lines, onIteration: (it) => report(info(pos, it)) }));
  return last;
}
