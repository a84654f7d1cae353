import type { Command } from 'commander';

/** Placeholder until the `show` command is built. */
export function registerShow(program: Command): void {
  program.command('show').description('(not built yet)').action(() => {
    process.stderr.write('bashni show: not built yet\n');
    process.exitCode = 2;
  });
}
