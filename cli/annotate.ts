// `bashni annotate FILE [--variant V] [--depth N | --time MS] [--json] [-o FILE]`
// The record comes back with what the engine sees (records/annotate.ts, docs/analysis.md).
// Streams game by game as convert does: each game is written as soon as it is annotated (in input
// order whatever --jobs, cli/jobs.ts), so memory holds a few games, not the file.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { parseCount, variantOption } from './options.ts';
import { refuseOverwrite } from './output.ts';
import type { VariantName } from '../engine/types.ts';
import { countGames, gamesOfInput } from './games.ts';
import { addJobsOption, jobsOption, runOrdered } from './jobs.ts';
import { addTerminalOptions, progressWanted, startProgress } from './progress.ts';
import { streamedOutput, type StreamedOutput } from './streamed-output.ts';
import type { AnnotateTask } from './tasks.ts';
import { safeName, safeText } from './terminal-text.ts';
import { PdnGameWriter } from '../grammar/writer.ts';
import type { GameAnalysis } from '../records/annotate.ts';
import { formatProblem, problemJson } from '../grammar/problem.ts';

/** Longest --time per position: an hour (a larger value is a typo, and would run for ever). */
const MAX_TIME_MS = 3_600_000;

/**
 * One game's analysis as an element of the `--json` array, indented as JSON.stringify(array, null,
 * 2) indents it: the array written a game at a time is the same bytes as the array made whole.
 */
function jsonElement(a: GameAnalysis, game: number, timeMs: number | undefined): string {
  const json = { game, depth: a.depth ?? null, timeMs: timeMs ?? null, plies: a.plies, result: a.resultCheck, problem: a.problem ? problemJson(a.problem) : null };
  return '  ' + JSON.stringify(json, null, 2).replaceAll('\n', '\n  ');
}

export function registerAnnotate(program: Command, io: CliIo): void {
  const command = program
    .command('annotate')
    .description('Add what the engine sees to a record: takes and changed columns, [%eval], NAGs for inaccuracies/mistakes/blunders, better moves as variations, a check of the result.')
    .argument('<file>', "PDN file ('-' = standard input)")
    .addOption(variantOption())
    .option('--depth <n>', 'search depth per position, 1..40 (default: 8)')
    .option('--time <ms>', `search time per position in milliseconds, 1..${MAX_TIME_MS} (an hour; instead of --depth)`)
    .option('--json', 'the analysis as JSON (for tools and the site) instead of PDN')
    .option('-o, --output <file>', 'write to FILE instead of standard output');
  addJobsOption(command);
  addTerminalOptions(command).action(
    async (file: string, opts: { variant: VariantName; depth?: string; time?: string; json?: boolean; output?: string; jobs?: string; quiet?: boolean; color?: boolean }) => {
      const variant = opts.variant;
      if (opts.depth !== undefined && opts.time !== undefined) throw new UsageError('give --depth or --time, not both');
      const depth = opts.depth !== undefined ? parseCount(opts.depth, '--depth', { min: 1, max: 40 }) : undefined;
      const timeMs = opts.time !== undefined ? parseCount(opts.time, '--time', { min: 1, max: MAX_TIME_MS }) : undefined;
      const jobs = jobsOption(opts.jobs);
      refuseOverwrite(io, opts.output, [file]); // before the search, which can take minutes
      // progress counts positions searched; the total (the main lines as written) comes from a
      // first reading of a regular file, when a line is shown at all
      const count = progressWanted(opts, io) ? await countGames(file, io) : undefined;
      const progress = await startProgress({ label: 'annotate', unit: 'positions', total: count?.positions }, opts, io);
      let output: StreamedOutput;
      try {
        output = streamedOutput(io, opts.output, opts.json ? 'json' : 'data', progress);
      } catch (e) {
        progress.stop();
        throw e;
      }
      let games = 0;
      let bad = 0;
      let searched = 0;
      let notSearched = 0;
      const show = (): void => progress.update(searched + notSearched, `${games}${count ? `/${count.games}` : ''} games`);
      // one job unless there are games to share (a single game is searched here, at once)
      const threads = jobs.explicit || count === undefined || count.games > 1 ? jobs.count : 1;
      const writer = new PdnGameWriter();
      try {
        // game by game as they are read (bounded memory for the input, cli/games.ts), one game a task
        const tasks = (async function* (): AsyncGenerator<AnnotateTask> {
          const warn = (message: string): void => void progress.write(io.stderr, `bashni: ${safeText(message)}\n`);
          for await (const game of gamesOfInput(file, { io, warn })) yield { game, variant, depth, timeMs };
        })();
        const onTick = (steps: number): void => {
          searched += steps;
          show();
        };
        for await (const a of runOrdered('annotate', tasks, { jobs: threads, onTick })) {
          const gi = games++;
          // a record that stops replaying has fewer positions than its moves: made up here
          notSearched += a.game.moves.length + 1 - (a.plies.length ? a.plies.length + 1 : 0);
          if (a.problem) {
            bad++;
            // the verdict so far: a reader that stops early (`| head`) ends the command with it (cli/io.ts)
            io.exitCode = 1;
            progress.write(io.stderr, safeText(`${formatProblem({ ...a.problem, file: safeName(file) }, `game ${gi + 1}`)} (annotated up to there)\n`));
          }
          const text = opts.json ? (gi === 0 ? '[\n' : ',\n') + jsonElement(a, gi + 1, timeMs) : writer.add(a.game);
          // each game as soon as it is annotated (a search is slow: `tail -f` of the output shows it)
          await output.write(text);
          await output.flush();
          show();
        }
        // an input without a game is zero games, as in every command (docs/records.md): nothing
        // to annotate, exit 0 (`[]` with --json)
        await output.write(opts.json ? (games === 0 ? '[]\n' : '\n]\n') : writer.end());
        await output.finish();
      } catch (e) {
        output.abort();
        throw e;
      } finally {
        progress.stop();
      }
      io.exitCode = bad ? 1 : 0;
    },
  );
}
