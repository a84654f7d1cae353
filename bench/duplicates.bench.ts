// `verify --duplicates` on the 50 MB Russian bench file (about 75,000 games, each game there about
// 360 times: bench/inputs.ts), whole process through the bundle a user runs (built fresh into
// bench/out/cli/), beside plain verify of the same file: wall time, CPU time and peak RSS (GNU
// time). Aim: seconds, memory flat (a hash per game). Run alone with `npm run bench -- duplicates`.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { bundleCli } from '../scripts/build.ts';
import { outDir, russianBenchFile } from './inputs.ts';

const file = russianBenchFile(50);
await bundleCli(`${outDir}cli`);
const measures = `${outDir}time.txt`;

function run(extra: string[]): { seconds: number; cpu: number; peakMb: number; last: string } {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', '-o', measures, process.execPath, `${outDir}cli/bashni.js`, 'verify', '--variant', 'russian', ...extra, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const [seconds, user, system, kb] = readFileSync(measures, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
  return { seconds: seconds!, cpu: user! + system!, peakMb: kb! / 1024, last: r.stdout.trimEnd().split('\n').pop()! };
}

console.log(`input: ${(statSync(file).size / (1 << 20)).toFixed(1)} MB`);
for (const extra of [[], ['--duplicates'], ['--duplicates', '--duplicate-positions']]) {
  const r = run(extra);
  console.log(`verify ${extra.join(' ') || '(plain)'}: ${r.seconds.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU, peak RSS ${r.peakMb.toFixed(0)} MB; ${r.last}`);
}
