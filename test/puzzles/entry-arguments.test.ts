// Issue 47 item 14, at the puzzles' boundary: readPuzzleFile never throws (what is no text is one
// PUZZLE_NOT_TEXT problem, as parsePdn's PDN_NOT_TEXT), parseGoal reads goals as written
// (undefined for text that is no goal) and refuses what is no text with an ArgumentError.
import { describe, expect, it } from 'vitest';
import { parseGoal, readPuzzleFile } from '../../puzzles/index.ts';

describe('readPuzzleFile and parseGoal of what is no text', () => {
  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, 'number'],
    [['- id: x'], 'an array'],
  ])('readPuzzleFile(%j): no puzzle, one PUZZLE_NOT_TEXT at 1:1', (input, what) => {
    const out = readPuzzleFile(input as never, 'p.yaml');
    expect(out.puzzles).toEqual([]);
    expect(out.errors).toEqual([{ code: 'PUZZLE_NOT_TEXT', severity: 'error', message: `the input is not text (${what}): nothing is read`, pos: { line: 1, column: 1, offset: 0 }, file: 'p.yaml' }]);
  });

  it('a file name that is no text is dropped', () => {
    expect(readPuzzleFile(5 as never, 7 as never).errors[0]!.file).toBe('<input>');
  });

  it('parseGoal(null): ArgumentError ARGUMENT_TYPE; text that is no goal: undefined', () => {
    expect(() => parseGoal(null as never)).toThrow(expect.objectContaining({ name: 'ArgumentError', code: 'ARGUMENT_TYPE', message: 'parseGoal: expected a goal as written (a string), not null' }));
    expect(parseGoal('material 0')).toBeUndefined();
    expect(parseGoal('material 2')).toEqual({ kind: 'material', min: 2 });
  });
});
