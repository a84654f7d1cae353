// The repository needs nothing outside itself: a user who clones it has only the clone. This test
// makes such a clone (of the committed HEAD: uncommitted changes are not in it) inside an empty
// temporary folder, so that nothing lies beside it, and there
//   - runs every test file that reads the corpus (test/corpus) as a child `npx vitest run`, which
//     must pass;
//   - asserts that no tracked file names the developers' shared folder.
// The clone borrows this checkout's node_modules through a symlink (no second `npm ci`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const here = 'test/standalone.test.ts';
// what locates the corpus; a test file using one of these reads it
const CORPUS_READERS = /\b(corpusFiles|readCorpus|corpusUrl|CORPUS|runFuzz)\b|test\/corpus\//;
// written so that this file itself does not match it
const OUTSIDE = String.raw`\.\./shared|/work/shar[e]d`;

let folder = '';
let clone = '';

/** A child process's environment without this vitest run's own variables. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('VITEST') && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, CI: '1', FORCE_COLOR: '0', NO_COLOR: '1' };
}

function run(cmd: string, args: string[], cwd: string) {
  return spawnSync(cmd, args, { cwd, encoding: 'utf8', env: childEnv(), maxBuffer: 64 << 20 });
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'bashni-standalone-'));
  clone = join(folder, 'bashni');
  const r = run('git', ['clone', '--quiet', root, clone], folder);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('a fresh clone in an empty folder', () => {
  it('has the corpus and nothing beside it', () => {
    expect(readFileSync(join(clone, 'test/corpus/MANIFEST.md'), 'utf8')).toContain('wiegerw/pdn');
    expect(run('ls', ['-A', folder], folder).stdout.trim()).toBe('bashni');
  });

  it('no tracked file refers to the shared folder outside the repository', () => {
    const r = run('git', ['grep', '-n', '-E', OUTSIDE], clone);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1); // git grep: 1 = no match (2 would be an error)
    // the pattern does catch such references (POSIX ERE and JavaScript agree on it)
    // (built from parts, so that this file holds no such reference)
    const up = '..';
    for (const ref of [`${up}/shared/corpus/x.pdn`, `new URL('${up}/${up}/${up}/shared/SPEC.md')`, ['', 'work', 'shared', 'seed'].join('/')]) {
      expect(ref).toMatch(new RegExp(OUTSIDE));
    }
  });

  it('runs every corpus-reading test file in the clone, and they pass', () => {
    const listed = run('git', ['ls-files', '--', 'test/*.test.ts'], clone).stdout.split('\n').filter(Boolean);
    const files = listed.filter((f) => f !== here && CORPUS_READERS.test(readFileSync(join(clone, f), 'utf8'))).sort();
    // the selection cannot silently shrink: each way of reading the corpus is in it
    expect(files).toEqual(expect.arrayContaining(['test/grammar/corpus.test.ts', 'test/grammar/fuzz.test.ts', 'test/records/verify.test.ts']));
    const r = run('npx', ['vitest', 'run', ...files], clone);
    const report = `${r.stdout}\n${r.stderr}`;
    expect(r.status, report.slice(-4000)).toBe(0);
    expect(report).toMatch(new RegExp(`Test Files\\s+${files.length} passed \\(${files.length}\\)`));
  }, 900_000);
});
