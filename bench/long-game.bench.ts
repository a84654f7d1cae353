// One long game (issue 13 item 6): `verify` of generated games of king moves back and forth
// (W:WKa1:BKh2), each command in a child process (bench/measure.ts), peak RSS measured:
// - 10,000 plies: the longest game read whole (MAX_MOVES_PER_GAME), replayed to its end;
// - 100,000 plies (0.95 MB): read, cut at 10,000 moves (PDN_GAME_TOO_LONG);
// - 1,000,000 plies (10 MB): over the text cap (MAX_GAME_CHARS), skipped (PDN_GAME_TOO_LARGE).
// Aim: each under 500 MB. Run: npx tsx bench/long-game.bench.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { OUT_DIR, mb, runCommand } from './measure.ts';

/** King moves back and forth, `plies` of them, 16 plies a line. */
function kingShuffle(plies: number): string {
  const moves = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
  const parts: string[] = [];
  for (let p = 0; p < plies; p++) {
    if (p % 2 === 0) parts.push(`${p / 2 + 1}.`);
    parts.push(moves[p % 4]!);
    if (p % 16 === 15) parts.push('\n');
  }
  return `[Event "${plies} plies"]\n[Variant "Bashni"]\n[FEN "W:WKa1:BKh2"]\n\n${parts.join(' ')} *\n`;
}

runCommand(['--help']); // makes bench/out/
let met = true;
for (const plies of [10_000, 100_000, 1_000_000]) {
  const file = `${OUT_DIR}long-${plies}.pdn`;
  const text = kingShuffle(plies);
  if (!existsSync(file)) writeFileSync(file, text);
  const out = `${OUT_DIR}long-${plies}.out`;
  const r = runCommand(['verify', file], out);
  const verdict = readFileSync(out, 'utf8')
    .split('\n')[0]!
    .replace(/^.*?: game 1[^:]*: /, '');
  const ok = r.peakMb < 500;
  met &&= ok;
  console.log(`verify ${String(plies).padStart(9)} plies (${mb(text.length)} MB): ${r.seconds.toFixed(1)} s, peak RSS ${r.peakMb.toFixed(0)} MB, exit ${r.status}: ${verdict.slice(0, 90)}`);
}
console.log(`aim: peak RSS < 500 MB for each ${met ? 'met' : 'NOT met'}`);
