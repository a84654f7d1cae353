// The analysis board's controller without a browser (site/src/client/analysis/analysis-game.ts): take back,
// promote, remove, a variant change, a record loaded with its variations, its PDN export keeping
// the record's tags, the engine's lines sorted best first and played up to one of their moves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFen } from '../../../engine/fen.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import { parsePdn } from '../../../grammar/pdn.ts';
import { makePdn } from '../../../grammar/writer.ts';
import { replayGame } from '../../../records/replay.ts';
import { MoveTree, type TreeNode } from '../../../records/tree.ts';
import { buildReplayData } from '../../../site/src/lib/replay-data.ts';
import { replayTransfer } from '../../../site/src/client/analysis/analysis-record.ts';
import { AnalysisGame, sortedLines } from '../../../site/src/client/analysis/analysis-game.ts';
import { analyse, type AnalysisInfo } from '../../../site/src/client/analysis/engine-analysis.ts';
import { readInfo } from '../../../site/src/client/analysis/engine-protocol.ts';

const file = readFileSync(new URL('../../../games/engine-club.pdn', import.meta.url), 'utf8');
const record = file.slice(0, file.indexOf('[Event', 10));

/** Every node's text, main line first, variations in brackets: the tree's shape. */
function shape(node: TreeNode): string {
  return node.children.map((c, i) => (i ? `(${c.text} ${shape(c)})` : `${c.text} ${shape(c)}`)).join(' ');
}

/** The move named `text` in the position shown. */
function move(game: AnalysisGame, text: string) {
  const m = game.node.position.legalMoves().find((x) => makeMoveText(game.node.position, x, { captures: 'full' }) === text);
  expect(m, text).toBeDefined();
  return m!;
}

/** A game with the line c3-d4 f6-g5 g3-h4, then back one move and b2-c3: a variation. */
function withVariation(): AnalysisGame {
  const game = new AnalysisGame();
  for (const t of ['c3-d4', 'f6-g5', 'g3-h4']) game.play(move(game, t));
  game.navigate('prev');
  game.play(move(game, 'b2-c3'));
  return game;
}

/** The engine-club record handed over as the game pages hand it (through JSON). */
function clubTransfer() {
  const data = buildReplayData(parsePdn(record).value[0]!);
  const { record: transfer } = replayTransfer(data, 0);
  return JSON.parse(JSON.stringify(transfer)) as typeof transfer;
}

describe('AnalysisGame', () => {
  it('plays moves into a tree: a new move from inside a line is a variation; the tree version counts shape changes only', () => {
    const game = withVariation();
    expect(game.tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'f6-g5', 'g3-h4']);
    expect(game.node.text).toBe('b2-c3');
    expect(game.tree.onMainLine(game.node)).toBe(false);
    const v = game.treeVersion;
    game.navigate('first');
    game.navigate('last');
    expect(game.node.text).toBe('g3-h4');
    expect(game.treeVersion).toBe(v);
  });

  it('takes back: a move at the end of its line goes from the tree, one inside a line only steps back', () => {
    const game = new AnalysisGame();
    for (const t of ['c3-d4', 'f6-g5', 'g3-h4']) game.play(move(game, t));
    game.navigate('prev');
    game.takeBack();
    // f6-g5 had a move after it: kept, one step back
    expect(game.tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'f6-g5', 'g3-h4']);
    expect(game.node.text).toBe('c3-d4');
    game.navigate('last');
    game.takeBack();
    expect(game.tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'f6-g5']);
    expect(game.node.text).toBe('f6-g5');
    game.navigate('first');
    game.takeBack();
    expect(game.node).toBe(game.tree.root);
  });

  it('promotes a variation to the main line and removes a move with what follows it', () => {
    const game = new AnalysisGame();
    for (const t of ['c3-d4', 'f6-g5', 'g3-h4']) game.play(move(game, t));
    game.navigate('prev');
    const b2c3 = game.play(move(game, 'b2-c3'));
    expect(game.tree.onMainLine(b2c3)).toBe(false);
    game.promote();
    expect(game.tree.mainLine()[2]).toBe(b2c3);
    expect(game.tree.onMainLine(game.node)).toBe(true);
    game.remove();
    expect(game.node.text).toBe('f6-g5');
    expect(game.tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'f6-g5', 'g3-h4']);
    expect(game.tree.node(b2c3.id)).toBeUndefined();
  });

  it('changes the variant: kept when every move plays, asked first when moves would be lost, and a no changes nothing', () => {
    const game = new AnalysisGame({ fen: 'W:We5,a1:Bd4,h8', variant: 'bashni', moves: ['e5:c3', 'h8-g7'] });
    expect(game.node.text).toBe('h8-g7');
    const asked: number[] = [];
    expect(game.changeVariant('bashni-forward', (n) => (asked.push(n), false))).toBeUndefined();
    expect(asked).toEqual([2]);
    expect(game.variant).toBe('bashni');
    expect(game.tree.mainLine()).toHaveLength(2);
    expect(game.changeVariant('bashni-forward', () => true)).toBe(2);
    expect(game.variant).toBe('bashni-forward');
    expect(game.node).toBe(game.tree.root);
    // from the start every opening move plays in each Bashni variant: kept without asking
    const opening = new AnalysisGame({ variant: 'bashni', moves: ['c3-d4', 'f6-g5'] });
    expect(
      opening.changeVariant('bashni-turkish', () => {
        throw new Error('asked');
      }),
    ).toBe(0);
    expect(opening.tree.mainLine().map((n) => n.text)).toEqual(['c3-d4', 'f6-g5']);
  });

  it('loads a record with its variations and comments, and its PDN keeps the record’s tags (White, Black, Event, Result)', () => {
    const game = new AnalysisGame();
    const transfer = clubTransfer();
    expect(game.open({ fen: transfer.fen, variant: transfer.variant, moves: [] }, transfer)).toBeUndefined();
    const direct = MoveTree.fromReplay(replayGame(parsePdn(record).value[0]!))!;
    expect(shape(game.tree.root)).toBe(shape(direct.root));
    expect(shape(game.tree.root)).toContain('(');
    // a move the analysis adds goes into the PDN with the record's own tags
    game.navigate('last');
    const pdn = makePdn([game.record('Analysis')]);
    const back = parsePdn(pdn).value[0]!;
    const tags = Object.fromEntries(back.tags.map((t) => [t.name, t.value]));
    const original = Object.fromEntries(parsePdn(record).value[0]!.tags.map((t) => [t.name, t.value]));
    for (const name of ['Event', 'White', 'Black', 'Result', 'Date', 'Variant']) expect(tags[name], name).toBe(original[name]);
    expect(back.result?.text).toBe('1-0');
    expect(pdn).not.toContain('[Event "Analysis"]');
    expect(replayGame(back).problems).toEqual([]);
    // an analysis begun on the board is the event given, with its variant
    const fresh = makePdn([withVariation().record('Analysis')]);
    expect(fresh).toContain('[Event "Analysis"]');
    expect(fresh).toContain('[Variant "Bashni"]');
    expect(fresh).toContain('[Result "*"]');
  });

  it('a variant change drops the record’s variant and start tags, keeps the others', () => {
    const game = new AnalysisGame();
    const transfer = clubTransfer();
    game.open({ fen: transfer.fen, variant: transfer.variant, moves: [] }, transfer);
    game.changeVariant('bashni-turkish', () => true);
    const tags = Object.fromEntries(parsePdn(makePdn([game.record('Analysis')])).value[0]!.tags.map((t) => [t.name, t.value]));
    expect(tags.Variant).toBe('Bashni-turkish');
    expect(tags.White).toBe('bashni engine (alpha-beta, depth 2)');
  });

  it('sorts the engine’s lines best first for the side to move, as issue 44 saw them out of order', () => {
    const line = (score: number, moves: string[]) => ({ score, scoreText: `${score > 0 ? '+' : ''}${(score / 100).toFixed(2)}`, moves });
    const info: AnalysisInfo = { depth: 8, seldepth: 9, nodes: 1, nps: 1, timeMs: 1, lines: [line(59, ['c3-d4']), line(30, ['a3-b4']), line(50, ['g3-h4'])] };
    expect(sortedLines(info, 'white').lines.map((l) => l.score)).toEqual([59, 50, 30]);
    // Black to move: the lowest score (White's side) is Black's best
    expect(sortedLines(info, 'black').lines.map((l) => l.score)).toEqual([30, 50, 59]);
    // the controller sorts what it takes, and its arrows follow: the best line's first move first
    const game = new AnalysisGame();
    expect(game.takeEngine(info)).toBe(true);
    expect(game.lines!.info.lines.map((l) => l.scoreText)).toEqual(['+0.59', '+0.50', '+0.30']);
    expect(game.arrows.map((m) => makeMoveText(game.node.position, m, { captures: 'full' }))).toEqual(['c3-d4', 'g3-h4', 'a3-b4']);
    expect(game.evals.get(game.node)).toBe(0.59);
    expect(game.takeEngine(info)).toBe(false);
  });

  it('plays a line of a real search up to one of its moves, or whole', () => {
    const game = new AnalysisGame();
    const posted = analyse({ fen: makeFen(game.node.position), variant: 'bashni', lines: 3, depth: 4 }, () => undefined);
    if ('error' in posted) throw new Error(posted.error.message);
    // the worker's moves as data, read on the page as the engine runner reads them
    const report = readInfo(game.node.position, posted)!;
    game.takeEngine(report);
    const scores = game.lines!.info.lines.map((l) => l.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const best = game.lines!.info.lines[0]!.moves;
    expect(best.length).toBeGreaterThan(2);
    game.playLine(0, 1);
    expect(game.tree.path(game.node).map((n) => n.text)).toEqual(best.slice(0, 2));
    game.navigate('first');
    game.takeEngine(report);
    game.playLine(0);
    expect(game.tree.path(game.node).map((n) => n.text)).toEqual(best);
  });
});
