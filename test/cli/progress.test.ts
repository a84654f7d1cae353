// The progress line on standard error: drawn when stderr is a terminal (a pseudo-terminal made by
// util-linux `script`), erased at the end, and absent when stderr is a file, with --quiet, with
// --json; coloured unless NO_COLOR or --no-color; standard output the same bytes either way.
// The command runs as a process (the bundle) on the terminal; the plain runs compared with it in process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bashni, bundleBin, FIXTURES, ROOT } from '../records/cli.ts';

const PLAYOUTS = `${FIXTURES}bashni-playouts.pdn`;
const CYAN = '\x1b[36m';
const ERASE_LINE = '\x1b[2K';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bashni-progress-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * Runs `node bashni.js ARGS` (the bundle, plus `redirect`, shell words) with stdout and stderr on a
 * pseudo-terminal; returns what the terminal received. CI is unset (it turns progress off).
 */
function inTerminal(args: string[], opts: { redirect?: string; env?: Record<string, string> } = {}): string {
  // the line shows at the first update: how fast this machine runs the command does not matter
  const env: Record<string, string | undefined> = { ...process.env, TERM: 'xterm-256color', BASHNI_PROGRESS_AFTER_MS: '0', ...opts.env };
  delete env.CI;
  if (!opts.env?.NO_COLOR) delete env.NO_COLOR;
  const command = [process.execPath, bundleBin(), ...args].map(quote).join(' ') + (opts.redirect ? ` ${opts.redirect}` : '');
  const r = spawnSync('script', ['-qfec', command, '/dev/null'], { cwd: ROOT, encoding: 'utf8', env, maxBuffer: 64 << 20 });
  expect(r.error).toBeUndefined();
  return r.stdout;
}

describe('progress on a terminal', () => {
  it('util-linux script is there to make a terminal', () => {
    expect(spawnSync('script', ['--version'], { encoding: 'utf8' }).stdout).toMatch(/util-linux/);
  });

  // annotate at depth 5 searches 211 positions for seconds: frames with a rate and the time left.
  // The line shows at once (BASHNI_PROGRESS_AFTER_MS=0), so where only its presence or absence
  // is checked, depth 1 does
  const annotate = (out: string, ...more: string[]): string[] => ['annotate', PLAYOUTS, '--depth', '5', '-o', join(dir, out), ...more];
  const quick = (out: string, ...more: string[]): string[] => ['annotate', PLAYOUTS, '--depth', '1', '-o', join(dir, out), ...more];

  it('annotate: a coloured line with done/total, rate and time left, erased at the end; the output unchanged', async () => {
    const screen = inTerminal(annotate('shown.pdn'));
    expect(screen).toMatch(/annotate .*\d+\/211 positions · [\d.]+ positions\/s · \S+ left · \d\/4 games/);
    expect(screen).toContain(CYAN);
    // the last thing on the terminal erases the line
    expect(screen.slice(screen.lastIndexOf('positions'))).toContain(ERASE_LINE);
    expect(screen.trimEnd().endsWith(ERASE_LINE)).toBe(true);
    const plain = await bashni(annotate('plain.pdn', '--jobs', '1'));
    expect(plain.stderr).toBe('');
    expect(readFileSync(join(dir, 'shown.pdn'), 'utf8')).toBe(readFileSync(join(dir, 'plain.pdn'), 'utf8'));
  });

  it('NO_COLOR and --no-color: the line without colour', () => {
    for (const screen of [inTerminal(quick('a.pdn'), { env: { NO_COLOR: '1' } }), inTerminal(quick('b.pdn', '--no-color'))]) {
      expect(screen).toMatch(/\d+\/211 positions/);
      expect(screen).not.toContain(CYAN);
      expect(screen).not.toContain('\x1b[2m');
    }
  });

  it('nothing with --quiet, with --json, or when stderr is a file', () => {
    expect(inTerminal(quick('q.pdn', '--quiet'))).toBe('');
    expect(inTerminal(quick('q.json', '--json'))).toBe('');
    const err = join(dir, 'stderr.txt');
    expect(inTerminal(quick('f.pdn'), { redirect: `2>${quote(err)}` })).toBe('');
    expect(readFileSync(err, 'utf8')).toBe('');
  });

  it('selfplay: games written to the same terminal come through whole between frames of the line', async () => {
    const args = ['selfplay', '--games', '2', '--depth', '4', '--max-plies', '80', '--jobs', '1'];
    const screen = inTerminal(args).replace(/\r\n/g, '\n');
    expect(screen).toMatch(/selfplay .*\d\/2 games/);
    const plain = (await bashni(args)).stdout;
    const games = plain.split(/\n(?=\[Event )/);
    expect(games).toHaveLength(2);
    for (const game of games) expect(screen).toContain(game);
  });

  it('verify: progress in MB of the input while the report goes to a file, which is unchanged', async () => {
    // test/records/fixtures/engine-selfplay.pdn 40 times over: 10 MB, some 40 batches: frames between them
    const big = join(dir, 'big.pdn');
    writeFileSync(big, readFileSync(`${ROOT}test/records/fixtures/engine-selfplay.pdn`, 'utf8').repeat(40));
    const report = join(dir, 'report.txt');
    const screen = inTerminal(['verify', big, '--jobs', '1'], { redirect: `>${quote(report)}` });
    const mb = (statSync(big).size / (1 << 20)).toFixed(1);
    expect(screen).toMatch(new RegExp(`verify .*[\\d.]+/${mb} MB · [\\d.]+ MB/s · \\S+ left · \\d+ games`));
    expect(screen.trimEnd().endsWith(ERASE_LINE)).toBe(true);
    const plain = await bashni(['verify', big, '--jobs', '1']);
    expect(readFileSync(report, 'utf8')).toBe(plain.stdout);
    expect(plain.stdout.trimEnd().split('\n').pop()).toBe('2000 games: 2000 valid, 0 invalid');
  });

  // Issue 22, point 17: on an 8.4 MB input the line showed `8.0/8.0 MB, 1s left` from the start:
  // the reader takes the first 8 MB before the first game (to detect the encoding), and the MB
  // done were the bytes read. They are now the bytes consumed: what the games so far came from.
  it.each([
    ['verify', (file: string) => ['verify', file, '--jobs', '1'], '>/dev/null'],
    ['convert', (file: string) => ['convert', file, '-o', join(dir, 'eight-out.pdn')], ''],
  ])('%s of 8.4 MB: the MB done follow the games, never the bytes only read ahead', (_name, args, redirect) => {
    const unit = readFileSync(`${ROOT}test/records/fixtures/engine-selfplay.pdn`, 'utf8');
    const perUnit = unit.match(/^\[Event /gm)!.length;
    const file = join(dir, 'eight.pdn');
    writeFileSync(file, unit.repeat(Math.ceil(8_400_000 / unit.length)));
    expect(statSync(file).size).toBeGreaterThan(8 << 20);
    const screen = inTerminal(args(file), { redirect });
    const total = (statSync(file).size / (1 << 20)).toFixed(1);
    const frames = [...screen.matchAll(/ ([\d.]+)\/([\d.]+) MB[^\r\n]*? (\d+) games/g)].map((m) => ({ done: Number(m[1]), of: m[2], games: Number(m[3]) }));
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) {
      expect(f.of).toBe(total);
      // the bytes of the games done, plus at most a piece the splitter was given (64 KB) and rounding
      const behind = (f.games * unit.length) / perUnit / (1 << 20);
      expect(f.done, `${f.done} MB shown after ${f.games} games`).toBeLessThanOrEqual(behind + 0.2);
    }
  });
});
