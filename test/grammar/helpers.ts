// Shared helpers of the grammar tests: corpus paths, records without positions, strict form.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePdn, strictMoveText, SEVEN_TAG_ROSTER, type GameRecord } from '../../grammar/index.ts';
import { lexPdn } from '../../grammar/lexer.ts';

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

/** Characters the mutations insert: PDN's own, spaces and line breaks of all kinds, controls, Latin-1, Cyrillic, Greek, punctuation, CJK, surrogates. */
const ALPHABET = [
  ...'{}()[]"\\/;%$!?.…-x:×*½0123456789abcdefghijABCDEFGHIJWBK,',
  ...' \t\r\n\u000b\u000c\u00a0\u1680\u2000\u200b\u2028\u2029\u202f\u205f\u3000\ufeff',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  'é',
  'ж',
  'Ж',
  'ϼ',
  'Ω',
  '\u04ff',
  '\u0500',
  '\u2010',
  '\u2027',
  '\u2030',
  '\u205e',
  '\u2060',
  '中',
  '\ud83d',
  '\ude00',
  '😀',
  '\uffff',
];

/** One text changed by one to eight random edits (seeded: `rnd` from engine/random.ts rng). */
export function mutate(text: string, rnd: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const at = () => Math.floor(rnd() * (text.length + 1));
  const edits = 1 + Math.floor(rnd() * 8);
  for (let n = 0; n < edits; n++) {
    const i = at();
    const j = Math.min(text.length, i + 1 + Math.floor(rnd() * 12));
    switch (Math.floor(rnd() * 9)) {
      case 0: // delete a stretch
        text = text.slice(0, i) + text.slice(j);
        break;
      case 1: // insert a character
        text = text.slice(0, i) + pick(ALPHABET) + text.slice(i);
        break;
      case 2: // duplicate a stretch
        text = text.slice(0, j) + text.slice(i, j) + text.slice(j);
        break;
      case 3: {
        // a token's text elsewhere
        const tokens = lexPdn(text).tokens;
        if (tokens.length > 0) text = text.slice(0, i) + pick(tokens).image + text.slice(i);
        break;
      }
      case 4: {
        // a token deleted
        const tokens = lexPdn(text).tokens;
        if (tokens.length > 0) {
          const t = pick(tokens);
          text = text.slice(0, t.startOffset) + text.slice(t.startOffset + t.image.length);
        }
        break;
      }
      case 5: // an unbalanced bracket, brace, quote or parenthesis
        text = text.slice(0, i) + pick([...'[]{}"()(((']) + text.slice(i);
        break;
      case 6: // a random run of any UTF-16 units
        text = text.slice(0, i) + String.fromCharCode(...Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => Math.floor(rnd() * 0x10000))) + text.slice(i);
        break;
      case 7: // the line breaks of a stretch removed (long lines) or changed
        text = text.slice(0, i) + text.slice(i, j + 200).replace(/\r\n|\r|\n/g, () => pick([' ', '', '\r', '\r\n', '\n\n'])) + text.slice(j + 200);
        break;
      case 8: // a stretch swapped with the next
        text = text.slice(0, i) + text.slice(j, 2 * j - i) + text.slice(i, j) + text.slice(2 * j - i);
        break;
    }
  }
  return text;
}
