// The site's build lists the puzzle folder as `bashni puzzles check` does, with the same walker
// (puzzles/node-files.ts): an Emacs lock file `.#x.yaml` (a dangling link) or a hidden file is
// skipped with a note instead of failing the build (issue 22). The loader runs on a fixture root
// made here; no site is built. The games folder is listed by the same rules.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readContent, readGames, readPuzzles } from '../../site/src/lib/collections.ts';
import { bashni } from '../records/cli.ts';

const root = mkdtempSync(join(tmpdir(), 'bashni-listing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'games'));
mkdirSync(join(root, 'puzzles'));

/** One small sound puzzle (a set-up endgame: hence its note). */
const PUZZLE = '- id: tiny\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: composed\n  note: a set-up endgame\n';
writeFileSync(join(root, 'puzzles/tiny.yaml'), PUZZLE);
// what Emacs leaves beside a file being edited: a link to nothing
symlinkSync('user@host.1234:1700000000', join(root, 'puzzles/.#tiny.yaml'));
writeFileSync(join(root, 'puzzles/.hidden.yaml'), 'not: a puzzle\n');
writeFileSync(join(root, 'games/one.pdn'), '[Event "One"]\n1. c3-d4 f6-g5 *\n');
symlinkSync('user@host.1234:1700000000', join(root, 'games/.#one.pdn'));
writeFileSync(join(root, 'games/.hidden.pdn'), 'not a record {');
mkdirSync(join(root, 'games/folder.pdn'));

const GAME_NOTES = ['games/.#one.pdn: skipped: a dangling link', 'games/.hidden.pdn: skipped: a hidden file', 'games/folder.pdn: skipped: not a file'];

describe("the site's puzzle listing: the command's walker", () => {
  it('a dangling `.#x.yaml` and a hidden file are skipped with a note; the puzzles are read and checked', () => {
    const read = readPuzzles({ repo: root }, { entries: [], problems: [] });
    expect(read.problems).toEqual([]);
    expect(read.entries.map((p) => p.id)).toEqual(['tiny']);
    expect(read.notes).toEqual(['puzzles/.#tiny.yaml: skipped: a dangling link', 'puzzles/.hidden.yaml: skipped: a hidden file']);
    const content = readContent({ repo: root });
    expect(content.failure).toBeUndefined();
    expect(content.notes).toEqual([...GAME_NOTES, ...read.notes!]);
  });

  it('the games folder likewise: a lock file, a hidden file and a folder named .pdn are skipped with a note, the games read', () => {
    const read = readGames({ repo: root });
    expect(read.problems).toEqual([]);
    expect(read.entries.map((g) => g.file)).toEqual(['games/one.pdn']);
    expect(read.notes).toEqual(GAME_NOTES);
  });

  it('the notes are those `bashni puzzles check` prints on the same folder', async () => {
    const r = await bashni(['puzzles', 'check', 'puzzles', '--nodes', '20000'], { cwd: root });
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(['bashni: note: puzzles/.#tiny.yaml: skipped: a dangling link', 'bashni: note: puzzles/.hidden.yaml: skipped: a hidden file']);
    expect(r.status).toBe(0);
  });
});
