// The analysis board's tree without a browser (site/src/client/analysis/analysis-tree.ts, analysis-record.ts):
// the address's position and line, a record handed over from a replay, the tree written as PDN and
// read back by the real parser and replay.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFen } from '../../../engine/fen.ts';
import { parsePdn } from '../../../grammar/pdn.ts';
import { replayGame } from '../../../records/replay.ts';
import { MoveTree, type TreeNode } from '../../../records/tree.ts';
import { buildReplayData } from '../../../site/src/lib/replay-data.ts';
import { replayTransfer } from '../../../site/src/client/analysis/analysis-record.ts';
import { lineTo, openTree, retarget, type OpenedTree } from '../../../site/src/client/analysis/analysis-tree.ts';
import { treePdn } from '../../../site/src/client/analysis/analysis-export.ts';

function opened(r: ReturnType<typeof openTree>): OpenedTree {
  if ('error' in r) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

/** Every node's text, main line first, variations in brackets: the tree's shape. */
function shape(node: TreeNode): string {
  return node.children.map((c, i) => (i ? `(${c.text} ${shape(c)})` : `${c.text} ${shape(c)}`)).join(' ');
}

/** The comments of every node, in the order shape() visits them. */
function comments(node: TreeNode): string[] {
  return node.children.flatMap((c) => [...c.comments, ...comments(c)]);
}

const file = readFileSync(new URL('../../../games/engine-club.pdn', import.meta.url), 'utf8');
const record = file.slice(0, file.indexOf('[Event', 10));

describe('analysis tree', () => {
  it('opens the address: start position, FEN, line; an illegal move stops the line; a bad FEN is the engine’s error', () => {
    const start = opened(openTree({ variant: 'bashni', moves: ['c3-d4', 'f6-g5'] }));
    expect(lineTo(start.tree, start.node)).toEqual(['c3-d4', 'f6-g5']);
    const stopped = opened(openTree({ fen: 'W:Wc3,e3:Bd4(bw),f6', variant: 'bashni', moves: ['c3:e5:g7', 'a1-b2'] }));
    expect(stopped.unplayable).toBe('a1-b2');
    expect(makeFen(stopped.node.position)).toBe('B:We3,d4,g7(wbb):B');
    const bad = openTree({ fen: 'W:Wz9:B', variant: 'bashni', moves: [] });
    expect('error' in bad && bad.error.code).toMatch(/^FEN_/);
  });

  it('takes a record handed over from a replay with all its lines and comments, at the ply shown', () => {
    const game = parsePdn(record).value[0]!;
    const data = buildReplayData(game);
    const at = data.mainline[10]!;
    const { record: transfer, moves } = replayTransfer(data, at);
    // through JSON, as sessionStorage carries it
    const again = JSON.parse(JSON.stringify(transfer)) as typeof transfer;
    const r = opened(openTree({ fen: transfer.fen, variant: transfer.variant, moves }, again));
    expect(moves).toHaveLength(10);
    expect(makeFen(r.node.position)).toBe(data.nodes[at]!.fen);
    const direct = MoveTree.fromReplay(replayGame(game))!;
    expect(shape(r.tree.root)).toBe(shape(direct.root));
    expect(shape(r.tree.root)).toContain('(');
    // the comments as the replay shows them: the record's words, without its [%eval] commands
    const shown = comments(r.tree.root);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown).toEqual(
      comments(direct.root)
        .map((c) => c.replace(/\[%[^\]]*\]/g, '').trim())
        .filter(Boolean),
    );
  });

  it('writes the tree as PDN that replays without a problem, variations and comments included', () => {
    const game = parsePdn(record).value[0]!;
    const data = buildReplayData(game);
    const { record: transfer } = replayTransfer(data, 0);
    const r = opened(openTree({ fen: transfer.fen, variant: transfer.variant, moves: [] }, transfer));
    const pdn = treePdn(r.tree, 'Analysis');
    const back = replayGame(parsePdn(pdn).value[0]!);
    expect(back.problems).toEqual([]);
    expect(shape(MoveTree.fromReplay(back)!.root)).toBe(shape(r.tree.root));
    // another variant's tree says its variant
    const russian = opened(openTree({ variant: 'russian', moves: ['c3-d4'] }));
    expect(treePdn(russian.tree, 'Analysis')).toContain('[Variant "Russian"]');
  });

  it("keeps a record's marks: 3... b6-a5 $4 comes over as NAG 4, a strength written glued stays, both written back to PDN", () => {
    const game = parsePdn(record).value[0]!;
    const data = buildReplayData(game);
    const { record: transfer } = replayTransfer(data, 0);
    const r = opened(openTree({ fen: transfer.fen, variant: transfer.variant, moves: [] }, JSON.parse(JSON.stringify(transfer)) as typeof transfer));
    const b6a5 = r.tree.mainLine()[5]!;
    expect(b6a5.text).toBe('b6-a5');
    expect(b6a5.nags).toEqual([4]);
    // and the annotation's evaluations (`[%eval]`), which the analysis board's bar shows while the engine is off
    expect(r.tree.mainLine()[1]!.eval).toBe(-0.79);
    expect(b6a5.eval).toBe(4.48);
    expect(retarget(r.tree, r.node, 'bashni').tree.mainLine()[5]!.eval).toBe(4.48);
    expect(treePdn(r.tree, 'Analysis')).toMatch(/b6-a5 \$4/);
    // a strength mark glued to the move (`??`) survives the hand-over and the writer
    const marked = parsePdn('[Event "x"]\n1. c3-d4?? f6-g5! *\n').value[0]!;
    const t = replayTransfer(buildReplayData(marked), 0).record;
    expect(t.line[0]!.s).toBe('??');
    const tree = opened(openTree({ variant: 'bashni', moves: [] }, t)).tree;
    expect(tree.mainLine().map((n) => n.strength)).toEqual(['??', '!']);
    expect(treePdn(tree, 'Analysis')).toContain('1. c3-d4?? f6-g5!');
    // garbage in a handed-over record is not taken as a mark
    const bad = { ...t, line: [{ ...t.line[0]!, s: '<b>', g: [-1, 1.5, 'x' as unknown as number, 4] }] };
    expect(opened(openTree({ variant: 'bashni', moves: [] }, bad)).tree.mainLine()[0]!.strength).toBeUndefined();
    expect(opened(openTree({ variant: 'bashni', moves: [] }, bad)).tree.mainLine()[0]!.nags).toEqual([4]);
  });

  it('a variant change keeps the tree where its moves are legal, and counts the moves it would drop', () => {
    // the start position: every move of an opening plays in each Bashni variant
    const line = opened(openTree({ variant: 'bashni', moves: ['c3-d4', 'f6-g5', 'g3-h4'] }));
    line.tree.play(
      line.tree.root,
      line.tree.root.position.legalMoves().find((m) => m.from !== line.tree.mainLine()[0]!.move!.from)!,
    );
    const kept = retarget(line.tree, line.node, 'bashni-forward');
    expect(kept.lost).toBe(0);
    expect(kept.tree.root.position.variant).toBe('bashni-forward');
    expect(shape(kept.tree.root)).toBe(shape(line.tree.root));
    expect(lineTo(kept.tree, kept.node)).toEqual(['c3-d4', 'f6-g5', 'g3-h4']);
    // a backward capture is legal in bashni, not in bashni-forward: it and what follows are dropped, the node shown goes to its parent
    const back = opened(openTree({ fen: 'W:We5,a1:Bd4,h8', variant: 'bashni', moves: ['e5:c3', 'h8-g7'] }));
    const forward = retarget(back.tree, back.node, 'bashni-forward');
    expect(forward.lost).toBe(2);
    expect(forward.node).toBe(forward.tree.root);
    expect(makeFen(forward.tree.root.position)).toBe(makeFen(back.tree.root.position));
    // a start that does not read under the new rules (a column in Russian draughts) keeps no move
    const columns = opened(openTree({ fen: 'W:Wc3(wb),a1:Bh8', variant: 'bashni', moves: ['c3-d4'] }));
    const russian = retarget(columns.tree, columns.node, 'russian');
    expect(russian.lost).toBe(1);
    expect(makeFen(russian.tree.root.position)).toBe(makeFen(opened(openTree({ variant: 'russian', moves: [] })).tree.root.position));
  });
});
