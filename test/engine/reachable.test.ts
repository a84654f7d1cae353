// checkReachable: what every bashni game position has (12 + 12 pieces), tried on every position
// of the published games and of random play.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Position } from '../../engine/position.ts';
import { parseFen } from '../../engine/fen.ts';
import { checkReachable } from '../../engine/reachable.ts';
import { rng } from '../../engine/random.ts';
import { VARIANTS, type VariantName } from '../../engine/types.ts';
import { parsePdn } from '../../grammar/pdn.ts';
import { replayGame } from '../../records/replay.ts';

const fen = (text: string, variant: VariantName = 'bashni'): Position => {
  const r = parseFen(text, variant);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('checkReachable', () => {
  it('passes every position of every published game (the rules it states hold in real play)', () => {
    const dir = fileURLToPath(new URL('../../games/', import.meta.url));
    let positions = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdn'))) {
      for (const game of parsePdn(readFileSync(dir + file, 'utf8')).value) {
        const r = replayGame(game, { info: false, variations: false });
        for (const pos of [r.start!, ...r.mainLine!.plies.map((p) => p.after)]) {
          expect(checkReachable(pos)).toBeUndefined();
          positions++;
        }
      }
    }
    expect(positions).toBeGreaterThan(20_000);
  });

  it.each(VARIANTS)('passes every position of 200 random games, %s', (variant) => {
    const random = rng(7);
    for (let g = 0; g < 200; g++) {
      let pos = Position.initial(variant);
      for (let ply = 0; ply < 200; ply++) {
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        pos = pos.play(moves[Math.floor(random() * moves.length)]!);
        expect(checkReachable(pos)).toBeUndefined();
      }
    }
  });

  it('refuses a bashni position without 12 pieces of each colour', () => {
    expect(checkReachable(fen('W:Wd4,a5,e7:Bd2,f8'))).toEqual({
      code: 'REACH_PIECE_COUNT',
      message: '3 white and 2 black pieces: in bashni no piece ever leaves the board, so a game always has 12 of each',
    });
  });

  it('a column of three colour layers or a 13th piece is refused already by the FEN reader', () => {
    const three = parseFen('W:Wa1(wbw),c1,e1,g1,b2,d2,f2,h2,a3,c3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8');
    expect(three.ok ? undefined : three.error.code).toBe('FEN_LAYERS');
    const thirteen = parseFen('W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4:Bh8', 'russian');
    expect(thirteen.ok ? undefined : thirteen.error.code).toBe('FEN_TOO_MANY');
  });

  it('russian: fewer pieces are normal (taken pieces leave the board)', () => {
    expect(checkReachable(fen('W:Wa1,c1:Bh8', 'russian'))).toBeUndefined();
    expect(checkReachable(fen('W:Wa1,c1:Bh8', 'bashni-turkish'))?.code).toBe('REACH_PIECE_COUNT');
  });
});
