// The board's columns as drawn (render/board-svg.ts, the SVG every page's board starts from),
// read without a browser; how they look in the pages: board.test.ts.
import { describe, expect, it } from 'vitest';
import { styledColumnSvg } from '../../render/board-svg.ts';

describe('columns on the board', () => {
  it('every king in a column has a gold band on its side, the top one a crown too; a man has neither', () => {
    const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;
    // top first: black king, white man, white king, black man
    const svg = styledColumnSvg('BwWb');
    expect(count(svg, 'disc')).toBe(4);
    expect(count(svg, 'king-band')).toBe(2);
    expect(count(svg, 'crown')).toBe(1);
    expect(count(styledColumnSvg('bwbw'), 'king-band')).toBe(0);
    // a column of twelve keeps its discs at least 5 units apart (2 px on a 375 px phone's board)
    const tops = [...styledColumnSvg('bwbwbwbwbwbw').matchAll(/class="p[wb]-face" cx="50" cy="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(tops).toHaveLength(12);
    expect(Math.min(...tops.slice(1).map((t, i) => Math.abs(t - tops[i]!)))).toBeGreaterThanOrEqual(5);
  });
});
