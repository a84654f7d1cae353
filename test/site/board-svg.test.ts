// The board's columns as drawn (render/board-svg.ts, the SVG every page's board starts from),
// read without a browser; how they look in the pages: board.test.ts.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { columnCounts, columnLayout, renderBoardSvg, styledColumnSvg } from '../../render/board-svg.ts';

const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;

/** What one column's drawing shows: its discs top first, each with its band and tab, its crown, its badges. */
function read(svg: string) {
  const discs = [...svg.matchAll(/<g class="disc" data-piece="(.)">(.*?)<\/g>/g)].map((m) => ({
    piece: m[1]!,
    band: m[2]!.includes('class="king-band"'),
    tab: m[2]!.includes('class="king-tab"'),
    crown: m[2]!.includes('class="crown"'),
  }));
  discs.reverse(); // drawn bottom up
  const badges = [...svg.matchAll(/<g class="count" data-colour="([wb])" data-count="(\d+)">.*?>(\d+)<\/text><\/g>/g)].map((m) => [m[1], Number(m[2]), Number(m[3])]);
  return { discs, badges };
}

/** The columns of a position as the site draws them, by square. */
function columnsOf(fen: string): Map<string, string> {
  const p = parseFen(fen);
  if (!p.ok) throw new Error(p.error.message);
  const svg = renderBoardSvg(p.value.columns(), { styled: true });
  return new Map([...svg.matchAll(/<g class="col" data-at="([a-h][1-8])" [^>]*>(.*?)<\/g><\/g>(?=<g class="col"|<\/g>)/g)].map((m) => [m[1]!, m[2]! + '</g>']));
}

describe('columns on the board', () => {
  it('every king in a column has a gold band on its edge, and in a column a tab beside it; the top one a crown too; a man has none', () => {
    // top first: black king, white man, white king, black man
    const svg = styledColumnSvg('BwWb');
    expect(count(svg, 'disc')).toBe(4);
    expect(count(svg, 'king-band')).toBe(2);
    expect(count(svg, 'king-tab')).toBe(2);
    expect(count(svg, 'crown')).toBe(1);
    expect(count(styledColumnSvg('bwbw'), 'king-band')).toBe(0);
    // a single king: crown and band, no tab (nothing to pick it out from)
    expect(read(styledColumnSvg('W')).discs).toEqual([{ piece: 'W', band: true, tab: false, crown: true }]);
  });

  it('issue 25 position W:Wf4(wB),e3(wwWw),b4:Bh6(bbbw),f2(bW),Kd6(BwwW): commander, count per colour and every king, square by square', () => {
    const cols = columnsOf('W:Wf4(wB),e3(wwWw),b4:Bh6(bbbw),f2(bW),Kd6(BwwW)');
    expect([...cols.keys()].sort()).toEqual(['b4', 'd6', 'e3', 'f2', 'f4', 'h6']);
    const kings = (sq: string) => read(cols.get(sq)!).discs.map((d) => (d.band && d.tab ? 'K' : d.band || d.tab ? '?' : '.'));
    // f4: a white man over a black king (the prisoner king shows); two discs, no badge
    expect(read(cols.get('f4')!).discs.map((d) => d.piece)).toEqual(['w', 'B']);
    expect(kings('f4')).toEqual(['.', 'K']);
    expect(read(cols.get('f4')!).badges).toEqual([]);
    // e3: four white pieces, the third from the top a king
    expect(kings('e3')).toEqual(['.', '.', 'K', '.']);
    expect(read(cols.get('e3')!).badges).toEqual([['w', 4, 4]]);
    // h6: three black men over a white man: black 3 on top, white 1 under it
    expect(read(cols.get('h6')!).badges).toEqual([
      ['b', 3, 3],
      ['w', 1, 1],
    ]);
    expect(kings('h6')).toEqual(['.', '.', '.', '.']);
    // f2: a black man over a white king (the home page's diagram 4 on f6)
    expect(read(cols.get('f2')!).discs).toEqual([
      { piece: 'b', band: false, tab: false, crown: false },
      { piece: 'W', band: true, tab: true, crown: false },
    ]);
    // d6: a black king commanding white man, white man, white king: crown on top, two kings banded
    const d6 = read(cols.get('d6')!);
    expect(d6.discs.map((d) => d.piece)).toEqual(['B', 'w', 'w', 'W']);
    expect(d6.discs.map((d) => d.crown)).toEqual([true, false, false, false]);
    expect(kings('d6')).toEqual(['K', '.', '.', 'K']);
    expect(d6.badges).toEqual([
      ['b', 1, 1],
      ['w', 3, 3],
    ]);
    // b4: a single white man, nothing but its disc
    expect(read(cols.get('b4')!)).toEqual({ discs: [{ piece: 'w', band: false, tab: false, crown: false }], badges: [] });
  });

  it('a column of ten: a badge per colour, each king banded, every disc inside its square, the top-left corner (rank numbers) left clear', () => {
    const column = 'wwwWbbbBbb';
    const { discs, badges } = read(styledColumnSvg(column));
    expect(discs.map((d) => d.piece).join('')).toBe(column);
    expect(discs.filter((d) => d.band && d.tab).map((d) => d.piece)).toEqual(['W', 'B']);
    expect(badges).toEqual([
      ['w', 4, 4],
      ['b', 6, 6],
    ]);
    expect(columnCounts(column)).toEqual([
      ['w', 4],
      ['b', 6],
    ]);
    for (const h of [2, 3, 5, 10, 12, 24]) {
      const { cx, rx, ry, ys, thick } = columnLayout('w'.repeat(h - 1) + 'W');
      // the top face (its left end below the rank number at x 4..17, y 7..22) and the lowest edge inside the square
      expect(ys[0]! - ry * Math.sqrt(1 - ((17 - cx) / rx) ** 2), `h ${h}`).toBeGreaterThanOrEqual(22);
      expect(ys.at(-1)! + thick.at(-1)! + ry, `h ${h}`).toBeLessThanOrEqual(100);
      // a man's edge at least 2 units, a king's more than a man's
      expect(Math.min(...thick)).toBeGreaterThanOrEqual(h > 12 ? 2 : 4);
      if (h > 1) expect(thick.at(-1)!).toBeGreaterThan(thick[0]!);
    }
    // a column of twelve keeps its men at least 4 units apart (1.7 px on a 375 px phone's board), a king 7
    const twelve = columnLayout('bwbwbwbwbwbW');
    expect(Math.min(...twelve.thick)).toBeGreaterThanOrEqual(4);
    expect(twelve.thick.at(-1)!).toBeGreaterThanOrEqual(7);
  });

  it('the standalone drawing (bashni show --svg) draws the same column: bands, tabs, crown and badges, in fixed colours and no classes', () => {
    const p = parseFen('W:Wf4(wB),e3(wwWw),b4:Bh6(bbbw),f2(bW),Kd6(BwwW)');
    if (!p.ok) throw new Error(p.error.message);
    const svg = renderBoardSvg(p.value.columns());
    expect(svg).not.toContain('class="king-band"');
    expect(svg.match(/<g class="disc"/g)).toHaveLength(17);
    expect([...svg.matchAll(/<g class="count" data-colour="([wb])" data-count="(\d+)"/g)].map((m) => `${m[1]}${m[2]}`).sort()).toEqual(['b1', 'b3', 'w1', 'w3', 'w4']);
  });
});

describe('count badges (issue 44 point 8)', () => {
  it("stay inside their square, so a column's badges on the board's edge file are never clipped", () => {
    for (const column of ['wwb', 'bbbwww', 'WbbbbbbbbbbbbbB']) {
      const svg = styledColumnSvg(column);
      const circles = [...svg.matchAll(/<g class="count"[^>]*><circle[^>]* cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"[^>]* stroke-width="([\d.]+)"/g)];
      expect(circles.length, column).toBeGreaterThan(0);
      for (const [, cx, cy, r, stroke] of circles) {
        const reach = Number(r) + Number(stroke) / 2;
        expect(Number(cx) + reach, column).toBeLessThanOrEqual(100);
        expect(Number(cy) - reach, column).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
