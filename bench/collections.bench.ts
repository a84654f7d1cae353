// `npm run bench -- collections`: find, index and openings over a synthetic collection, as whole
// processes (bench/measure.ts: wall time, CPU time and peak memory of the child; BENCH_CLI=bundle
// measures the built bundle, as `npx bashni` runs, rather than the sources through tsx).
//
// The collection is generated here from a seed (never committed): BENCH_UNIQUE distinct games,
// half Russian, half Bashni, each a random game of at most 80 plies from the start, then written
// BENCH_GAMES times in all with other tags (event, round, players, date, result), cycling over
// the distinct games. Defaults: 100,000 games from 10,000 distinct ones; the scale is
// BENCH_GAMES=1000000. The file is kept in bench/out/ for the next run with the same sizes.
//
// Aims (issue 43): find --fen without an index at least 2 M plies/s; index at least 50,000
// games/s and at most a quarter of the PDN's size; with the index an exact-position search over
// 1 M games in at most 1 s and openings at the start in at most 2 s; peak memory at most 300 MB.
import { existsSync, mkdirSync, openSync, closeSync, writeSync, statSync, renameSync } from 'node:fs';
import { Position, makeFen, makeMoveText, rng, type VariantName } from '../engine/index.ts';
import { OUT_DIR, mb, runCommand, type CommandRun } from './measure.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 100_000);
const UNIQUE = Math.min(GAMES, Number(process.env.BENCH_UNIQUE ?? 10_000));
const MAX_PLIES = 80;
const RESULTS = ['1-0', '0-1', '1/2-1/2'];
const NAMES = ['Иванов', 'Petrov', 'Sidorova', 'Müller', 'Kuznetsov', 'Smirnov', 'Popova', 'Lebedev', 'Kozlov', 'Novikova'];

interface Generated {
  /** The moves as text, numbered. */
  readonly text: string;
  readonly plies: number;
  readonly variant: VariantName;
  /** A position from the middle of the game (the search's target). */
  readonly middle: string;
  /** The result the rules give when the side to move had no move left. */
  readonly result?: string;
}

/** One random game of at most MAX_PLIES plies from the start. */
function randomGame(variant: VariantName, random: () => number): Generated {
  let pos = Position.initial(variant);
  let text = '';
  let plies = 0;
  let middle = makeFen(pos);
  const length = 20 + Math.floor(random() * (MAX_PLIES - 20));
  let result: string | undefined;
  for (; plies < length; plies++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) {
      result = pos.turn === 'white' ? '0-1' : '1-0';
      break;
    }
    const m = moves[Math.floor(random() * moves.length)]!;
    if (plies % 2 === 0) text += `${plies / 2 + 1}. `;
    text += `${makeMoveText(pos, m, { squares: 'algebraic', captures: 'full', separator: ':' })} `;
    pos = pos.play(m);
    if (plies === Math.floor(length / 2)) middle = makeFen(pos);
  }
  return { text, plies, variant, middle, ...(result ? { result } : {}) };
}

/** Writes the collection (unless already there); returns its path, plies in all and one target position. */
function generate(): { path: string; plies: number; target: string } {
  mkdirSync(OUT_DIR, { recursive: true });
  const path = `${OUT_DIR}collection-${GAMES}-${UNIQUE}.pdn`;
  const random = rng(43);
  const pool: Generated[] = [];
  for (let i = 0; i < UNIQUE; i++) pool.push(randomGame(i % 2 === 0 ? 'russian' : 'bashni', random));
  let plies = 0;
  for (let i = 0; i < GAMES; i++) plies += pool[i % UNIQUE]!.plies;
  const target = pool[7]!.middle;
  if (existsSync(path)) return { path, plies, target };
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, 'w');
  let buf = '';
  for (let i = 0; i < GAMES; i++) {
    const g = pool[i % UNIQUE]!;
    const white = NAMES[Math.floor(random() * NAMES.length)]!;
    const black = NAMES[Math.floor(random() * NAMES.length)]!;
    const drawn = RESULTS[Math.floor(random() * RESULTS.length)]!;
    const result = g.result ?? drawn;
    const year = 1950 + Math.floor(random() * 75);
    buf += `[Event "Synthetic ${Math.floor(i / 100)}"]\n[Date "${year}.${String(1 + Math.floor(random() * 12)).padStart(2, '0')}.??"]\n[Round "${i % 100}"]\n[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n${g.variant === 'russian' ? '[GameType "25"]' : '[Variant "Bashni"]'}\n\n${g.text}${result}\n\n`;
    if (buf.length > 1 << 20) {
      writeSync(fd, buf);
      buf = '';
    }
  }
  writeSync(fd, buf);
  closeSync(fd);
  renameSync(tmp, path);
  return { path, plies, target };
}

const line = (what: string, r: CommandRun, extra: string): void => {
  const status = r.status === 0 ? '' : ` (exit ${r.status}: ${r.stderrTail.trim()})`;
  console.log(`${what.padEnd(34)} ${r.seconds.toFixed(2).padStart(8)} s wall ${r.cpuSeconds.toFixed(2).padStart(8)} s CPU  peak ${r.peakMb.toFixed(0).padStart(4)} MB  ${extra}${status}`);
};

/** A rate over wall time and over CPU time (the machine is shared: the CPU figure is the one a quiet machine would show). */
const rate = (n: number, r: CommandRun, scale: number, unit: string): string => `${(n / r.seconds / scale).toFixed(2)} ${unit} (wall), ${(n / r.cpuSeconds / scale).toFixed(2)} ${unit} (CPU)`;

const t0 = performance.now();
const { path, plies, target } = generate();
const size = statSync(path).size;
console.log(`collection: ${GAMES} games (${UNIQUE} distinct, half russian, half bashni), ${plies} plies, ${mb(size)} MB; made or found in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`target: ${target}`);

const index = `${OUT_DIR}collection-${GAMES}-${UNIQUE}.bdx`;
const found = `${OUT_DIR}found.txt`;

const made = runCommand(['index', path, '-o', index]);
const indexSize = statSync(index).size;
line('index', made, `${rate(GAMES, made, 1, 'games/s')}; aim 50,000; ${mb(indexSize)} MB = ${((100 * indexSize) / size).toFixed(1)}% of the PDN (aim 25%)`);

const indexed = runCommand(['find', path, '--fen', target, '--count', '--index', index], found);
line('find --fen --index', indexed, `(aim 1 s at 1 M games)`);

const tags = runCommand(['find', path, '--player', 'Müller', '--result', '1-0', '--count', '--index', index], found);
line('find --player --result --index', tags, '');

const openings = runCommand(['openings', path, '--index', index]);
line('openings at the start, --index', openings, `(aim 2 s at 1 M games)`);

// the steps without index last: at 1,000,000 games they take the longest
const plain = runCommand(['find', path, '--fen', target, '--count'], found);
line('find --fen, no index', plain, `${rate(plies, plain, 1e6, 'M plies/s')}; aim 2`);

const openingsPlain = runCommand(['openings', path]);
line('openings at the start, no index', openingsPlain, '');

const version = runCommand(['--version']);
line('bashni --version (start-up alone)', version, '');
