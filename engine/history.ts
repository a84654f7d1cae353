// Repetition and no-progress counting over a played line (information only, R12).
import { checkMove, checkPosition, type Position } from './position.ts';
import { wrongType } from './argument-error.ts';
import type { Move } from './types.ts';

/** Plies without a capture or a man move (15 moves by each side) after which a line makes no progress (R12). */
export const NO_PROGRESS_PLIES = 30;

export interface HistoryEntry {
  readonly position: Position;
  readonly hash: bigint;
  /** How many times this position (same pieces, same side to move) has occurred so far, this one included. */
  readonly repetitions: number;
  /** Plies since the last capture or man move (0 after one): the position's halfmoves counter. */
  readonly quietPlies: number;
}

/** Follows a game ply by ply. */
export class GameHistory {
  readonly #entries: HistoryEntry[] = [];
  readonly #counts = new Map<bigint, number>();

  constructor(start: Position) {
    this.add(checkPosition(start, 'GameHistory'));
  }

  /** Records the position after a move played elsewhere (a replayed record already holds it). */
  add(position: Position): HistoryEntry {
    checkPosition(position, 'GameHistory.add');
    const hash = position.hash();
    const repetitions = (this.#counts.get(hash) ?? 0) + 1;
    this.#counts.set(hash, repetitions);
    // Position.play() keeps the no-progress count (halfmoves)
    const e = { position, hash, repetitions, quietPlies: position.halfmoves };
    this.#entries.push(e);
    return e;
  }

  /** Plays a legal move of the current position and records the result. */
  play(move: Move): HistoryEntry {
    return this.add(this.current.position.play(move));
  }

  get current(): HistoryEntry {
    return this.#entries[this.#entries.length - 1]!;
  }

  get entries(): readonly HistoryEntry[] {
    return this.#entries;
  }

  /** The current position has occurred three times or more. */
  get threefold(): boolean {
    return this.current.repetitions >= 3;
  }
}

/** Every position of a line from start (start included), with repetition and no-progress counts. */
export function analyzeLine(start: Position, moves: readonly Move[]): HistoryEntry[] {
  const h = new GameHistory(checkPosition(start, 'analyzeLine'));
  if (!Array.isArray(moves)) throw wrongType('analyzeLine', 'a list of moves', moves);
  for (const m of moves as readonly unknown[]) {
    checkMove(m, 'analyzeLine');
    h.play(m);
  }
  return [...h.entries];
}
