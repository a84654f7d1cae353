// What the whole-game analysis worker (review-worker.ts) does with one request, with no worker or
// DOM: read the start position and the main line, and run `bashni annotate`'s own search and
// verdicts over it (records/annotate.ts annotateLine: full-width search at depth 8 of every
// position, the same thresholds for $6 inaccuracy, $2 mistake, $4 blunder, the same comments).
// Each ply comes back as plain data a worker can post and the page can keep (game-review.ts).
import { parseFen } from '../../../../engine/fen.ts';
import { parseMove } from '../../../../engine/notation.ts';
import type { Move, VariantName } from '../../../../engine/types.ts';
import { annotateLine } from '../../../../records/annotate.ts';

export interface ReviewRequest {
  /** The start position's FEN. */
  readonly fen: string;
  readonly variant: VariantName;
  /** The main line in full notation (`c3:e5:g3`). */
  readonly moves: readonly string[];
  /** Search depth per position (annotate's default, 8, when absent). */
  readonly depth?: number;
}

/** One ply's verdict as the page keeps it (short names: a long game's result goes into local storage). */
export interface ReviewPly {
  /** Evaluation after the move, White's view, as `[%eval]` writes it (`+0.35`, `#3`, `#-2`). */
  readonly e: string;
  /** $6 inaccuracy, $2 mistake, $4 blunder. */
  readonly n?: 2 | 4 | 6;
  /** The engine's better line from the position before the move (full notation), when the move was marked. */
  readonly b?: readonly string[];
  /** annotate's comment after the move (notes, then `[%eval ...]`). */
  readonly c: string;
  /** annotate's comment after the better line's first move (`best [%eval ...]`). */
  readonly bc?: string;
}

export type ReviewReply =
  { readonly kind: 'progress'; readonly done: number; readonly total: number } | { readonly kind: 'done'; readonly plies: readonly ReviewPly[] } | { readonly kind: 'error'; readonly message: string };

/** The verdicts on the request's line (up to its first move that does not play), or why the start does not read. */
export function reviewLine(req: ReviewRequest, progress: (done: number, total: number) => void = () => {}): ReviewPly[] | { error: string } {
  const read = parseFen(req.fen, req.variant);
  if (!read.ok) return { error: read.error.message };
  const moves: Move[] = [];
  let pos = read.value;
  for (const text of req.moves) {
    const m = parseMove(pos, text);
    if (!m.ok) break;
    moves.push(m.value);
    pos = pos.play(m.value);
  }
  const verdicts = annotateLine(read.value, moves, { ...(req.depth !== undefined ? { depth: req.depth } : {}), onProgress: progress });
  return verdicts.map((v) => ({ e: v.eval, ...(v.nag ? { n: v.nag, b: v.bestLine, bc: v.bestNote } : {}), c: v.note }));
}
