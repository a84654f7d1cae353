// The published puzzle collection meets the bar issue 12 set: size, depth, real choices, no
// coin flips, most puzzles from mistakes, levels spread evenly, every puzzle themed; and the
// grading is the documented formula. Read from the real files with the real engine (the
// solving itself is proven by `puzzles check`, test/puzzles/puzzles.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makePuzzleYaml, readPuzzleFile, type PuzzleEntry } from '../../puzzles/file.ts';
import { collectionFigures } from '../../puzzles/stats.ts';
import { makeFen } from '../../engine/fen.ts';
import { parsePdn } from '../../grammar/pdn.ts';
import type { GameRecord } from '../../grammar/record.ts';
import { replayGame } from '../../records/replay.ts';
import { LEVEL_FLOORS, puzzleRating, ratingLevel } from '../../puzzles/grade.ts';

const dir = fileURLToPath(new URL('../../puzzles/', import.meta.url));
const entries: PuzzleEntry[] = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => {
    const read = readPuzzleFile(readFileSync(dir + f, 'utf8'), `puzzles/${f}`);
    expect(read.errors).toEqual([]);
    return read.puzzles;
  });
const figures = collectionFigures(entries);
const bashni = entries.filter((e) => e.spec.variant === 'bashni');

describe('the puzzle collection', () => {
  it('holds at least 500 bashni puzzles, 100 of 4+ solver moves and 30 of 6+', () => {
    expect(bashni.length).toBeGreaterThanOrEqual(500);
    expect(figures.movesAtLeast4).toBeGreaterThanOrEqual(100);
    expect(figures.movesAtLeast6).toBeGreaterThanOrEqual(30);
  });

  it('gives real choices: 60% of multi-move puzzles have a later solver step with 2+ distinct moves; coin flips at most 5%', () => {
    expect(figures.multiMoveWithLaterChoice / figures.multiMove).toBeGreaterThanOrEqual(0.6);
    expect(figures.oneMoveCoinFlips / figures.puzzles).toBeLessThanOrEqual(0.05);
  });

  it('comes at least half from moments a player went wrong, each with its source game, ply and the move played', () => {
    expect(figures.fromMistakes / figures.puzzles).toBeGreaterThanOrEqual(0.5);
    for (const { spec } of entries) {
      if (spec.source.kind !== 'game') continue;
      expect(spec.source.played, spec.id).toBeDefined();
    }
  });

  it('a blunder is one the annotated source game marks: its move into the puzzle position carries $2 or $4', () => {
    const games = new Map<string, GameRecord[]>();
    let blunders = 0;
    for (const { spec } of entries) {
      const src = spec.source;
      if (src.kind !== 'game' || src.mistake !== 'blunder') continue;
      blunders++;
      if (!games.has(src.file)) games.set(src.file, parsePdn(readFileSync(fileURLToPath(new URL(`../../${src.file}`, import.meta.url)), 'utf8')).value);
      const plies = replayGame(games.get(src.file)![src.game - 1]!, { info: false, variations: false }).mainLine!.plies;
      expect(
        plies[src.ply - 1]!.node.nags.some((n) => n === 2 || n === 4),
        spec.id,
      ).toBe(true);
    }
    expect(blunders).toBeGreaterThan(50);
  });

  it('spreads its levels evenly: each holds 15 to 25% of the puzzles', () => {
    for (const level of ['1', '2', '3', '4', '5']) {
      const share = (figures.byLevel[level] ?? 0) / figures.puzzles;
      expect(share, `level ${level}`).toBeGreaterThanOrEqual(0.15);
      expect(share, `level ${level}`).toBeLessThanOrEqual(0.25);
    }
  });

  it("holds no position twice, and no puzzle starts inside another puzzle's solution", () => {
    const starts = new Map<string, string>();
    const inside = new Map<string, string>();
    for (const { spec, position, moves } of entries) {
      let p = position;
      moves.slice(0, -1).forEach((m) => {
        p = p.play(m);
        inside.set(makeFen(p), spec.id);
      });
    }
    for (const { spec, position } of entries) {
      const fen = makeFen(position);
      expect(starts.get(fen), `${spec.id} repeats a position`).toBeUndefined();
      expect(inside.get(fen), `${spec.id} starts inside a solution`).toBeUndefined();
      starts.set(fen, spec.id);
    }
  });

  it("gives every puzzle a theme, and a level that is its rating's", () => {
    expect(figures.withoutTheme).toBe(0);
    for (const { spec } of entries) expect(spec.difficulty, spec.id).toBe(ratingLevel(spec.rating));
  });

  it('holds ratings on the 600-2400 scale because the reader refuses any other (so every entry above is in range)', () => {
    const [first] = entries;
    const yaml = (rating: number) => makePuzzleYaml([{ ...first!.spec, rating, difficulty: ratingLevel(Math.min(2400, Math.max(600, rating))) }]);
    const codes = (rating: number) => readPuzzleFile(yaml(rating), 'rated.yaml').errors.map((e) => e.code);
    expect([599, 600, 2400, 2401].map(codes)).toEqual([['PUZZLE_BAD_RATING'], [], [], ['PUZZLE_BAD_RATING']]);
  });
});

describe('grading (puzzles/grade.ts)', () => {
  it('is the documented formula', () => {
    // 600 + 55 * log2(4) = 710
    expect(puzzleRating({ moves: 1, branching: [4], quietFirst: false, nodes: 100 })).toBe(710);
    // 600 + 90 * 2 + 55 * (1 + 2 + 0) + 150 + 130 * 2 = 1355, rounded to 1360
    expect(puzzleRating({ moves: 3, branching: [2, 4, 1], quietFirst: true, nodes: 10_000 })).toBe(1360);
    expect(puzzleRating({ moves: 30, branching: Array(30).fill(16), quietFirst: true, nodes: 1e9 })).toBe(2400);
  });

  it('levels are the rating bands of LEVEL_FLOORS', () => {
    expect(ratingLevel(600)).toBe(1);
    expect(ratingLevel(LEVEL_FLOORS[0] - 10)).toBe(1);
    LEVEL_FLOORS.forEach((floor, i) => expect(ratingLevel(floor)).toBe(i + 2));
    expect(ratingLevel(2400)).toBe(5);
  });
});
