// `bashni gif FILE --game N [-o game.gif] [--delay MS] [--size PX] [--flip]`: an animated GIF of
// one game of a PDN file, a frame a ply along its main line, the last move marked, the result shown
// at the end (cli/game-gif.ts draws it).
import type { Command } from 'commander';
import { boardSize } from '../engine/squares.ts';
import type { VariantName } from '../engine/types.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { countOption, encodingOption, parseCount, variantOption } from './options.ts';
import { writeBinaryOutput } from './output.ts';
import { InvalidRecordError, gameOfFile, resultWords } from './record-game.ts';
import { safeText } from './terminal-text.ts';

interface GifCommandOptions {
  game: string;
  output?: string;
  delay: string;
  size: string;
  flip?: boolean;
  variant: VariantName;
  encoding?: PdnEncoding;
}

export function registerGif(program: Command, io: CliIo): void {
  program
    .command('gif')
    .description('Write an animated GIF of a game of a PDN file: a frame a ply, the last move marked, the result at the end.')
    .argument('<file>', 'a PDN file (- for standard input)')
    .addOption(countOption('--game <n>', 'which game (1 = the first)', 1))
    .option('-o, --output <file>', 'write to this file (atomically) instead of standard output')
    .addOption(countOption('--delay <ms>', 'milliseconds a ply (the first and last positions stay twice as long)', 800))
    .addOption(countOption('--size <px>', "the board's width in pixels (rounded down to whole pixels a square)", 360))
    .option('--flip', 'Black at the bottom')
    .addOption(variantOption())
    .addOption(encodingOption())
    .addHelpText(
      'after',
      `
The main line is played from the game's start (its FEN tag or setup, else the initial position);
a move that does not replay stops the command with its problem (exit 1). Each frame is the board
\`bashni show --png\` draws for that ply. A game with a result (1-0, 2-0, ...) ends on a frame
that says it.

Example:
  bashni gif games.pdn --game 3 -o game3.gif --delay 600 --size 480`,
    )
    .action(async (file: string, opts: GifCommandOptions) => {
      const number = parseCount(opts.game, '--game', { min: 1, max: Number.MAX_SAFE_INTEGER });
      const delay = parseCount(opts.delay, '--delay', { min: 20, max: 60_000 });
      const size = parseCount(opts.size, '--size', { min: 56, max: 2048 });
      let game;
      try {
        game = await gameOfFile(io, file, number, opts.variant, opts.encoding);
      } catch (e) {
        if (!(e instanceof InvalidRecordError)) throw e;
        io.stderr.write(`${safeText(e.message)}\n`);
        io.exitCode = 1;
        return;
      }
      if (game.problem) {
        // an animation of part of a game would pass for the whole of it
        io.stderr.write(`${safeText(game.problem)}\n`);
        io.exitCode = 1;
        return;
      }
      if (opts.output === undefined && io.stdout.isTTY) throw new UsageError('refusing to write a GIF to a terminal: give -o FILE, or redirect standard output');
      const frames = [{ columns: game.start.columns() }, ...game.plies.map((p) => ({ columns: p.after.columns(), lastMove: [p.move.from, ...p.move.path] }))];
      const result = resultWords(game.result);
      // gifenc and resvg are loaded by this command alone
      const { gameGif } = await import('./game-gif.ts');
      const bytes = gameGif(frames, { size, boardSize: boardSize(game.variant), flipped: Boolean(opts.flip), delay, ...(result ? { result } : {}) });
      writeBinaryOutput(io, bytes, opts.output, 'a GIF', file === '-' ? [] : [file]);
    });
}
