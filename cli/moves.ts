import type { Command } from 'commander';

/** Placeholder until the `moves` command is built. */
export function registerMoves(program: Command): void {
  program.command('moves').description('(not built yet)').action(() => {
    process.stderr.write('bashni moves: not built yet\n');
    process.exitCode = 2;
  });
}
