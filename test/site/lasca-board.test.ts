// Lasca's 7x7 board without a browser: the renderer's board size (render/board-svg.ts, boardSize)
// and the board editor's model (editor-model.ts) on the smaller board.
import { describe, expect, it } from 'vitest';
import { Position } from '../../engine/position.ts';
import { renderBoardSvg, squareXY } from '../../render/board-svg.ts';
import { parseSquare } from '../../engine/squares.ts';
import { addPiece, canAdd, judgeEditor, setVariant, startBoard } from '../../site/src/client/editor/editor-model.ts';

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

describe('the board editor on 7x7', () => {
  it('starts from the Lasca position; choosing lasca drops what stood on rank 8 or the h file', () => {
    expect(judgeEditor(startBoard('lasca')).fen).toBe('W:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3:Ba5,c5,e5,g5,b6,d6,f6,a7,c7,e7,g7');
    const lasca = setVariant(startBoard('bashni'), 'lasca');
    expect(judgeEditor(lasca).fen).toBe('W:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3:Bb6,d6,f6,a7,c7,e7,g7');
    expect(canAdd(lasca, parseSquare('h2')!)).toBe(false);
    expect(addPiece(lasca, parseSquare('b8')!, 'w', 'top')).toBe(lasca);
  });
  it('knows a reachable Lasca position: 11 and 11', () => {
    expect(judgeEditor(startBoard('lasca')).warning).toBeUndefined();
    const more = addPiece(startBoard('lasca'), parseSquare('d4')!, 'w', 'top');
    expect(judgeEditor(more).error?.code).toBe('FEN_TOO_MANY');
    const fewer = setVariant(startBoard('bashni'), 'lasca');
    expect(judgeEditor(fewer).warning?.message).toContain('11 of each');
  });
});
