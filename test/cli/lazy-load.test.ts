// Fast start: the `bashni` command loads only the command it runs, so the commands that take a
// FEN (perft, moves, show) and --version never load the PDN parser (Chevrotain, lodash-es) or the
// YAML reader. Runs the built command (a process: what a start loads is the point) with a module
// hook that lists every file it loads; esbuild's metafile says which packages each file holds.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { bundleBin, bundleDir } from '../records/cli.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const recorder = fileURLToPath(new URL('./record-loads.mjs', import.meta.url));

/** The packages of node_modules in each file of the bundle (by file name: bashni.js, chunks' names). */
function packagesByFile(): Map<string, Set<string>> {
  const meta = JSON.parse(readFileSync(join(bundleDir(), 'meta.json'), 'utf8')) as Metafile;
  const out = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(meta.outputs)) {
    const packages = new Set<string>();
    for (const input of Object.keys(output.inputs)) {
      const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (m) packages.add(m[1]!);
    }
    out.set(basename(file), packages);
  }
  return out;
}

/** Runs `node bashni.js ARGS`; gives its output and the packages of node_modules in the files it loaded. */
function packagesLoaded(...args: string[]): { stdout: string; stderr: string; packages: Set<string>; urls: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bashni-loads-'));
  try {
    const list = join(dir, 'loads.txt');
    const r = spawnSync(process.execPath, ['--import', recorder, bundleBin(), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, BASHNI_LOADS: list } });
    const byFile = packagesByFile();
    const packages = new Set<string>();
    const urls = readFileSync(list, 'utf8').split('\n');
    for (const url of urls) {
      if (!url.startsWith(`file://${bundleDir()}`)) continue;
      for (const p of byFile.get(basename(url)) ?? []) packages.add(p);
    }
    return { stdout: r.stdout, stderr: r.stderr, packages, urls };
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

  it('show --svg loads neither resvg (the PNG rasterizer, a native binary) nor gifenc', () => {
    const { stdout, stderr, packages, urls } = packagesLoaded('show', '--moves', 'c3-d4', '--svg');
    expect(stderr).toBe('');
    expect(stdout).toContain('<svg');
    expect(packages).not.toContain('gifenc');
    expect(urls.filter((url) => url.includes('resvg'))).toEqual([]);
  });

  it('verify loads the PDN parser, solve the YAML reader (the check above sees them when they load)', () => {
    const verify = packagesLoaded('verify', 'test/records/fixtures/bashni-annotated.pdn');
    expect(verify.stdout).toContain('2 games: 2 valid, 0 invalid');
    expect(verify.packages).toContain('chevrotain');
    const solve = packagesLoaded('solve', 'test/puzzles/fixtures/bad-puzzles.yaml');
    expect(solve.stdout).toContain('fine: Goal: White to move: win the game');
    expect(solve.packages).toContain('yaml');
  });
});
