// `bashni selfplay [--games N] [--depth D] [--random-plies K] [--seed S] [--max-plies P] [-o FILE]`
// Engine games with varied openings (the first K plies chosen at random from a seeded generator),
// written as PDN with honest tags: both sides are this program's engine at the stated settings.
import type { Command } from 'commander';
import { UsageError, cannotWrite, openOutputFile, parseCount } from './io.ts';
import { addJobsOption, jobsOption, runOrdered } from './jobs.ts';
import { addTerminalOptions, startProgress } from './progress.ts';
import { movesFromIndices, type SelfplayTask } from './tasks.ts';
import { Position } from '../engine/position.ts';
import { selfplayPdn, type PlayedGame } from '../records/selfplay.ts';

/** Largest --seed: seeds are 32-bit (engine/random.ts); game i uses (seed + i) modulo 2^32. */
const MAX_SEED = 0xffffffff;

export function registerSelfplay(program: Command): void {
  const command = program
    .command('selfplay')
    .description('Play engine games with varied (random) openings and write them as PDN.')
    .option('--games <n>', 'number of games', '1')
    .option('--depth <n>', 'search depth in plies for both sides', '6')
    .option('--random-plies <n>', 'opening plies chosen at random', '4')
    .option('--seed <n>', `first seed, 0..${MAX_SEED}; game i uses seed + i`, '1')
    .option('--max-plies <n>', 'adjudicate a draw after this many plies', '300')
    .option('--decisive', 'keep only decisive games (plays until --games decisive games are found, at most 10x as many)')
    .option('-o, --output <file>', 'write to FILE instead of standard output');
  addJobsOption(command);
  addTerminalOptions(command).action(
    async (opts: { games: string; depth: string; randomPlies: string; seed: string; maxPlies: string; decisive?: boolean; output?: string; jobs?: string; quiet?: boolean; color?: boolean }) => {
      const games = parseCount(opts.games, '--games');
      const depth = parseCount(opts.depth, '--depth');
      const randomPlies = parseCount(opts.randomPlies, '--random-plies');
      const seed = parseCount(opts.seed, '--seed');
      const maxPlies = parseCount(opts.maxPlies, '--max-plies');
      if (depth < 1 || depth > 30) throw new UsageError('--depth must be 1..30');
      if (seed > MAX_SEED) throw new UsageError(`--seed must be 0..${MAX_SEED} (32 bits), got ${opts.seed}`);
      const jobs = jobsOption(opts.jobs);
      const d = new Date();
      const date = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
      // -o FILE: the games go into a temporary file as they finish, renamed over FILE at the end
      // (cli/atomic-file.ts), so Ctrl-C or a failure leaves the old FILE as it was
      const outFile = opts.output !== undefined && opts.output !== '-' ? opts.output : undefined;
      const file = outFile !== undefined ? openOutputFile(outFile) : undefined;
      const progress = await startProgress({ label: 'selfplay', unit: 'games', total: games }, opts);
      // each game is written as soon as it is finished (long runs can be watched and cut short)
      const emit = (text: string): void => {
        if (!file) {
          progress.write(process.stdout, text);
          return;
        }
        try {
          file.write(text);
        } catch (e) {
          throw cannotWrite(outFile!, e);
        }
      };
      // game i is played from seed i alone, on any thread, and the games are written in seed
      // order; with --decisive, games are played a little ahead and those past the last kept are
      // dropped
      const played = opts.decisive ? games * 10 : games;
      function* tasks(): Generator<SelfplayTask> {
        for (let i = 0; i < played; i++) yield { seed: (seed + i) % (MAX_SEED + 1), depth, randomPlies, maxPlies };
      }
      try {
        let round = 0;
        let i = 0;
        if (games > 0) {
          // with a temporary file open, the games are played on worker threads even with one job:
          // this thread stays free to handle a signal (the file is then removed, cli/atomic-file.ts);
          // to standard output one job plays here and Ctrl-C acts at once
          for await (const r of runOrdered('selfplay', tasks(), { jobs: jobs.explicit || played > 1 ? jobs.count : 1, inThisThread: !file })) {
            const s = (seed + i++) % (MAX_SEED + 1);
            if (opts.decisive && r.result === '1/2-1/2') {
              progress.update(round, `${i} played`);
              continue;
            }
            const start = Position.initial();
            const game: PlayedGame = { start, moves: movesFromIndices(start, r.moves), result: r.result, termination: r.termination };
            emit((round > 0 ? '\n' : '') + selfplayPdn(game, { round: ++round, depth, seed: s, randomPlies, date }));
            progress.update(round, `${i} played`);
            if (round >= games) break;
          }
        }
        if (file) {
          try {
            file.commit();
          } catch (e) {
            throw cannotWrite(outFile!, e);
          }
        }
      } finally {
        progress.stop();
        file?.abort(); // no-op after a commit
      }
      process.exitCode = 0;
    },
  );
}
