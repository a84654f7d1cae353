// Stepping along a line of a game tree, as lichess pgn-viewer's goTo does: first, previous, next,
// last, from a node of any tree that names each node's parent and first child (the game page's
// precomputed nodes, the analysis board's MoveTree), and the buttons that ask for a step (the keys
// are in the one key map, keys.ts). The pages keep their own trees; this is the one place that
// says what a step is.

export type NavStep = 'first' | 'prev' | 'next' | 'last';

/** How a tree is walked: a node's parent (undefined at the start) and its first child (the line's next move). */
export interface LineTree<N> {
  parent(node: N): N | undefined;
  next(node: N): N | undefined;
}

/**
 * Where `step` goes from `at`: the start of the tree, the parent, the first child, or the end of
 * the current line (first children to the last: the main line's end, or inside a variation the
 * variation's end); undefined when there is nowhere to go (the start has no previous move).
 */
export function goTo<N>(tree: LineTree<N>, at: N, step: NavStep): N | undefined {
  switch (step) {
    case 'prev':
      return tree.parent(at);
    case 'next':
      return tree.next(at);
    case 'first': {
      let n = at;
      for (let up = tree.parent(n); up !== undefined; up = tree.parent(n)) n = up;
      return n;
    }
    case 'last': {
      let n = at;
      for (let down = tree.next(n); down !== undefined; down = tree.next(n)) n = down;
      return n;
    }
  }
}

/** The step a button's `data-act` names (first, prev, next, last), if any. */
export function actStep(act: string | undefined): NavStep | undefined {
  return act === 'first' || act === 'prev' || act === 'next' || act === 'last' ? act : undefined;
}
