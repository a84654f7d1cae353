// Issue 47, item 10: a goal past any count of pieces was taken: `--goal "material 999..."` (400
// digits) solved for "win Infinity pieces"; `material 99999999999999999999999` in a file was
// checked sound, then exported as `material 1e+23`, which the reader rejects. N is now bounded by
// MAX_GOAL_PIECES (the net commanded pieces run from -24 to +24).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_GOAL_PIECES, goalOutOfRange, goalText, parseGoal } from '../../puzzles/goal.ts';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-goal-range-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const puzzle = (goal: string): string => ['- id: a', '  fen: "W:Wc3:Bd4,f6"', `  goal: ${goal}`, '  solution: [c3:e5:g7]', '  rating: 600', '  difficulty: 1', '  source: composed', ''].join('\n');

describe('the N of a goal', () => {
  it('is read from 0 or 1 up to 48, and what is read writes back the same', () => {
    expect(MAX_GOAL_PIECES).toBe(48);
    expect(parseGoal('material 48')).toEqual({ kind: 'material', min: 48 });
    expect(parseGoal('capture-path 48')).toEqual({ kind: 'capture-path', min: 48 });
    expect(parseGoal('material 007')).toEqual({ kind: 'material', min: 7 });
    for (const text of ['material 49', 'capture-path 49', 'material 0049', `material ${'9'.repeat(400)}`, 'material 99999999999999999999999']) {
      expect({ text, goal: parseGoal(text), outOfRange: goalOutOfRange(text) }).toEqual({ text, goal: undefined, outOfRange: true });
    }
    expect(goalOutOfRange('material x')).toBe(false);
    expect(goalOutOfRange('material 0')).toBe(false);
    for (let n = 1; n <= MAX_GOAL_PIECES; n++) expect(parseGoal(goalText({ kind: 'material', min: n }))).toEqual({ kind: 'material', min: n });
  });

  it('past 48 in a file: PUZZLE_GOAL_RANGE at the goal, the puzzle not read', () => {
    const out = readPuzzleFile(puzzle('material 99999999999999999999999'), 'g.yaml');
    expect(out.puzzles).toEqual([]);
    expect(out.errors.map((e) => `${e.file}:${e.pos.line}:${e.pos.column} ${e.code}`)).toEqual(['g.yaml:3:9 PUZZLE_GOAL_RANGE']);
    expect(out.errors[0]!.message).toBe(
      "goal: 'material 99999999999999999999999': N is past any count of pieces (expected win, 'material N' (N from 1 to 48) or 'capture-path N' (N from 0 to 48): 24 pieces a board at most)",
    );
  });

  it('puzzles check and export refuse it (exit 1), nothing exported as material 1e+23', async () => {
    writeFileSync(join(dir, 'g.yaml'), puzzle('material 99999999999999999999999'));
    const check = await bashni(['puzzles', 'check', 'g.yaml'], { cwd: dir });
    expect(check.status).toBe(1);
    expect(check.stdout).toContain('[PUZZLE_GOAL_RANGE]');
    const exported = await bashni(['puzzles', 'export', '--format', 'json', 'g.yaml'], { cwd: dir });
    expect(exported.status).toBe(1);
    expect(exported.stdout).not.toContain('1e+23');
  });

  it('solve --goal past 48: a usage error (exit 2), not "win Infinity pieces"', async () => {
    const r = await bashni(['solve', '--fen', 'W:Wc3:Bd4,f6', '--goal', `material ${'9'.repeat(400)}`]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^bashni: --goal 'material 9+… \(400 characters\)': N is past any count of pieces \(win, 'material N' \(N from 1 to 48\)/);
    const fine = await bashni(['solve', '--fen', 'W:Wc3:Bd4,f6', '--goal', 'material 2']);
    expect(fine.stdout).toContain('Goal: White to move: win 2 pieces');
  });
});
