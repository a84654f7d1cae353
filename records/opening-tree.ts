// The opening tree of a collection, as lichess's explorer shows it: from one position, each next
// move played in the games that reached it, with how many games and how they ended; to a depth of
// N plies. Games are added one at a time (a replayed main line and its result), so the tree of a
// collection of any size takes the memory of its distinct lines only. Browser-safe: the site's
// explorer can build it too.
import { makeFen } from '../engine/fen.ts';
import { makeMoveText } from '../engine/notation.ts';
import type { Position } from '../engine/position.ts';
import type { Color } from '../engine/types.ts';
import type { ResolvedPly } from './replay.ts';
import { samePosition } from './find-match.ts';
import { isList, wrongType } from '../engine/argument-error.ts';
import { checkPosition } from '../engine/position.ts';
import { checkCounts, checkPlies, checkSide, checkWinner } from './find-checks.ts';
import { WALK_DECLINED, type MainLineWalker } from './main-line-walk.ts';
import type { MainLineMoves } from '../grammar/main-line-scan.ts';

/** Results counted: a game with another result (`*`, none) counts in `games` alone. */
export interface OpeningCounts {
  games: number;
  white: number;
  draws: number;
  black: number;
}

/** One next move and the games that played it (`openings --json`). */
export interface OpeningMove extends OpeningCounts {
  readonly move: string;
  /** With `--plies` above 1: the moves after this one. */
  moves?: OpeningMove[];
}

export interface OpeningReport extends OpeningCounts {
  readonly fen: string;
  readonly moves: OpeningMove[];
}

interface Node extends OpeningCounts {
  readonly children: Map<string, Node>;
}

const newNode = (): Node => ({ games: 0, white: 0, draws: 0, black: 0, children: new Map() });

/** A move as the tree names it: algebraic squares, every landing square, `-` or `:`. */
export const openingMoveText = (before: Position, ply: Pick<ResolvedPly, 'move'>): string => makeMoveText(before, ply.move, { squares: 'algebraic', captures: 'full', separator: ':' });

export class OpeningTree {
  private readonly root: Node;

  constructor(
    readonly target: Position,
    /** How many plies deep the tree goes (1: the next moves alone). */
    readonly plies: number = 1,
  ) {
    checkPosition(target, 'new OpeningTree');
    checkPlies(plies, 'new OpeningTree');
    this.root = newNode();
  }

  /**
   * Adds one game: its start and main line, and its result's winner (`draw`, or undefined when it
   * has no decided result). The game counts when the target position occurs in it (the first
   * time); returns the ply where it first did (0: the start; the game page's `#ply`), else undefined.
   */
  add(start: Position, line: readonly ResolvedPly[], winner: Color | 'draw' | undefined): number | undefined {
    checkPosition(start, 'OpeningTree.add');
    if (!isList(line)) throw wrongType('OpeningTree.add', 'a main line (a list of replayed plies)', line);
    checkWinner(winner, 'OpeningTree.add');
    let at = -1;
    if (samePosition(start, this.target)) at = 0;
    else
      for (let i = 0; i < line.length; i++)
        if (samePosition(line[i]!.after, this.target)) {
          at = i + 1;
          break;
        }
    if (at < 0) return undefined;
    const moves: string[] = [];
    for (let i = at; i < line.length && i < at + this.plies; i++) moves.push(openingMoveText(line[i]!.before, line[i]!));
    this.addMoves(moves, winner);
    return at;
  }

  /**
   * add() for a main line given as move texts, walked on the board (main-line-walk.ts) rather than
   * replayed: the same count and moves. Returns undefined, adding nothing, for a line the walker
   * leaves to the replay (russian's folded capture paths).
   */
  addWalked(start: Position, moves: MainLineMoves, winner: Color | 'draw' | undefined, w: MainLineWalker): boolean | undefined {
    const target = this.target;
    const lo = Number(target.hash() & 0xffffffffn);
    const hi = Number(target.hash() >> 32n);
    const occupied = (this.targetOccupied ??= target.columns().length);
    w.start(start);
    let at = w.hashLo === lo && w.hashHi === hi && samePosition(w.position(), target) ? 0 : -1;
    // find the target: the line ends at its first problem, or once fewer squares are occupied than the target has (they never grow)
    for (let i = 0; at < 0 && i < moves.length && w.occupied() >= occupied; i++) {
      const index = w.playUnnumbered(moves, i);
      if (index === WALK_DECLINED) return undefined;
      if (index < 0) break;
      if (w.hashLo === lo && w.hashHi === hi && samePosition(w.position(), target)) at = i + 1;
    }
    if (at < 0) return false;
    const next: string[] = [];
    for (let i = at; i < moves.length && i < at + this.plies; i++) {
      const index = w.resolveMove(moves, i);
      if (index === WALK_DECLINED) return undefined;
      if (index < 0) break;
      const before = w.position();
      next.push(openingMoveText(before, { move: w.moveAt(index, before) }));
      w.playIndex(index);
    }
    this.addMoves(next, winner);
    return true;
  }

  private targetOccupied: number | undefined;

  /** Adds one game that reached the target and went on with these moves (at most `plies` are used). */
  addMoves(moves: readonly string[], winner: Color | 'draw' | undefined): void {
    if (!isList(moves) || !moves.every((m) => typeof m === 'string')) throw wrongType('OpeningTree.addMoves', 'moves as a list of strings', moves);
    checkWinner(winner, 'OpeningTree.addMoves');
    let node = this.root;
    count(node, winner);
    for (const text of moves.slice(0, this.plies)) {
      let child = node.children.get(text);
      if (!child) node.children.set(text, (child = newNode()));
      count(child, winner);
      node = child;
    }
  }

  /** The tree as `openings --json` prints it: moves by games, most first (then by name). */
  report(): OpeningReport {
    const { games, white, draws, black } = this.root;
    return { fen: makeFen(this.target), games, white, draws, black, moves: movesOf(this.root, this.plies - 1) };
  }
}

function count(n: Node, winner: Color | 'draw' | undefined): void {
  n.games++;
  if (winner === 'white') n.white++;
  else if (winner === 'black') n.black++;
  else if (winner === 'draw') n.draws++;
}

function movesOf(n: Node, depth: number): OpeningMove[] {
  return [...n.children]
    .sort((a, b) => b[1].games - a[1].games || (a[0] < b[0] ? -1 : 1))
    .map(([move, c]) => ({ move, games: c.games, white: c.white, draws: c.draws, black: c.black, ...(depth > 0 && c.children.size ? { moves: movesOf(c, depth - 1) } : {}) }));
}

/**
 * The score of a move for the side that plays it, in percent (a win 1, a draw half), over the
 * games with a decided result; undefined when it has none.
 */
export function moveScore(c: OpeningCounts, side: Color): number | undefined {
  checkCounts(c, 'moveScore');
  checkSide(side, 'moveScore');
  const decided = c.white + c.draws + c.black;
  if (decided === 0) return undefined;
  return (100 * ((side === 'white' ? c.white : c.black) + c.draws / 2)) / decided;
}
