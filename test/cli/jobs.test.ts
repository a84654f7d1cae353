// `--jobs N`: the commands that spread their work over worker threads print the same bytes, the
// same messages and the same exit code with two threads as with one (which runs every task in
// the main thread), on real records. Two threads in the built command (a process: the bundle of
// test/cli/bundle-setup.ts, its workers dist's bashni-worker.js), one in process from the sources.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bashni, bundleBin, FIXTURES, processRun, ROOT, type Run } from '../records/cli.ts';

const ANALYSIS = `${ROOT}test/puzzles/fixtures/`;
const SELFPLAY = `${ROOT}test/records/fixtures/engine-selfplay.pdn`;

let dir: string;
/** The first two games of test/records/fixtures/engine-selfplay.pdn, then the same two again. */
let repeated: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bashni-jobs-'));
  const games = readFileSync(SELFPLAY, 'utf8').split(/(?=^\[Event )/m);
  const two = games.slice(0, 2).join('');
  repeated = join(dir, 'repeated.pdn');
  writeFileSync(repeated, two + '\n' + two);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command with --jobs 1 (in process) and --jobs 2 (the bundle); both runs must agree in every byte. */
async function sameWithJobs(args: string[]): Promise<Run> {
  const one = await bashni([...args, '--jobs', '1']);
  const two = processRun([...args, '--jobs', '2']);
  expect(two.stderr).toBe(one.stderr);
  expect(two.stdout).toBe(one.stdout);
  expect(two.status).toBe(one.status);
  expect(one.stdout.length).toBeGreaterThan(0);
  return one;
}

describe('--jobs 2 gives the output of --jobs 1', () => {
  it('annotate: PDN, messages and exit code on records that replay and records that do not', async () => {
    const r = await sameWithJobs(['annotate', `${FIXTURES}bashni-playouts.pdn`, '--depth', '3']);
    expect(r.status).toBe(0);
    expect(r.stdout.match(/\[Annotator "bashni annotate \(depth 3\)"\]/g)).toHaveLength(4);
    const bad = await sameWithJobs(['annotate', `${FIXTURES}missing-capture.pdn`, '--depth', '2']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('game 1: move 2. g3-h4: illegal move');
  });

  it('annotate --json', async () => {
    const r = await sameWithJobs(['annotate', `${ANALYSIS}blunder.pdn`, '--depth', '4', '--json']);
    expect(JSON.parse(r.stdout)[0].plies.length).toBeGreaterThan(0);
  });

  it('verify: many files, valid and invalid games, text and JSON', async () => {
    const files = [
      'test/records/fixtures/engine-selfplay.pdn',
      ...['bashni-annotated', 'missing-capture', 'ambiguous', 'illegal', 'bad-fen', 'other-game', 'unterminated-comment'].map((f) => `${FIXTURES}${f}.pdn`),
    ];
    const text = await sameWithJobs(['verify', ...files]);
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/^\d+ games: \d+ valid, [1-9]\d* invalid\n/m);
    const json = await sameWithJobs(['verify', '--json', ...files]);
    expect(JSON.parse(json.stdout).summary.games).toBeGreaterThan(57);
  });

  it('verify: one file cut into several batches (test/records/fixtures/engine-selfplay.pdn, 250 kB), syntax only too', async () => {
    const r = await sameWithJobs(['verify', SELFPLAY]);
    expect(r.stdout.trimEnd().split('\n').pop()).toBe('50 games: 50 valid, 0 invalid');
    await sameWithJobs(['verify', '--syntax-only', '--json', SELFPLAY]);
  });

  it('verify: standard input', async () => {
    const input = readFileSync(SELFPLAY, 'utf8');
    const one = await bashni(['verify', '-', '--jobs', '1'], { input });
    const two = processRun(['verify', '-', '--jobs', '2'], { input });
    expect(two).toEqual(one);
    expect(one.stdout).toContain('<stdin>');
  });

  it('puzzles mine: a position used by an earlier game is skipped as in one sequence', async () => {
    // the same two games twice: the second copy finds its positions already used, and then
    // mines the positions inside the solutions it skipped the first time (short lines from ply 24:
    // enough finds for both, in a third of the time of the defaults)
    const r = await sameWithJobs(['puzzles', 'mine', repeated, '--nodes', '20000', '--win-moves', '3', '--material-moves', '3', '--from-ply', '24', '--root', dir]);
    const ids = [...r.stdout.matchAll(/^- id: (\S+)/gm)].map((m) => m[1]);
    expect(ids.some((id) => id!.startsWith('repeated-g1-'))).toBe(true);
    expect(ids.some((id) => id!.startsWith('repeated-g3-') || id!.startsWith('repeated-g4-'))).toBe(true);
  });

  it('selfplay, and selfplay --decisive (games played ahead and dropped)', async () => {
    const r = await sameWithJobs(['selfplay', '--games', '3', '--depth', '2', '--seed', '11', '--max-plies', '80']);
    expect(r.stdout.match(/\[Round "\d+"\]/g)).toEqual(['[Round "1"]', '[Round "2"]', '[Round "3"]']);
    const d = await sameWithJobs(['selfplay', '--games', '2', '--depth', '1', '--decisive', '--max-plies', '60']);
    expect(d.stdout).not.toContain('[Result "1/2-1/2"]');
  });

  it('perft: split at the root, total and --divide, bashni and russian counting every path', async () => {
    expect((await sameWithJobs(['perft', '7'])).stdout).toBe('189912\n');
    const divide = await sameWithJobs(['perft', '5', '--divide', '--fen', 'W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)']);
    expect(divide.stdout.trimEnd().split('\n').pop()).toBe('4066');
    expect((await sameWithJobs(['perft', '8', '--variant', 'russian', '--all-paths'])).stdout).toBe('929905\n');
  });

  it('two jobs start worker threads, one job none (the modules each run loads)', () => {
    const loads = (jobs: string): string => {
      const list = join(dir, `loads-${jobs}.txt`);
      writeFileSync(list, '');
      const recorder = `${ROOT}test/cli/record-loads.mjs`;
      const r = spawnSync(process.execPath, ['--import', recorder, bundleBin(), 'perft', '5', '--jobs', jobs], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '1', BASHNI_LOADS: list } });
      expect(r.stdout).toBe('7482\n');
      return readFileSync(list, 'utf8');
    };
    expect(loads('2')).toContain('/bashni-worker.js');
    expect(loads('1')).not.toContain('/bashni-worker.js');
  });

  it('refuses --jobs 0 and --jobs x with one line and exit 2', async () => {
    for (const jobs of ['0', 'x', '257']) {
      const r = await bashni(['perft', '3', '--jobs', jobs]);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('--jobs');
    }
  });
});
