// Inputs the benches share, made once into bench/out/ (not tracked).
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const corpus = (p: string): string => fileURLToPath(new URL(`../test/corpus/${p}`, import.meta.url));
export const outDir = fileURLToPath(new URL('./out/', import.meta.url));

/**
 * Russian games, ussr1947.pdn + abatsiev.pdn (209 games) over and over to at least `mb` MB:
 * 50 MB is about 75,000 games, each game of the two files there about 360 times.
 */
export function russianBenchFile(mb: number): string {
  const file = `${outDir}russian-${mb}mb.pdn`;
  if (existsSync(file) && statSync(file).size >= mb << 20) return file;
  mkdirSync(outDir, { recursive: true });
  const unit = readFileSync(corpus('pdn-standard/accept/ussr1947.pdn'), 'utf8').trimEnd() + '\n\n' + readFileSync(corpus('pdn-standard/reject/abatsiev.pdn'), 'utf8').trimEnd() + '\n\n';
  const copies = Math.ceil((mb << 20) / Buffer.byteLength(unit));
  writeFileSync(file, '');
  const batch = unit.repeat(16);
  for (let i = 0; i < copies; i += 16) appendFileSync(file, i + 16 <= copies ? batch : unit.repeat(copies - i));
  return file;
}
