// Hostile inputs of issue 22 ("the hostile test, round two"), whole process through the bundle a
// user runs (built fresh into bench/out/cli/), each command's wall time, CPU time and peak RSS
// (GNU time), standard output to /dev/null:
// - 2 MB and 10 MB of empty games (`*` and a line break: 1,000,000 and 5,000,000 games) through
//   verify (text, --json, --duplicates; --jobs 1), convert --to json and puzzles mine (--jobs 1):
//   every input is read game by game, a few thousand games at a time (point 5);
// - verify --duplicates --jobs 1 of 10 MB of distinct games (588,236 games of two illegal moves,
//   compared as written): the index keeps a fixed size per game (cli/duplicate-index.ts);
// - perft --suite of a 22 MB suite (500,000 lines of the start position to depth 2), read a line at
//   a time (point 6);
// - puzzles check of 6 MB of YAML empty mappings (`[{},{},...]`, 2,000,000 of them): refused with
//   PUZZLE_TOO_LARGE before its document is built (point 2).
// - annotate --depth 1 (PDN and --json) of 12 MB of the games in games/, written game by game
//   (issue 47, item 4; minutes a run).
// Aims: peak RSS < 300 MB for each; the CPU time of 10 MB about 5 times that of 2 MB (linear).
// Run alone with `npm run bench -- hostile`; `npx tsx bench/hostile.bench.ts 2` measures the
// 2 MB inputs only (10 MB of empty games takes minutes a command).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { bundleCli } from '../scripts/build.ts';
import { outDir } from './inputs.ts';

const sizes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [2, 10];
mkdirSync(outDir, { recursive: true });
await bundleCli(`${outDir}cli`);
const measures = `${outDir}time.txt`;

interface Measured {
  readonly seconds: number;
  readonly cpu: number;
  readonly peakMb: number;
  readonly status: number | null;
}

/** Runs the bundle under GNU time, output to /dev/null. */
function run(args: readonly string[]): Measured {
  // /dev/null opened for writing: the command takes a standard output it cannot write to for a closed one
  const devNull = openSync('/dev/null', 'w');
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', measures, process.execPath, `${outDir}cli/bashni.js`, ...args], {
    stdio: ['ignore', devNull, devNull],
    env: { ...process.env, CI: '1' },
  });
  closeSync(devNull);
  const [seconds, user, system, kb] = readFileSync(measures, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return { seconds: seconds!, cpu: user! + system!, peakMb: kb! / 1024, status: r.status };
}

/** A file of bench/out/ made once. */
function input(name: string, make: () => string): string {
  const file = `${outDir}${name}`;
  if (!existsSync(file)) writeFileSync(file, make());
  return file;
}

let met = true;
function report(what: string, r: Measured, extra = ''): void {
  const ok = r.peakMb < 300;
  met &&= ok;
  console.log(`${what}: ${r.seconds.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU, peak RSS ${r.peakMb.toFixed(0)} MB, exit ${r.status}${extra}${ok ? '' : '  <- over 300 MB'}`);
}

console.log(`load average ${loadavg()[0]!.toFixed(1)} at the start`);
// (convert --to jsonl and pdn read as --to json does, through the same reader)
const EMPTY_COMMANDS: readonly (readonly string[])[] = [
  ['verify', '-q', '--jobs', '1'],
  ['verify', '--json', '--jobs', '1'],
  ['verify', '--duplicates', '--jobs', '1'],
  ['convert', '--to', 'json'],
  ['puzzles', 'mine', '--jobs', '1'],
];
const cpuOf = new Map<string, { mb: number; cpu: number }>();
for (const mb of sizes) {
  const games = (mb * 1_000_000) / 2;
  const file = input(`empty-${mb}mb.pdn`, () => '*\n'.repeat(games));
  console.log(`\n${mb} MB of empty games (${games.toLocaleString('en')} games, ${statSync(file).size.toLocaleString('en')} bytes):`);
  for (const args of EMPTY_COMMANDS) {
    const r = run([...args, file]);
    const name = args.join(' ');
    const before = cpuOf.get(name);
    // CPU time per MB against the first size: 1.0 is linear
    const linear = before ? `; CPU per MB x${(r.cpu / mb / (before.cpu / before.mb)).toFixed(2)} that of ${before.mb} MB` : '';
    if (!before) cpuOf.set(name, { mb, cpu: r.cpu });
    report(`  ${name}`, r, linear);
  }
}

console.log('');
const SQUARES = [...'abcdefgh'].flatMap((c) => [...'12345678'].map((r) => c + r));
const distinct = input('distinct-10mb.pdn', () => {
  const lines: string[] = [];
  for (let i = 0; i < 588_236; i++) lines.push(`1. ${SQUARES[(i >> 18) % 64]}-${SQUARES[(i >> 12) % 64]} ${SQUARES[(i >> 6) % 64]}-${SQUARES[i % 64]} *\n`);
  return lines.join('');
});
report(`verify --duplicates --jobs 1, 10 MB of distinct games (588,236)`, run(['verify', '--duplicates', '--jobs', '1', distinct]));

const suite = input('suite-22mb.txt', () => 'W:W21-32:B1-12 ;variant bashni ;D1 7 ;D2 49\n'.repeat(500_000));
report(`perft --suite, ${(statSync(suite).size / 1e6).toFixed(0)} MB (500,000 lines)`, run(['perft', '--suite', suite]));

const yaml = input('flood-6mb.yaml', () => `[${Array(2_000_000).fill('{}').join(',')}]\n`);
report(`puzzles check, ${(statSync(yaml).size / 1e6).toFixed(0)} MB of [{},...]`, run(['puzzles', 'check', yaml]));

// issue 47, item 4: annotate held every game until the end (908 MB for 12 MB, 1.4 GB with --json)
const games12 = input('games-12mb.pdn', () => {
  const one = ['engine-club.pdn', 'engine-levels.pdn', 'lasca-engine.pdn'].map((f) => readFileSync(new URL(`../games/${f}`, import.meta.url), 'utf8')).join('\n');
  return Array(Math.ceil((12 << 20) / Buffer.byteLength(one)))
    .fill(one)
    .join('\n');
});
for (const json of [[], ['--json']]) report(`annotate --depth 1 --jobs 1 ${json.join(' ')}, 12 MB of games/`, run(['annotate', '--depth', '1', '--jobs', '1', ...json, games12]));

console.log(`\naim: peak RSS < 300 MB for each ${met ? 'met' : 'NOT met'}`);
