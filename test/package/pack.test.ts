// The published package as a user gets it: `npm run build` (which stages the package in
// dist/package/), `npm pack ./dist/package`, the tarball installed into an empty folder, then
// there: the `bashni` command, a plain JavaScript consumer, a TypeScript consumer type-checked
// against the shipped declarations (NodeNext, and node10 through `typesVersions`), and the bundle
// under Node 22 (which refuses TypeScript inside node_modules). The commands' output must be the
// same as from the sources. Needs the npm registry (the package's dependencies, and node@22):
// BASHNI_OFFLINE=1 skips this file and says so (README, Quick start).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bashni, type Run } from '../records/cli.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = `${root}test/records/fixtures/`;
const version = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version;

// `npm test` hands npm_* variables (npm_config_local_prefix among them) to its children; an npm run
// here must see none, or it would work on this repository instead of the folder it is given.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));

const offline = process.env.BASHNI_OFFLINE === '1';
if (offline) console.log('test/package/pack.test.ts skipped: BASHNI_OFFLINE=1, and packing and installing the package needs the npm registry');

let work: string;
let consumer: string;
let tarball: string;
/** What `npm install` of the tarball printed. */
let installOutput: string;

/** Runs a program in `cwd` with the cleaned environment. */
function run(cmd: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
}

/** Runs a program that must succeed; gives its stdout. */
function ok(cmd: string, args: readonly string[], cwd: string): string {
  const r = run(cmd, args, cwd);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** The installed command run in the consumer folder through npx as a user would, or its bin file directly (quicker). */
const npxBashni = (...args: string[]): SpawnSyncReturns<string> => run('npx', ['--no-install', 'bashni', ...args], consumer);
const installed = (...args: string[]): SpawnSyncReturns<string> => run(process.execPath, ['node_modules/.bin/bashni', ...args], consumer);
/** The sources' command on the same arguments in the consumer folder, in this process (cli/main.ts, as bin.js runs it). */
const fromSources = (...args: string[]): Promise<Run> => bashni(args, { cwd: consumer });

const javascriptConsumer = `
import { Position, perft, makeFen } from 'bashni/engine';
import { parsePdn } from 'bashni/pdn';

console.log(perft(Position.initial('bashni'), 5));
const { value: games, errors } = parsePdn('[Event "Packed"]\\n[Variant "Bashni"]\\n\\n1. c3-d4 f6-e5 2. d4:f6 *\\n');
const [game] = games;
console.log(errors.length, game.tags.map((t) => t.name + '=' + t.value).join(' '), game.moves.map((m) => m.text).join(' '), game.result.text);
console.log(makeFen(Position.initial('bashni')));
`;

const typescriptConsumer = `
import { Position, perft, parseFen, type VariantName } from 'bashni/engine';
import { parsePdn, type GameRecord } from 'bashni/pdn';
import { replayGame } from 'bashni/records';
import { parseGoal, solvePuzzle } from 'bashni/puzzles';
import { renderBoardSvg } from 'bashni/svg';

const variant: VariantName = 'russian';
const nodes: number = perft(Position.initial(variant), 3);
const games: readonly GameRecord[] = parsePdn('1. c3-d4 *').value;
const replayed = replayGame(games[0]!);
const fen = parseFen('W:Wd4,a5,e7:Bd2,f8');
const goal = parseGoal('win');
if (fen.ok && goal) solvePuzzle(fen.value, goal);
const svg: string = renderBoardSvg([]);
// the declarations are real types, not any: a wrong call is an error
// @ts-expect-error perft takes a Position
perft('W:Wc3:Bd4', 3);
// @ts-expect-error no such variant
const wrong: VariantName = 'checkers';
export { nodes, replayed, svg, wrong };
`;

beforeAll(() => {
  if (offline) return;
  work = mkdtempSync(join(tmpdir(), 'bashni-pack-'));
  ok('npm', ['run', 'build'], root);
  ok('npm', ['pack', './dist/package', '--pack-destination', work], root);
  const tarballs = readdirSync(work).filter((f) => f.endsWith('.tgz'));
  expect(tarballs).toEqual([`bashni-${version}.tgz`]);
  tarball = join(work, tarballs[0]!);
  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], consumer);
  if (install.status !== 0) throw new Error(`npm install ${tarball} exited ${install.status}:\n${install.stdout}\n${install.stderr}`);
  installOutput = install.stdout + install.stderr;
  writeFileSync(join(consumer, 'consumer.mjs'), javascriptConsumer);
  writeFileSync(join(consumer, 'consumer.ts'), typescriptConsumer);
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(offline)('the packed tarball', () => {
  it('holds dist/, README.md, LICENSE and package.json only', () => {
    const files = ok('tar', ['-tzf', tarball], work).trim().split('\n');
    for (const f of files) expect(f).toMatch(/^package\/(dist\/.+|README\.md|LICENSE|package\.json)$/);
    for (const f of [
      'package/README.md',
      'package/LICENSE',
      'package/package.json',
      'package/dist/cli/bashni.js',
      'package/dist/cli/THIRD-PARTY-LICENSES.txt',
      'package/dist/viewer/bashni-game.js',
      'package/dist/viewer/THIRD-PARTY-LICENSES.txt',
    ])
      expect(files).toContain(f);
    for (const entry of ['engine', 'grammar', 'records', 'puzzles', 'render']) {
      expect(files).toContain(`package/dist/${entry}/index.js`);
      expect(files).toContain(`package/dist/${entry}/index.d.ts`);
    }
  });

  it("ships a package.json without the repository's scripts (no `prepare` for npm to warn about on install) and with every entry's types", () => {
    const shipped = JSON.parse(ok('tar', ['-xzOf', tarball, 'package/package.json'], work)) as Record<string, unknown>;
    const repository = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(shipped)).not.toContain('scripts');
    // npm 11 warned: "1 package has install scripts not yet covered by allowScripts: bashni@0.1.0 (prepare: npm run build)"
    expect(installOutput).not.toMatch(/prepare|install-scripts/);
    expect(Object.keys(shipped)).not.toContain('devDependencies');
    expect(Object.keys(shipped)).not.toContain('private');
    for (const field of ['name', 'version', 'type', 'bin', 'exports', 'typesVersions', 'engines', 'dependencies']) expect(shipped[field], field).toEqual(repository[field]);
  });

  it('installs with its runtime dependencies only (no site, test or build tools)', () => {
    const installedPackages = readdirSync(join(consumer, 'node_modules'))
      .filter((d) => !d.startsWith('.'))
      .flatMap((d) => (d.startsWith('@') ? readdirSync(join(consumer, 'node_modules', d)).map((s) => `${d}/${s}`) : [d]));
    const outside = installedPackages.filter(
      (p) =>
        !/^(bashni|chevrotain|@chevrotain\/.+|lodash-es|commander|yaml|cli-progress|string-width|strip-ansi|ansi-regex|emoji-regex|is-fullwidth-code-point|@resvg\/resvg-js(-.+)?|gifenc|@expo-google-fonts\/pt-sans)$/.test(
          p,
        ),
    );
    expect(outside).toEqual([]);
    expect(installedPackages).toContain('bashni');
  });
});

describe.skipIf(offline)('the installed command', () => {
  it('counts perft 7 (189912) and prints its version', () => {
    const perft = npxBashni('perft', '7');
    expect(perft.stderr).toBe('');
    expect(perft.stdout).toBe('189912\n');
    expect(installed('--version').stdout).toBe(`${version}\n`);
    expect(installed('-V').stdout).toBe(`${version}\n`);
  });

  it('draws a PNG with resvg and the fonts it installed (show --png)', () => {
    const r = installed('show', '--moves', 'c3-d4', '--png', '--size', '120', '-o', 'diagram.png');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const png = readFileSync(join(consumer, 'diagram.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
  });

  it('verifies a record exactly as the sources do', async () => {
    copyFileSync(`${fixtures}missing-capture.pdn`, join(consumer, 'missing-capture.pdn'));
    const r = npxBashni('verify', 'missing-capture.pdn');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      'missing-capture.pdn:7:19: game 1 (W - B): invalid: move 2. g3-h4: illegal move: a quiet move is written but a capture is mandatory [MOVE_CAPTURE_REQUIRED]; legal moves: d4:f6\n1 games: 0 valid, 1 invalid\n',
    );
    const source = await fromSources('verify', 'missing-capture.pdn');
    expect([r.status, r.stdout, r.stderr]).toEqual([source.status, source.stdout, source.stderr]);
  });

  it('converts to JSON and reads a puzzle file (YAML) exactly as the sources do', async () => {
    copyFileSync(`${fixtures}bashni-playouts.pdn`, join(consumer, 'playouts.pdn'));
    copyFileSync(`${root}test/puzzles/fixtures/bad-puzzles.yaml`, join(consumer, 'puzzles.yaml'));
    for (const args of [
      ['convert', 'playouts.pdn', '--to', 'json'],
      ['solve', 'puzzles.yaml'],
    ]) {
      const r = installed(...args);
      const source = await fromSources(...args);
      expect(r.stdout.length).toBeGreaterThan(100);
      expect([r.status, r.stdout, r.stderr]).toEqual([source.status, source.stdout, source.stderr]);
    }
  });
});

describe.skipIf(offline)('the installed library', () => {
  it('runs a plain JavaScript consumer that imports bashni/engine and bashni/pdn', () => {
    expect(ok(process.execPath, ['consumer.mjs'], consumer)).toBe(
      '7482\n0 Event=Packed Variant=Bashni c3-d4 f6-e5 d4:f6 *\nW:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8\n',
    );
  });

  it('type-checks a TypeScript consumer against the shipped declarations (NodeNext)', () => {
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2022'], types: [], skipLibCheck: false },
        files: ['consumer.ts'],
      }),
    );
    const tsc = run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.json'], consumer);
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('type-checks the same consumer with moduleResolution node10 (typesVersions), and fails on a wrong call there too', () => {
    writeFileSync(
      join(consumer, 'tsconfig.node10.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'ES2022', moduleResolution: 'node10', target: 'ES2022', lib: ['ES2022'], types: [], skipLibCheck: false },
        files: ['consumer.ts'],
      }),
    );
    const tsc = run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.node10.json'], consumer);
    // without typesVersions: "Cannot find module 'bashni/engine' or its corresponding type declarations"
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});

describe.skipIf(offline)('under Node 22', () => {
  it('runs the installed bundle and the JavaScript consumer', () => {
    const node22 = (...args: string[]): string => ok('npx', ['-y', 'node@22', ...args], consumer);
    expect(node22('-p', 'process.versions.node')).toMatch(/^22\./);
    expect(node22('node_modules/bashni/dist/cli/bashni.js', 'perft', '3')).toBe('302\n');
    expect(node22('consumer.mjs')).toMatch(/^7482\n0 Event=Packed/);
  }, 300_000);
});
