// A deliberately naive reference move generator, written straight from the rules text
// (docs/rules.md R1-R12 and its variants) for cross-checking engine/board.ts. It shares no code with
// the engine: its own coordinates, its own board (a map from square names to column strings,
// top first), immutable copies at every step, no bit tricks, no precomputed rays.
// Only the numbering convention (PDN 1..32 along the ranks from Black's side) is shared, as docs/rules.md fixes it.
// Lasca is played on the same names cut to files a-g and ranks 1-7 (docs/rules.md, Lasca).

type RefVariant = 'bashni' | 'bashni-forward' | 'bashni-turkish' | 'russian' | 'lasca';
type RefColor = 'white' | 'black';

/** Square names of the dark squares, in PDN order: NAMES[n - 1] is numeric square n. */
export const NAMES: string[] = [];
for (let rank = 8; rank >= 1; rank--) {
  for (const file of 'abcdefgh') {
    const f = 'abcdefgh'.indexOf(file);
    // a1 is dark: dark squares have file index + rank index even
    if ((f + (rank - 1)) % 2 === 0) NAMES.push(`${file}${rank}`);
  }
}
const NUMBER = new Map(NAMES.map((n, i) => [n, i]));

/** A position: square name -> column, top first, letters w b W B. */
export interface RefPosition {
  variant: RefVariant;
  turn: RefColor;
  board: ReadonlyMap<string, string>;
}

export interface RefMove {
  from: number;
  path: number[];
  jumped: number[];
  after: Map<string, string>;
}

function neighbour(variant: RefVariant, name: string, df: number, dr: number, steps = 1): string | undefined {
  const size = variant === 'lasca' ? 7 : 8;
  const f = 'abcdefgh'.indexOf(name[0]!) + df * steps;
  const r = Number(name.slice(1)) + dr * steps;
  if (f < 0 || f > size - 1 || r < 1 || r > size) return undefined;
  return `${'abcdefgh'[f]}${r}`;
}

const DIRS: [number, number][] = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

const colorOf = (letter: string): RefColor => (letter.toLowerCase() === 'w' ? 'white' : 'black');
const isKing = (letter: string): boolean => letter === 'W' || letter === 'B';
const farRank = (variant: RefVariant, c: RefColor): number => (c === 'white' ? (variant === 'lasca' ? 7 : 8) : 1);

interface CaptureState {
  board: Map<string, string>; // the mover is NOT on the board (its origin counts as empty)
  at: string;
  mover: string; // the moving column, top first
  last: string | undefined; // the column jumped by the previous jump (R8)
  ended: boolean; // lasca: a man promoted, which ends the move
  blocked: Set<string>; // squares jumped in this move (turkish strike: bashni-turkish and russian)
  path: string[];
  jumped: string[];
}

/** The single jumps available from a capture state, before the landing rule. */
function rawJumps(pos: RefPosition, s: CaptureState): CaptureState[] {
  if (s.ended) return [];
  const me = colorOf(s.mover[0]!);
  const king = isKing(s.mover[0]!);
  // lasca: an officer jumps only the square next to it
  const flies = king && pos.variant !== 'lasca';
  const free = (sq: string): boolean => !s.board.has(sq) && !s.blocked.has(sq);
  const out: CaptureState[] = [];
  for (const [df, dr] of DIRS) {
    // bashni-forward and lasca: a man captures only forward (towards the far rank); a king in every direction
    if ((pos.variant === 'bashni-forward' || pos.variant === 'lasca') && !king && dr !== (me === 'white' ? 1 : -1)) continue;
    // find the column to jump in this direction
    let k = 1;
    let victim = neighbour(pos.variant, s.at, df, dr, k);
    if (flies) {
      while (victim !== undefined && free(victim)) {
        k++;
        victim = neighbour(pos.variant, s.at, df, dr, k);
      }
    }
    if (victim === undefined) continue;
    if (s.blocked.has(victim)) continue; // cannot jump a square twice under the Turkish strike
    const victimColumn = s.board.get(victim);
    if (victimColumn === undefined) continue;
    if (colorOf(victimColumn[0]!) === me) continue;
    if (victim === s.last) continue; // R8: not the same column straight back
    // landing squares behind it
    const landings: string[] = [];
    let j = k + 1;
    for (;;) {
      const l = neighbour(pos.variant, s.at, df, dr, j);
      if (l === undefined || !free(l)) break;
      landings.push(l);
      if (!flies) break;
      j++;
    }
    for (const l of landings) {
      const board = new Map(s.board);
      const blocked = new Set(s.blocked);
      let mover = s.mover;
      const taken = victimColumn[0]!;
      if (pos.variant === 'russian') {
        blocked.add(victim); // stays until the move ends
      } else {
        // R7: only the commander is taken, to the bottom of the capturing column at once
        const rest = victimColumn.slice(1);
        if (rest === '') board.delete(victim);
        else board.set(victim, rest);
        mover = mover + taken;
        // lasca: a column is jumped at most once a move
        if (pos.variant === 'bashni-turkish' || pos.variant === 'lasca') blocked.add(victim);
      }
      // R9: promotion on the far row, immediately; in lasca it ends the move
      const promoted = !king && Number(l.slice(1)) === farRank(pos.variant, me);
      if (promoted) mover = mover[0]!.toUpperCase() + mover.slice(1);
      out.push({ board, at: l, mover, last: victim, ended: promoted && pos.variant === 'lasca', blocked, path: [...s.path, l], jumped: [...s.jumped, victim] });
    }
  }
  return out;
}

/** The jumps available from a capture state: each a new state (immutable copies). */
function jumpsFrom(pos: RefPosition, s: CaptureState): CaptureState[] {
  const out = rawJumps(pos, s);
  // R6, the landing rule: for each jumped column and direction, if some landing squares allow
  // a further capture, only those may be chosen.
  const groups = new Map<string, CaptureState[]>();
  for (const st of out) {
    const key = st.jumped[st.jumped.length - 1]!;
    groups.set(key, [...(groups.get(key) ?? []), st]);
  }
  const result: CaptureState[] = [];
  for (const group of groups.values()) {
    const continuing = group.filter((st) => rawJumps(pos, st).length > 0);
    result.push(...(continuing.length > 0 ? continuing : group));
  }
  return result;
}

function finish(pos: RefPosition, s: CaptureState, from: string): RefMove {
  const after = new Map(s.board);
  if (pos.variant === 'russian') for (const b of s.blocked) after.delete(b);
  after.set(s.at, s.mover);
  return { from: NUMBER.get(from)!, path: s.path.map((p) => NUMBER.get(p)!), jumped: s.jumped.map((p) => NUMBER.get(p)!), after };
}

/** Every legal move. dedupe: russian only, one move per (from, to, captured set). */
export function referenceMoves(pos: RefPosition, dedupe = true): RefMove[] {
  const captures: RefMove[] = [];
  for (const [sq, column] of pos.board) {
    if (colorOf(column[0]!) !== pos.turn) continue;
    const board = new Map(pos.board);
    board.delete(sq); // the origin counts as empty during the capture
    const start: CaptureState = { board, at: sq, mover: column, last: undefined, ended: false, blocked: new Set(), path: [], jumped: [] };
    // R4: a sequence continues while a further capture exists
    const stack = jumpsFrom(pos, start);
    while (stack.length > 0) {
      const st = stack.pop()!;
      const next = jumpsFrom(pos, st);
      if (next.length === 0) captures.push(finish(pos, st, sq));
      else stack.push(...next);
    }
  }
  if (captures.length > 0) {
    if (pos.variant !== 'russian' || !dedupe) return captures;
    const seen = new Set<string>();
    return captures.filter((m) => {
      const key = `${m.from}|${m.path[m.path.length - 1]}|${[...m.jumped].sort((a, b) => a - b).join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const quiet: RefMove[] = [];
  for (const [sq, column] of pos.board) {
    if (colorOf(column[0]!) !== pos.turn) continue;
    const king = isKing(column[0]!);
    for (const [df, dr] of DIRS) {
      if (!king && dr !== (pos.turn === 'white' ? 1 : -1)) continue;
      for (let k = 1; ; k++) {
        const to = neighbour(pos.variant, sq, df, dr, k);
        if (to === undefined || pos.board.has(to)) break;
        const after = new Map(pos.board);
        after.delete(sq);
        let moved = column;
        if (!king && Number(to.slice(1)) === farRank(pos.variant, pos.turn)) moved = column[0]!.toUpperCase() + column.slice(1);
        after.set(to, moved);
        quiet.push({ from: NUMBER.get(sq)!, path: [NUMBER.get(to)!], jumped: [], after });
        if (!king || pos.variant === 'lasca') break;
      }
    }
  }
  return quiet;
}

function referencePlay(pos: RefPosition, m: RefMove): RefPosition {
  return { variant: pos.variant, turn: pos.turn === 'white' ? 'black' : 'white', board: m.after };
}

export function referencePerft(pos: RefPosition, depth: number, dedupe = true): number {
  if (depth === 0) return 1;
  const moves = referenceMoves(pos, dedupe);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += referencePerft(referencePlay(pos, m), depth - 1, dedupe);
  return n;
}
