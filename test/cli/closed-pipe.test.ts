// A reader that stops early (`bashni ... | head`) ends every command quietly: no EPIPE trace.
// A process (the bundle): a closed pipe is the process's standard output going away.
import { describe, expect, it } from 'vitest';
import { spawnBashni } from '../records/cli.ts';

/** Runs the command, closes its stdout after the first chunk, returns exit code and stderr. */
function runAndClose(args: string[]): Promise<{ code: number | null; stderr: string; read: string }> {
  return new Promise((done) => {
    const child = spawnBashni(args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let read = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.stdout!.once('data', (d) => {
      read = String(d);
      child.stdout!.destroy();
    });
    child.on('close', (code) => done({ code, stderr, read }));
  });
}

describe('a closed standard output', () => {
  it.each([
    ['selfplay', ['selfplay', '--games', '4', '--depth', '2']],
    ['annotate', ['annotate', 'test/records/fixtures/engine-selfplay.pdn', '--depth', '1']],
  ])('%s ends with its exit code and no trace', async (_name, args) => {
    const { code, stderr, read } = await runAndClose(args);
    expect(read).toContain('[Event');
    expect(stderr).not.toMatch(/EPIPE|at .*\(/);
    // 0 when the command had finished before the reader left, 141 (as SIGPIPE) when it was still
    // writing (issue 13, item 10); never 1 (no invalid game) and never an internal error
    expect([0, 141]).toContain(code);
  });
});
