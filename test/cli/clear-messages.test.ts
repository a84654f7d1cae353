// Messages that said the wrong thing (issue 22, point 20): an output in a directory where no file
// can be made, an empty -o, a YAML file with two documents or an alias, counts echoed as 1e+23,
// and a perft suite that checked nothing reported as passed.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
copyFileSync(FIXTURES + 'bashni-annotated.pdn', join(dir, 'in.pdn'));
const run = (args: string[]) => bashni(args, { cwd: dir });

describe('-o', () => {
  it('/proc/version: the directory is there, no file can be made in it', async () => {
    expect(await run(['convert', 'in.pdn', '-o', '/proc/version'])).toMatchObject({ status: 2, stderr: 'bashni: /proc/version: cannot write: cannot create a file in /proc\n' });
  });

  it("'': an empty file name, not 'is a directory'", async () => {
    writeFileSync(join(dir, 'none.yaml'), '[]\n');
    for (const args of [
      ['convert', 'in.pdn', '-o', ''],
      ['puzzles', 'export', 'none.yaml', '-o', ''],
    ]) {
      expect(await run(args)).toMatchObject({ status: 2, stderr: 'bashni: -o: the file name is empty\n' });
    }
  });

  it('a directory that does not exist is still "no such directory"', async () => {
    expect((await run(['convert', 'in.pdn', '-o', 'nowhere/out.pdn'])).stderr).toBe('bashni: nowhere/out.pdn: cannot write: no such directory\n');
  });
});

describe('puzzle YAML', () => {
  const puzzle = (id: string, themes: string) =>
    `- id: ${id}\n  themes: ${themes}\n  fen: "W:Wd4,a5,e7:Bd2,f8"\n  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n  rating: 950\n  difficulty: 1\n  source: composed\n  note: a study\n`;
  it('two documents: said in the words of a puzzle file, not the library API', async () => {
    writeFileSync(join(dir, 'two.yaml'), puzzle('a', '[sacrifice]') + '---\n' + puzzle('b', '[sacrifice]'));
    const r = await run(['puzzles', 'check', 'two.yaml']);
    expect(r.stdout).toContain('two.yaml:10:1: YAML: the file holds several documents (a `---` line): a puzzle file is one document [PUZZLE_YAML]');
    expect(r.stdout).not.toContain('parseAllDocuments');
    expect(r.status).toBe(1);
  });

  it('an alias: named as such, not a wrong type', async () => {
    writeFileSync(join(dir, 'alias.yaml'), puzzle('a', '&t [sacrifice]') + puzzle('b', '*t'));
    const r = await run(['puzzles', 'check', 'alias.yaml']);
    expect(r.stdout).toContain('alias.yaml:11:11: YAML: the alias *t is not read in a puzzle file: write the value out [PUZZLE_YAML]');
    expect(r.stdout).not.toContain('expected a list');
  });
});

describe('perft --suite', () => {
  it('a count above 2^53 is refused, not echoed as 1e+23', async () => {
    writeFileSync(join(dir, 'big.txt'), 'W:Wc3:Bd4 ;D1 100000000000000000000000\n');
    expect(await run(['perft', '--suite', 'big.txt'])).toMatchObject({ status: 2, stderr: 'bashni: big.txt:1: count 100000000000000000000000 is above the largest exact count, 2^53 - 1\n' });
  });

  it('a wrong count is echoed as written', async () => {
    writeFileSync(join(dir, 'wrong.txt'), 'W:Wc3:Bd4 ;D1 2000000000000\n');
    const r = await run(['perft', '--suite', 'wrong.txt']);
    expect(r.stdout).toBe('wrong.txt:1: W:Wc3:Bd4 [bashni] depth 1: expected 2000000000000, got 1\n0 passed, 1 failed\n');
    expect(r.status).toBe(1);
  });

  it('a line with no D field: nothing to check, exit 1', async () => {
    writeFileSync(join(dir, 'bare.txt'), 'W:Wc3:Bd4\n');
    const r = await run(['perft', '--suite', 'bare.txt']);
    expect(r.stdout).toBe('bare.txt:1: no D field: nothing to check\n0 passed, 0 failed, 1 with nothing to check\nnothing was checked\n');
    expect(r.status).toBe(1);
  });

  it('--depth 0 on a suite of D1 and deeper: nothing was checked, exit 1; --depth 1 passes', async () => {
    writeFileSync(join(dir, 'suite.txt'), 'W:Wc3:Bd4 ;D1 1 ;D2 1\n');
    const r = await run(['perft', '--suite', 'suite.txt', '--depth', '0']);
    expect(r.stdout).toBe('0 passed, 0 failed, 1 deeper than --depth only\nnothing was checked\n');
    expect(r.status).toBe(1);
    expect(await run(['perft', '--suite', 'suite.txt', '--depth', '1'])).toMatchObject({ status: 0, stdout: '1 passed, 0 failed\n' });
  });
});

// (issue 47, item 6: a quoted value is cut inside its quotes, which stay: `'xxx… (N characters)'`)
describe('a message quotes an excerpt of a huge text (issue 22, point 19)', () => {
  it('a 100,000-character FEN column in a perft suite: 60 characters, an ellipsis and the length', async () => {
    writeFileSync(join(dir, 'longfen.txt'), `W:Wc3:B${'x'.repeat(100_000)} ;D1 1\n`);
    const r = await run(['perft', '--suite', 'longfen.txt']);
    expect(r.stdout).toBe(`longfen.txt:1: bad FEN (FEN_SQUARE): not a dark square: '${'x'.repeat(60)}… (100000 characters)'\n0 passed, 1 failed\n`);
  });

  /** A puzzle file of one puzzle with `fields` in place of the written ones. */
  const puzzle = (fields: Record<string, string>): string =>
    Object.entries({ id: 'p', fen: '"W:Wd4,a5,e7:Bd2,f8"', goal: 'win', solution: '[d4-c5, f8:d6:b4, a5:c3:e1]', rating: '950', difficulty: '1', source: 'composed', note: 'set up', ...fields })
      .map(([k, v], i) => `${i ? '  ' : '- '}${k}: ${v}`)
      .join('\n') + '\n';
  const LONG = 100_000;

  it.each([
    ['a 100,000-character FEN', { fen: `"W:W${'x'.repeat(LONG)}"` }, `puzzle p: fen: not a dark square: '${'x'.repeat(60)}… (${LONG} characters)' [PUZZLE_BAD_FEN]`],
    ['a 100,000-character id, not valid', { id: 'A'.repeat(LONG) }, `id: '${'A'.repeat(60)}… (${LONG} characters)' must be lower-case letters`],
    ['a 100,000-character valid id (quoted before every problem of its puzzle)', { id: 'a'.repeat(LONG), rating: '600' }, `puzzle ${'a'.repeat(60)}… (${LONG} characters): rating 600, difficulty 1`],
    ['a 100,000-character solution move', { solution: `[${'c3-d4'.repeat(LONG / 5)}]` }, `solution: '${'c3-d4'.repeat(12)}… (${LONG} characters)' is not a move [PUZZLE_BAD_MOVE]`],
    [
      'a 100,000-character source file name',
      { source: `{ file: ${'g'.repeat(LONG)}.pdn, game: 1, ply: 0 }` },
      `source file ${'g'.repeat(60)}… (${LONG + 4} characters) does not exist [PUZZLE_BAD_SOURCE]`,
    ],
  ])('puzzles check, %s: 60 characters, an ellipsis and the length', async (_name, fields, quoted) => {
    writeFileSync(join(dir, 'long.yaml'), puzzle(fields));
    const r = await run(['puzzles', 'check', 'long.yaml', '--nodes', '20000']);
    expect(r.stdout).toContain(quoted);
    expect(r.stdout.length).toBeLessThan(600);
    expect(r.status).toBe(1);
  });

  it.each([
    ['perft 1', `W:W${'x'.repeat(LONG)}`, `bashni: bad FEN (FEN_SQUARE): not a dark square: '${'x'.repeat(60)}… (${LONG} characters)'\n`],
    ['moves', `W:Wc3:B${'d'.repeat(LONG)}`, `bashni: bad FEN (FEN_SQUARE): not a dark square: '${'d'.repeat(60)}… (${LONG} characters)'\n`],
    ['show', 'W'.repeat(LONG), `bashni: bad FEN (FEN_TURN): '${'W'.repeat(60)}… (${LONG} characters)' is not a FEN: no ':' between fields`],
  ])('%s --fen with a 100,000-character value: the usage error quotes an excerpt', async (command, fen, quoted) => {
    const r = await run([...command.split(' '), '--fen', fen]);
    expect(r.stderr.startsWith(quoted)).toBe(true);
    expect(r.stderr.length).toBeLessThan(400);
    expect(r.status).toBe(2);
  });

  it('a 900 KB move token: the verify line and its JSON stay short', async () => {
    writeFileSync(join(dir, 'long.pdn'), `1. c3-d4 ${'z'.repeat(900_000)} *\n`);
    const text = await run(['verify', 'long.pdn']);
    expect(text.stdout.length).toBeLessThan(300);
    const json = await run(['verify', '--json', 'long.pdn']);
    expect(JSON.parse(json.stdout).games[0].problem.message.length).toBeLessThan(200);
  });
});
