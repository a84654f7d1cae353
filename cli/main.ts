// The `bashni` command. Each subcommand lives in its own file and registers itself here.
// For a fast start only the file of the command being run is loaded: `perft`, `moves` and `show`
// never load the PDN parser (Chevrotain) or the YAML reader, and `--version` loads no command.
// Help, and a command line that names no known command, load them all (the help lists every
// command, and commander suggests the nearest name for a typo).
import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { UsageError, quietOnClosedPipe } from './io.ts';
import { safeText } from './terminal-text.ts';

type Register = (program: Command) => void;

/** Every subcommand, in the order of `bashni --help`, with the loader of the file that registers it. */
const commands: Record<string, () => Promise<Register>> = {
  perft: async () => (await import('./perft.ts')).registerPerft,
  moves: async () => (await import('./moves.ts')).registerMoves,
  show: async () => (await import('./show.ts')).registerShow,
  verify: async () => (await import('./verify.ts')).registerVerify,
  convert: async () => (await import('./convert.ts')).registerConvert,
  annotate: async () => (await import('./annotate.ts')).registerAnnotate,
  solve: async () => (await import('./solve.ts')).registerSolve,
  puzzles: async () => (await import('./puzzles.ts')).registerPuzzles,
  selfplay: async () => (await import('./selfplay.ts')).registerSelfplay,
};

/**
 * The subcommands this command line needs. The program's own options come before any command
 * name, so the first argument decides: a command name needs that command alone, `-V`/`--version`
 * none, anything else (help, an unknown word or option, nothing) all of them.
 */
function commandsNeeded(first: string | undefined): string[] {
  if (first !== undefined && Object.hasOwn(commands, first)) return [first];
  if (first === '-V' || first === '--version') return [];
  return Object.keys(commands);
}

const program = new Command('bashni')
  .description('Bashni (column draughts) toolkit: rules engine, game records, analysis and puzzles.')
  .version(packageJson.version)
  .showHelpAfterError('(run with --help for usage)')
  // commander's own messages quote arguments (a file name may hold control characters)
  .configureOutput({ writeErr: (text) => process.stderr.write(safeText(text)) })
  .exitOverride();

const registers = await Promise.all(commandsNeeded(process.argv[2]).map((name) => commands[name]!()));
for (const register of registers) register(program);
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
    process.stderr.write(`bashni: internal error: ${safeText(String((e as Error)?.message ?? e))}\n`);
    if (process.env.BASHNI_DEBUG) process.stderr.write(`${(e as Error)?.stack}\n`);
    process.exitCode = 70;
  }
}
