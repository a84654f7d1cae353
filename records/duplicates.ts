// What makes two game records the same game, for `verify --duplicates`: the same variant, start
// position and main-line moves (as the rules read them, so `c3:e5` and `22x15`, short and full
// capture notation, comments, variations and tags make no difference), or, with the second key,
// the same final position. The keys are plain strings: the caller hashes and compares them.
import { makeFen } from '../engine/fen.ts';
import type { Move } from '../engine/types.ts';
import { tagNamed, type GameRecord, type MoveNode } from '../grammar/record.ts';
import type { ReplayResult } from './replay.ts';

/** The identity of one game, compared between games, and where the game starts (to name it). */
export interface GameKeys {
  readonly start: { readonly line: number; readonly column: number };
  /** Variant, start position and every main-line move (landing squares included). */
  readonly moves: string;
  /** Variant and the position after the main line; only when the whole main line replayed. */
  readonly position?: string;
}

/**
 * The keys of a game, replayed or not (`verify --syntax-only`). Moves that did not replay (after
 * an illegal or unknown move, in an unknown variant, or all of them when not replayed) are
 * compared as written, without spaces. A game without moves has no keys: it duplicates nothing.
 *
 * @example
 * // `1. c3:e5` in one record and `1. 22x15` in another (the same legal move) give one key.
 */
export function gameKeys(game: GameRecord, replay?: ReplayResult): GameKeys | undefined {
  if (game.moves.length === 0) return undefined;
  const start = { line: game.pos.line, column: game.pos.column };
  if (!replay) return { start, moves: `?\n${tagNamed(game, 'FEN')?.value ?? ''}\n\n${asWritten(game.moves)}` };
  const resolved = replay.mainLine?.plies ?? [];
  const played = resolved.map((p) => movePathKey(p.move)).join(' ');
  const rest = game.moves.slice(resolved.length);
  const moves = `${replay.variant ?? '?'}\n${replay.start ? makeFen(replay.start) : '?'}\n${played}\n${asWritten(rest)}`;
  const whole = replay.variant !== undefined && replay.mainLine !== undefined && !replay.mainLine.problem && rest.length === 0;
  return whole ? { start, moves, position: `${replay.variant}\n${makeFen(replay.mainLine.end)}` } : { start, moves };
}

/** A move as its start and every landing square (`21-17`, `17-10-3`): the same legal move gives the same key in any notation. */
export const movePathKey = (m: Move): string => [m.from, ...m.path].join('-');

/** Moves as written, spaces inside a move dropped (`1- 6` is `1-6`). */
const asWritten = (nodes: readonly MoveNode[]): string => nodes.map((m) => m.text.replace(/\s+/g, '')).join(' ');
