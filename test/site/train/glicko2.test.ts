// Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system",
// 2012): a player of 1500 (RD 200, volatility 0.06, τ 0.5) beats 1400 (RD 30) and loses to 1550
// (RD 100) and 1700 (RD 300): 1464.06, RD 151.52, volatility 0.05999.
import { describe, expect, it } from 'vitest';
import { GLICKO_START, glickoUpdate } from '../../../site/src/client/train/glicko2.ts';

describe('Glicko-2', () => {
  it("the paper's example", () => {
    const r = glickoUpdate({ rating: 1500, rd: 200, vol: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 1);
    expect(r.vol).toBeCloseTo(0.05999, 4); // 0.059996: the paper rounds to 0.05999
  });

  it('a win raises the rating, a loss lowers it, and either narrows the deviation', () => {
    const win = glickoUpdate(GLICKO_START, [{ rating: 1500, rd: 60, score: 1 }]);
    const loss = glickoUpdate(GLICKO_START, [{ rating: 1500, rd: 60, score: 0 }]);
    expect(win.rating).toBeGreaterThan(1500);
    expect(loss.rating).toBeLessThan(1500);
    expect(win.rd).toBeLessThan(350);
    expect(1500 - loss.rating).toBeCloseTo(win.rating - 1500, 6);
  });

  it('a period without games only widens the deviation, to 350 at most', () => {
    expect(glickoUpdate({ rating: 1600, rd: 100, vol: 0.06 }, []).rd).toBeGreaterThan(100);
    expect(glickoUpdate(GLICKO_START, []).rd).toBe(350);
  });
});
