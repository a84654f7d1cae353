// Fast start: the `bashni` command loads only the command it runs, so the commands that take a
// FEN (perft, moves, show) and --version never load the PDN parser (Chevrotain, lodash-es) or the
// YAML reader. Runs the real command with a module hook that lists every module it resolves.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const recorder = fileURLToPath(new URL('./record-loads.mjs', import.meta.url));

/** Runs `node cli/bin.js ARGS`; gives its output and the packages of node_modules it loaded. */
function packagesLoaded(...args: string[]): { stdout: string; stderr: string; packages: Set<string> } {
  const dir = mkdtempSync(join(tmpdir(), 'bashni-loads-'));
  try {
    const list = join(dir, 'loads.txt');
    const r = spawnSync(process.execPath, ['--import', recorder, 'cli/bin.js', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, BASHNI_LOADS: list } });
    const packages = new Set<string>();
    for (const url of readFileSync(list, 'utf8').split('\n')) {
      const m = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
      if (m) packages.add(m[1]!);
    }
    return { stdout: r.stdout, stderr: r.stderr, packages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const PARSERS = ['chevrotain', 'lodash-es', 'yaml'];

describe('bashni loads only what the command needs', () => {
  it.each([
    [['perft', '3'], '302\n'],
    [['moves', '--fen', 'W:Wc3:Bd4'], 'c3:e5'],
    [['show', '--fen', 'W:Wc3:Bd4', '--svg'], '<svg'],
    [['--version'], JSON.parse(readFileSync(root + 'package.json', 'utf8')).version],
  ])('%j loads commander but no parser', (args, output) => {
    const { stdout, stderr, packages } = packagesLoaded(...args);
    expect(stderr).toBe('');
    expect(stdout).toContain(output);
    expect(packages).toContain('commander');
    for (const p of PARSERS) expect(packages).not.toContain(p);
  });

  it('verify loads the PDN parser, solve the YAML reader (the check above sees them when they load)', () => {
    const verify = packagesLoaded('verify', 'test/records/fixtures/bashni-annotated.pdn');
    expect(verify.stdout).toContain('2 games: 2 valid, 0 invalid');
    expect(verify.packages).toContain('chevrotain');
    const solve = packagesLoaded('solve', 'test/analysis/fixtures/bad-puzzles.yaml');
    expect(solve.stdout).toContain('fine: Goal: White to move: win the game');
    expect(solve.packages).toContain('yaml');
  });
});
