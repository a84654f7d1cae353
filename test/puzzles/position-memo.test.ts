// Issue 47: the solver's memo was a Map that grew with every position searched until `Map maximum
// size exceeded` (exit 70, 977 MB, `solve --nodes 40000000`). It is now a table of at most
// MEMO_MAX_SLOTS slots that starts again when full (puzzles/position-memo.ts); dropping what it
// knows never changes an answer.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { MEMO_MAX_SLOTS, PositionMemo } from '../../puzzles/position-memo.ts';
import { solvePuzzle } from '../../puzzles/solve.ts';

/** The position: twelve kings a side, nothing forced within reach. */
const KINGS = 'W:WKa1,Kc1,Ke1,Kg1,Kb2,Kd2,Kf2,Kh2,Ka3,Kc3,Ke3,Kg3:BKb6,Kd6,Kf6,Kh6,Ka7,Kc7,Ke7,Kg7,Kb8,Kd8,Kf8,Kh8';

describe('PositionMemo', () => {
  it('holds what was set until it is full, then starts again: never more than half its slots', () => {
    const memo = new PositionMemo(1024);
    // 53-bit keys as the board's hash gives them
    const key = (i: number) => (i * 2654435761 + 12345) % 2 ** 53;
    for (let i = 0; i < 512; i++) memo.set(key(i), (i % 2047) + 1);
    expect(memo.size).toBe(512);
    for (let i = 0; i < 512; i++) expect(memo.get(key(i))).toBe((i % 2047) + 1);
    memo.set(key(0), 7); // a position already held: updated, no room needed
    expect([memo.size, memo.get(key(0))]).toEqual([512, 7]);
    for (let i = 512; i < 100_000; i++) memo.set(key(i), 3);
    expect(memo.peak).toBe(512);
    expect(memo.size).toBeLessThanOrEqual(512);
    expect(memo.get(key(99_999))).toBe(3);
    expect(memo.get(2 ** 52 + 1)).toBeUndefined();
    expect(() => new PositionMemo(1000)).toThrow(RangeError);
    expect(MEMO_MAX_SLOTS).toBe(2 ** 23);
  });

  it("in a solve over many more positions than its slots: at its cap, the collection's answers unchanged", () => {
    const hard = readPuzzleFile(readFileSync(new URL('../../puzzles/material.yaml', import.meta.url), 'utf8'), 'material.yaml').puzzles.slice(0, 6);
    expect(hard.length).toBe(6);
    for (const { spec, position, moves } of hard) {
      const opts = { maxMoves: Math.ceil(moves.length / 2), slowerMargin: 1 };
      const small = solvePuzzle(position, spec.goal, { ...opts, memoSlots: 256 });
      const full = solvePuzzle(position, spec.goal, opts);
      expect(small.memoPeak).toBeLessThanOrEqual(128);
      expect({ id: spec.id, line: small.line, sound: small.sound, slower: small.slower }).toEqual({ id: spec.id, line: full.line, sound: full.sound, slower: full.slower });
    }
  });

  it("the issue's position: the memo stays at its cap however many positions are searched", () => {
    const pos = parseFen(KINGS, 'bashni');
    if (!pos.ok) throw new Error(pos.error.message);
    const r = solvePuzzle(pos.value, { kind: 'win' }, { maxMoves: 30, nodes: 100_000, memoSlots: 4096 });
    expect(r.aborted).toBe(true);
    expect(r.nodes).toBeGreaterThan(100_000);
    expect(r.memoPeak).toBe(2048);
    // the default table holds them all: the cap above is what bounded it
    expect(solvePuzzle(pos.value, { kind: 'win' }, { maxMoves: 30, nodes: 100_000 }).memoPeak).toBeGreaterThan(2048);
  });
});
