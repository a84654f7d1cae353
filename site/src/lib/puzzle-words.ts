// The words a puzzle page and the puzzle index show about a puzzle besides the board: its rating
// and level, the goal explained in its unit, and what the game played there. Plain text only: the
// Astro pages insert it as text (escaped), never as markup.
import type { PuzzleGoal } from '../../../puzzles/solve.ts';
import type { PuzzleMistake } from '../../../puzzles/file.ts';

/** Number of difficulty levels (puzzles/grade.ts ratingLevel gives 1..5). */
const LEVELS = 5;

/** "Rating 1450 · level 3 of 5". */
export function ratingLine(rating: number, level: number): string {
  return `Rating ${rating} · level ${level} of ${LEVELS}`;
}

/** What commanded pieces are (docs/puzzles.md "Goals"): shown with every goal, since every capture counts in them. */
export const COMMANDED_PIECES =
  'Pieces you command: your own pieces in the columns you command (the top piece of a column is its commander). ' + 'Prisoners under an enemy commander do not count until a capture frees them.';

/** The goal explained: what reaching it means, in commanded pieces where it counts them. */
export function goalExplanation(goal: PuzzleGoal): string {
  const n = goal.kind === 'win' ? 0 : goal.min;
  switch (goal.kind) {
    case 'win':
      return `Win: leave the opponent, to move, without a legal move (every column captured or blocked). ${COMMANDED_PIECES}`;
    case 'material':
      return (
        `${COMMANDED_PIECES} Win ${n}: your count minus the opponent's grows by ${n} or more, with the opponent to move and no capture pending; ` +
        `${n} is exact: the best defence holds you to it. Winning the game also reaches the goal.`
      );
    case 'capture-path':
      return n === 0
        ? `${COMMANDED_PIECES} Start with a capture, and choose the path after which your count minus the opponent's does not fall, with the opponent to move and no capture pending.`
        : `${COMMANDED_PIECES} Start with a capture, and choose the path after which your count minus the opponent's grows by ${n} or more, with the opponent to move and no capture pending; ` +
            `${n} is exact: the best defence holds you to it.`;
  }
}

/** White or Black, as a word. */
function sideName(side: 'white' | 'black'): string {
  return side === 'white' ? 'White' : 'Black';
}

/**
 * What a mined puzzle's source says about the game, shown before solving: a `missed` move (not
 * the solution, so it gives nothing away) or the opponent's blunder into the position. Undefined
 * when there is nothing to say before the puzzle is solved.
 */
export function mistakeLine(turn: 'white' | 'black', played: string | undefined, mistake: PuzzleMistake | undefined): string | undefined {
  if (mistake === 'missed' && played) return `In the game, ${sideName(turn)} played ${played} here and missed this.`;
  if (mistake === 'blunder') return `${sideName(turn === 'white' ? 'black' : 'white')}'s last move was a blunder; punish it.`;
  return undefined;
}

/**
 * What the game played, shown with the solution (it may be the solution's first move, so never
 * before): undefined when unknown or already said by mistakeLine. A move played that was not
 * `missed` reaches the goal too (puzzles/mine.ts), if more slowly.
 */
export function playedLine(turn: 'white' | 'black', played: string | undefined, mistake: PuzzleMistake | undefined, playedTheSolution: boolean): string | undefined {
  if (!played || mistake === 'missed') return undefined;
  const side = sideName(turn);
  return playedTheSolution ? `In the game, ${side} found it: ${played}.` : `In the game, ${side} played ${played} here, which also reaches the goal.`;
}

/** "in 4 moves instead of 3" for a slower move: `moves` of the player's, `fastest` of the solution. */
export function slowerWords(moves: number, fastest: number): string {
  return `in ${moves} move${moves === 1 ? '' : 's'} instead of ${fastest}`;
}
