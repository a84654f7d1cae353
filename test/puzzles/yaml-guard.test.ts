// Issue 47: YAML nested 1,000 deep crashed every puzzle command (two such documents: `FATAL ERROR:
// RegExpCompiler Allocation failed - process out of memory`, exit 134; one: `Maximum call stack
// size exceeded`). The nesting is now measured before the document is built (puzzles/yaml-guard.ts)
// and a file nested past MAX_YAML_DEPTH is refused at the collection that goes past it.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { readLessonFile } from '../../puzzles/lesson.ts';
import { MAX_YAML_DEPTH } from '../../puzzles/yaml-guard.ts';
import { bashni, processRun } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-yaml-depth-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `python3 -c "s=''.join(' '*i+'- \n' for i in range(1000)); ..."`: one block sequence a line, each inside the last. */
const blockLevels = (n: number): string => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}- \n`).join('');
const twoDocuments = blockLevels(1000) + '---\n' + blockLevels(1000);
const where = (errors: readonly { file: string; pos: { line: number; column: number }; code: string }[]) => errors.map((e) => `${e.file}:${e.pos.line}:${e.pos.column} ${e.code}`);

describe('YAML nested too deep', () => {
  it('two documents 1,000 block levels deep: one PUZZLE_TOO_DEEP at the level past the bound', () => {
    const out = readPuzzleFile(twoDocuments, 'd.yaml');
    // line 65, column 65: the 65th sequence, in the first document
    expect(where(out.errors)).toEqual([`d.yaml:${MAX_YAML_DEPTH + 1}:${MAX_YAML_DEPTH + 1} PUZZLE_TOO_DEEP`]);
    expect(out.errors[0]!.message).toBe('collections nest more than 64 deep here (a puzzle file nests 3 deep); the file is not read');
    expect(out.puzzles).toEqual([]);
  });

  it('one such document, and flow brackets 10,000 deep, are refused the same way', () => {
    expect(where(readPuzzleFile(blockLevels(1000), 'one.yaml').errors)).toEqual(['one.yaml:65:65 PUZZLE_TOO_DEEP']);
    const brackets = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(where(readPuzzleFile(brackets, 'flow.yaml').errors)).toEqual(['flow.yaml:1:65 PUZZLE_TOO_DEEP']);
    // a value nested deep in a puzzle: found at the 65th flow mapping (brackets are counted as the
    // text is lexed, before the CST is built: the parser took 7 s on 100,000 of them)
    const deepNote = `- id: a\n  note: ${'{a: '.repeat(70)}b${'}'.repeat(70)}\n`;
    expect(where(readPuzzleFile(deepNote, 'note.yaml').errors)).toEqual([`note.yaml:2:${9 + 4 * 64} PUZZLE_TOO_DEEP`]);
  });

  it('nesting at the bound is read (the YAML is fine; the shape is not a puzzle)', () => {
    const atBound = '['.repeat(MAX_YAML_DEPTH) + ']'.repeat(MAX_YAML_DEPTH);
    expect(readPuzzleFile(atBound, 'ok.yaml').errors.map((e) => e.code)).toEqual(['PUZZLE_SHAPE']);
    expect(readPuzzleFile(blockLevels(MAX_YAML_DEPTH), 'ok.yaml').errors.map((e) => e.code)).not.toContain('PUZZLE_TOO_DEEP');
  });

  it('a lesson file (the site build reads it) is held to the same bound', () => {
    expect(where(readLessonFile(twoDocuments, 'learn/deep.yaml').errors)).toEqual(['learn/deep.yaml:65:65 LESSON_TOO_DEEP']);
  });

  it('every puzzle command on the file: one clear line, exit 1 (in process)', async () => {
    writeFileSync(join(dir, 'd.yaml'), twoDocuments);
    const line = 'd.yaml:65:65: collections nest more than 64 deep here (a puzzle file nests 3 deep); the file is not read [PUZZLE_TOO_DEEP]';
    for (const args of [['puzzles', 'check'], ['puzzles', 'stats'], ['puzzles', 'export'], ['puzzles', 'regrade'], ['solve']]) {
      const r = await bashni([...args, 'd.yaml'], { cwd: dir });
      expect({ args, status: r.status, out: (r.stdout + r.stderr).split('\n').filter((l) => l.includes('PUZZLE_')) }).toEqual({ args, status: 1, out: [line] });
    }
    expect(readFileSync(join(dir, 'd.yaml'), 'utf8')).toBe(twoDocuments);
  });

  it('as a process: exit 1, not 134 (out of memory) or a stack trace', () => {
    const r = processRun(['puzzles', 'check', 'd.yaml'], { cwd: dir });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('[PUZZLE_TOO_DEEP]');
    expect(r.stderr).toBe('');
  });
});

describe('a value nested under the bound in brackets, past it with the blocks around them', () => {
  it('is found on the CST, at the first collection past the bound', () => {
    // the list, the puzzle, then 63 flow mappings: the 63rd is the 65th collection
    const text = `- id: a\n  note: ${'{a: '.repeat(63)}b${'}'.repeat(63)}\n`;
    expect(where(readPuzzleFile(text, 'note.yaml').errors)).toEqual([`note.yaml:2:${9 + 4 * 62} PUZZLE_TOO_DEEP`]);
  });
});
