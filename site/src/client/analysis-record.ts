// Handing a record from a replay (the checker's, a game page's) to the analysis board. The replay
// already holds every line of the record replayed (lib/replay-data.ts ReplayData: each move in
// full notation, its comments, its variations), so the hand-over is that tree as plain JSON in
// sessionStorage, and the address names the start position, the variant and the line to the ply
// shown (`#fen=..&variant=..&moves=..&record=1`). The analysis page plays the moves again with the
// engine (analysis-tree.ts): no parser is needed on either side. sessionStorage is per tab, so the
// tree goes with the reader's tab and never to anyone else; a shared link carries the line only.
import type { VariantName } from '../../../engine/types.ts';
import type { ReplayData } from '../lib/replay-data.ts';

/** The key under which the record waits for the analysis page. */
export const RECORD_KEY = 'bashni:analysis:record';

/** One move of a transferred tree: its full text, its comments, then the moves after it (the first continues the line). */
export interface TransferNode {
  readonly m: string;
  readonly c: readonly string[];
  readonly k: readonly TransferNode[];
  /** The move's strength mark (`??`), when the record has one. */
  readonly s?: string;
  /** Its NAGs (`$4`), when the record has some. */
  readonly g?: readonly number[];
  /** The record's evaluation after it (`[%eval x]`), when it has one. */
  readonly e?: number;
}

export interface RecordTransfer {
  /** The start position's FEN. */
  readonly fen: string;
  readonly variant: VariantName;
  /** Comments before the first move. */
  readonly c: readonly string[];
  /** The first moves (the first is the main line). */
  readonly k: readonly TransferNode[];
  /** The record's tags, in its order (its PDN export keeps them). */
  readonly tags?: readonly (readonly [string, string])[];
}

/** The replay's tree as a transfer, and the full moves from the start to node `at`. */
export function replayTransfer(data: ReplayData, at: number): { record: RecordTransfer; moves: string[] } {
  const node = (id: number): TransferNode => {
    const n = data.nodes[id]!;
    // the replay writes the strength mark glued to the move as written (`c3-d4??`)
    const strength = /[!?]+$/.exec(n.move ?? '')?.[0];
    return {
      m: n.full ?? n.move ?? '',
      c: [...n.before, ...n.after],
      k: n.children.map(node),
      ...(strength ? { s: strength } : {}),
      ...(n.nags.length ? { g: [...n.nags] } : {}),
      ...(n.eval !== undefined ? { e: n.eval } : {}),
    };
  };
  const start = data.nodes[0]!;
  const moves: string[] = [];
  for (let n = data.nodes[at]; n && n.parent >= 0; n = data.nodes[n.parent]) moves.unshift(n.full ?? n.move ?? '');
  return { record: { fen: start.fen, variant: data.variant, c: [...start.before, ...start.after], k: start.children.map(node), tags: data.tags.map(([n, v]) => [n, v] as const) }, moves };
}
