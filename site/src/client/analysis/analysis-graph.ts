// The analysis board's evaluation graph (issue 25), without the DOM: the line it plots (the start,
// the moves to the position shown and that line's continuation), each ply's known evaluation (the
// engine's, when the page has searched that position, else the record's `[%eval]`), and the
// markup, drawn by the game pages' own graph (lib/eval-graph.ts). analysis-page.ts draws it and
// keeps the engine's evaluations; test/site/analysis/analysis-graph.test.ts tests this file.
import type { MoveTree, TreeNode } from '../../../../records/tree.ts';
import { EVAL_SCALE, evalGraphSvg } from '../../lib/eval-graph.ts';
import { evalText } from '../../lib/eval-text.ts';
import { esc } from '../../lib/html.ts';
import type { analysisWords } from '../../i18n/analysis.ts';

/** The line the graph plots and where the node shown stands in it. */
interface GraphLine {
  readonly nodes: readonly TreeNode[];
  readonly current: number;
}

/** The line through `node`: the start position, the moves to `node`, then its line on (each node's first child). */
export function lineThrough(tree: MoveTree, node: TreeNode): GraphLine {
  const nodes = [tree.root, ...tree.path(node)];
  const current = nodes.length - 1;
  for (let n = node.children[0]; n; n = n.children[0]) nodes.push(n);
  return { nodes, current };
}

/** An engine report's score (hundredths of a man from White's side; `#3` / `#-3` a forced win) as the graph plots it: men, a forced win ±99 as the records write it. */
export function engineEval(score: number, scoreText: string): number {
  if (scoreText.startsWith('#')) return score > 0 ? 99 : -99;
  return Math.round(score) / 100;
}

/** The evaluation the graph shows for a node: the engine's for its position when known, else the record's. */
export function evalOf(node: TreeNode, engine: ReadonlyMap<TreeNode, number> | WeakMap<TreeNode, number>): number | undefined {
  return engine.get(node) ?? node.eval;
}

type Words = (typeof analysisWords)['en'];

/** What a ply says (a point's tooltip, the slider's value): `Ply 12 of 40: +0.45`. */
function plyText(words: Words, ply: number, last: number, e: number | undefined): string {
  return words.graphPly(ply, last, e === undefined ? undefined : evalText(e));
}

/** The graph's markup for `line`: the scale, then a slider (one tab stop; the arrows step the line) holding the drawing. */
export function graphMarkup(line: GraphLine, engine: ReadonlyMap<TreeNode, number> | WeakMap<TreeNode, number>, words: Words): string {
  const last = line.nodes.length - 1;
  const evals = line.nodes.map((n) => evalOf(n, engine));
  const points = line.nodes.map((n, i) => ({ id: n.id, eval: evals[i], title: plyText(words, i, last, evals[i]) }));
  const svg = evalGraphSvg(points, { attrs: 'aria-hidden="true" focusable="false"', current: line.current, dots: true });
  return (
    EVAL_SCALE +
    `<div class="eval-slider" data-eval-slider role="slider" tabindex="0" aria-label="${esc(words.evalGraph)}" aria-valuemin="0" aria-valuemax="${last}" aria-valuenow="${line.current}" aria-valuetext="${esc(plyText(words, line.current, last, evals[line.current]))}">` +
    svg +
    `</div>`
  );
}
