// What the play page's engine worker does with one request, with no worker: read the position and
// choose the level's move (engine/levels.ts levelMove; the master level searches under its time
// limit), posted as its index in the position's legal moves for the page to check against its own.
import { parseFen } from '../../../../engine/fen.ts';
import { sameMove } from '../../../../engine/position.ts';
import { levelMove } from '../../../../engine/levels.ts';
import { rng } from '../../../../engine/random.ts';
import { Searcher } from '../../../../engine/search.ts';
import { playLevel, type EngineReply, type EngineRequest } from './play-game.ts';

/** The level's move in the requested position; undefined when the FEN does not read or there is no legal move. */
export function engineReply(req: EngineRequest, searcher = new Searcher()): EngineReply | undefined {
  const read = parseFen(req.fen, req.variant);
  if (!read.ok || read.value.legalMoves().length === 0) return undefined;
  const history = (req.history ?? []).flatMap((fen) => {
    const p = parseFen(fen, req.variant);
    return p.ok ? [p.value] : [];
  });
  const move = levelMove(read.value, playLevel(req.level), rng(req.seed), searcher, history);
  return { id: req.id, move: read.value.legalMoves().findIndex((m) => sameMove(m, move)) };
}
