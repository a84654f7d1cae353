// Every command's --help says what it does, shows an example and states its exit codes (issue 42):
// the commands' own texts and the table of cli/help-extras.ts together.
import { describe, expect, it } from 'vitest';
import { bashni } from '../records/cli.ts';

/** The commands `bashni --help` lists, and the subcommands of `puzzles`. */
async function commandPaths(): Promise<string[][]> {
  const listed = (help: string): string[] =>
    help
      .split('Commands:')[1]!
      .split('\n')
      .map((l) => /^ {2}([a-z]+)\b/.exec(l)?.[1])
      .filter((n): n is string => n !== undefined && n !== 'help');
  const top = listed((await bashni(['--help'])).stdout);
  const paths: string[][] = [];
  for (const name of top) {
    const help = (await bashni([name, '--help'])).stdout;
    if (help.includes('Commands:')) for (const sub of listed(help)) paths.push([name, sub]);
    else paths.push([name]);
  }
  return paths;
}

describe('--help of every command', () => {
  it('lists every command (the check below covers them all)', async () => {
    const paths = await commandPaths();
    expect(paths.map((p) => p.join(' '))).toEqual(expect.arrayContaining(['perft', 'verify', 'find', 'openings', 'index', 'gif', 'puzzles check', 'puzzles regrade']));
  });

  it('has a description, an example and the exit codes', async () => {
    const missing: string[] = [];
    for (const path of await commandPaths()) {
      const r = await bashni([...path, '--help']);
      expect(r.status).toBe(0);
      const [usage, , description] = r.stdout.split('\n');
      if (!usage?.startsWith('Usage:') || !description?.trim()) missing.push(`${path.join(' ')}: no description`);
      if (!/Examples?:\n {2}bashni /.test(r.stdout)) missing.push(`${path.join(' ')}: no example`);
      if (!/\bExit\b/i.test(r.stdout)) missing.push(`${path.join(' ')}: no exit codes`);
    }
    expect(missing).toEqual([]);
  });
});
