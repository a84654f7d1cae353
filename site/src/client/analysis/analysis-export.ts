// The analysis written out, loaded only when the reader exports or opens a share link (the
// analysis page's first load stays within its JavaScript budget): the tree as PDN text (the
// grammar's writer) and the share link's packing (lz-string: compressToEncodedURIComponent, whose
// output is already made of an address's characters). analysis-link.ts says what the link holds.
import LZString from 'lz-string';
import { makePdn } from '../../../../grammar/writer.ts';
import type { MoveTree } from '../../../../records/tree.ts';
import { MAX_LINK_CHARS } from './analysis-link.ts';
import { treeRecord, type TreeSource } from './analysis-tree.ts';

/** The longest PDN text a link's compressed text may unpack to (a forged link cannot fill the memory). */
const MAX_LINK_TEXT = 2_000_000;

/** The whole tree as PDN text (analysis-tree.ts treeRecord: the record's tags kept). */
export function treePdn(tree: MoveTree, event: string, source?: TreeSource): string {
  return makePdn([treeRecord(tree, event, source)]);
}

/** The hash part of a tree link. */
export function treeLinkHash(pdn: string, at: number): string {
  return `#pdn=${LZString.compressToEncodedURIComponent(pdn)}&at=${at}`;
}

/** A tree link read: the PDN text and the index of the node shown, or why it cannot be read. */
export type TreeLink = { readonly pdn: string; readonly at: number } | { readonly error: 'too-long' | 'damaged' };

/** Reads a tree link's hash; a link longer than MAX_LINK_CHARS or one that does not unpack is an error, not a guess. */
export function readTreeLink(hash: string): TreeLink {
  if (hash.length > MAX_LINK_CHARS + 32) return { error: 'too-long' };
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  // URLSearchParams reads `+` as a space: the compressed text uses `+`, so it is taken from the hash as written
  const packed = /(?:^#?|&)pdn=([^&]*)/.exec(hash)?.[1] ?? '';
  const at = Number(params.get('at') ?? 0);
  let pdn: string | null = null;
  try {
    pdn = LZString.decompressFromEncodedURIComponent(packed);
  } catch {
    pdn = null;
  }
  if (!pdn || pdn.length > MAX_LINK_TEXT) return { error: 'damaged' };
  return { pdn, at: Number.isInteger(at) && at >= 0 ? at : 0 };
}
