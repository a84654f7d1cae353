// The move animation: the moving column slides square by square along its path (about 150 ms a
// landing), and each piece it takes drops out of the jumped column and appears under it as it
// passes. The board is already drawn in its new position; this only lays a short-lived layer over
// it (removed when done, or by the next render), so input is never blocked by it. None at all under
// prefers-reduced-motion. The plan is pure (tested in vitest); only animateMove touches the DOM.
import type { ColumnText, Square } from '../../../../engine/types.ts';
import { squareName } from '../../../../engine/squares.ts';
import { squareXY, styledColumnSvg } from '../../../../render/board-svg.ts';

const STEP_MS = 150;

/** A piece taken by a move: the jumped square and the piece, top of its column when jumped. */
export interface Taken {
  readonly square: Square;
  readonly piece: string;
}

export interface MotionPlan {
  /** The squares the column passes, in order: from, then for each landing the jumped square (if any) and the landing. */
  readonly stops: readonly { readonly square: Square; readonly at: number }[];
  /** The moving column with every piece it takes added at the bottom, in the order taken. */
  readonly mover: ColumnText;
  /** How many pieces the column had before it moved. */
  readonly height: number;
  /** The pieces taken, each with the moment (0..1 of the whole) the column passes over it. */
  readonly taken: readonly (Taken & { readonly at: number })[];
  /** Each jumped square's column before the move. */
  readonly jumpedBefore: ReadonlyMap<Square, ColumnText>;
  /** Landings, so 150 ms each. */
  readonly steps: number;
}

/** The pieces a move takes, in order: the top of each jumped column as the capture passes it (a column jumped twice gives its top two). */
export function takenPieces(before: readonly (readonly [Square, ColumnText])[], jumped: readonly Square[]): Taken[] {
  const columns = new Map(before);
  const passes = new Map<Square, number>();
  return jumped.map((square) => {
    const k = passes.get(square) ?? 0;
    passes.set(square, k + 1);
    return { square, piece: columns.get(square)?.[k] ?? '?' };
  });
}

/**
 * How a move is shown moving: `lastMove` is from then every landing square, `jumped` the squares
 * jumped, in order (one per landing for a capture, none for a quiet move).
 */
export function motionPlan(before: readonly (readonly [Square, ColumnText])[], lastMove: readonly Square[], jumped: readonly Square[]): MotionPlan | undefined {
  const [from, ...path] = lastMove;
  const column = new Map(before).get(from ?? -1);
  if (from === undefined || !path.length || !column) return undefined;
  const capture = jumped.length === path.length;
  const taken = takenPieces(before, capture ? jumped : []);
  const stops: { square: Square; at: number }[] = [{ square: from, at: 0 }];
  const passed: (Taken & { at: number })[] = [];
  path.forEach((landing, i) => {
    const over = taken[i];
    if (capture && over) {
      stops.push({ square: over.square, at: (i + 0.5) / path.length });
      passed.push({ ...over, at: (i + 0.5) / path.length });
    }
    stops.push({ square: landing, at: (i + 1) / path.length });
  });
  const jumpedBefore = new Map<Square, ColumnText>();
  for (const t of taken) jumpedBefore.set(t.square, new Map(before).get(t.square) ?? '');
  return { stops, mover: column + taken.map((t) => t.piece).join(''), height: column.length, taken: passed, jumpedBefore, steps: path.length };
}

export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const SVG = 'http://www.w3.org/2000/svg';

/** How to stop the animation running on a board (its layer and its hiding rule go). */
const running = new WeakMap<Element, () => void>();
let serial = 0;

/** Ends the animation on `board` at once, if one runs (a new render or move does this first). */
export function stopMotion(board: Element): void {
  running.get(board)?.();
}

function group(cls: string, square: Square, flipped: boolean, column: ColumnText, size: number): SVGGElement {
  const g = document.createElementNS(SVG, 'g');
  const [x, y] = squareXY(square, flipped, size);
  g.setAttribute('class', cls);
  g.setAttribute('transform', `translate(${x} ${y})`);
  g.innerHTML = styledColumnSvg(column);
  return g;
}

/** A disc's element: discs are drawn bottom up, so column index k is child h-1-k. */
function disc(g: Element, height: number, k: number): Element | undefined {
  return g.querySelectorAll(':scope > .disc')[height - 1 - k];
}

/**
 * Animates the move just drawn on `board` (the element holding a styled board); returns how long
 * it takes in ms (0: no animation, under reduced motion or when there is nothing to move). The
 * layer is an SVG of its own laid exactly over the board, and the new position's columns that it
 * stands in for are hidden by a style rule, so the board's own markup is never touched. `size`:
 * the board's files (7 for Lasca).
 */
export function animateMove(board: HTMLElement, plan: MotionPlan | undefined, flipped: boolean, size = 8): number {
  stopMotion(board);
  if (!plan || !board.querySelector('svg g.pieces') || reducedMotion() || typeof Element.prototype.animate !== 'function') return 0;
  const duration = STEP_MS * plan.steps;
  const id = String(++serial);
  const last = plan.stops.at(-1)!.square;
  // the new position's columns on the destination and the jumped squares wait under the layer
  const hide = document.createElement('style');
  hide.textContent = `${[last, ...plan.jumpedBefore.keys()].map((sq) => `[data-motion="${id}"] .col[data-at="${squareName(sq)}"]`).join(',')}{visibility:hidden}`;
  const layer = document.createElementNS(SVG, 'svg');
  layer.setAttribute('class', 'styled board-motion');
  layer.setAttribute('viewBox', `0 0 ${size * 100} ${size * 100}`);
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, {
    position: 'absolute',
    pointerEvents: 'none',
    left: `${board.offsetLeft}px`,
    top: `${board.offsetTop}px`,
    width: `${board.offsetWidth}px`,
    height: `${board.offsetHeight}px`,
  });
  const timing = { duration, fill: 'forwards' as const, easing: 'linear' };
  const vanish = (at: number) => [{ opacity: 1 }, { opacity: 1, offset: at }, { opacity: 0, offset: at }, { opacity: 0 }];
  const appear = (at: number) => [{ opacity: 0 }, { opacity: 0, offset: at }, { opacity: 1, offset: at }, { opacity: 1 }];
  const jumpedGroups: [SVGGElement, Square, ColumnText][] = [];
  for (const [sq, column] of plan.jumpedBefore) {
    const g = group('motion-jumped', sq, flipped, column, size);
    jumpedGroups.push([g, sq, column]);
    layer.append(g);
  }
  const mover = group('motion-mover', plan.stops[0]!.square, flipped, plan.mover, size);
  layer.append(mover);
  document.head.append(hide);
  board.dataset.motion = id;
  board.after(layer);
  // each pass takes the jumped column's next top piece, which appears at the mover's bottom
  for (const [g, sq, column] of jumpedGroups) {
    plan.taken.filter((t) => t.square === sq).forEach((t, k) => disc(g, column.length, k)?.animate(vanish(t.at), timing));
  }
  plan.taken.forEach((t, j) => disc(mover, plan.mover.length, plan.height + j)?.animate(appear(t.at), timing));
  const frames = plan.stops.map(({ square, at }) => {
    const [x, y] = squareXY(square, flipped, size);
    return { transform: `translate(${x}px, ${y}px)`, offset: at };
  });
  const slide = mover.animate(frames, timing);
  const done = () => {
    if (running.get(board) !== done) return;
    running.delete(board);
    layer.remove();
    hide.remove();
    if (board.dataset.motion === id) delete board.dataset.motion;
  };
  running.set(board, done);
  slide.finished.then(done, done);
  return duration;
}
