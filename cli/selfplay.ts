// `bashni selfplay [--games N] [--depth D] [--random-plies K] [--seed S] [--max-plies P] [-o FILE]`
// Engine games with varied openings (the first K plies chosen at random from a seeded generator),
// written as PDN with honest tags: both sides are this program's engine at the stated settings.
import type { Command } from 'commander';
import { appendFileSync, writeFileSync } from 'node:fs';
import { UsageError, parseCount, showProgress } from './io.ts';
import { Position } from '../engine/position.ts';
import { GameHistory } from '../engine/history.ts';
import { Searcher } from '../engine/search.ts';
import type { Move } from '../engine/types.ts';
import type { GameRecord } from '../grammar/record.ts';
import { makePdn } from '../grammar/writer.ts';
import { rng } from '../engine/random.ts';
import { ZERO, comment, lineNodes } from '../grammar/annotate.ts';

export interface PlayedGame {
  readonly start: Position;
  readonly moves: readonly Move[];
  /** `1-0`, `0-1`, or `1/2-1/2` when adjudicated. */
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  /** Why the game ended, in words. */
  readonly termination: string;
}

export type Player = (pos: Position) => Move;

/** Plays one game; a draw is adjudicated on threefold repetition, `quietLimit` plies without progress or `maxPlies`. */
export function playGame(start: Position, white: Player, black: Player, opts: { maxPlies?: number; quietLimit?: number; opening?: readonly Move[] } = {}): PlayedGame {
  const maxPlies = opts.maxPlies ?? 300;
  const quietLimit = opts.quietLimit ?? 60;
  const history = new GameHistory(start);
  const moves: Move[] = [];
  for (;;) {
    const pos = history.current.position;
    if (pos.legalMoves().length === 0) {
      const result = pos.turn === 'white' ? '0-1' : '1-0';
      return { start, moves, result, termination: `${pos.turn === 'white' ? 'White' : 'Black'} has no legal move` };
    }
    if (history.threefold) return { start, moves, result: '1/2-1/2', termination: 'adjudicated draw: the position occurred three times' };
    if (history.current.quietPlies >= quietLimit) return { start, moves, result: '1/2-1/2', termination: `adjudicated draw: ${quietLimit} plies without a capture or a man move` };
    if (moves.length >= maxPlies) return { start, moves, result: '1/2-1/2', termination: `adjudicated draw: ${maxPlies} plies played` };
    const opening = opts.opening?.[moves.length];
    const move = opening ?? (pos.turn === 'white' ? white : black)(pos);
    moves.push(move);
    history.play(move);
  }
}

/** The engine at a fixed depth (deterministic). */
export function enginePlayer(depth: number, searcher = new Searcher()): Player {
  return (pos) => searcher.search(pos, { depth }).best!;
}

/** Chooses uniformly among legal moves. */
export function randomPlayer(random: () => number): Player {
  return (pos) => {
    const moves = pos.legalMoves();
    return moves[Math.floor(random() * moves.length)]!;
  };
}

/** Picks `plies` random opening moves from the start (fewer if the game ends first). */
export function randomOpening(start: Position, plies: number, random: () => number): Move[] {
  const out: Move[] = [];
  let pos = start;
  for (let i = 0; i < plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    const m = moves[Math.floor(random() * moves.length)]!;
    out.push(m);
    pos = pos.play(m);
  }
  return out;
}

/** One game as PDN text (through the record writer). */
function selfplayPdn(game: PlayedGame, info: { round: number; depth: number; seed: number; randomPlies: number; date: string }): string {
  const engine = `bashni engine (alpha-beta, depth ${info.depth})`;
  const tags: [string, string][] = [
    ['Event', 'Bashni engine self-play'],
    ['Site', 'bashni selfplay'],
    ['Date', info.date],
    ['Round', String(info.round)],
    ['White', engine],
    ['Black', engine],
    ['Result', game.result],
    ['Variant', 'Bashni'],
    ['Termination', game.termination],
  ];
  const opening = `The first ${info.randomPlies} plies were chosen at random (seed ${info.seed}); after that both sides are the engine at depth ${info.depth}.`;
  const record: GameRecord = {
    tags: tags.map(([name, value]) => ({ name, value, pos: ZERO })),
    before: [comment(opening)],
    moves: lineNodes(game.start, game.moves),
    trailing: [comment(`${game.termination}.`)],
    result: { text: game.result, pos: ZERO },
    pos: ZERO,
  };
  return makePdn([record]);
}

export function registerSelfplay(program: Command): void {
  program
    .command('selfplay')
    .description('Play engine games with varied (random) openings and write them as PDN.')
    .option('--games <n>', 'number of games', '1')
    .option('--depth <n>', 'search depth in plies for both sides', '6')
    .option('--random-plies <n>', 'opening plies chosen at random', '4')
    .option('--seed <n>', 'first seed; game i uses seed + i', '1')
    .option('--max-plies <n>', 'adjudicate a draw after this many plies', '300')
    .option('--decisive', 'keep only decisive games (plays until --games decisive games are found, at most 10x as many)')
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .action((opts: { games: string; depth: string; randomPlies: string; seed: string; maxPlies: string; decisive?: boolean; output?: string }) => {
      const games = parseCount(opts.games, '--games');
      const depth = parseCount(opts.depth, '--depth');
      const randomPlies = parseCount(opts.randomPlies, '--random-plies');
      const seed = parseCount(opts.seed, '--seed');
      const maxPlies = parseCount(opts.maxPlies, '--max-plies');
      if (depth < 1 || depth > 30) throw new UsageError('--depth must be 1..30');
      const searcher = new Searcher();
      const engine = enginePlayer(depth, searcher);
      const d = new Date();
      const date = `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
      // each game is written as soon as it is finished (long runs can be watched and cut short)
      const emit = (text: string): void => {
        try {
          if (opts.output === undefined || opts.output === '-') process.stdout.write(text);
          else appendFileSync(opts.output, text);
        } catch (e) {
          throw new UsageError(`${opts.output}: cannot write: ${(e as Error).message}`);
        }
      };
      if (opts.output !== undefined && opts.output !== '-') {
        try {
          writeFileSync(opts.output, '');
        } catch (e) {
          throw new UsageError(`${opts.output}: cannot write: ${(e as Error).message}`);
        }
      }
      let round = 0;
      for (let i = 0; round < games && i < (opts.decisive ? games * 10 : games); i++) {
        const s = seed + i;
        const start = Position.initial();
        const opening = randomOpening(start, randomPlies, rng(s));
        const game = playGame(start, engine, engine, { maxPlies, opening });
        if (showProgress()) process.stderr.write(`game seed ${s}: ${game.result} in ${game.moves.length} plies (${game.termination})\n`);
        if (opts.decisive && game.result === '1/2-1/2') continue;
        emit((round > 0 ? '\n' : '') + selfplayPdn(game, { round: ++round, depth, seed: s, randomPlies, date }));
      }
    });
}
