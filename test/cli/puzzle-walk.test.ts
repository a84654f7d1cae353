// The puzzle folder walker (puzzles/node-files.ts puzzleFiles) never dies on what a directory holds
// (issue 22, point 3): an Emacs lock file (a dangling link `.#composed.yaml`), a hidden YAML file,
// a link loop, a link back to the folder and /proc are skipped, each with a note on standard error.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-walk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const folder = join(dir, 'puzzles');
mkdirSync(join(folder, 'sub'), { recursive: true });
copyFileSync(join(ROOT, 'puzzles/composed.yaml'), join(folder, 'composed.yaml'));
copyFileSync(join(ROOT, 'puzzles/composed.yaml'), join(folder, 'sub', 'again.yaml'));
copyFileSync(join(ROOT, 'puzzles/composed.yaml'), join(folder, '.hidden.yaml'));
symlinkSync('user@host.1234:1700000000', join(folder, '.#composed.yaml'));
symlinkSync('loop.yaml', join(folder, 'loop.yaml'));
symlinkSync('.', join(folder, 'back'));

const notes = [
  'bashni: note: puzzles/.#composed.yaml: skipped: a dangling link',
  'bashni: note: puzzles/.hidden.yaml: skipped: a hidden file',
  'bashni: note: puzzles/back: skipped: a link to a directory (not followed)',
  'bashni: note: puzzles/loop.yaml: skipped: a link loop',
];

describe('puzzles export|check|stats on a folder with hostile entries', () => {
  it.each([
    ['stats', ['puzzles', 'stats', 'puzzles']],
    ['export', ['puzzles', 'export', 'puzzles', '--format', 'json']],
    ['check', ['puzzles', 'check', 'puzzles', '--nodes', '20000']],
  ])('%s: the ordinary files read, the rest skipped with a note', async (name, args) => {
    const r = await bashni(args, { cwd: dir });
    expect(r.stderr.split('\n').filter((l) => l.startsWith('bashni: note:'))).toEqual(notes);
    expect(r.stderr).not.toContain('internal error');
    if (name === 'export') expect(JSON.parse(r.stdout).length).toBeGreaterThan(0);
    if (name === 'check') expect(r.stdout).toMatch(/puzzles\/sub\/again\.yaml/);
    expect(r.status).not.toBe(70);
  });

  it('puzzles stats /proc/self: a report, no internal error', async () => {
    const r = await bashni(['puzzles', 'stats', '/proc/self']);
    expect(r.stderr).not.toContain('internal error');
    expect(r.status).toBe(0);
  });

  it('a path given that does not exist is still a usage error', async () => {
    const r = await bashni(['puzzles', 'stats', 'missing'], { cwd: dir });
    expect(r).toMatchObject({ status: 2, stderr: 'bashni: missing: cannot read: no such file\n' });
  });
});
