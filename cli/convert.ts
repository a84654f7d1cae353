import type { Command } from 'commander';

/** Placeholder until the `convert` command is built. */
export function registerConvert(program: Command): void {
  program.command('convert').description('(not built yet)').action(() => {
    process.stderr.write('bashni convert: not built yet\n');
    process.exitCode = 2;
  });
}
