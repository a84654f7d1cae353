// Engine self-play: games between players (the engine at a fixed depth, a random mover, or any
// function from position to move), varied openings, draws adjudicated, and each game written as
// PDN with tags that say truthfully who played and how the game ended.
import { checkWhole, wrongType } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import { checkFields } from './check-options.ts';
import { Position } from '../engine/position.ts';
import { GameHistory, NO_PROGRESS_PLIES } from '../engine/history.ts';
import { Searcher } from '../engine/search.ts';
import type { Move } from '../engine/types.ts';
import type { GameRecord } from '../grammar/record.ts';
import { makePdn } from '../grammar/writer.ts';
import { ZERO, comment, lineNodes } from './annotate.ts';
import { VARIANT_TAGS } from './variant.ts';

export interface PlayedGame {
  readonly start: Position;
  readonly moves: readonly Move[];
  /** `1-0`, `0-1`, or `1/2-1/2` when adjudicated. */
  readonly result: '1-0' | '0-1' | '1/2-1/2';
  /** Why the game ended, in words. */
  readonly termination: string;
}

/** Chooses a move in pos; `history` is the game before it, oldest first (for R12's draws). */
export type Player = (pos: Position, history: readonly Position[]) => Move;

export interface PlayOptions {
  readonly maxPlies?: number;
  readonly quietLimit?: number;
  readonly opening?: readonly Move[];
}

/** Plays one game; a draw is adjudicated on threefold repetition, `quietLimit` plies without progress or `maxPlies`. */
export function playGame(start: Position, white: Player, black: Player, opts: PlayOptions = {}): PlayedGame {
  checkPosition(start, 'playGame');
  if (typeof white !== 'function' || typeof black !== 'function')
    throw wrongType('playGame', 'two players (functions of a position, as enginePlayer gives)', typeof white !== 'function' ? white : black);
  opts = checkFields(opts, 'playGame', { maxPlies: 'number', quietLimit: 'number', opening: 'list' });
  const steps = gameSteps(start, white, black, opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * As playGame, one ply at a time: the generator yields after each ply and returns the game, so
 * a caller can let other work run between plies (the CLI stays responsive to Ctrl-C).
 */
function* gameSteps(start: Position, white: Player, black: Player, opts: PlayOptions = {}): Generator<void, PlayedGame> {
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
    const move =
      opening ??
      (pos.turn === 'white' ? white : black)(
        pos,
        history.entries.slice(-NO_PROGRESS_PLIES - 1, -1).map((e) => e.position),
      );
    moves.push(move);
    history.play(move);
    yield;
  }
}

/** The engine at a fixed depth (deterministic). */
export function enginePlayer(depth: number, searcher = new Searcher()): Player {
  checkWhole(depth, 'enginePlayer', 'the depth', 1);
  if (!(searcher instanceof Searcher)) throw wrongType('enginePlayer', 'a Searcher', searcher);
  return (pos, history) => searcher.search(pos, { depth, history }).best!;
}

/** Chooses uniformly among legal moves. */
export function randomPlayer(random: () => number): Player {
  if (typeof random !== 'function') throw wrongType('randomPlayer', 'a random function (as rng(seed) gives)', random);
  return (pos) => {
    const moves = pos.legalMoves();
    return moves[Math.floor(random() * moves.length)]!;
  };
}

/** Picks `plies` random opening moves from the start (fewer if the game ends first). */
export function randomOpening(start: Position, plies: number, random: () => number): Move[] {
  checkPosition(start, 'randomOpening');
  checkWhole(plies, 'randomOpening', 'plies', 0);
  if (typeof random !== 'function') throw wrongType('randomOpening', 'a random function (as rng(seed) gives)', random);
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

/** How one self-play game was made: what its tags and opening comment say. */
export interface SelfplayInfo {
  readonly round: number;
  /** Search depth of White's engine and of Black's (the same for an engine against itself). */
  readonly whiteDepth: number;
  readonly blackDepth: number;
  readonly seed: number;
  readonly randomPlies: number;
  readonly date: string;
}

/** One game as PDN text (through the record writer), with honest tags: who played and how it ended. */
export function selfplayPdn(game: PlayedGame, info: SelfplayInfo): string {
  const g = game as Partial<PlayedGame> | null;
  if (g === null || typeof g !== 'object' || !Array.isArray(g.moves) || typeof g.result !== 'string' || typeof g.termination !== 'string')
    throw wrongType('selfplayPdn', 'a played game ({ start, moves, result, termination }), as playGame gives', game);
  checkPosition(g.start, 'selfplayPdn');
  if (info === null || typeof info !== 'object') throw wrongType('selfplayPdn', 'self-play information ({ round, whiteDepth, ... })', info);
  checkFields(info, 'selfplayPdn', { round: 'number', whiteDepth: 'number', blackDepth: 'number', seed: 'number', randomPlies: 'number', date: 'string' });
  const engine = (depth: number): string => `bashni engine (alpha-beta, depth ${depth})`;
  const tags: [string, string][] = [
    ['Event', game.start.variant === 'lasca' ? 'Lasca engine self-play' : 'Bashni engine self-play'],
    ['Site', 'bashni selfplay'],
    ['Date', info.date],
    ['Round', String(info.round)],
    ['White', engine(info.whiteDepth)],
    ['Black', engine(info.blackDepth)],
    ['Result', game.result],
    ['Variant', VARIANT_TAGS[game.start.variant]],
    ['Termination', game.termination],
  ];
  const players =
    info.whiteDepth === info.blackDepth ? `both sides are the engine at depth ${info.whiteDepth}` : `White is the engine at depth ${info.whiteDepth} and Black the engine at depth ${info.blackDepth}`;
  const opening = `The first ${info.randomPlies} plies were chosen at random (seed ${info.seed}); after that ${players}.`;
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
