// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012): the player's puzzle rating,
// as lichess keeps one. Pure; the trainer stores the result in localStorage (train-store.ts).
// test/site/train/glicko2.test.ts checks the paper's worked example.

export interface Glicko {
  /** Rating, 1500 at the start. */
  readonly rating: number;
  /** Rating deviation, 350 at the start. */
  readonly rd: number;
  /** Volatility, 0.06 at the start. */
  readonly vol: number;
}

/** One game of the period: the opponent's rating and deviation, and the score (1 win, 0 loss, 0.5 draw). */
export interface GlickoGame {
  readonly rating: number;
  readonly rd: number;
  readonly score: number;
}

export const GLICKO_START: Glicko = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant τ (the paper's example uses 0.5; lichess 0.75). */
const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after a rating period of `games` (none: only the deviation grows). */
export function glickoUpdate(player: Glicko, games: readonly GlickoGame[], tau = TAU): Glicko {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (!games.length) return { rating: player.rating, rd: Math.min(350, Math.sqrt(phi * phi + sigma * sigma) * SCALE), vol: sigma };
  let vInv = 0;
  let sum = 0;
  for (const game of games) {
    const muJ = (game.rating - 1500) / SCALE;
    const phiJ = game.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInv += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (game.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // the new volatility: the Illinois algorithm on f (step 5 of the paper)
  const a = Math.log(sigma * sigma);
  const f = (x: number) => (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2) - (x - a) / (tau * tau);
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: SCALE * muNew + 1500, rd: SCALE * phiNew, vol };
}
