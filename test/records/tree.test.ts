// The analysis board's move tree (records/tree.ts): real records with variations read into it and
// written back as PDN that reads and replays to the same tree; playing, promoting and deleting
// lines as lichess's analysis board does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { parseMoveText, matchMoves } from '../../engine/notation.ts';
import { Position } from '../../engine/position.ts';
import { makePdn, parsePdn } from '../../grammar/index.ts';
import { replayGame } from '../../records/replay.ts';
import { MoveTree, type TreeNode } from '../../records/tree.ts';
import { FIXTURES } from './cli.ts';

type Shape = [string, string[], Shape[]];
const shape = (n: TreeNode): Shape => [n.text, n.comments, n.children.map(shape)];

function treeOf(pdn: string, game = 0): MoveTree {
  const parsed = parsePdn(pdn);
  const tree = MoveTree.fromReplay(replayGame(parsed.value[game]!));
  if (!tree) throw new Error('no start position');
  return tree;
}

/** The tree written as PDN, read back: the text and the tree it gives. */
function roundTrip(tree: MoveTree): { pdn: string; again: MoveTree } {
  const pdn = makePdn([tree.toRecord([['Event', 'analysis']])]);
  const r = replayGame(parsePdn(pdn).value[0]!);
  expect(r.problems, pdn).toEqual([]);
  return { pdn, again: MoveTree.fromReplay(r)! };
}

/** The legal move `text` means in `node`'s position. */
function move(node: TreeNode, text: string) {
  const m = matchMoves(node.position, parseMoveText(text)!);
  expect(m, text).toHaveLength(1);
  return m[0]!;
}

describe('move tree from a record', () => {
  it('holds the nested variations and comments of a real record, and writes them back to the same tree', () => {
    const tree = treeOf(readFileSync(join(FIXTURES, 'bashni-annotated.pdn'), 'utf8'));
    expect(tree.mainLine().map((n) => n.text)).toEqual(['g3-h4', 'h6-g5', 'e3-f4', 'g5:e3', 'd2:f4', 'b6-c5', 'c3-d4']);
    const third = tree.mainLine()[3]!; // after g5:e3: White's 3rd move has a variation
    expect(third.children.map((c) => c.text)).toEqual(['d2:f4', 'f2:d4']);
    const v = third.children[1]!;
    expect(tree.lineFrom(v).map((n) => n.text)).toEqual(['b6-c5', 'd4:b6', 'a7:c5']);
    expect(v.children.map((c) => c.text)).toEqual(['b6-c5', 'd6-c5']); // the nested one
    expect(tree.mainLine()[2]!.comments).toEqual(['[%eval 0.25] the column starts here']);
    const { pdn, again } = roundTrip(tree);
    expect(shape(again.root)).toEqual(shape(tree.root));
    // the record's strength mark (3. d2:f4!) and NAG (2... g5:e3 $1) are kept and written back
    expect(pdn).toContain('2... g5:e3 $1');
    expect(pdn).toContain('3. d2:f4! ( 3. f2:d4 b6-c5 ( 3... d6-c5 ) 4. d4:b6 a7:c5 ) 3... b6-c5');
  });

  it('an engine-annotated game (variations at every mistake) round-trips', () => {
    const pdn = readFileSync(join(FIXTURES, 'engine-selfplay.pdn'), 'utf8');
    const annotated = parsePdn(pdn).value.findIndex((g) => g.moves.some((m) => m.variations.length > 0));
    const tree = treeOf(pdn, annotated);
    const branches = (n: TreeNode): number => Math.max(0, n.children.length - 1) + n.children.reduce((s, c) => s + branches(c), 0);
    expect(branches(tree.root)).toBeGreaterThan(0);
    expect(shape(roundTrip(tree).again.root)).toEqual(shape(tree.root));
  });

  it('a set-up position is written as a FEN tag and read back as the same start', () => {
    const r = parseFen('W:WKe3(Wbbbb),Kd4,Ka7(WbBbbbb),g7(wWwwW):Bh2(bBWWww)', 'bashni');
    if (!r.ok) throw new Error(r.error.message);
    const tree = new MoveTree(r.value);
    tree.play(tree.root, move(tree.root, 'e3-d2'));
    const { pdn, again } = roundTrip(tree);
    expect(pdn).toContain('[FEN "W:WKe3(Wbbbb),Kd4,Ka7(WbBbbbb),g7(wWwwW):Bh2(bBWWww)"]');
    expect(shape(again.root)).toEqual(shape(tree.root));
  });
});

describe('move tree operations', () => {
  /** 1. c3-d4 f6-g5 2. b2-c3, with 1... h6-g5 and 2. g3-f4 as variations. */
  function sample() {
    const tree = new MoveTree(Position.initial());
    const a = tree.play(tree.root, move(tree.root, 'c3-d4'));
    const b = tree.play(a, move(a, 'f6-g5'));
    const c = tree.play(b, move(b, 'b2-c3'));
    const b2 = tree.play(a, move(a, 'h6-g5'));
    const c2 = tree.play(b, move(b, 'g3-f4'));
    return { tree, a, b, c, b2, c2 };
  }

  it('a move played again is the same node; a new move from the middle is a variation, the main line unchanged', () => {
    const { tree, a, b, b2, c2 } = sample();
    expect(tree.play(a, move(a, 'f6-g5'))).toBe(b);
    expect(a.children).toEqual([b, b2]);
    expect(tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'f6-g5', 'b2-c3']);
    expect(tree.onMainLine(c2)).toBe(false);
    expect(tree.path(c2).map((n) => n.text)).toEqual(['c3-d4', 'f6-g5', 'g3-f4']);
    expect(tree.node(c2.id)).toBe(c2);
  });

  it('promote moves a variation one level up; makeMainLine all the way; the main line cannot be promoted', () => {
    const { tree, b, c, b2, c2 } = sample();
    const d = tree.play(b2, move(b2, 'b2-c3'));
    const e = tree.play(b2, move(b2, 'g3-f4')); // a variation inside the variation
    expect(tree.promote(c)).toBe(false);
    expect(tree.promote(e)).toBe(true); // e becomes the first move after b2; b2 itself still a variation
    expect(b2.children).toEqual([e, d]);
    expect(tree.onMainLine(e)).toBe(false);
    tree.makeMainLine(e);
    expect(tree.onMainLine(e)).toBe(true);
    expect(tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'h6-g5', 'g3-f4']);
    expect(tree.promote(c2)).toBe(true);
    expect(b.children).toEqual([c2, c]);
  });

  it('delete removes a node and everything after it, and forgets their ids', () => {
    const { tree, a, b, c, b2 } = sample();
    expect(tree.delete(b)).toBe(a);
    expect(a.children).toEqual([b2]);
    expect(tree.node(c.id)).toBeUndefined();
    expect(tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'h6-g5']);
    expect(tree.delete(tree.root)).toBeUndefined();
  });

  it('writes the variations at their branch points, numbered, and the PDN replays to the same tree', () => {
    const { tree } = sample();
    const { pdn, again } = roundTrip(tree);
    expect(pdn).toContain('1. c3-d4 f6-g5 ( 1... h6-g5 ) 2. b2-c3 ( 2. g3-f4 ) *');
    expect(shape(again.root)).toEqual(shape(tree.root));
  });
});
