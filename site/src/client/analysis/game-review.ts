// The whole-game computer analysis (issue 44, lichess's "Request a computer analysis") without a
// DOM: what to ask the worker for (the tree's start and main line), its progress, a cancel, and
// what to do with the verdicts: write them into the tree as `bashni annotate` writes them into a
// record (the comment with `[%eval ...]` after each move, the NAG $6/$2/$4 of a marked move, the
// better line as a variation with `best [%eval ...]`), so the move list shows them, the graph
// plots them and the exported PDN carries them; count the marks per side; keep the result in
// local storage under a hash of the game (start and main line), so the same game opened again
// shows it without a new search. The page's part (review-panel.ts) draws it and runs the worker.
// Tested without a browser in test/site/analysis/game-review.test.ts.
import { makeFen } from '../../../../engine/fen.ts';
import { parseMove } from '../../../../engine/notation.ts';
import type { Color } from '../../../../engine/types.ts';
import { MAX_MOVES_PER_GAME } from '../../../../grammar/limits.ts';
import type { MoveTree } from '../../../../records/tree.ts';
import { loadKept, pageStorage, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { listOf, matching, numberIn, objectOf, tableOf, type Check } from '../store/stored-shape.ts';
import type { ReviewPly, ReviewRequest } from './review-analysis.ts';

/** Games whose analysis is kept; the oldest goes first. */
const KEPT_GAMES = 30;

/** The marks a side earned, as lichess counts them under its graph. */
interface SideMarks {
  inaccuracies: number;
  mistakes: number;
  blunders: number;
}

export type ReviewMarks = Record<Color, SideMarks>;

export type ReviewState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly marks: ReviewMarks }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'error'; readonly message: string };

interface KeptReview {
  /** When it was made (ms since 1970): the oldest is forgotten first. */
  readonly at: number;
  readonly plies: readonly ReviewPly[];
}

const nag: Check<2 | 4 | 6> = (v, drops) => {
  if (v === 2 || v === 4 || v === 6) return v;
  drops.count++;
  return undefined;
};
const EVAL = /^(#-?\d{1,5}|[+-]?\d{1,4}\.\d\d)$/;
const MOVE = /^[A-Za-z0-9:x-]{2,300}$/;
const NOTE = /^[^\n\r]{1,2000}$/;
const plyShape: Check<ReviewPly> = objectOf<ReviewPly>({
  e: [matching(EVAL), 'required'],
  n: [nag, 'optional'],
  b: [listOf(matching(MOVE), 40), 'optional'],
  c: [matching(NOTE), 'required'],
  bc: [matching(NOTE), 'optional'],
});
const keptShape: Check<Record<string, KeptReview>> = tableOf(
  /^[0-9a-z]{1,20}$/,
  objectOf<KeptReview>({ at: [numberIn(0, 1e15, true), 'required'], plies: [listOf(plyShape, MAX_MOVES_PER_GAME), 'required'] }),
  KEPT_GAMES * 2,
);

/** cyrb53 (public domain): a 53-bit hash of a text, in base 36. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The game a review is for: the variant, the start position and the main line's moves. */
export function reviewKey(tree: MoveTree): string {
  const start = tree.root.position;
  return hash53([start.variant, makeFen(start), ...tree.mainLine().map((n) => n.text)].join(' '));
}

/** An `[%eval]` value in men, as the graph plots it (a forced win ±99, as the records' evaluations). */
function evalMen(e: string): number {
  if (e.startsWith('#')) return e.startsWith('#-') ? -99 : 99;
  return Number(e);
}

/** The marks per side: ply 0 is the start's side to move, and the sides alternate. */
function reviewMarks(tree: MoveTree, plies: readonly ReviewPly[]): ReviewMarks {
  const marks: ReviewMarks = { white: { inaccuracies: 0, mistakes: 0, blunders: 0 }, black: { inaccuracies: 0, mistakes: 0, blunders: 0 } };
  const first = tree.root.position.turn;
  plies.forEach((p, i) => {
    const side = marks[i % 2 === 0 ? first : first === 'white' ? 'black' : 'white'];
    if (p.n === 6) side.inaccuracies++;
    else if (p.n === 2) side.mistakes++;
    else if (p.n === 4) side.blunders++;
  });
  return marks;
}

/**
 * Writes the verdicts into the tree's main line as annotate writes them into a record: each move's
 * comment (notes and `[%eval]`, replacing an earlier analysis's), its evaluation for the graph, the
 * NAG of a marked move (unless the move has one of $2/$4/$6 already), and the better line as a
 * variation whose first move says `best [%eval ...]`. Plies past the main line are left out.
 */
function applyReview(tree: MoveTree, plies: readonly ReviewPly[]): void {
  const line = tree.mainLine();
  plies.forEach((p, i) => {
    const node = line[i];
    if (!node?.parent) return;
    node.eval = evalMen(p.e);
    const kept = node.comments.filter((c) => !c.includes('[%eval '));
    node.comments.length = 0;
    for (const c of [...kept, p.c]) node.comments.push(c);
    if (!p.n) return;
    if (!node.nags.some((g) => g === 2 || g === 4 || g === 6)) node.nags.push(p.n);
    let at = node.parent;
    for (const [k, text] of (p.b ?? []).entries()) {
      const m = parseMove(at.position, text);
      if (!m.ok) break;
      const next = tree.play(at, m.value);
      // the engine's line begins with the move played: nothing better to show
      if (k === 0 && next === node) break;
      if (k === 0 && p.bc && !next.comments.includes(p.bc)) next.comments.push(p.bc);
      at = next;
    }
  });
}

/** Every kept review (what does not fit its shape left out). */
function keptReviews(storage: KeptStorage | undefined): Record<string, KeptReview> {
  return loadKept(STORE_KEYS.review, keptShape, () => Object.create(null) as Record<string, KeptReview>, storage);
}

/**
 * The controller of one page's whole-game analysis: what to ask for, the progress, the cancel, the
 * verdicts into the tree and into storage. The worker is the page's (review-panel.ts).
 */
export class GameReview {
  state: ReviewState = { kind: 'idle' };
  /** The game the running analysis is for (its key): a reply for another is not applied. */
  private asked: string | undefined;

  constructor(private readonly storage: KeptStorage | undefined = pageStorage()) {}

  /** Starts an analysis of the tree's main line: the worker's request. */
  start(tree: MoveTree, depth?: number): ReviewRequest {
    const start = tree.root.position;
    const moves = tree.mainLine().map((n) => n.text);
    this.asked = reviewKey(tree);
    this.state = { kind: 'running', done: 0, total: moves.length + 1 };
    return { fen: makeFen(start), variant: start.variant, moves, ...(depth !== undefined ? { depth } : {}) };
  }

  get running(): boolean {
    return this.state.kind === 'running';
  }

  /** Positions searched so far, of `total`. */
  progress(done: number, total: number): void {
    if (this.running) this.state = { kind: 'running', done, total };
  }

  /** The analysis stopped by the reader: nothing is applied or kept. */
  cancel(): void {
    if (!this.running) return;
    this.asked = undefined;
    this.state = { kind: 'cancelled' };
  }

  fail(message: string): void {
    if (!this.running) return;
    this.asked = undefined;
    this.state = { kind: 'error', message };
  }

  /**
   * The worker's verdicts: written into the tree and kept for its game, when its main line is still
   * the one asked for (a move played meanwhile at the end of it makes another game: not applied).
   * Returns whether they were applied.
   */
  finish(tree: MoveTree, plies: readonly ReviewPly[]): boolean {
    const key = reviewKey(tree);
    if (!this.running || key !== this.asked) return false;
    this.asked = undefined;
    applyReview(tree, plies);
    this.state = { kind: 'done', marks: reviewMarks(tree, plies) };
    const kept = keptReviews(this.storage);
    kept[key] = { at: Date.now(), plies };
    const keys = Object.keys(kept).sort((a, b) => kept[b]!.at - kept[a]!.at);
    for (const old of keys.slice(KEPT_GAMES)) delete kept[old];
    writeKept(STORE_KEYS.review, kept, this.storage);
    return true;
  }

  /** The kept analysis of the tree's game, written into it; whether there was one. */
  restore(tree: MoveTree): boolean {
    if (this.running) return false;
    const kept = keptReviews(this.storage)[reviewKey(tree)];
    if (!kept) return false;
    applyReview(tree, kept.plies);
    this.state = { kind: 'done', marks: reviewMarks(tree, kept.plies) };
    return true;
  }
}
