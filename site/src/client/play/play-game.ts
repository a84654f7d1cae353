// A game against the engine without a DOM: the start position, the side the user plays, the
// engine's level; the user's moves, the engine's replies (asked of a worker by a request with an
// id, so a reply to a game or a position that has moved on is dropped), takeback, resignation, and
// the end by the rules: the side to move with no legal move loses (the engine's outcome), and the
// two situations docs/rules.md R12 names (a position for the third time, 15 moves by each side
// without a capture or a man move: the engine's GameHistory, counted as `bashni verify` counts
// them) end the game as a draw. The game's record is records' MoveTree's, written as PDN by the grammar's
// writer in play-record.ts. The play page (play-page.ts) only draws what this says and forwards clicks to it.
import { makeFen, parseFen } from '../../../../engine/fen.ts';
import { GameHistory, NO_PROGRESS_PLIES } from '../../../../engine/history.ts';
import { PLAY_LEVELS, type PlayLevel } from '../../../../engine/levels.ts';
import { parseMove } from '../../../../engine/notation.ts';
import { variantRules } from '../../../../engine/variant.ts';
import { sameMove, type Position } from '../../../../engine/position.ts';
import { VARIANTS, type Color, type Move, type VariantName } from '../../../../engine/types.ts';
import type { GameRecord } from '../../../../grammar/record.ts';
import { MoveTree, type TreeNode } from '../../../../records/tree.ts';

export type LevelId = PlayLevel['id'];
export type GameResult = '1-0' | '0-1' | '1/2-1/2';

/** Why a game ended. */
export type EndReason = 'no-moves' | 'resigned' | 'repetition' | 'no-progress';

export interface GameEnd {
  readonly result: GameResult;
  /** The winner; undefined for a draw. */
  readonly winner?: Color;
  readonly reason: EndReason;
}

/** What the engine worker is asked: the position to move in, at a level. */
export interface EngineRequest {
  readonly id: number;
  readonly fen: string;
  readonly variant: VariantName;
  readonly level: LevelId;
  /** Seeds the level's random choice. */
  readonly seed: number;
  /**
   * The game's positions before this one that a repetition can reach (the last NO_PROGRESS_PLIES
   * at most), as FENs with counters, oldest first: the engine scores a repetition as the draw it
   * is. `fen` carries its counters too.
   */
  readonly history?: readonly string[];
}

/**
 * The worker's answer: the move as data, its index in the position's legalMoves() (the page and
 * the worker run the same move generator, so the list is the same on both sides); the page checks
 * it on receipt (engineMove) and never reads text from the worker.
 */
export interface EngineReply {
  readonly id: number;
  readonly move: number;
}

/**
 * A game as the play page keeps it in localStorage (play-store.ts) to bring it back after a
 * reload, Back or a visit to the analysis board: plain JSON, the moves in full notation.
 */
export interface SavedGame {
  readonly fen: string;
  readonly variant: VariantName;
  readonly user: Color;
  readonly level: LevelId;
  readonly moves: readonly string[];
  readonly resigned?: boolean;
}

/** The record's name for a variant (what `[Variant]` says). */

/** The words of the record (the page's language: i18n/play.ts `record`). */
export interface RecordWords {
  readonly event: string;
  readonly player: string;
  readonly termination: (reason: EndReason, loser: Color) => string;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const win = (winner: Color): GameResult => (winner === 'white' ? '1-0' : '0-1');

/** The level with this id (the weakest for an unknown one). */
export function playLevel(id: string): PlayLevel {
  return PLAY_LEVELS.find((l) => l.id === id) ?? PLAY_LEVELS[0]!;
}

/**
 * How a game from `start` through `line` (the positions after each move) ended by the rules, or
 * undefined while it goes on: the side to move with no legal move loses (the engine's outcome), a
 * position for the third time or the no-progress count is a draw (the engine's GameHistory). The
 * games with a friend (friend-game.ts) end by the same code.
 */
export function ruleEnd(start: Position, line: readonly Position[]): GameEnd | undefined {
  const last = line[line.length - 1] ?? start;
  const out = last.outcome();
  if (out) return { result: win(out.winner), winner: out.winner, reason: 'no-moves' };
  const history = new GameHistory(start);
  for (const p of line) history.add(p);
  if (history.threefold) return { result: '1/2-1/2', reason: 'repetition' };
  if (history.current.quietPlies >= NO_PROGRESS_PLIES) return { result: '1/2-1/2', reason: 'no-progress' };
  return undefined;
}

export class PlayGame {
  readonly user: Color;
  readonly level: PlayLevel;
  readonly tree: MoveTree;
  /** The last position of the game. */
  private at: TreeNode;
  private resigned: Color | undefined;
  private requestId = 0;
  /** The engine move being waited for, if any. */
  private pending: EngineRequest | undefined;
  private readonly seed: () => number;

  /** `seed` gives the seeds of the engine's requests (a page passes Math.random-based numbers, a test fixed ones). */
  constructor(start: Position, user: Color, level: LevelId, seed: () => number = () => Math.floor(Math.random() * 2 ** 31)) {
    this.user = user;
    this.level = playLevel(level);
    this.tree = new MoveTree(start);
    this.at = this.tree.root;
    this.seed = seed;
  }

  get start(): Position {
    return this.tree.root.position;
  }

  get position(): Position {
    return this.at.position;
  }

  /** The moves played, in order. */
  get moves(): readonly TreeNode[] {
    return this.tree.path(this.at);
  }

  /** The last move played, if any. */
  get lastMove(): Move | undefined {
    return this.at.move;
  }

  /** How the game ended, or undefined while it goes on. */
  get end(): GameEnd | undefined {
    if (this.resigned) return { result: win(other(this.resigned)), winner: other(this.resigned), reason: 'resigned' };
    return ruleEnd(
      this.start,
      this.moves.map((n) => n.position),
    );
  }

  /** The user may move now: the game goes on and it is the user's turn. */
  get userToMove(): boolean {
    return this.position.turn === this.user && !this.end;
  }

  /** The request the engine is working on, if any. */
  get thinking(): EngineRequest | undefined {
    return this.pending;
  }

  /**
   * What to ask the engine now: a new request when it is the engine's turn in a game that goes
   * on and none is pending (a new game where the engine moves first, after the user's move, after
   * a takeback to the engine's turn); else undefined.
   */
  engineRequest(): EngineRequest | undefined {
    if (this.pending || this.end || this.position.turn === this.user) return undefined;
    const before = [this.start, ...this.moves.map((n) => n.position)].slice(-NO_PROGRESS_PLIES - 1, -1);
    const history = before.map((p) => makeFen(p, { counters: true }));
    this.pending = { id: ++this.requestId, fen: makeFen(this.position, { counters: true }), variant: this.position.variant, level: this.level.id, seed: this.seed(), history };
    return this.pending;
  }

  /** Plays the user's move (a legal move of the position, on the user's turn); false if it is not the user's turn. */
  userMove(move: Move): boolean {
    if (!this.userToMove || !this.position.legalMoves().some((m) => sameMove(m, move))) return false;
    this.at = this.tree.play(this.at, move);
    return true;
  }

  /** Plays the engine's reply if it answers the pending request; false for a stale one or one that names no legal move. */
  engineMove(reply: EngineReply): boolean {
    if (!this.pending || reply.id !== this.pending.id) return false;
    const move = Number.isInteger(reply.move) ? this.position.legalMoves()[reply.move] : undefined;
    if (!move) return false;
    this.pending = undefined;
    this.at = this.tree.play(this.at, move);
    return true;
  }

  /** Whether takeback() would take anything back: the game goes on and the user has moved. */
  get canTakeBack(): boolean {
    return !this.end && this.lastUserMove() !== undefined;
  }

  /**
   * Takes back the user's last move and the engine's reply to it, if one was played (a pending
   * request is dropped); false when the user has no move to take back or the game is over.
   */
  takeback(): boolean {
    const node = this.lastUserMove();
    if (this.end || !node) return false;
    this.pending = undefined;
    this.at = this.tree.delete(node)!;
    return true;
  }

  /** The user resigns a game that goes on; false when it is already over. */
  resign(): boolean {
    if (this.end) return false;
    this.pending = undefined;
    this.resigned = this.user;
    return true;
  }

  /**
   * The game's record, to be written as PDN (play-record.ts, which the page loads on demand): who
   * played, the variant, the start position when it is not the variant's initial one (SetUp and
   * FEN), the result (`*` while the game goes on) and why it ended.
   */
  record(words: RecordWords, date = new Date()): GameRecord {
    const end = this.end;
    const engine = `bashni engine (${this.level.id})`;
    const tags: [string, string][] = [
      ['Event', words.event],
      ['Site', 'bashni play page'],
      ['Date', `${date.getUTCFullYear()}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${String(date.getUTCDate()).padStart(2, '0')}`],
      ['White', this.user === 'white' ? words.player : engine],
      ['Black', this.user === 'black' ? words.player : engine],
      ['Variant', variantRules(this.start.variant).tag],
    ];
    if (end) tags.push(['Termination', words.termination(end.reason, end.winner ? other(end.winner) : this.position.turn)]);
    return this.tree.toRecord(tags, end?.result ?? '*');
  }

  /** The game as plain data, to keep (a pending engine request is not kept: it is asked again). */
  saved(): SavedGame {
    return {
      fen: makeFen(this.start),
      variant: this.start.variant,
      user: this.user,
      level: this.level.id,
      moves: this.moves.map((n) => n.text),
      ...(this.resigned ? { resigned: true } : {}),
    };
  }

  /**
   * The game `saved` describes, its moves played again by the rules; undefined for anything that is
   * not such a game (another shape, an unknown variant or side, a FEN or a move the engine refuses:
   * storage is the reader's and may hold anything).
   */
  static restore(saved: unknown, seed?: () => number): PlayGame | undefined {
    if (typeof saved !== 'object' || saved === null) return undefined;
    const s = saved as Partial<Record<keyof SavedGame, unknown>>;
    if (typeof s.fen !== 'string' || !VARIANTS.includes(s.variant as VariantName) || (s.user !== 'white' && s.user !== 'black')) return undefined;
    if (!Array.isArray(s.moves) || !s.moves.every((m) => typeof m === 'string')) return undefined;
    const start = parseFen(s.fen, s.variant as VariantName);
    if (!start.ok) return undefined;
    const game = new PlayGame(start.value, s.user, playLevel(String(s.level)).id, seed);
    for (const text of s.moves) {
      const read = parseMove(game.position, text);
      if (!read.ok || game.end) return undefined;
      game.at = game.tree.play(game.at, read.value);
    }
    if (s.resigned === true && !game.end) game.resigned = game.user;
    return game;
  }

  /** The user's last move on the line (undefined when there is none). */
  private lastUserMove(): TreeNode | undefined {
    const line = this.moves;
    for (let i = line.length - 1; i >= 0; i--) if (line[i]!.parent!.position.turn === this.user) return line[i];
    return undefined;
  }
}
