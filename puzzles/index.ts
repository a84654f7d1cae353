// `bashni/puzzles`: capture puzzles. Goals and the solver (soundness: one solving move at every
// step), the YAML file format with file:line:column problems, the collection check and mining
// from games, the export (CSV, JSON). Beside this code, the *.yaml files are the published collection.
export { parseGoal, goalText, goalDescription } from './goal.ts';
export { solvePuzzle } from './solve.ts';
export { minePosition } from './mine.ts';
export { lineThemes, THEMES } from './themes.ts';
export type { ThemeName } from './themes.ts';
export type { PuzzleGoal } from './goal.ts';
export type { SolveOptions, SolveResult, Ambiguity, SlowerMove } from './solve.ts';
export type { MineOptions, MinedPuzzle } from './mine.ts';
export { readPuzzleFile, makePuzzleYaml, PuzzleIds } from './file.ts';
export type { PuzzleSource, PuzzleSpec, PuzzleEntry, PuzzleFileOutput } from './file.ts';
export { puzzleProblem } from './problem.ts';
export type { PuzzleLocation, PuzzleProblem, PuzzleCode } from './problem.ts';
export { checkPuzzle, ambiguityTexts, slowerTexts, CollectionCheck } from './check.ts';
export type { PuzzleCheck, PuzzleVerdict, SlowerText } from './check.ts';
export { mineGames } from './mine.ts';
export { puzzleTitle, TITLED_THEMES } from './titles.ts';
export { PUZZLE_CSV_HEADER, sourceGameUrl, gamePageFile, gamePageSlug, exportedPuzzle, puzzlesCsv, puzzlesJson } from './export.ts';
export type { ExportedPuzzle } from './export.ts';
export type { TitleLanguage } from './titles.ts';
export type { MineGamesOptions } from './mine.ts';
