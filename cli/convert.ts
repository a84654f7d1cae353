// `bashni convert FILE [--variant V] [--to pdn|json] [--squares algebraic|numeric]
//   [--captures short|full] [--separator x|:] [--strict] [-o FILE]`
// Rewrites the moves of a record in another notation (PDN), or writes the per-ply JSON.
// Never changes the input in place. Formats and options: docs/records.md.
import type { Command } from 'commander';
import { UsageError, encodingOption, refuseOverwrite, variantOption, writeOutput } from './io.ts';
import { gamesAndBytesOfInput, inputSize } from './games.ts';
import { addTerminalOptions, startProgress } from './progress.ts';
import { safeText } from './terminal-text.ts';
import { formatProblem } from '../grammar/problem.ts';
import { convertGame, gameJson, replayGame } from '../records/replay.ts';
import type { CaptureStyle, ConvertOptions, ReplayProblem, Separator, SquareStyle } from '../records/replay.ts';
import { makePdn } from '../grammar/index.ts';
import type { GameRecord } from '../grammar/record.ts';

function choice<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${name} must be one of ${allowed.join(', ')}, got '${value}'`);
  return value as T;
}

export function registerConvert(program: Command): void {
  const command = program
    .command('convert')
    .description('Rewrite the moves of a PDN file in another notation, or write the per-ply JSON')
    .argument('<file>', 'PDN file (`-` = standard input)')
    .option('--variant <variant>', 'variant when a record names none: bashni, bashni-turkish, russian', 'bashni')
    .option('--to <format>', 'pdn or json', 'pdn')
    .option('--squares <style>', 'algebraic or numeric (default: as the record)')
    .option('--captures <form>', 'short (start and end, only where unambiguous) or full (every landing square) (default: as the record)')
    .option('--separator <sep>', 'capture separator x or : (default: as the record)')
    .option('--strict', 'write strict PDN 3.0 (default: compatible)')
    .option('--encoding <encoding>', 'read the input in this encoding (utf-8, cp1251, cp866, latin1) instead of detecting it')
    .option('-o, --output <file>', 'write here instead of standard output (never the input)');
  addTerminalOptions(command)
    .addHelpText(
      'after',
      '\nMoves after a problem (illegal, ambiguous, unknown) are kept as written; the problems go to\nstandard error and the exit code is 1. Exit 2 on usage errors or an unreadable input.',
    )
    .action(
      async (
        file: string,
        o: { variant: string; to: string; squares?: string; captures?: string; separator?: string; strict?: boolean; encoding?: string; output?: string; quiet?: boolean; color?: boolean },
      ) => {
        const variant = variantOption(o.variant);
        const to = choice(o.to, ['pdn', 'json'] as const, '--to')!;
        const squares = choice<SquareStyle>(o.squares, ['algebraic', 'numeric'], '--squares');
        const captures = choice<CaptureStyle>(o.captures, ['short', 'full'], '--captures');
        const separator = choice<Separator>(o.separator, ['x', ':'], '--separator');
        refuseOverwrite(o.output, [file]); // before reading: no output for a bad command line
        const encoding = encodingOption(o.encoding);
        const name = file === '-' ? '<stdin>' : file;
        const problems: string[] = [];
        const report = (index: number, p: ReplayProblem): void => {
          problems.push(formatProblem({ ...p, file: name }, `game ${index + 1}`));
        };
        const opts: ConvertOptions = { variant, squares, captures, separator };
        // progress: bytes of the input behind the games converted
        const progress = await startProgress({ label: 'convert', unit: 'bytes', total: inputSize(file), show: 'bytes' }, o);
        let converted = 0;
        let output: string;
        try {
          if (to === 'json') {
            const games: string[] = [];
            for await (const { parsed: item, bytes } of gamesAndBytesOfInput(file, { encoding })) {
              const options = { variant, parseErrors: item.errors, index: item.index + 1, file: name };
              const replay = replayGame(item.game, options);
              for (const p of replay.problems) report(item.index, p);
              games.push(JSON.stringify(gameJson(item.game, options, replay)));
              progress.update(bytes, `${++converted} games`);
            }
            output = `{"format": "bashni-record-json", "version": 1, "games": [\n${games.join(',\n')}\n]}\n`;
          } else {
            const games: GameRecord[] = [];
            for await (const { parsed: item, bytes } of gamesAndBytesOfInput(file, { encoding })) {
              const c = convertGame(item.game, { ...opts, parseErrors: item.errors });
              for (const p of c.replay.problems) report(item.index, p);
              games.push(c.game);
              progress.update(bytes, `${++converted} games`);
            }
            output = makePdn(games, { mode: o.strict ? 'strict' : 'compatible' });
          }
        } finally {
          progress.stop();
        }
        writeOutput(output, o.output, [file], to === 'json' ? 'json' : 'data');
        if (problems.length) process.stderr.write(safeText(problems.join('\n') + '\n'));
        process.exitCode = problems.length ? 1 : 0;
      },
    );
}
