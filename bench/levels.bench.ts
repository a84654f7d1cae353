// Playing levels (`npm run bench -- levels`): each level of engine/levels.ts against the next
// stronger one, BENCH_LEVEL_GAMES games per pair (default 20: half with each colour), each from
// 4 random opening plies (seeded, so a pair's games are reproducible except at the timed level).
// Prints the weaker level's score: a weak level must really be weak.
import { PLAY_LEVELS, levelMove, type PlayLevel } from '../engine/levels.ts';
import { Position } from '../engine/position.ts';
import { rng } from '../engine/random.ts';
import { Searcher } from '../engine/search.ts';
import { playGame, randomOpening, type Player } from '../records/selfplay.ts';

const GAMES = Number(process.env.BENCH_LEVEL_GAMES ?? 20);
const ONLY = process.env.BENCH_LEVELS?.split(',');

function player(level: PlayLevel, seed: number): Player {
  const random = rng(seed);
  const searcher = new Searcher();
  return (pos) => levelMove(pos, level, random, searcher);
}

for (let i = 1; i < PLAY_LEVELS.length; i++) {
  const [weak, strong] = [PLAY_LEVELS[i - 1]!, PLAY_LEVELS[i]!];
  if (ONLY && !ONLY.includes(strong.id)) continue;
  const t0 = performance.now();
  let [wins, draws, losses, plies] = [0, 0, 0, 0];
  for (let g = 0; g < GAMES; g++) {
    const start = Position.initial();
    const opening = randomOpening(start, 4, rng(5000 + g));
    const weakIsWhite = g % 2 === 0;
    const [white, black] = weakIsWhite ? [player(weak, g), player(strong, g)] : [player(strong, g), player(weak, g)];
    const game = playGame(start, white, black, { opening });
    plies += game.moves.length;
    if (game.result === '1/2-1/2') draws++;
    else if ((game.result === '1-0') === weakIsWhite) wins++;
    else losses++;
  }
  const score = wins + draws / 2;
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`${weak.id} vs ${strong.id}: ${score}/${GAMES} for ${weak.id} (+${wins} =${draws} -${losses}), ${(plies / GAMES).toFixed(0)} plies a game, ${s} s`);
}
