// Issue 47, item 5: `bashni convert f.pdn >> f.pdn` read its own output and grew the file without
// end. Every command that reads files refuses an input that is the file its standard output
// writes to (same device and inode), as `cat` does: "input file is output file", exit 2, nothing
// written (cli/io.ts refuseInputIsOutput, called by every reader of inputs).
import { afterAll, describe, expect, it } from 'vitest';
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/main.ts';
import type { CliIo } from '../../cli/io.ts';
import { FIXTURES, bundleBin } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-input-is-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `bashni ARGS` in this process with standard output appending to `outFile` (as `>> outFile` does). */
async function appendingTo(outFile: string, args: readonly string[]): Promise<{ status: number; stderr: string }> {
  const fd = openSync(outFile, 'a');
  let stderr = '';
  const io: CliIo = {
    stdout: { fd, write: (text: string) => (writeSync(fd, text), true), once: () => undefined },
    stderr: { write: (text: string) => ((stderr += text), true), once: () => undefined },
    stdin: new Uint8Array(0),
    env: { ...process.env, CI: '1', BASHNI_DEBUG: '' },
    cwd: dir,
  };
  try {
    return { status: await main(args, io), stderr };
  } finally {
    closeSync(fd);
  }
}

describe('an input that is standard output is refused', () => {
  const pdn = join(dir, 'games.pdn');
  copyFileSync(FIXTURES + 'bashni-annotated.pdn', pdn);
  const original = readFileSync(pdn);
  const suite = join(dir, 'suite.txt');
  writeFileSync(suite, 'W:W21-32:B1-12 ;variant bashni ;D1 7\n');
  const yaml = join(dir, 'puzzles.yaml');
  writeFileSync(yaml, '[]\n');

  it.each([
    ['convert', pdn, ['convert', 'games.pdn']],
    ['convert --to jsonl', pdn, ['convert', '--to', 'jsonl', 'games.pdn']],
    ['verify, the second of two inputs', pdn, ['verify', FIXTURES + 'illegal.pdn', 'games.pdn']],
    ['annotate', pdn, ['annotate', '--depth', '1', 'games.pdn']],
    ['puzzles mine', pdn, ['puzzles', 'mine', '--nodes', '1000', 'games.pdn']],
    ['perft --suite', suite, ['perft', '--suite', 'suite.txt']],
    ['puzzles check', yaml, ['puzzles', 'check', 'puzzles.yaml']],
  ])('%s', async (_name, file, args) => {
    const before = readFileSync(file);
    const r = await appendingTo(file, args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bashni: .*: input file is output file\n$/);
    expect(readFileSync(file)).toEqual(before);
  });

  it('a real process: convert f.pdn >> f.pdn, and convert - < f.pdn >> f.pdn', () => {
    for (const command of [`"${process.execPath}" "${bundleBin()}" convert games.pdn >> games.pdn`, `"${process.execPath}" "${bundleBin()}" convert - < games.pdn >> games.pdn`]) {
      const r = spawnSync('sh', ['-c', command], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' }, timeout: 30_000 });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/: input file is output file\n$/);
      expect(readFileSync(pdn)).toEqual(original);
    }
  });

  it('another file as standard output is fine', async () => {
    const out = join(dir, 'out.pdn');
    writeFileSync(out, '');
    const r = await appendingTo(out, ['convert', 'games.pdn']);
    expect(r.status).toBe(0);
    expect(statSync(out).size).toBeGreaterThan(0);
  });
});
