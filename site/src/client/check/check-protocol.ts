// The messages between the checker page (checker.ts) and its worker (check-worker.ts). Types only:
// the page imports nothing that parses.
import type { ReplayData } from '../../lib/replay-data.ts';
import type { MarkedProblem } from './source-marks.ts';

export type CheckRequest =
  /** Check `text` (`file` is the name the reports carry). */
  | { kind: 'check'; id: number; text: string; file: string }
  /** The replay of game `game` (0-based) of the last check. */
  | { kind: 'replay'; id: number; game: number };

/** One game of a check, as the page lists it. */
export interface CheckedLine {
  /** 0-based. */
  index: number;
  white: string;
  black: string;
  valid: boolean;
  /** The problem of an invalid game as marked in the text. */
  marked?: MarkedProblem;
}

export type CheckReply = { kind: 'checked'; id: number; games: CheckedLine[]; /** Time the worker took. */ ms: number } | { kind: 'replay'; id: number; game: number; data?: ReplayData };
