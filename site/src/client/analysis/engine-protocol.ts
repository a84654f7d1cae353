// The messages between the analysis page (analysis-engine.ts) and its engine worker
// (engine-worker.ts), and how the page reads the worker's lines. One worker runs one search: the
// page stops a search by terminating the worker and starts the next in a fresh one, so a search
// never has to look for a stop message.
import { makeMoveText } from '../../../../engine/notation.ts';
import type { Position } from '../../../../engine/position.ts';
import type { AnalysisInfo, AnalysisRequest, PostedInfo } from './engine-analysis.ts';

export type EngineRequest = AnalysisRequest;

/** What the worker posts (`I`: how a depth's lines come); the page hears `EngineReply`, its lines read. */
export type EngineReply<I = AnalysisInfo> =
  /** A finished depth: the search goes on. */
  | { readonly kind: 'info'; readonly info: I }
  /** The search reached its time or depth limit: the last info. */
  | { readonly kind: 'done'; readonly info: I }
  /** The FEN did not read (the engine's code and message), or the worker failed or sent what does not read. */
  | { readonly kind: 'error'; readonly code: string; readonly message: string };

export type PostedReply = EngineReply<PostedInfo>;

/**
 * A depth the worker posted, read in `pos` (the position searched): each line's moves checked
 * along the line (a whole number naming one of the legal moves of the position it is played in)
 * and written in full notation. Undefined when a move does not check: the reply is not used.
 */
export function readInfo(pos: Position, posted: PostedInfo): AnalysisInfo | undefined {
  const lines: AnalysisInfo['lines'][number][] = [];
  for (const line of posted.lines) {
    let at = pos;
    const moves: string[] = [];
    for (const i of line.moves) {
      const move = Number.isInteger(i) ? at.legalMoves()[i] : undefined;
      if (!move) return undefined;
      moves.push(makeMoveText(at, move, { captures: 'full' }));
      at = at.play(move);
    }
    lines.push({ score: line.score, scoreText: line.scoreText, moves });
  }
  return { ...posted, lines };
}
