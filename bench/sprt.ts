// Self-play match of the working tree's engine against the engine of a git revision, stopped by a
// sequential probability ratio test (`npm run bench -- sprt`; docs/analysis.md "Proving a change").
//
//   npm run bench -- sprt --base HEAD~1 --variant bashni --nodes 20000
//   npm run bench -- sprt --base main --variant russian --time-ms 100 --elo1 10
//   npm run bench -- sprt ... --continue '140/15/45 3,3,36,12,46'
//   npm run bench -- sprt ... --log games.tsv
//
// `--continue` carries on a match stopped at its game cap (or cut short): its W/D/L and pair
// counts, as the last report printed them, start the statistics, and play resumes at the first
// opening it did not reach, so no opening is played twice. The same engines and limits are the
// caller's to give; the test reads the two parts as one sequence.
// `--log FILE` writes a line a game as it ends (tab-separated: game, the working tree's colour and
// score, how it ended, plies, the last position's FEN): where the draws and losses come from.
// The base engine is the revision's engine/ folder (it imports nothing of the project), unpacked
// with `git archive` into a temporary folder and loaded beside the working tree's in the same
// worker process. Each opening of bench/openings/<variant>.fen is played twice, once with each
// colour; games run in parallel in worker processes, one per core. The working tree's engine
// referees: a side with no legal move loses, threefold repetition and NO_PROGRESS_PLIES plies
// without a capture or a man's move are draws (R12, as the play page adjudicates), and so is a
// game that reaches MAX_PLIES. A fixed node count a move makes every game reproducible and the
// result independent of the machine's load; a fixed time a move is what a player meets.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Move, Position, Searcher } from '../engine/index.ts';
import { matchStats, type Pentanomial, type SprtBounds } from './sprt-stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = join(here, '..');
const MAX_PLIES = 400;

interface GameTask {
  readonly id: number;
  readonly fen: string;
  /** Whether the working tree's engine plays White. */
  readonly newIsWhite: boolean;
}

interface GameDone {
  readonly id: number;
  /** The working tree engine's score: 1, 0.5 or 0. */
  readonly score: number;
  readonly plies: number;
  readonly ending: string;
  /** The last position (FEN), for `--log`. */
  readonly fen: string;
}

interface WorkerSetup {
  readonly baseDir: string;
  readonly variant: string;
  readonly nodes?: number;
  readonly timeMs?: number;
}

const USAGE = `usage: npm run bench -- sprt [--base REV] [--variant NAME] [--nodes N | --time-ms MS]
  [--elo0 E] [--elo1 E] [--alpha A] [--beta B] [--max-games N] [--concurrency N]
  [--openings FILE] [--continue 'W/D/L p0,p1,p2,p3,p4'] [--log FILE]`;

function parseSprtArgs() {
  return parseArgs({
    args: process.argv.slice(2),
    options: {
      base: { type: 'string', default: 'HEAD' },
      variant: { type: 'string', default: 'bashni' },
      nodes: { type: 'string' },
      'time-ms': { type: 'string' },
      elo0: { type: 'string', default: '0' },
      elo1: { type: 'string', default: '10' },
      alpha: { type: 'string', default: '0.05' },
      beta: { type: 'string', default: '0.05' },
      'max-games': { type: 'string' },
      concurrency: { type: 'string', default: String(availableParallelism()) },
      openings: { type: 'string' },
      continue: { type: 'string' },
      log: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
}

if (process.argv.includes('--worker')) await worker();
else await main();

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseSprtArgs();
  } catch (e) {
    // an unknown or malformed option: what was wrong and the usage, not a stack trace
    process.stderr.write(`sprt: ${(e as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const { values } = parsed;
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const variant = values.variant;
  const nodes = values.nodes !== undefined ? Number(values.nodes) : undefined;
  const timeMs = values['time-ms'] !== undefined ? Number(values['time-ms']) : nodes === undefined ? 100 : undefined;
  const bounds: SprtBounds = { elo0: Number(values.elo0), elo1: Number(values.elo1), alpha: Number(values.alpha), beta: Number(values.beta) };
  const openingsFile = values.openings ?? join(here, 'openings', `${variant}.fen`);
  const openings = readFileSync(openingsFile, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const earlier = values.continue !== undefined ? parseEarlier(values.continue) : undefined;
  // the openings the earlier part reached (each played with both colours: its games are pairs)
  const earlierGames = earlier?.games ?? 0;
  const skipped = earlierGames / 2;
  const maxGames = Math.min(Number(values['max-games'] ?? Infinity), (openings.length - skipped) * 2);
  const rev = execFileSync('git', ['rev-parse', '--short', values.base], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'engine'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const baseDir = mkdtempSync(join(tmpdir(), 'bashni-sprt-'));
  execFileSync('sh', ['-c', `git archive ${rev} engine | tar -x -C '${baseDir}'`], { cwd: ROOT });
  // the project's package.json beside it: without "type": "module" tsx loads the base's files as
  // CommonJS, every import a getter, and the base engine searched 44% fewer nodes than the same
  // code from the working tree (an engine against itself scored +75.9 Elo [37.2, 116.6] in 200 games)
  writeFileSync(join(baseDir, 'package.json'), readFileSync(join(ROOT, 'package.json')));
  const limit = nodes !== undefined ? `${nodes} nodes a move` : `${timeMs} ms a move`;
  console.log(`sprt: ${head}${dirty ? ' + uncommitted engine changes' : ''} against ${rev}, ${variant}, ${limit}`);
  console.log(
    `      elo0 ${bounds.elo0}, elo1 ${bounds.elo1}, alpha ${bounds.alpha}, beta ${bounds.beta}; ${openings.length} openings (${openingsFile.slice(ROOT.length + 1)}), at most ${maxGames} games, ${values.concurrency} workers`,
  );

  const log = values.log !== undefined ? openSync(values.log, 'w') : undefined;
  const setup: WorkerSetup = { baseDir, variant, nodes, timeMs };
  const penta: Pentanomial = earlier ? [...earlier.penta] : [0, 0, 0, 0, 0];
  const pairScore = new Map<number, number>();
  let [wins, draws, losses, plies, games] = earlier ? [earlier.wins, earlier.draws, earlier.losses, 0, earlier.games] : [0, 0, 0, 0, 0];
  if (earlier)
    console.log(`      continuing a match of ${earlier.games} games (W/D/L ${earlier.wins}/${earlier.draws}/${earlier.losses}, pairs [${earlier.penta.join(', ')}]) from opening ${skipped + 1}`);
  let next = 0;
  let stats = matchStats(penta, bounds);
  const t0 = performance.now();
  const workers: ChildProcess[] = [];
  const interrupted = new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
  const finished = new Promise<void>((resolve) => {
    const feed = (w: ChildProcess): void => {
      if (next >= maxGames || stats.verdict) {
        w.disconnect();
        if (workers.every((x) => !x.connected)) resolve();
        return;
      }
      const id = next++;
      const task: GameTask = { id, fen: openings[skipped + (id >> 1)]!, newIsWhite: newPlaysWhite(id) };
      w.send(task);
    };
    for (let i = 0; i < Number(values.concurrency); i++) {
      const w = fork(fileURLToPath(import.meta.url), ['--worker', JSON.stringify(setup)], { execArgv: ['--import', 'tsx'] });
      workers.push(w);
      w.on('message', (done: GameDone) => {
        games++;
        plies += done.plies;
        if (log !== undefined) writeSync(log, `${done.id}\t${newPlaysWhite(done.id) ? 'white' : 'black'}\t${done.score}\t${done.ending}\t${done.plies}\t${done.fen}\n`);
        if (done.score === 1) wins++;
        else if (done.score === 0) losses++;
        else draws++;
        const pair = done.id >> 1;
        const first = pairScore.get(pair);
        if (first === undefined) pairScore.set(pair, done.score);
        else {
          pairScore.delete(pair);
          penta[Math.round((first + done.score) * 2)]!++;
          stats = matchStats(penta, bounds);
        }
        if ((games - earlierGames) % 20 === 0 || stats.verdict) report();
        feed(w);
      });
      w.on('exit', (code) => {
        if (code !== 0 && code !== null) console.error(`worker exited with ${code}`);
      });
      feed(w);
    }
  });
  const report = (): void => {
    const s = ((performance.now() - t0) / 1000).toFixed(0);
    const interval = Number.isFinite(stats.eloLow) ? `[${stats.eloLow.toFixed(1)}, ${stats.eloHigh.toFixed(1)}]` : '';
    console.log(
      `games ${games} W/D/L ${wins}/${draws}/${losses} pairs [${penta.join(', ')}] elo ${stats.elo.toFixed(1)} ${interval} LLR ${stats.llr.toFixed(2)} (${stats.lower.toFixed(2)}, ${stats.upper.toFixed(2)}) plies/game ${(plies / Math.max(games - earlierGames, 1)).toFixed(0)} ${s} s`,
    );
  };
  await Promise.race([finished, interrupted]);
  for (const w of workers) if (w.connected) w.kill();
  report();
  if (log !== undefined) closeSync(log);
  // the hypotheses are the bounds asked for: with elo0 0 they read "gains" / "does not gain"
  const verdict = { H1: `H1 accepted: the working tree is at least elo1 (${bounds.elo1}) stronger`, H0: `H0 accepted: the working tree is not elo1 (${bounds.elo1}) stronger (elo0 ${bounds.elo0})` };
  console.log(stats.verdict ? verdict[stats.verdict] : 'undecided');
  rmSync(baseDir, { recursive: true, force: true });
}

/** Game id plays opening id >> 1, the working tree's engine White in the even one. */
function newPlaysWhite(id: number): boolean {
  return (id & 1) === 0;
}

/** Stops the match with a message (a usage error: no stack trace). */
function fail(message: string): never {
  console.error(`sprt: ${message}`);
  process.exit(2);
}

/** An earlier part of a match, as its report prints it: `W/D/L p0,p1,p2,p3,p4` (pair counts). */
function parseEarlier(text: string): { wins: number; draws: number; losses: number; games: number; penta: Pentanomial } {
  const m = /^\s*(\d+)\/(\d+)\/(\d+)\s+\[?\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+)\s*\]?\s*$/.exec(text);
  if (!m) fail(`--continue: expected 'W/D/L p0,p1,p2,p3,p4' (as a report prints them), got '${text}'`);
  const [wins, draws, losses, ...pairs] = m.slice(1).map(Number) as [number, number, number, ...number[]];
  const games = wins + draws + losses;
  const penta = pairs as Pentanomial;
  const pairCount = penta.reduce((a, b) => a + b, 0);
  if (pairCount * 2 !== games) fail(`--continue: ${games} games are not the ${pairCount} pairs' ${2 * pairCount}`);
  return { wins, draws, losses, games, penta };
}

/** Plays the games the main process sends, one at a time, and answers each with its result. */
async function worker(): Promise<void> {
  const setup = JSON.parse(process.argv[process.argv.indexOf('--worker') + 1]!) as WorkerSetup;
  type Engine = typeof import('../engine/index.ts');
  const fresh = await import('../engine/index.ts');
  const base = (await import(pathToFileURL(join(setup.baseDir, 'engine', 'index.ts')).href)) as Engine;
  const variant = setup.variant as Parameters<Engine['parseFen']>[1];
  const limits = setup.nodes !== undefined ? { nodes: setup.nodes } : { timeMs: setup.timeMs };

  /** One engine's side of a game: its own positions, kept by playing the referee's moves. */
  class Side {
    readonly searcher: Searcher;
    readonly positions: Position[];
    constructor(
      readonly engine: Engine,
      fen: string,
    ) {
      this.searcher = new engine.Searcher();
      const p = engine.parseFen(fen, variant);
      if (!p.ok) throw new Error(`opening ${fen}: ${p.error.message}`);
      this.positions = [p.value];
    }
    get position(): Position {
      return this.positions[this.positions.length - 1]!;
    }
    think(): Move {
      const pos = this.position;
      // the game so far, for an engine that scores a repeated position as the draw it is
      const history = this.positions.slice(0, -1);
      const r = this.searcher.search(pos, { ...limits, history });
      return r.best ?? pos.legalMoves()[0]!;
    }
    play(m: Move): void {
      const own = this.position.legalMoves().find((x) => x.from === m.from && x.path.join() === m.path.join() && x.jumped.join() === m.jumped.join());
      if (!own) throw new Error(`the engines disagree on the rules: ${JSON.stringify(m)} in ${this.engine.makeFen(this.position)}`);
      this.positions.push(this.position.play(own));
    }
  }

  process.on('message', (task: GameTask) => {
    const sides = [new Side(fresh, task.fen), new Side(base, task.fen)];
    const history = new fresh.GameHistory(sides[0]!.position);
    let ending = '';
    let score = 0.5;
    let plies = 0;
    for (;;) {
      const pos = history.current.position;
      if (pos.legalMoves().length === 0) {
        const newToMove = (pos.turn === 'white') === task.newIsWhite;
        score = newToMove ? 0 : 1;
        ending = 'no legal move';
        break;
      }
      if (history.threefold) {
        ending = 'threefold repetition';
        break;
      }
      if (history.current.quietPlies >= fresh.NO_PROGRESS_PLIES) {
        ending = 'no progress';
        break;
      }
      if (plies >= MAX_PLIES) {
        ending = 'ply limit';
        break;
      }
      const newToMove = (pos.turn === 'white') === task.newIsWhite;
      const move = sides[newToMove ? 0 : 1]!.think();
      for (const s of sides) s.play(move);
      history.add(sides[0]!.position);
      plies++;
    }
    const done: GameDone = { id: task.id, score, plies, ending, fen: fresh.makeFen(history.current.position) };
    process.send!(done);
  });
  process.on('disconnect', () => process.exit(0));
}
