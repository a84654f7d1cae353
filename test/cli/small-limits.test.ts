// Smaller wrong answers of issue 13 (item 14): puzzles check counts puzzles (not problems), a NAG
// beyond 2^53 is "out of range", perft depths and selfplay seeds are bounded with a clear
// message, and `[FEN ""]` is reported instead of read as the initial position.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bashni, lastLine } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('puzzles check counts puzzles', () => {
  const sound = '- id: sound\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: composed\n  note: a study\n';
  // one puzzle with four problems: a bad id, an unknown field, a bad difficulty, a bad theme
  const broken = '- id: Broken!\n  colour: white\n  fen: "W:Wd4:Bf8"\n  goal: win\n  solution: [d4-c5]\n  rating: 600\n  difficulty: 9\n  themes: [Bad Theme]\n  source: composed\n';
  writeFileSync(join(dir, 'two.yaml'), sound + broken);
  writeFileSync(join(dir, 'syntax.yaml'), '- id: x\n  fen: "unclosed\n');

  it('a file of 2 puzzles, one with several problems: 2 puzzles', async () => {
    const r = await bashni(['puzzles', 'check', 'two.yaml'], { cwd: dir });
    expect(r.stdout.match(/two\.yaml:\d+:\d+: /g)!.length).toBeGreaterThanOrEqual(4);
    expect(lastLine(r.stdout)).toMatch(/^2 puzzles: 1 sound, 1 failed \(/);
    expect(r.status).toBe(1);
  });

  it('a file that is not readable YAML is counted apart, not as a puzzle', async () => {
    const r = await bashni(['puzzles', 'check', 'two.yaml', 'syntax.yaml'], { cwd: dir });
    expect(r.stdout).toMatch(/syntax\.yaml:\d+:\d+: YAML: .*\[PUZZLE_YAML\]/);
    expect(lastLine(r.stdout)).toMatch(/^2 puzzles: 1 sound, 1 failed, 1 unreadable file \(/);
    expect(r.status).toBe(1);
    const json = JSON.parse((await bashni(['puzzles', 'check', '--json', 'two.yaml', 'syntax.yaml'], { cwd: dir })).stdout);
    expect([json.total, json.failed, json.unreadableFiles]).toEqual([2, 1, 1]);
  });
});

describe('records', () => {
  it('a NAG above 2^53 is out of range, not misplaced', async () => {
    writeFileSync(join(dir, 'nag.pdn'), '[Variant "Bashni"]\n\n1. c3-d4 $99999999999999999999 f6-g5 *\n');
    const r = await bashni(['verify', 'nag.pdn'], { cwd: dir });
    expect(r.stdout).toContain('nag.pdn:3:10: game 1: invalid: The annotation `$99999999999999999999` is out of range');
    expect(r.stdout).toContain('[PDN_NAG_OUT_OF_RANGE]');
    expect(r.stdout).not.toContain('does not follow a move');
  });

  it('[FEN ""] is reported (FEN_EMPTY), not read as the initial position', async () => {
    writeFileSync(join(dir, 'fen.pdn'), '[FEN ""]\n[Variant "Bashni"]\n\n1. c3-d4 *\n');
    const r = await bashni(['verify', 'fen.pdn'], { cwd: dir });
    expect(r.stdout).toContain('fen.pdn:1:1: game 1: invalid: bad FEN tag "": empty FEN [FEN_EMPTY]');
    expect(r.status).toBe(1);
  });
});

describe('bounded numbers on the command line', () => {
  /** An unbounded perft would run for ever: the test's own time limit stops it, and it fails. */
  const run = (args: string[]) => bashni(args, { cwd: dir });

  it('perft depth above 30: one line, exit 2', async () => {
    const r = await run(['perft', '31']);
    expect(r.stderr).toBe('bashni: depth must be 0..30, got 31\n');
    expect(r.status).toBe(2);
  });

  it('a perft suite line deeper than 30: file:line, exit 2', async () => {
    writeFileSync(join(dir, 'suite.txt'), 'W:Wc3:Bd4 ;D1 1\nW:Wc3:Bd4 ;D31 1\n');
    const r = await run(['perft', '--suite', 'suite.txt']);
    expect(r.stderr).toBe('bashni: suite.txt:2: depth 31 is above the limit of 30\n');
    expect(r.status).toBe(2);
  });

  it('selfplay --seed above 32 bits: one line, exit 2; the largest seed is written as it is', async () => {
    for (const seed of ['4294967296', '100000000000000000000000']) {
      const r = await run(['selfplay', '--seed', seed, '--depth', '1']);
      expect(r.stderr).toBe(`bashni: --seed must be 0..4294967295, got ${seed}\n`);
      expect(r.status).toBe(2);
    }
    const ok = await run(['selfplay', '--seed', '4294967295', '--depth', '1']);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('(seed 4294967295)');
  });

  // issue 22, point 8: every numeric option has a range in --help; out of it, a usage error naming it
  it.each([
    [['annotate', 'x.pdn', '--time', '99999999999999999999'], '--time must be 1..3600000, got 99999999999999999999'],
    [['annotate', 'x.pdn', '--depth', '41'], '--depth must be 1..40, got 41'],
    [['solve', '--fen', 'W:Wd4,a5,e7:Bd2,f8', '--max-moves', '1000'], '--max-moves must be 1..30, got 1000'],
    [['solve', '--fen', 'W:Wd4,a5,e7:Bd2,f8', '--nodes', '0'], '--nodes must be 1..1000000000000, got 0'],
    [['puzzles', 'check', '--nodes', '9007199254740993'], '--nodes must be 1..1000000000000, got 9007199254740993'],
    [['puzzles', 'mine', 'x.pdn', '--win-moves', '31'], '--win-moves must be 1..30, got 31'],
    [['selfplay', '--random-plies', '41'], '--random-plies must be 0..40, got 41'],
    [['selfplay', '--max-plies', '0'], '--max-plies must be 1..100000, got 0'],
    [['perft', '--suite', 'suite.txt', '--depth', '31'], '--depth must be 0..30, got 31'],
    // issue 47, item 8: --jobs said `must be 0..9007199254740991` for a value above 2^53
    [['verify', 'x.pdn', '--jobs', '99999999999999999999'], '--jobs must be 1..256, got 99999999999999999999'],
    [['annotate', 'x.pdn', '--jobs', '0'], '--jobs must be 1..256, got 0'],
    [['selfplay', '--jobs', 'many'], "--jobs must be a whole number 1..256, got 'many'"],
    [['perft', '99999999999999999999'], 'depth must be 0..30, got 99999999999999999999'],
    [['selfplay', '--games', 'x'.repeat(5000)], `--games must be a whole number 1..1000000, got '${'x'.repeat(60)}… (5000 characters)'`],
  ])('%j: exit 2, the range named', async (args, message) => {
    const r = await run(args);
    expect(r.stderr).toBe(`bashni: ${message}\n`);
    expect(r.status).toBe(2);
  });

  it.each([
    ['annotate', '--time <ms>', '1..3600000'],
    ['solve', '--max-moves <n>', '1..30'],
    ['perft', '[depth]', '0..30'],
    ['selfplay', '--random-plies <n>', '0..40'],
    ['verify', '--jobs <n>', '1..256'],
  ])('%s --help states the range of %s', async (command, flag, range) => {
    const help = (await run([command, '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(new RegExp(`${flag.replace(/[[\]]/g, '\\$&')} .*?${range.replace(/\./g, '\\.')}`));
  });
});

describe('selfplay says how many distinct openings there are (issue 22, point 7)', () => {
  it('--games 2000 with 4 random plies: 1,469 openings announced at the start, 1469 games, then it stops', async () => {
    const r = await bashni(['selfplay', '--games', '2000', '--random-plies', '4', '--depth', '1', '--max-plies', '4', '--jobs', '1']);
    expect(r.stderr).toBe('bashni: 4 random plies give 1,469 distinct openings: at most 1,469 games\nbashni: 1469 of 2000 games written: every distinct opening played\n');
    expect(r.stdout.match(/^\[Event /gm)).toHaveLength(1469);
    expect(r.status).toBe(0);
  });
});
