// Verify throughput on Russian games: ussr1947.pdn + abatsiev.pdn replicated to at least 50 MB,
// checked game by game exactly as `bashni verify --variant russian` does (streaming reader, replay
// with the engine, the text report of each game). Prints games/s, plies/s and peak memory (RSS).
// Aims: 5,000 games/s, < 300 MB peak. Run: npx tsx bench/verify.bench.ts [MB]
import { statSync } from 'node:fs';
import { russianBenchFile } from './inputs.ts';
import { verifyInputs } from '../cli/verify.ts';
import { reportText } from '../records/verify.ts';

const targetMb = Number(process.argv[2] ?? 50);
const file = russianBenchFile(targetMb);

const size = statSync(file).size;
const rssBefore = process.memoryUsage().rss;
let plies = 0;
let outputChars = 0;
const t0 = performance.now();
const summary = await verifyInputs([file], { variant: 'russian', syntaxOnly: false }, (r) => {
  plies += r.plies;
  outputChars += reportText(r).length;
});
const seconds = (performance.now() - t0) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
const gps = summary.games / seconds;
console.log(`input: ${(size / (1 << 20)).toFixed(1)} MB, ${summary.games} games (${summary.valid} valid, ${summary.invalid} invalid), ${plies} plies`);
console.log(`verify: ${seconds.toFixed(2)} s, ${Math.round(gps)} games/s, ${Math.round(plies / seconds)} plies/s, ${(size / (1 << 20) / seconds).toFixed(2)} MB/s`);
console.log(`memory: peak RSS ${peakMb.toFixed(0)} MB (RSS before ${(rssBefore / (1 << 20)).toFixed(0)} MB), report text ${(outputChars / (1 << 20)).toFixed(1)} MB streamed`);
console.log(`aims: 5000 games/s ${gps >= 5000 ? 'met' : 'NOT met'}; peak < 300 MB ${peakMb < 300 ? 'met' : 'NOT met'}`);
