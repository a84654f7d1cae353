// `puzzles regrade` edits only the values it regrades (issue 22, point 10): comments, a folded
// note, the BOM and CRLF line ends stay; from standard input the file goes to standard output
// and the report to standard error.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bashni } from '../records/cli.ts';
import { readPuzzleFile } from '../../puzzles/file.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-regrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = [
  '# collection head',
  '# a second comment line',
  '- id: one   # the first puzzle',
  '  fen: "W:Wd4,a5,e7:Bd2,f8"',
  '  goal: win',
  '  solution: [d4-c5, f8:d6:b4, a5:c3:e1]',
  '  rating: 700',
  '  difficulty: 5',
  '  themes: [sacrifice]',
  '  source: composed',
  '  # a comment between fields',
  '  note: >',
  '    a study,',
  '    folded',
  '',
];
const original = '\uFEFF' + lines.join('\r\n');
const regraded = original.replace('rating: 700', 'rating: 950').replace('difficulty: 5', 'difficulty: 1');

describe('puzzles regrade', () => {
  it('in place: only rating and difficulty change, every other byte stays (BOM, CRLF, comments, folded note)', async () => {
    writeFileSync(join(dir, 'a.yaml'), original);
    const r = await bashni(['puzzles', 'regrade', 'a.yaml'], { cwd: dir });
    expect(r).toMatchObject({ status: 0, stdout: 'a.yaml: 1 of 1 puzzles regraded\n' });
    expect(readFileSync(join(dir, 'a.yaml'), 'utf8')).toBe(regraded);
  });

  it('--themes rewrites the themes list in place, the rest as before', async () => {
    writeFileSync(join(dir, 'b.yaml'), original);
    await bashni(['puzzles', 'regrade', '--themes', 'b.yaml'], { cwd: dir });
    const text = readFileSync(join(dir, 'b.yaml'), 'utf8');
    expect(text.replace(/themes: \[[^\]]*\]/, 'themes: [sacrifice]')).toBe(regraded);
    expect(text).not.toContain('themes: [sacrifice]\r');
  });

  it('- : the file on standard output, the report on standard error', async () => {
    const r = await bashni(['puzzles', 'regrade', '-'], { input: original });
    expect(r.stdout).toBe(regraded);
    expect(r.stderr).toBe('-: 1 of 1 puzzles regraded\n');
  });

  it('- with nothing to change still writes the file out', async () => {
    const r = await bashni(['puzzles', 'regrade', '-'], { input: regraded });
    expect(r.stdout).toBe(regraded);
    expect(r.stderr).toBe('-: 0 of 1 puzzles regraded\n');
  });

  it('--help says what it rewrites', async () => {
    const help = (await bashni(['puzzles', 'regrade', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('comments, quoting, folded text, key order, a BOM and CRLF line ends stay as they are');
  });
});

// Issue 47: regrade corrupted valid files and said it had regraded them. A themes line was added
// to puzzles with none (even without --themes) after the last value: after a block scalar it
// landed on the next puzzle's line (`  themes: []- id: b`), in a flow-style puzzle it was a block
// inside the braces. Values are now edited on the document and the result must read back.
describe('puzzles regrade on every shape of puzzle', () => {
  const fields = ['fen: "W:Wd4,a5,e7:Bd2,f8"', 'goal: win', 'solution: [d4-c5, f8:d6:b4, a5:c3:e1]', 'rating: 700', 'difficulty: 5', 'source: composed'];
  const blockNoteLast = ['a', 'b'].map((id) => [`- id: ${id}`, ...fields.map((f) => `  ${f}`), '  note: |', '    a study,', '    kept as written', ''].join('\n')).join('');
  const flowStyle = ['a', 'b'].map((id) => `- { id: ${id}, ${fields.join(', ')} }\n`).join('');
  const specsOf = (text: string) => {
    const read = readPuzzleFile(text);
    expect(read.errors).toEqual([]);
    return read.puzzles.map((p) => p.spec);
  };

  it.each([
    ['a block scalar last, then another puzzle', 'block.yaml', blockNoteLast],
    ['flow-style puzzles', 'flow.yaml', flowStyle],
  ])('%s: without --themes only the values change, nothing is added', async (_, name, text) => {
    writeFileSync(join(dir, name), text);
    const r = await bashni(['puzzles', 'regrade', name], { cwd: dir });
    expect(r).toMatchObject({ status: 0, stdout: `${name}: 2 of 2 puzzles regraded\n` });
    expect(readFileSync(join(dir, name), 'utf8')).toBe(text.replaceAll('rating: 700', 'rating: 950').replaceAll('difficulty: 5', 'difficulty: 1'));
  });

  it.each([
    ['a block scalar last, then another puzzle', 'block-themes.yaml', blockNoteLast],
    ['flow-style puzzles', 'flow-themes.yaml', flowStyle],
  ])('%s: --themes adds the list, and the file reads back as the same puzzles', async (_, name, text) => {
    writeFileSync(join(dir, name), text);
    const r = await bashni(['puzzles', 'regrade', '--themes', name], { cwd: dir });
    expect(r).toMatchObject({ status: 0, stdout: `${name}: 2 of 2 puzzles regraded\n` });
    const after = readFileSync(join(dir, name), 'utf8');
    const before = specsOf(text);
    const specs = specsOf(after);
    expect(specs.map((s) => s.id)).toEqual(['a', 'b']);
    expect(specs.map(({ rating, difficulty, themes, ...rest }) => ({ rating, difficulty, themed: themes.length > 0, rest }))).toEqual(
      before.map(({ themes: _t, rating: _r, difficulty: _d, ...rest }) => ({ rating: 950, difficulty: 1, themed: true, rest })),
    );
    // the styles are kept: a block note stays a block, a flow puzzle stays in braces
    if (name.startsWith('block')) expect(after).toContain('  note: |\n    a study,\n    kept as written\n');
    else
      expect(
        after
          .split('\n')
          .filter(Boolean)
          .every((line) => line.startsWith('- {') && line.endsWith('}')),
      ).toBe(true);
  });
});
