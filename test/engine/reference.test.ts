// The main correctness evidence: the engine's move sets (and the boards after each move) equal
// those of the naive reference generator on many positions.
import { describe, expect, it } from 'vitest';
import { Position } from '../../engine/position.ts';
import { VARIANTS } from '../../engine/types.ts';
import { referenceMoves, referencePerft } from './reference.ts';
import { compareWithReference, dedupeKey, moveKey, randomPosition, rng, toRef } from './helpers.ts';
import { perft } from '../../engine/perft.ts';

describe('engine agrees with the reference generator', () => {
  for (const variant of VARIANTS) {
    it(`random games, ${variant}`, () => {
      const rand = rng(variant.length * 1000 + 7);
      let checked = 0;
      let captures = 0;
      for (let game = 0; game < 60; game++) {
        let pos = Position.initial(variant);
        for (let ply = 0; ply < 120; ply++) {
          const moves = pos.legalMoves();
          const diff = compareWithReference(pos, moves, referenceMoves(toRef(pos)), variant === 'russian' ? dedupeKey : moveKey);
          expect(diff, `game ${game} ply ${ply}`).toBeUndefined();
          if (variant === 'russian') {
            const all = pos.generateMoves(false);
            expect(compareWithReference(pos, all, referenceMoves(toRef(pos), false))).toBeUndefined();
          }
          checked++;
          if (moves.length === 0) break;
          if (moves[0]!.jumped.length) captures++;
          pos = pos.play(moves[Math.floor(rand() * moves.length)]!);
        }
      }
      expect(checked).toBeGreaterThan(2000);
      expect(captures).toBeGreaterThan(300);
    });

    it(`random positions with tall columns and kings, ${variant}`, () => {
      const rand = rng(variant.length * 31 + 1);
      let multi = 0;
      let twice = 0;
      let midPromotion = 0;
      let backwardRefused = 0;
      let endPromotion = 0;
      for (let i = 0; i < 3000; i++) {
        const pos = randomPosition(rand, variant);
        const moves = pos.legalMoves();
        const diff = compareWithReference(pos, moves, referenceMoves(toRef(pos)), variant === 'russian' ? dedupeKey : moveKey);
        expect(diff, `position ${i}: ${JSON.stringify(pos.columns())} ${pos.turn}`).toBeUndefined();
        if (variant === 'russian') expect(compareWithReference(pos, pos.generateMoves(false), referenceMoves(toRef(pos), false))).toBeUndefined();
        if (moves.some((m) => m.jumped.length > 1)) multi++;
        // bashni-forward: the same columns under bashni have other moves (a man's backward capture)
        if (variant === 'bashni-forward' && Position.setup('bashni', pos.turn, new Map(pos.columns())).legalMoves().length !== moves.length) backwardRefused++;
        if (moves.some((m) => new Set(m.jumped).size < m.jumped.length)) twice++;
        const far = (s: number): boolean => s < (variant === 'lasca' ? 8 : 4) || s >= 28;
        if (moves.some((m) => m.promotes && m.jumped.length > 0 && !far(m.path[m.path.length - 1]!))) midPromotion++;
        if (moves.some((m) => m.promotes && m.jumped.length > 0 && far(m.path[m.path.length - 1]!))) endPromotion++;
        // bulk counting (perft depth 1) agrees with the generated list
        expect(pos.toBoard().countMoves()).toBe(moves.length);
      }
      expect(multi).toBeGreaterThan(100);
      // the sample reaches the rare cases: a column jumped twice (bashni, and bashni-forward by a
      // king), promotion mid-capture, and in bashni-forward a position where bashni's men may take backwards
      if (variant === 'bashni' || variant === 'bashni-forward') expect(twice).toBeGreaterThan(5);
      else expect(twice).toBe(0);
      if (variant === 'bashni-forward') expect(backwardRefused).toBeGreaterThan(100);
      // lasca: promotion ends the move, so a capture that promotes stops on the far rank
      if (variant === 'lasca') {
        expect(midPromotion).toBe(0);
        expect(endPromotion).toBeGreaterThan(20);
      } else expect(midPromotion).toBeGreaterThan(2);
    });

    it(`perft from random positions, depth 3, ${variant}`, () => {
      const rand = rng(99 + variant.length);
      for (let i = 0; i < 40; i++) {
        const pos = randomPosition(rand, variant);
        expect(perft(pos, 3)).toBe(referencePerft(toRef(pos), 3));
      }
    });
  }
});
