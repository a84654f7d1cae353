// The position address shared by the analysis, play and editor pages (site/src/client/board/position-link.ts),
// and the analysis board's share link of its whole tree (site/src/client/analysis/analysis-link.ts).
import { describe, expect, it } from 'vitest';
import { MAX_LINK_MOVES, makePositionLink, parsePositionLink } from '../../../site/src/client/board/position-link.ts';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { MAX_MOVES_PER_GAME, parsePdn } from '../../../grammar/pdn.ts';
import { makePdn } from '../../../grammar/writer.ts';
import { buildReplayData } from '../../../site/src/lib/replay-data.ts';
import { replayTransfer } from '../../../site/src/client/analysis/analysis-record.ts';
import { AnalysisGame } from '../../../site/src/client/analysis/analysis-game.ts';
import { MAX_LINK_CHARS, isTreeLink, nodeAtPreorder, preorderIndex } from '../../../site/src/client/analysis/analysis-link.ts';
import { readTreeLink, treeLinkHash } from '../../../site/src/client/analysis/analysis-export.ts';

describe('position link', () => {
  it('writes and reads back a column FEN, the variant and a line', () => {
    const fen = 'W:Wc3(wbb),e3:Bd4(bw),f6';
    expect(parseFen(fen).ok).toBe(true);
    const link = makePositionLink('/analysis/', { fen, variant: 'bashni-turkish', moves: ['c3:e5', 'f6-g5'] });
    expect(link).toBe('/analysis/#fen=W%3AWc3(wbb)%2Ce3%3ABd4(bw)%2Cf6&variant=bashni-turkish&moves=c3%3Ae5%20f6-g5');
    expect(parsePositionLink(link.slice(link.indexOf('#')))).toEqual({ fen, variant: 'bashni-turkish', moves: ['c3:e5', 'f6-g5'] });
  });

  it('defaults: no fen is the start, no or an unknown variant is bashni, no moves an empty line', () => {
    expect(parsePositionLink('')).toEqual({ variant: 'bashni', moves: [] });
    expect(parsePositionLink('#variant=chess&moves=')).toEqual({ variant: 'bashni', moves: [] });
    expect(makePositionLink('/ru/play/#old', { variant: 'russian' })).toBe('/ru/play/#variant=russian');
  });
});

describe('analysis share link (analysis-link.ts)', () => {
  /** The tree as the page writes it, read back as the page reads it: the checker's parse and replay, then the hand-over. */
  function roundTrip(game: AnalysisGame): AnalysisGame {
    const hash = treeLinkHash(makePdn([game.record('Analysis')]), preorderIndex(game.tree, game.node));
    const read = readTreeLink(hash);
    if ('error' in read) throw new Error(read.error);
    const data = buildReplayData(parsePdn(read.pdn).value[0]!);
    const { record } = replayTransfer(data, 0);
    const back = new AnalysisGame();
    expect(back.open({ fen: record.fen, variant: record.variant, moves: [] }, record)).toBeUndefined();
    back.go(nodeAtPreorder(back.tree, read.at));
    return back;
  }

  it('carries the whole tree: variations, comments, NAGs, the start position, the node shown', () => {
    const game = new AnalysisGame({ fen: 'W:Wa1,c1,c3(wb),e3,g3:Bb6,d6,f6(bw),h6,h8', variant: 'bashni-turkish', moves: ['c3-d4'] });
    const m = game.node.position.legalMoves()[0]!;
    game.play(m);
    game.node.comments.push('a {tricky} comment & more');
    game.node.nags.push(4);
    game.navigate('prev');
    game.play(game.node.position.legalMoves().find((x) => x !== m)!);
    expect(game.tree.onMainLine(game.node)).toBe(false);
    const back = roundTrip(game);
    expect(back.variant).toBe('bashni-turkish');
    expect(makeFen(back.tree.root.position)).toBe(makeFen(game.tree.root.position));
    expect(back.tree.root.children[0]!.children.map((n) => n.text)).toEqual(game.tree.root.children[0]!.children.map((n) => n.text));
    expect(back.tree.mainLine()[1]!.comments).toEqual(['a {tricky} comment & more']);
    expect(back.tree.mainLine()[1]!.nags).toEqual([4]);
    expect(back.node.text).toBe(game.node.text);
    expect(back.tree.path(back.node).map((n) => n.text)).toEqual(game.tree.path(game.node).map((n) => n.text));
  });

  it('a game of 10,000 plies (the grammar’s most) fits a link and comes back whole, without deep recursion', () => {
    expect(MAX_LINK_MOVES).toBe(MAX_MOVES_PER_GAME);
    // two kings walking to and fro: a legal game as long as one likes
    const game = new AnalysisGame({ fen: 'W:WKa1:BKh2', variant: 'bashni', moves: [] });
    const walk = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
    const moves = Array.from({ length: MAX_MOVES_PER_GAME }, (_, i) => walk[i % 4]!);
    const opened = new AnalysisGame({ fen: 'W:WKa1:BKh2', variant: 'bashni', moves });
    expect(opened.tree.path(opened.node)).toHaveLength(MAX_MOVES_PER_GAME);
    opened.navigate('first');
    for (let i = 0; i < 5; i++) opened.navigate('next');
    const hash = treeLinkHash(makePdn([opened.record('Analysis')]), preorderIndex(opened.tree, opened.node));
    console.log(`share link of ${MAX_MOVES_PER_GAME} plies: ${hash.length} characters (PDN ${makePdn([opened.record('Analysis')]).length})`);
    expect(hash.length).toBeLessThanOrEqual(MAX_LINK_CHARS);
    const back = roundTrip(opened);
    expect(back.tree.mainLine()).toHaveLength(MAX_MOVES_PER_GAME);
    expect(back.tree.path(back.node)).toHaveLength(5);
    expect(game.tree.root.children).toHaveLength(0);
  });

  it('an address of more moves than the grammar allows is read up to that many, and says how many it left', () => {
    const moves = Array.from({ length: 20_000 }, (_, i) => ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'][i % 4]!);
    const link = parsePositionLink(makePositionLink('/analysis/', { fen: 'W:WKa1:BKh2', variant: 'bashni', moves }));
    expect(link.moves).toHaveLength(MAX_LINK_MOVES);
    expect(link.cut).toBe(10_000);
    expect(parsePositionLink('#moves=c3-d4').cut).toBeUndefined();
  });

  it('a damaged or too long link is an error, not a guess; the node index is a whole number', () => {
    expect(readTreeLink('#pdn=%%%garbage')).toEqual({ error: 'damaged' });
    expect(readTreeLink('#pdn=')).toEqual({ error: 'damaged' });
    expect(readTreeLink(`#pdn=${'A'.repeat(MAX_LINK_CHARS + 100)}`)).toEqual({ error: 'too-long' });
    const ok = treeLinkHash('[Event "x"]\n1. c3-d4 *\n', 1).replace(/at=1$/, 'at=-3');
    expect(readTreeLink(ok)).toEqual({ pdn: '[Event "x"]\n1. c3-d4 *\n', at: 0 });
    expect(isTreeLink(ok)).toBe(true);
    expect(isTreeLink('#fen=W%3AWc3&variant=bashni')).toBe(false);
  });
});
