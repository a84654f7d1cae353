// `bashni convert FILE [--variant V] [--to pdn|json|jsonl] [--squares algebraic|numeric]
//   [--captures short|full] [--separator x|:] [--strict] [-o FILE]`
// Rewrites the moves of a record in another notation (PDN), or writes the per-ply JSON.
// Streams game by game (read, replay, write one game at a time), so memory is bounded by the
// largest game whatever the size of the input. Never changes the input in place.
// Formats and options: docs/records.md.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { choiceOption, encodingOption, refuseUnnumbered, variantOption } from './options.ts';
import { refuseOverwrite } from './output.ts';
import { streamedOutput, type StreamedOutput } from './streamed-output.ts';
import { checkReadable, isLive } from './verify.ts';
import { gamesAndBytesOfInput, inputSize } from './games.ts';
import { addTerminalOptions, startProgress } from './progress.ts';
import { safeName, safeText } from './terminal-text.ts';
import { formatProblem } from '../grammar/problem.ts';
import { replayGame, type ReplayProblem } from '../records/replay.ts';
import { convertGame, editTags, type ConvertOptions, type TagEdits } from '../records/convert.ts';
import { gameJson } from '../records/ply-json.ts';
import type { CaptureStyle, Separator, SquareStyle } from '../records/style.ts';
import { PdnGameWriter } from '../grammar/writer.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import type { VariantName } from '../engine/types.ts';
import { unnumberedSquares } from '../engine/variant.ts';

export function registerConvert(program: Command, io: CliIo): void {
  const command = program
    .command('convert')
    .description('Rewrite the moves of a PDN file in another notation, or write the per-ply JSON')
    .argument('<file>', "PDN file ('-' = standard input)")
    .addOption(variantOption())
    .addOption(choiceOption('--to <format>', 'PDN, one JSON document, or JSON lines (one game per line)', ['pdn', 'json', 'jsonl'], 'pdn'))
    .addOption(choiceOption('--squares <style>', 'square names (default: as the record)', ['algebraic', 'numeric']))
    .addOption(choiceOption('--captures <form>', 'short: start and end, only where unambiguous; full: every landing square (default: as the record)', ['short', 'full']))
    .addOption(choiceOption('--separator <sep>', 'capture separator (default: as the record)', ['x', ':']))
    .option('--strict', 'write strict PDN 3.0 (default: compatible)')
    .option('--set-tag <name=value>', 'give a tag this value (changed in place, else added; repeatable)', (v: string, prev: string[] = []) => [...prev, v])
    .option('--drop-tag <name>', 'remove a tag (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
    .addOption(choiceOption('--dates <form>', 'write [Date] and [EventDate] as ISO 8601 (1950.03.?? -> 1950-03, 1.1.1965 -> 1965-01-01)', ['iso']))
    .addOption(encodingOption())
    .option('-o, --output <file>', 'write here instead of standard output (never the input)');
  addTerminalOptions(command)
    .addHelpText(
      'after',
      '\nMoves after a problem (illegal, ambiguous, unknown) are kept as written; the problems go to\nstandard error and the exit code is 1. Exit 2 on usage errors or an unreadable input.',
    )
    .action(
      async (
        file: string,
        o: {
          variant: VariantName;
          to: 'pdn' | 'json' | 'jsonl';
          squares?: SquareStyle;
          captures?: CaptureStyle;
          separator?: Separator;
          strict?: boolean;
          setTag?: string[];
          dropTag?: string[];
          dates?: 'iso';
          encoding?: PdnEncoding;
          output?: string;
          quiet?: boolean;
          color?: boolean;
        },
      ) => {
        const { variant, to, squares, captures, separator, encoding } = o;
        if (squares === 'numeric') refuseUnnumbered('--squares numeric', variant);
        refuseOverwrite(io, o.output, [file]); // before reading: no output for a bad command line
        checkReadable(file, io);
        const name = file === '-' ? '<stdin>' : file;
        const kind = to === 'pdn' ? 'data' : 'json';
        // the output, written as it is made (cli/streamed-output.ts)
        const progress = await startProgress({ label: 'convert', unit: 'bytes', total: inputSize(file, io), show: 'bytes' }, o, io);
        let output: StreamedOutput;
        try {
          output = streamedOutput(io, o.output, kind, progress);
        } catch (e) {
          progress.stop();
          throw e;
        }
        const write = (text: string): Promise<void> | undefined => output.write(text);
        // the problems go to standard error as they are found
        let problems = 0;
        let errors = '';
        const report = (index: number, p: ReplayProblem): void => {
          problems++;
          errors += formatProblem({ ...p, file: safeName(name) }, `game ${index + 1}`) + '\n';
          if (errors.length >= 1 << 16) {
            io.stderr.write(safeText(errors));
            errors = '';
          }
        };
        const setTags = (o.setTag ?? []).map((t) => {
          const eq = t.indexOf('=');
          if (eq <= 0 || !/^[A-Za-z0-9_]+$/.test(t.slice(0, eq))) throw new UsageError(`--set-tag "${t}": expected NAME=VALUE, NAME letters, digits or _`);
          return { name: t.slice(0, eq), value: t.slice(eq + 1) };
        });
        const edits: TagEdits = { setTags, dropTags: o.dropTag ?? [], isoDates: o.dates === 'iso' };
        const opts: ConvertOptions = { variant, squares, captures, separator, ...edits };
        // games read from a pipe come out as they arrive (`tail -f games.pdn | bashni convert -`)
        const live = isLive(file, io);
        const warn = (message: string): void => void progress.write(io.stderr, `bashni: ${safeText(message)}\n`);
        const input = gamesAndBytesOfInput(file, { encoding, live, io, warn });
        // from a pipe or a terminal each game goes out as soon as it is written (else in 64 KB pieces)
        const written = async (): Promise<void> => {
          if (live) await output.flush();
        };
        let converted = 0;
        try {
          if (to === 'pdn') {
            // one game behind: whether a game needs a terminator depends on the next one
            const writer = new PdnGameWriter({ mode: o.strict ? 'strict' : 'compatible' });
            for await (const { parsed: item, bytes } of input) {
              const c = convertGame(item.game, { ...opts, parseErrors: item.errors });
              for (const p of c.replay.problems) report(item.index, p);
              // a game whose own tag names a variant without square numbers keeps its algebraic squares: say so
              const unnumbered = squares === 'numeric' && c.replay.variant !== undefined ? unnumberedSquares(c.replay.variant) : undefined;
              if (unnumbered !== undefined) errors += `bashni: note: ${safeName(name)}: game ${item.index + 1}: --squares numeric: ${unnumbered}, so its moves are written algebraic\n`;
              await write(writer.add(c.game));
              await written();
              progress.update(bytes, `${++converted} games`);
            }
            await write(writer.end());
          } else {
            // --to json: one document, its games array written one game at a time; jsonl: a game a line
            if (to === 'json') await write('{"format": "bashni-record-json", "version": 1, "games": [\n');
            for await (const { parsed: item, bytes } of input) {
              const options = { variant, parseErrors: item.errors, index: item.index + 1, file: name };
              const game = editTags(item.game, edits);
              const replay = replayGame(game, options);
              for (const p of replay.problems) report(item.index, p);
              const text = JSON.stringify(gameJson(game, options, replay));
              await write(to === 'jsonl' ? `${text}\n` : converted === 0 ? text : `,\n${text}`);
              await written();
              progress.update(bytes, `${++converted} games`);
            }
            if (to === 'json') await write('\n]}\n');
          }
          await output.finish();
        } catch (e) {
          output.abort();
          throw e;
        } finally {
          progress.stop();
          if (errors) io.stderr.write(safeText(errors));
        }
        io.exitCode = problems ? 1 : 0;
      },
    );
}
