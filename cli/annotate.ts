import type { Command } from 'commander';

/** Placeholder until the `annotate` command is built. */
export function registerAnnotate(program: Command): void {
  program.command('annotate').description('(not built yet)').action(() => {
    process.stderr.write('bashni annotate: not built yet\n');
    process.exitCode = 2;
  });
}
