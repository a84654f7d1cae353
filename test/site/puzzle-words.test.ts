// The words a puzzle page shows besides the board (site/src/lib/puzzle-words.ts), without a
// browser: goals as the puzzle reader parses them, every kind of source note.
import { describe, expect, it } from 'vitest';
import { parseGoal } from '../../puzzles/goal.ts';
import { COMMANDED_PIECES, goalExplanation, mistakeLine, playedLine, ratingLine, slowerWords } from '../../site/src/lib/puzzle-words.ts';

function goal(text: string) {
  const g = parseGoal(text);
  if (!g) throw new Error(`not a goal: ${text}`);
  return g;
}

describe('puzzle words', () => {
  it('the rating line names the rating and the level of five', () => {
    expect(ratingLine(1450, 3)).toBe('Rating 1450 · level 3 of 5');
  });

  it('every goal is explained in pieces commanded, with its N stated exactly', () => {
    for (const g of ['win', 'material 1', 'material 7', 'capture-path 0', 'capture-path 3']) expect(goalExplanation(goal(g))).toContain(COMMANDED_PIECES);
    expect(COMMANDED_PIECES).toMatch(/^Pieces you command: your own pieces in the columns you command .*Prisoners under an enemy commander do not count until a capture frees them\.$/);
    expect(goalExplanation(goal('material 7'))).toContain("Win 7: your count minus the opponent's grows by 7 or more, with the opponent to move and no capture pending; 7 is exact");
    expect(goalExplanation(goal('capture-path 3'))).toContain('grows by 3 or more, with the opponent to move and no capture pending; 3 is exact');
    expect(goalExplanation(goal('capture-path 0'))).toContain('does not fall');
    expect(goalExplanation(goal('win'))).toMatch(/^Win: leave the opponent, to move, without a legal move/);
  });

  it('a missed move is told before solving; a blunder names the opponent; a move that reaches the goal waits for the solution', () => {
    expect(mistakeLine('white', 'e3-f4', 'missed')).toBe('In the game, White played e3-f4 here and missed this.');
    expect(mistakeLine('white', 'e3-f4', 'blunder')).toBe("Black's last move was a blunder; punish it.");
    expect(mistakeLine('black', 'f6-g5', 'blunder')).toBe("White's last move was a blunder; punish it.");
    expect(mistakeLine('white', 'e3-f4', undefined)).toBeUndefined();
    expect(mistakeLine('white', undefined, undefined)).toBeUndefined();
    // what the game played, with the solution: never repeating a missed move
    expect(playedLine('white', 'e3-f4', 'missed', false)).toBeUndefined();
    expect(playedLine('black', 'c5:e3:g1', undefined, true)).toBe('In the game, Black found it: c5:e3:g1.');
    expect(playedLine('white', 'e3-f4', 'blunder', false)).toBe('In the game, White played e3-f4 here, which also reaches the goal.');
    expect(playedLine('white', undefined, undefined, false)).toBeUndefined();
  });

  it('a slower move is counted in solver moves', () => {
    expect(slowerWords(4, 3)).toBe('in 4 moves instead of 3');
    expect(slowerWords(2, 1)).toBe('in 2 moves instead of 1');
  });
});
