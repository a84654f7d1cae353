// What the analysis board's engine worker does with one request, with no worker or DOM: read the
// FEN, search it (several lines at once), and report each finished depth as plain data that a
// worker can post: scores from White's side (as lichess shows them), lines in full notation.
import { parseFen, type FenError } from '../../../../engine/fen.ts';
import type { Position } from '../../../../engine/position.ts';
import { Searcher, scoreText, type SearchResult } from '../../../../engine/search.ts';
import type { VariantName } from '../../../../engine/types.ts';
import { lineTexts } from '../../../../records/annotate.ts';

export interface AnalysisRequest {
  readonly fen: string;
  readonly variant: VariantName;
  /** Lines to show, 1 to 3. */
  readonly lines: number;
  /** Stop after this many milliseconds, or at `depth`; with neither, depth 6. */
  readonly timeMs?: number;
  readonly depth?: number;
}

interface AnalysisLine {
  /** Centi-men from White's side, or ±(1,000,000 - plies) for a forced result. */
  readonly score: number;
  /** `+1.25`, `-0.50`, `#3` (White wins in 3), `#-2`. */
  readonly scoreText: string;
  /** The line's moves in full algebraic notation (`c3:e5:g3`). */
  readonly moves: readonly string[];
}

export interface AnalysisInfo {
  readonly depth: number;
  readonly seldepth: number;
  readonly nodes: number;
  /** Nodes per second so far. */
  readonly nps: number;
  readonly timeMs: number;
  readonly lines: readonly AnalysisLine[];
}

function info(pos: Position, r: SearchResult): AnalysisInfo {
  const sign = pos.turn === 'white' ? 1 : -1;
  const lines = r.lines.map((l) => ({ score: sign * l.score, scoreText: scoreText(sign * l.score), moves: lineTexts(pos, l.pv) }));
  return { depth: r.depth, seldepth: r.seldepth, nodes: r.nodes, nps: r.timeMs > 0 ? Math.round((r.nodes * 1000) / r.timeMs) : 0, timeMs: Math.round(r.timeMs), lines };
}

/**
 * Searches the request's position, calling `report` after every finished depth; returns the last
 * report, or the engine's FEN error. A position without a legal move reports no line.
 */
export function analyse(req: AnalysisRequest, report: (info: AnalysisInfo) => void, searcher = new Searcher()): AnalysisInfo | { error: FenError } {
  const r = parseFen(req.fen, req.variant);
  if (!r.ok) return { error: r.error };
  const pos = r.value;
  const lines = Math.max(1, Math.min(3, Math.floor(req.lines)));
  const limits = req.timeMs !== undefined ? { timeMs: req.timeMs, ...(req.depth !== undefined ? { depth: req.depth } : {}) } : { depth: req.depth ?? 6 };
  const last = info(pos, searcher.search(pos, { ...limits, lines, onIteration: (it) => report(info(pos, it)) }));
  return last;
}
