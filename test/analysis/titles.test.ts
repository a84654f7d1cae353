// Puzzle titles (puzzles/titles.ts): every puzzle of the collection gets one in English and in
// Russian, made from its theme and goal when none is written, never its id.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readPuzzleFile, type PuzzleSpec } from '../../puzzles/file.ts';
import { TITLED_THEMES, puzzleTitle } from '../../puzzles/titles.ts';
import { lineThemes } from '../../puzzles/themes.ts';
import { parseFen } from '../../engine/fen.ts';
import { matchMoves, parseMoveText } from '../../engine/notation.ts';

const dir = fileURLToPath(new URL('../../puzzles/', import.meta.url));
const collection: PuzzleSpec[] = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => readPuzzleFile(readFileSync(dir + f, 'utf8'), `puzzles/${f}`).puzzles.map((p) => p.spec));

describe('puzzleTitle', () => {
  it('names a puzzle by its most telling theme and its goal, in both languages', () => {
    const spec = { title: '', goal: { kind: 'material', min: 3 } as const, themes: ['tall-column', 'liberation'] };
    expect(puzzleTitle(spec, 'en')).toBe('Free the tower: win 3');
    expect(puzzleTitle(spec, 'ru')).toBe('Освободи башню: выиграй 3');
    expect(puzzleTitle({ title: '', goal: { kind: 'capture-path', min: 0 }, themes: ['capture-path'] }, 'en')).toBe('Choose the capture path: lose nothing');
    expect(puzzleTitle({ title: '', goal: { kind: 'win' }, themes: [] }, 'ru')).toBe('Найди лучший ход: выиграй партию');
  });

  it('keeps a written title: `title` in English, `title_ru` in Russian, else Russian made from theme and goal', () => {
    const spec = { title: 'Crown and sweep', goal: { kind: 'win' } as const, themes: ['promotion', 'king'] };
    expect(puzzleTitle(spec, 'en')).toBe('Crown and sweep');
    expect(puzzleTitle(spec, 'ru')).toBe('Проведи в дамки: выиграй партию');
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

  it('blockade: a quiet last move that leaves the opponent no legal move (the one puzzle that once had no theme)', () => {
    // game 3 of test/records/fixtures/engine-selfplay.pdn after ply 52 (puzzle sp-g3-p52 of the retired collection)
    const spec = { title: '', fen: 'W:Wa1,c1,e1,b2,a3,e3(wW),g3(wbbbbbbbbb),d4(wwW),c5(wbb):Bh4', goal: { kind: 'win' } as const, solution: ['e1-f2'], themes: ['blockade', 'one-move'] };
    const fen = parseFen(spec.fen);
    if (!fen.ok) throw new Error(fen.error.message);
    const moves = spec.solution.map((text) => matchMoves(fen.value, parseMoveText(text)!)[0]!);
    expect(lineThemes(fen.value, moves, spec.goal)).toEqual(['blockade', 'one-move']);
    expect(puzzleTitle(spec, 'en')).toBe('Block them in: win the game');
    // a capture that ends the game is not a blockade
    const take = parseFen('W:Wc3:Bd4');
    if (!take.ok) throw new Error(take.error.message);
    expect(lineThemes(take.value, take.value.legalMoves(), { kind: 'win' })).not.toContain('blockade');
  });
});
