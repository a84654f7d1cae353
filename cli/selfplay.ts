// `bashni selfplay [--variant V] [--games N] [--depth D[,D...]] [--random-plies K] [--seed S] [--max-plies P] [-o FILE]`
// Engine games with varied openings (the first K plies chosen at random from a seeded generator,
// no opening twice) between engines of one or several depths, written as PDN with honest tags:
// each side is this program's engine at the stated depth.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { cannotWrite } from './usage-error.ts';
import { countOption, parseCount, variantOption } from './options.ts';
import { openOutputFile } from './output.ts';
import type { VariantName } from '../engine/types.ts';
import { addJobsOption, jobsOption, runOrdered } from './jobs.ts';
import { addTerminalOptions, startProgress } from './progress.ts';
import { movesFromIndices, type SelfplayTask } from './tasks.ts';
import { Position } from '../engine/position.ts';
import { randomOpening, selfplayPdn, type PlayedGame } from '../records/selfplay.ts';
import { rng } from '../engine/random.ts';
import { movePathKey } from '../records/duplicates.ts';
import { perft } from '../engine/perft.ts';

/**
 * Random plies up to which the distinct openings are counted (perft: 7 plies are some 10^5, counted
 * in well under a second); more plies give more openings than the largest --games.
 */
const COUNTED_PLIES = 7;

/** Largest --seed: seeds are 32-bit (engine/random.ts); the games use seed, seed + 1, ... modulo 2^32. */
const MAX_SEED = 0xffffffff;
/** Seeds tried per game at most when looking for openings not yet played (few random plies have few openings). */
const MAX_TRIED = 20;

export function registerSelfplay(program: Command, io: CliIo): void {
  const command = program
    .command('selfplay')
    .description('Play engine games with varied (random) openings and write them as PDN.')
    .addOption(variantOption())
    .addOption(countOption('--games <n>', 'number of games, 1..1000000', 1))
    .addOption(countOption('--depth <n[,n...]>', 'search depth in plies for both sides, 1..30; a list (2,4,6) pairs every depth with every depth in turn', 6))
    .addOption(countOption('--random-plies <n>', 'opening plies chosen at random, 0..40', 4))
    .addOption(countOption('--seed <n>', `first seed, 0..${MAX_SEED}; games use seed, seed + 1, ..., passing over a seed whose opening was already played`, 1))
    .addOption(countOption('--max-plies <n>', 'adjudicate a draw after this many plies, 1..100000', 300))
    .option('--decisive', 'keep only decisive games (plays until --games decisive games are found, at most 10x as many)')
    .option('-o, --output <file>', 'write to FILE instead of standard output');
  addJobsOption(command);
  addTerminalOptions(command).action(
    async (opts: {
      variant: VariantName;
      games: string;
      depth: string;
      randomPlies: string;
      seed: string;
      maxPlies: string;
      decisive?: boolean;
      output?: string;
      jobs?: string;
      quiet?: boolean;
      color?: boolean;
    }) => {
      const games = parseCount(opts.games, '--games', { min: 1, max: 1_000_000 });
      const depths = opts.depth.split(',').map((d) => parseCount(d.trim(), '--depth', { min: 1, max: 30 }));
      const randomPlies = parseCount(opts.randomPlies, '--random-plies', { min: 0, max: 40 });
      const seed = parseCount(opts.seed, '--seed', { min: 0, max: MAX_SEED });
      const maxPlies = parseCount(opts.maxPlies, '--max-plies', { min: 1, max: 100_000 });
      const jobs = jobsOption(opts.jobs);
      const d = new Date();
      const date = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
      // -o FILE: the games go into a temporary file as they finish, renamed over FILE at the end
      // (cli/atomic-file.ts), so Ctrl-C or a failure leaves the old FILE as it was
      const outFile = opts.output !== undefined && opts.output !== '-' ? opts.output : undefined;
      const file = outFile !== undefined ? openOutputFile(io, outFile) : undefined;
      const progress = await startProgress({ label: 'selfplay', unit: 'games', total: games }, opts, io);
      // each game is written as soon as it is finished (long runs can be watched and cut short)
      const emit = (text: string): void => {
        if (!file) {
          progress.write(io.stdout, text);
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
      // dropped. A seed whose random opening was already played is passed over: the engine is
      // deterministic, so the same depths would play the same game again, and other depths often
      // the same next plies (forced captures); no two games share their random opening. With several
      // depths, game i has White at depths[i mod n] and Black at depths[(i div n) mod n].
      const start = Position.initial(opts.variant);
      // few random plies have few openings (4 plies: 1,469): say so at the start and stop there,
      // rather than trying seed after seed for openings that do not exist
      const distinct = randomPlies <= COUNTED_PLIES ? perft(start, randomPlies) : Infinity;
      const wanted = opts.decisive ? games * 10 : games;
      const played = Math.min(wanted, distinct);
      if (distinct < wanted) {
        const n = distinct.toLocaleString('en-US');
        io.stderr.write(
          `bashni: ${randomPlies} random ${randomPlies === 1 ? 'ply gives' : 'plies give'} ${n} distinct ${distinct === 1 ? 'opening' : 'openings'}: at most ${n} ${distinct === 1 ? 'game' : 'games'}${opts.decisive ? ' played' : ''}\n`,
        );
      }
      const openings = new Set<string>();
      const sent: SelfplayTask[] = [];
      function* tasks(): Generator<SelfplayTask> {
        for (let i = 0, s = seed; i < played && openings.size < distinct && s < seed + MAX_TRIED * played; s++) {
          const task = {
            variant: opts.variant,
            seed: s % (MAX_SEED + 1),
            whiteDepth: depths[i % depths.length]!,
            blackDepth: depths[Math.floor(i / depths.length) % depths.length]!,
            randomPlies,
            maxPlies,
          };
          const key = randomOpening(start, randomPlies, rng(task.seed)).map(movePathKey).join(' ');
          if (openings.has(key)) continue;
          openings.add(key);
          sent.push(task);
          i++;
          yield task;
        }
      }
      try {
        let round = 0;
        let i = 0;
        // with a temporary file open, the games are played on worker threads even with one job:
        // this thread stays free to handle a signal (the file is then removed, cli/atomic-file.ts);
        // to standard output one job plays here and Ctrl-C acts at once
        for await (const r of runOrdered('selfplay', tasks(), { jobs: jobs.explicit || played > 1 ? jobs.count : 1, inThisThread: !file })) {
          const task = sent.shift()!;
          i++;
          if (opts.decisive && r.result === '1/2-1/2') {
            progress.update(round, `${i} played`);
            continue;
          }
          const game: PlayedGame = { start, moves: movesFromIndices(start, r.moves), result: r.result, termination: r.termination };
          emit((round > 0 ? '\n' : '') + selfplayPdn(game, { round: ++round, whiteDepth: task.whiteDepth, blackDepth: task.blackDepth, seed: task.seed, randomPlies, date }));
          progress.update(round, `${i} played`);
          if (round >= games) break;
        }
        if (round < games) {
          const why = opts.decisive ? 'decisive games' : 'games with an opening not yet played';
          const end = openings.size >= distinct ? 'every distinct opening played' : `no more ${why} among the seeds tried`;
          progress.write(io.stderr, `bashni: ${round} of ${games} games written: ${end}\n`);
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
      io.exitCode = 0;
    },
  );
}
