// The analysis board's tree without a DOM: the tree the address (position-link.ts) and a handed-over
// record (analysis-record.ts) give, the line to a node as the address writes it, and the tree as a
// PDN record. Moves are read and played by the engine (notation.ts, MoveTree), PDN is written by the
// grammar's writer (analysis-export.ts): nothing here parses PDN (tested in test/site/analysis/analysis-tree.test.ts).
import { makeFen, parseFen, type FenError } from '../../../../engine/fen.ts';
import { parseMove } from '../../../../engine/notation.ts';
import { variantRules } from '../../../../engine/variant.ts';
import { Position } from '../../../../engine/position.ts';
import type { VariantName } from '../../../../engine/types.ts';
import type { GameRecord } from '../../../../grammar/record.ts';
import { MoveTree, type TreeNode } from '../../../../records/tree.ts';
import type { RecordTransfer, TransferNode } from './analysis-record.ts';
import type { PositionLink } from '../board/position-link.ts';
import { isStartPosition } from '../board/start-position.ts';

export interface OpenedTree {
  readonly tree: MoveTree;
  /** The node the address's line leads to (as far as it plays). */
  readonly node: TreeNode;
  /** The first move of the address's line that is not a legal move there, if any. */
  readonly unplayable?: string;
}

/** The legal move `text` names in `node`'s position (one, or none). */
function playText(tree: MoveTree, node: TreeNode, text: string): TreeNode | undefined {
  const read = parseMove(node.position, text);
  return read.ok ? tree.play(node, read.value) : undefined;
}

/** Plays a transferred line from `at`, each move's variations from the same position (a loop along the line: a line may be 10,000 plies long). */
/** Whether a value read from storage is an array, without narrowing its declared type. */
const isList = (value: unknown): boolean => Array.isArray(value);

function addTransfer(tree: MoveTree, from: TreeNode, line: readonly TransferNode[]): void {
  let at = from;
  for (const item of isList(line) ? line : []) {
    const child = playText(tree, at, item.m);
    // a move that does not play ends its line (the replay gave only what replayed)
    if (!child) return;
    for (const c of item.c) if (!child.comments.includes(c)) child.comments.push(c);
    // the annotation marks: a strength written in the record and its NAGs, kept as they were
    if (typeof item.s === 'string' && /^[!?]{1,2}$/.test(item.s) && !child.strength) child.strength = item.s;
    for (const g of Array.isArray(item.g) ? (item.g as unknown[]) : []) if (typeof g === 'number' && Number.isInteger(g) && g >= 0 && g < 256 && !child.nags.includes(g)) child.nags.push(g);
    if (typeof item.e === 'number' && Number.isFinite(item.e)) child.eval = item.e;
    for (const v of isList(item.v) ? (item.v ?? []) : []) addTransfer(tree, at, v);
    at = child;
  }
}

/**
 * The tree for an address: its position (the variant's start without a FEN), with a record's
 * lines when one was handed over for the same position and variant, then its moves played.
 */
export function openTree(link: PositionLink, record?: RecordTransfer): OpenedTree | { error: FenError } {
  let start: Position;
  if (link.fen) {
    const r = parseFen(link.fen, link.variant);
    if (!r.ok) return { error: r.error };
    start = r.value;
  } else start = Position.initial(link.variant);
  const tree = new MoveTree(start);
  if (record && record.variant === link.variant) {
    const r = parseFen(record.fen, record.variant);
    if (r.ok && r.value.hash() === start.hash()) {
      for (const c of record.c) tree.root.comments.push(c);
      addTransfer(tree, tree.root, record.line);
    }
  }
  let node = tree.root;
  for (const text of link.moves) {
    const next = playText(tree, node, text);
    if (!next) return { tree, node, unplayable: text };
    node = next;
  }
  return { tree, node };
}

/** The moves from the start to `node`, in full notation (the address's `moves`). */
export function lineTo(tree: MoveTree, node: TreeNode): string[] {
  return tree.path(node).map((n) => n.text);
}

/** The record a tree came from, as its PDN keeps it: its tags in its order, and its variant. */
export interface TreeSource {
  readonly tags: readonly (readonly [string, string])[];
  readonly variant: VariantName;
}

/**
 * The whole tree (main line, variations, comments) as the PDN record that `bashni verify` reads
 * (written by analysis-export.ts treePdn: the writer loads when the reader exports).
 * With the record it came from, that record's tags are kept as they were (Event, players, its
 * Result as the terminator too); the analysis adds only what the record lacks: the Variant tag
 * (replaced when the analysis changed the variant, with the start position's FEN), the FEN of a
 * start that is not the variant's own. Without one, the Event is `event`.
 */
export function treeRecord(tree: MoveTree, event: string, source?: TreeSource): GameRecord {
  const variant = tree.root.position.variant;
  const kept = source?.tags.length ? source.tags.filter(([name]) => source.variant === variant || !/^(Variant|GameType|FEN|SetUp)$/i.test(name)) : [['Event', event] as const];
  const tags: (readonly [string, string])[] = [...kept];
  if (!tags.some(([name]) => /^(Variant|GameType)$/i.test(name))) tags.splice(Math.min(1, tags.length), 0, ['Variant', variantRules(variant).tag]);
  const result = tags.find(([name]) => name === 'Result')?.[1];
  return tree.toRecord(tags, result && /^(1-0|0-1|1\/2-1\/2|2-0|0-2|1-1|0-0|\*)$/.test(result) ? result : '*');
}

/** A tree carried over to another variant (retarget). */
export interface RetargetedTree {
  readonly tree: MoveTree;
  /** Where the node shown went: itself, or the last of its moves that still plays. */
  readonly node: TreeNode;
  /** Moves of the old tree that are not legal under the new rules (each with everything after it). */
  readonly lost: number;
}

/**
 * The same analysis under `variant`'s rules: the same start position when it reads there (the
 * variant's own start for a tree from the old variant's start), each move of each line played
 * again under the new rules with its comments and marks; a move that is not legal there is left
 * out with everything after it and counted in `lost`, so the page can keep the tree silently
 * when nothing is lost and ask first when something would be.
 */
export function retarget(tree: MoveTree, shown: TreeNode, variant: VariantName): RetargetedTree {
  const old = tree.root.position;
  const fromStart = isStartPosition(old);
  const read = fromStart ? undefined : parseFen(makeFen(old), variant);
  const start = read?.ok ? read.value : Position.initial(variant);
  const out = new MoveTree(start);
  for (const c of tree.root.comments) out.root.comments.push(c);
  const map = new Map<TreeNode, TreeNode>([[tree.root, out.root]]);
  let lost = 0;
  const count = (n: TreeNode): number => 1 + n.children.reduce((a, c) => a + count(c), 0);
  const copy = (from: TreeNode, to: TreeNode) => {
    for (const child of from.children) {
      const next = playText(out, to, child.text);
      if (!next) {
        lost += count(child);
        continue;
      }
      for (const c of child.comments) next.comments.push(c);
      if (child.strength) next.strength = child.strength;
      if (child.eval !== undefined) next.eval = child.eval;
      for (const g of child.nags) next.nags.push(g);
      map.set(child, next);
      copy(child, next);
    }
  };
  // a start that does not read under the new rules keeps no move
  if (fromStart || read?.ok) copy(tree.root, out.root);
  else lost = tree.root.children.reduce((a, c) => a + count(c), 0);
  let node: TreeNode | undefined = shown;
  while (node && !map.has(node)) node = node.parent;
  return { tree: out, node: map.get(node ?? tree.root) ?? out.root, lost };
}
