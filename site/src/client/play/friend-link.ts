// The link of a game with a friend (issue 46 point 1: correspondence by link, no server): the whole
// game travels in the address's hash, so a link never expires and needs nothing but the page. The
// game is written as lines of plain text, then packed by lz-string into the address's own
// characters (compressToEncodedURIComponent: no escaping, and a 100-ply game's link stays short
// enough for a messenger, docs/site.md "Play a friend by link"):
//
//   #friend=<packed>   where the packed text unpacks to the lines
//   b1                  the format's version
//   <id>                the game's id (what both browsers keep it under), [a-z0-9]{6,24}
//   <variant>           bashni | bashni-forward | bashni-turkish | russian | lasca
//   <w|b>               the side of the player who started the game (the other plays the other side)
//   <fen>               the start position as a column FEN, or empty for the variant's start
//   <moves>             every move in full notation (c3-d4, c3:e5:g3), space-separated
//   <state>             '' the game goes on | dw, db a draw offered by White/Black |
//                       = a draw agreed | rw, rb White/Black resigned
//
// Only text is read here: the moves are checked by the engine when the game is replayed
// (friend-game.ts). No DOM: tested in test/site/play/friend-link.test.ts.
import LZString from 'lz-string';
import { VARIANTS, type Color, type VariantName } from '../../../../engine/types.ts';

/** What a link says beyond its moves: the game goes on, a draw is offered by a side, agreed, or a side resigned. */
export type LinkState = '' | 'dw' | 'db' | '=' | 'rw' | 'rb';

export interface FriendLink {
  readonly id: string;
  readonly variant: VariantName;
  /** The start position as written (undefined: the variant's start). */
  readonly fen?: string;
  /** The side of the player who started the game. */
  readonly inviter: Color;
  /** The moves in full notation, as written (the engine checks them). */
  readonly moves: readonly string[];
  readonly state: LinkState;
}

/** Why a link cannot be read: its text does not unpack or is not a game's, its variant is unknown, or it is longer than the limits. */
export type LinkProblem = 'malformed' | 'unknown-variant' | 'too-long';

/**
 * The most plies a link's game may hold. A friendly game of Bashni is some 60 to 150 plies; 600 is
 * far past any real game (the no-progress count ends a shuffling one) and keeps the link under
 * messengers' limits (a 600-ply link is some 2,500 characters).
 */
export const MAX_LINK_PLIES = 600;
/** The longest packed hash read: a forged link is refused before it is unpacked. */
const MAX_PACKED_CHARS = 12_000;
/** The longest unpacked text read (the packed text could unpack to far more). */
const MAX_TEXT_CHARS = 20_000;

const VERSION = 'b1';
const FRIEND_HASH = '#friend=';
const ID_RE = /^[a-z0-9]{6,24}$/;
/** A move's longest text (a capture of every piece stays under 200 characters). */
const MAX_MOVE_CHARS = 200;
const STATES: readonly LinkState[] = ['', 'dw', 'db', '=', 'rw', 'rb'];

/** Whether `hash` is a friend game's link (`#friend=`). */
export function isFriendHash(hash: string): boolean {
  return hash.startsWith(FRIEND_HASH);
}

/** A new game's id: random letters and digits (both browsers keep the game under it). */
export function newGameId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 12; i++) id += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)];
  return id;
}

/** The hash (`#friend=...`) that carries `link`. */
export function writeFriendHash(link: FriendLink): string {
  const text = [VERSION, link.id, link.variant, link.inviter === 'white' ? 'w' : 'b', link.fen ?? '', link.moves.join(' '), link.state].join('\n');
  return FRIEND_HASH + LZString.compressToEncodedURIComponent(text);
}

/** Reads a friend link's hash (with or without `#`), or says why it cannot be read. */
export function readFriendHash(hash: string): { readonly ok: true; readonly link: FriendLink } | { readonly ok: false; readonly problem: LinkProblem } {
  const packed = hash.replace(/^#?friend=/, '');
  if (packed.length > MAX_PACKED_CHARS) return { ok: false, problem: 'too-long' };
  if (!/^[A-Za-z0-9+\-$]+$/.test(packed)) return { ok: false, problem: 'malformed' };
  let text: string | null;
  try {
    text = LZString.decompressFromEncodedURIComponent(packed);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (!text) return { ok: false, problem: 'malformed' };
  if (text.length > MAX_TEXT_CHARS) return { ok: false, problem: 'too-long' };
  const lines = text.split('\n');
  if (lines.length !== 7) return { ok: false, problem: 'malformed' };
  const [version, id, variant, inviter, fen, moveText, state] = lines as [string, string, string, string, string, string, string];
  if (version !== VERSION || !ID_RE.test(id) || (inviter !== 'w' && inviter !== 'b') || !STATES.includes(state as LinkState) || fen.length > 400) return { ok: false, problem: 'malformed' };
  if (!VARIANTS.includes(variant as VariantName)) return { ok: false, problem: 'unknown-variant' };
  const moves = moveText === '' ? [] : moveText.split(' ');
  if (moves.length > MAX_LINK_PLIES) return { ok: false, problem: 'too-long' };
  // a move not even written as one is refused by the replay at its ply, as an illegal one is (the
  // reader is told which); only a word too long to be any move makes the link damaged
  if (!moves.every((m) => m.length > 0 && m.length <= MAX_MOVE_CHARS)) return { ok: false, problem: 'malformed' };
  return {
    ok: true,
    link: { id, variant: variant as VariantName, ...(fen ? { fen } : {}), inviter: inviter === 'w' ? 'white' : 'black', moves, state: state as LinkState },
  };
}
