// Puzzle themes (puzzles/themes.ts; docs/puzzles.md, "Themes"): for every theme a real position
// and line where the detector must find it, and near-misses where it must not. The positions are
// from self-play games of games/engine-selfplay.pdn (game and ply noted as they were when
// written), except three composed ones, marked, for what no game here shows (a column jumped
// twice in one capture, Russian draughts). Then the table of definitions against the docs, the
// titles and the collection.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { matchMoves, parseMoveText } from '../../engine/notation.ts';
import type { Move, VariantName } from '../../engine/types.ts';
import { readPuzzleFile } from '../../puzzles/file.ts';
import type { PuzzleGoal } from '../../puzzles/goal.ts';
import { THEMES, lineThemes, type ThemeName } from '../../puzzles/themes.ts';
import { TITLED_THEMES } from '../../puzzles/titles.ts';

interface Case {
  /** What the line shows, or why it is a near-miss. */
  readonly why: string;
  readonly fen: string;
  /** The line from fen, solver first; each move must resolve to exactly one legal move. */
  readonly line: readonly string[];
  readonly goal?: PuzzleGoal;
  readonly variant?: VariantName;
}

const MATERIAL: PuzzleGoal = { kind: 'material', min: 1 };

/** The themes lineThemes finds in a case, its line resolved move by move by the engine. */
function themesOf(c: Case): string[] {
  const start = parseFen(c.fen, c.variant ?? 'bashni');
  if (!start.ok) throw new Error(`${c.fen}: ${start.error.message}`);
  let pos = start.value;
  const line: Move[] = [];
  for (const text of c.line) {
    const found = matchMoves(pos, parseMoveText(text)!);
    expect(found, `${text} from ${makeFen(pos)}`).toHaveLength(1);
    line.push(found[0]!);
    pos = pos.play(found[0]!);
  }
  return lineThemes(start.value, line, c.goal ?? MATERIAL);
}

// Positions of games (engine-selfplay.pdn) used by more than one case.
/** Game 11, ply 39, Black to move: f6 is a white man over two black men; d6 a white man over a black one. */
const FREE_F6 = 'B:Wa1,c1,g1,b2,e3(ww),d6(wb),f6(wbb):Bh4(bbbww),e5,a7,b8,d8,f8(bww),h8';
/** Game 25, ply 63, Black to move: f6 is two white men; h4 and h2 are columns of four. */
const WHITE_F6 = 'B:Wf2,a3,h4(wwbb),f6(ww):Bh2(bwww),g3,c5(bww),e5,b6(bw),a7,c7(bb),b8,h8';
/** Game 16, ply 67, Black to move. */
const OFFER_F6 = 'B:Wc3(wB),e3(wwb),b4(wwwwww),e5:Bg3(bbbw),a7,c7(bbbw),g7,b8,h8';
/** Game 22, ply 104, White to move: Black has one column left, a king on e1. */
const LAST_KING = 'W:WKf2(WBbbbb),h2,c3(wb),g3(wb),h4(wwb),Kh6(WbbB):BKe1(BwwwWw)';
/** Game 13, ply 88, White to move: a win in four solver moves. */
const LONG_WIN = 'W:We1(wbb),h2,a3(wwwbbbbbb),c3,g3(wwwb):Bh4(bwww),a5,a7';
const LONG_WIN_LINE = ['e1-f2', 'a7-b6', 'a3-b4', 'b6-c5', 'b4:d6', 'a5-b4', 'c3:a5'];
/** A composed position (R8's example, with a white man at the bottom of d4): White's man may jump d4 twice. */
const TWICE_D4 = 'W:Wc3:Bd4(bbw),f4,f2,d2';

/** For every theme, lines that show it. */
const HITS: Readonly<Record<ThemeName, readonly Case[]>> = {
  liberation: [
    { why: "a black man takes f6's white commander: the two black men under it are Black's again", fen: FREE_F6, line: ['e5:g7'] },
    { why: '(composed) the second jump over d4 takes its last black man and frees the white one', fen: TWICE_D4, line: ['c3:e5:g3:e1:c3:e5'] },
  ],
  promotion: [{ why: "a black man takes f2 and lands on e1, Black's far rank", fen: WHITE_F6, line: ['g3:e1'] }],
  sacrifice: [
    { why: 'Black offers f6, White must take it, Black takes back', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] },
    { why: '(game 1, ply 15) Black offers g5, White takes it with a column', fen: 'B:Wa1,c1,e1,g1,f2,h2,a3,c3(ww),e3(ww),h6(wbb):Bb6,d6,f6(bb),a7,g7,b8,d8,f8,h8', line: ['f6-g5', 'h6:f4'] },
  ],
  'multi-capture': [{ why: '(game 47, ply 16) White takes f4, f6 and d6 in one move', fen: 'W:Wa1,c1,e1,g1,d2,c3,e3(ww),g3,d4(wb):Bf4(bww),d6,f6,h6,a7,c7,g7,b8,d8,f8,h8', line: ['e3:g5:e7:c5'] }],
  'split-column': [{ why: 'a black man takes the top of two white men: one stays on f6', fen: WHITE_F6, line: ['e5:g7'] }],
  king: [
    { why: '(game 16, ply 81) a black king takes along the long diagonal', fen: 'B:Wc3(wwwwwwB):Bg3(bbw),f4(bbb),d6(bw),h6,a7,Kg7(Bwwww),b8,h8', line: ['g7:a1'] },
    { why: "White's king plays and blocks Black's last column", fen: LAST_KING, line: ['h6-d2'], goal: { kind: 'win' } },
  ],
  'tall-column': [
    { why: '(game 1, ply 28) a white man takes the top of a column of four', fen: 'W:Wa1,c1,e1,g1,f2,h2,a3,d4,f4:Bg5(bwww),b6,d6(bbbbbb),a7,b8,f8,h8', line: ['f4:h6'] },
    { why: '(game 28, ply 73) a black column of three takes a single man and holds four', fen: 'B:Wa3(wb),c3,g7(wbb):BKc1(Bbwwwwww),d2,d4(bww),a5(bw),e5(bb),h6,f8', line: ['d4:b2'] },
    { why: "the opponent's quiet move of a column of four counts too", fen: WHITE_F6, line: ['e5:g7', 'h4-g5'] },
    { why: '(composed) in bashni a man that takes three single men holds four', fen: 'W:Wa1:Bb2,d4,f6', line: ['a1:g7'] },
  ],
  endgame: [{ why: '(game 2, ply 76) three white and five black columns', fen: 'W:Wa1(wb),e1(wbb),f2(wwww):Bd4,a5(bbbbbwww),b6,a7,f8(bwww)', line: ['f2-e3'] }],
  'capture-path': [{ why: 'the goal is capture-path', fen: FREE_F6, line: ['e5:g7'], goal: { kind: 'capture-path', min: 3 } }],
  blockade: [{ why: "White's king closes the last diagonal Black's king had", fen: LAST_KING, line: ['h6-d2'], goal: { kind: 'win' } }],
  'one-move': [{ why: 'one capture', fen: FREE_F6, line: ['e5:g7'] }],
  short: [{ why: 'two solver moves', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] }],
  long: [
    {
      why: '(game 20, ply 76) a win in three solver moves',
      fen: 'W:Wa1(wwwwbb),b2(ww),e3(wbBb),f4,h4(wb),a5(wwwbbbb):Bd6,a7',
      line: ['b2-a3', 'd6-e5', 'f4:d6', 'a7-b6', 'a5:c7'],
      goal: { kind: 'win' },
    },
  ],
  'very-long': [{ why: 'a win in four solver moves', fen: LONG_WIN, line: LONG_WIN_LINE, goal: { kind: 'win' } }],
};

/** For every theme, lines close to it that must not show it. */
const NEAR_MISSES: Readonly<Record<ThemeName, readonly Case[]>> = {
  liberation: [
    { why: "the man under the taken commander is the opponent's own (f6 is two white men)", fen: WHITE_F6, line: ['e5:g7'] },
    { why: '(composed) jumped once, d4 keeps a black commander over the white man', fen: TWICE_D4, line: ['c3:e1:g3:e5:c3'] },
    {
      why: "(game 33, ply 13) the opponent frees its own man (d6:b4 leaves c5's white man), Black's captures free none",
      fen: 'B:Wa1,c1,e1,g1,b2,h2,g3(ww),h4(wb),d6(wwb):Bd4(bw),f6,h6,a7,c7,e7,b8,d8,f8,h8',
      line: ['e7:c5', 'd6:b4', 'd4:b6'],
    },
  ],
  promotion: [
    { why: '(game 16, ply 87) only the opponent crowns a man (c7-d8)', fen: 'B:Wd6,c7(wwwBb):BKb2(Bwwwwwww),g3(bbw),f4(bbb),h6,a7,b8,h8', line: ['b2-a3', 'c7-d8', 'a3:f8'] },
    { why: 'a king that reaches the far rank is not crowned again', fen: 'B:Wc3(wwwwwwB):Bg3(bbw),f4(bbb),d6(bw),h6,a7,Kg7(Bwwww),b8,h8', line: ['g7:a1'] },
  ],
  sacrifice: [
    { why: 'a quiet move answered by a quiet move', fen: OFFER_F6, line: ['a7-b6', 'e5-f6'] },
    { why: 'a quiet last move: nothing answers it in the line', fen: OFFER_F6, line: ['g7-f6'] },
  ],
  'multi-capture': [
    { why: '(game 16, ply 71) a capture of two jumps', fen: 'B:Wc3(wB),e3(wwbbb),b4(wwwwww),e5:Bf2(bw),h6,a7,c7(bbbw),b8,h8', line: ['f2:d4:f6'] },
    { why: "(game 47, ply 15) the opponent's three jumps", fen: 'B:Wa1,c1,e1,g1,d2,c3,e3(ww),g3(ww),d4(wb):Bh2(bw),d6,f6,h6,a7,c7,g7,b8,d8,f8,h8', line: ['h2:f4', 'e3:g5:e7:c5'] },
  ],
  'split-column': [
    { why: 'a capture that jumps a one-piece column', fen: WHITE_F6, line: ['g3:e1'] },
    {
      why: "(game 1, ply 15) the opponent's capture splits a column (g5), the solver's quiet move does not",
      fen: 'B:Wa1,c1,e1,g1,f2,h2,a3,c3(ww),e3(ww),h6(wbb):Bb6,d6,f6(bb),a7,g7,b8,d8,f8,h8',
      line: ['f6-g5', 'h6:f4'],
    },
  ],
  king: [
    { why: "(game 17, ply 84) only the opponent's king moves", fen: 'W:WKe1(WbbBbb),g1,f2(wwbb),Kg3(Wwb),b6(wwww),a7(wbbb):BKc1(Bw)', line: ['f2-e3', 'c1:f4:h2', 'e3-f4'], goal: { kind: 'win' } },
    { why: 'a man crowned during its move was no king when it started', fen: WHITE_F6, line: ['g3:e1'] },
  ],
  'tall-column': [
    { why: 'columns of four stand by (h4, h2): the capture moves a single man over a column of two', fen: WHITE_F6, line: ['e5:g7'] },
    { why: '(game 1, ply 8) a column of two takes one man and holds three', fen: 'W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3(ww),g3,d4(wb):Be5,b6,d6,h6,a7,e7,g7,b8,d8,f8,h8', line: ['d4:f6'] },
    { why: '(composed) in russian nothing stacks: the man that takes three stays one piece', fen: 'W:Wa1:Bb2,d4,f6', line: ['a1:g7'], variant: 'russian' },
  ],
  endgame: [{ why: '(game 2, ply 68) nine columns', fen: 'W:Wa1(wb),g1,h2(wwb),b4:Bh4(bbwww),b6,a7,e7(bbbbbw),f8(bwww)', line: ['h2-g3'] }],
  'capture-path': [{ why: 'the same line with a material goal', fen: FREE_F6, line: ['e5:g7'], goal: { kind: 'material', min: 3 } }],
  blockade: [
    { why: "another king move leaves Black's king a move", fen: LAST_KING, line: ['h6-g7'], goal: { kind: 'win' } },
    { why: '(game 1, ply 64) a capture that ends the game', fen: 'W:Wa1,g1,a3,a5(wbbb),g5(wbbbbb),f6(wwW),a7(wwwb):Bh2(bBw),g7', line: ['f6:h8'], goal: { kind: 'win' } },
    { why: "(game 3, ply 51) the opponent's quiet last move blocks the solver", fen: 'B:Wa1,c1,e1,b2,a3,e3(wW),g3(wbbbbbbbbb),d4(wwW),c5(wbb):Bg5', line: ['g5-h4', 'e1-f2'], goal: { kind: 'win' } },
  ],
  'one-move': [{ why: 'two solver moves', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] }],
  short: [{ why: "one solver move and the opponent's reply", fen: OFFER_F6, line: ['g7-f6', 'e5:g7'] }],
  long: [{ why: 'four solver moves', fen: LONG_WIN, line: LONG_WIN_LINE }],
  'very-long': [{ why: "the same win's first six moves: three solver moves", fen: LONG_WIN, line: LONG_WIN_LINE.slice(0, 6) }],
};

describe('every theme: found where it is, not in its near-misses', () => {
  for (const { name } of THEMES) {
    describe(name, () => {
      for (const c of HITS[name]) it(`finds it: ${c.why}`, () => expect(themesOf(c)).toContain(name));
      for (const c of NEAR_MISSES[name]) it(`not: ${c.why}`, () => expect(themesOf(c)).not.toContain(name));
    });
  }
});

describe('whole theme lists', () => {
  it('a liberating capture is also a split, and nothing else but its length', () => {
    expect(themesOf(HITS.liberation[0]!)).toEqual(['liberation', 'one-move', 'split-column']);
  });

  it('a sacrifice line of two solver moves', () => {
    expect(themesOf(HITS.sacrifice[0]!)).toEqual(['liberation', 'sacrifice', 'short', 'split-column']);
  });

  it('a quiet king move that blocks the last column', () => {
    expect(themesOf(HITS.blockade[0]!)).toEqual(['blockade', 'endgame', 'king', 'one-move', 'tall-column']);
  });

  it('an empty line shows only what the position and goal show', () => {
    expect(themesOf({ why: '', fen: LAST_KING, line: [], goal: { kind: 'capture-path', min: 0 } })).toEqual(['capture-path', 'endgame']);
  });
});

describe('the table of themes', () => {
  const names = THEMES.map((t) => t.name);

  it('every theme has a hit and a near-miss here', () => {
    expect(Object.keys(HITS).sort()).toEqual([...names].sort());
    expect(Object.keys(NEAR_MISSES).sort()).toEqual([...names].sort());
    for (const name of names) expect(NEAR_MISSES[name].length, name).toBeGreaterThan(0);
  });

  it('names are distinct file-format words and every definition is one sentence', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const { name, definition } of THEMES) {
      expect(name).toMatch(/^[a-z0-9-]+$/);
      expect(definition, name).toMatch(/^[A-Z].*\.$/);
      expect(definition.slice(0, -1), name).not.toMatch(/\.\s/);
    }
  });

  it('every theme can name a title, in the same order, and every title theme is defined', () => {
    expect(TITLED_THEMES).toEqual(names);
  });

  it('docs/puzzles.md carries every definition word for word, in the same order', () => {
    const doc = readFileSync(new URL('../../docs/puzzles.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Themes\n'), doc.indexOf('\n## ', doc.indexOf('\n## Themes\n') + 1));
    const rows = [...section.matchAll(/^\| `([a-z0-9-]+)` \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({ name: m[1], definition: m[2]!.trim(), example: m[3]!.trim() }));
    expect(rows.map(({ name, definition }) => ({ name, definition }))).toEqual(THEMES.map(({ name, definition }) => ({ name, definition })));
    for (const row of rows) expect(row.example.length, row.name).toBeGreaterThan(0);
  });

  it('on every puzzle of the collection the detector returns only defined themes, and at least one', () => {
    const dir = fileURLToPath(new URL('../../puzzles/', import.meta.url));
    const entries = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => readPuzzleFile(readFileSync(dir + f, 'utf8'), `puzzles/${f}`).puzzles);
    expect(entries.length).toBeGreaterThan(200);
    const found = new Set<string>();
    for (const e of entries) {
      const themes = lineThemes(e.position, e.moves, e.spec.goal);
      expect(themes.length, e.spec.id).toBeGreaterThan(0);
      for (const t of themes) found.add(t);
    }
    for (const t of found) expect(names).toContain(t);
  });
});
