// `find`'s fast path: a game read by the light scanner (grammar/main-line-scan.ts) matched by
// walking its main line on the mutable board (main-line-walk.ts), with the answers matchGame
// (find-match.ts) gives from the full parse and replay. It stops walking as soon as the rest of
// the line cannot change the answer: every filter decided, or, for an exact position, fewer
// occupied squares left than the position has (they never grow). It returns undefined for what
// it leaves to matchGame: the verify verdict (--valid), dedupe keys, a record without a variant
// or whose [FEN] does not read, russian's folded capture paths.
// Browser-safe.
import { parseFen } from '../engine/fen.ts';
import { Position } from '../engine/position.ts';
import type { VariantName } from '../engine/types.ts';
import type { MainLineMoves, ScannedGame } from '../grammar/main-line-scan.ts';
import { tagNamed, type GameRecord } from '../grammar/record.ts';
import type { SourcePos } from '../grammar/source-pos.ts';
import { matchTags, needsReplay, type GameMatch, type PositionTest } from './find-match.ts';
import { hasPositionFilter, type FindQuery } from './find-query.ts';
import { MainLineWalker, WALK_DECLINED } from './main-line-walk.ts';
import { detectVariant, variantOf } from './variant.ts';

/** A record of a scanned game's tags and terminator alone (what tag filters and the variant read). */
export function scannedRecord(scan: ScannedGame, pos: SourcePos): GameRecord {
  return { tags: scan.tags.map((t) => ({ name: t.name, value: t.value, pos })), before: [], moves: [], trailing: [], result: { text: scan.result, pos }, pos };
}

const initials = new Map<VariantName, Position>();

/** The start of a scanned game: its [FEN] tag, else the initial position; undefined when the FEN does not read (replay.ts reports why). */
export function scannedStart(game: GameRecord, variant: VariantName): Position | undefined {
  const fen = tagNamed(game, 'FEN');
  if (fen) {
    const r = parseFen(fen.value, variant);
    return r.ok ? r.value : undefined;
  }
  let p = initials.get(variant);
  if (!p) initials.set(variant, (p = Position.initial(variant)));
  return p;
}

/** Whether the position on the board passes the position filters (by its hash first, when every filter names a FEN). */
function positionHere(w: MainLineWalker, tests: PositionTest, targets: ReturnType<PositionTest['targets']>): boolean {
  if (targets) {
    const lo = w.hashLo;
    const hi = w.hashHi;
    let any = false;
    for (let i = 0; i < targets.hashes.length && !any; i++) any = targets.hashes[i]![0] === lo && targets.hashes[i]![1] === hi;
    if (!any) return false;
  }
  return tests.matches(w.position());
}

export interface WalkMatchOptions {
  /** Rules of a record that names none (default bashni). */
  readonly variant?: VariantName;
  readonly positions: PositionTest;
  readonly walker: MainLineWalker;
}

/** matchGame's answer for a scanned game, or undefined when the full path must answer. */
export function matchScanned(record: GameRecord, moves: MainLineMoves, q: FindQuery, opts: WalkMatchOptions): GameMatch | undefined {
  if (q.valid !== undefined || q.dedupe) return undefined;
  if (!matchTags(record, q)) return { matched: false };
  if (q.variant !== undefined && detectVariant(record, q.variant).variant !== q.variant) return { matched: false };
  if (!needsReplay(q)) return { matched: true };
  const variant = variantOf(record, opts.variant ?? q.variant ?? 'bashni').variant;
  if (!variant) return undefined;
  const start = scannedStart(record, variant);
  if (!start) return undefined;
  const w = opts.walker;
  w.start(start);
  const positional = hasPositionFilter(q);
  const targets = positional ? opts.positions.targets() : undefined;
  const tests = opts.positions;
  let ply = positional && positionHere(w, tests, targets) ? 0 : undefined;
  const wanted = q.moves ?? [];
  let maxJumps = 0;
  let promoted = false;
  let plies = 0;
  while (
    plies < moves.length &&
    // walk on while the rest of the line can change the answer
    (plies < wanted.length ||
      (q.capture !== undefined && maxJumps < q.capture) ||
      (q.promotion === true && !promoted) ||
      (positional && ply === undefined && !(targets && w.occupied() < targets.occupied)))
  ) {
    // (past the opening moves asked for, a move's number among the legal moves is not needed)
    const opening = plies < wanted.length;
    const index = opening ? w.resolveMove(moves, plies) : w.playUnnumbered(moves, plies);
    if (index === WALK_DECLINED) return undefined;
    if (index < 0) break; // the line ends at its first problem, as replay.ts ends it
    if (opening) {
      const want = w.resolve(wanted[plies]!);
      if (want === WALK_DECLINED) return undefined;
      if (want !== index) return { matched: false };
      w.playIndex(index);
    }
    plies++;
    if (w.jumps > maxJumps) maxJumps = w.jumps;
    if (w.promotes) promoted = true;
    if (positional && ply === undefined && positionHere(w, tests, targets)) ply = plies;
  }
  const no = { matched: false };
  if (plies < wanted.length) return no;
  if (q.capture !== undefined && maxJumps < q.capture) return no;
  if (q.promotion && !promoted) return no;
  if (positional && ply === undefined) return no;
  return { matched: true, ...(ply !== undefined ? { ply } : {}) };
}
