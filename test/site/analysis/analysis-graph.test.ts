// The analysis board's evaluation graph without a browser (site/src/client/analysis/analysis-graph.ts): the
// line it plots, whose evaluation each ply shows (the engine's over the record's), the game pages'
// drawing (lib/eval-graph.ts) with the cursor on the ply shown, the slider's value in words.
import { describe, expect, it } from 'vitest';
import { Position } from '../../../engine/position.ts';
import { matchMoves, parseMoveText } from '../../../engine/notation.ts';
import { MoveTree, type TreeNode } from '../../../records/tree.ts';
import { engineEval, evalOf, graphMarkup, lineThrough } from '../../../site/src/client/analysis/analysis-graph.ts';
import { evalGraphSvg, GRAPH_H } from '../../../site/src/lib/eval-graph.ts';
import { analysisWords } from '../../../site/src/i18n/analysis.ts';

function play(tree: MoveTree, from: TreeNode, ...moves: string[]): TreeNode {
  let at = from;
  for (const text of moves) {
    const found = matchMoves(at.position, parseMoveText(text)!);
    expect(found, text).toHaveLength(1);
    at = tree.play(at, found[0]!);
  }
  return at;
}

describe('the analysis graph', () => {
  const tree = new MoveTree(Position.initial());
  const end = play(tree, tree.root, 'c3-d4', 'f6-g5', 'b2-c3', 'g7-f6');
  const second = tree.path(end)[1]!;
  // a variation from the second move: not on the line through the main line's nodes
  const side = play(tree, second, 'a3-b4');

  it('plots the line through the node shown: the start, the moves to it, and its line on', () => {
    const line = lineThrough(tree, second);
    expect(line.nodes.map((n) => n.text || 'start')).toEqual(['start', 'c3-d4', 'f6-g5', 'b2-c3', 'g7-f6']);
    expect(line.current).toBe(2);
    const inVariation = lineThrough(tree, side);
    expect(inVariation.nodes.map((n) => n.text || 'start')).toEqual(['start', 'c3-d4', 'f6-g5', 'a3-b4']);
    expect(inVariation.current).toBe(3);
    expect(lineThrough(tree, tree.root).current).toBe(0);
  });

  it("takes the engine's evaluation of a position over the record's, and a forced win as ±99", () => {
    const first = tree.path(end)[0]!;
    first.eval = 0.3;
    const engine = new WeakMap<TreeNode, number>();
    expect(evalOf(first, engine)).toBe(0.3);
    engine.set(first, engineEval(-125, '-1.25'));
    expect(evalOf(first, engine)).toBe(-1.25);
    expect(engineEval(999_990, '#5')).toBe(99);
    expect(engineEval(-999_990, '#-5')).toBe(-99);
    expect(evalOf(second, engine)).toBeUndefined();
  });

  it("draws with the game pages' graph: a strip per ply to click, a dot per known evaluation, the cursor on the ply shown, the value in words", () => {
    const first = tree.path(end)[0]!;
    first.eval = 1;
    const engine = new WeakMap<TreeNode, number>([[end, 99]]);
    const line = lineThrough(tree, second);
    const html = graphMarkup(line, engine, analysisWords.en);
    expect([...html.matchAll(/<rect data-node="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(line.nodes.map((n) => n.id));
    expect(html.match(/class="eval-dot"/g)).toHaveLength(2);
    // five plies over 600 units: the cursor on the third (index 2) stands at 300
    expect(html).toMatch(/<line class="eval-cursor" x1="300\.0" x2="300\.0"/);
    expect(html).toContain('role="slider"');
    expect(html).toContain('aria-valuemax="4" aria-valuenow="2"');
    expect(html).toContain('aria-valuetext="Ply 2 of 4, no evaluation"');
    expect(html).toContain('<title>Ply 1 of 4: +1.00</title>');
    expect(html).toContain('<title>Ply 4 of 4: +#</title>');
    expect(graphMarkup(line, engine, analysisWords.ru)).toContain('aria-valuetext="Полуход 2 из 4, оценки нет"');
    // the scale: +5 at the top, −5 at the bottom; a forced win clamps to the top
    expect(html).toContain('<span>+5</span><span>0</span><span>−5</span>');
    const top = evalGraphSvg(
      [
        { id: 0, eval: 99, title: '' },
        { id: 1, eval: -99, title: '' },
      ],
      { attrs: '' },
    );
    expect(top).toContain(`points="0,${GRAPH_H / 2} 0.0,4.0 600.0,86.0 600,${GRAPH_H / 2}"`);
  });

  it('escapes what it writes', () => {
    const html = evalGraphSvg([{ id: 0, eval: 0, title: '<script>&' }], { attrs: '' });
    expect(html).toContain('<title>&lt;script&gt;&amp;</title>');
  });
});
