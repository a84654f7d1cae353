// The analysis board's threat without a browser (site/src/client/analysis/threat.ts): the position
// shown with the other side to move, searched by the page's own engine function, gives a legal
// move of that side; a side that would have no move there has no threat; a step clears it.
import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import { Position } from '../../../engine/position.ts';
import { AnalysisGame } from '../../../site/src/client/analysis/analysis-game.ts';
import { analyse } from '../../../site/src/client/analysis/engine-analysis.ts';
import { readInfo } from '../../../site/src/client/analysis/engine-protocol.ts';
import { threatMove, threatPosition } from '../../../site/src/client/analysis/threat.ts';

describe('threat', () => {
  it('is the other side’s best move in the same position: after 1. c3-d4 f6-g5 2. g3-h4, White threatens h4:f6', () => {
    const game = new AnalysisGame({ variant: 'bashni', moves: ['c3-d4', 'f6-g5', 'g3-h4'] });
    const shown = game.node.position;
    expect(shown.turn).toBe('black');
    const swapped = threatPosition(shown)!;
    expect(swapped.turn).toBe('white');
    expect(makeFen(swapped).slice(1)).toBe(makeFen(shown).slice(1));
    expect(swapped.fullmove).toBe(shown.fullmove);
    const info = analyse({ fen: makeFen(swapped), variant: 'bashni', lines: 1, depth: 4 }, () => {});
    if ('error' in info) throw new Error(info.error.message);
    const move = threatMove(swapped, readInfo(swapped, info)!)!;
    // a capture is compulsory: White, to move, must take g5
    expect(makeMoveText(swapped, move, { captures: 'full' })).toBe('h4:f6');
    expect(swapped.legalMoves()).toContainEqual(move);
    game.threat = move;
    game.navigate('prev');
    expect(game.threat).toBeUndefined();
  });

  it('none when the other side would have no move', () => {
    const lone = parseFen('W:Wc3:B', 'bashni');
    if (!lone.ok) throw new Error(lone.error.message);
    expect(threatPosition(lone.value)).toBeUndefined();
    expect(threatPosition(Position.initial('russian'))!.turn).toBe('black');
  });
});
