// Properties over many random games: piece conservation, column shape, FEN round trip, hashing.
import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { Position } from '../../engine/position.ts';
import type { VariantName } from '../../engine/types.ts';
import { randomPosition, rng } from './helpers.ts';

function* randomGames(variant: VariantName, games: number, seed: number): Generator<Position> {
  const rand = rng(seed);
  for (let g = 0; g < games; g++) {
    let p = Position.initial(variant);
    for (let ply = 0; ply < 200; ply++) {
      yield p;
      const ms = p.legalMoves();
      if (ms.length === 0) break;
      p = p.play(ms[Math.floor(rand() * ms.length)]!);
    }
  }
}

describe('properties over random games', () => {
  for (const variant of ['bashni', 'bashni-turkish'] as const) {
    it(`${variant}: 24 pieces always on the board, at most two colour layers, 12 of each colour`, () => {
      let n = 0;
      let tall = 0;
      for (const p of randomGames(variant, 60, 11)) {
        const cols = p.columns();
        expect(cols.reduce((s, [, c]) => s + c.length, 0)).toBe(24);
        expect(p.pieceCount('white')).toBe(12);
        expect(p.pieceCount('black')).toBe(12);
        for (const [, c] of cols) {
          expect(c).toMatch(/^[wW]+[bB]*$|^[bB]+[wW]*$/);
          if (c.length >= 3) tall++;
        }
        n++;
      }
      expect(n).toBeGreaterThan(2000);
      expect(tall).toBeGreaterThan(100);
    });
  }
  it('russian: pieces only disappear by capture, columns stay height 1', () => {
    for (const p of randomGames('russian', 60, 12)) {
      for (const [, c] of p.columns()) expect(c.length).toBe(1);
      for (const m of p.legalMoves()) {
        const q = p.play(m);
        expect(q.columns().length).toBe(p.columns().length - m.jumped.length);
      }
    }
  });
  for (const variant of ['bashni', 'russian'] as const) {
    it(`${variant}: makeFen(parseFen(f)) === f, algebraic and numeric; hash equal iff same position`, () => {
      const seen = new Map<bigint, string>();
      for (const p of randomGames(variant, 60, 13)) {
        for (const squares of ['algebraic', 'numeric'] as const) {
          const f = makeFen(p, { squares });
          const r = parseFen(f, variant);
          expect(r.ok).toBe(true);
          if (!r.ok) continue;
          expect(makeFen(r.value, { squares })).toBe(f);
          expect(r.value.equals(p)).toBe(true);
          expect(r.value.hash()).toBe(p.hash());
        }
        const key = makeFen(p);
        const prev = seen.get(p.hash());
        if (prev !== undefined) expect(prev).toBe(key);
        seen.set(p.hash(), key);
      }
    });
  }
  it('random tall-column positions round-trip through FEN', () => {
    const rand = rng(5);
    for (let i = 0; i < 2000; i++) {
      const p = randomPosition(rand, 'bashni');
      const f = makeFen(p);
      const r = parseFen(f);
      expect(r.ok && makeFen(r.value)).toBe(f);
    }
  });
  it('moves never leave a man commanding on its own far row', () => {
    for (const p of randomGames('bashni', 40, 14)) {
      for (const [sq, c] of p.columns()) {
        if (c[0] === 'w') expect(sq).toBeGreaterThanOrEqual(4);
        if (c[0] === 'b') expect(sq).toBeLessThan(28);
      }
    }
  });
});

describe('fast board make/unmake', () => {
  it('keeps arrays and commander masks equal to a fresh board along random games and back', async () => {
    const { MoveList } = await import('../../engine/board.ts');
    const rand = rng(77);
    for (const variant of ['bashni', 'bashni-turkish', 'russian'] as const) {
      for (let g = 0; g < 20; g++) {
        const board = Position.initial(variant).toBoard();
        const snapshots: string[] = [];
        const lists: InstanceType<typeof MoveList>[] = [];
        const snap = (): string => `${board.turn}|${[...board.h]}|${[...board.col]}|${[...board.king]}|${board.wTop},${board.bTop},${board.kTop}`;
        for (let ply = 0; ply < 120; ply++) {
          const list = new MoveList();
          const n = board.generate(list);
          if (n === 0) break;
          snapshots.push(snap());
          lists.push(list);
          board.make(list.data, list.offs[Math.floor(rand() * n)]!);
          const fresh = board.clone();
          fresh.sync();
          expect([board.wTop, board.bTop, board.kTop]).toEqual([fresh.wTop, fresh.bTop, fresh.kTop]);
          expect(board.countMoves()).toBe(fresh.countMoves());
        }
        while (snapshots.length > 0) {
          board.unmake();
          expect(snap()).toBe(snapshots.pop());
        }
      }
    }
  });
});
