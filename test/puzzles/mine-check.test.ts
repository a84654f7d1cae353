// Issue 47, item 11: `puzzles mine` wrote puzzles its own check rejected. The README's example
// (`puzzles mine test/records/fixtures/bashni-annotated.pdn`) wrote `mistake: blunder` with no
// `played` (the game ends in the puzzle position), which the reader refused with a generic
// PUZZLE_BAD_SOURCE. What mine writes now passes `puzzles check`, for every shape of source it
// writes (the fixtures give each: missed, blunder with and without played, the solution played),
// and PUZZLE_BAD_SOURCE names the field that is wrong.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { ROOT, bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-mine-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('what puzzles mine writes, puzzles check accepts', () => {
  it('the fixtures mined, then checked: every puzzle sound, every source shape among them', async () => {
    const out = join(dir, 'mined.yaml');
    const mined = await bashni(['puzzles', 'mine', 'test/records/fixtures/bashni-annotated.pdn', 'test/records/fixtures/bashni-playouts.pdn', '-o', out]);
    expect(mined.status).toBe(0);
    const read = readPuzzleFile(readFileSync(out, 'utf8'), out);
    expect(read.errors).toEqual([]);
    const shapes = new Set(read.puzzles.map(({ spec: { source } }) => (source.kind === 'game' ? `${source.played ? 'played' : 'ended'} ${source.mistake ?? 'solution'}` : 'composed')));
    expect([...shapes].sort()).toEqual(['ended blunder', 'played blunder', 'played missed', 'played solution']);
    const check = await bashni(['puzzles', 'check', '--root', ROOT, out]);
    expect(check.stdout).toMatch(new RegExp(`^${read.puzzles.length} puzzles: ${read.puzzles.length} sound, 0 failed`, 'm'));
    expect(check.status).toBe(0);
  });

  it('PUZZLE_BAD_SOURCE says which field is wrong', () => {
    const puzzle = (source: string) => ['- id: a', '  fen: "W:Wc3:Bd4,f6"', '  goal: material 2', '  solution: [c3:e5:g7]', '  rating: 600', '  difficulty: 1', `  source: ${source}`, ''].join('\n');
    const said = (source: string) => readPuzzleFile(puzzle(source)).errors.map((e) => `${e.code} ${e.message.replace(/ \(expected \{.*\}\)$/, '')}`);
    expect(said('{ file: g.pdn, game: 1, ply: 7, mistake: missed }')).toEqual(['PUZZLE_BAD_SOURCE source: mistake: missed needs played (the move that missed the solution)']);
    expect(said('{ file: g.pdn, game: 1, ply: 7, mistake: blunder }')).toEqual([]);
    expect(said('{ file: g.pdn, game: 0, ply: 7 }')).toEqual(['PUZZLE_BAD_SOURCE source: game: expected a whole number from 1 (the first game of the file)']);
    expect(said('{ file: g.pdn, game: 1e30, ply: 7 }')).toEqual(['PUZZLE_BAD_SOURCE source: game: expected a whole number from 1 (the first game of the file)']);
    expect(said('{ file: g.pdn, game: 1, ply: -1 }')).toEqual(['PUZZLE_BAD_SOURCE source: ply: expected a whole number from 0 (plies played before the puzzle)']);
    expect(said('{ game: 1, ply: 1 }')).toEqual(['PUZZLE_BAD_SOURCE source: file: expected the record file, e.g. games/NAME.pdn']);
    expect(said('{ file: g.pdn, game: 1, ply: 1, played: "zz" }')).toEqual(['PUZZLE_BAD_SOURCE source: played: expected a move, e.g. "c3:e5"']);
    expect(said('{ file: g.pdn, game: 1, ply: 1, played: "c3-d4", mistake: oops }')).toEqual(['PUZZLE_BAD_SOURCE source: mistake: expected missed or blunder']);
    expect(said('{ file: g.pdn, game: 1, ply: 1, moves: 3 }')).toEqual(["PUZZLE_BAD_SOURCE source: unknown field 'moves'"]);
  });

  it('mine - - is refused as verify - - is: standard input is read once (exit 2)', async () => {
    const pdn = readFileSync(join(ROOT, 'test/records/fixtures/bashni-annotated.pdn'));
    for (const args of [
      ['puzzles', 'mine', '-', '-'],
      ['verify', '-', '-'],
      ['puzzles', 'regrade', '-', '-'],
    ]) {
      const r = await bashni(args, { input: pdn });
      expect({ args, ...r }).toEqual({ args, status: 2, stdout: '', stderr: 'bashni: standard input (-) can be read only once\n' });
    }
  });
});
