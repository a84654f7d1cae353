// Puzzle titles (puzzles/titles.ts): every puzzle of the collection gets one in English and in
// Russian, made from its theme and goal when none is written, never its id.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readPuzzleFile, type PuzzleSpec } from '../../puzzles/file.ts';
import { TITLED_THEMES, neutralTitle, puzzleTitle, withChosenThemes } from '../../puzzles/titles.ts';
import { lineThemes } from '../../puzzles/themes.ts';
import { parseFen } from '../../engine/fen.ts';
import { matchMoves, parseMoveText } from '../../engine/notation.ts';

const dir = fileURLToPath(new URL('../../puzzles/', import.meta.url));
const collection: PuzzleSpec[] = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => readPuzzleFile(readFileSync(dir + f, 'utf8'), `puzzles/${f}`).puzzles.map((p) => p.spec));

describe('puzzleTitle', () => {
  it('names a puzzle by its two most telling themes, its goal and its length, in both languages', () => {
    const spec = { title: '', goal: { kind: 'material', min: 3 } as const, themes: ['short', 'king-capture', 'free-king', 'endgame'], solution: ['g1:e3', 'a1-b2', 'e3:a7'] };
    expect(puzzleTitle(spec, 'en')).toBe('Free your king, take the king: win 3 in 2 moves');
    expect(puzzleTitle(spec, 'ru')).toBe('Освободи дамку, возьми дамку: выиграй 3 за 2 хода');
    expect(puzzleTitle({ ...spec, solution: Array.from({ length: 9 }, () => 'a1-b2') }, 'ru')).toBe('Освободи дамку, возьми дамку: выиграй 3 за 5 ходов');
  });

  it('a single telling theme is told apart by the columns each side commands, the side to move first', () => {
    const spec = { title: '', fen: 'B:Wa1,c3(wb),e3:Bb6,d6', goal: { kind: 'material', min: 1 } as const, themes: ['sacrifice', 'short'], solution: ['b6-a5', 'c3:b4', 'a5:c3'] };
    expect(puzzleTitle(spec, 'en')).toBe('Sacrifice: win 1 in 2 moves, 2 columns against 3');
    expect(puzzleTitle(spec, 'ru')).toBe('Жертва: выиграй 1 за 2 хода, 2 колонны против 3');
    expect(puzzleTitle({ ...spec, fen: 'W:Wa1:Bb6,d6,f6,h6,a7' }, 'ru')).toBe('Жертва: выиграй 1 за 2 хода, 1 колонна против 5');
    expect(puzzleTitle({ ...spec, themes: ['short'] }, 'en')).toBe('Short combination: win 1 in 2 moves, 2 columns against 3');
    expect(puzzleTitle({ title: '', goal: { kind: 'capture-path', min: 0 }, themes: ['capture-path'] }, 'en')).toBe('Choose the capture path: lose nothing');
    expect(puzzleTitle({ title: '', goal: { kind: 'win' }, themes: [] }, 'ru')).toBe('Найди лучший ход: выиграй партию');
  });

  it('keeps a written title: `title` in English, `title_ru` in Russian, else Russian made from theme and goal', () => {
    const spec = { title: 'Crown and sweep', goal: { kind: 'win' } as const, themes: ['promotion', 'king-move'] };
    expect(puzzleTitle(spec, 'en')).toBe('Crown and sweep');
    expect(puzzleTitle(spec, 'ru')).toBe('Проведи в дамки, ход дамкой: выиграй партию');
    expect(puzzleTitle({ ...spec, titleRu: 'Дамка и разгром' }, 'ru')).toBe('Дамка и разгром');
    expect(puzzleTitle({ ...spec, titleRu: 'Дамка и разгром' }, 'en')).toBe('Crown and sweep');
  });

  it('every written title of the collection has its Russian one; a Russian title alone is refused where it is written', () => {
    const written = collection.filter((spec) => spec.title);
    expect(written.length).toBeGreaterThan(0);
    for (const spec of written) expect(spec.titleRu, spec.id).toMatch(/[а-яё]/i);
    const alone = readPuzzleFile('- id: x\n  title_ru: "Дамка"\n  fen: "W:Wc3:Bd4"\n  goal: win\n  solution: [c3:e5]\n  rating: 600\n  difficulty: 1\n  source: composed\n', 'x.yaml');
    expect(alone.puzzles).toEqual([]);
    expect(alone.errors.map((e) => [e.code, e.pos.line, e.pos.column])).toEqual([['PUZZLE_FIELD_TYPE', 2, 13]]);
  });

  it('every puzzle of the collection has a title in both languages that is not its id, and every theme it uses can name one', () => {
    expect(collection.length).toBeGreaterThan(200);
    for (const spec of collection) {
      for (const lang of ['en', 'ru'] as const) {
        const title = puzzleTitle(spec, lang);
        expect(title).not.toContain(spec.id);
        expect(title).not.toMatch(/^Find the best move|^Найди лучший ход/);
      }
      for (const theme of spec.themes) expect(TITLED_THEMES).toContain(theme);
    }
  });

  it('the collection: titles tell puzzles apart and themes filter (issue 26)', () => {
    const titles = new Map<string, number>();
    for (const spec of collection) titles.set(puzzleTitle(spec, 'en'), (titles.get(puzzleTitle(spec, 'en')) ?? 0) + 1);
    expect(titles.size, 'distinct titles').toBeGreaterThanOrEqual(collection.length / 2);
    expect(Math.max(...titles.values()), 'the most puzzles one title names').toBeLessThanOrEqual(20);
    const ru = new Set(collection.map((spec) => puzzleTitle(spec, 'ru')));
    expect(ru.size, 'distinct Russian titles').toBe(titles.size);
    const themes = new Map<string, number>();
    for (const spec of collection) for (const t of spec.themes) themes.set(t, (themes.get(t) ?? 0) + 1);
    for (const [theme, n] of themes) expect(n, theme).toBeLessThanOrEqual(collection.length / 2);
  });

  it('blockade: a quiet last move that leaves the opponent no legal move (the one puzzle that once had no theme)', () => {
    // game 3 of test/records/fixtures/engine-selfplay.pdn after ply 52 (puzzle sp-g3-p52 of the retired collection)
    const spec = { title: '', fen: 'W:Wa1,c1,e1,b2,a3,e3(wW),g3(wbbbbbbbbb),d4(wwW),c5(wbb):Bh4', goal: { kind: 'win' } as const, solution: ['e1-f2'], themes: ['blockade', 'one-move'] };
    const fen = parseFen(spec.fen);
    if (!fen.ok) throw new Error(fen.error.message);
    const moves = spec.solution.map((text) => matchMoves(fen.value, parseMoveText(text)!)[0]!);
    expect(lineThemes(fen.value, moves, spec.goal)).toEqual(['blockade', 'one-move']);
    expect(puzzleTitle(spec, 'en')).toBe('Block them in: win the game in 1 move, 9 columns against 1');
    // a capture that ends the game is not a blockade
    const take = parseFen('W:Wc3:Bd4');
    if (!take.ok) throw new Error(take.error.message);
    expect(lineThemes(take.value, take.value.legalMoves(), { kind: 'win' })).not.toContain('blockade');
  });

  it('before it is solved a puzzle shows a neutral title: its number, the side to move and the goal, no theme (issue 26)', () => {
    expect(neutralTitle(123, 'white', { kind: 'material', min: 2 }, 'en')).toBe('Puzzle 123 · white to play · win 2');
    expect(neutralTitle(123, 'white', { kind: 'material', min: 2 }, 'ru')).toBe('Задача 123 · ход белых · выиграй 2');
    expect(neutralTitle(7, 'black', { kind: 'win' }, 'en', ['sacrifice'])).toBe('Puzzle 7 · sacrifice · black to play · win the game');
    expect(neutralTitle(7, 'black', { kind: 'capture-path', min: 0 }, 'ru', ['жертва', 'эндшпиль'])).toBe('Задача 7 · жертва, эндшпиль · ход чёрных · без потерь');
    // the page puts the chosen themes into the neutral title the build wrote: the same text
    expect(withChosenThemes(neutralTitle(7, 'black', { kind: 'win' }, 'ru'), ['жертва', 'эндшпиль'])).toBe(neutralTitle(7, 'black', { kind: 'win' }, 'ru', ['жертва', 'эндшпиль']));
    expect(withChosenThemes('Puzzle 7 · white to play · win 1', [])).toBe('Puzzle 7 · white to play · win 1');
    // no word of a made title's theme is in any neutral title of the collection, in either language
    const heads = new Set<string>();
    for (const spec of collection)
      for (const lang of ['en', 'ru'] as const)
        for (const part of puzzleTitle({ ...spec, title: '', titleRu: '' }, lang)
          .split(':')[0]!
          .toLowerCase()
          .split(', '))
          heads.add(part);
    collection.forEach((spec, i) => {
      const fen = parseFen(spec.fen, spec.variant);
      if (!fen.ok) throw new Error(fen.error.message);
      for (const lang of ['en', 'ru'] as const) {
        const title = neutralTitle(i + 1, fen.value.turn, spec.goal, lang).toLowerCase();
        for (const theme of TITLED_THEMES) expect(title).not.toContain(theme);
        for (const part of heads) expect(title, part).not.toContain(part);
        if (lang === 'ru') expect(title).toMatch(/^задача \d+ · ход (белых|чёрных) · /);
      }
    });
  });
});
