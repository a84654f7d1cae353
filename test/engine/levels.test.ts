// Playing levels (engine/levels.ts): every level plays legal moves, a seeded choice is
// reproducible, the weak levels really vary their choice, and no level misses a win in one it sees.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { PLAY_LEVELS, levelMove } from '../../engine/levels.ts';
import { makeMoveText } from '../../engine/notation.ts';
import { Position } from '../../engine/position.ts';
import { rng } from '../../engine/random.ts';
import { search } from '../../engine/search.ts';

const level = (id: string) => PLAY_LEVELS.find((l) => l.id === id)!;
const text = (pos: Position, m: ReturnType<typeof levelMove>) => makeMoveText(pos, m, { captures: 'full' });

/** A middlegame: 12 plies of the depth-2 engine from the start. */
function middlegame(): Position {
  let pos = Position.initial();
  for (let i = 0; i < 12; i++) pos = pos.play(search(pos, { depth: 2 }).best!);
  return pos;
}

describe('playing levels', () => {
  it('are five, weakest first, each deeper or as deep and less random than the one before', () => {
    expect(PLAY_LEVELS.map((l) => l.id)).toEqual(['beginner', 'casual', 'club', 'expert', 'master']);
    for (let i = 1; i < PLAY_LEVELS.length; i++) {
      const [a, b] = [PLAY_LEVELS[i - 1]!, PLAY_LEVELS[i]!];
      expect(b.depth).toBeGreaterThanOrEqual(a.depth);
      expect(b.randomMove).toBeLessThanOrEqual(a.randomMove);
      expect(b.temperature).toBeLessThanOrEqual(a.temperature);
    }
    expect(level('master').timeMs).toBeGreaterThan(0);
  });

  it('play only legal moves, and the same seed gives the same moves', () => {
    const pos = middlegame();
    const legal = new Set(pos.legalMoves().map((m) => text(pos, m)));
    for (const l of PLAY_LEVELS.filter((x) => x.timeMs === undefined)) {
      const a = Array.from({ length: 8 }, (_, i) => text(pos, levelMove(pos, l, rng(100 + i))));
      const b = Array.from({ length: 8 }, (_, i) => text(pos, levelMove(pos, l, rng(100 + i))));
      expect(a, l.id).toEqual(b);
      for (const m of a) expect(legal.has(m), `${l.id}: ${m}`).toBe(true);
    }
  });

  it('the beginner varies its move where the expert plays one', () => {
    const pos = middlegame();
    const picks = (id: string) => new Set(Array.from({ length: 30 }, (_, i) => text(pos, levelMove(pos, level(id), rng(i + 1)))));
    expect(picks('beginner').size).toBeGreaterThan(1);
    expect(picks('expert').size).toBe(1);
  });

  it('a level that chooses by score takes the one winning move of nineteen every time', () => {
    // from a random game: one of White's 19 moves leaves Black without a legal move
    const r = parseFen('W:WKe3(Wbbbb),Kd4,Ka7(WbBbbbb),g7(wWwwW):Bh2(bBWWww)', 'bashni');
    if (!r.ok) throw new Error(r.error.message);
    const pos = r.value;
    const wins = pos.legalMoves().filter((m) => pos.play(m).legalMoves().length === 0);
    expect([pos.legalMoves().length, wins.length]).toEqual([19, 1]);
    for (let seed = 1; seed <= 20; seed++) expect(text(pos, levelMove(pos, level('club'), rng(seed)))).toBe(text(pos, wins[0]!));
  });
});
