// A game between two people without a DOM (issue 46 points 1 and 2): by link (each player in their
// own browser, the game travelling in the address, friend-link.ts) or over the board (both at one
// device). The moves are checked by the engine as they are played or read from a link (a link's
// illegal move stops the replay at the last legal position, and says which move it was); the end is
// the rules' (play-game.ts ruleEnd, the code the games against the engine end by), a resignation,
// or a draw offered by one side and accepted by the other. The record is PDN by records' MoveTree
// and the grammar's writer. friend-page.ts draws it.
import { makeFen, parseFen } from '../../../../engine/fen.ts';
import { parseMove } from '../../../../engine/notation.ts';
import { Position, sameMove } from '../../../../engine/position.ts';
import { variantRules } from '../../../../engine/variant.ts';
import type { Color, Move, VariantName } from '../../../../engine/types.ts';
import { makePdn } from '../../../../grammar/writer.ts';
import { MoveTree, type TreeNode } from '../../../../records/tree.ts';
import { isStartPosition } from '../board/start-position.ts';
import type { FriendLink, LinkState } from './friend-link.ts';
import { ruleEnd, type EndReason, type GameResult } from './play-game.ts';

/** Why a game between two people ended: the rules' reasons, or a draw agreed. */
type FriendEndReason = EndReason | 'agreed';

export interface FriendEnd {
  readonly result: GameResult;
  readonly winner?: Color;
  readonly reason: FriendEndReason;
}

/** The words of the record (the page's language). */
export interface FriendRecordWords {
  readonly event: string;
  readonly white: string;
  readonly black: string;
  readonly termination: (reason: FriendEndReason, loser: Color) => string;
}

/** A link's game replayed: the game up to its last legal move, and the move refused if one was (its ply, from 1, and its text as the link wrote it). */
export interface Replayed {
  readonly game: FriendGame;
  readonly refused?: { readonly ply: number; readonly move: string };
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const letter = (c: Color): 'w' | 'b' => (c === 'white' ? 'w' : 'b');

export class FriendGame {
  readonly id: string;
  /** The side of the player who started the game (by link: the other player has the other side). */
  readonly inviter: Color;
  readonly tree: MoveTree;
  private at: TreeNode;
  private state: LinkState = '';

  constructor(id: string, start: Position, inviter: Color) {
    this.id = id;
    this.inviter = inviter;
    this.tree = new MoveTree(start);
    this.at = this.tree.root;
  }

  get start(): Position {
    return this.tree.root.position;
  }

  get position(): Position {
    return this.at.position;
  }

  get moves(): readonly TreeNode[] {
    return this.tree.path(this.at);
  }

  get lastMove(): Move | undefined {
    return this.at.move;
  }

  /** The side that offers a draw, while the offer stands. */
  get drawOffer(): Color | undefined {
    return this.state === 'dw' ? 'white' : this.state === 'db' ? 'black' : undefined;
  }

  /** How the game ended, or undefined while it goes on. */
  get end(): FriendEnd | undefined {
    if (this.state === 'rw' || this.state === 'rb') {
      const winner = this.state === 'rw' ? 'black' : 'white';
      return { result: winner === 'white' ? '1-0' : '0-1', winner, reason: 'resigned' };
    }
    if (this.state === '=') return { result: '1/2-1/2', reason: 'agreed' };
    return ruleEnd(
      this.start,
      this.moves.map((n) => n.position),
    );
  }

  /** Plays a legal move of the side to move in a game that goes on; a draw offer standing lapses (a move declines it). */
  play(move: Move): boolean {
    if (this.end || !this.position.legalMoves().some((m) => sameMove(m, move))) return false;
    this.at = this.tree.play(this.at, move);
    this.state = '';
    return true;
  }

  /** `by` offers a draw (the game goes on, no offer stands). */
  offerDraw(by: Color): boolean {
    if (this.end || this.state !== '') return false;
    this.state = letter(by) === 'w' ? 'dw' : 'db';
    return true;
  }

  /** `by` accepts the other side's offer: the game is drawn. */
  acceptDraw(by: Color): boolean {
    if (this.end || this.drawOffer !== other(by)) return false;
    this.state = '=';
    return true;
  }

  /** `by` resigns a game that goes on. */
  resign(by: Color): boolean {
    if (this.end) return false;
    this.state = by === 'white' ? 'rw' : 'rb';
    return true;
  }

  /** Takes back the last move (over the board, both players agreeing); not after a resignation or an agreed draw. */
  takeback(): boolean {
    if (this.state === 'rw' || this.state === 'rb' || this.state === '=' || !this.at.parent) return false;
    this.at = this.tree.delete(this.at)!;
    this.state = '';
    return true;
  }

  /** The game as its link says it. */
  link(): FriendLink {
    return {
      id: this.id,
      variant: this.start.variant,
      ...(isStartPosition(this.start) ? {} : { fen: makeFen(this.start) }),
      inviter: this.inviter,
      moves: this.moves.map((n) => n.text),
      state: this.state,
    };
  }

  /**
   * The game a link describes, its moves played by the engine's rules one by one: an unreadable
   * move, an illegal one, or one after the game's end stops the replay there (the game stands at
   * the last legal position and the refused move is named; what the link said of draws and
   * resignations is then dropped). Undefined when the start position cannot be played.
   */
  static fromLink(link: FriendLink): Replayed | undefined {
    let start: Position;
    if (link.fen === undefined) start = Position.initial(link.variant);
    else {
      const read = parseFen(link.fen, link.variant);
      if (!read.ok || read.value.legalMoves().length === 0) return undefined;
      start = read.value;
    }
    const game = new FriendGame(link.id, start, link.inviter);
    for (const [i, text] of link.moves.entries()) {
      const read = game.end ? undefined : parseMove(game.position, text);
      if (!read?.ok) return { game, refused: { ply: i + 1, move: text } };
      game.at = game.tree.play(game.at, read.value);
    }
    // a state the position does not allow (an offer or resignation after the rules ended the game) is dropped
    if (link.state !== '' && !game.end) game.state = link.state;
    return { game };
  }

  /** The game as a PDN record (the players' names in the page's language, the result and why it ended). */
  pdn(words: FriendRecordWords, date = new Date()): string {
    const end = this.end;
    const tags: [string, string][] = [
      ['Event', words.event],
      ['Site', 'bashni play page'],
      ['Date', `${date.getUTCFullYear()}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${String(date.getUTCDate()).padStart(2, '0')}`],
      ['White', words.white],
      ['Black', words.black],
      ['Variant', variantRules(this.start.variant).tag],
    ];
    if (end) tags.push(['Termination', words.termination(end.reason, end.winner ? other(end.winner) : this.position.turn)]);
    return makePdn([this.tree.toRecord(tags, end?.result ?? '*')]);
  }
}

/** A new game from a start position (the variant's when `fen` is empty); undefined for a FEN the engine cannot play. */
export function newFriendGame(id: string, variant: VariantName, fen: string, inviter: Color): FriendGame | undefined {
  if (!fen.trim()) return new FriendGame(id, Position.initial(variant), inviter);
  const read = parseFen(fen.trim(), variant);
  return read.ok && read.value.legalMoves().length > 0 ? new FriendGame(id, read.value, inviter) : undefined;
}
