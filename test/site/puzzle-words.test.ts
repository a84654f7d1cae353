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

  it('every goal is explained in plain words and in pieces commanded, with its N stated exactly (issue 25)', () => {
    for (const g of ['win', 'material 1', 'material 7', 'capture-path 0', 'capture-path 3']) expect(goalExplanation(goal(g))).toContain(COMMANDED_PIECES);
    expect(COMMANDED_PIECES).toMatch(/^Pieces you command: your own pieces in the columns you command .*Prisoners under an enemy commander do not count until a capture frees them\.$/);
    expect(goalExplanation(goal('material 7'))).toMatch(
      /^Win 7: when the captures are over and it is the opponent's move, your lead \(the pieces you command minus the pieces the opponent commands\) must have grown by 7 pieces or more\. Against the best defence you cannot win more than 7\./,
    );
    expect(goalExplanation(goal('material 1'))).toContain('grown by 1 piece or more');
    expect(goalExplanation(goal('capture-path 3'))).toMatch(/^Start with a capture and choose its path: .* grown by 3 pieces or more\. Against the best defence you cannot win more than 3\./);
    expect(goalExplanation(goal('capture-path 0'))).toContain('so that you lose nothing');
    expect(goalExplanation(goal('win'))).toMatch(/^Win the game: leave the opponent, whose move it is, no legal move/);
    expect(goalExplanation(goal('material 3'), 'ru')).toMatch(/^Выигрыш 3: .*должен вырасти на 3 шашки или больше\. При лучшей защите больше 3 не выиграть\./);
    expect(goalExplanation(goal('material 5'), 'ru')).toContain('на 5 шашек или больше');
    // the old wording's riddles are gone
    for (const g of ['material 2', 'capture-path 2']) for (const lang of ['en', 'ru'] as const) expect(goalExplanation(goal(g), lang)).not.toMatch(/is exact|— точно|grows by|растёт на/);
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
