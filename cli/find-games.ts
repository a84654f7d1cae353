// `bashni find` on a batch of games: each game read with the light scanner and walked on the
// board, or parsed and replayed where they decline, and matched against the query. A task of
// `--jobs` (cli/tasks.ts), and what the thread writing the output calls for the games an index
// names: the same answers on any thread.
import type { VariantName } from '../engine/types.ts';
import type { ParseProblem } from '../grammar/record.ts';
import type { GameKeys } from '../records/duplicates.ts';
import { PositionTest, matchGame } from '../records/find-match.ts';
import { parseFindQuery, type FindQuery, type FindQueryText } from '../records/find-query.ts';
import { matchScanned, scannedRecord } from '../records/find-walk.ts';
import { MainLineWalker } from '../records/main-line-walk.ts';
import { chooseVariant } from '../records/variant-auto.ts';
import { batchGames, isBroken, type GameBatch } from './collection.ts';
import type { CollectionGame } from './collection-game.ts';

/** What a game came to: broken (with the error), not matched, or matched (with what the output needs). */
export type GameFound = { readonly problem: ParseProblem } | { readonly matched: false } | { readonly matched: true; readonly ply?: number; readonly variant?: VariantName; readonly keys?: GameKeys };

/** A query ready to match games: compiled once. */
export interface FindContext {
  readonly query: FindQuery;
  /** `--variant auto`: each game's rules chosen (chooseVariant). */
  readonly auto: boolean;
  readonly positions: PositionTest;
  readonly walker: MainLineWalker;
}

export function findContext(query: FindQuery, auto: boolean): FindContext {
  return { query, auto, positions: new PositionTest(query), walker: new MainLineWalker() };
}

/** One game against the query: the light scanner and the board walker first; the full parse and replay for what they leave. */
export function findInGame(g: CollectionGame, c: FindContext): GameFound {
  const q = c.query;
  const scan = c.auto ? undefined : g.scan();
  let m = scan && matchScanned(scannedRecord(scan, g.pos), scan.moves, q, { variant: q.variant, positions: c.positions, walker: c.walker });
  if (!m) {
    if (isBroken(g.parsed)) return { problem: g.parsed.errors.find((e) => e.severity === 'error')! };
    const variant = c.auto ? chooseVariant(g.parsed.game, g.parsed.errors).variant : q.variant;
    m = matchGame(g.parsed.game, q, { variant, parseErrors: g.parsed.errors, positions: c.positions });
  }
  if (!m.matched) return { matched: false };
  const variant = c.auto ? m.replay?.variant : undefined;
  return { matched: true, ...(m.ply !== undefined ? { ply: m.ply } : {}), ...(variant ? { variant } : {}), ...(m.keys ? { keys: m.keys } : {}) };
}

export interface FindBatch {
  readonly batch: GameBatch;
  /** The query's texts as given (read again on each thread: a FindQuery holds RegExps and Positions). */
  readonly query: FindQueryText;
  readonly auto: boolean;
}

/** The games of a batch that matched or were broken, by their place in the batch (the rest did not match). */
export type FoundBatch = readonly (readonly [number, GameFound])[];

/** The contexts of the queries met, by their texts (a thread sees one query a command). */
const contexts = new Map<string, FindContext>();

export function findBatch({ batch, query, auto }: FindBatch): FoundBatch {
  const key = JSON.stringify([query, auto]);
  let c = contexts.get(key);
  if (!c) {
    const r = parseFindQuery(query);
    // (the command read the same texts before giving them out)
    if (!r.ok) throw new Error(`find: a query that does not read reached a task: ${r.error.message}`);
    contexts.set(key, (c = findContext(r.value, auto)));
  }
  const out: [number, GameFound][] = [];
  for (const [k, g] of batchGames(batch).entries()) {
    const found = findInGame(g, c);
    if (!('matched' in found) || found.matched) out.push([k, found]);
  }
  return out;
}
