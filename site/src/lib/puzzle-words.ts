// The words a puzzle page and the puzzle index show about a puzzle besides the board: its goal,
// rating and level, the goal explained in its unit, and what the game played there, in the page's
// language (English by default; the words are in site/src/i18n/puzzles.ts). Plain text only: the
// Astro pages insert it as text (escaped), never as markup.
import type { PuzzleGoal } from '../../../puzzles/goal.ts';
import type { PuzzleMistake } from '../../../puzzles/file.ts';
import type { Lang } from '../i18n/lang.ts';
import { puzzlePageWords, puzzleWords, themeWords } from '../i18n/puzzles.ts';
import { goalWords } from '../i18n/goals.ts';

/** Number of difficulty levels (puzzles/grade.ts ratingLevel gives 1..5). */
const LEVELS = 5;

/** Every puzzle word of `lang`, the client's and the page's. */
const puzzleSays = (lang: Lang): PuzzleWords => ({ ...puzzleWords[lang], ...puzzlePageWords[lang] });
type PuzzleWords = (typeof puzzleWords)[Lang] & (typeof puzzlePageWords)[Lang];

/** "Rating 1450 · level 3 of 5". */
export function ratingLine(rating: number, level: number, lang: Lang = 'en'): string {
  return puzzleSays(lang).ratingLine(rating, level, LEVELS);
}

/** "(level 3 of 5)". */
export function levelOf(level: number, lang: Lang): string {
  return puzzleSays(lang).levelOf(level, LEVELS);
}

/** What commanded pieces are (docs/puzzles.md "Goals"): shown with every goal, since every capture counts in them. */
export const COMMANDED_PIECES = puzzlePageWords.en.commanded;

/** "White to move: win 2 pieces (net, commanded)." */
export function goalLine(goal: PuzzleGoal, turn: 'white' | 'black', lang: Lang): string {
  const g = goalWords[lang];
  const what = goal.kind === 'win' ? g.win : goal.kind === 'material' ? g.material(goal.min) : goal.min === 0 ? g.pathEven : g.path(goal.min);
  return puzzleSays(lang).goal(turn, what);
}

/** The goal explained: what reaching it means, in commanded pieces where it counts them. */
export function goalExplanation(goal: PuzzleGoal, lang: Lang = 'en'): string {
  const w = puzzleSays(lang);
  switch (goal.kind) {
    case 'win':
      return w.explainWin;
    case 'material':
      return w.explainMaterial(goal.min);
    case 'capture-path':
      return goal.min === 0 ? w.explainPathEven : w.explainPath(goal.min);
  }
}

/** A theme's name in `lang` (a theme no dictionary knows keeps its name). */
export function themeName(theme: string, lang: Lang): string {
  // own names only: a theme may be any lower-case word, `constructor` too
  const words = themeWords[lang] as Partial<Record<string, string>>;
  return Object.hasOwn(words, theme) ? (words[theme] ?? theme) : theme;
}

/**
 * What a mined puzzle's source says about the game, shown before solving: a `missed` move (not
 * the solution, so it gives nothing away) or the opponent's blunder into the position. Undefined
 * when there is nothing to say before the puzzle is solved.
 */
export function mistakeLine(turn: 'white' | 'black', played: string | undefined, mistake: PuzzleMistake | undefined, lang: Lang = 'en'): string | undefined {
  const w = puzzleSays(lang);
  if (mistake === 'missed' && played) return w.missed(turn, played);
  if (mistake === 'blunder') return w.blunder(turn === 'white' ? 'black' : 'white');
  return undefined;
}

/**
 * What the game played, shown with the solution (it may be the solution's first move, so never
 * before): undefined when unknown or already said by mistakeLine. A move played that was not
 * `missed` reaches the goal too (puzzles/mine.ts), if more slowly.
 */
export function playedLine(turn: 'white' | 'black', played: string | undefined, mistake: PuzzleMistake | undefined, playedTheSolution: boolean, lang: Lang = 'en'): string | undefined {
  if (!played || mistake === 'missed') return undefined;
  const w = puzzleSays(lang);
  return playedTheSolution ? w.found(turn, played) : w.alsoPlayed(turn, played);
}

/** "in 4 moves instead of 3" for a slower move: `moves` of the player's, `fastest` of the solution. */
export function slowerWords(moves: number, fastest: number, lang: Lang = 'en'): string {
  return puzzleSays(lang).slowerWords(moves, fastest);
}
