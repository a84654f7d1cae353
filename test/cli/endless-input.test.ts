// No input can take unbounded memory (cli/games.ts): standard input, FIFOs and devices are streamed
// game by game, and an input in which no game ends within MAX_GAME_BYTES (/dev/zero, `yes |`)
// is refused with one line and exit 2; commands that read a whole file (puzzle YAML, a perft
// suite) stop at MAX_WHOLE_INPUT_BYTES. On main these inputs grew without limit. Devices and
// files are read in process (standard input as a stream of /dev/zero); a real pipe and a FIFO fed
// by another process need the command as a process (the bundle).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PassThrough } from 'node:stream';
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main.ts';
import type { OutStream } from '../../cli/io.ts';
import { bundleBin, spawnBashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-endless-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, CI: '1', BASHNI_DEBUG: '' };
// the limit the command must stop at; a command reading for ever is killed here and fails
const timeout = 55_000;

/** Runs the command in process with standard input read from `stdin` (a path, as a stream) or empty. */
async function run(args: readonly string[], stdin?: string): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const sink = (add: (text: string) => void): OutStream => ({ write: (text) => (add(text), true), once: () => undefined });
  const input = stdin === undefined ? new Uint8Array(0) : createReadStream(stdin);
  const status = await main(args, { stdout: sink((t) => (stdout += t)), stderr: sink((t) => (stderr += t)), stdin: input, env, cwd: dir });
  if (typeof input === 'object' && 'destroy' in input) input.destroy();
  return { status, stdout, stderr };
}

const GAME_LIMIT = /^bashni: (\/dev\/zero|<stdin>|\S+fifo): cannot read: no game ends within 16 MB \(the limit of one game's text\)\n$/;

describe('PDN inputs that never end a game', () => {
  it.each([
    ['verify /dev/zero', ['verify', '/dev/zero'], undefined],
    ['convert - < /dev/zero', ['convert', '-'], '/dev/zero'],
    ['convert --to json /dev/zero', ['convert', '--to', 'json', '/dev/zero'], undefined],
    ['annotate /dev/zero', ['annotate', '/dev/zero', '--depth', '1'], undefined],
    ['puzzles mine /dev/zero', ['puzzles', 'mine', '/dev/zero'], undefined],
  ])('%s: one line, exit 2', async (_name, args, stdin) => {
    const r = await run(args, stdin);
    expect(r.stderr).toMatch(GAME_LIMIT);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
  });

  it('yes | bashni verify - (a real pipe)', () => {
    const r = spawnSync('bash', ['-c', `yes | "${process.execPath}" "${bundleBin()}" verify -; echo "status \${PIPESTATUS[1]}" >&2`], { cwd: dir, encoding: 'utf8', timeout, env });
    const [message, status] = r.stderr.trimEnd().split('\n');
    expect(message + '\n').toMatch(GAME_LIMIT);
    expect(status).toBe('status 2');
  });

  it('a FIFO fed for ever', async () => {
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const feeder = spawn('bash', ['-c', `yes '1. c3-d4 f6-g5' > "${fifo}"`], { stdio: 'ignore' });
    const r = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawnBashni(['verify', fifo], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (d) => (stderr += d));
      const guard = setTimeout(() => child.kill('SIGKILL'), timeout);
      child.on('close', (code) => {
        clearTimeout(guard);
        done({ code, stderr });
      });
    });
    feeder.kill();
    expect(r.stderr).toMatch(GAME_LIMIT);
    expect(r.code).toBe(2);
  });
});

describe('whole-file reads are bounded', () => {
  it.each([
    ['solve /dev/zero', ['solve', '/dev/zero']],
    ['puzzles check /dev/zero', ['puzzles', 'check', '/dev/zero']],
  ])('%s: one line, exit 2', async (_name, args) => {
    const r = await run(args);
    expect(r.stderr).toBe('bashni: /dev/zero: cannot read: larger than the limit of 64 MB\n');
    expect(r.status).toBe(2);
  });
});

describe('a perft suite is read a line at a time (issue 22, point 6)', () => {
  it('perft --suite /dev/zero: a line with no end stops at 1 M characters', async () => {
    const r = await run(['perft', '--suite', '/dev/zero']);
    expect(r.stderr).toBe('bashni: /dev/zero:1: cannot read: a line longer than 1 M characters\n');
    expect(r.status).toBe(2);
  });

  it('perft --suite -: a failing line is reported while its input is still open', async () => {
    const input = new PassThrough();
    let stdout = '';
    const sink = (add: (text: string) => void): OutStream => ({ write: (text) => (add(text), true), once: () => undefined });
    const done = main(['perft', '--suite', '-'], { stdout: sink((t) => (stdout += t)), stderr: sink(() => {}), stdin: input, env, cwd: dir });
    input.write('W:Wc3:Bd4 ;D1 5\n');
    // a reader of the whole input would wait for its end, and this wait would fail
    await vi.waitFor(() => expect(stdout).toBe('-:1: W:Wc3:Bd4 [bashni] depth 1: expected 5, got 1\n'), { timeout: 20_000 });
    input.end('W:Wc3:Bd4 ;D1 1\n');
    expect(await done).toBe(1);
    expect(stdout).toMatch(/\n1 passed, 1 failed\n$/);
  });
});
