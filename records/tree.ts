// A move tree, as an analysis board grows it: every position reached, its moves in the order they
// were first played (the first is the main continuation, the others are variations), comments,
// and the operations a reader uses: play a move (a new one from the middle of a line makes a
// variation), promote a variation, delete one, and write the whole tree as a PDN record with
// variations. Built from a replayed record it holds the record's lines as far as they replay.
import { makeFen } from '../engine/fen.ts';
import { makeMoveText } from '../engine/notation.ts';
import { Position, checkPosition, sameMove } from '../engine/position.ts';
import { ArgumentError, isList, wrongType } from '../engine/argument-error.ts';
import { MAX_MOVES_PER_GAME } from '../grammar/limits.ts';
import type { Move } from '../engine/types.ts';
import type { Comment, GameRecord, MoveNode, Tag } from '../grammar/record.ts';
import { ZERO, comment } from './annotate.ts';
import type { ResolvedLine, ReplayResult } from './replay.ts';

export interface TreeNode {
  /** Unique within its tree, never reused: a stable handle for a page's list and its address. */
  readonly id: number;
  readonly parent?: TreeNode;
  /** The move into this node (none at the root). */
  readonly move?: Move;
  /** The move written in full (`c3:e5:g3`), '' at the root. */
  readonly text: string;
  /** The position after the move (the start at the root). */
  readonly position: Position;
  /** Moves played from here: the first is the main continuation, the others variations. */
  readonly children: TreeNode[];
  /** Comments after the move (before the first move at the root). */
  readonly comments: string[];
  /** The move's strength mark as written glued to it (`!`, `?`, `!!`, `??`, `!?`, `?!`), kept from a record. */
  strength?: string;
  /** Numeric annotation glyphs (`$4`) after the move, kept from a record. */
  readonly nags: number[];
  /** The record's evaluation after the move (`[%eval x]`, White's side, in men), kept from a record. */
  eval?: number;
}

export class MoveTree {
  readonly root: TreeNode;
  private nextId = 1;
  private readonly nodes = new Map<number, TreeNode>();

  constructor(start: Position) {
    checkPosition(start, 'MoveTree');
    this.root = { id: 0, text: '', position: start, children: [], comments: [], nags: [] };
    this.nodes.set(0, this.root);
  }

  /**
   * The lines of a replayed record (main line and variations, with the comments after each
   * move), each as far as it replayed. Undefined when the record has no start position.
   *
   *   MoveTree.fromReplay(replayGame(parsePdn(text).games[0]!))
   */
  static fromReplay(r: ReplayResult): MoveTree | undefined {
    if (r === null || typeof r !== 'object') throw wrongType('MoveTree.fromReplay', 'a ReplayResult (as replayGame gives)', r);
    if (!r.start) return undefined;
    const tree = new MoveTree(r.start);
    if (r.mainLine) tree.addLines(tree.root, r.mainLine);
    return tree;
  }

  /**
   * A replayed line and its variations, each from the node it branches at. Iterative (a stack of
   * lines), with the plies counted: a replay has at most MAX_MOVES_PER_GAME of them (a record's
   * cap), so a ReplayResult made by hand can neither overflow the stack nor grow the tree without end.
   */
  private addLines(from: TreeNode, first: ResolvedLine): void {
    const where = 'MoveTree.fromReplay';
    // one frame a line being added: its plies, the next one's index, the node it continues from;
    // a ply's variations are added (frames on top) before the line goes on, as a recursion would
    const stack: { plies: readonly unknown[]; i: number; at: TreeNode }[] = [];
    let plies = 0;
    const open = (line: unknown, at: TreeNode): void => {
      const l = line as Partial<ResolvedLine> | null;
      if (l === null || typeof l !== 'object' || !Array.isArray(l.plies)) throw wrongType(where, 'lines with a list of plies (as replayGame gives)', line);
      plies += l.plies.length;
      if (plies > MAX_MOVES_PER_GAME) throw new ArgumentError('ARGUMENT_RANGE', where, `more than ${MAX_MOVES_PER_GAME} plies (a record holds no more moves)`, `${plies} plies`);
      stack.push({ plies: l.plies, i: 0, at });
    };
    open(first, from);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.i >= frame.plies.length) {
        stack.pop();
        continue;
      }
      const ply = frame.plies[frame.i++];
      const p = ply as Partial<ResolvedLine['plies'][number]> | null;
      const node = p?.node as Partial<MoveNode> | undefined;
      if (p === null || typeof p !== 'object' || !Array.isArray(p.variations) || node === null || typeof node !== 'object' || !isList(node.after) || !Array.isArray(node.nags))
        throw wrongType(where, 'plies shaped as replayGame makes them ({ node, move, variations })', ply);
      const at = frame.at;
      const child = this.play(at, p.move!);
      for (const c of node.after ?? []) if (typeof c?.text === 'string' && !child.comments.includes(c.text)) child.comments.push(c.text);
      if (typeof node.strength === 'string' && node.strength && !child.strength) child.strength = node.strength;
      for (const g of node.nags) if (typeof g === 'number' && !child.nags.includes(g)) child.nags.push(g);
      frame.at = child;
      for (let v = p.variations.length - 1; v >= 0; v--) open(p.variations[v], at);
    }
  }

  /** `node` when it is a node of this tree, else an ArgumentError naming `where`. */
  #own(node: unknown, where: string): TreeNode {
    const id = (node as Partial<TreeNode> | null)?.id;
    if (node === null || typeof node !== 'object' || typeof id !== 'number' || this.nodes.get(id) !== node) throw wrongType(where, 'a node of this tree', node);
    return node as TreeNode;
  }

  node(id: number): TreeNode | undefined {
    return this.nodes.get(id);
  }

  /** The node after `move` from `from`: the existing one if that move was played before, else a new last child. */
  play(from: TreeNode, move: Move): TreeNode {
    this.#own(from, 'MoveTree.play');
    const known = from.children.find((c) => sameMove(c.move!, move));
    if (known) return known;
    const child: TreeNode = {
      id: this.nextId++,
      parent: from,
      move,
      text: makeMoveText(from.position, move, { captures: 'full' }),
      position: from.position.play(move),
      children: [],
      comments: [],
      nags: [],
    };
    from.children.push(child);
    this.nodes.set(child.id, child);
    return child;
  }

  /** The nodes from the root's first move down to `node` (empty for the root). */
  path(node: TreeNode): TreeNode[] {
    this.#own(node, 'MoveTree.path');
    const out: TreeNode[] = [];
    for (let n: TreeNode | undefined = node; n?.parent; n = n.parent) out.push(n);
    return out.reverse();
  }

  /** The main line: first children from the root down. */
  mainLine(): TreeNode[] {
    const out: TreeNode[] = [];
    for (let n = this.root.children[0]; n; n = n.children[0]) out.push(n);
    return out;
  }

  /** `node` and the first children after it: the line a reader sees continue from there. */
  lineFrom(node: TreeNode): TreeNode[] {
    this.#own(node, 'MoveTree.lineFrom');
    const out: TreeNode[] = [];
    for (let n = node.children[0]; n; n = n.children[0]) out.push(n);
    return out;
  }

  /** True when every node on the way to `node` is its parent's first child. */
  onMainLine(node: TreeNode): boolean {
    return this.path(node).every((n) => n.parent!.children[0] === n);
  }

  /**
   * Moves the variation holding `node` one level up, as lichess does: the nearest node on its
   * path that is not its parent's first child becomes the first. False when `node` is on the main line.
   */
  promote(node: TreeNode): boolean {
    this.#own(node, 'MoveTree.promote');
    const path = this.path(node);
    for (let i = path.length - 1; i >= 0; i--) {
      const n = path[i]!;
      const siblings = n.parent!.children;
      if (siblings[0] !== n) {
        siblings.splice(siblings.indexOf(n), 1);
        siblings.unshift(n);
        return true;
      }
    }
    return false;
  }

  /** Promotes until `node` is on the main line. */
  makeMainLine(node: TreeNode): void {
    this.#own(node, 'MoveTree.makeMainLine');
    while (this.promote(node));
  }

  /** Removes `node` and everything after it; returns its parent (undefined for the root, which stays). */
  delete(node: TreeNode): TreeNode | undefined {
    this.#own(node, 'MoveTree.delete');
    const parent = node.parent;
    if (!parent) return undefined;
    parent.children.splice(parent.children.indexOf(node), 1);
    // iterative: a line played move by move may be of any length
    const drop: TreeNode[] = [node];
    for (let n = drop.pop(); n; n = drop.pop()) {
      this.nodes.delete(n.id);
      for (const c of n.children) drop.push(c);
    }
    return parent;
  }

  /**
   * The tree as a record: its main line with every variation, moves in full algebraic notation,
   * the comments, the start position as a FEN tag when it is not the variant's initial one, and
   * the given tags (a Result tag and terminator from `result`, default `*`).
   */
  toRecord(tags: readonly (readonly [string, string])[] = [], result = '*'): GameRecord {
    if (!isList(tags) || !tags.every((t) => isList(t) && typeof t[0] === 'string' && typeof t[1] === 'string')) throw wrongType('MoveTree.toRecord', 'tags as [name, value] pairs of strings', tags);
    if (typeof result !== 'string') throw wrongType('MoveTree.toRecord', 'a result (a string)', result);
    const start = this.root.position;
    const all: Tag[] = tags.map(([name, value]) => ({ name, value, pos: ZERO }));
    if (makeFen(start) !== makeFen(Position.initial(start.variant))) {
      if (!all.some((t) => t.name === 'SetUp')) all.push({ name: 'SetUp', value: '1', pos: ZERO });
      if (!all.some((t) => t.name === 'FEN')) all.push({ name: 'FEN', value: makeFen(start), pos: ZERO });
    }
    if (!all.some((t) => t.name === 'Result')) all.push({ name: 'Result', value: result, pos: ZERO });
    return {
      tags: all,
      before: this.root.comments.map((c) => comment(c)),
      moves: recordLine(this.root.children[0]),
      trailing: [],
      result: { text: result, pos: ZERO },
      pos: ZERO,
    };
  }
}

/**
 * `first` and its main continuation as record moves, each carrying its siblings as variations,
 * numbered the PDN way: `12.` before White's moves, `12...` before a Black move that opens a line
 * or follows a comment or a variation.
 */
function recordLine(first: TreeNode | undefined): MoveNode[] {
  const out: MoveNode[] = [];
  let interrupted = true;
  for (let n = first; n; n = n.children[0]) {
    const before = n.parent!.position;
    // the siblings of a line's first move are written at the branch point only, not again inside
    const variations = n.parent!.children[0] === n ? n.parent!.children.slice(1).map((v) => ({ moves: recordLine(v), trailing: [] as Comment[], pos: ZERO })) : [];
    const number = before.turn === 'white' ? `${before.fullmove}.` : interrupted ? `${before.fullmove}...` : undefined;
    out.push({
      text: n.text,
      unknown: false,
      ...(number ? { number: { value: before.fullmove, text: number } } : {}),
      ...(n.strength ? { strength: n.strength } : {}),
      nags: [...n.nags],
      before: [],
      after: n.comments.map((c) => comment(c)),
      variations,
      pos: ZERO,
    });
    interrupted = n.comments.length > 0 || variations.length > 0;
  }
  return out;
}
