// The `bashni` command: `main(argv, io)` runs one command line on the given streams and returns
// its exit code. It builds a fresh program per call and writes only through `io`, so it runs the
// same as the process (cli/run.ts) and in the caller's process (the tests). Each subcommand lives
// in its own file and registers itself here. For a fast start only the file of the command being
// run is loaded: `perft`, `moves` and `show` never load the PDN parser (Chevrotain) or the YAML
// reader, and `--version` loads no command. Help, and a command line that names no known command,
// load them all (the help lists every command, and commander suggests the nearest name for a typo).
import { Command, CommanderError } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { processIo, type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { safeText } from './terminal-text.ts';
import { addHelpExtras } from './help-extras.ts';

type Register = (program: Command, io: CliIo) => void;

/** Every subcommand, in the order of `bashni --help`, with the loader of the file that registers it. */
const commands: Record<string, () => Promise<Register>> = {
  perft: async () => (await import('./perft.ts')).registerPerft,
  moves: async () => (await import('./moves.ts')).registerMoves,
  show: async () => (await import('./show.ts')).registerShow,
  gif: async () => (await import('./gif.ts')).registerGif,
  verify: async () => (await import('./verify.ts')).registerVerify,
  convert: async () => (await import('./convert.ts')).registerConvert,
  annotate: async () => (await import('./annotate.ts')).registerAnnotate,
  solve: async () => (await import('./solve.ts')).registerSolve,
  puzzles: async () => (await import('./puzzles.ts')).registerPuzzles,
  selfplay: async () => (await import('./selfplay.ts')).registerSelfplay,
  find: async () => (await import('./find.ts')).registerFind,
  openings: async () => (await import('./openings.ts')).registerOpenings,
  index: async () => (await import('./bdx.ts')).registerIndex,
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

/** Exit codes: 0 all good, 1 something invalid, 2 usage error or unreadable input, 70 internal error. */
const USAGE_EXIT = 2;
const INTERNAL_EXIT = 70;

/**
 * commander's own usage errors (`error: unknown option '--x'`, with a suggestion on a line of its
 * own) in the one form every usage error has: `bashni: MESSAGE (run with --help for usage)`.
 */
function usageLine(text: string): string {
  const message = text
    .replace(/^error: /, '')
    .trim()
    .replace(/\s*\n\s*/g, ' ');
  return `bashni: ${message} (run with --help for usage)\n`;
}

/** Runs the command line `argv` (the arguments after the program's name) on `io`; resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const program = new Command('bashni')
    .description('Bashni (column draughts) toolkit: rules engine, game records, analysis and puzzles.')
    .version(packageJson.version)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      // commander's own messages quote arguments (a file name may hold control characters)
      writeErr: (text) => io.stderr.write(safeText(text)),
      outputError: (text, write) => write(usageLine(text)),
      // the terminal's width, else commander's 80
      getOutHelpWidth: () => (io.stdout.isTTY ? io.stdout.columns : undefined) ?? 80,
      getErrHelpWidth: () => (io.stderr.isTTY ? io.stderr.columns : undefined) ?? 80,
      getOutHasColors: () => Boolean(io.stdout.isTTY && io.stdout.hasColors?.()),
      getErrHasColors: () => Boolean(io.stderr.isTTY && io.stderr.hasColors?.()),
    })
    .exitOverride();

  io.exitCode = undefined;
  try {
    const registers = await Promise.all(commandsNeeded(argv[0]).map((name) => commands[name]!()));
    for (const register of registers) register(program, io);
    addHelpExtras(program);
    for (const command of program.commands) command.exitOverride();
    await program.parseAsync(argv, { from: 'user' });
    return io.exitCode ?? 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // commander has already printed its message (or the help, or the version)
      return e.exitCode === 0 ? 0 : USAGE_EXIT;
    }
    if (e instanceof UsageError) {
      io.stderr.write(`bashni: ${e.message}\n`);
      return USAGE_EXIT;
    }
    io.stderr.write(`bashni: internal error: ${safeText(String((e as Error)?.message ?? e))}\n`);
    if (io.env.BASHNI_DEBUG) io.stderr.write(`${(e as Error)?.stack}\n`);
    return INTERNAL_EXIT;
  }
}
