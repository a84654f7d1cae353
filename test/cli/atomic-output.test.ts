// `-o FILE` replaces FILE atomically (cli/atomic-file.ts): a temporary file in the same directory,
// flushed and renamed over FILE at the end. A run killed (SIGKILL), interrupted (Ctrl-C,
// SIGTERM) or failing to write (a full disk: here a file size limit) leaves the old FILE intact.
// Signals, `ulimit` and FIFOs need the command as a process (the bundle, test/cli/bundle-setup.ts);
// the rest runs in process.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, bashni, bashniProcess, bundleBin, spawnBashni } from '../records/cli.ts';

const OLD = '[Event "the old file: it must survive"]\n\n1. c3-d4 *\n';
const base = mkdtempSync(join(tmpdir(), 'bashni-atomic-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

let dirs = 0;
/** A fresh directory holding `out.pdn` with the old content. */
function freshDir(): string {
  const dir = join(base, `d${dirs++}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'out.pdn'), OLD);
  return dir;
}

/**
 * Starts `bashni ARGS` in `dir`; once the output has begun (a new file in the directory, or
 * out.pdn changed), sends `signal`. Resolves with how the process ended.
 */
function interruptOnceWriting(dir: string, args: string[], signal: NodeJS.Signals, ready: (dir: string) => boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((done, fail) => {
    // a process: the point is what a signal does to it
    const child = spawnBashni(args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    let sent = false;
    const poll = setInterval(() => {
      if (!sent && ready(dir)) {
        sent = true;
        child.kill(signal);
      }
    }, 5);
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`output never started: ${stderr}`));
    }, 100_000);
    child.on('close', (code, sig) => {
      clearInterval(poll);
      clearTimeout(guard);
      done({ code, signal: sig, stderr });
    });
  });
}

/** The files of the directory other than out.pdn (temporary files). */
const others = (dir: string): string[] => readdirSync(dir).filter((f) => f !== 'out.pdn');
/** True once the command has started its output: a temporary file exists, or out.pdn itself changed. */
const outputStarted = (dir: string): boolean => others(dir).length > 0 || readFileSync(join(dir, 'out.pdn'), 'utf8') !== OLD;
/** True once a game has been written (into the temporary file, or into out.pdn itself). */
const gameWritten = (dir: string): boolean =>
  others(dir).some((f) => statSync(join(dir, f)).size > 0) || (readFileSync(join(dir, 'out.pdn'), 'utf8') !== OLD && statSync(join(dir, 'out.pdn')).size > 0);

describe('selfplay -o over an existing file', () => {
  const args = ['selfplay', '--games', '500', '--depth', '2', '-o', 'out.pdn'];

  it('killed (SIGKILL) once its output has started: the old file is intact', async () => {
    const dir = freshDir();
    const r = await interruptOnceWriting(dir, args, 'SIGKILL', outputStarted);
    expect(r.signal).toBe('SIGKILL');
    expect(readFileSync(join(dir, 'out.pdn'), 'utf8')).toBe(OLD);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('%s after a game was written: the old file is intact, the temporary file removed', async (signal) => {
    const dir = freshDir();
    const r = await interruptOnceWriting(dir, args, signal, gameWritten);
    expect(r.signal).toBe(signal); // dies of the signal, as a shell expects (exit status 128 + n)
    expect(readFileSync(join(dir, 'out.pdn'), 'utf8')).toBe(OLD);
    expect(others(dir)).toEqual([]);
    expect(r.stderr).toBe('');
  });

  it('a finished run replaces the file (permissions kept) and leaves no temporary file', () => {
    const dir = freshDir();
    chmodSync(join(dir, 'out.pdn'), 0o640);
    // a process: selfplay -o plays on a worker thread (its main thread stays free for Ctrl-C)
    const r = bashniProcess(['selfplay', '--games', '2', '--depth', '1', '-o', 'out.pdn'], { cwd: dir });
    expect(r.status).toBe(0);
    const text = readFileSync(join(dir, 'out.pdn'), 'utf8');
    expect(text.match(/\[Event "Bashni engine self-play"\]/g)).toHaveLength(2);
    expect(statSync(join(dir, 'out.pdn')).mode & 0o777).toBe(0o640);
    expect(others(dir)).toEqual([]);
  });
});

describe('a write that fails (file size limit, as a full disk) leaves the old file', () => {
  // `ulimit -f 16`: writes past 16 KB fail with EFBIG, as writes to a full disk fail with ENOSPC
  // (a limit of a process: the bundle is run under it)
  const limited = (dir: string, args: string[]) =>
    spawnSync('bash', ['-c', `ulimit -f 16; exec "${process.execPath}" "${bundleBin()}" "$@"`, 'bash', ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });

  it.each([
    ['convert', ['convert', ROOT + 'test/records/fixtures/engine-selfplay.pdn', '--squares', 'numeric', '-o', 'out.pdn']],
    ['convert --to json', ['convert', ROOT + 'test/records/fixtures/engine-selfplay.pdn', '--to', 'json', '-o', 'out.pdn']],
    ['selfplay', ['selfplay', '--games', '30', '--depth', '1', '-o', 'out.pdn']],
  ])('%s', (_name, args) => {
    const dir = freshDir();
    const r = limited(dir, args);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('bashni: out.pdn: cannot write: file too large\n');
    expect(readFileSync(join(dir, 'out.pdn'), 'utf8')).toBe(OLD);
    expect(others(dir)).toEqual([]);
  });

  it('a directory that does not exist: one line, exit 2', async () => {
    const dir = freshDir();
    const r = await bashni(['convert', ROOT + 'test/records/fixtures/engine-selfplay.pdn', '-o', 'missing/out.pdn'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('bashni: missing/out.pdn: cannot write: no such directory\n');
  });
});

describe('-o through a link and to a non-regular file', () => {
  it('a symbolic link stays a link; the file it names is replaced', async () => {
    const dir = freshDir();
    symlinkSync('out.pdn', join(dir, 'link.pdn'));
    const r = await bashni(['convert', ROOT + 'test/records/fixtures/bashni-annotated.pdn', '--squares', 'numeric', '-o', 'link.pdn'], { cwd: dir });
    expect(r.status).toBe(0);
    expect(lstatSync(join(dir, 'link.pdn')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'out.pdn'), 'utf8')).toContain('[Event');
    expect(readFileSync(join(dir, 'out.pdn'), 'utf8')).not.toBe(OLD);
    expect(readdirSync(dir).sort()).toEqual(['link.pdn', 'out.pdn']);
  });

  it('a FIFO is written directly (nothing renamed over it)', async () => {
    const dir = freshDir();
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const reader = new Promise<string>((done) => {
      const cat = spawn('cat', [fifo]);
      let got = '';
      cat.stdout.on('data', (d) => (got += d));
      cat.on('close', () => done(got));
    });
    // a process: opening a FIFO for writing blocks until its reader opens it
    const run = await new Promise<number | null>((done) => {
      const child = spawnBashni(['convert', ROOT + 'test/records/fixtures/bashni-annotated.pdn', '-o', fifo], { cwd: dir, stdio: 'ignore' });
      child.on('close', done);
    });
    expect(run).toBe(0);
    expect(await reader).toContain('[Event');
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(existsSync(join(dir, 'out.pdn'))).toBe(true);
    expect(others(dir)).toEqual(['fifo']);
  });
});

// Issue 47, item 12: an output named with 235-255 bytes could not be written: the temporary
// file's name (`.NAME.PID.RANDOM.tmp`) was longer than the file system's limit of 255 bytes, and
// the message quoted the whole path. The temporary name is cut to fit; a long path in a message
// keeps its start and end.
describe('-o with a name near the limit of 255 bytes', () => {
  it.each([
    ['255 ASCII bytes', `${'a'.repeat(251)}.pdn`],
    ['254 bytes of Cyrillic (127 letters)', `${'ж'.repeat(125)}.pdn`],
  ])('%s: written, no temporary file left', async (_name, name) => {
    const dir = freshDir();
    const r = await bashni(['convert', ROOT + 'test/records/fixtures/bashni-annotated.pdn', '-o', name], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, name), 'utf8')).toContain('[Event');
    expect(readdirSync(dir).sort()).toEqual([name, 'out.pdn'].sort());
  });

  it('256 bytes: "file name too long", one short line', async () => {
    const dir = freshDir();
    const name = `${'b'.repeat(252)}.pdn`;
    const r = await bashni(['convert', ROOT + 'test/records/fixtures/bashni-annotated.pdn', '-o', name], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bashni: b+…b*\.pdn: cannot write: file name too long\n$/);
    expect(r.stderr.length).toBeLessThan(200);
  });

  it('a missing input with a 3,000-character path: its middle elided', async () => {
    const path = `/${'deep/'.repeat(600)}game.pdn`;
    const r = await bashni(['verify', path]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bashni: \/deep\/deep.*….*deep\/game\.pdn: cannot read: no such file\n$/);
    expect(r.stderr.length).toBeLessThan(200);
  });
});
