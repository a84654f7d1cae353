// The puzzle trainer's choices (no DOM, no storage): the next puzzle near the player's rating from
// the chosen themes and not solved before, the next puzzle of a streak (rising difficulty), the
// puzzle of the day (from the date alone: the same for everyone, no server), and the rating after
// a puzzle (Glicko-2 against the puzzle's rating). test/site/train/trainer.test.ts.
import { glickoUpdate, type Glicko } from './glicko2.ts';

export interface TrainPuzzle {
  readonly id: string;
  readonly rating: number;
  readonly themes: readonly string[];
}

/** A puzzle's rating deviation in the player's update: puzzles' ratings are computed, not played in, so they are taken as fairly sure. */
const PUZZLE_RD = 80;
/** How much harder each puzzle of a streak is than the one before, at least. */
const STREAK_STEP = 40;

const fromThemes = (p: TrainPuzzle, themes: readonly string[]) => themes.length === 0 || themes.some((t) => p.themes.includes(t));

/** The puzzle nearest the player's rating among those with one of `themes` (any, when none) and not in `done`; ties: the lower id. */
export function nextNearRating(puzzles: readonly TrainPuzzle[], rating: number, done: ReadonlySet<string>, themes: readonly string[] = []): TrainPuzzle | undefined {
  let best: TrainPuzzle | undefined;
  for (const p of puzzles) {
    if (done.has(p.id) || !fromThemes(p, themes)) continue;
    const d = Math.abs(p.rating - rating);
    const bd = best ? Math.abs(best.rating - rating) : Infinity;
    if (d < bd || (d === bd && best && p.id < best.id)) best = p;
  }
  return best;
}

/**
 * The next puzzle of a streak: the easiest puzzle at least STREAK_STEP harder than the last one
 * (`last` undefined: the easiest of all), not played in this streak, from the themes.
 */
export function nextInStreak(puzzles: readonly TrainPuzzle[], last: number | undefined, played: ReadonlySet<string>, themes: readonly string[] = []): TrainPuzzle | undefined {
  const floor = last === undefined ? -Infinity : last + STREAK_STEP;
  let best: TrainPuzzle | undefined;
  for (const p of puzzles) {
    if (played.has(p.id) || !fromThemes(p, themes) || p.rating < floor) continue;
    if (!best || p.rating < best.rating || (p.rating === best.rating && p.id < best.id)) best = p;
  }
  return best;
}

/** FNV-1a of a text, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The day's puzzle for a date `YYYY-MM-DD` (UTC): the same in every browser, from the collection alone. */
export function puzzleOfTheDay(puzzles: readonly TrainPuzzle[], date: string): TrainPuzzle | undefined {
  if (!puzzles.length) return undefined;
  const byId = [...puzzles].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return byId[hash(`bashni:${date}`) % byId.length];
}

/** The UTC date of `now`, `YYYY-MM-DD`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The player's rating after a puzzle: solved cleanly (a win) or failed (a loss) against the puzzle's rating. */
export function rateAfter(player: Glicko, puzzleRating: number, solved: boolean): Glicko {
  return glickoUpdate(player, [{ rating: puzzleRating, rd: PUZZLE_RD, score: solved ? 1 : 0 }]);
}

/** A puzzle's themes and their names in the page's language, from the JSON object the build wrote (a Map: no name from outside finds Object.prototype's). */
export function themeNames(json: string): ReadonlyMap<string, string> {
  let read: unknown;
  try {
    read = JSON.parse(json);
  } catch {
    return new Map();
  }
  if (typeof read !== 'object' || read === null || Array.isArray(read)) return new Map();
  return new Map(Object.entries(read).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The themes chosen (from the address or the trainer) that the puzzle has, each with its name; any other name, `constructor` or `__proto__` too, is none. */
export function chosenThemes(names: ReadonlyMap<string, string>, asked: readonly string[]): { readonly theme: string; readonly name: string }[] {
  return asked.flatMap((theme) => {
    const name = names.get(theme);
    return name === undefined ? [] : [{ theme, name }];
  });
}

/**
 * "Next puzzle" outside training: the first puzzle after `current` in the index's order (`puzzles`
 * as the build lists them, easiest first), going round to the start, that is not in `done` and
 * has `theme` (any, when undefined); undefined when none is left.
 */
export function nextInOrder(puzzles: readonly TrainPuzzle[], current: string, done: ReadonlySet<string>, theme?: string): TrainPuzzle | undefined {
  const at = puzzles.findIndex((p) => p.id === current);
  for (let k = 1; k <= puzzles.length; k++) {
    const p = puzzles[(at + k) % puzzles.length]!;
    if (p.id !== current && !done.has(p.id) && (theme === undefined || p.themes.includes(theme))) return p;
  }
  return undefined;
}
