// Standard output that fails: a full device (`> /dev/full`) ends every command with one line and
// exit 2 (not a stack trace and exit 1, which means "invalid"); a reader that stops early
// (`verify FILE | head -1`) never turns into a claim of success (cli/io.ts quietOnClosedPipe).
// A process (the bundle): the point is the process's own standard output, a device or a pipe.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, ROOT, bundleBin, spawnBashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-stdout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const puzzleFile = join(dir, 'one.yaml');
writeFileSync(puzzleFile, '- id: one\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: composed\n');

/** Runs the command with standard output on /dev/full. */
function toFullDevice(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const full = openSync('/dev/full', 'w');
    const child = spawnBashni(args, { stdio: ['ignore', full, 'pipe'] });
    closeSync(full);
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stderr }));
  });
}

describe('standard output on a full device (> /dev/full)', () => {
  const annotated = FIXTURES + 'bashni-annotated.pdn';
  it.each([
    ['perft', ['perft', '2']],
    ['perft --divide', ['perft', '2', '--divide']],
    ['perft --suite', ['perft', '--suite', 'test/engine/perft-suite.txt', '--depth', '1']],
    ['moves', ['moves']],
    ['moves --json', ['moves', '--json']],
    ['show', ['show']],
    ['show --svg', ['show', '--svg']],
    ['verify', ['verify', annotated]],
    ['verify --json', ['verify', '--json', annotated]],
    ['convert', ['convert', annotated]],
    ['convert --to json', ['convert', '--to', 'json', annotated]],
    ['annotate', ['annotate', annotated, '--depth', '1']],
    ['solve', ['solve', '--fen', 'W:Wd4,a5,e7:Bd2,f8', '--goal', 'win']],
    ['solve FILE', ['solve', puzzleFile]],
    ['puzzles check', ['puzzles', 'check', puzzleFile]],
    ['puzzles mine', ['puzzles', 'mine', 'test/puzzles/fixtures/sweep.pdn', '--from-ply', '0', '--nodes', '2000']],
    ['selfplay', ['selfplay', '--games', '1', '--depth', '1']],
    ['--help', ['--help']],
  ])('%s: one line, exit 2', async (_name, args) => {
    const r = await toFullDevice(args);
    expect(r.stderr).toBe('bashni: cannot write standard output: no space left on device\n');
    expect(r.code).toBe(2);
  });
});

describe('standard output closed (>&-), issue 22 point 18', () => {
  /** Runs the bundle from a shell with descriptor 1 closed; its exit status and standard error. */
  function closedStdout(args: readonly string[], redirect = '>&-'): { status: number | null; stderr: string } {
    const r = spawnSync('sh', ['-c', `exec "$0" "$@" ${redirect}`, process.execPath, bundleBin(), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: '1' } });
    return { status: r.status, stderr: r.stderr };
  }

  it.each([
    ['perft', ['perft', '1']],
    ['verify', ['verify', FIXTURES + 'bashni-annotated.pdn']],
    ['puzzles check', ['puzzles', 'check', puzzleFile]],
    ['--help', ['--help']],
  ])('%s: the write error, exit 2 (as ls does)', (_name, args) => {
    expect(closedStdout(args)).toEqual({ status: 2, stderr: 'bashni: cannot write standard output: bad file descriptor\n' });
  });

  it('> /dev/null is not closed: exit 0, nothing said', () => {
    expect(closedStdout(['perft', '1'], '> /dev/null')).toEqual({ status: 0, stderr: '' });
  });

  it('a command that writes nothing to standard output (-o FILE) still succeeds', () => {
    const r = closedStdout(['convert', FIXTURES + 'bashni-annotated.pdn', '-o', join(dir, 'closed.pdn')]);
    expect(r).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(join(dir, 'closed.pdn'), 'utf8')).toContain('[Variant');
  });
});

describe('verify FILE | head -1 (a real pipe)', () => {
  const filler = '[Event "filler"]\n[Variant "Bashni"]\n\n1. c3-d4 *\n\n';
  const invalid = readFileSync(FIXTURES + 'illegal.pdn', 'utf8') + '\n';
  const invalidFirst = join(dir, 'invalid-first.pdn');
  const invalidLast = join(dir, 'invalid-last.pdn');
  writeFileSync(invalidFirst, invalid + filler.repeat(6000));
  writeFileSync(invalidLast, filler.repeat(6000) + invalid);

  /** `bashni verify FILE | head -1`: verify's exit status and what head printed. */
  function verifyIntoHead(file: string): { status: number; head: string } {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${bundleBin()}" verify "$1" | head -1; echo "status \${PIPESTATUS[0]}"`, 'bash', file], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    const lines = r.stdout.trimEnd().split('\n');
    return { status: Number(/^status (\d+)$/.exec(lines.pop()!)![1]), head: lines.join('\n') };
  }

  it('an invalid game already seen: exit 1', () => {
    const r = verifyIntoHead(invalidFirst);
    expect(r.head).toMatch(/invalid-first\.pdn:7:\d+: game 1 \(W - B\): invalid: /);
    expect(r.status).toBe(1);
  });

  it('an invalid game not yet reached: not 0 (141 as SIGPIPE, or 1 if verify got that far)', () => {
    const r = verifyIntoHead(invalidLast);
    expect(r.head).toMatch(/invalid-last\.pdn:1:1: game 1: valid, 1 ply/);
    expect([141, 1]).toContain(r.status);
  });
});
