// The address that carries a position between the study pages (site/src/client/board/position-link.ts):
// #fen=&variant=&moves=, read and written the same way by every page, real column FENs through it.
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../../engine/fen.ts';
import { makePositionLink, parsePositionLink } from '../../../site/src/client/board/position-link.ts';

const COLUMNS = 'B:WKe3(Wbbbb),Kd4:Bh2(bBWWww)';

describe('position link', () => {
  it('a column FEN, its variant and a line survive the round trip, the FEN still read by the engine', () => {
    const hash = makePositionLink('', { fen: COLUMNS, variant: 'bashni-turkish', moves: ['h2:f4', 'e3:g5'] });
    expect(hash).toBe(`#fen=${encodeURIComponent(COLUMNS)}&variant=bashni-turkish&moves=${encodeURIComponent('h2:f4 e3:g5')}`);
    const back = parsePositionLink(hash);
    expect(back).toEqual({ fen: COLUMNS, variant: 'bashni-turkish', moves: ['h2:f4', 'e3:g5'] });
    expect(parseFen(back.fen!, back.variant).ok).toBe(true);
  });

  it('no fen is the start, no or an unknown variant is bashni, no moves is an empty line', () => {
    expect(parsePositionLink('')).toEqual({ variant: 'bashni', moves: [] });
    expect(parsePositionLink('#variant=russian')).toEqual({ variant: 'russian', moves: [] });
    expect(parsePositionLink(`#fen=${encodeURIComponent('W:Wc3:Bf6')}&variant=checkers`)).toEqual({ fen: 'W:Wc3:Bf6', variant: 'bashni', moves: [] });
    // without the leading #, as location.hash.slice(1) gives it
    expect(parsePositionLink('fen=W%3AWc3%3ABf6').fen).toBe('W:Wc3:Bf6');
  });

  it('links to a page by its address (English at the root, Russian under /ru/), the hash after it', () => {
    expect(makePositionLink('/analysis/', { fen: 'W:Wc3:Bf6', variant: 'bashni' })).toBe('/analysis/#fen=W%3AWc3%3ABf6&variant=bashni');
    expect(makePositionLink('/ru/play/', { fen: 'W:Wc3:Bf6', variant: 'russian' })).toBe('/ru/play/#fen=W%3AWc3%3ABf6&variant=russian');
    // the start position: no fen, the variant still said
    expect(makePositionLink('/play/', { variant: 'russian' })).toBe('/play/#variant=russian');
    // a page address that already has a hash gets the new one instead
    expect(makePositionLink('/editor/#fen=x', { variant: 'bashni' })).toBe('/editor/#variant=bashni');
  });
});
