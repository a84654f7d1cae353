// A puzzle storm without a DOM (issue 44, lichess's Puzzle Storm): as many puzzles as the player
// can solve before the clock runs out, the puzzles rising in difficulty; a wrong move fails the
// puzzle, costs time and moves on to the next; right moves in a row make the combo. Unrated. The
// moves are checked by the puzzle page's own state machine (PuzzleGame, puzzle-game.ts): a storm
// is a sequence of puzzle games, never a second copy of the rules. The clock is injected (a
// function giving milliseconds), so test/site/storm/storm-game.test.ts plays runs without waiting.
import type { Move } from '../../../../engine/types.ts';
import type { ClickOutcome } from '../board/move-input.ts';
import { PuzzleGame, type PuzzleData } from '../puzzle/puzzle-game.ts';
import type { Lang } from '../../i18n/lang.ts';

/** A puzzle of the storm: the puzzle page's data and its rating (the build's /storm/puzzles.json). */
export interface StormPuzzle extends PuzzleData {
  readonly rating: number;
}

/** Milliseconds since some fixed moment (the page passes performance.now, a test its own counter). */
export type Clock = () => number;

/** Three minutes, as lichess's storm. */
export const STORM_MS = 180_000;
/** What a wrong move costs. */
export const WRONG_MS = 10_000;
/** How many puzzles a run offers at most (more than anyone solves in three minutes). */
const RUN_LENGTH = 60;

export type StormState = 'ready' | 'playing' | 'over';

/** What a move in the storm led to; the page shows it and, after `correct`, calls `answer()` once the move has been seen. */
export type StormStep =
  /** Not now (the run is not on, or a reply is coming): nothing happened. */
  | { readonly kind: 'ignored' }
  /** Right, and the opponent answers: `answer()` plays `reply`. */
  | { readonly kind: 'correct'; readonly reply: Move }
  /** The puzzle is solved: the next one is on (or the run is over). */
  | { readonly kind: 'solved' }
  /** Wrong: the puzzle failed, time taken off, the next one is on (or the run is over). */
  | { readonly kind: 'wrong' };

/** A puzzle played in the run. */
export interface StormPlayed {
  readonly id: string;
  readonly rating: number;
  readonly solved: boolean;
}

/** The run's result, as the result screen shows it. */
export interface StormResult {
  /** Puzzles solved. */
  readonly score: number;
  /** Moves the player made, and how many of them were right. */
  readonly moves: number;
  readonly rightMoves: number;
  /** Right moves of all moves, in percent (0 when none was made). */
  readonly accuracy: number;
  /** The longest run of right moves. */
  readonly bestCombo: number;
  /** The highest rating among the puzzles solved (0 when none). */
  readonly highest: number;
  readonly played: readonly StormPlayed[];
  readonly failed: readonly StormPlayed[];
}

/**
 * The puzzles of one run, easiest first: the collection sorted by rating and cut into `length`
 * bands of equal size, one puzzle drawn from each band (`random` in [0, 1)), so every run rises
 * from the easiest puzzles to the hardest and two runs differ.
 */
export function pickRun<T extends { readonly id: string; readonly rating: number }>(puzzles: readonly T[], random: () => number, length = RUN_LENGTH): T[] {
  const sorted = [...puzzles].sort((a, b) => a.rating - b.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = Math.min(length, sorted.length);
  const run: T[] = [];
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * sorted.length) / n);
    const to = Math.floor(((i + 1) * sorted.length) / n);
    run.push(sorted[from + Math.min(to - from - 1, Math.floor(random() * (to - from)))]!);
  }
  return run;
}

export class StormGame {
  state: StormState = 'ready';
  /** The puzzle on the board (undefined before the start and once the run is over). */
  puzzle: PuzzleGame | undefined;
  /** Right moves in a row now. */
  combo = 0;
  private bestCombo = 0;
  private moves = 0;
  private rightMoves = 0;
  private readonly played: StormPlayed[] = [];
  private next = 0;
  private startedAt = 0;
  private penalty = 0;
  private endedAt: number | undefined;

  constructor(
    private readonly puzzles: readonly StormPuzzle[],
    private readonly lang: Lang,
    private readonly clock: Clock,
    /** The run's length and a wrong move's cost, in ms (a page may shorten the run: `?seconds=`). */
    private readonly timing: { readonly runMs: number; readonly wrongMs: number } = { runMs: STORM_MS, wrongMs: WRONG_MS },
  ) {}

  /** Starts the clock and puts the first puzzle on. */
  start(): void {
    if (this.state !== 'ready') return;
    this.state = 'playing';
    this.startedAt = this.clock();
    this.advance();
  }

  /** The time left, in ms (never below 0; frozen once the run is over). */
  timeLeft(): number {
    if (this.state === 'ready') return this.timing.runMs;
    const now = this.endedAt ?? this.clock();
    return Math.max(0, this.timing.runMs - (now - this.startedAt) - this.penalty);
  }

  /** Ends the run if its time is up; true when it is over. The page calls it as its clock ticks. */
  tick(): boolean {
    if (this.state === 'playing' && this.timeLeft() <= 0) this.end();
    return this.state === 'over';
  }

  /** Ends the run now (time up, the puzzles run out, or the player stops). */
  end(): void {
    if (this.state !== 'playing') return;
    this.endedAt = this.clock();
    this.state = 'over';
    this.puzzle = undefined;
  }

  /** How many puzzles have been put on (the one on the board included): the page's hook for a new puzzle. */
  get number(): number {
    return this.next;
  }

  /** A click that did not complete a move: the puzzle's words for it. */
  click(outcome: Exclude<ClickOutcome, { kind: 'move' }>): void {
    if (!this.tick()) this.puzzle?.click(outcome);
  }

  /** The player's move on the puzzle shown. */
  play(move: Move): StormStep {
    const puzzle = this.puzzle;
    if (this.tick() || !puzzle) return { kind: 'ignored' };
    const result = puzzle.play(move);
    if (result.kind === 'ignored') return result;
    this.moves++;
    if (result.kind === 'wrong') {
      this.combo = 0;
      this.penalty += this.timing.wrongMs;
      this.finish(false);
      return { kind: 'wrong' };
    }
    this.rightMoves++;
    this.combo++;
    this.bestCombo = Math.max(this.bestCombo, this.combo);
    if (result.kind === 'correct') return result;
    // solved, or a slower move that still reaches the goal (the puzzle page accepts it as solving)
    this.finish(true);
    return { kind: 'solved' };
  }

  /** The opponent's reply after a right move: played; `solved` when it ended the puzzle (the next is on). */
  answer(): 'solved' | 'go-on' {
    const puzzle = this.puzzle;
    if (!puzzle || this.tick()) return 'go-on';
    if (puzzle.answer() !== 'solved') return 'go-on';
    this.finish(true);
    return 'solved';
  }

  result(): StormResult {
    const solved = this.played.filter((p) => p.solved);
    return {
      score: solved.length,
      moves: this.moves,
      rightMoves: this.rightMoves,
      accuracy: this.moves ? Math.round((100 * this.rightMoves) / this.moves) : 0,
      bestCombo: this.bestCombo,
      highest: solved.reduce((h, p) => Math.max(h, p.rating), 0),
      played: [...this.played],
      failed: this.played.filter((p) => !p.solved),
    };
  }

  /** The puzzle on the board is done; the next goes on. */
  private finish(solved: boolean): void {
    const data = this.puzzles[this.next - 1];
    if (data) this.played.push({ id: data.id, rating: data.rating, solved });
    if (!this.tick()) this.advance();
  }

  /** The next puzzle whose position reads (a broken one is passed over); none left ends the run. */
  private advance(): void {
    while (this.next < this.puzzles.length) {
      const made = PuzzleGame.from(this.puzzles[this.next++]!, this.lang);
      if (!('error' in made) && made.solution.length) {
        this.puzzle = made;
        return;
      }
    }
    this.end();
  }
}
