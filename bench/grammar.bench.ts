// PDN grammar throughput and memory: `npx tsx bench/grammar.bench.ts [--mb 50]`.
// Builds a file of at least 50 MB from the corpus (bench/out/grammar-bench.pdn, gitignored),
// then reads it game by game from a file stream (bytes -> decode -> split -> lex -> parse ->
// record; syntax only, no replay), keeping nothing but counts. Prints MB/s (wall and CPU time)
// and peak memory (largest sampled RSS and the process's maxRSS). Aim: 25 MB/s, < 300 MB
// (docs/grammar.md, Measured).
import { createReadStream, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeSync, closeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resourceUsage } from 'node:process';
import { decodePdn, parsePdnStream } from '../grammar/index.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const targetMb = Number(arg('mb') ?? 50);
const outDir = new URL('./out/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const file = fileURLToPath(new URL('grammar-bench.pdn', outDir));

function build(): void {
  const corpus = new URL('../test/corpus/', import.meta.url);
  const parts: Buffer[] = [];
  for (const dir of ['pdn-standard/accept', 'pdn-standard/reject', 'checkerboard']) {
    const url = new URL(`${dir}/`, corpus);
    for (const f of readdirSync(fileURLToPath(url)).sort()) {
      // everything as UTF-8, each file ending with a blank line
      const text = decodePdn(readFileSync(fileURLToPath(new URL(f, url)))).text;
      parts.push(Buffer.from(`${text.replace(/\s*$/, '')}\n\n`, 'utf8'));
    }
  }
  const one = Buffer.concat(parts);
  const fd = openSync(file, 'w');
  let size = 0;
  while (size < targetMb * 1e6) {
    writeSync(fd, one);
    size += one.length;
  }
  closeSync(fd);
}

let exists = false;
try {
  exists = statSync(file).size >= targetMb * 1e6;
} catch {
  exists = false;
}
if (!exists) build();
const bytes = statSync(file).size;

let peakRss = process.memoryUsage().rss;
const sample = () => {
  const rss = process.memoryUsage().rss;
  if (rss > peakRss) peakRss = rss;
};
const timer = setInterval(sample, 20);

const cpu0 = process.cpuUsage();
const t0 = performance.now();
let games = 0;
let moves = 0;
let errors = 0;
for await (const g of parsePdnStream(createReadStream(file, { highWaterMark: 1 << 16 }))) {
  games++;
  moves += g.game.moves.length;
  errors += g.errors.length;
  if ((games & 1023) === 0) sample();
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
clearInterval(timer);
sample();
const mb = bytes / 1e6;
const maxRssMb = resourceUsage().maxRSS / 1024;
console.log(`file: ${file} (${mb.toFixed(1)} MB)`);
console.log(`games ${games}, moves ${moves}, problems ${errors}`);
console.log(`throughput: ${(mb / wall).toFixed(1)} MB/s wall (${wall.toFixed(2)} s), ${(mb / cpuSeconds).toFixed(1)} MB/s CPU (${cpuSeconds.toFixed(2)} s)`);
console.log(`peak memory: sampled RSS ${(peakRss / 1e6).toFixed(0)} MB, maxRSS ${maxRssMb.toFixed(0)} MB`);
