import type { Command } from 'commander';

/** Placeholder until the `selfplay` command is built. */
export function registerSelfplay(program: Command): void {
  program.command('selfplay').description('(not built yet)').action(() => {
    process.stderr.write('bashni selfplay: not built yet\n');
    process.exitCode = 2;
  });
}
