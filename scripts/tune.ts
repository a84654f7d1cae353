// Fits the evaluation's weights to self-play games (Texel tuning): `npm run tune -- --variant bashni`.
//
//   npm run tune -- --variant russian --games 4000 --nodes 1500 --seed 1 --write
//   npm run tune -- --variant russian --games 1000 --nodes 1000 --label-nodes 5000 --lambda 0.5
//
// 1. Plays `games` games of the engine against itself at a fixed node count a move, each from
//    OPENING_PLIES random plies (seeded: game g uses seed + g, so a run is reproducible on any
//    machine), in worker processes, and keeps the quiet positions (no capture to make) after the
//    opening with the game's result; with --label-nodes, each also searched that deep and labelled
//    by the mix of the result (its share --lambda) and the search's score as an expected result.
// 2. Measures each tuned term of every position: the evaluation's change when that weight moves
//    (the evaluation is linear in each of them), so a position becomes a row of term values.
// 3. Fits the scale K of the logistic curve that turns a score into an expected result, then the
//    weights, minimising the mean squared difference between results and expected results (full
//    batch Adam, a fixed number of steps: deterministic). The man stays 100, the unit of scores.
// 4. Prints the error before and after and the weights; with --write, rewrites
//    engine/tuned-weights.ts for the variant (the other variants' weights are kept).
// A tuned set is kept only when a self-play match proves it (npm run bench -- sprt).
import { execFileSync, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { evaluateBoard } from '../engine/eval.ts';
import { parseFen, makeFen } from '../engine/fen.ts';
import { NO_PROGRESS_PLIES, GameHistory } from '../engine/history.ts';
import { Position } from '../engine/position.ts';
import { rng } from '../engine/random.ts';
import { Searcher } from '../engine/search.ts';
import { TUNED_WEIGHTS } from '../engine/tuned-weights.ts';
import { VARIANTS, type VariantName } from '../engine/types.ts';
import { HAND_WEIGHTS, type EvalWeights } from '../engine/weights.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OPENING_PLIES = 8;
const MAX_PLIES = 300;

/** The tuned weights: a name, and an index for the arrays. */
const PARAMS: readonly (readonly [WeightName, number?])[] = [
  ['king'],
  ['prisonerRisk', 1],
  ['prisonerRisk', 2],
  ['prisonerRisk', 3],
  ['prisonerHold'],
  ['advance', 1],
  ['advance', 2],
  ['advance', 3],
  ['advance', 4],
  ['advance', 5],
  ['advance', 6],
  ['guard'],
  ['centre'],
  ['manMobility'],
  ['kingMobility'],
  ['unit'],
  ['coverRisk', 1],
  ['coverRisk', 2],
  ['coverRisk', 3],
  ['freedAdvance'],
  ['kingColumn'],
];

interface Sample {
  readonly fen: string;
  /** What the fit aims at for White: the game's result (1, 0.5, 0), or its mix with a deeper search's verdict (--lambda). */
  readonly result: number;
}

interface Job {
  readonly variant: VariantName;
  readonly nodes: number;
  readonly seed: number;
  readonly games: readonly number[];
  readonly label: Label;
}

/** How positions are labelled: by a search of labelNodes (0: none) mixed with the game's result, lambda its share. */
interface Label {
  readonly labelNodes: number;
  readonly lambda: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      variant: { type: 'string', default: 'bashni' },
      games: { type: 'string', default: '3000' },
      nodes: { type: 'string', default: '1500' },
      seed: { type: 'string', default: '1' },
      steps: { type: 'string', default: '2000' },
      'label-nodes': { type: 'string', default: '0' },
      lambda: { type: 'string', default: '1' },
      write: { type: 'boolean', default: false },
    },
  });
  const variant = values.variant as VariantName;
  if (!VARIANTS.includes(variant)) throw new Error(`unknown variant ${values.variant}`);
  const games = Number(values.games);
  const nodes = Number(values.nodes);
  const seed = Number(values.seed);
  const label: Label = { labelNodes: Number(values['label-nodes']), lambda: Number(values.lambda) };
  const t0 = performance.now();
  const samples = await playGames(variant, games, nodes, seed, label);
  console.log(`${games} games of ${variant} at ${nodes} nodes a move: ${samples.length} quiet positions (${((performance.now() - t0) / 1000).toFixed(0)} s)`);

  const start = TUNED_WEIGHTS[variant] ?? HAND_WEIGHTS;
  const { base, rows } = measure(samples, variant, start);
  const results = Float64Array.from(samples, (s) => s.result);
  const p0 = PARAMS.map((p) => read(start, p));
  const k = fitK(base, results);
  const before = error(base, rows, results, p0, p0, k);
  const p = fit(base, rows, results, p0, k, Number(values.steps));
  const after = error(base, rows, results, p0, p, k);
  const { fitted: _, ...from } = start;
  const tuned = withParams(
    from,
    p.map((x) => Math.round(x)),
  );
  const rounded = error(
    base,
    rows,
    results,
    p0,
    PARAMS.map((q) => read(tuned, q)),
    k,
  );
  console.log(`K ${k.toFixed(3)}; mean squared error ${before.toFixed(6)} before, ${after.toFixed(6)} fitted, ${rounded.toFixed(6)} with whole numbers`);
  for (const [i, q] of PARAMS.entries()) console.log(`  ${q[1] === undefined ? q[0] : `${q[0]}[${q[1]}]`}: ${p0[i]} -> ${read(tuned, q)}`);
  if (values.write) {
    const labelled = label.labelNodes > 0 ? ` --label-nodes ${label.labelNodes} --lambda ${label.lambda}` : '';
    const command = `npm run tune -- --variant ${variant} --games ${games} --nodes ${nodes} --seed ${seed} --steps ${values.steps}${labelled} --write`;
    const fitted = `${command} (from the ${TUNED_WEIGHTS[variant] ? 'tuned' : 'hand'} weights; ${samples.length} positions; mean squared error ${before.toFixed(6)} -> ${rounded.toFixed(6)})`;
    const all = { ...TUNED_WEIGHTS, [variant]: { fitted, ...tuned } };
    const out = join(ROOT, 'engine', 'tuned-weights.ts');
    writeFileSync(
      out,
      `// Written by scripts/tune.ts (\`npm run tune\`): the weights fitted to self-play games, per variant.\n` +
        `import type { EvalWeights } from './weights.ts';\nimport type { VariantName } from './types.ts';\n\n` +
        `export const TUNED_WEIGHTS: Partial<Record<VariantName, EvalWeights>> = ${JSON.stringify(all, null, 2)};\n`,
    );
    // the project's formatting (the lint checks it)
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', out], { stdio: 'ignore' });
    console.log(`wrote ${out}`);
  }
}

/** Plays the games in worker processes (game g on worker g mod n) and gathers their samples in game order. */
async function playGames(variant: VariantName, games: number, nodes: number, seed: number, label: Label): Promise<Sample[]> {
  const n = Math.max(1, availableParallelism());
  const parts = await Promise.all(
    Array.from({ length: n }, (_, w) => {
      const job: Job = { variant, nodes, seed, label, games: Array.from({ length: games }, (_, g) => g).filter((g) => g % n === w) };
      return new Promise<[number, Sample[]][]>((resolve, reject) => {
        const child = fork(fileURLToPath(import.meta.url), ['--worker'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        child.once('message', (m) => resolve(m as [number, Sample[]][]));
        child.once('error', reject);
        child.once('exit', (code) => code !== 0 && reject(new Error(`tune worker exited with ${code}`)));
        child.send(job);
      });
    }),
  );
  return parts
    .flat()
    .sort((a, b) => a[0] - b[0])
    .flatMap(([, s]) => s);
}

function worker(): void {
  process.once('message', (job: Job) => {
    const out: [number, Sample[]][] = [];
    for (const g of job.games) out.push([g, playOne(job.variant, job.nodes, job.seed + g, job.label)]);
    process.send!(out, () => process.exit(0));
  });
}

/**
 * One self-play game: its quiet positions after the opening, with its result, or that mixed with
 * the verdict of a deeper search of each (the game's own searcher: a game's labels depend on it alone).
 */
function playOne(variant: VariantName, nodes: number, seed: number, label: Label): Sample[] {
  const random = rng(seed);
  const searcher = new Searcher();
  const history = new GameHistory(Position.initial(variant));
  const quiet: string[] = [];
  let result = 0.5;
  for (let ply = 0; ; ply++) {
    const pos = history.current.position;
    const moves = pos.legalMoves();
    if (moves.length === 0) {
      result = pos.turn === 'white' ? 0 : 1;
      break;
    }
    if (history.threefold || history.current.quietPlies >= NO_PROGRESS_PLIES || ply >= MAX_PLIES) break;
    if (ply >= OPENING_PLIES && moves[0]!.jumped.length === 0) quiet.push(makeFen(pos));
    const move =
      ply < OPENING_PLIES ? moves[Math.floor(random() * moves.length)]! : searcher.search(pos, { nodes, history: history.entries.slice(-NO_PROGRESS_PLIES - 1, -1).map((e) => e.position) }).best!;
    history.play(move);
  }
  if (label.labelNodes === 0) return quiet.map((fen) => ({ fen, result }));
  return quiet.map((fen) => {
    const pos = parseFen(fen, variant);
    if (!pos.ok) throw new Error(`${fen}: ${pos.error.message}`);
    const r = searcher.search(pos.value, { nodes: label.labelNodes });
    // the search's score for White as an expected result, on the scale of K = 1 (a man ahead: 64%)
    const white = pos.value.turn === 'white' ? r.score : -r.score;
    return { fen, result: label.lambda * result + (1 - label.lambda) * expected(Math.max(-2000, Math.min(2000, white)), 1) };
  });
}

/** A weight's name: a number or a table of numbers of EvalWeights. */
type WeightName = Exclude<keyof EvalWeights, 'fitted'>;

function read(w: EvalWeights, [name, i]: readonly [WeightName, number?]): number {
  const v = w[name];
  return typeof v === 'number' ? v : v[i!]!;
}

function withParams(w: EvalWeights, values: readonly number[]): EvalWeights {
  const out = structuredClone(w) as { -readonly [K in keyof EvalWeights]: EvalWeights[K] };
  PARAMS.forEach(([name, i], j) => {
    if (i === undefined) (out as unknown as Record<string, number>)[name] = values[j]!;
    else (out[name] as number[])[i] = values[j]!;
  });
  return out;
}

/** Each position's evaluation for White and its change per unit of each tuned weight. */
function measure(samples: readonly Sample[], variant: VariantName, w: EvalWeights): { base: Float64Array; rows: Float64Array } {
  const STEP = 64;
  const base = new Float64Array(samples.length);
  const rows = new Float64Array(samples.length * PARAMS.length);
  const p0 = PARAMS.map((p) => read(w, p));
  const moved = PARAMS.map((_, j) =>
    withParams(
      w,
      p0.map((x, i) => (i === j ? x + STEP : x)),
    ),
  );
  samples.forEach((s, n) => {
    const pos = parseFen(s.fen, variant);
    if (!pos.ok) throw new Error(`${s.fen}: ${pos.error.message}`);
    const board = pos.value.toBoard();
    const sign = pos.value.turn === 'white' ? 1 : -1;
    const e = sign * evaluateBoard(board, undefined, w);
    base[n] = e;
    for (let j = 0; j < PARAMS.length; j++) rows[n * PARAMS.length + j] = (sign * evaluateBoard(board, undefined, moved[j]) - e) / STEP;
  });
  return { base, rows };
}

const LN10_400 = Math.log(10) / 400;

function expected(score: number, k: number): number {
  return 1 / (1 + Math.exp(-k * LN10_400 * score));
}

function error(base: Float64Array, rows: Float64Array, results: Float64Array, p0: readonly number[], p: readonly number[], k: number): number {
  const m = p0.length;
  let sum = 0;
  for (let n = 0; n < base.length; n++) {
    let e = base[n]!;
    for (let j = 0; j < m; j++) e += rows[n * m + j]! * (p[j]! - p0[j]!);
    sum += (results[n]! - expected(e, k)) ** 2;
  }
  return sum / base.length;
}

/** The scale that best fits the evaluation as it is to the results (golden-section search). */
function fitK(base: Float64Array, results: Float64Array): number {
  const f = (k: number): number => {
    let s = 0;
    for (let n = 0; n < base.length; n++) s += (results[n]! - expected(base[n]!, k)) ** 2;
    return s;
  };
  let [a, b] = [0.05, 5];
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60; i++) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) < f(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** Full-batch Adam on the mean squared error, from p0, a fixed number of steps. */
function fit(base: Float64Array, rows: Float64Array, results: Float64Array, p0: readonly number[], k: number, steps: number): number[] {
  const m = p0.length;
  const p = [...p0];
  const mom = new Float64Array(m);
  const vel = new Float64Array(m);
  const grad = new Float64Array(m);
  const [rate, b1, b2] = [0.5, 0.9, 0.999];
  for (let t = 1; t <= steps; t++) {
    grad.fill(0);
    for (let n = 0; n < base.length; n++) {
      let e = base[n]!;
      for (let j = 0; j < m; j++) e += rows[n * m + j]! * (p[j]! - p0[j]!);
      const s = expected(e, k);
      const d = 2 * (s - results[n]!) * s * (1 - s) * k * LN10_400;
      for (let j = 0; j < m; j++) grad[j]! += d * rows[n * m + j]!;
    }
    for (let j = 0; j < m; j++) {
      const gj = grad[j]! / base.length;
      mom[j] = b1 * mom[j]! + (1 - b1) * gj;
      vel[j] = b2 * vel[j]! + (1 - b2) * gj * gj;
      p[j]! -= (rate * (mom[j]! / (1 - b1 ** t))) / (Math.sqrt(vel[j]! / (1 - b2 ** t)) + 1e-12);
    }
  }
  return p;
}

// last: the module's constants above are set before either runs
if (process.argv.includes('--worker')) worker();
else await main();
