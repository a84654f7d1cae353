// The play page's memory without a browser (site/src/client/play/play-store.ts and PlayGame.saved /
// restore): what a reload, Back or a return from the analysis board finds again.
import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { matchMoves, parseMoveText } from '../../../engine/notation.ts';
import { Position } from '../../../engine/position.ts';
import { PlayGame } from '../../../site/src/client/play/play-game.ts';
import { forgetGame, readGame, readSettings, writeGame, writeSettings, type PlayStorage } from '../../../site/src/client/play/play-store.ts';

/** A Storage over a Map; `broken` throws as a blocked localStorage does. */
function memory(broken = false): PlayStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    map,
    getItem: (k) => (guard(), map.get(k) ?? null),
    setItem: (k, v) => (guard(), void map.set(k, v)),
    removeItem: (k) => (guard(), void map.delete(k)),
  };
}

function play(game: PlayGame, text: string): void {
  const m = matchMoves(game.position, parseMoveText(text)!);
  expect(m, text).toHaveLength(1);
  if (game.userToMove) expect(game.userMove(m[0]!)).toBe(true);
  // (the engine worker posts the move as its index in the legal moves)
  else expect(game.engineMove({ id: game.engineRequest()!.id, move: game.position.legalMoves().indexOf(m[0]!) })).toBe(true);
}

describe('the play page keeps its game and settings', () => {
  it('settings: side, variant and level come back; unknown values are left out; a blocked storage is no error', () => {
    const s = memory();
    expect(readSettings(s)).toEqual({});
    writeSettings(s, { side: 'black', variant: 'russian', level: 'expert' });
    expect(readSettings(s)).toEqual({ side: 'black', variant: 'russian', level: 'expert' });
    s.map.set('bashni:play:settings:v1', JSON.stringify({ side: 'purple', variant: 'chess', level: 'expert' }));
    expect(readSettings(s)).toEqual({ level: 'expert' });
    s.map.set('bashni:play:settings:v1', '{not json');
    expect(readSettings(s)).toEqual({});
    const blocked = memory(true);
    expect(() => writeSettings(blocked, { side: 'white', variant: 'bashni', level: 'beginner' })).not.toThrow();
    expect(readSettings(blocked)).toEqual({});
    expect(readGame(blocked)).toBeUndefined();
    expect(readSettings(undefined)).toEqual({});
  });

  it('a game in progress comes back with its moves, side, level, start and variant, and plays on', () => {
    const s = memory();
    const game = new PlayGame(Position.initial('bashni-forward'), 'black', 'club', () => 5);
    for (const m of ['c3-d4', 'f6-g5', 'd4-c5']) play(game, m);
    writeGame(s, { game: game.saved(), source: '' });
    const kept = readGame(s)!;
    expect(kept.source).toBe('');
    const back = PlayGame.restore(kept.game)!;
    expect(back.moves.map((n) => n.text)).toEqual(game.moves.map((n) => n.text));
    expect(makeFen(back.position)).toBe(makeFen(game.position));
    expect(back.user).toBe('black');
    expect(back.level.id).toBe('club');
    expect(back.start.variant).toBe('bashni-forward');
    expect(back.end).toBeUndefined();
    expect(back.userToMove).toBe(true);
    expect(back.canTakeBack).toBe(true);
    // from a position of the address: the start and the address it came from
    const start = parseFen('W:Wc3:Bd4,h8', 'bashni');
    if (!start.ok) throw new Error(start.error.message);
    const fromLink = new PlayGame(start.value, 'white', 'beginner');
    writeGame(s, { game: fromLink.saved(), source: '#fen=W%3AWc3%3ABd4%2Ch8&variant=bashni' });
    expect(readGame(s)!.source).toBe('#fen=W%3AWc3%3ABd4%2Ch8&variant=bashni');
    expect(makeFen(PlayGame.restore(readGame(s)!.game)!.start)).toBe('W:Wc3:Bd4,h8');
    forgetGame(s);
    expect(readGame(s)).toBeUndefined();
  });

  it('a resigned game comes back resigned; a finished one finished', () => {
    const game = new PlayGame(Position.initial('bashni'), 'white', 'beginner');
    play(game, 'c3-d4');
    expect(game.resign()).toBe(true);
    const back = PlayGame.restore(JSON.parse(JSON.stringify(game.saved())))!;
    expect(back.end).toEqual({ result: '0-1', winner: 'black', reason: 'resigned' });
    expect(back.canTakeBack).toBe(false);
    const start = parseFen('W:Wc3:Bd4');
    if (!start.ok) throw new Error(start.error.message);
    const won = new PlayGame(start.value, 'white', 'beginner');
    play(won, 'c3:e5');
    expect(PlayGame.restore(won.saved())!.end?.reason).toBe('no-moves');
  });

  it('anything else in storage is no game: another shape, an unknown variant or side, a bad FEN, an illegal move, a move after the end', () => {
    const good = new PlayGame(Position.initial('bashni'), 'white', 'beginner').saved();
    for (const bad of [
      null,
      'text',
      [],
      { ...good, variant: 'chess' },
      { ...good, user: 'red' },
      { ...good, fen: 'W:Wz9' },
      { ...good, moves: 'c3-d4' },
      { ...good, moves: ['c3-d5'] },
      { ...good, moves: [1] },
      { ...good, fen: 'W:Wc3:Bd4', moves: ['c3:e5', 'e5-f6'] },
    ])
      expect(PlayGame.restore(bad), JSON.stringify(bad)).toBeUndefined();
    // an unknown level is the weakest, as the form's would be
    expect(PlayGame.restore({ ...good, level: 'grandmaster' })!.level.id).toBe('beginner');
    const s = memory();
    s.map.set('bashni:play:game:v1', '{"game": 5}');
    expect(readGame(s)).toBeUndefined();
  });
});
