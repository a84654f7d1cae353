// Issue 47 item 14, the rest of the puzzles entry: every function it exports checks its arguments
// at the boundary (puzzles/arguments.ts) and throws the engine's ArgumentError with its code, not
// a TypeError from inside nor a stack overflow; valid arguments still give their results.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArgumentError, Position } from '../../engine/index.ts';
import { parsePdn } from '../../grammar/index.ts';
import {
  ambiguityTexts,
  checkPuzzle,
  CollectionCheck,
  exportedPuzzle,
  gamePageFile,
  gamePageSlug,
  goalDescription,
  goalText,
  lineThemes,
  makePuzzleYaml,
  mineGames,
  minePosition,
  puzzleProblem,
  puzzlesCsv,
  puzzlesJson,
  puzzleTitle,
  readPuzzleFile,
  slowerTexts,
  solvePuzzle,
  sourceGameUrl,
} from '../../puzzles/index.ts';

const entry = readPuzzleFile(readFileSync('puzzles/composed.yaml', 'utf8'), 'puzzles/composed.yaml').puzzles[0]!;
const exported = exportedPuzzle(entry, undefined);
const result = solvePuzzle(entry.position, entry.spec.goal, { maxMoves: 1, nodes: 1000 });
const at = { file: 'p.yaml', line: 1, column: 1, offset: 0 };
const game = parsePdn('1. c3-d4 f6-g5 *\n').value[0]!;
const mineOptions = { fromPly: 0, idPrefix: 'x', sourceFile: 'games/x.pdn', nodes: 100 };
let deep: unknown = [];
for (let d = 0; d < 100_000; d++) deep = [deep];

/** Throws an ArgumentError of `code` naming `where`. */
function refuses(call: () => unknown, where: string, code: 'ARGUMENT_TYPE' | 'ARGUMENT_RANGE'): void {
  let thrown: unknown;
  try {
    call();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(ArgumentError);
  expect(thrown).toMatchObject({ code, where });
}

describe('the puzzles entry refuses arguments of the wrong type with ArgumentError', () => {
  it.each<[string, () => unknown, 'ARGUMENT_TYPE' | 'ARGUMENT_RANGE']>([
    ['solvePuzzle', () => solvePuzzle(null as never, { kind: 'win' }), 'ARGUMENT_TYPE'],
    ['solvePuzzle', () => solvePuzzle(entry.position, { kind: 'material', min: 99 }), 'ARGUMENT_RANGE'],
    ['solvePuzzle', () => solvePuzzle(entry.position, { kind: 'win' }, { memoSlots: 6 }), 'ARGUMENT_RANGE'],
    ['solvePuzzle', () => solvePuzzle(entry.position, { kind: 'win' }, 'fast' as never), 'ARGUMENT_TYPE'],
    ['checkPuzzle', () => checkPuzzle({ ...entry, position: 'W:W21:B1' } as never), 'ARGUMENT_TYPE'],
    ['checkPuzzle', () => checkPuzzle(entry, { solves: [] as never }), 'ARGUMENT_TYPE'],
    ['puzzlesJson', () => puzzlesJson(deep as never), 'ARGUMENT_TYPE'],
    ['puzzlesJson', () => puzzlesJson([{ ...exported, rating: '1200' }] as never), 'ARGUMENT_TYPE'],
    ['puzzlesCsv', () => puzzlesCsv(null as never), 'ARGUMENT_TYPE'],
    ['lineThemes', () => lineThemes(entry.position, [null] as never, entry.spec.goal), 'ARGUMENT_TYPE'],
    ['mineGames', () => mineGames({} as never, mineOptions, new Set()), 'ARGUMENT_TYPE'],
    ['mineGames', () => mineGames([game], mineOptions, [] as never), 'ARGUMENT_TYPE'],
    ['minePosition', () => minePosition(entry.position, { holdDepth: NaN }), 'ARGUMENT_RANGE'],
    ['goalText', () => goalText(undefined as never), 'ARGUMENT_TYPE'],
    ['goalDescription', () => goalDescription({ kind: 'draw' } as never), 'ARGUMENT_RANGE'],
    ['gamePageSlug', () => gamePageSlug('x.pdn', '2' as never, 3), 'ARGUMENT_TYPE'],
    ['gamePageFile', () => gamePageFile({ kind: 'game', file: 5 } as never), 'ARGUMENT_TYPE'],
    ['sourceGameUrl', () => sourceGameUrl({ kind: 'composed' }, null as never, 1), 'ARGUMENT_TYPE'],
    ['exportedPuzzle', () => exportedPuzzle({ spec: {} } as never, undefined), 'ARGUMENT_TYPE'],
    ['puzzleTitle', () => puzzleTitle(entry.spec, 'de' as never), 'ARGUMENT_RANGE'],
    ['puzzleTitle', () => puzzleTitle({ title: '', goal: { kind: 'win' }, themes: 'sacrifice' } as never, 'en'), 'ARGUMENT_TYPE'],
    ['puzzleProblem', () => puzzleProblem('PUZZLE_BAD_FEN', 'm', { line: 1 } as never), 'ARGUMENT_TYPE'],
    ['makePuzzleYaml', () => makePuzzleYaml([{ ...entry.spec, variant: 'chess' }] as never), 'ARGUMENT_RANGE'],
    ['ambiguityTexts', () => ambiguityTexts(entry.position, { ...result, ambiguities: [{ ply: 99, moves: [] }] }), 'ARGUMENT_RANGE'],
    ['slowerTexts', () => slowerTexts(entry.position, {} as never), 'ARGUMENT_TYPE'],
    ['CollectionCheck', () => new CollectionCheck({} as never), 'ARGUMENT_TYPE'],
  ])('%s', (where, call, code) => {
    refuses(call, where, code);
  });

  it('valid arguments still give their results', () => {
    expect(goalText(entry.spec.goal)).toBe(exported.goal);
    expect(goalDescription({ kind: 'material', min: 2 })).toBe('win 2 pieces (net, commanded)');
    expect(JSON.parse(puzzlesJson([exported]))).toEqual([exported]);
    expect(puzzlesCsv([exported]).split('\n')[1]).toContain(exported.id);
    expect(gamePageSlug('Games One.pdn', 2, 3)).toBe('games-one-2');
    expect(gamePageFile({ kind: 'game', file: 'games/a.pdn', game: 1, ply: 0 })).toBe('a.pdn');
    expect(sourceGameUrl({ kind: 'game', file: 'games/a.pdn', game: 2, ply: 4 }, '/', 2)).toBe('/games/a-2/#4');
    expect(puzzleTitle(entry.spec, 'en')).toBe(exported.title.en);
    expect(makePuzzleYaml([entry.spec])).toContain(`- id: ${entry.spec.id}`);
    expect(puzzleProblem('PUZZLE_BAD_FEN', 'm', at, 'p1').detail).toEqual({ puzzle: 'p1' });
    expect(ambiguityTexts(entry.position, result)).toEqual([]);
    expect(slowerTexts(entry.position, result)).toEqual([]);
    expect(lineThemes(entry.position, entry.moves, entry.spec.goal)).toEqual(expect.any(Array));
    expect(mineGames([game], mineOptions, new Set())).toEqual(expect.any(Array));
    expect(minePosition(Position.initial(), { nodes: 100, holdDepth: 1 })).toBeUndefined();
    expect(checkPuzzle(entry).ok).toBe(true);
  });
});
