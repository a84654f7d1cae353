// `bashni moves --fen FEN [--variant V] [--json]`: every legal move with the FEN after it.
import type { Command } from 'commander';
import { makeFen } from '../engine/fen.ts';
import { makeMoveText } from '../engine/notation.ts';
import { squareName } from '../engine/squares.ts';
import { type CliIo } from './io.ts';
import { fenOption, refuseUnnumbered, variantOption } from './options.ts';
import type { VariantName } from '../engine/types.ts';

export function registerMoves(program: Command, io: CliIo): void {
  program
    .command('moves')
    .description('List every legal move of a position with the FEN after it.')
    .option('--fen <fen>', 'the position (default: the initial position)')
    .addOption(variantOption())
    .option('--numeric', 'numeric squares (22-18) instead of algebraic')
    .option('--json', 'a JSON array of moves instead of text')
    .addHelpText(
      'after',
      `
Text output: one line per move, '<move> <FEN after>' (captures written short where that is
unambiguous, else with the full path); a position without legal moves prints
'no legal moves: <side> to move loses'.
JSON: [{ "move", "full", "from", "path", "jumped", "taken", "promotes", "fen" }] with squares
written as in the text.

Example:
  bashni moves --fen "W:Wc3(wbb):Bd4,f6"`,
    )
    .action((opts: { fen?: string; variant: VariantName; json?: boolean; numeric?: boolean }) => {
      if (opts.numeric) refuseUnnumbered('--numeric', opts.variant);
      const pos = fenOption(opts.fen, opts.variant);
      const squares = opts.numeric ? ('numeric' as const) : ('algebraic' as const);
      const moves = pos.legalMoves();
      const name = (s: number): string => squareName(s, squares);
      const rows = moves.map((m) => ({
        move: makeMoveText(pos, m, { squares }),
        full: makeMoveText(pos, m, { squares, captures: 'full' }),
        from: name(m.from),
        path: m.path.map(name),
        jumped: m.jumped.map(name),
        taken: m.taken,
        promotes: m.promotes,
        fen: makeFen(pos.play(m), { squares }),
      }));
      if (opts.json) {
        io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      if (rows.length === 0) {
        io.stdout.write(`no legal moves: ${pos.turn === 'white' ? 'White' : 'Black'} to move loses\n`);
        return;
      }
      const width = rows.reduce((w, r) => Math.max(w, r.move.length), 0);
      for (const r of rows) io.stdout.write(`${r.move.padEnd(width)}  ${r.fen}\n`);
    });
}
