import type { Command } from 'commander';

/** Placeholder until the `verify` command is built. */
export function registerVerify(program: Command): void {
  program.command('verify').description('(not built yet)').action(() => {
    process.stderr.write('bashni verify: not built yet\n');
    process.exitCode = 2;
  });
}
