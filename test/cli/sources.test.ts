// The command from the TypeScript sources as a process: cli/bin.js (tsx, then cli/run.ts) starts,
// reads its arguments and answers with the exit code. The one test that runs the sources as a
// process; every other test runs them in process (cli/main.ts) or runs the bundle.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES, ROOT } from '../records/cli.ts';

const run = (...args: string[]) => spawnSync(process.execPath, [ROOT + 'cli/bin.js', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '1' } });

describe('node cli/bin.js', () => {
  it('--version', () => {
    const r = run('--version');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`${JSON.parse(readFileSync(ROOT + 'package.json', 'utf8')).version}\n`);
    expect(r.status).toBe(0);
  });

  it('verify on two worker threads (started through cli/worker-dev.js): the report on standard output, exit 1 for an invalid game', () => {
    const r = run('verify', '--jobs', '2', FIXTURES + 'bashni-annotated.pdn', FIXTURES + 'illegal.pdn');
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/illegal\.pdn:7:19: game 1 \(W - B\): invalid: move 2\. c3-b4: illegal move/);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('3 games: 2 valid, 1 invalid');
    expect(r.status).toBe(1);
  });
});
