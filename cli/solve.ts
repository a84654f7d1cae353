import type { Command } from 'commander';

/** Placeholder until the `solve` command is built. */
export function registerSolve(program: Command): void {
  program.command('solve').description('(not built yet)').action(() => {
    process.stderr.write('bashni solve: not built yet\n');
    process.exitCode = 2;
  });
}
