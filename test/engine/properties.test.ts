// Properties over many random games: piece conservation, column shape, FEN round trip, hashing.
import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { Position } from '../../engine/position.ts';
import { Board, MoveList, PerftTable } from '../../engine/board.ts';
import { VARIANTS } from '../../engine/types.ts';
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
  it('keeps arrays, commander masks and the tall columns equal to a fresh board along random games and back', () => {
    const rand = rng(77);
    for (const variant of VARIANTS) {
      for (let g = 0; g < 20; g++) {
        const board = Position.initial(variant).toBoard();
        const snapshots: string[] = [];
        const snap = (): string => `${board.turn}|${[...board.h].join()}|${[...board.col].join()}|${[...board.king].join()}|${board.wTop},${board.bTop},${board.kTop},${board.tall}`;
        for (let ply = 0; ply < 120; ply++) {
          const list = new MoveList();
          const n = board.generate(list);
          if (n === 0) break;
          snapshots.push(snap());
          board.make(list.data, list.offs[Math.floor(rand() * n)]!);
          const fresh = board.clone();
          fresh.sync();
          expect([board.wTop, board.bTop, board.kTop, board.tall]).toEqual([fresh.wTop, fresh.bTop, fresh.kTop, fresh.tall]);
          expect(board.countMoves()).toBe(fresh.countMoves());
          // perft makes quiet moves in place, masks and all: it leaves the board as it found it
          const before = snap();
          board.perft(2);
          expect(snap()).toBe(before);
        }
        while (snapshots.length > 0) {
          board.unmake();
          expect(snap()).toBe(snapshots.pop());
        }
      }
    }
  });
});

describe('one Zobrist hash: the board keeps it incrementally, Position.hash() reads it', () => {
  const fresh = (b: Board): [number, number] => {
    const h = b.computeHash();
    return [h.lo, h.hi];
  };
  const big = (b: Board): bigint => (BigInt(b.hashHi >>> 0) << 32n) | BigInt(b.hashLo >>> 0);
  const fromScratch = (p: Position): bigint => Position.setup(p.variant, p.turn, new Map(p.columns())).hash();

  for (const variant of VARIANTS) {
    it(`${variant}: incremental hash == hash from scratch over random games, make and unmake`, () => {
      const rand = rng(91);
      let plies = 0;
      for (let g = 0; g < 40; g++) {
        // half the games start from random positions with tall columns and kings
        const start = g % 2 === 0 ? Position.initial(variant) : randomPosition(rand, variant);
        const board = start.toBoard();
        expect([board.hashLo, board.hashHi]).toEqual(fresh(board));
        expect(big(board)).toBe(start.hash());
        expect(fromScratch(start)).toBe(start.hash());
        let p = start;
        const stack: [number, number][] = [];
        const list = new MoveList();
        for (let ply = 0; ply < 150; ply++) {
          const moves = p.legalMoves();
          const n = board.generate(list);
          expect(n).toBe(moves.length);
          expect(board.countMoves()).toBe(n);
          if (n === 0) break;
          const i = Math.floor(rand() * n);
          stack.push([board.hashLo, board.hashHi]);
          board.make(list.data, list.offs[i]!);
          p = p.play(moves[i]!);
          plies++;
          // the board's incremental hash, the hash from scratch and Position.hash() agree
          expect([board.hashLo, board.hashHi]).toEqual(fresh(board));
          expect(big(board)).toBe(p.hash());
          expect(fromScratch(p)).toBe(p.hash());
          // every other move: make and unmake a reply, the hash comes back
          const m = board.generate(list);
          if (m > 0) {
            const before: [number, number] = [board.hashLo, board.hashHi];
            board.make(list.data, list.offs[m - 1]!);
            expect([board.hashLo, board.hashHi]).toEqual(fresh(board));
            board.unmake();
            expect([board.hashLo, board.hashHi]).toEqual(before);
          }
        }
        while (stack.length > 0) {
          board.unmake();
          expect([board.hashLo, board.hashHi]).toEqual(stack.pop());
          expect([board.hashLo, board.hashHi]).toEqual(fresh(board));
        }
        expect(big(board)).toBe(start.hash());
      }
      expect(plies).toBeGreaterThan(1000);
    });
  }

  it('the side to move and every piece of a column change the hash; perft leaves it as it was', () => {
    const p = Position.setup(
      'bashni',
      'white',
      new Map([
        [21, 'Wbb'],
        [3, 'b'],
      ]),
    );
    const q = Position.setup(
      'bashni',
      'black',
      new Map([
        [21, 'Wbb'],
        [3, 'b'],
      ]),
    );
    const r = Position.setup(
      'bashni',
      'white',
      new Map([
        [21, 'WbB'],
        [3, 'b'],
      ]),
    );
    expect(new Set([p.hash(), q.hash(), r.hash()]).size).toBe(3);
    const b = Position.initial().toBoard();
    const h = [b.hashLo, b.hashHi];
    b.perft(4);
    expect([b.hashLo, b.hashHi]).toEqual(h);
    expect(b.hashing).toBe(true);
    expect(b.hash53()).toBe((b.hashHi & 0x1fffff) * 4294967296 + (b.hashLo >>> 0));
    // with a table: the hash kept through the quiet moves made in place, and given back
    b.perft(4, undefined, new PerftTable(10));
    expect([b.hashLo, b.hashHi]).toEqual(h);
    expect(b.hashing).toBe(true);
  });

  it('the hash has 64 bits: the hashes of positions span 64 dimensions over GF(2)', () => {
    // Zobrist hashes are XORs of keys, so they span what the keys span: keys with one half a
    // linear function of the other (the two halves as consecutive xorshift32 outputs did this)
    // span 32 dimensions, and every hash is a 32-bit one, whatever its width
    const basis: bigint[] = [];
    for (const p of randomGames('bashni', 4, 5)) {
      let v = p.hash();
      for (const b of basis) if ((v ^ b) < v) v ^= b;
      if (v === 0n) continue;
      basis.push(v);
      basis.sort((x, y) => (x > y ? -1 : x < y ? 1 : 0));
    }
    expect(basis.length).toBe(64);
  });
});

describe('Position API over the shared scratch board', () => {
  it('legal moves are plain values: later calls on other positions do not change them', () => {
    const a = Position.setup(
      'bashni',
      'white',
      new Map([
        [21, 'w'],
        [17, 'b'],
        [9, 'bw'],
      ]),
    );
    const moves = a.legalMoves();
    const copy = JSON.parse(JSON.stringify(moves));
    for (const p of [Position.initial(), Position.initial('russian'), a.play(moves[0]!)]) {
      p.generateMoves(false);
      p.outcome();
      if (p.legalMoves().length) p.play(p.legalMoves()[0]!);
    }
    expect(JSON.parse(JSON.stringify(a.legalMoves()))).toEqual(copy);
    expect(a.legalMoves()).toBe(moves);
  });
  it('play() accepts an equal copy of a legal move and refuses a move of another position', () => {
    const s = Position.initial();
    const m = s.legalMoves()[3]!;
    const copy = { ...m, path: [...m.path], jumped: [...m.jumped] };
    expect(s.play(copy).equals(s.play(m))).toBe(true);
    expect(s.play(copy).hash()).toBe(s.play(m).hash());
    const other = Position.initial().play(m).legalMoves()[0]!;
    expect(() => s.play(other)).toThrow(/illegal move/);
    // a fresh position (nothing cached) checks the move too
    expect(() => Position.initial().play({ from: 21, path: [13], jumped: [], taken: '', promotes: false })).toThrow(/illegal move/);
  });
  it('outcome() without generating the move list, and counters kept by play()', () => {
    const lost = Position.setup('bashni', 'white', new Map([[0, 'b']]));
    expect(lost.outcome()).toEqual({ winner: 'black', reason: 'no-moves' });
    expect(Position.initial().outcome()).toBeUndefined();
    const k = Position.setup(
      'bashni',
      'white',
      new Map([
        [21, 'W'],
        [0, 'b'],
      ]),
      { halfmoves: 3, fullmove: 7 },
    );
    const after = k.play(k.legalMoves()[0]!);
    expect([after.halfmoves, after.fullmove]).toEqual([4, 7]);
    const after2 = after.play(after.legalMoves()[0]!);
    expect([after2.halfmoves, after2.fullmove]).toEqual([0, 8]);
  });
});

describe('the scratch board follows play() and reloads for any other position', () => {
  it('moves generated in any order equal those of a freshly set up copy', () => {
    const rand = rng(5150);
    for (const variant of VARIANTS) {
      const line: Position[] = [];
      let p = Position.initial(variant);
      for (let ply = 0; ply < 80; ply++) {
        line.push(p);
        const ms = p.legalMoves();
        if (ms.length === 0) break;
        p = p.play(ms[Math.floor(rand() * ms.length)]!);
      }
      const key = (q: Position): string => JSON.stringify([q.generateMoves(), q.generateMoves(false), q.outcome() ?? null]);
      for (let i = line.length - 1; i >= 0; i -= 3) {
        const q = line[i]!;
        const copy = Position.setup(variant, q.turn, new Map(q.columns()));
        expect(key(q)).toBe(key(copy));
        const n = q.legalMoves().length;
        if (n > 0) expect(q.play(q.legalMoves()[n - 1]!).hash()).toBe(copy.play(copy.legalMoves()[n - 1]!).hash());
      }
    }
  });
});

describe('bulk counting (perft depth 1) equals the generated list', () => {
  it('also with men commanding on their own far row (set-up positions) and kings everywhere', () => {
    const rand = rng(4242);
    let farMen = 0;
    for (const variant of VARIANTS) {
      for (let i = 0; i < 1500; i++) {
        const p = randomPosition(rand, variant);
        // lower-case some far-row commanders: a man on its own far row (allowed in set-ups)
        const cols = new Map(p.columns());
        for (const [sq, c] of cols) {
          const far = c[0] === 'W' ? sq < 4 : c[0] === 'B' ? sq >= 28 : false;
          if (far && rand() < 0.7) {
            cols.set(sq, c[0]!.toLowerCase() + c.slice(1));
            farMen++;
          }
        }
        for (const turn of ['white', 'black'] as const) {
          const q = Position.setup(variant, turn, cols);
          const board = q.toBoard();
          expect(board.countMoves(), JSON.stringify([...cols])).toBe(q.legalMoves().length);
          board.dedupe = false;
          expect(board.countMoves()).toBe(q.generateMoves(false).length);
        }
      }
    }
    expect(farMen).toBeGreaterThan(100);
  });
});

describe('the search leaf test', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: hasCapture() is true exactly when the generated moves are captures, hasQuietMove() without one when there is a move, isQuietMove() for exactly the quiet moves listed, countMoves() counts the list, and all leave the board as it was`, () => {
      const board = new Board(variant);
      const list = new MoveList();
      let captures = 0;
      let positions = 0;
      /** Positions without a capture whose side to move has no move either (blocked: lost). */
      let stuck = 0;
      /** Russian positions with two capture paths of one start, end and taken set. */
      let duplicated = 0;
      const check = (p: Position): void => {
        p.toBoard(board);
        const before = board.saveCells();
        const has = board.hasCapture();
        expect(board.saveCells()).toEqual(before);
        const n = board.generate(list);
        expect(has).toBe(n > 0 && list.jumps(0) > 0);
        // counting (perft's last ply) agrees with the list: in russian each de-duplicates on its own
        expect(board.countMoves()).toBe(n);
        if (variant === 'russian') {
          board.dedupe = false;
          const everyPath = board.countMoves();
          expect(everyPath).toBe(board.generate(list));
          if (everyPath > n) duplicated++;
          board.dedupe = true;
        }
        if (has) captures++;
        else {
          expect(board.hasQuietMove()).toBe(n > 0);
          if (n === 0) stuck++;
        }
        // isQuietMove() holds for exactly the quiet moves listed, of every pair of squares
        const quiet = new Set<number>();
        for (let i = 0; i < n; i++) if (list.jumps(i) === 0) quiet.add(list.from(i) * 32 + list.to(i));
        for (let from = 0; from < 32; from++)
          for (let to = 0; to < 32; to++) if (board.isQuietMove(from, to) !== quiet.has(from * 32 + to)) expect([from, to, board.isQuietMove(from, to)]).toEqual([from, to, quiet.has(from * 32 + to)]);
        expect(board.saveCells()).toEqual(before);
        positions++;
      };
      for (const p of randomGames(variant, 20, 21)) check(p);
      const rand = rng(22);
      for (let i = 0; i < 400; i++) check(randomPosition(rand, variant));
      expect(positions).toBeGreaterThan(1000);
      expect(captures).toBeGreaterThan(200);
      expect(stuck).toBeGreaterThan(10);
      if (variant === 'russian') expect(duplicated).toBeGreaterThan(2);
    });
  }
});
