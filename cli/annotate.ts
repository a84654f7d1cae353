// `bashni annotate FILE [--variant V] [--depth N | --time MS] [--json] [-o FILE]`
// The record comes back with what the engine sees (records/annotate.ts, docs/analysis.md).
import type { Command } from 'commander';
import { UsageError, parseCount, refuseOverwrite, showProgress, variantOption, writeOutput } from './io.ts';
import { gamesOfInput } from './games.ts';
import { safeText } from './terminal-text.ts';
import { makePdn } from '../grammar/writer.ts';
import { annotateGame, type GameAnalysis } from '../records/annotate.ts';
import { describeProblem } from '../records/replay.ts';

export function registerAnnotate(program: Command): void {
  program
    .command('annotate')
    .description('Add what the engine sees to a record: takes and changed columns, [%eval], NAGs for inaccuracies/mistakes/blunders, better moves as variations, a check of the result.')
    .argument('<file>', 'PDN file; - for standard input')
    .option('--variant <v>', 'variant when the record names none', 'bashni')
    .option('--depth <n>', 'search depth per position (default 8)')
    .option('--time <ms>', 'search time per position in milliseconds (instead of --depth)')
    .option('--json', 'the analysis as JSON (for tools and the site) instead of PDN')
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .action(async (file: string, opts: { variant: string; depth?: string; time?: string; json?: boolean; output?: string }) => {
      const variant = variantOption(opts.variant);
      if (opts.depth !== undefined && opts.time !== undefined) throw new UsageError('give --depth or --time, not both');
      const depth = opts.depth !== undefined ? parseCount(opts.depth, '--depth') : undefined;
      if (depth !== undefined && (depth < 1 || depth > 40)) throw new UsageError('--depth must be 1..40');
      const timeMs = opts.time !== undefined ? parseCount(opts.time, '--time') : undefined;
      refuseOverwrite(opts.output, [file]); // before the search, which can take minutes
      const progress = showProgress();
      const out: GameAnalysis[] = [];
      let bad = 0;
      // game by game as they are read (bounded memory for the input, cli/games.ts)
      for await (const { game: record, errors: parseErrors, index: gi } of gamesOfInput(file)) {
        const a = annotateGame(record, {
          variant,
          parseErrors,
          depth,
          timeMs,
          onProgress: progress ? (done, total) => process.stderr.write(`\rannotating game ${gi + 1}: position ${done}/${total}   `) : undefined,
        });
        if (a.problem) {
          bad++;
          process.stderr.write(safeText(`${file}:${a.problem.line}:${a.problem.column}: game ${gi + 1}: ${describeProblem(a.problem)} (annotated up to there)\n`));
        }
        out.push(a);
      }
      if (out.length === 0) throw new UsageError(`${file}: no game found`);
      if (progress) process.stderr.write('\n');
      if (opts.json) {
        const json = out.map((a, i) => ({ game: i + 1, depth: a.depth ?? null, timeMs: timeMs ?? null, plies: a.plies, result: a.resultCheck, problem: a.problem ?? null }));
        writeOutput(JSON.stringify(json, null, 2) + '\n', opts.output, [file], 'json');
      } else writeOutput(makePdn(out.map((a) => a.game)), opts.output, [file]);
      process.exitCode = bad ? 1 : 0;
    });
}
