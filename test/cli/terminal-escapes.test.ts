// A hostile record cannot drive the terminal: control characters from tags, junk text, file
// names and puzzle files are printed as visible escapes (`\x1b`) in every text output, on
// standard output and standard error (cli/terminal-text.ts). JSON escapes them itself; PDN
// written to a file or a pipe is data and keeps them.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { bashni, bundleBin } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-escapes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** C0 controls but tab and line feed, DEL, C1 controls (what a terminal may act on). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

// tags with ESC [2J (clear screen), NUL, SOH and a C1 CSI; junk in the move text with BEL, ESC c (reset) and CR
const HOSTILE = '[Event "clear\x1b[2Jscreen"]\n[White "nul\x00here"]\n[Black "\x01soh\u009bcsi"]\n[Variant "Bashni"]\n\n' + '1. c3-d4 \x07\x1bc\rgame 1: valid f6-g5 *\n';
const file = join(dir, 'hostile.pdn');
writeFileSync(file, HOSTILE);
// a file name that clears the screen
const hostileName = 'x\x1b[2Jy.pdn';
writeFileSync(join(dir, hostileName), HOSTILE);

describe('text output escapes control characters', () => {
  it('verify: tags, junk and the unexpected-character message', async () => {
    const r = await bashni(['verify', 'hostile.pdn'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stdout).toContain('(nul\\x00here - \\x01soh\\u009bcsi)');
    expect(r.stdout).toMatch(/Unexpected character.*\\x07/);
  });

  it('verify: a file name', async () => {
    const r = await bashni(['verify', hostileName], { cwd: dir });
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(r.stdout).toContain('x\\x1b[2Jy.pdn:');
  });

  it('a file name in a usage error (standard error)', async () => {
    const r = await bashni(['verify', 'missing\x1b[2J.pdn'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('bashni: missing\\x1b[2J.pdn: cannot read: no such file\n');
  });

  it('convert and annotate: the problems on standard error', async () => {
    for (const args of [
      ['convert', 'hostile.pdn'],
      ['annotate', 'hostile.pdn', '--depth', '1', '--jobs', '1'],
    ]) {
      const r = await bashni(args, { cwd: dir });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/hostile\.pdn:\d+:\d+: game 1: /);
      expect(r.stderr).not.toMatch(RAW_CONTROL);
    }
  });

  it('puzzles check and solve: values from a puzzle file', async () => {
    writeFileSync(
      join(dir, 'p.yaml'),
      '- id: "a\\e[2Jb"\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: "win\\x07"\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: composed\n',
    );
    const c = await bashni(['puzzles', 'check', 'p.yaml'], { cwd: dir });
    expect(c.status).toBe(1);
    expect(c.stdout).toContain("'a\\x1b[2Jb' must be lower-case");
    expect(c.stdout).not.toMatch(RAW_CONTROL);
    const s = await bashni(['solve', 'p.yaml'], { cwd: dir });
    expect(s.stdout).toContain('\\x1b[2J');
    expect(s.stdout).not.toMatch(RAW_CONTROL);
  });
});

describe('data and JSON are not text reports', () => {
  it('convert to a pipe keeps the tag values as they are (PDN is data)', async () => {
    const r = await bashni(['convert', 'hostile.pdn'], { cwd: dir });
    expect(r.stdout).toContain('[Event "clear\x1b[2Jscreen"]');
  });

  it('convert to a terminal escapes them (script(1) gives it a terminal)', () => {
    // a process (the bundle): its standard output is the pseudo-terminal script(1) makes
    const r = spawnSync('script', ['-qec', `"${process.execPath}" "${bundleBin()}" convert hostile.pdn 2>/dev/null`, '/dev/null'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });
    expect(r.stdout).toContain('[Event "clear\\x1b[2Jscreen"]');
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(r.stdout).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/); // the terminal's own \r\n aside
  });

  it('verify --json: JSON escapes them itself (no double escape)', async () => {
    const r = await bashni(['verify', '--json', 'hostile.pdn'], { cwd: dir });
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(r.stdout).not.toMatch(/[\x00-\x08\x0b-\x1f]/);
    const games = JSON.parse(r.stdout).games;
    expect(games[0].tags).toEqual({ Event: 'clear\x1b[2Jscreen', White: 'nul\x00here', Black: '\x01soh\u009bcsi' });
  });
});

describe('a file name cannot forge report lines (issue 22, point 21)', () => {
  // a name that, printed raw, puts a "valid" verdict and a clean summary above the real ones
  const forged = 'evil.pdn:1:1: game 1: valid, 1 ply (bashni)\n1 games: 1 valid, 0 invalid\n';
  const shown = 'evil.pdn:1:1: game 1: valid, 1 ply (bashni)\\x0a1 games: 1 valid, 0 invalid\\x0a';
  writeFileSync(join(dir, forged), '1. c3-d4 zz *\n');
  writeFileSync(join(dir, 'p\n1 of 1 puzzles.yaml'), '- id: x\n  fen: bad\n');

  it('verify: one line per game, the name escaped whole', async () => {
    const r = await bashni(['verify', forged], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${shown}:1:10: game 1: invalid: Unexpected \`zz\` in the moves. [PDN_UNEXPECTED_TOKEN]\n1 games: 0 valid, 1 invalid\n`);
  });

  it('verify --json keeps the real name (JSON escapes it)', async () => {
    const r = await bashni(['verify', '--json', forged], { cwd: dir });
    expect(JSON.parse(r.stdout).games[0].file).toBe(forged);
  });

  it('convert and annotate on standard error, a usage error, puzzles check', async () => {
    for (const args of [
      ['convert', forged],
      ['annotate', forged, '--depth', '1', '--jobs', '1'],
    ]) {
      const r = await bashni(args, { cwd: dir });
      expect(r.stderr.split('\n')[0]).toMatch(/^evil\.pdn:1:1: game 1: valid, 1 ply \(bashni\)\\x0a1 games: 1 valid, 0 invalid\\x0a:\d+:\d+: game 1: /);
    }
    const missing = await bashni(['verify', `${forged}x`], { cwd: dir });
    expect(missing.stderr).toBe(`bashni: ${shown}x: cannot read: no such file\n`);
    const p = await bashni(['puzzles', 'check', 'p\n1 of 1 puzzles.yaml'], { cwd: dir });
    expect(p.stdout).toContain('p\\x0a1 of 1 puzzles.yaml:');
    expect(p.stdout).not.toMatch(/^1 of 1 puzzles/m);
  });
});
