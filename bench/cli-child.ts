// Runs the `bashni` command in this process (cli/run.ts, as cli/bin.js does) and, at exit, writes its peak
// memory (maxRSS, KB) to the file named by BENCH_RSS_FILE: how benches measure a command's
// memory from outside (bench/measure.ts).
import { writeFileSync } from 'node:fs';

const rssFile = process.env.BENCH_RSS_FILE;
process.on('exit', () => {
  if (rssFile) writeFileSync(rssFile, String(process.resourceUsage().maxRSS));
});
await import('../cli/run.ts');
