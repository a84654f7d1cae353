import type { Command } from 'commander';

/** Placeholder until the `perft` command is built. */
export function registerPerft(program: Command): void {
  program.command('perft').description('(not built yet)').action(() => {
    process.stderr.write('bashni perft: not built yet\n');
    process.exitCode = 2;
  });
}
