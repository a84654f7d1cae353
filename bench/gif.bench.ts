// `bashni gif`'s drawing (cli/game-gif.ts): a 100-ply game at 360 px, the frames drawn and
// encoded in this process (the replay and the command's start not counted), median of 5 runs,
// and the GIF's size. Aim (issue 45): under 1 s and under 500 KB.
// Run: npx tsx bench/gif.bench.ts
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePdn } from '../grammar/pdn.ts';
import { replayGame } from '../records/replay.ts';
import { gameGif, type GifFrame } from '../cli/game-gif.ts';

const PLIES = 100;
const file = fileURLToPath(new URL('../games/engine-club.pdn', import.meta.url));
const games = parsePdn(readFileSync(file, 'utf8')).value;
// the first game of the collection with at least 100 plies, cut at 100
let frames: GifFrame[] | undefined;
for (const game of games) {
  const replay = replayGame(game, { variations: false, info: false });
  const plies = replay.mainLine?.plies ?? [];
  if (!replay.start || plies.length < PLIES) continue;
  frames = [{ columns: replay.start.columns() }, ...plies.slice(0, PLIES).map((p) => ({ columns: p.after.columns(), lastMove: [p.move.from, ...p.move.path] }))];
  break;
}
if (!frames) throw new Error(`no game of ${PLIES} plies in ${file}`);

const times: number[] = [];
let bytes = 0;
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  bytes = gameGif(frames, { size: 360, boardSize: 8, flipped: false, delay: 800, result: 'White wins (2-0)' }).length;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[2]! / 1000;
console.log(`gif of ${PLIES} plies at 360 px: ${median.toFixed(2)} s (median of 5; fastest ${(times[0]! / 1000).toFixed(2)} s), ${(bytes / 1024).toFixed(0)} KB`);
console.log(`aim: under 1 s ${median < 1 ? 'met' : 'NOT met'}; under 500 KB ${bytes < 500 * 1024 ? 'met' : 'NOT met'}`);
