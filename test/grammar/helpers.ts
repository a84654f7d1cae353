// Shared helpers of the grammar tests: corpus paths, records without positions, strict form.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePdn, strictMoveText, SEVEN_TAG_ROSTER, type GameRecord } from '../../grammar/index.ts';

/** test/corpus/: the real PDN files kept in the repository (origins in its MANIFEST.md). */
const corpusUrl = new URL('../corpus/', import.meta.url);

export function corpusFiles(dir: string): string[] {
  return readdirSync(fileURLToPath(new URL(`${dir}/`, corpusUrl)))
    .filter((f) => f.endsWith('.pdn'))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** The repository's root folder. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every PDN file under `dir` (relative to the repository's root), in its sub-folders too, sorted; paths relative to the root. */
export function pdnFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(REPO_ROOT, dir)).sort()) {
    const path = join(dir, name);
    if (statSync(join(REPO_ROOT, path)).isDirectory()) out.push(...pdnFilesUnder(path));
    else if (name.toLowerCase().endsWith('.pdn')) out.push(path);
  }
  return out;
}

export function readCorpus(path: string): string {
  return decodePdn(readFileSync(fileURLToPath(new URL(path, corpusUrl)))).text;
}

/** A deep copy without `pos` fields (records compared ignoring positions). */
export function withoutPos<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (k, v) => (k === 'pos' ? undefined : v)));
}

/** What strict writing is allowed to change: tag order, move numbers, result form, move texts. */
export function strictForm(games: readonly GameRecord[]): unknown {
  const line = (moves: GameRecord['moves']): unknown =>
    moves.map((m) => ({
      ...m,
      number: undefined,
      text: strictMoveText(m.text),
      variations: m.variations.map((v) => ({ ...v, moves: line(v.moves) })),
    }));
  return withoutPos(
    games.map((g) => {
      const roster = SEVEN_TAG_ROSTER.map((n) => n.toLowerCase());
      const rank = (name: string) => {
        const i = roster.indexOf(name.toLowerCase());
        return i < 0 ? roster.length : i;
      };
      const tags = g.tags
        .map((t, i) => ({ t, i }))
        .sort((a, b) => rank(a.t.name) - rank(b.t.name) || a.i - b.i)
        .map((x) => x.t);
      const result = g.result?.text === '½-½' ? '1/2-1/2' : g.result && ['1-0', '0-1', '1/2-1/2', '2-0', '0-2', '1-1', '0-0', '*'].includes(g.result.text) ? g.result.text : '*';
      return { ...g, tags, moves: line(g.moves), result };
    }),
  );
}
