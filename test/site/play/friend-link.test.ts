// The friend game's link (site/src/client/play/friend-link.ts) and its replay by the engine
// (friend-game.ts): a game played by the real engine written as a link and read back move for move;
// a tampered move refused at its ply; an unknown variant, a too long game and damaged text refused
// with their reason; draw offers, acceptance and resignation carried by the link.
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { makeFen } from '../../../engine/fen.ts';
import { Position } from '../../../engine/position.ts';
import { search } from '../../../engine/search.ts';
import { FriendGame, newFriendGame } from '../../../site/src/client/play/friend-game.ts';
import { MAX_LINK_PLIES, readFriendHash, writeFriendHash, type FriendLink } from '../../../site/src/client/play/friend-link.ts';

/** A game of `plies` plies from the Bashni start, each move the engine's best at depth 2 (such a game lasts past 100 plies). */
function playedGame(plies: number): FriendGame {
  const game = newFriendGame('abc123def456', 'bashni', '', 'white')!;
  for (let i = 0; i < plies && !game.end; i++) expect(game.play(search(game.position, { depth: 2 }).best!)).toBe(true);
  return game;
}

/** The packed hash of a link's raw lines (to write links the page never would). */
const packed = (lines: readonly string[]) => `#friend=${LZString.compressToEncodedURIComponent(lines.join('\n'))}`;

describe('friend link', () => {
  it('round-trips a 100-ply game: every move replayed by the engine to the same position; its length', () => {
    const game = playedGame(100);
    const hash = writeFriendHash(game.link());
    console.log(`a ${game.moves.length}-ply game's link hash: ${hash.length} characters`);
    expect(game.moves).toHaveLength(100);
    expect(hash.length).toBeLessThan(1200);
    const read = readFriendHash(hash);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.link).toEqual(game.link());
    const back = FriendGame.fromLink(read.link)!;
    expect(back.refused).toBeUndefined();
    expect(back.game.moves.map((n) => n.text)).toEqual(game.moves.map((n) => n.text));
    expect(makeFen(back.game.position)).toBe(makeFen(game.position));
  });

  it('carries a start position, the inviter side, a draw offer, its acceptance and a resignation', () => {
    const start = Position.initial('russian').play(Position.initial('russian').legalMoves()[0]!);
    const game = newFriendGame('zz99zz99', 'russian', makeFen(start), 'black')!;
    game.play(game.position.legalMoves()[0]!);
    expect(game.offerDraw('white')).toBe(true);
    let link = readFriendHash(writeFriendHash(game.link()));
    expect(link.ok && link.link.fen).toBe(makeFen(start));
    expect(link.ok && link.link.inviter).toBe('black');
    const offered = FriendGame.fromLink(link.ok ? link.link : (undefined as never))!.game;
    expect(offered.drawOffer).toBe('white');
    // the offering side cannot accept its own offer; the other side can
    expect(offered.acceptDraw('white')).toBe(false);
    expect(offered.acceptDraw('black')).toBe(true);
    link = readFriendHash(writeFriendHash(offered.link()));
    const drawn = FriendGame.fromLink(link.ok ? link.link : (undefined as never))!.game;
    expect(drawn.end).toEqual({ result: '1/2-1/2', reason: 'agreed' });
    expect(drawn.play(drawn.position.legalMoves()[0]!)).toBe(false);
    // a move declines an offer; a resignation ends the game
    const other = playedGame(3);
    other.offerDraw('white');
    other.play(other.position.legalMoves()[0]!);
    expect(other.drawOffer).toBeUndefined();
    expect(other.resign('black')).toBe(true);
    const resigned = readFriendHash(writeFriendHash(other.link()));
    expect(FriendGame.fromLink(resigned.ok ? resigned.link : (undefined as never))!.game.end).toEqual({ result: '1-0', winner: 'white', reason: 'resigned' });
    expect(other.pdn({ event: 'E', white: 'W', black: 'B', termination: (r, l) => `${l} ${r}` })).toContain('[Result "1-0"]');
  });

  it('stops a tampered link at the last legal position and names the move refused', () => {
    const game = playedGame(12);
    const link = game.link();
    const moves = [...link.moves];
    moves[7] = 'a1-h8'; // no such move at ply 8
    const replay = FriendGame.fromLink({ ...link, moves, state: 'rb' })!;
    expect(replay.refused).toEqual({ ply: 8, move: 'a1-h8' });
    expect(replay.game.moves).toHaveLength(7);
    expect(makeFen(replay.game.position)).toBe(makeFen(game.moves[6]!.position));
    // the resignation the tampered link claimed is not taken
    expect(replay.game.end).toBeUndefined();
    // a word that is no move at all is refused the same way
    const junk = FriendGame.fromLink({ ...link, moves: [link.moves[0]!, '<img src=x onerror=alert(1)>'] })!;
    expect(junk.refused).toEqual({ ply: 2, move: '<img src=x onerror=alert(1)>' });
  });

  it('refuses an unknown variant, a too long game and damaged text, each with its reason', () => {
    const ok: FriendLink = { id: 'abcdef', variant: 'bashni', inviter: 'white', moves: [], state: '' };
    expect(readFriendHash(writeFriendHash(ok)).ok).toBe(true);
    expect(readFriendHash(packed(['b1', 'abcdef', 'chess', 'w', '', '', '']))).toEqual({ ok: false, problem: 'unknown-variant' });
    expect(
      readFriendHash(
        packed([
          'b1',
          'abcdef',
          'bashni',
          'w',
          '',
          Array(MAX_LINK_PLIES + 1)
            .fill('c3-d4')
            .join(' '),
          '',
        ]),
      ),
    ).toEqual({ ok: false, problem: 'too-long' });
    expect(readFriendHash(`#friend=${'A'.repeat(20_000)}`)).toEqual({ ok: false, problem: 'too-long' });
    for (const bad of [
      '#friend=',
      '#friend=%3Cscript%3E',
      '#friend=@@@',
      '#friend=Zm9v',
      packed(['b2', 'abcdef', 'bashni', 'w', '', '', '']),
      packed(['b1', 'ABC', 'bashni', 'w', '', '', '']),
      packed(['b1', 'abcdef', 'bashni', 'x', '', '', '']),
      packed(['b1', 'abcdef', 'bashni', 'w', '', '', 'zz']),
      packed(['b1', 'abcdef']),
    ])
      expect(readFriendHash(bad), bad).toEqual({ ok: false, problem: 'malformed' });
    // a FEN the engine cannot play: no game
    expect(FriendGame.fromLink({ ...ok, fen: 'W:Wz9' })).toBeUndefined();
  });

  it('ends by the rules: the side with no move loses, as against the engine', () => {
    // White takes Black's last man: Black has no move and loses
    const game = newFriendGame('abcdef', 'russian', 'W:Wc3:Bd4', 'white')!;
    expect(game.end).toBeUndefined();
    expect(game.play(game.position.legalMoves()[0]!)).toBe(true);
    expect(game.end).toEqual({ result: '1-0', winner: 'white', reason: 'no-moves' });
    // the link of the finished game opens finished
    const read = readFriendHash(writeFriendHash(game.link()));
    expect(read.ok && FriendGame.fromLink(read.link)!.game.end?.reason).toBe('no-moves');
  });
});
