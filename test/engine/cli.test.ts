// The perft, moves and show commands, run as real processes (node cli/bin.js ...).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
function run(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['cli/bin.js', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('bashni perft', () => {
  it('prints the leaf count', () => {
    const r = run('perft', '5');
    expect(r.code).toBe(0);
    expect(r.out).toBe('7482\n');
  });
  it('--variant russian', () => {
    expect(run('perft', '6', '--variant', 'russian').out).toBe('37986\n');
  });
  it('--divide prints one line per move then the total', () => {
    const r = run('perft', '3', '--divide', '--fen', 'W:W21-32:B1-12');
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^a3-b4 \d+$/);
    expect(lines[7]).toBe('302');
  });
  it('--suite passes the project suite', () => {
    const r = run('perft', '--suite', 'test/engine/perft-suite.txt');
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^(\d+) passed, 0 failed$/);
    expect(Number(/^(\d+) passed/.exec(r.out.trim().split('\n').at(-1)!)![1])).toBeGreaterThanOrEqual(15);
  });
  it('--suite with a wrong figure prints the mismatch and exits 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bashni-suite-'));
    const file = join(dir, 'bad.txt');
    writeFileSync(file, '# a comment\nW:W21-32:B1-12 ;D1 7 ;D2 50\nW:WKc3:Be5,b2 ;variant russian ;D1 4\n');
    const r = run('perft', '--suite', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain('depth 2: expected 50, got 49');
    expect(r.out.trim().split('\n').at(-1)).toBe('1 passed, 1 failed');
    // --depth 1 skips the wrong figure
    const r1 = run('perft', '--suite', file, '--depth', '1');
    expect(r1.code).toBe(0);
    expect(r1.out.trim()).toBe('2 passed, 0 failed');
  });
  it('bad FEN, bad variant, bad depth: one line, exit 2', () => {
    for (const args of [
      ['perft', 'x'],
      ['moves', '--fen', 'W:Wa1(bw)', '--variant', 'bashni'],
      ['show', '--variant', 'chess'],
    ]) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/^bashni: /);
    }
  });
  it('--help on each command', () => {
    for (const c of ['perft', 'moves', 'show']) {
      const r = run(c, '--help');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`Usage: bashni ${c}`);
    }
  });
});

describe('bashni moves', () => {
  it('lists every legal move with the FEN after it', () => {
    const r = run('moves', '--fen', 'W:WKc3:Be5,b2');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines).toContain('c3:f6:a1  B:WKa1(Wbb):B');
  });
  it('--json', () => {
    const r = run('moves', '--fen', 'W:Wc3:Bd4(bW),f6', '--json');
    const rows = JSON.parse(r.out);
    expect(rows).toEqual([{ move: 'c3:g7', full: 'c3:e5:g7', from: 'c3', path: ['e5', 'g7'], jumped: ['d4', 'f6'], taken: 'bb', promotes: false, fen: 'B:WKd4,g7(wbb):B' }]);
  });
  it('a position without moves says who loses', () => {
    expect(run('moves', '--fen', 'W:Wa1:Bb2,c3').out).toBe('no legal moves: White to move loses\n');
  });
});

describe('bashni show', () => {
  it('a text board with every column readable', () => {
    const r = run('show', '--fen', 'W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)');
    expect(r.code).toBe(0);
    expect(r.out).toContain(' W3 ');
    expect(r.out).toMatch(/d4 \(18\)\s+WwB/);
    expect(r.out).toMatch(/e3 \(23\)\s+wbb/);
    expect(r.out).toMatch(/g3 \(24\)\s+Bbw/);
    expect(r.out).toContain('White to move');
  });
});
