// Puzzle files and the solver: valid files read, bad ones rejected with file:line, unsound
// puzzles refused, and the solver's line is the stored one.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import type { Position } from '../../engine/position.ts';
import { solvePuzzle } from '../../puzzles/solve.ts';
import { goalText, parseGoal } from '../../puzzles/goal.ts';
import { lineThemes } from '../../puzzles/themes.ts';
import { makePuzzleYaml, readPuzzleFile } from '../../puzzles/file.ts';
import { formatProblem } from '../../grammar/problem.ts';
import { CollectionCheck, checkPuzzle } from '../../puzzles/check.ts';
import { sourceReader } from '../../puzzles/node-files.ts';
import { lineTexts } from '../../records/annotate.ts';

const fen = (text: string): Position => {
  const r = parseFen(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const GOOD = `# a comment
- id: sac-2
  title: "Give one, free two"
  variant: bashni
  fen: "W:Wd4,a5,e7:Bd2,f8"
  goal: win
  solution: [d4-c5, f8:d6:b4, a5:c3:e1]
  rating: 950
  difficulty: 1
  themes: [sacrifice, double-capture, endgame, short]
  source: composed
- id: one-take
  fen: "W:Wc3,g1:Bd4,b6"
  goal: material 1
  solution: [c3:e5]
  rating: 600
  difficulty: 1
  source: { file: games/x.pdn, game: 2, ply: 14 }
`;

describe('puzzle files', () => {
  it('reads a valid file: fields, goal, source, resolved moves', () => {
    const r = readPuzzleFile(GOOD, 'puzzles/t.yaml');
    expect(r.errors).toEqual([]);
    expect(r.puzzles.map((p) => p.spec.id)).toEqual(['sac-2', 'one-take']);
    const [a, b] = r.puzzles;
    expect(a!.spec.goal).toEqual({ kind: 'win' });
    expect(a!.moves).toHaveLength(3);
    expect(a!.at.line).toBe(2);
    expect(a!.moveAt[1]!.line).toBe(7);
    expect(b!.spec.goal).toEqual({ kind: 'material', min: 1 });
    expect(b!.spec.source).toEqual({ kind: 'game', file: 'games/x.pdn', game: 2, ply: 14 });
    expect(b!.spec.variant).toBe('bashni');
  });

  it('round-trips through the writer', () => {
    const r = readPuzzleFile(GOOD, 'a.yaml');
    const again = readPuzzleFile(makePuzzleYaml(r.puzzles.map((p) => p.spec)), 'b.yaml');
    expect(again.errors).toEqual([]);
    expect(again.puzzles.map((p) => p.spec)).toEqual(r.puzzles.map((p) => p.spec));
  });

  it('round-trips texts YAML would read otherwise: a source file holding `,` `}` `#` or `: `, an id that looks like a number', () => {
    const [sac, take] = readPuzzleFile(GOOD, 'a.yaml').puzzles.map((p) => p.spec);
    const specs = [
      { ...sac!, id: '123', title: 'Quote " and \\ backslash: # not a comment' },
      ...['games/a,b.pdn', 'games/x}.pdn', 'games/#1.pdn', 'games/a: b.pdn', "games/it's.pdn"].map((file, i) => ({
        ...take!,
        id: `take-${i}`,
        source: { kind: 'game' as const, file, game: 2, ply: 14, played: 'c3:e5', mistake: 'missed' as const },
      })),
    ];
    const yaml = makePuzzleYaml(specs);
    const again = readPuzzleFile(yaml, 'b.yaml');
    expect(again.errors).toEqual([]);
    expect(again.puzzles.map((p) => p.spec)).toEqual(specs);
    expect(yaml).toContain('- id: "123"\n');
  });

  const bad = (text: string) => readPuzzleFile(text, 'puzzles/bad.yaml').errors.map((e) => formatProblem(e));

  it('reports broken YAML at its line', () => {
    const errs = bad('- id: a\n  fen: "W:Wc3:Bd4\n  goal: win\n');
    expect(errs.length).toBeGreaterThan(0);
    expect(errs[0]).toMatch(/^puzzles\/bad\.yaml:\d+:\d+: YAML: /);
    expect(errs[0]).toMatch(/PUZZLE_YAML/);
  });

  it('reports a missing field, an unknown field and a bad goal, each at its line', () => {
    const errs = bad('- id: a\n  fen: "W:Wc3:Bd4"\n  goal: mate in 2\n  solution: [c3:e5]\n  rating: 600\n  difficulty: 1\n  colour: white\n');
    expect(errs).toContain("puzzles/bad.yaml:7:3: unknown field 'colour' (fields: id, title, title_ru, variant, fen, goal, solution, rating, difficulty, themes, source, note) [PUZZLE_UNKNOWN_FIELD]");
    expect(errs).toContain("puzzles/bad.yaml:1:3: puzzle a: missing field 'source' [PUZZLE_MISSING_FIELD]");
    expect(errs.some((e) => e.startsWith('puzzles/bad.yaml:3:9: puzzle a: goal: expected') && e.includes("'mate in 2'"))).toBe(true);
  });

  it('reports a bad FEN, a bad difficulty and a duplicate id', () => {
    const errs = bad(
      '- id: a\n  fen: "W:Wz9:Bd4"\n  goal: win\n  solution: [c3:e5]\n  rating: 600\n  difficulty: 9\n  source: composed\n' +
        '- id: b\n  fen: "W:Wc3:Bd4"\n  goal: win\n  solution: [c3:e5]\n  rating: 600\n  difficulty: 1\n  source: composed\n' +
        '- id: b\n  fen: "W:Wc3:Bd4"\n  goal: win\n  solution: [c3:e5]\n  rating: 600\n  difficulty: 1\n  source: composed\n',
    );
    expect(errs.some((e) => e.startsWith('puzzles/bad.yaml:2:8: puzzle a: fen: ') && e.endsWith('[PUZZLE_BAD_FEN]'))).toBe(true);
    expect(errs.some((e) => e.startsWith('puzzles/bad.yaml:6:15: puzzle a: difficulty:'))).toBe(true);
    expect(errs).toContain("puzzles/bad.yaml:15:7: puzzle b: id 'b' is already used at line 8 [PUZZLE_DUPLICATE_ID]");
  });

  it('reports an illegal solution move at its line, with the legal moves', () => {
    const errs = bad('- id: a\n  fen: "W:Wc3:Bd4"\n  goal: win\n  solution:\n    - c3-b4\n  rating: 600\n  difficulty: 1\n  source: composed\n');
    expect(errs).toEqual(["puzzles/bad.yaml:5:7: puzzle a: solution move 1 'c3-b4' is not legal here [PUZZLE_ILLEGAL_MOVE]; legal moves: c3:e5"]);
  });

  it('reads goals', () => {
    expect(parseGoal('win')).toEqual({ kind: 'win' });
    expect(parseGoal('material 2')).toEqual({ kind: 'material', min: 2 });
    expect(parseGoal('capture-path 0')).toEqual({ kind: 'capture-path', min: 0 });
    expect(parseGoal('material 0')).toBeUndefined();
    expect(parseGoal('mate')).toBeUndefined();
    expect(goalText({ kind: 'capture-path', min: 1 })).toBe('capture-path 1');
  });
});

describe('solver and soundness', () => {
  it('solves a composed win and calls it sound', () => {
    const pos = fen('W:Wd4,a5,e7:Bd2,f8');
    const r = solvePuzzle(pos, { kind: 'win' }, { maxMoves: 4 });
    expect(r.found && r.sound).toBe(true);
    expect(r.moves).toBe(2);
    expect(lineTexts(pos, r.line)).toEqual(['d4-c5', 'f8:d6:b4', 'a5:c3:e1']);
    expect(lineThemes(pos, r.line, { kind: 'win' })).toEqual(expect.arrayContaining(['sacrifice', 'double-capture']));
  });

  it('finds no solution when there is none within the moves allowed', () => {
    const r = solvePuzzle(fen('W:Wd4,a5,e7:Bd2,f8'), { kind: 'win' }, { maxMoves: 1 });
    expect(r.found).toBe(false);
    expect(r.problems[0]).toMatch(/no forced solution within 1 move/);
  });

  it('calls a puzzle unsound when two different moves reach the goal', () => {
    // two white men can each take e3: both win a piece
    const pos = fen('W:Wd2,f2,h6:Bb2,h2,e3');
    const r = solvePuzzle(pos, { kind: 'material', min: 1 }, { maxMoves: 2 });
    expect(r.found).toBe(true);
    expect(r.sound).toBe(false);
    expect(r.ambiguities[0]!.moves.length).toBe(2);
  });

  it('a capture-path goal needs a choice of captures', () => {
    const r = solvePuzzle(fen('W:Wc3:Bd4,h8'), { kind: 'capture-path', min: 1 }, { maxMoves: 2 });
    expect(r.found).toBe(false);
    expect(r.problems[0]).toMatch(/at least two legal capture sequences/);
  });

  it('checkPuzzle rejects an unsound puzzle and a stored line that is not the one found', () => {
    const text = `- id: two-ways
  fen: "W:Wd2,f2,h6:Bb2,h2,e3"
  goal: material 1
  solution: [d2:f4]
  rating: 600
  difficulty: 1
  source: composed
  note: a study
- id: slow
  fen: "W:Wd4,a5,e7:Bd2,f8"
  goal: win
  solution: [d4-c5, f8:d6:b4, a5:c3:e1]
  rating: 950
  difficulty: 1
  source: composed
  note: a study
- id: wrong-reply
  fen: "W:Wc5,f6:Bh6,d8(bw)"
  goal: win
  solution: [c5-d6, h6-g5, f6:h4, d8-e7, d6:f8]
  rating: 600
  difficulty: 1
  source: composed
  note: a study
`;
    const read = readPuzzleFile(text, 'p.yaml');
    expect(read.errors).toEqual([]);
    const [twoWays, slow, wrongReply] = read.puzzles.map((p) => checkPuzzle(p));
    expect(twoWays!.ok).toBe(false);
    expect(twoWays!.problems.map((p) => p.code)).toContain('PUZZLE_UNSOUND');
    expect(formatProblem(twoWays!.problems[0]!)).toMatch(/^p\.yaml:4:13: puzzle two-ways: unsound: at move 1 these all reach the goal: d2:f4, f2:d4/);
    expect(slow!.ok).toBe(true);
    expect(wrongReply!.ok).toBe(false);
    expect(wrongReply!.problems.map((p) => p.code)).toContain('PUZZLE_SOLUTION_DIFFERS');
  });
});

describe('duplicate ids: one check, within a file and across a collection', () => {
  const puzzle = (id: string) =>
    `- id: ${id}\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: composed\n  note: a study\n`;

  it('a second file reusing an id names the file and line of the first; the puzzle is still checked', () => {
    const collection = new CollectionCheck({ nodes: 100_000, readSource: sourceReader() });
    const first = collection.checkFile('a.yaml', puzzle('x') + puzzle('y'));
    expect(first.map((v) => v.ok)).toEqual([true, true]);
    const second = collection.checkFile('b.yaml', puzzle('z') + puzzle('y'));
    expect(second.map((v) => [v.id, v.ok, v.nodes !== undefined])).toEqual([
      ['z', true, true],
      ['y', false, true],
    ]);
    expect(second[1]!.problems.map((p) => formatProblem(p))).toEqual(["b.yaml:9:7: puzzle y: id 'y' is already used at a.yaml:9 [PUZZLE_DUPLICATE_ID]"]);
  });

  it('within one file the reader reports the line of the first and leaves the second out', () => {
    const read = readPuzzleFile(puzzle('x') + puzzle('x') + puzzle('x'), 'c.yaml');
    expect(read.puzzles.length).toBe(1);
    expect(read.errors.map((e) => [formatProblem(e), e.item])).toEqual([
      ["c.yaml:9:7: puzzle x: id 'x' is already used at line 1 [PUZZLE_DUPLICATE_ID]", 1],
      ["c.yaml:17:7: puzzle x: id 'x' is already used at line 1 [PUZZLE_DUPLICATE_ID]", 2],
    ]);
  });
});

describe('reachable positions (PUZZLE_UNREACHABLE)', () => {
  const study = '- id: s\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n';
  const check = (text: string) => {
    const read = readPuzzleFile(text, 'r.yaml');
    expect(read.errors).toEqual([]);
    return checkPuzzle(read.puzzles[0]!, { nodes: 100_000 }).problems.map((p) => formatProblem(p));
  };
  const why =
    'no game from the start position reaches this position (3 white and 2 black pieces: in bashni no piece ever leaves the board, so a game always has 12 of each); a puzzle may hold one only when its `note` says why (a composed study, a game begun from a set-up position)';

  it('a puzzle from a game or composed may hold one only when its note says why', () => {
    expect(check(study + '  source: { file: games/x.pdn, game: 1, ply: 30 }\n')).toEqual([`r.yaml:2:8: puzzle s: ${why} [PUZZLE_UNREACHABLE]`]);
    expect(check(study + '  source: composed\n')).toEqual([`r.yaml:2:8: puzzle s: ${why} [PUZZLE_UNREACHABLE]`]);
    expect(check(study + '  source: composed\n  note: "a study of the sacrifice alone"\n')).toEqual([]);
    expect(readPuzzleFile(study + '  source: composed\n  note: "a study"\n').puzzles[0]!.spec.note).toBe('a study');
  });

  it('written themes must be the detected ones, in any order (PUZZLE_THEMES_DIFFER); none written is fine', () => {
    const composed = study + '  source: composed\n  note: "a study"\n';
    expect(check(composed + '  themes: [short, sacrifice, endgame, double-capture]\n')).toEqual([]);
    expect(check(composed + '  themes: [liberation, sacrifice]\n')).toEqual([
      'r.yaml:9:11: puzzle s: themes [liberation, sacrifice] are not the detected themes [double-capture, endgame, sacrifice, short] (puzzles/themes.ts; `bashni puzzles regrade --themes` rewrites them) [PUZZLE_THEMES_DIFFER]',
    ]);
  });
});
