// Runs the `bashni` command in this process (cli/run.ts, as cli/bin.js does) and, at exit, writes its peak
// memory (maxRSS, KB) and its CPU time (microseconds) to the file named by BENCH_RSS_FILE: how benches measure a command's
// memory from outside (bench/measure.ts).
import { writeFileSync } from 'node:fs';

const rssFile = process.env.BENCH_RSS_FILE;
process.on('exit', () => {
  // peak memory (KB), then CPU time (user + system, microseconds): a loaded machine stretches the wall time, not the CPU time
  const r = process.resourceUsage();
  if (rssFile) writeFileSync(rssFile, `${r.maxRSS} ${r.userCPUTime + r.systemCPUTime}`);
});
await import('../cli/run.ts');
