// Handing a record from a replay (the checker's, a game page's) to the analysis board. The replay
// already holds every line of the record replayed (lib/replay-data.ts ReplayData: each move in
// full notation, its comments, its variations), so the hand-over is that tree as plain JSON in
// sessionStorage, and the address names the start position, the variant and the line to the ply
// shown (`#fen=..&variant=..&moves=..&record=1`). The analysis page plays the moves again with the
// engine (analysis-tree.ts): no parser is needed on either side. sessionStorage is per tab, so the
// tree goes with the reader's tab and never to anyone else; a shared link carries the line only.
import type { VariantName } from '../../../../engine/types.ts';
import type { ReplayData } from '../../lib/replay-data.ts';

/** The key under which the record waits for the analysis page. */
export const RECORD_KEY = 'bashni:analysis:record';

/**
 * One move of a transferred tree: its full text, its comments and marks, and the variations that
 * replace it (each a line). Lines are arrays, so the JSON nests only as deep as the variations
 * (the grammar reads 64 levels at most), never as deep as a line is long: a game of 10,000 plies
 * nested move in move overflowed JSON.stringify's stack.
 */
export interface TransferNode {
  readonly m: string;
  readonly c: readonly string[];
  /** The lines that replace this move (they start from the same position). */
  readonly v?: readonly (readonly TransferNode[])[];
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
  /** The main line (its moves carry their variations). */
  readonly line: readonly TransferNode[];
  /** The record's tags, in its order (its PDN export keeps them). */
  readonly tags?: readonly (readonly [string, string])[];
}

/** The replay's tree as a transfer, and the full moves from the start to node `at`. */
export function replayTransfer(data: ReplayData, at: number): { record: RecordTransfer; moves: string[] } {
  const item = (id: number, variations: readonly number[]): TransferNode => {
    const n = data.nodes[id]!;
    // the replay writes the strength mark glued to the move as written (`c3-d4??`)
    const strength = /[!?]+$/.exec(n.move ?? '')?.[0];
    return {
      m: n.full ?? n.move ?? '',
      c: [...n.before, ...n.after],
      ...(variations.length ? { v: variations.map(line) } : {}),
      ...(strength ? { s: strength } : {}),
      ...(n.nags.length ? { g: [...n.nags] } : {}),
      ...(n.eval !== undefined ? { e: n.eval } : {}),
    };
  };
  // a line: the node and its first children on, each first child with its siblings as variations (a loop along the line)
  function line(first: number): TransferNode[] {
    const out: TransferNode[] = [];
    let siblings = data.nodes[data.nodes[first]!.parent]!.children;
    for (let id: number | undefined = first; id !== undefined;) {
      const n: ReplayData['nodes'][number] = data.nodes[id]!;
      out.push(item(id, siblings[0] === id ? siblings.slice(1) : []));
      siblings = n.children;
      id = n.children[0];
    }
    return out;
  }
  const start = data.nodes[0]!;
  const moves: string[] = [];
  for (let n = data.nodes[at]; n && n.parent >= 0; n = data.nodes[n.parent]) moves.unshift(n.full ?? n.move ?? '');
  const first = start.children[0];
  return {
    record: { fen: start.fen, variant: data.variant, c: [...start.before, ...start.after], line: first === undefined ? [] : line(first), tags: data.tags.map(([n, v]) => [n, v] as const) },
    moves,
  };
}
