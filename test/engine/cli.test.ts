// The perft, moves and show commands, run as real processes (node cli/bin.js ...).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { referencePerft } from './reference.ts';
import { toRef } from './helpers.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Runs the real command as a child process (asynchronously, so tests can run concurrently). */
function run(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['cli/bin.js', ...args], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe.concurrent('bashni perft', () => {
  it('prints the leaf count', async () => {
    const r = await run('perft', '5');
    expect(r.code).toBe(0);
    expect(r.out).toBe('7482\n');
  });
  it('--variant russian', async () => {
    expect((await run('perft', '6', '--variant', 'russian')).out).toBe('37986\n');
  });
  it('--divide prints one line per move then the total', async () => {
    const r = await run('perft', '3', '--divide', '--fen', 'W:W21-32:B1-12');
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^a3-b4 \d+$/);
    expect(lines[7]).toBe('302');
  });
  it('--suite passes the project suite', async () => {
    const r = await run('perft', '--suite', 'test/engine/perft-suite.txt');
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^(\d+) passed, 0 failed$/);
    expect(Number(/^(\d+) passed/.exec(r.out.trim().split('\n').at(-1)!)![1])).toBeGreaterThanOrEqual(15);
  });
  it('--suite with a wrong figure prints the mismatch and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bashni-suite-'));
    const file = join(dir, 'bad.txt');
    writeFileSync(file, '# a comment\nW:W21-32:B1-12 ;D1 7 ;D2 50\nW:WKc3:Be5,b2 ;variant russian ;D1 4\n');
    const r = await run('perft', '--suite', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain('depth 2: expected 50, got 49');
    expect(r.out.trim().split('\n').at(-1)).toBe('1 passed, 1 failed');
    // --depth 1 skips the wrong figure
    const r1 = await run('perft', '--suite', file, '--depth', '1');
    expect(r1.code).toBe(0);
    expect(r1.out.trim()).toBe('2 passed, 0 failed');
  });
  it('--suite --all-paths counts every capture path on every line (russian path counts)', async () => {
    // a king with several ways to take the same men: the path counts, cross-checked at depth 3
    // with the naive reference generator, exceed the de-duplicated ones (105, 237)
    const fen = 'W:WKg1:Be3,b6,d6,f6';
    const pos = parseFen(fen, 'russian');
    if (!pos.ok) throw new Error(pos.error.message);
    expect(referencePerft(toRef(pos.value), 3, false)).toBe(128);
    const dir = mkdtempSync(join(tmpdir(), 'bashni-suite-'));
    const file = join(dir, 'paths.txt');
    writeFileSync(file, `${fen} ;D3 128 ;D4 298\nW:W21-32:B1-12 ;D6 37986 ;D8 929905\n`);
    const counted = await run('perft', '--suite', file, '--variant', 'russian', '--all-paths');
    expect(counted.out).toBe('2 passed, 0 failed\n');
    expect(counted.code).toBe(0);
    // without --all-paths the same suite is read as de-duplicated counts, and fails
    const deduped = await run('perft', '--suite', file, '--variant', 'russian');
    expect(deduped.code).toBe(1);
    expect(deduped.out).toContain(`${fen} [russian] depth 3: expected 128, got 105`);
    expect(deduped.out).toContain('depth 8: expected 929905, got 929899');
  });
  it('bad FEN, bad variant, bad depth: one line, exit 2', async () => {
    const cases = [
      ['perft', 'x'],
      ['moves', '--fen', 'W:Wa1(bw)', '--variant', 'bashni'],
      ['show', '--variant', 'chess'],
    ];
    const results = await Promise.all(cases.map((args) => run(...args)));
    for (const [i, args] of cases.entries()) {
      const r = results[i]!;
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/^bashni: /);
    }
  });
  it('--help on each command', async () => {
    const commands = ['perft', 'moves', 'show'];
    const results = await Promise.all(commands.map((c) => run(c, '--help')));
    for (const [i, c] of commands.entries()) {
      const r = results[i]!;
      expect(r.code).toBe(0);
      expect(r.out).toContain(`Usage: bashni ${c}`);
    }
  });
});

describe.concurrent('bashni moves', () => {
  it('lists every legal move with the FEN after it', async () => {
    const r = await run('moves', '--fen', 'W:WKc3:Be5,b2');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines).toContain('c3:f6:a1  B:WKa1(Wbb):B');
  });
  it('--json', async () => {
    const r = await run('moves', '--fen', 'W:Wc3:Bd4(bW),f6', '--json');
    const rows = JSON.parse(r.out);
    expect(rows).toEqual([{ move: 'c3:g7', full: 'c3:e5:g7', from: 'c3', path: ['e5', 'g7'], jumped: ['d4', 'f6'], taken: 'bb', promotes: false, fen: 'B:WKd4,g7(wbb):B' }]);
  });
  it('a position without moves says who loses', async () => {
    expect((await run('moves', '--fen', 'W:Wa1:Bb2,c3')).out).toBe('no legal moves: White to move loses\n');
  });
});

describe.concurrent('bashni show', () => {
  it('a text board with every column readable', async () => {
    const r = await run('show', '--fen', 'W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)');
    expect(r.code).toBe(0);
    expect(r.out).toContain(' W3 ');
    expect(r.out).toMatch(/d4 \(18\)\s+WwB/);
    expect(r.out).toMatch(/e3 \(23\)\s+wbb/);
    expect(r.out).toMatch(/g3 \(24\)\s+Bbw/);
    expect(r.out).toContain('White to move');
  });
});
