// The games with friends the reader's browser keeps (localStorage through browser-store.ts, never
// sent anywhere), each under its id in one table: what its link says (friend-link.ts), which side
// this browser plays ('both' over the board) and when it last changed. The play page lists them
// as "games with friends" (the last move, whose turn) and opens one again from it. Storage full or
// refused: the game goes on, writeKept says once on the page that it is not kept. No DOM here: the
// page passes its storage, a test a Map's.
import { VARIANTS, type VariantName } from '../../../../engine/types.ts';
import { loadKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { isoDate, listOf, matching, objectOf, oneOf, tableOf, type Check } from '../store/stored-shape.ts';
import type { LinkState } from './friend-link.ts';

/** This browser's side in a game: one colour by link, both over the board. */
export type FriendSide = 'white' | 'black' | 'both';

export interface KeptFriendGame {
  readonly variant: VariantName;
  readonly fen?: string;
  readonly inviter: 'white' | 'black';
  readonly moves: readonly string[];
  readonly state: LinkState;
  readonly me: FriendSide;
  /** When the game last changed (ISO), the list's order. */
  readonly updated: string;
}

/** The most games kept: the oldest are let go past it. */
const MAX_GAMES = 50;

const gameShape: Check<KeptFriendGame> = objectOf<KeptFriendGame>({
  variant: [oneOf<VariantName>(VARIANTS), 'required'],
  fen: [matching(/^[^\n]{1,400}$/), 'optional'],
  inviter: [oneOf(['white', 'black']), 'required'],
  moves: [listOf(matching(/^[^\s]{1,200}$/), 600), 'required'],
  state: [oneOf<LinkState>(['', 'dw', 'db', '=', 'rw', 'rb']), 'required'],
  me: [oneOf<FriendSide>(['white', 'black', 'both']), 'required'],
  updated: [isoDate, 'required'],
});

/** The table's shape (the ids as friend-link.ts makes them). */
const tableShape = tableOf(/^[a-z0-9]{6,24}$/, gameShape, MAX_GAMES);

/** The kept games by id (what does not fit is left out). */
export function readFriendGames(storage: KeptStorage | undefined): Record<string, KeptFriendGame> {
  return loadKept(STORE_KEYS.friendGames, tableShape, () => Object.create(null) as Record<string, KeptFriendGame>, storage);
}

/** Keeps `game` under `id` (the oldest let go past MAX_GAMES); false when storage refuses or is full. */
export function keepFriendGame(storage: KeptStorage | undefined, id: string, game: KeptFriendGame): boolean {
  const all = readFriendGames(storage);
  all[id] = game;
  const ids = Object.keys(all).sort((a, b) => all[b]!.updated.localeCompare(all[a]!.updated));
  const kept: Record<string, KeptFriendGame> = {};
  for (const k of ids.slice(0, MAX_GAMES)) kept[k] = all[k]!;
  return writeKept(STORE_KEYS.friendGames, kept, storage);
}
