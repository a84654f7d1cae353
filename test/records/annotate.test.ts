// Issue 47, item 13: the notes after a move ran together (`e5 is now (wb) missed a forced win
// (#1)`), and russian games, whose taken pieces leave the board, got column notes (`d4 is now
// (b)`). Notes are now apart ('; ') and column notes are written only where the variant has columns.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePdn } from '../../grammar/index.ts';
import { annotateGame } from '../../records/annotate.ts';
import { FIXTURES } from './cli.ts';

/** The comments annotate adds after the main line's moves. */
function notes(pdn: string, depth: number): string[] {
  const game = parsePdn(pdn).value[0]!;
  return annotateGame(game, { depth }).game.moves.flatMap((m) => m.after.map((c) => c.text));
}

describe('annotation notes', () => {
  it('a column note and a missed win are apart', () => {
    const all = notes(readFileSync(FIXTURES + 'result-contradicts.pdn', 'utf8'), 3);
    expect(all).toContain('c3:e5 takes d4; e5 is now (wb); missed a forced win (#1) [%eval #0]');
    expect(all.filter((n) => /\) missed/.test(n))).toEqual([]);
  });

  it('russian: takes, never a column', () => {
    const all = notes('[GameType "25"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. b2-c3 *\n', 2);
    expect(all.find((n) => n.includes('takes'))).toMatch(/^d4:f6 takes e5 \[%eval/);
    expect(all.join('\n')).not.toMatch(/is now/);
  });

  it('bashni: the same captures build columns', () => {
    const all = notes('1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. b2-c3 *\n', 2);
    expect(all.find((n) => n.startsWith('d4:f6'))).toMatch(/^d4:f6 takes e5; f6 is now \(wb\)/);
  });
});
