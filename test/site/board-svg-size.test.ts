// The renderer's board size (render/board-svg.ts, boardSize): Lasca's 7x7 board, read without a browser.
import { describe, expect, it } from 'vitest';
import { Position } from '../../engine/position.ts';
import { renderBoardSvg, squareXY } from '../../render/board-svg.ts';
import { parseSquare } from '../../engine/squares.ts';

describe('a 7x7 board', () => {
  const columns = Position.initial('lasca').columns();
  for (const styled of [false, true]) {
    it(`draws 25 squares in 700 units, files a-g and ranks 1-7 (${styled ? 'the site' : 'standalone'})`, () => {
      const svg = renderBoardSvg(columns, { styled, boardSize: 7, squareNames: 'numeric' });
      expect(svg).toContain('viewBox="0 0 700 700"');
      expect(svg).toContain('data-size="7"');
      const squares = [...svg.matchAll(/data-square="(\w\d)"/g)].map((m) => m[1]!);
      expect(squares).toHaveLength(25);
      expect(squares.filter((s) => s.startsWith('h') || s.endsWith('8'))).toEqual([]);
      // no numbers on this board: the coordinates are letters and ranks, g the last file, 7 the top rank
      expect(svg).toContain('>g</text>');
      expect(svg).not.toContain('>h</text>');
      expect(svg).not.toContain('>8</text>');
    });
  }
  it('a1 is at the bottom left, g7 at the top right; flipped the other way round', () => {
    const a1 = parseSquare('a1')!;
    const g7 = parseSquare('g7')!;
    expect(squareXY(a1, false, 7)).toEqual([0, 600]);
    expect(squareXY(g7, false, 7)).toEqual([600, 0]);
    expect(squareXY(a1, true, 7)).toEqual([600, 0]);
    // the 8x8 board is unchanged
    expect(squareXY(a1, false)).toEqual([0, 700]);
    expect(renderBoardSvg(Position.initial().columns())).toContain('viewBox="0 0 800 800"');
  });
});
