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

/** The collection's puzzle lv-g179-p141, Black to move: g1:e3 takes f2's white king and frees the black king under it. */
const FREE_KING = 'B:Wc1(wB),Kf2(WB),Kd8(WbbbbbbbB):BKg1(Bwwww),d2(bwwwww)';
/** The collection's puzzle lv-g23-p86, White to move: two sacrifices of the king column, then b6:d4 takes a tower of twelve. */
const TWO_OFFERS = 'W:Wg1,Kh2(WbbbbbbbBbb),a5(wb),b6(wwwwww):BKd4(Bwww)';
const TWO_OFFERS_LINE = ['h2-g3', 'd4:a7', 'g3-f2', 'a7:c5', 'b6:d4'];
/** The collection's puzzle lv-g50-p68, White to move: a win in six solver moves. */
const SIX_MOVES = 'W:Wf4(wwWw),Kg5(WwwwbbbbbBbbb):Bc3(bbwwww),d4';
const SIX_MOVES_LINE = ['g5-f6', 'c3-b2', 'f6:c3:a1', 'b2-c1', 'a1-c3', 'c1:h6', 'c3-d2', 'h6:e3:c1', 'f4-h6', 'c1:e3', 'd2:f4'];
/** The collection's puzzle composed-2, White to move: c7-b8 crowns quietly. */
const QUIET_CROWN = 'W:Wa5,c7,e7:Bf2(bw),f8';
/** Game 16, ply 71, Black to move: f2:d4:f6 is a capture of two jumps. */
const TWO_JUMPS = 'B:Wc3(wB),e3(wwbbb),b4(wwwwww),e5:Bf2(bw),h6,a7,c7(bbbw),b8,h8';
/** Game 47, ply 16, White to move: e3:g5:e7:c5 takes three men. */
const THREE_JUMPS = 'W:Wa1,c1,e1,g1,d2,c3,e3(ww),g3,d4(wb):Bf4(bww),d6,f6,h6,a7,c7,g7,b8,d8,f8,h8';
/** Game 16, ply 81, Black to move: the black king on g7 takes along the long diagonal. */
const KING_G7 = 'B:Wc3(wwwwwwB):Bg3(bbw),f4(bbb),d6(bw),h6,a7,Kg7(Bwwww),b8,h8';
/** Game 20, ply 76, White to move: a win in three solver moves. */
const THREE_MOVES = 'W:Wa1(wwwwbb),b2(ww),e3(wbBb),f4,h4(wb),a5(wwwbbbb):Bd6,a7';
const THREE_MOVES_LINE = ['b2-a3', 'd6-e5', 'f4:d6', 'a7-b6', 'a5:c7'];

/** For every theme, lines that show it. */
const HITS: Readonly<Record<ThemeName, readonly Case[]>> = {
  'free-king': [{ why: "a black man takes f2's white king: the black king under it commands again", fen: FREE_KING, line: ['g1:e3'], goal: { kind: 'capture-path', min: 2 } }],
  'king-capture': [
    { why: "the black king takes f2's white king", fen: FREE_KING, line: ['g1:e3'], goal: { kind: 'capture-path', min: 2 } },
    { why: "White's last capture takes the black king's column d4", fen: TWO_OFFERS, line: TWO_OFFERS_LINE, goal: { kind: 'win' } },
  ],
  'promotion-capture': [{ why: "a black man takes f2 and lands on e1, Black's far rank", fen: WHITE_F6, line: ['g3:e1'] }],
  promotion: [{ why: '(composed) the white man steps from c7 to b8 and is crowned', fen: QUIET_CROWN, line: ['c7-b8', 'f8:d6', 'b8:g3:e1'], goal: { kind: 'win' } }],
  'multi-capture': [{ why: '(game 47, ply 16) White takes f4, f6 and d6 in one move', fen: THREE_JUMPS, line: ['e3:g5:e7:c5'] }],
  'double-capture': [{ why: 'a black man takes e3 and e5 in one move', fen: TWO_JUMPS, line: ['f2:d4:f6'] }],
  'first-liberation': [
    { why: "the first move, a black man's capture of f6's white commander, frees the two black men under it", fen: FREE_F6, line: ['e5:g7'] },
    { why: '(composed) the second jump over d4 takes its last black man and frees the white one', fen: TWICE_D4, line: ['c3:e5:g3:e1:c3:e5'] },
  ],
  'take-the-tower': [{ why: "b6:d4 jumps the black king's column of twelve", fen: TWO_OFFERS, line: TWO_OFFERS_LINE, goal: { kind: 'win' } }],
  'double-sacrifice': [{ why: 'the white king is offered twice (h2-g3, g3-f2) and taken twice', fen: TWO_OFFERS, line: TWO_OFFERS_LINE, goal: { kind: 'win' } }],
  sacrifice: [
    { why: 'Black offers f6, White must take it, Black takes back', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] },
    { why: '(game 1, ply 15) Black offers g5, White takes it with a column', fen: 'B:Wa1,c1,e1,g1,f2,h2,a3,c3(ww),e3(ww),h6(wbb):Bb6,d6,f6(bb),a7,g7,b8,d8,f8,h8', line: ['f6-g5', 'h6:f4'] },
  ],
  'king-move': [
    { why: 'a black king takes along the long diagonal', fen: KING_G7, line: ['g7:a1'] },
    { why: "White's king plays and blocks Black's last column", fen: LAST_KING, line: ['h6-d2'], goal: { kind: 'win' } },
  ],
  endgame: [{ why: '(game 2, ply 76) three white and five black columns', fen: 'W:Wa1(wb),e1(wbb),f2(wwww):Bd4,a5(bbbbbwww),b6,a7,f8(bwww)', line: ['f2-e3'] }],
  'capture-path': [{ why: 'the goal is capture-path', fen: FREE_F6, line: ['e5:g7'], goal: { kind: 'capture-path', min: 3 } }],
  blockade: [{ why: "White's king closes the last diagonal Black's king had", fen: LAST_KING, line: ['h6-d2'], goal: { kind: 'win' } }],
  'one-move': [{ why: 'one capture', fen: FREE_F6, line: ['e5:g7'] }],
  short: [
    { why: 'two solver moves', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] },
    { why: 'a win in three solver moves', fen: THREE_MOVES, line: THREE_MOVES_LINE, goal: { kind: 'win' } },
  ],
  long: [{ why: '(game 13, ply 88) a win in four solver moves', fen: LONG_WIN, line: LONG_WIN_LINE, goal: { kind: 'win' } }],
  'very-long': [{ why: 'a win in six solver moves', fen: SIX_MOVES, line: SIX_MOVES_LINE, goal: { kind: 'win' } }],
};

/** For every theme, lines close to it that must not show it. */
const NEAR_MISSES: Readonly<Record<ThemeName, readonly Case[]>> = {
  'free-king': [
    { why: 'the men freed under f6 are men, not kings', fen: FREE_F6, line: ['e5:g7'] },
    { why: "the king under f6's white commander is not the solver's (f6 is two white men here)", fen: WHITE_F6, line: ['e5:g7'] },
  ],
  'king-capture': [
    { why: "the captured commander is a man (f6's white man)", fen: FREE_F6, line: ['e5:g7'] },
    { why: "only the opponent takes a king (d4:a7 takes the white king's column)", fen: TWO_OFFERS, line: TWO_OFFERS_LINE.slice(0, 4), goal: { kind: 'win' } },
  ],
  'promotion-capture': [
    { why: 'a quiet crowning move is promotion, not this', fen: QUIET_CROWN, line: ['c7-b8', 'f8:d6'] },
    { why: 'a king that reaches the far rank is not crowned again', fen: KING_G7, line: ['g7:a1'] },
  ],
  promotion: [
    { why: 'a man crowned during a capture is promotion-capture, not this', fen: WHITE_F6, line: ['g3:e1'] },
    { why: '(game 16, ply 87) only the opponent crowns a man (c7-d8)', fen: 'B:Wd6,c7(wwwBb):BKb2(Bwwwwwww),g3(bbw),f4(bbb),h6,a7,b8,h8', line: ['b2-a3', 'c7-d8', 'a3:f8'] },
  ],
  'multi-capture': [
    { why: 'a capture of two jumps', fen: TWO_JUMPS, line: ['f2:d4:f6'] },
    { why: "(game 47, ply 15) the opponent's three jumps", fen: 'B:Wa1,c1,e1,g1,d2,c3,e3(ww),g3(ww),d4(wb):Bh2(bw),d6,f6,h6,a7,c7,g7,b8,d8,f8,h8', line: ['h2:f4', 'e3:g5:e7:c5'] },
  ],
  'double-capture': [
    { why: 'three jumps is multi-capture, not this', fen: THREE_JUMPS, line: ['e3:g5:e7:c5'] },
    { why: 'a capture of one jump', fen: FREE_F6, line: ['e5:g7'] },
  ],
  'first-liberation': [
    { why: "the man under the taken commander is the opponent's own (f6 is two white men)", fen: WHITE_F6, line: ['e5:g7'] },
    { why: '(composed) jumped once, d4 keeps a black commander over the white man', fen: TWICE_D4, line: ['c3:e1:g3:e5:c3'] },
    { why: 'the first move is quiet: what the later capture frees comes too late', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] },
  ],
  'take-the-tower': [
    { why: '(game 1, ply 28) the column jumped holds four pieces, not six', fen: 'W:Wa1,c1,e1,g1,f2,h2,a3,d4,f4:Bg5(bwww),b6,d6(bbbbbb),a7,b8,f8,h8', line: ['f4:h6'] },
    { why: "only the opponent jumps a tall column (d4:a7 over the white king's tower)", fen: TWO_OFFERS, line: TWO_OFFERS_LINE.slice(0, 2), goal: { kind: 'win' } },
  ],
  'double-sacrifice': [
    { why: 'one offer, taken once', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] },
    { why: 'quiet moves answered by quiet moves', fen: LONG_WIN, line: LONG_WIN_LINE, goal: { kind: 'win' } },
  ],
  sacrifice: [
    { why: 'a quiet move answered by a quiet move', fen: OFFER_F6, line: ['a7-b6', 'e5-f6'] },
    { why: 'a quiet last move: nothing answers it in the line', fen: OFFER_F6, line: ['g7-f6'] },
    { why: 'two offers are double-sacrifice, not this', fen: TWO_OFFERS, line: TWO_OFFERS_LINE, goal: { kind: 'win' } },
  ],
  'king-move': [
    { why: "(game 17, ply 84) only the opponent's king moves", fen: 'W:WKe1(WbbBbb),g1,f2(wwbb),Kg3(Wwb),b6(wwww),a7(wbbb):BKc1(Bw)', line: ['f2-e3', 'c1:f4:h2', 'e3-f4'], goal: { kind: 'win' } },
    { why: 'a man crowned during its move was no king when it started', fen: WHITE_F6, line: ['g3:e1'] },
    { why: 'the king crowned by the first move moves later, not first', fen: QUIET_CROWN, line: ['c7-b8', 'f8:d6', 'b8:g3:e1'], goal: { kind: 'win' } },
  ],
  endgame: [{ why: '(game 2, ply 68) nine columns', fen: 'W:Wa1(wb),g1,h2(wwb),b4:Bh4(bbwww),b6,a7,e7(bbbbbw),f8(bwww)', line: ['h2-g3'] }],
  'capture-path': [{ why: 'the same line with a material goal', fen: FREE_F6, line: ['e5:g7'], goal: { kind: 'material', min: 3 } }],
  blockade: [
    { why: "another king move leaves Black's king a move", fen: LAST_KING, line: ['h6-g7'], goal: { kind: 'win' } },
    { why: '(game 1, ply 64) a capture that ends the game', fen: 'W:Wa1,g1,a3,a5(wbbb),g5(wbbbbb),f6(wwW),a7(wwwb):Bh2(bBw),g7', line: ['f6:h8'], goal: { kind: 'win' } },
    { why: "(game 3, ply 51) the opponent's quiet last move blocks the solver", fen: 'B:Wa1,c1,e1,b2,a3,e3(wW),g3(wbbbbbbbbb),d4(wwW),c5(wbb):Bg5', line: ['g5-h4', 'e1-f2'], goal: { kind: 'win' } },
  ],
  'one-move': [{ why: 'two solver moves', fen: OFFER_F6, line: ['g7-f6', 'e5:g7', 'h8:f6'] }],
  short: [
    { why: "one solver move and the opponent's reply", fen: OFFER_F6, line: ['g7-f6', 'e5:g7'] },
    { why: 'four solver moves', fen: LONG_WIN, line: LONG_WIN_LINE },
  ],
  long: [
    { why: 'three solver moves', fen: THREE_MOVES, line: THREE_MOVES_LINE },
    { why: 'six solver moves', fen: SIX_MOVES, line: SIX_MOVES_LINE },
  ],
  'very-long': [{ why: "the six-move win's first ten moves: five solver moves", fen: SIX_MOVES, line: SIX_MOVES_LINE.slice(0, 10) }],
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
  it('a liberating first capture of a man shows that and its length only: splitting and freeing as such are no themes', () => {
    expect(themesOf(HITS['first-liberation'][0]!)).toEqual(['first-liberation', 'one-move']);
  });

  it('a sacrifice line of two solver moves', () => {
    expect(themesOf(HITS.sacrifice[0]!)).toEqual(['sacrifice', 'short']);
  });

  it('a quiet king move that blocks the last column', () => {
    expect(themesOf(HITS.blockade[0]!)).toEqual(['blockade', 'endgame', 'king-move', 'one-move']);
  });

  it('a king capture that frees a king', () => {
    expect(themesOf(HITS['free-king'][0]!)).toEqual(['capture-path', 'endgame', 'first-liberation', 'free-king', 'king-capture', 'king-move', 'one-move']);
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
