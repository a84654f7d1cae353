// Shared test helpers: random positions and conversions to the reference generator's form.
import { Position } from '../../engine/position.ts';
import { boardSquares, isFarRow } from '../../engine/squares.ts';
import { variantRules } from '../../engine/variant.ts';
import type { ColumnText, Move, Square, VariantName } from '../../engine/types.ts';
import { NAMES } from './reference.ts';
import type { RefMove, RefPosition } from './reference.ts';

export { rng } from '../../engine/random.ts';

export function toRef(pos: Position): RefPosition {
  const board = new Map<string, string>();
  for (const [sq, col] of pos.columns()) board.set(NAMES[sq]!, col);
  return { variant: pos.variant, turn: pos.turn, board };
}

export const moveKey = (m: { from: number; path: readonly number[]; jumped: readonly number[] }): string => `${m.from}/${m.path.join(',')}/${m.jumped.join(',')}`;

/** Russian move identity: from, to and the captured set (the path is not part of it). */
export const dedupeKey = (m: { from: number; path: readonly number[]; jumped: readonly number[] }): string => `${m.from}/${m.path[m.path.length - 1]}/${[...m.jumped].sort((a, b) => a - b).join(',')}`;

function boardKey(entries: Iterable<[string, string]>): string {
  return [...entries]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
}

function positionBoardKey(pos: Position): string {
  return boardKey(pos.columns().map(([s, c]) => [NAMES[s]!, c] as [string, string]));
}

/** Compares engine and reference move sets and resulting boards; returns a description of the first difference. */
export function compareWithReference(
  pos: Position,
  engineMoves: readonly Move[],
  refMoves: readonly RefMove[],
  keyOf: (m: { from: number; path: readonly number[]; jumped: readonly number[] }) => string = moveKey,
): string | undefined {
  const ek = engineMoves.map(keyOf).sort();
  const rk = refMoves.map(keyOf).sort();
  if (ek.join(' ') !== rk.join(' ')) {
    const onlyE = ek.filter((k) => !rk.includes(k));
    const onlyR = rk.filter((k) => !ek.includes(k));
    return `move sets differ: engine only [${onlyE.join(' ')}], reference only [${onlyR.join(' ')}] (engine ${ek.length}, reference ${rk.length})`;
  }
  for (const m of engineMoves) {
    const r = refMoves.find((x) => keyOf(x) === keyOf(m))!;
    const a = positionBoardKey(pos.play(m));
    const b = boardKey(r.after);
    if (a !== b) return `after ${moveKey(m)}: engine ${a} / reference ${b}`;
  }
  return undefined;
}

/**
 * A random legal-looking position: columns of random height with at most two colour layers,
 * random kings (prisoners too), at most 12 pieces a colour (11 in lasca), no man commanding on its own far row.
 */
export function randomPosition(rand: () => number, variant: VariantName): Position {
  const columns = new Map<Square, ColumnText>();
  const most = variantRules(variant).piecesPerSide;
  let white = most - Math.floor(rand() * 6);
  let black = most - Math.floor(rand() * 6);
  const squares = boardSquares(variant).sort(() => rand() - 0.5);
  const nColumns = 2 + Math.floor(rand() * 12);
  for (const sq of squares.slice(0, nColumns)) {
    if (white + black === 0) break;
    let top: 'w' | 'b' = rand() < 0.5 ? 'w' : 'b';
    if (top === 'w' && white === 0) top = 'b';
    if (top === 'b' && black === 0) top = 'w';
    const tall = variant !== 'russian' && rand() < 0.5;
    const nTop = tall ? 1 + Math.floor(rand() * 3) : 1;
    const nUnder = tall ? Math.floor(rand() * 4) : 0;
    let text = '';
    const avail = (c: string): number => (c === 'w' ? white : black);
    const take = (c: string): void => {
      if (c === 'w') white--;
      else black--;
    };
    const other = top === 'w' ? 'b' : 'w';
    for (let i = 0; i < nTop && avail(top) > 0; i++) {
      take(top);
      text += rand() < 0.25 ? top.toUpperCase() : top;
    }
    for (let i = 0; i < nUnder && avail(other) > 0; i++) {
      take(other);
      text += rand() < 0.25 ? other.toUpperCase() : other;
    }
    if (text === '') continue;
    // a man cannot command on its own far row
    const far = isFarRow(sq, top === 'w' ? 'white' : 'black', variant);
    if (far) text = text[0]!.toUpperCase() + text.slice(1);
    columns.set(sq, text);
  }
  return Position.setup(variant, rand() < 0.5 ? 'white' : 'black', columns);
}
