// `npm run bench`: runs every bench/*.bench.ts in its own process (so peak memory is per bench),
// one after the other, and prints what each measured. `npm run bench -- perft` runs only the
// benches whose file name contains "perft". `npm run bench -- sprt <options>` plays a self-play
// match instead (bench/sprt.ts: hours, so never part of the full run).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
if (filter === 'sprt') {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'sprt.ts'), ...process.argv.slice(3)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failed = 0;
for (const file of benches) {
  process.stdout.write(`\n== ${file}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (failed) process.exitCode = 1;
