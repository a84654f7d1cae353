// Issue 47: options and inputs that slipped through. `convert --squares numeric` on Lasca kept
// algebraic squares silently (item 11); `--site-url //evil.example/` was taken as a path (item 12);
// an error line quoted a whole 180 KB capture path or a 60 KB FEN column (item 6).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-hostile-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('numeric squares where the variant has none (one check for moves and convert)', () => {
  it.each([
    [['moves', '--variant', 'lasca', '--numeric'], "--numeric: Lasca's squares have no numbers"],
    [['convert', '--variant', 'lasca', '--squares', 'numeric', 'test/records/fixtures/bashni-annotated.pdn'], "--squares numeric: Lasca's squares have no numbers"],
  ])('%j: exit 2, nothing written', async (args, message) => {
    const r = await bashni(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });
});

describe('--site-url', () => {
  const good = 'test/puzzles/fixtures/export/puzzles/good.yaml';
  it.each(['//evil.example/', '/\\evil.example/', '//evil.example'])('%s (another host, no scheme) is refused', async (url) => {
    const r = await bashni(['puzzles', 'export', good, '--site-url', url]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^bashni: --site-url: .* names another host without a scheme/);
  });

  it.each(['/bashni/', 'https://example.org/bashni/'])('%s is taken', async (url) => {
    const r = await bashni(['puzzles', 'export', good, '--site-url', url, '--root', join(ROOT, 'test/puzzles/fixtures/export')]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('an error line quotes an excerpt of the input, whatever its size', () => {
  const capture = ['c3', 'e5'].join('x').concat('x', Array(30000).fill('c3xe5').join('x'));
  writeFileSync(join(dir, 'capture.pdn'), `[Event "x"]\n1. ${capture} *\n`);
  writeFileSync(join(dir, 'fen.pdn'), `[FEN "W:W${Array(20000).fill('c3').join(', ')}:Bd6"]\n1. c3-d4 *\n`);
  it.each([
    ['verify', 'capture.pdn'],
    ['convert', 'capture.pdn'],
    ['annotate', 'capture.pdn'],
    ['verify', 'fen.pdn'],
    ['convert', 'fen.pdn'],
    ['annotate', 'fen.pdn'],
  ])('%s %s: every line of a report or message under 500 characters', async (command, file) => {
    const r = await bashni(command === 'annotate' ? [command, '--depth', '1', file] : [command, file], { cwd: dir });
    expect(r.status).toBe(1);
    const report = command === 'verify' ? r.stdout : r.stderr;
    expect(report).toMatch(/characters\)/);
    for (const line of report.split('\n')) expect(line.length).toBeLessThan(500);
  });

  it('verify --json: the move and the message are excerpts too', async () => {
    const r = await bashni(['verify', '--json', 'capture.pdn'], { cwd: dir });
    expect(r.stdout.length).toBeLessThan(2000);
  });
});
