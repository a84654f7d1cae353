// The evaluation graph of a line, as escaped markup: one drawing for the game pages (replay-html.ts,
// at build time and in the checker) and the analysis board (client/analysis/analysis-page.ts, redrawn as the
// line and the engine's evaluations change). White above the middle line, clamped to five men
// either way, a cursor on the ply shown, and one transparent strip per ply carrying its node's id
// (`data-node`) for a click. Pure strings, no DOM: browser-safe and tested without a browser.
import { esc } from './html.ts';

/** The graph's drawing box (the SVG is stretched to its box's width, `preserveAspectRatio="none"`). */
const GRAPH_W = 600;
export const GRAPH_H = 90;

/** One ply of the line: its node's id, and its evaluation in men from White's side when one is known (±99: a forced win). */
interface EvalPoint {
  readonly id: number;
  readonly eval: number | undefined;
  /** What a pointer resting on the ply shows (the strip's `<title>`). */
  readonly title: string;
}

/** The scale beside the graph (HTML, so the stretched SVG does not stretch its figures): +5, 0, −5 men. */
export const EVAL_SCALE = `<div class="eval-scale" aria-hidden="true"><span>+5</span><span>0</span><span>−5</span></div>`;

/** The width of one ply on the graph. */
function plyWidth(count: number): number {
  return GRAPH_W / Math.max(1, count - 1);
}

/** The graph's height of an evaluation: clamped to ±5 men, +5 at the top. */
function yOf(e: number): number {
  const clamped = Math.max(-5, Math.min(5, e));
  return GRAPH_H / 2 - (clamped / 5) * (GRAPH_H / 2 - 4);
}

interface GraphOptions {
  /** The SVG's attributes after its class (its role and name, or aria-hidden when a wrapper names it). */
  readonly attrs: string;
  /** The index of the ply shown in `line` (the cursor; 0 when absent). */
  readonly current?: number;
  /** A dot on each ply whose evaluation is known (the analysis board's evaluations are sparse). */
  readonly dots?: boolean;
}

/**
 * The graph's SVG. A ply without an evaluation takes the last one before it (0 at the start), so
 * the area runs on flat until the next known one.
 */
export function evalGraphSvg(line: readonly EvalPoint[], opts: GraphOptions): string {
  const dx = plyWidth(line.length);
  let last = 0;
  const pts: string[] = [];
  let hits = '';
  let dots = '';
  line.forEach(({ id, eval: e, title }, i) => {
    if (e !== undefined) last = e;
    const x = i * dx;
    const y = yOf(last);
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    if (opts.dots && e !== undefined)
      dots += `<line class="eval-dot" x1="${x.toFixed(1)}" x2="${x.toFixed(1)}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#3a8fd6" stroke-width="7" stroke-linecap="round" vector-effect="non-scaling-stroke"/>`;
    hits += `<rect data-node="${id}" x="${(x - dx / 2).toFixed(1)}" y="0" width="${dx.toFixed(1)}" height="${GRAPH_H}" fill="transparent"><title>${esc(title)}</title></rect>`;
  });
  const cx = ((opts.current ?? 0) * dx).toFixed(1);
  return (
    `<svg class="eval-graph" viewBox="0 0 ${GRAPH_W} ${GRAPH_H}" preserveAspectRatio="none" ${opts.attrs}>` +
    `<rect width="${GRAPH_W}" height="${GRAPH_H}" fill="#2b2b2b"/>` +
    `<polygon points="0,${GRAPH_H / 2} ${pts.join(' ')} ${GRAPH_W},${GRAPH_H / 2}" fill="#f4eee2" opacity=".85"/>` +
    `<line x1="0" x2="${GRAPH_W}" y1="${GRAPH_H / 2}" y2="${GRAPH_H / 2}" stroke="#999" stroke-width="1"/>` +
    dots +
    `<line class="eval-cursor" x1="${cx}" x2="${cx}" y1="0" y2="${GRAPH_H}" stroke="#d9a21b" stroke-width="3" data-dx="${dx.toFixed(3)}"/>` +
    hits +
    `</svg>`
  );
}
