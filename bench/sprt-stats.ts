// The statistics of a self-play match (bench/sprt.ts): Elo with its 95% interval and the
// generalised sequential probability ratio test over game pairs, as fishtest computes them
// (pentanomial: each opening is played twice, once with each colour, and the pair is the unit,
// since the two games of an opening are not independent).

/** Counts of pairs by the new engine's score in the pair: 0, 0.5, 1, 1.5, 2. */
export type Pentanomial = [number, number, number, number, number];

export interface SprtBounds {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
}

export interface MatchStats {
  readonly pairs: number;
  /** The new engine's mean score a game, 0..1. */
  readonly score: number;
  readonly elo: number;
  /** 95% interval of the Elo difference. */
  readonly eloLow: number;
  readonly eloHigh: number;
  /** Log-likelihood ratio of H1 (elo1) against H0 (elo0). */
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /** 'H1' when the change is accepted as a gain, 'H0' when rejected, undefined while undecided. */
  readonly verdict?: 'H0' | 'H1';
}

/** Pairs played before the test may stop. */
const MIN_PAIRS = 30;

/** Logistic Elo of a mean score (0 < s < 1). */
export function eloOf(score: number): number {
  const s = Math.min(Math.max(score, 1e-6), 1 - 1e-6);
  return -400 * Math.log10(1 / s - 1) + 0; // + 0: an even score is 0, not -0
}

function scoreOf(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/**
 * Elo and the GSPRT's log-likelihood ratio from pair counts. The LLR is the normal
 * approximation (Van den Bergh): N (s1 - s0) (2 mean - s0 - s1) / (2 variance), over pairs.
 *
 *   matchStats([0, 2, 10, 6, 2], { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 }).elo // 70.4 (a mean of 0.6 a game)
 */
export function matchStats(penta: Pentanomial, b: SprtBounds): MatchStats {
  const pairs = penta.reduce((a, n) => a + n, 0);
  const lower = Math.log(b.beta / (1 - b.alpha));
  const upper = Math.log((1 - b.beta) / b.alpha);
  if (pairs === 0) return { pairs, score: 0.5, elo: 0, eloLow: -Infinity, eloHigh: Infinity, llr: 0, lower, upper };
  // a pair's mean score a game: 0, 0.25, 0.5, 0.75, 1
  let mean = 0;
  for (let k = 0; k < 5; k++) mean += (penta[k]! * (k / 4)) / pairs;
  let variance = 0;
  for (let k = 0; k < 5; k++) variance += (penta[k]! * (k / 4 - mean) ** 2) / pairs;
  // a handful of pairs can all be alike (variance 0, an infinite ratio): the variance has a
  // floor well below what matches show (0.05 to 0.1), and no verdict comes before MIN_PAIRS
  const v = Math.max(variance, 0.01);
  const s0 = scoreOf(b.elo0);
  const s1 = scoreOf(b.elo1);
  const llr = (pairs * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * v);
  const half = 1.96 * Math.sqrt(v / pairs);
  const verdict = pairs < MIN_PAIRS ? undefined : llr >= upper ? 'H1' : llr <= lower ? 'H0' : undefined;
  return { pairs, score: mean, elo: eloOf(mean), eloLow: eloOf(mean - half), eloHigh: eloOf(mean + half), llr, lower, upper, verdict };
}
