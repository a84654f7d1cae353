// `bashni selfplay [--games N] [--depth D] [--random-plies K] [--seed S] [--max-plies P] [-o FILE]`
// Engine games with varied openings (the first K plies chosen at random from a seeded generator),
// written as PDN with honest tags: both sides are this program's engine at the stated settings.
import type { Command } from 'commander';
import { UsageError, cannotWrite, openOutputFile, parseCount, showProgress } from './io.ts';
import { Position } from '../engine/position.ts';
import { Searcher } from '../engine/search.ts';
import { rng } from '../engine/random.ts';
import { enginePlayer, gameSteps, randomOpening, selfplayPdn, type PlayedGame } from '../records/selfplay.ts';

/** Largest --seed: seeds are 32-bit (engine/random.ts); game i uses (seed + i) modulo 2^32. */
const MAX_SEED = 0xffffffff;

export function registerSelfplay(program: Command): void {
  program
    .command('selfplay')
    .description('Play engine games with varied (random) openings and write them as PDN.')
    .option('--games <n>', 'number of games', '1')
    .option('--depth <n>', 'search depth in plies for both sides', '6')
    .option('--random-plies <n>', 'opening plies chosen at random', '4')
    .option('--seed <n>', `first seed, 0..${MAX_SEED}; game i uses seed + i`, '1')
    .option('--max-plies <n>', 'adjudicate a draw after this many plies', '300')
    .option('--decisive', 'keep only decisive games (plays until --games decisive games are found, at most 10x as many)')
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .action(async (opts: { games: string; depth: string; randomPlies: string; seed: string; maxPlies: string; decisive?: boolean; output?: string }) => {
      const games = parseCount(opts.games, '--games');
      const depth = parseCount(opts.depth, '--depth');
      const randomPlies = parseCount(opts.randomPlies, '--random-plies');
      const seed = parseCount(opts.seed, '--seed');
      const maxPlies = parseCount(opts.maxPlies, '--max-plies');
      if (depth < 1 || depth > 30) throw new UsageError('--depth must be 1..30');
      if (seed > MAX_SEED) throw new UsageError(`--seed must be 0..${MAX_SEED} (32 bits), got ${opts.seed}`);
      const searcher = new Searcher();
      const engine = enginePlayer(depth, searcher);
      const d = new Date();
      const date = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
      // -o FILE: the games go into a temporary file as they finish, renamed over FILE at the end
      // (cli/atomic-file.ts), so Ctrl-C or a failure leaves the old FILE as it was
      const outFile = opts.output !== undefined && opts.output !== '-' ? opts.output : undefined;
      const file = outFile !== undefined ? openOutputFile(outFile) : undefined;
      // each game is written as soon as it is finished (long runs can be watched and cut short)
      const emit = (text: string): void => {
        if (!file) {
          process.stdout.write(text);
          return;
        }
        try {
          file.write(text);
        } catch (e) {
          throw cannotWrite(outFile!, e);
        }
      };
      try {
        let round = 0;
        for (let i = 0; round < games && i < (opts.decisive ? games * 10 : games); i++) {
          const s = (seed + i) % (MAX_SEED + 1);
          const start = Position.initial();
          const opening = randomOpening(start, randomPlies, rng(s));
          const steps = gameSteps(start, engine, engine, { maxPlies, opening });
          let step = steps.next();
          while (!step.done) {
            // with a temporary file open, signals are handled between plies (the file is then
            // removed); to standard output the run stays synchronous and Ctrl-C acts at once
            if (file) await new Promise<void>((resolve) => setImmediate(resolve));
            step = steps.next();
          }
          const game: PlayedGame = step.value;
          if (showProgress()) process.stderr.write(`game seed ${s}: ${game.result} in ${game.moves.length} plies (${game.termination})\n`);
          if (opts.decisive && game.result === '1/2-1/2') continue;
          emit((round > 0 ? '\n' : '') + selfplayPdn(game, { round: ++round, depth, seed: s, randomPlies, date }));
        }
        if (file) {
          try {
            file.commit();
          } catch (e) {
            throw cannotWrite(outFile!, e);
          }
        }
      } finally {
        file?.abort(); // no-op after a commit
      }
      process.exitCode = 0;
    });
}
