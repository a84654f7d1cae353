// `bashni show`: a position as a text board in which every column is readable, or as the diagram
// the site draws (one renderer: render/board-svg.ts), written as SVG or PNG. The position is a FEN,
// moves played from it, or a ply of a game of a PDN file (`show FILE --game N --ply P`).
import type { Command } from 'commander';
import type { Position } from '../engine/position.ts';
import { makeFen } from '../engine/fen.ts';
import { matchMoves, parseMoveText, makeMoveText } from '../engine/notation.ts';
import { boardSize, squareAt, squareName, squareRank, squareFile } from '../engine/squares.ts';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { choiceOption, countOption, encodingOption, fenOption, parseCount, refuseUnnumbered, variantOption } from './options.ts';
import { writeBinaryOutput, writeOutput } from './output.ts';
import { variantRules } from '../engine/variant.ts';
import type { Square, VariantName } from '../engine/types.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import { renderDiagramSvg } from '../render/diagram-svg.ts';
import { safeText } from './terminal-text.ts';

/**
 * A text board: each dark square shows its commander letter and the column height (`w1`, `B3`),
 * `.` when empty; then the side to move, and a legend listing every column top first (with its
 * number too where squares have numbers: Lasca's have none).
 */
function renderTextBoard(pos: Position): string {
  const size = boardSize(pos.variant);
  const lines: string[] = [];
  const letters = `     ${'abcdefgh'.slice(0, size).split('').join('   ')}`;
  const edge = `   +${'-'.repeat(size * 4 - 1)}+`;
  lines.push(letters);
  lines.push(edge);
  for (let rank = size - 1; rank >= 0; rank--) {
    let row = ` ${rank + 1} |`;
    for (let file = 0; file < size; file++) {
      const sq = squareAt(file, rank);
      let cell = '   ';
      if (sq !== undefined) {
        const c = pos.column(sq);
        cell = c === undefined ? ' . ' : ` ${c[0]}${c.length > 9 ? '+' : c.length}`.padEnd(3);
      }
      row += cell + (file < size - 1 ? ' ' : '');
    }
    lines.push(`${row}| ${rank + 1}`);
  }
  lines.push(edge);
  lines.push(letters);
  lines.push('');
  lines.push(`${pos.turn === 'white' ? 'White' : 'Black'} to move (${pos.variant}). Letters: w b men, W B kings; number = column height.`);
  lines.push('Columns, top first:');
  const cols = pos.columns().sort((a, b) => squareRank(b[0]) - squareRank(a[0]) || squareFile(a[0]) - squareFile(b[0]));
  for (const [sq, c] of cols) lines.push(variantRules(pos.variant).numberedSquares ? `  ${squareName(sq)} (${squareName(sq, 'numeric').padStart(2)})  ${c}` : `  ${squareName(sq)}  ${c}`);
  lines.push(`FEN: ${makeFen(pos)}`);
  return `${lines.join('\n')}\n`;
}

/** Moves played from `pos` (`--moves "c3-d4 f6-e5"`), each resolved by the engine; the last one's squares. */
function playMoves(pos: Position, text: string): { position: Position; lastMove?: readonly Square[] } {
  let position = pos;
  let lastMove: readonly Square[] | undefined;
  const words = text.split(/\s+/).filter((w) => w && !/^\d+\.+$/.test(w));
  words.forEach((word, i) => {
    const written = parseMoveText(word);
    const matches = written ? matchMoves(position, written) : [];
    if (matches.length !== 1) {
      const legal = position.legalMoves().map((m) => makeMoveText(position, m));
      const why = !written ? 'is not a move' : matches.length > 1 ? 'is ambiguous (write the full path)' : 'is not legal here';
      throw new UsageError(`--moves: move ${i + 1} '${word}' ${why}; legal moves: ${legal.join(', ') || 'none'}`);
    }
    const move = matches[0]!;
    position = position.play(move);
    lastMove = [move.from, ...move.path];
  });
  return lastMove ? { position, lastMove } : { position };
}

interface ShowOptions {
  fen?: string;
  moves?: string;
  game?: string;
  ply?: string;
  variant: VariantName;
  encoding?: PdnEncoding;
  svg?: boolean;
  png?: boolean;
  output?: string;
  size?: string;
  flip?: boolean;
  numeric?: boolean;
  coordinates: boolean;
  caption?: string;
  style: 'light' | 'dark';
}

/** The largest diagram drawn, in px (a PNG of 4096 x 4096 is 64 MB of pixels before compression). */
const MAX_SIZE = 4096;

export function registerShow(program: Command, io: CliIo): void {
  program
    .command('show')
    .description('Show a position (a FEN, moves, or a ply of a game in a PDN file) as a text board, or as an SVG or PNG diagram.')
    .argument('[file]', 'a PDN file (- for standard input): show a position of one of its games')
    .addOption(countOption('--game <n>', 'with FILE: which game (1 = the first)', 1))
    .option('--ply <p>', 'with FILE: the position after this many plies of the main line (0 = the start; default: the end)')
    .option('--fen <fen>', 'the position (default: the initial position)')
    .option('--moves <moves>', 'moves played from the position, space-separated ("c3-d4 f6-e5"); the last is marked')
    .addOption(variantOption())
    .addOption(encodingOption())
    .option('--svg', "write an SVG diagram (the site's board) instead of the text board")
    .option('--png', 'write a PNG diagram (the same drawing, rasterized)')
    .option('-o, --output <file>', 'with --svg or --png: write to this file (atomically) instead of standard output')
    .addOption(countOption('--size <px>', "with --svg or --png: the board's width in pixels", 480))
    .option('--flip', 'with --svg or --png: Black at the bottom')
    .option('--numeric', 'with --svg or --png: numeric square names 1..32')
    .option('--coordinates', 'with --svg or --png: draw the files and ranks', true)
    .option('--no-coordinates', 'with --svg or --png: no files and ranks')
    .option('--caption <text>', 'with --svg or --png: one line of text under the board')
    .addOption(choiceOption('--style <style>', 'with --svg or --png: the colours', ['light', 'dark'], 'light'))
    .addHelpText(
      'after',
      `
--flip, --numeric, --size, --caption, --style and -o are for the diagrams: the text board always
has White at the bottom and lists every column with both square names (without --svg or --png
they are usage errors). The last move (of --moves, or the ply shown) is marked on the diagram.
A PNG is drawn with the fonts the package ships, so it is the same picture on every machine.

Examples:
  bashni show --fen "W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)"
  bashni show --fen "W:Wa1,e3(wbb):Bb8" --svg > position.svg
  bashni show --moves "c3-d4 f6-e5 d4:f6" --svg -o capture.svg
  bashni show games.pdn --game 2 --ply 17 --png --size 360 --caption "After 9. c3-d4" -o diagram.png`,
    )
    .action(async (file: string | undefined, opts: ShowOptions, command: Command) => {
      const given = (name: string): boolean => command.getOptionValueSource(name) === 'cli';
      const diagram = Boolean(opts.svg || opts.png);
      if (opts.svg && opts.png) throw new UsageError('--svg and --png: choose one');
      // the text board has one orientation (White at the bottom, every column listed): an option
      // it would ignore is refused rather than silently dropped
      if (!diagram && opts.flip) throw new UsageError('--flip goes with --svg or --png (the text board is always drawn with White at the bottom)');
      if (!diagram && opts.numeric) throw new UsageError('--numeric goes with --svg or --png (the text board lists every square by both names)');
      for (const name of ['size', 'caption', 'style', 'output', 'coordinates']) {
        if (!diagram && given(name)) throw new UsageError(`--${name === 'output' ? 'output (-o)' : name} goes with --svg or --png`);
      }
      if (file !== undefined && (opts.fen !== undefined || opts.moves !== undefined)) throw new UsageError("a FILE, or --fen/--moves: not both (the file's game has its own start)");
      if (file === undefined && (given('game') || opts.ply !== undefined)) throw new UsageError('--game and --ply go with a FILE');
      if (file === undefined && opts.encoding) throw new UsageError('--encoding goes with a FILE');
      if (opts.numeric) refuseUnnumbered('--numeric', opts.variant);
      const size = parseCount(opts.size ?? '480', '--size', { min: 16, max: MAX_SIZE });

      let position: Position;
      let lastMove: readonly Square[] | undefined;
      if (file !== undefined) {
        const gameNumber = parseCount(opts.game ?? '1', '--game', { min: 1, max: Number.MAX_SAFE_INTEGER });
        const ply = opts.ply === undefined ? undefined : parseCount(opts.ply, '--ply', { min: 0, max: 1_000_000 });
        // the PDN parser is loaded only for a file (a FEN alone never loads Chevrotain)
        const { gameOfFile, positionAtPly, InvalidRecordError } = await import('./record-game.ts');
        try {
          const game = await gameOfFile(io, file, gameNumber, opts.variant, opts.encoding);
          ({ position, lastMove } = positionAtPly(game, ply));
        } catch (e) {
          if (!(e instanceof InvalidRecordError)) throw e;
          io.stderr.write(`${safeText(e.message)}\n`);
          io.exitCode = 1;
          return;
        }
        if (opts.numeric) refuseUnnumbered('--numeric', position.variant);
      } else {
        position = fenOption(opts.fen, opts.variant);
        if (opts.moves !== undefined) ({ position, lastMove } = playMoves(position, opts.moves));
      }

      if (!diagram) {
        io.stdout.write(renderTextBoard(position));
        return;
      }
      const svg = renderDiagramSvg(position.columns(), {
        flipped: Boolean(opts.flip),
        boardSize: boardSize(position.variant),
        squareNames: opts.numeric ? 'numeric' : 'algebraic',
        size,
        coordinates: opts.coordinates,
        scheme: opts.style,
        label: `${position.turn === 'white' ? 'White' : 'Black'} to move: ${makeFen(position)}`,
        ...(lastMove ? { lastMove } : {}),
        ...(opts.caption !== undefined ? { caption: opts.caption } : {}),
      });
      const inputs = file !== undefined && file !== '-' ? [file] : [];
      if (opts.svg) {
        writeOutput(io, `${svg}\n`, opts.output, inputs);
        return;
      }
      // resvg (a native binary) is loaded only here: `show --svg` and the text board never load it
      const { svgToPng } = await import('./raster.ts');
      writeBinaryOutput(io, svgToPng(svg), opts.output, 'a PNG', inputs);
    });
}
