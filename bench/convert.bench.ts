// `convert` of a large input, streamed game by game (issue 13 item 5): PDN, --to json and
// --to jsonl of a file of at least 200 MB made by repeating the published games and the test
// fixtures (bench/out/convert-<MB>mb.pdn, gitignored). Each command runs in a child process
// (bench/measure.ts), output to /dev/null; prints time, MB/s and the child's peak RSS.
// Aim: peak RSS < 300 MB for each. Run: npx tsx bench/convert.bench.ts [MB]
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OUT_DIR, mb, runCommand } from './measure.ts';

const targetMb = Number(process.argv[2] ?? 200);
const file = `${OUT_DIR}convert-${targetMb}mb.pdn`;
const source = (p: string): string => readFileSync(fileURLToPath(new URL(`../${p}`, import.meta.url)), 'utf8').trimEnd() + '\n\n';

runCommand(['--help']); // makes bench/out/
if (!existsSync(file) || statSync(file).size < targetMb << 20) {
  // Bashni games (57 engine games, annotated records with variations, playouts) and one record
  // with an illegal move, so the problem path (standard error) is exercised too
  const unit =
    source('test/records/fixtures/engine-selfplay.pdn') +
    source('test/records/fixtures/bashni-annotated.pdn') +
    source('test/records/fixtures/bashni-playouts.pdn') +
    source('test/records/fixtures/illegal.pdn');
  const batch = unit.repeat(Math.max(1, Math.floor((8 << 20) / unit.length)));
  writeFileSync(file, '');
  for (let size = 0; size < targetMb << 20; size += Buffer.byteLength(batch)) appendFileSync(file, batch);
}
const size = statSync(file).size;
console.log(`input: ${mb(size)} MB (${file.replace(/.*\/bench\//, 'bench/')})`);
let met = true;
for (const to of ['pdn', 'json', 'jsonl']) {
  const r = runCommand(['convert', '--to', to, file]);
  const ok = r.peakMb < 300;
  met &&= ok;
  console.log(
    `convert --to ${to.padEnd(5)}: ${r.seconds.toFixed(1)} s, ${(size / (1 << 20) / r.seconds).toFixed(1)} MB/s, peak RSS ${r.peakMb.toFixed(0)} MB, exit ${r.status}` +
      ` (1 = the planted illegal moves)${ok ? '' : '  <- over 300 MB'}`,
  );
}
console.log(`aim: peak RSS < 300 MB for each ${met ? 'met' : 'NOT met'}`);
