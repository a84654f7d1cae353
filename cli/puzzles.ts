import type { Command } from 'commander';

/** Placeholder until the `puzzles` command is built. */
export function registerPuzzles(program: Command): void {
  program.command('puzzles').description('(not built yet)').action(() => {
    process.stderr.write('bashni puzzles: not built yet\n');
    process.exitCode = 2;
  });
}
