// The analysis board's state and operations without a DOM (issue 42.3), as lichess's ui/analyse
// keeps its controller apart from chessground: the tree and the node shown, the orientation, the
// engine's lines and evaluations, the arrows; go, play, take back, promote, remove, play a line (or
// its first moves), change the variant, load a record, export it with the record's tags. The page
// (analysis-page.ts) is a view over it: it draws what this holds and forwards the reader's acts.
// Tested without a browser in test/site/analysis/analysis-game.test.ts.
import type { Move, VariantName } from '../../../../engine/types.ts';
import { parseMove } from '../../../../engine/notation.ts';
import type { MoveTree, TreeNode } from '../../../../records/tree.ts';
import { engineEval } from './analysis-graph.ts';
import type { RecordTransfer } from './analysis-record.ts';
import { openTree, retarget, treeRecord, type OpenedTree, type TreeSource } from './analysis-tree.ts';
import type { GameRecord } from '../../../../grammar/record.ts';
import type { AnalysisInfo } from './engine-analysis.ts';
import { goTo, type LineTree, type NavStep } from '../board/line-nav.ts';
import type { PositionLink } from '../board/position-link.ts';
import type { FenError } from '../../../../engine/fen.ts';

/** The analysis tree as the line navigator walks it: a move's parent, and its first child (the line's next move). */
const treeLine: LineTree<TreeNode> = { parent: (n) => n.parent, next: (n) => n.children[0] };

/** The engine's report for one node, its lines sorted best first for the side to move there. */
interface EngineLines {
  readonly node: TreeNode;
  readonly info: AnalysisInfo;
}

/** What opening an address or a record found wrong (the page says it in words). */
export type OpenProblem = { readonly kind: 'fen'; readonly error: FenError } | { readonly kind: 'unplayable'; readonly move: string };

/**
 * The report's lines sorted best first for the side to move (scores are White's: highest first
 * when White moves, lowest when Black does). The engine searches the lines one after another, each
 * without the first moves found before, and a later search can score higher than an earlier one
 * (its table and pruning differ): issue 44 saw +0.59, +0.30, +0.50. Ties keep the engine's order.
 */
export function sortedLines(info: AnalysisInfo, turn: 'white' | 'black'): AnalysisInfo {
  const sign = turn === 'white' ? -1 : 1;
  const lines = info.lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => sign * (a.l.score - b.l.score) || a.i - b.i)
    .map((x) => x.l);
  return { ...info, lines };
}

/** The legal move `text` (full notation) names in `node`'s position: one, or none. */
function moveNamed(node: TreeNode, text: string): Move | undefined {
  const read = parseMove(node.position, text);
  return read.ok ? read.value : undefined;
}

export class AnalysisGame {
  tree!: MoveTree;
  node!: TreeNode;
  orientation: 'white' | 'black' = 'white';
  /** The loaded record's tags (in its order) and variant; undefined for an analysis begun here. */
  source: TreeSource | undefined;
  /** The engine's latest lines shown, and the node they are for. */
  lines: EngineLines | undefined;
  /** The first move of each line shown (the arrows), the best first. */
  arrows: Move[] = [];
  /** What the other side would play here if it were its move (threat.ts), when the reader asked for it. */
  threat: Move | undefined;
  /** The engine's evaluation of each position it searched (its latest depth), men from White's side. */
  readonly evals = new WeakMap<TreeNode, number>();
  /** Counts changes of the tree's shape (a move added, removed, promoted, a new tree): the view redraws the list only then. */
  treeVersion = 0;
  /** Counts the engine's evaluations taken (the graph redraws its points only then). */
  evalVersion = 0;

  constructor(link: PositionLink = { variant: 'bashni', moves: [] }) {
    this.open(link);
  }

  /**
   * Opens an address's position and line, with a handed-over record's lines and tags when given.
   * A FEN that does not read opens the variant's start; a move that does not play stops the line.
   */
  open(link: PositionLink, record?: RecordTransfer): OpenProblem | undefined {
    let problem: OpenProblem | undefined;
    const found = openTree(link, record);
    let opened: OpenedTree;
    if ('error' in found) {
      problem = { kind: 'fen', error: found.error };
      const start = openTree({ variant: link.variant, moves: [] });
      // the variant's start position always opens
      if ('error' in start) return problem;
      opened = start;
    } else {
      opened = found;
      if (opened.unplayable) problem = { kind: 'unplayable', move: opened.unplayable };
    }
    this.tree = opened.tree;
    this.source = record?.tags?.length ? { tags: record.tags, variant: record.variant } : undefined;
    this.orientation = opened.tree.root.position.turn;
    this.treeVersion++;
    this.go(opened.node);
    return problem;
  }

  get variant(): VariantName {
    return this.tree.root.position.variant;
  }

  /** Shows `node` (the engine's lines and arrows are for the node shown: they go). */
  go(node: TreeNode): void {
    this.node = node;
    this.lines = undefined;
    this.arrows = [];
    this.threat = undefined;
  }

  /** Plays `move` from the node shown (a new move from the middle of a line makes a variation) and shows it. */
  play(move: Move): TreeNode {
    const before = this.node.children.length;
    const next = this.tree.play(this.node, move);
    if (this.node.children.length !== before) this.treeVersion++;
    this.go(next);
    return next;
  }

  /** First, previous, next or last move of the line shown; undefined (nothing shown changes) when there is none. */
  navigate(step: NavStep): TreeNode | undefined {
    const to = goTo(treeLine, this.node, step);
    if (to) this.go(to);
    return to;
  }

  /** One move back; a move at the end of its line goes from the tree too. */
  takeBack(): void {
    const node = this.node;
    if (!node.parent) return;
    if (!node.children.length) {
      this.tree.delete(node);
      this.treeVersion++;
    }
    this.go(node.parent);
  }

  /** The variation holding the node shown one level up (lichess's promote). */
  promote(): void {
    if (this.tree.promote(this.node)) this.treeVersion++;
  }

  /** The node shown and everything after it out of the tree; its parent shown. */
  remove(): void {
    const parent = this.tree.delete(this.node);
    if (!parent) return;
    this.treeVersion++;
    this.go(parent);
  }

  flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
  }

  /**
   * The same analysis under another variant's rules (analysis-tree.ts retarget): kept when every
   * move still plays; when some would be lost, `confirm(lost)` is asked first and false changes
   * nothing. Returns the moves lost, or undefined when nothing changed.
   */
  changeVariant(variant: VariantName, confirm: (lost: number) => boolean = () => true): number | undefined {
    const moved = retarget(this.tree, this.node, variant);
    if (moved.lost > 0 && !confirm(moved.lost)) return undefined;
    this.tree = moved.tree;
    this.treeVersion++;
    this.go(moved.node);
    return moved.lost;
  }

  /**
   * Takes an engine report for the node shown: its lines sorted best first, the node's evaluation
   * (the graph's), and the first move of each line as the arrows. Returns whether the arrows changed.
   */
  takeEngine(info: AnalysisInfo): boolean {
    const sorted = sortedLines(info, this.node.position.turn);
    this.lines = { node: this.node, info: sorted };
    const best = sorted.lines[0];
    if (best) {
      this.evals.set(this.node, engineEval(best.score, best.scoreText));
      this.evalVersion++;
    }
    const arrows = sorted.lines.flatMap((l) => {
      const m = l.moves[0] ? moveNamed(this.node, l.moves[0]) : undefined;
      return m ? [m] : [];
    });
    const same = arrows.length === this.arrows.length && arrows.every((m, i) => this.arrows[i] === m || JSON.stringify(m) === JSON.stringify(this.arrows[i]));
    this.arrows = arrows;
    return !same;
  }

  /**
   * Plays the engine's line `i` (as shown, best first) into the tree from the node it is for, up to
   * its move `upTo` (0-based; the whole line without it), and shows where it ends.
   */
  playLine(i: number, upTo?: number): void {
    const shown = this.lines;
    const line = shown?.info.lines[i];
    if (!shown || !line || !this.tree.node(shown.node.id)) return;
    const last = Math.min(upTo ?? line.moves.length - 1, line.moves.length - 1);
    this.go(shown.node);
    for (const text of line.moves.slice(0, last + 1)) {
      const m = moveNamed(this.node, text);
      if (!m) break;
      this.play(m);
    }
  }

  /**
   * The tree as a record (analysis-export.ts treePdn writes it): the loaded record's tags kept as they were (its Event, players,
   * Result), the variant's tag when the record has none or the analysis changed the variant, the
   * start position's FEN when it is not the variant's start; a tree begun here is the `event` given.
   */
  record(event: string): GameRecord {
    return treeRecord(this.tree, event, this.source);
  }
}
