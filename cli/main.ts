// The `bashni` command. Each subcommand lives in its own file and registers itself here.
import { Command, CommanderError } from 'commander';
import { UsageError, quietOnClosedPipe } from './io.ts';
import { registerPerft } from './perft.ts';
import { registerMoves } from './moves.ts';
import { registerShow } from './show.ts';
import { registerVerify } from './verify.ts';
import { registerConvert } from './convert.ts';
import { registerAnnotate } from './annotate.ts';
import { registerSolve } from './solve.ts';
import { registerPuzzles } from './puzzles.ts';
import { registerSelfplay } from './selfplay.ts';

const program = new Command('bashni')
  .description('Bashni (column draughts) toolkit: rules engine, game records, analysis and puzzles.')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride();

for (const register of [registerPerft, registerMoves, registerShow, registerVerify, registerConvert, registerAnnotate, registerSolve, registerPuzzles, registerSelfplay]) {
  register(program);
}
for (const command of program.commands) command.exitOverride();

quietOnClosedPipe();
try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    // commander has already printed its message (or the help); usage errors exit 2.
    process.exitCode = e.exitCode === 0 ? 0 : 2;
  } else if (e instanceof UsageError) {
    process.stderr.write(`bashni: ${e.message}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`bashni: internal error: ${(e as Error)?.message ?? String(e)}\n`);
    if (process.env.BASHNI_DEBUG) process.stderr.write(`${(e as Error)?.stack}\n`);
    process.exitCode = 70;
  }
}
