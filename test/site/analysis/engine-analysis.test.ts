// The analysis board's engine work (site/src/client/analysis/engine-analysis.ts) with the real engine: one
// report per finished depth, lines as the search gives them, scores from White's side; the lines'
// moves posted as data and read back on the page (engine-protocol.ts readInfo), checked there.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../../engine/fen.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import { search } from '../../../engine/search.ts';
import { analyse, type PostedInfo } from '../../../site/src/client/analysis/engine-analysis.ts';
import { readInfo } from '../../../site/src/client/analysis/engine-protocol.ts';

// Black to move in a middlegame with 9 moves (15 plies of the depth-3 engine from the start)
const FEN = 'B:Wa1,c1,e1,g1,d2,h2,e3,g3,a7(wbb):Bc5(bwww),d6(bbb),h6,c7,b8,d8,f8,h8';

describe('engine analysis for the analysis board', () => {
  it('reports every depth, and its last lines are the multi-line search written out, from White', () => {
    const reports: PostedInfo[] = [];
    const posted = analyse({ fen: FEN, variant: 'bashni', lines: 3, depth: 4 }, (r) => reports.push(r));
    if ('error' in posted) throw new Error(posted.error.message);
    expect(reports.map((r) => r.depth)).toEqual([1, 2, 3, 4]);
    const read = parseFen(FEN, 'bashni');
    if (!read.ok) throw new Error(read.error.message);
    const pos = read.value;
    const last = readInfo(pos, posted)!;
    const direct = search(pos, { depth: 4, lines: 3 });
    expect(last.lines).toHaveLength(Math.min(3, pos.legalMoves().length));
    direct.lines.forEach((l, i) => {
      expect(last.lines[i]!.score).toBe(-l.score); // Black to move: White's side is the opposite sign
      expect(last.lines[i]!.moves[0]).toBe(makeMoveText(pos, l.pv[0]!, { captures: 'full' }));
      expect(last.lines[i]!.moves).toHaveLength(l.pv.length);
    });
    expect(last.nodes).toBeGreaterThan(0);
  });

  it('posts moves as indices into the legal moves; the page refuses a line whose move names no legal move', () => {
    const read = parseFen(FEN, 'bashni');
    if (!read.ok) throw new Error(read.error.message);
    const pos = read.value;
    const posted = analyse({ fen: FEN, variant: 'bashni', lines: 1, depth: 3 }, () => undefined);
    if ('error' in posted) throw new Error(posted.error.message);
    const first = posted.lines[0]!.moves[0]!;
    expect(Number.isInteger(first)).toBe(true);
    expect(readInfo(pos, posted)!.lines[0]!.moves[0]).toBe(makeMoveText(pos, pos.legalMoves()[first]!, { captures: 'full' }));
    const count = pos.legalMoves().length;
    for (const bad of [count, -1, 0.5, NaN, '0' as unknown as number]) {
      const line = { ...posted.lines[0]!, moves: [bad] };
      expect(readInfo(pos, { ...posted, lines: [line] }), String(bad)).toBeUndefined();
    }
    // a later move of the line that names none
    const second = { ...posted.lines[0]!, moves: [first, 999] };
    expect(readInfo(pos, { ...posted, lines: [second] })).toBeUndefined();
    expect(readInfo(pos, { ...posted, lines: [] })!.lines).toEqual([]);
  });

  it('stops on time, and gives the engine FEN code for a bad position', () => {
    const last = analyse({ fen: FEN, variant: 'bashni', lines: 1, timeMs: 200 }, () => undefined);
    if ('error' in last) throw new Error(last.error.message);
    expect(last.depth).toBeGreaterThan(0);
    const bad = analyse({ fen: 'W:Wz9', variant: 'bashni', lines: 1 }, () => undefined);
    expect('error' in bad && bad.error.code).toBe('FEN_SQUARE');
  });
});
