// Search bench (`npm run bench -- search`):
// 1. nodes per second and depth reached in 1 second from typical middlegame positions;
// 2. strength: games against a random mover and a one-ply greedy player (win rates);
// 3. time to solve the puzzle collection (median and worst per puzzle).
// Environment: BENCH_GAMES (default 100 per opponent), BENCH_DEPTH (engine depth in the strength
// games, default 4), BENCH_TIME_MS (per position in part 1, default 1000).
import { readFileSync } from 'node:fs';
import { Position } from '../engine/position.ts';
import { makeFen } from '../engine/fen.ts';
import { Searcher } from '../engine/search.ts';
import { materialBalance } from '../engine/eval.ts';
import { enginePlayer, playGame, randomOpening, randomPlayer, type Player } from '../records/selfplay.ts';
import { rng } from '../engine/random.ts';
import { puzzleFiles } from '../puzzles/node-files.ts';
import { checkPuzzle } from '../puzzles/check.ts';
import { readPuzzleFile } from '../puzzles/file.ts';
import type { Move } from '../engine/types.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 100);
const DEPTH = Number(process.env.BENCH_DEPTH ?? 4);
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1000);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

// 1. speed and depth ------------------------------------------------------------------------------
{
  const positions: Position[] = [];
  for (let seed = 1; positions.length < 8; seed++) {
    // a middlegame: 4 random plies, then the engine at depth 4 for 20 plies; the side to move has
    // a real choice (no capture pending, at least 4 legal moves), so the search is not cut short
    const start = Position.initial();
    const game = playGame(start, enginePlayer(4), enginePlayer(4), { opening: randomOpening(start, 4, rng(seed)), maxPlies: 24 });
    let p = start;
    for (const m of game.moves) p = p.play(m);
    const legal = p.legalMoves();
    if (game.moves.length === 24 && legal.length >= 4 && legal[0]!.jumped.length === 0) positions.push(p);
  }
  const searcher = new Searcher();
  searcher.search(Position.initial(), { depth: 8 }); // warm-up (JIT)
  const nps: number[] = [];
  const depths: number[] = [];
  console.log(`search for ${TIME_MS} ms from ${positions.length} middlegame positions (ply 24 of engine games):`);
  for (const p of positions) {
    const r = searcher.search(p, { timeMs: TIME_MS });
    const rate = Math.round((r.nodes / r.timeMs) * 1000);
    nps.push(rate);
    depths.push(r.depth);
    console.log(`  ${makeFen(p).padEnd(70)} depth ${String(r.depth).padStart(2)}  seldepth ${String(r.seldepth).padStart(2)}  ${r.nodes} nodes  ${rate} nodes/s`);
  }
  console.log(
    `nodes/s: median ${median(nps)}, min ${Math.min(...nps)}, max ${Math.max(...nps)}; depth in ${TIME_MS} ms: median ${median(depths)}, min ${Math.min(...depths)}, max ${Math.max(...depths)}`,
  );
}

// 2. strength -------------------------------------------------------------------------------------
if (GAMES > 0) {
  /** Takes the move that leaves it the most net commanded pieces after one ply; ties at random. */
  const greedy =
    (random: () => number): Player =>
    (pos) => {
      const side = pos.turn === 'white' ? 0 : 1;
      let best = -Infinity;
      let pick: Move[] = [];
      for (const m of pos.legalMoves()) {
        const v = materialBalance(pos.play(m).toBoard(), side);
        if (v > best) {
          best = v;
          pick = [m];
        } else if (v === best) pick.push(m);
      }
      return pick[Math.floor(random() * pick.length)]!;
    };
  const engine = enginePlayer(DEPTH, new Searcher());
  for (const [name, make] of [
    ['random mover', (r: () => number) => randomPlayer(r)],
    ['one-ply greedy player', greedy],
  ] as const) {
    let wins = 0;
    let losses = 0;
    let draws = 0;
    let plies = 0;
    const t0 = performance.now();
    for (let g = 0; g < GAMES; g++) {
      const random = rng(1000 + g);
      const opponent = make(random);
      const engineWhite = g % 2 === 0;
      const start = Position.initial();
      const game = playGame(start, engineWhite ? engine : opponent, engineWhite ? opponent : engine, { opening: randomOpening(start, 2, random), maxPlies: 300 });
      plies += game.moves.length;
      const won = (game.result === '1-0' && engineWhite) || (game.result === '0-1' && !engineWhite);
      const lost = (game.result === '0-1' && engineWhite) || (game.result === '1-0' && !engineWhite);
      if (won) wins++;
      else if (lost) losses++;
      else draws++;
    }
    const s = (performance.now() - t0) / 1000;
    console.log(
      `engine (depth ${DEPTH}) vs ${name}: ${GAMES} games, ${wins} wins, ${draws} draws (adjudicated), ${losses} losses: win rate ${((100 * wins) / GAMES).toFixed(1)}% (${(plies / GAMES).toFixed(0)} plies/game, ${s.toFixed(1)} s)`,
    );
  }
}

// 3. puzzle collection ----------------------------------------------------------------------------
{
  const times: number[] = [];
  let failed = 0;
  const t0 = performance.now();
  for (const file of puzzleFiles(['puzzles'])) {
    const read = readPuzzleFile(readFileSync(file, 'utf8'), file);
    failed += read.errors.length;
    for (const entry of read.puzzles) {
      const c = checkPuzzle(entry);
      times.push(c.ms);
      if (!c.ok) failed++;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `puzzle collection: ${times.length} puzzles solved and checked in ${((performance.now() - t0) / 1000).toFixed(1)} s; per puzzle median ${median(times).toFixed(1)} ms, worst ${(times[times.length - 1] ?? 0).toFixed(1)} ms; ${failed} failed`,
  );
}
