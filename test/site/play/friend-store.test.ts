// The games with friends kept in the reader's browser (site/src/client/play/friend-store.ts): kept
// under their ids and read back; a value that does not fit is left out; storage full or refused
// says false and the games already kept stay readable.
import { describe, expect, it } from 'vitest';
import { STORE_KEYS } from '../../../site/src/client/store/browser-store.ts';
import { keepFriendGame, readFriendGames, type KeptFriendGame } from '../../../site/src/client/play/friend-store.ts';
import { memoryStorage } from '../store/memory-storage.ts';

const game: KeptFriendGame = { variant: 'bashni', inviter: 'white', moves: ['c3-d4', 'f6-g5'], state: 'dw', me: 'black', updated: '2026-12-05T20:00:00.000Z' };

describe('friend store', () => {
  it('keeps each game under its id, newest first, and reads them back', () => {
    const s = memoryStorage();
    expect(keepFriendGame(s, 'abcdef', game)).toBe(true);
    expect(keepFriendGame(s, 'zzzzzz', { ...game, me: 'both', state: '', updated: '2026-12-05T21:00:00.000Z' })).toBe(true);
    const all = readFriendGames(s);
    expect(Object.keys(all).sort()).toEqual(['abcdef', 'zzzzzz']);
    expect(all.abcdef).toEqual(game);
    expect(all.zzzzzz!.me).toBe('both');
  });

  it('leaves out what does not fit: an id that is not one, an unknown variant, a side that is none', () => {
    const s = memoryStorage();
    s.map.set(STORE_KEYS.friendGames, JSON.stringify({ abcdef: game, __proto__x: game, 'AB CD': game, qqqqqq: { ...game, variant: 'chess' }, rrrrrr: { ...game, me: 'red' } }));
    expect(Object.keys(readFriendGames(s))).toEqual(['abcdef']);
  });

  it('storage full: false, nothing thrown', () => {
    expect(keepFriendGame(memoryStorage({}, true), 'abcdef', game)).toBe(false);
    expect(keepFriendGame(undefined, 'abcdef', game)).toBe(false);
  });
});
