// The analysis board's share link (issue 44): the whole tree, not only the line to the position
// shown. The link carries the tree's PDN (analysis-tree.ts treePdn: every variation, comment, NAG,
// the start position and the record's tags), compressed by lz-string into the address's own
// characters (compressToEncodedURIComponent, in analysis-export.ts, loaded when a link is written or
// read), and the node shown as its index in the tree's preorder: `#pdn=<compressed>&at=<index>`. The page reads the PDN back with the checker's worker
// (the parser stays out of the page's code). Old links (`#fen=..&variant=..&moves=..`,
// position-link.ts) still open. No DOM here: tested in test/site/analysis/analysis-link.test.ts.
import type { MoveTree, TreeNode } from '../../../../records/tree.ts';

/**
 * The longest share link's hash written or read, in characters. Browsers take far longer
 * addresses (Chromium 2 MB), but mail and chat programs cut long ones; 100,000 characters hold a
 * game of several thousand plies with its analysis. A longer tree is not shared as a link: the
 * page says so and offers the PDN instead.
 */
export const MAX_LINK_CHARS = 100_000;

/** Whether `hash` is a tree link (`#pdn=`), as opposed to a position link. */
export function isTreeLink(hash: string): boolean {
  return /^#?pdn=/.test(hash);
}

/** `node`'s index in the tree's preorder (the root 0, then each child before its siblings' lines), as the link names the node shown. */
export function preorderIndex(tree: MoveTree, node: TreeNode): number {
  let i = 0;
  for (const n of preorder(tree)) {
    if (n === node) return i;
    i++;
  }
  return 0;
}

/** The node at preorder index `at` (the root when the tree has fewer). */
export function nodeAtPreorder(tree: MoveTree, at: number): TreeNode {
  let i = 0;
  for (const n of preorder(tree)) if (i++ === at) return n;
  return tree.root;
}

/** The tree's nodes in preorder, without recursion (a main line of 10,000 plies is as deep). */
function* preorder(tree: MoveTree): Generator<TreeNode> {
  const stack: TreeNode[] = [tree.root];
  while (stack.length) {
    const n = stack.pop()!;
    yield n;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}
