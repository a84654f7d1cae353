// What the play page keeps in the reader's browser (localStorage through browser-store.ts, never
// sent anywhere): the game in progress or just finished (PlayGame.saved(), with the address it was
// started from) and the choices for the next game (side, variant, level), so a reload, Back, or a
// visit to the analysis board and back finds them again. No DOM here: the page passes its storage,
// a test a Map.
import { PLAY_LEVELS } from '../../../../engine/levels.ts';
import { VARIANTS, type VariantName } from '../../../../engine/types.ts';
import { forgetKept, readKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import { boolean, listOf, matching, objectOf, oneOf, type Check } from '../store/stored-shape.ts';
import type { LevelId, SavedGame } from './play-game.ts';

export { pageStorage } from '../store/browser-store.ts';

/** The part of Storage used here. */
export type PlayStorage = KeptStorage;

export type SideChoice = 'white' | 'black' | 'random';

export interface PlaySettings {
  readonly side: SideChoice;
  readonly variant: VariantName;
  readonly level: LevelId;
}

/** A kept game and the address hash it was started from (`#fen=..`, or '' for the form's start). */
export interface KeptGame {
  readonly game: SavedGame;
  readonly source: string;
}

/** The settings' shape: each one that does not fit is left out (the form keeps its own). */
export const settingsShape: Check<Partial<PlaySettings>> = objectOf<Partial<PlaySettings>>({
  side: [oneOf<SideChoice>(['white', 'black', 'random']), 'optional'],
  variant: [oneOf<VariantName>(VARIANTS), 'optional'],
  level: [oneOf<LevelId>(PLAY_LEVELS.map((l) => l.id)), 'optional'],
});

/** A move as the game writes it (`c3-d4`, `c3:e5:g3`; a capture of every piece stays under 200 characters). */
const MOVE = /^[a-h][1-8]([-:x][a-h][1-8]){1,40}$/;

/** The game's shape (PlayGame.restore then checks it by the rules: the FEN, each move). */
export const gameShape: Check<KeptGame> = objectOf<KeptGame>({
  game: [
    objectOf<SavedGame>({
      fen: [matching(/^[\s\S]{1,400}$/), 'required'],
      variant: [oneOf<VariantName>(VARIANTS), 'required'],
      user: [oneOf(['white', 'black']), 'required'],
      // a level this version does not know is the weakest (PlayGame.restore), not a lost game
      level: [matching(/^[a-z0-9-]{1,40}$/) as Check<LevelId>, 'required'],
      moves: [listOf(matching(MOVE), 10_000), 'required'],
      resigned: [boolean, 'optional'],
    }),
    'required',
  ],
  source: [matching(/^[\s\S]{0,2000}$/), 'optional'],
});

/** The kept settings, each one checked (an unknown value is left out). */
export function readSettings(storage: PlayStorage | undefined): Partial<PlaySettings> {
  return readKept(STORE_KEYS.playSettings, settingsShape, storage).value ?? {};
}

export function writeSettings(storage: PlayStorage | undefined, settings: PlaySettings): void {
  writeKept(STORE_KEYS.playSettings, settings, storage);
}

/** The kept game as written (PlayGame.restore checks it by the rules), or undefined. */
export function readGame(storage: PlayStorage | undefined): KeptGame | undefined {
  const kept = readKept(STORE_KEYS.playGame, gameShape, storage).value;
  return kept && { game: kept.game, source: kept.source ?? '' };
}

export function writeGame(storage: PlayStorage | undefined, kept: KeptGame): void {
  writeKept(STORE_KEYS.playGame, kept, storage);
}

/** Whether games with friends are kept (their list and code then load: friend-store.ts reads them). */
export function hasFriendGames(storage: PlayStorage | undefined): boolean {
  try {
    return !!storage?.getItem(STORE_KEYS.friendGames);
  } catch {
    return false;
  }
}

export function forgetGame(storage: PlayStorage | undefined): void {
  forgetKept(STORE_KEYS.playGame, storage);
}
