// The position address shared by the analysis, play and editor pages (site/src/client/position-link.ts).
import { describe, expect, it } from 'vitest';
import { makePositionLink, parsePositionLink } from '../../site/src/client/position-link.ts';
import { parseFen } from '../../engine/fen.ts';

describe('position link', () => {
  it('writes and reads back a column FEN, the variant and a line', () => {
    const fen = 'W:Wc3(wbb),e3:Bd4(bw),f6';
    expect(parseFen(fen).ok).toBe(true);
    const link = makePositionLink('/analysis/', { fen, variant: 'bashni-turkish', moves: ['c3:e5', 'f6-g5'] });
    expect(link).toBe('/analysis/#fen=W%3AWc3(wbb)%2Ce3%3ABd4(bw)%2Cf6&variant=bashni-turkish&moves=c3%3Ae5%20f6-g5');
    expect(parsePositionLink(link.slice(link.indexOf('#')))).toEqual({ fen, variant: 'bashni-turkish', moves: ['c3:e5', 'f6-g5'] });
  });

  it('defaults: no fen is the start, no or an unknown variant is bashni, no moves an empty line', () => {
    expect(parsePositionLink('')).toEqual({ variant: 'bashni', moves: [] });
    expect(parsePositionLink('#variant=chess&moves=')).toEqual({ variant: 'bashni', moves: [] });
    expect(makePositionLink('/ru/play/#old', { variant: 'russian' })).toBe('/ru/play/#variant=russian');
  });
});
