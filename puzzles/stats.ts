// Figures of a puzzle collection (docs/puzzles.md, "The collection"): counts by goal, length,
// level, rating band and theme, where the puzzles come from, and the measures of quality the
// collection is held to (real choices after the first move, no coin flips). Browser-safe.
import type { PuzzleEntry } from './file.ts';
import { LEVEL_FLOORS } from './grade.ts';
import { distinctMoves } from './solve.ts';

export interface CollectionFigures {
  readonly puzzles: number;
  readonly byGoal: Readonly<Record<string, number>>;
  /** Solver moves in the solution -> puzzles. */
  readonly byLength: Readonly<Record<string, number>>;
  readonly byLevel: Readonly<Record<string, number>>;
  /** Rating band (`600-799`, ...) -> puzzles. */
  readonly byRating: Readonly<Record<string, number>>;
  readonly byTheme: Readonly<Record<string, number>>;
  /** `missed`, `blunder`, `played` (the game found the solution), `composed`, `unknown` (no played move written) -> puzzles. */
  readonly bySource: Readonly<Record<string, number>>;
  /** Puzzles from a moment a player went wrong (mistake written). */
  readonly fromMistakes: number;
  readonly movesAtLeast4: number;
  readonly movesAtLeast6: number;
  readonly multiMove: number;
  /** Multi-move puzzles where some solver move after the first has two or more distinct legal moves. */
  readonly multiMoveWithLaterChoice: number;
  /** One-move puzzles with at most two distinct legal first moves (coin flips). */
  readonly oneMoveCoinFlips: number;
  readonly withoutTheme: number;
}

// own properties only: a theme may be any lower-case word, `constructor` too, which a plain
// object would find on Object.prototype (and `__proto__` would set the prototype)
const inc = (r: Record<string, number>, k: string): void => {
  Object.defineProperty(r, k, { value: (Object.hasOwn(r, k) ? r[k]! : 0) + 1, enumerable: true, writable: true, configurable: true });
};

/** The figures of a collection's puzzles (each read and resolved by readPuzzleFile). */
export function collectionFigures(entries: readonly PuzzleEntry[]): CollectionFigures {
  const byGoal: Record<string, number> = {};
  const byLength: Record<string, number> = {};
  const byLevel: Record<string, number> = {};
  const byRating: Record<string, number> = {};
  const byTheme: Record<string, number> = {};
  const bySource: Record<string, number> = {};
  let fromMistakes = 0;
  let movesAtLeast4 = 0;
  let movesAtLeast6 = 0;
  let multiMove = 0;
  let multiMoveWithLaterChoice = 0;
  let oneMoveCoinFlips = 0;
  let withoutTheme = 0;
  for (const { spec, position, moves } of entries) {
    const solverMoves = Math.ceil(moves.length / 2);
    inc(byGoal, spec.goal.kind);
    inc(byLength, String(solverMoves));
    inc(byLevel, String(spec.difficulty));
    // bands of 200; the top one holds 2400 too
    const band = Math.min(2200, Math.floor(spec.rating / 200) * 200);
    inc(byRating, band === 2200 ? '2200-2400' : `${band}-${band + 199}`);
    for (const t of spec.themes) inc(byTheme, t);
    if (!spec.themes.length) withoutTheme++;
    const src = spec.source;
    const origin = src.kind === 'composed' ? 'composed' : (src.mistake ?? (src.played ? 'played' : 'unknown'));
    inc(bySource, origin);
    if (src.kind === 'game' && src.mistake) fromMistakes++;
    if (solverMoves >= 4) movesAtLeast4++;
    if (solverMoves >= 6) movesAtLeast6++;
    // distinct moves at each solver step
    const choices: number[] = [];
    let p = position;
    moves.forEach((m, i) => {
      if (i % 2 === 0) choices.push(distinctMoves(p));
      p = p.play(m);
    });
    if (solverMoves > 1) {
      multiMove++;
      if (choices.slice(1).some((c) => c >= 2)) multiMoveWithLaterChoice++;
    } else if (choices[0]! <= 2) oneMoveCoinFlips++;
  }
  return {
    puzzles: entries.length,
    byGoal,
    byLength,
    byLevel,
    byRating,
    byTheme,
    bySource,
    fromMistakes,
    movesAtLeast4,
    movesAtLeast6,
    multiMove,
    multiMoveWithLaterChoice,
    oneMoveCoinFlips,
    withoutTheme,
  };
}

const pct = (n: number, of: number): string => `${of ? ((100 * n) / of).toFixed(1) : '0.0'}%`;
const counts = (r: Readonly<Record<string, number>>, order?: (a: string, b: string) => number): string =>
  Object.entries(r)
    .sort(([a, x], [b, y]) => (order ? order(a, b) : y - x || a.localeCompare(b)))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const numeric = (a: string, b: string): number => parseInt(a, 10) - parseInt(b, 10);

/** The figures as the lines `bashni puzzles stats` prints. */
export function figuresText(f: CollectionFigures): string[] {
  return [
    `${f.puzzles} puzzles`,
    `by goal: ${counts(f.byGoal)}`,
    `by length (solver moves): ${counts(f.byLength, numeric)}; 4 or more: ${f.movesAtLeast4}, 6 or more: ${f.movesAtLeast6}`,
    `by level: ${counts(f.byLevel, numeric)} (floors of levels 2-5: ${LEVEL_FLOORS.join(', ')})`,
    `by rating: ${counts(f.byRating, numeric)}`,
    `by source: ${counts(f.bySource)}; from a mistake: ${f.fromMistakes} (${pct(f.fromMistakes, f.puzzles)})`,
    `multi-move with a real choice after the first move: ${f.multiMoveWithLaterChoice} of ${f.multiMove} (${pct(f.multiMoveWithLaterChoice, f.multiMove)})`,
    `one-move with at most 2 distinct first moves: ${f.oneMoveCoinFlips} (${pct(f.oneMoveCoinFlips, f.puzzles)})`,
    `by theme: ${counts(f.byTheme)}; without a theme: ${f.withoutTheme}`,
  ];
}
