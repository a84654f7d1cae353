// `bashni show --fen FEN [--svg]`: the position as a text board in which every column is
// readable, or as the SVG diagram the site draws (one renderer for both).
import type { Command } from 'commander';
import type { Position } from '../engine/position.ts';
import { makeFen } from '../engine/fen.ts';
import { boardSize, squareAt, squareName, squareRank, squareFile } from '../engine/squares.ts';
import { UsageError, fenOption, refuseUnnumbered, variantOption, type CliIo } from './io.ts';
import type { VariantName } from '../engine/types.ts';
import { variantRules } from '../engine/variant.ts';
import { renderBoardSvg } from '../render/board-svg.ts';

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

export function registerShow(program: Command, io: CliIo): void {
  program
    .command('show')
    .description('Show a position as a text board with every column listed.')
    .option('--fen <fen>', 'the position (default: the initial position)')
    .addOption(variantOption())
    .option('--svg', "write an SVG diagram (the site's board) instead of the text board")
    .option('--flip', 'with --svg: Black at the bottom')
    .option('--numeric', 'with --svg: numeric square names 1..32')
    .addHelpText(
      'after',
      `
--flip and --numeric are for the SVG: the text board always has White at the bottom and lists
every column with both square names (without --svg they are usage errors).

Examples:
  bashni show --fen "W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)"
  bashni show --fen "W:Wa1,e3(wbb):Bb8" --svg > position.svg`,
    )
    .action((opts: { fen?: string; variant: VariantName; svg?: boolean; flip?: boolean; numeric?: boolean }) => {
      // the text board has one orientation (White at the bottom, every column listed): an option
      // it would ignore is refused rather than silently dropped
      if (!opts.svg && opts.flip) throw new UsageError('--flip goes with --svg (the text board is always drawn with White at the bottom)');
      if (!opts.svg && opts.numeric) throw new UsageError('--numeric goes with --svg (the text board lists every square by both names)');
      if (opts.numeric) refuseUnnumbered('--numeric', opts.variant);
      const pos = fenOption(opts.fen, opts.variant);
      if (opts.svg) {
        const svg = renderBoardSvg(pos.columns(), {
          flipped: opts.flip,
          boardSize: boardSize(pos.variant),
          squareNames: opts.numeric ? 'numeric' : 'algebraic',
          size: 480,
          label: `${pos.turn === 'white' ? 'White' : 'Black'} to move: ${makeFen(pos)}`,
        });
        io.stdout.write(`${svg}\n`);
      } else {
        io.stdout.write(renderTextBoard(pos));
      }
    });
}
