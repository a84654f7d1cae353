// `bashni selfplay [--games N] [--depth D] [--random-plies K] [--seed S] [--max-plies P] [-o FILE]`
// Engine games with varied openings (the first K plies chosen at random from a seeded generator),
// written as PDN with honest tags: both sides are this program's engine at the stated settings.
import type { Command } from 'commander';
import { appendFileSync, writeFileSync } from 'node:fs';
import { UsageError, parseCount, showProgress } from './io.ts';
import { Position } from '../engine/position.ts';
import { Searcher } from '../engine/search.ts';
import { rng } from '../engine/random.ts';
import { enginePlayer, playGame, randomOpening, selfplayPdn } from '../records/selfplay.ts';

export function registerSelfplay(program: Command): void {
  program
    .command('selfplay')
    .description('Play engine games with varied (random) openings and write them as PDN.')
    .option('--games <n>', 'number of games', '1')
    .option('--depth <n>', 'search depth in plies for both sides', '6')
    .option('--random-plies <n>', 'opening plies chosen at random', '4')
    .option('--seed <n>', 'first seed; game i uses seed + i', '1')
    .option('--max-plies <n>', 'adjudicate a draw after this many plies', '300')
    .option('--decisive', 'keep only decisive games (plays until --games decisive games are found, at most 10x as many)')
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .action((opts: { games: string; depth: string; randomPlies: string; seed: string; maxPlies: string; decisive?: boolean; output?: string }) => {
      const games = parseCount(opts.games, '--games');
      const depth = parseCount(opts.depth, '--depth');
      const randomPlies = parseCount(opts.randomPlies, '--random-plies');
      const seed = parseCount(opts.seed, '--seed');
      const maxPlies = parseCount(opts.maxPlies, '--max-plies');
      if (depth < 1 || depth > 30) throw new UsageError('--depth must be 1..30');
      const searcher = new Searcher();
      const engine = enginePlayer(depth, searcher);
      const d = new Date();
      const date = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
      // each game is written as soon as it is finished (long runs can be watched and cut short)
      const emit = (text: string): void => {
        try {
          if (opts.output === undefined || opts.output === '-') process.stdout.write(text);
          else appendFileSync(opts.output, text);
        } catch (e) {
          throw new UsageError(`${opts.output}: cannot write: ${(e as Error).message}`);
        }
      };
      if (opts.output !== undefined && opts.output !== '-') {
        try {
          writeFileSync(opts.output, '');
        } catch (e) {
          throw new UsageError(`${opts.output}: cannot write: ${(e as Error).message}`);
        }
      }
      let round = 0;
      for (let i = 0; round < games && i < (opts.decisive ? games * 10 : games); i++) {
        const s = seed + i;
        const start = Position.initial();
        const opening = randomOpening(start, randomPlies, rng(s));
        const game = playGame(start, engine, engine, { maxPlies, opening });
        if (showProgress()) process.stderr.write(`game seed ${s}: ${game.result} in ${game.moves.length} plies (${game.termination})\n`);
        if (opts.decisive && game.result === '1/2-1/2') continue;
        emit((round > 0 ? '\n' : '') + selfplayPdn(game, { round: ++round, depth, seed: s, randomPlies, date }));
      }
    });
}
