// What the play page keeps in the reader's browser (localStorage, never sent anywhere): the game
// in progress or just finished (PlayGame.saved(), with the address it was started from) and the
// choices for the next game (side, variant, level), so a reload, Back, or a visit to the analysis
// board and back finds them again. No DOM here: the page passes its storage, a test a Map.
import { PLAY_LEVELS } from '../../../engine/levels.ts';
import { VARIANTS, type VariantName } from '../../../engine/types.ts';
import type { LevelId, SavedGame } from './play-game.ts';

const GAME_KEY = 'bashni:play:game:v1';
const SETTINGS_KEY = 'bashni:play:settings:v1';

/** The part of Storage used here. */
export type PlayStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

function read(storage: PlayStorage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined; // storage refused (private mode, blocked) or not JSON
  }
}

function write(storage: PlayStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // full or refused: the page works without it
  }
}

/** The kept settings, each one checked (an unknown value is left out). */
export function readSettings(storage: PlayStorage | undefined): Partial<PlaySettings> {
  const s = read(storage, SETTINGS_KEY);
  if (typeof s !== 'object' || s === null) return {};
  const { side, variant, level } = s as Record<string, unknown>;
  return {
    ...(side === 'white' || side === 'black' || side === 'random' ? { side } : {}),
    ...(VARIANTS.includes(variant as VariantName) ? { variant: variant as VariantName } : {}),
    ...(PLAY_LEVELS.some((l) => l.id === level) ? { level: level as LevelId } : {}),
  };
}

export function writeSettings(storage: PlayStorage | undefined, settings: PlaySettings): void {
  write(storage, SETTINGS_KEY, settings);
}

/** The kept game as written (PlayGame.restore checks it by the rules), or undefined. */
export function readGame(storage: PlayStorage | undefined): KeptGame | undefined {
  const kept = read(storage, GAME_KEY);
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { game, source } = kept as Record<string, unknown>;
  if (typeof game !== 'object' || game === null) return undefined;
  return { game: game as SavedGame, source: typeof source === 'string' ? source : '' };
}

export function writeGame(storage: PlayStorage | undefined, kept: KeptGame): void {
  write(storage, GAME_KEY, kept);
}

export function forgetGame(storage: PlayStorage | undefined): void {
  try {
    storage?.removeItem(GAME_KEY);
  } catch {
    // nothing kept to forget
  }
}

/** The page's localStorage, or undefined where reading it throws (storage blocked). */
export function pageStorage(): PlayStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
