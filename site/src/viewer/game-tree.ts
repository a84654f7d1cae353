// The viewer's game as a tree of positions, from the one replay of records/ (no rules here): each
// node is a ply (or the start), with the line it belongs to and the position before and after it,
// so stepping back and forth, into and out of variations, is walking links.
import type { Position } from '../../../engine/position.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import type { Square } from '../../../engine/types.ts';
import type { ResolvedLine, ResolvedPly } from '../../../records/replay.ts';

export interface GameNode {
  readonly id: number;
  /** The position shown at this node (after its ply; the start for the root). */
  readonly position: Position;
  /** The ply that led here (none at the root). */
  readonly ply?: ResolvedPly;
  /** The move as written in the record. */
  readonly text: string;
  /** The move in full algebraic notation (`c3:e5:g3`), for the analysis page's address. */
  readonly full: string;
  readonly lastMove?: readonly Square[];
  /** The node before (the root has none). */
  readonly prev?: GameNode;
  /** The next node along this node's line. */
  next?: GameNode;
  /** How deep in variations (0: the main line). */
  readonly depth: number;
  /** Alternatives to this node: the first node of each variation. */
  readonly variations: GameNode[];
}

/** Builds the tree of a replayed main line; every node is listed in `nodes` by id. */
export function buildTree(start: Position, main: ResolvedLine | undefined): { root: GameNode; nodes: GameNode[] } {
  const nodes: GameNode[] = [];
  const root: GameNode = { id: 0, position: start, text: '', full: '', depth: 0, variations: [] };
  nodes.push(root);
  const addLine = (line: ResolvedLine, before: GameNode, depth: number): GameNode | undefined => {
    let prev = before;
    let first: GameNode | undefined;
    for (const ply of line.plies) {
      const node: GameNode = {
        id: nodes.length,
        position: ply.after,
        ply,
        text: ply.node.text,
        full: makeMoveText(ply.before, ply.move, { captures: 'full' }),
        lastMove: [ply.move.from, ...ply.move.path],
        prev,
        depth,
        variations: [],
      };
      nodes.push(node);
      for (const v of ply.variations) {
        const head = addLine(v, prev, depth + 1);
        if (head) node.variations.push(head);
      }
      // a variation's first move is an alternative: the node before it keeps its own next (the main move)
      if (prev !== before || depth === 0) prev.next = node;
      if (!first) first = node;
      prev = node;
    }
    return first;
  };
  if (main) addLine(main, root, 0);
  return { root, nodes };
}

/** The moves from the start to `node`, in full notation. */
export function movesTo(node: GameNode): string[] {
  const out: string[] = [];
  for (let n: GameNode | undefined = node; n?.prev; n = n.prev) out.push(n.full);
  return out.reverse();
}

/** The number of plies from the start to `node`. */
export function plyOf(node: GameNode): number {
  let n = 0;
  for (let at: GameNode | undefined = node; at?.prev; at = at.prev) n++;
  return n;
}
