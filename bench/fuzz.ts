// Fuzz target of the PDN grammar and of every command's path:
// `npm run fuzz [-- --count N --seed S --kinds K1,K2 --save DIR]` (`--kind K`: one kind in this
// process, without the commands run as processes).
// Kinds of input (each run in its own child process, so its peak memory is its own):
// - mutations: corpus files and the grammar's test cases mutated (byte flips, deletions,
//   duplications, splices, deep nesting, huge tokens, truncation);
// - unreadable-runs: long runs (1 KB to 1.1 MB) of characters no token starts with (NUL, control
//   characters, CJK, U+FFFD, lone surrogates, random bytes as decoded) put into a game;
// - huge-games: games of 1,000 to 120,000 plies (king moves back and forth, with comments, NAGs
//   and variations, or a real game's moves repeated), some past the caps of one game;
// - tag-controls: control characters (ESC sequences, NUL, C1, bidi overrides) in tag values and
//   names, comments and move text;
// - puzzle-yaml: the puzzle files mutated (shapes, values, sources), through `puzzles check`;
// - yaml-hostile: YAML built to hurt its reader (issue 47): block sequences 50 to 1,500 levels
//   deep (one or two documents), flow brackets up to 100,000 deep, a puzzle's value nested deep,
//   scalars of up to 4 MB (plain, quoted, literal, folded), anchors whose aliases multiply
//   (billion laughs, 10 to 30 levels of 10) and floods of aliases: through the puzzle reader and
//   `puzzles check`, and the lesson reader; a file nested past MAX_YAML_DEPTH must be refused
//   with PUZZLE_TOO_DEEP / LESSON_TOO_DEEP (counted as failures otherwise);
// - comment-floods: games holding 10,000 to 200,000 comments before the first move, in a game
//   without moves, after the last move or in an empty variation (a spread of them once overflowed
//   the stack), some multi-line with lines that start like tags, some with lone-CR line ends;
// - chunk-splits: mutated corpus text (with lone CRs, a BOM, wide spaces, unclosed comments
//   before tag lines) pushed to the splitter in pieces cut at random places: the games and
//   problems must be those of parsePdn on the whole text (counted as chunking mismatches);
// - wrong-types: every function and public method the package entries export (bench/library-calls.ts)
//   called with arguments drawn from hostile values (null, undefined, NaN, 1.5, symbols, objects
//   and arrays 100,000 deep, records 20,000 variations deep or of 1,000,000 variations...) and
//   valid ones: a function that returns results must not throw; the others may throw only the
//   typed errors (ArgumentError, PdnArgumentError, with their codes), nothing else.
// - stored-values: random JSON (or what the site writes, parts of it replaced by random JSON)
//   under every key the site keeps in a browser, read by every store's reader and as a progress
//   file's parts (bench/stored-values.ts): nothing may throw, every reader gives what its page uses.
// For every PDN input: parsePdn throws nothing and reports no PDN_INTERNAL; makePdn (both modes)
// throws nothing; compatible writing is stable (counted); with control characters inserted,
// verify's text line for every game, as the CLI prints it (cli/terminal-text.ts), holds none a
// terminal acts on (counted as unsafe); and, beyond the mutations kind (or with `commands`), every
// command's path runs in process as the command runs it: verify (the verdict and its text),
// convert (rewrite and write game by game), convert --to json, annotate at depth 1.
// Every input is timed (CPU time; wall time reported too): none may take over 1 s per 100 KB.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decodePdn, GameSplitter, makePdn, parseGames, parsePdn, PdnGameWriter } from '../grammar/index.ts';
import { gameParser } from '../grammar/pdn.ts';
import { rng } from '../engine/random.ts';
import { checkGame, reportText } from '../records/verify.ts';
import { convertGame } from '../records/convert.ts';
import { gameJson } from '../records/ply-json.ts';
import { formatProblem } from '../grammar/problem.ts';
import { annotateGame } from '../records/annotate.ts';
import { CollectionCheck } from '../puzzles/check.ts';
import { readLessonFile } from '../puzzles/lesson.ts';
import { MAX_YAML_DEPTH } from '../puzzles/yaml-guard.ts';
import { sourceReader } from '../puzzles/node-files.ts';
import { safeText } from '../cli/terminal-text.ts';
import { OUT_DIR, runCommand } from './measure.ts';
import { randomStoredText, readEveryStore } from './stored-values.ts';
import { describeValue, HOSTILE, isTypedError, libraryCalls, VALID } from './library-calls.ts';

export const FUZZ_KINDS = ['mutations', 'unreadable-runs', 'huge-games', 'tag-controls', 'puzzle-yaml', 'yaml-hostile', 'comment-floods', 'chunk-splits', 'wrong-types', 'stored-values'] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

/**
 * Inputs per kind when `--count` is not given: every input runs four commands' paths, so about
 * 20 minutes in all on this shared machine (the grammar's checks alone, `runFuzz()` without the
 * paths as test/grammar/fuzz.test.ts runs it, take about 0.3 ms an input).
 */
const DEFAULT_COUNTS: Record<FuzzKind, number> = {
  mutations: 5_000,
  'unreadable-runs': 200,
  'huge-games': 100,
  'tag-controls': 5_000,
  'puzzle-yaml': 1_000,
  'yaml-hostile': 300,
  'comment-floods': 40,
  'chunk-splits': 3_000,
  'wrong-types': 3_000,
  'stored-values': 5_000,
};

export interface FuzzOptions {
  /** What the inputs are (default mutations). */
  readonly kind?: FuzzKind;
  /** Run every command's path on each PDN input (`npm run fuzz` does for every kind; default: for every kind but mutations). */
  readonly commands?: boolean;
  readonly count?: number;
  readonly seed?: number;
  /** Largest slice of a seed file taken as the base of one input (characters). */
  readonly window?: number;
  /** Largest "huge token" inserted (characters); default 200,000 (yaml-hostile's scalars: 20 times as long). */
  readonly huge?: number;
  readonly log?: (line: string) => void;
  /** Keep the largest input in the stats (`npm run fuzz` runs the commands on it in child processes). */
  readonly keepLargest?: boolean;
  /** Called with every input that failed a check (e.g. to save it). */
  readonly onFailure?: (kind: string, input: string) => void;
}

export interface FuzzStats {
  kind: FuzzKind;
  inputs: number;
  chars: number;
  /** Longest input (characters). */
  maxChars: number;
  exceptions: number;
  internal: number;
  /** Inputs over 1 s of CPU per 100 KB (at least 1 s for a smaller input). */
  slow: number;
  unstable: number;
  /** Inputs with control characters whose verify text line still held one a terminal acts on. */
  unsafe: number;
  /** chunk-splits: inputs whose games, pushed in pieces, differ from parsePdn's on the whole text. */
  chunking: number;
  /** wrong-types: the typed errors thrown, by code (what the library said of the hostile calls). */
  typedErrors: Record<string, number>;
  /** Largest CPU time of one path on one input (see PATHS). */
  maxMs: number;
  /** Largest CPU time of one path per 100 KB of input (inputs under 100 KB count as 100 KB). */
  maxMsPer100Kb: number;
  maxWallMs: number;
  /** The slowest time of each path run (ms CPU, and per 100 KB), and the largest RSS seen right after it (MB). */
  paths: Record<string, { maxMs: number; maxMsPer100Kb: number; maxRssMb: number }>;
  /** The largest input (with `keepLargest`; not in the JSON line). */
  largestInput?: string;
  /** Peak memory of the process (maxRSS), MB: the kind's own when it runs in its own process. */
  peakRssMb: number;
  seconds: number;
  failures: string[];
}

/** 100 KB, the unit of the time limit: no input may take more than 1 s of CPU per 100 KB. */
const UNIT_CHARS = 100 * 1024;

function seeds(): string[] {
  const out: string[] = [];
  // the corpus is part of the repository: a missing folder is an error, not an empty seed list
  const corpus = new URL('../test/corpus/', import.meta.url);
  for (const dir of ['pdn-standard/accept', 'pdn-standard/reject', 'checkerboard']) {
    const url = new URL(`${dir}/`, corpus);
    for (const f of readdirSync(fileURLToPath(url)).sort()) out.push(decodePdn(readFileSync(fileURLToPath(new URL(f, url)))).text);
  }
  for (const kind of ['valid', 'invalid']) {
    const url = new URL(`../test/grammar/cases/${kind}/`, import.meta.url);
    try {
      for (const f of readdirSync(fileURLToPath(url)).sort()) {
        if (f.endsWith('.pdn')) out.push(readFileSync(fileURLToPath(new URL(f, url)), 'utf8'));
      }
    } catch {
      // no cases: corpus only
    }
  }
  if (out.length === 0) out.push('[Event "x"]\n1. 32-28 19-23 (18-23 {c}) 2. 28x19 $1 14x23! 1-0\n');
  return out;
}

const PALETTE = [...'{}()[]"%;$!?/*-x:.\\ \n\r\t0123456789abcdefghKWB½…', '1-0', '0-1', '1/2-1/2', '- -', '[Event "', '/FEN "', '\u0000', '\ud800', 'я', '\ufeff'];

/** Characters no token starts with, in families (each a generator of one character). */
const UNREADABLE: readonly ((int: (n: number) => number) => string)[] = [
  () => '\u0000',
  (int) => String.fromCharCode(1 + int(8)), // C0 controls but tab and line breaks
  (int) => String.fromCharCode(0x0e + int(0x12)),
  (int) => String.fromCharCode(0x7f + int(0x21)), // DEL and C1
  (int) => String.fromCharCode(0x4e00 + int(0x5200)), // CJK
  () => '\ufffd',
  (int) => String.fromCharCode(0xd800 + int(0x800)), // lone surrogates
  () => '\ud83d\ude00',
  (int) => String.fromCharCode(int(0x10000)), // any code unit
];

/** Characters a terminal may act on: C0 but tab and line feed, DEL, C1; and the line separators and a bidi override. */
const CONTROLS = [...Array.from({ length: 32 }, (_, c) => c).filter((c) => c !== 9 && c !== 10), 0x7f, ...Array.from({ length: 32 }, (_, c) => 0x80 + c), 0x2028, 0x2029, 0x202e].map((c) =>
  String.fromCharCode(c),
);
/** What a terminal acts on, written independently of cli/terminal-text.ts. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

/** Control sequences for tags: terminal escapes, NUL, C1, bidi overrides, line separators. */
const TAG_CONTROLS = ['\u001b[1m', '\u001b[2J', '\u001b[H', '\u001b]0;title\u0007', '\u0000', '\u0001', '\u0007', '\b', '\u007f', '\u009b31m', '\u202e', '\u2028', '\u2029', '\r', '\u000b', '\u000c'];

/** A real Bashni line played by kings: from W:WKa1:BKh2, a1-b2 h2-g1 b2-a1 g1-h2 again and again. */
const SHUFFLE = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];

export function runFuzz(options: FuzzOptions = {}): FuzzStats {
  const kind = options.kind ?? 'mutations';
  const commands = options.commands ?? kind !== 'mutations';
  const count = options.count ?? 100_000;
  const random = rng(options.seed ?? 1);
  const window = options.window ?? 2000;
  const huge = options.huge ?? 200_000;
  const log = options.log ?? (() => {});
  const files = seeds();
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const slice = (text: string, max: number) => {
    if (text.length <= max) return text;
    const start = int(text.length - max);
    return text.slice(start, start + 1 + int(max));
  };

  let controls = false; // the last input had control characters inserted
  const mutate = (base: string): string => {
    let s = base;
    controls = false;
    const rounds = 1 + int(4);
    for (let r = 0; r < rounds; r++) {
      const at = int(s.length + 1);
      switch (int(10)) {
        case 0: {
          // flips
          const n = 1 + int(8);
          const chars = s.split('');
          for (let k = 0; k < n && chars.length > 0; k++) chars[int(chars.length)] = pick(PALETTE);
          s = chars.join('');
          break;
        }
        case 1: // deletion
          s = s.slice(0, at) + s.slice(at + 1 + int(200));
          break;
        case 2: {
          // duplication
          const from = int(s.length + 1);
          s = s.slice(0, at) + s.slice(from, from + 1 + int(500)) + s.slice(at);
          break;
        }
        case 3: // splice from another file
          s = s.slice(0, at) + slice(pick(files), 1000) + s.slice(at + int(100));
          break;
        case 4: {
          // deep nesting
          const n = 1 + int(3000);
          const open = pick(['(', '{', '[', '( ', '(32-28 ', '"']);
          s = s.slice(0, at) + open.repeat(n) + (random() < 0.5 ? pick([')', '}', ']']).repeat(int(n + 1)) : '') + s.slice(at);
          break;
        }
        case 5: {
          // huge token
          const n = 1 + (random() < 0.05 ? int(huge) : int(Math.min(huge, 10_000)));
          const unit = pick(['1', 'a', '-', 'x', '!', '$1', '.', ' ', '\n', 'é', 'c3', '32-28']);
          const body = unit.repeat(Math.ceil(n / unit.length));
          s = s.slice(0, at) + pick(['', '{', '"', '%', '[Event "', '$']) + body + s.slice(at);
          break;
        }
        case 6: // truncation
          s = s.slice(0, at);
          break;
        case 7: // insert a palette piece
          s = s.slice(0, at) + pick(PALETTE) + s.slice(at);
          break;
        case 8: {
          // control characters (ESC [2J, NUL, CR, C1 CSI ...) in a tag value or in the move text
          const text = Array.from({ length: 1 + int(6) }, () => (random() < 0.3 ? '\x1b[2J' : pick(CONTROLS))).join('');
          if (random() < 0.5) s = `[${pick(['Event', 'White', 'Black', 'Site'])} "${text}"]\n` + s;
          else s = s.slice(0, at) + text + s.slice(at);
          controls = true;
          break;
        }
        default: // swap line endings
          s = random() < 0.5 ? s.replace(/\r?\n/g, '\r') : s.replace(/\n/g, '\r\n');
      }
    }
    return s;
  };

  /** A run of `n` characters no token starts with, of one family or mixed, maybe with spaces. */
  const unreadableRun = (n: number): string => {
    if (random() < 0.15) {
      // random bytes as the CLI decodes them (UTF-8 with U+FFFD, or a legacy encoding)
      const bytes = new Uint8Array(n);
      for (let k = 0; k < n; k++) bytes[k] = int(256);
      return decodePdn(bytes).text;
    }
    const mixed = random() < 0.3;
    const spaced = random() < 0.2;
    const family = pick(UNREADABLE);
    const parts: string[] = [];
    let len = 0;
    while (len < n) {
      const ch = spaced && int(50) === 0 ? pick([' ', '\n', 'ab ', '1. ']) : (mixed ? pick(UNREADABLE) : family)(int);
      parts.push(ch);
      len += ch.length;
      if (!mixed && !spaced && parts.length === 64) {
        // the same 64 characters again: long runs are cheap to make
        const block = parts.join('');
        return block.repeat(Math.ceil(n / block.length)).slice(0, n);
      }
    }
    return parts.join('');
  };

  const unreadableInput = (base: string): string => {
    let s = base;
    for (let r = 1 + int(3); r > 0; r--) {
      const n = random() < 0.1 ? (900 << 10) + int(300 << 10) : random() < 0.5 ? 1024 + int(100 << 10) : 1024 + int(400 << 10);
      const at = int(s.length + 1);
      s = s.slice(0, at) + unreadableRun(n) + s.slice(at);
    }
    return s;
  };

  /** A game of `plies` plies: king moves (legal, so it replays to the end) or a real game's moves repeated. */
  const hugeGame = (): string => {
    const plies = random() < 0.15 ? 10_001 + int(110_000) : random() < 0.5 ? 1000 + int(9_000) : 9_990 + int(20);
    const annotate = random() < 0.3;
    const variations = random() < 0.3;
    const parts: string[] = [];
    if (random() < 0.7) {
      parts.push('[Event "long"]\n[Variant "Bashni"]\n[FEN "W:WKa1:BKh2"]\n\n');
      for (let p = 0; p < plies; p++) {
        if (p % 2 === 0) parts.push(`${p / 2 + 1}. `);
        parts.push(SHUFFLE[p % 4]!, ' ');
        if (annotate && int(10) === 0) parts.push(pick(['{a comment} ', '$1 ', '!? ', '{[%eval 0.0]} ']));
        if (variations && int(50) === 0) parts.push(`(${SHUFFLE[(p + 1) % 4]} ${SHUFFLE[(p + 2) % 4]}) `);
        if (p % 16 === 15) parts.push('\n');
      }
      parts.push(pick(['*', '1/2-1/2', '1-0', '']), '\n');
    } else {
      // a real game's move text again and again (illegal after the first pass: replay stops there)
      const seed = pick(files);
      const first = parsePdn(seed.slice(0, 20_000)).value.find((g) => g.moves.length > 10);
      const moves = first ? makePdn([{ ...first, tags: [], result: undefined }]).replace(/\s*\*?\s*$/, '') : '1. c3-d4 f6-g5 2. g3-h4 g5:e3';
      const copies = Math.ceil(plies / Math.max(1, first?.moves.length ?? 4));
      parts.push('[Event "repeated"]\n\n', `${moves} `.repeat(copies), '*\n');
    }
    const game = parts.join('');
    // sometimes between other games
    return random() < 0.3 ? `${slice(pick(files), 2000)}\n\n${game}\n${slice(pick(files), 2000)}` : game;
  };

  const tagControls = (base: string): string => {
    let s = base;
    const ctl = (): string => Array.from({ length: 1 + int(4) }, () => pick(TAG_CONTROLS)).join(pick(['', 'x', ' ', 'Иванов']));
    for (let r = 1 + int(4); r > 0; r--) {
      const at = int(s.length + 1);
      switch (int(6)) {
        case 0: // a tag value with control characters
          s = s.slice(0, at) + `\n[${pick(['Event', 'White', 'Black', 'Site', 'FEN', 'Result', 'Variant'])} "${ctl()}${pick(['', 'name', '1-0'])}${ctl()}"]\n` + s.slice(at);
          break;
        case 1: // a tag name with control characters (not a tag)
          s = s.slice(0, at) + `\n[Ev${ctl()}ent "x"]\n` + s.slice(at);
          break;
        case 2: // in a comment
          s = s.slice(0, at) + `{${ctl()}}` + s.slice(at);
          break;
        case 3: // glued to a move or a number
          s = s.slice(0, at) + ctl() + s.slice(at);
          break;
        case 4: {
          // into an existing tag value
          const m = /\[[A-Za-z]+ "/g;
          m.lastIndex = int(s.length + 1);
          const hit = m.exec(s);
          if (hit) s = s.slice(0, m.lastIndex) + ctl() + s.slice(m.lastIndex);
          break;
        }
        default: // a whole game of tags with control characters
          s += `\n\n[Event "${ctl()}"]\n[White "${ctl()}"]\n[Black "${ctl()}"]\n[Variant "Bashni"]\n\n1. c3-d4 {${ctl()}} f6-g5 *\n`;
      }
    }
    return s;
  };

  const puzzleFiles = puzzleSeeds();
  const puzzleInput = (): string => {
    const text = pick(puzzleFiles);
    // 1 to 5 puzzles of a file (an item starts with `- id:`)
    const items = text.split(/^(?=- id:)/m).filter((x) => x.startsWith('- id:'));
    const from = int(items.length);
    let s = items.slice(from, from + 1 + int(5)).join('');
    for (let r = 1 + int(3); r > 0; r--) {
      const at = int(s.length + 1);
      switch (int(10)) {
        case 0: {
          const chars = s.split('');
          for (let k = 1 + int(6); k > 0 && chars.length > 0; k--) chars[int(chars.length)] = pick([...': -[]{},"\'#&*!|>%@`\n\t0123456789abcdefgh', '\u0000', '\u001b']);
          s = chars.join('');
          break;
        }
        case 1:
          s = s.slice(0, at) + s.slice(at + 1 + int(80));
          break;
        case 2: {
          const from2 = int(s.length + 1);
          s = s.slice(0, at) + s.slice(from2, from2 + 1 + int(300)) + s.slice(at);
          break;
        }
        case 3: // a field's value replaced
          s = s.replace(
            pick([/fen: .*/, /solution: .*/, /goal: .*/, /difficulty: .*/, /variant: .*/, /id: .*/, /themes: .*/]),
            (m) =>
              m.split(':')[0] +
              ': ' +
              pick(['', '~', '[]', '{}', '"W:W:B"', 'win', '[c3-d4, x]', '9999999999999999999999', '-1', '"\u001b[2J"', '[[[[[[[[[]]]]]]]]]', '&a [*a, *a]', JSON.stringify('x'.repeat(int(5000)))]),
          );
          break;
        case 4: // a source field
          s = s.replace(
            /source: .*/,
            `source: ${pick(['composed', '{ file: games/no-such-file.pdn, game: 1, ply: 3 }', '{ file: test/records/fixtures/engine-selfplay.pdn, game: 999, ply: 1 }', '{ file: test/records/fixtures/engine-selfplay.pdn, game: 2, ply: 99999 }', '{ file: games, game: 1, ply: 1 }', '{ file: ../../../../etc/hostname, game: 1, ply: 1 }', '{ game: 1 }', '[]'])}`,
          );
          break;
        case 5: // a field removed
          s = s.replace(pick([/\n\s+fen: .*/, /\n\s+solution: .*/, /\n\s+goal: .*/, /\n\s+source: .*/, /\n\s+variant: .*/]), '');
          break;
        case 6: // the same id twice
          s += s.slice(0, Math.min(s.length, 400));
          break;
        case 7: // deep nesting
          s = s.slice(0, at) + '['.repeat(1 + int(2000)) + s.slice(at);
          break;
        case 8: // a puzzle with another position
          s = s.replace(/fen: .*/, `fen: "${pick(['W:Wa1:Bh8', 'B:WKa1,Kc3:Bb8', 'W:Wd4,a5,e7:Bd2,f8', 'W:WK' + 'a1,c1,e1,g1'.split(',').join(',K') + ':Bb8'])}"`);
          break;
        default: // truncation
          s = s.slice(0, at);
      }
    }
    return s;
  };

  /** YAML built to hurt its reader; `deep` says whether it nests past MAX_YAML_DEPTH (it must then be refused). */
  let deep = false;
  const yamlHostile = (): string => {
    const blockLevels = (n: number): string => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}- \n`).join('');
    const puzzle =
      pick(puzzleFiles)
        .split(/^(?=- id:)/m)
        .find((x) => x.startsWith('- id:')) ?? '- id: a\n';
    deep = false;
    switch (int(7)) {
      case 0: {
        const n = 50 + int(1_450);
        deep = n > MAX_YAML_DEPTH;
        return random() < 0.5 ? blockLevels(n) : `${blockLevels(n)}---\n${blockLevels(n)}`;
      }
      case 1: {
        const n = 50 + int(100_000);
        const [open, close] = pick([
          ['[', ']'],
          ['{a: ', '}'],
          ['[{a: ', '}]'],
        ] as const);
        const depth = open.length === 5 ? 2 * n : n;
        deep = depth > MAX_YAML_DEPTH;
        return open.repeat(n) + (random() < 0.8 ? close.repeat(n) : '');
      }
      case 2: {
        // a real puzzle with a value nested deep (the list and the puzzle are 2 levels)
        const n = 30 + int(200);
        deep = n + 2 > MAX_YAML_DEPTH;
        return `${puzzle.trimEnd()}\n  note: ${'{a: '.repeat(n)}b${'}'.repeat(n)}\n`;
      }
      case 3: {
        const n = 1 + int(huge * 20);
        const body = pick(['x', 'ab ', '\\', 'é', '#']).repeat(n);
        return pick([
          `${puzzle.trimEnd()}\n  note: ${body.replace(/^#/, 'x')}\n`,
          `${puzzle.trimEnd()}\n  note: "${body.replaceAll('\\', '\\\\')}"\n`,
          `${puzzle.trimEnd()}\n  note: '${body}'\n`,
          `${puzzle.trimEnd()}\n  note: |\n    ${body}\n`,
          `${puzzle.trimEnd()}\n  note: >\n    ${body}\n`,
          `- id: "${body.slice(0, 1 + int(n)).replaceAll('\\', '/')}"\n`,
        ]);
      }
      case 4: {
        // billion laughs: each anchor holds ten aliases of the last
        const levels = 10 + int(21);
        const lines = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
        for (let l = 1; l < levels; l++) lines.push(`a${l}: &a${l} [${Array.from({ length: 10 }, () => `*a${l - 1}`).join(', ')}]`);
        const last = `*a${levels - 1}`;
        return random() < 0.5 ? `${lines.join('\n')}\n` : `${puzzle.trimEnd()}\n  themes: &t [x]\n  note: ${last}\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
      }
      case 5: {
        // a flood of aliases of one anchor
        const n = 1_000 + int(100_000);
        return `- &a {id: a}\n${'- *a\n'.repeat(n)}`;
      }
      default: {
        // block levels, then brackets
        const n = 20 + int(100);
        deep = 2 * n > MAX_YAML_DEPTH;
        return `${blockLevels(n)}${' '.repeat(n)}${'['.repeat(n)}${']'.repeat(n)}\n`;
      }
    }
  };

  const makeInput = (): string => {
    switch (kind) {
      case 'mutations':
        return mutate(slice(pick(files), window));
      case 'unreadable-runs':
        return unreadableInput(slice(pick(files), window));
      case 'huge-games':
        return hugeGame();
      case 'tag-controls':
        return tagControls(slice(pick(files), window));
      case 'puzzle-yaml':
        return puzzleInput();
      case 'yaml-hostile':
        return yamlHostile();
      case 'comment-floods':
        return commentFlood();
      case 'chunk-splits':
        return chunkText(mutate(slice(pick(files), window)));
      case 'wrong-types':
        return '';
      case 'stored-values':
        return randomStoredText(random);
    }
  };

  /** A game with a flood of comments where the builder gathers them. */
  const commentFlood = (): string => {
    const n = 10_000 + int(190_000);
    const eol = random() < 0.3 ? '\r' : '\n';
    const one = pick(['{c}', '{}', `{a${eol}[Note "x"]${eol}b}`, '%x' + eol, '{c} ']);
    const flood = one.repeat(random() < 0.5 ? n : Math.ceil(n / one.length));
    const head = `[Event "flood"]${eol}`;
    const at = int(4);
    const game =
      at === 0 ? `${head}${flood} 1. c3-d4 f6-g5 *${eol}` : at === 1 ? `${head}${flood} *${eol}` : at === 2 ? `${head}1. c3-d4 f6-g5 2. ${flood} *${eol}` : `${head}1. c3-d4 (${flood}) f6-g5 *${eol}`;
    return random() < 0.3 ? `${slice(pick(files), 2000)}${eol}${eol}${game}` : game;
  };

  /** Text whose splitting depends on more than one character: lone CRs, a BOM, wide spaces, unclosed comments before tag lines. */
  const chunkText = (base: string): string => {
    let s = base;
    if (random() < 0.3) s = s.replace(/\r?\n/g, '\r');
    if (random() < 0.2) s = `\ufeff${s}`;
    for (let r = int(4); r > 0; r--) {
      const at = int(s.length + 1);
      s = s.slice(0, at) + pick(['{never closed\r[Event "x"]\r', '{a\n[Note "y"]\nb}', '\u3000', '\u2003', '\u200b', '\r', '\r\n', '{', '}', ' 1-0\r']) + s.slice(at);
    }
    return s;
  };

  /** parsePdn over the whole text against the splitter fed in pieces (cut at random places, some of one character). */
  const chunkingDiffers = (text: string): boolean => {
    const whole = parsePdn(text);
    const cuts = Array.from({ length: 1 + int(60) }, () => int(text.length + 1)).sort((a, b) => a - b);
    const splitter = new GameSplitter();
    const parse = gameParser();
    const games: unknown[] = [];
    const errors: unknown[] = [];
    const take = (cut: readonly { text: string }[]): void => {
      for (const g of cut as Parameters<typeof parse>[0][]) {
        const p = parse(g);
        games.push(p.game);
        for (const e of p.errors) errors.push(e);
      }
    };
    let from = 0;
    for (const at of cuts) {
      take(splitter.push(text.slice(from, at)));
      from = at;
    }
    take(splitter.push(text.slice(from)));
    take(splitter.finish());
    return JSON.stringify({ games, errors }) !== JSON.stringify({ games: whole.value, errors: whole.errors });
  };

  /** wrong-types: one call of a public function (LIBRARY_CALLS) with arguments drawn from hostile values and valid ones. */
  const wrongTypeCall = ([name, returns, call]: ReturnType<typeof libraryCalls>[number]): string => {
    const args = Array.from({ length: int(5) }, () => (random() < 0.5 ? pick(HOSTILE)() : pick(VALID)()));
    try {
      const out = call(args);
      // a generator's work is done as it is iterated: a few of its values
      if (out !== null && typeof out === 'object' && typeof (out as Iterator<unknown>).next === 'function' && typeof (out as Iterable<unknown>)[Symbol.iterator] === 'function') {
        const it = out as Iterator<unknown>;
        for (let k = 0; k < 100 && !it.next().done; k++);
      }
    } catch (e) {
      if (returns || !isTypedError(e)) {
        const shown = args.map((a) => describeValue(a)).join(', ');
        throw new Error(`${name}(${shown}) threw ${e instanceof Error ? `${e.name}: ${e.message}` : describeValue(e)}`, { cause: e });
      }
      stats.typedErrors[(e as { code: string }).code] = (stats.typedErrors[(e as { code: string }).code] ?? 0) + 1;
    }
    return name;
  };

  const fail = (what: string, input: string, detail: string): void => {
    options.onFailure?.(what, input);
    if (stats.failures.length < 5) stats.failures.push(`${what}${detail}: ${JSON.stringify(input.slice(0, 300))}`);
  };

  const collection = new CollectionCheck({ readSource: sourceReader() });
  const stats: FuzzStats = {
    kind,
    inputs: 0,
    chars: 0,
    maxChars: 0,
    exceptions: 0,
    internal: 0,
    slow: 0,
    unstable: 0,
    unsafe: 0,
    chunking: 0,
    maxMs: 0,
    maxMsPer100Kb: 0,
    maxWallMs: 0,
    paths: {},
    typedErrors: {},
    peakRssMb: 0,
    seconds: 0,
    failures: [],
  };
  /** Each path run on one input, timed on its own (each command reads its input itself). */
  const run = (path: string, input: string, f: () => void): void => {
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    try {
      f();
    } catch (e) {
      stats.exceptions++;
      fail(`exception in ${path}`, input, ` ${e instanceof Error ? e.stack : String(e)} in`);
    }
    // CPU time (wall time is unreliable on a loaded machine); wall time reported too
    const c = process.cpuUsage(cpu0);
    const ms = (c.user + c.system) / 1000;
    const wall = performance.now() - start;
    const per100Kb = ms / Math.max(1, input.length / UNIT_CHARS);
    const slowest = (stats.paths[path] ??= { maxMs: 0, maxMsPer100Kb: 0, maxRssMb: 0 });
    slowest.maxMs = Math.max(slowest.maxMs, ms);
    slowest.maxMsPer100Kb = Math.max(slowest.maxMsPer100Kb, per100Kb);
    slowest.maxRssMb = Math.max(slowest.maxRssMb, process.memoryUsage.rss() / (1 << 20));
    stats.maxMs = Math.max(stats.maxMs, ms);
    stats.maxMsPer100Kb = Math.max(stats.maxMsPer100Kb, per100Kb);
    stats.maxWallMs = Math.max(stats.maxWallMs, wall);
    if (per100Kb > 1000) {
      stats.slow++;
      fail(`slow ${path}`, input, ` (${ms.toFixed(0)} ms for ${(input.length / 1024).toFixed(0)} KB)`);
    }
  };
  // with --expose-gc: collect after a large input, so the peak RSS is that of one input's work
  const gc = (globalThis as { gc?: () => void }).gc;

  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const input = makeInput();
    stats.inputs++;
    stats.chars += input.length;
    if (input.length > stats.maxChars) {
      stats.maxChars = input.length;
      if (options.keepLargest) stats.largestInput = input;
    }
    if (kind === 'wrong-types') {
      // the function's name stands for the input in what a failure (a slow call) reports
      const picked = pick(libraryCalls());
      run('library calls', picked[0], () => {
        wrongTypeCall(picked);
      });
    } else if (kind === 'stored-values') {
      run('stored values', input, () => readEveryStore(input));
    } else if (kind === 'chunk-splits') {
      run('chunk-splits', input, () => {
        if (chunkingDiffers(input)) {
          stats.chunking++;
          fail('chunking', input, '');
        }
      });
    } else if (kind === 'yaml-hostile') {
      const refused: string[] = [];
      run('puzzles check', input, () => {
        for (const v of collection.checkFile(`puzzles/fuzz-${i}.yaml`, input)) {
          for (const p of v.problems) {
            refused.push(p.code);
            formatProblem(p);
          }
        }
      });
      run('lesson reader', input, () => {
        for (const p of readLessonFile(input, `learn/fuzz-${i}.yaml`).errors) {
          refused.push(p.code);
          formatProblem(p);
        }
      });
      if (deep && !(refused.includes('PUZZLE_TOO_DEEP') && refused.includes('LESSON_TOO_DEEP'))) fail('nested past the bound, not refused', input, '');
    } else if (kind === 'puzzle-yaml') {
      run('puzzles check', input, () => {
        for (const v of collection.checkFile(`puzzles/fuzz-${i}.yaml`, input)) for (const p of v.problems) formatProblem(p);
      });
    } else {
      run('grammar', input, () => {
        const out = parsePdn(input);
        const internal = out.errors.find((e) => e.code === 'PDN_INTERNAL');
        if (internal) {
          stats.internal++;
          fail('internal', input, `: ${internal.message} in`);
        }
        const written = makePdn(out.value, { mode: 'compatible' });
        makePdn(out.value, { mode: 'strict' });
        const again = makePdn(parsePdn(written).value, { mode: 'compatible' });
        if (again !== written) {
          stats.unstable++;
          fail('unstable', input, '');
        }
        if (controls || kind === 'tag-controls') {
          // the text line `bashni verify` prints for each game (a replay with the engine)
          for (const g of parseGames(input, { file: 'fuzz.pdn' })) {
            const line = safeText(reportText(checkGame(g, 'fuzz.pdn', { variant: 'bashni', syntaxOnly: false })));
            if (TERMINAL_CONTROL.test(line)) {
              stats.unsafe++;
              fail('unsafe', input, ` ${JSON.stringify(line.slice(0, 300))} from`);
              break;
            }
          }
        }
      });
      if (commands) for (const [path, f] of COMMAND_PATHS) run(path, input, () => f(input));
    }
    if (gc && input.length > 1 << 16) gc();
    const every = kind === 'mutations' || kind === 'tag-controls' || kind === 'stored-values' ? 1000 : 50;
    if ((i + 1) % every === 0) log(`${kind}: ${i + 1} inputs, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  stats.seconds = (performance.now() - t0) / 1000;
  stats.peakRssMb = process.resourceUsage().maxRSS / 1024;
  return stats;
}

const FILE = 'fuzz.pdn';

/**
 * Every command's path on one PDN text, in process, as the command runs it (the CLI adds only
 * reading the input and writing the output): each reads the games itself.
 */
const COMMAND_PATHS: readonly [string, (text: string) => void][] = [
  [
    'verify',
    (text) => {
      for (const item of parseGames(text, { file: FILE })) reportText(checkGame(item, FILE, { variant: 'bashni', syntaxOnly: false }));
    },
  ],
  [
    'convert',
    (text) => {
      const writer = new PdnGameWriter();
      for (const item of parseGames(text, { file: FILE })) {
        const converted = convertGame(item.game, { variant: 'bashni', parseErrors: item.errors, squares: 'numeric' });
        for (const p of converted.replay.problems) formatProblem({ ...p, file: FILE }, `game ${item.index + 1}`);
        writer.add(converted.game);
      }
      writer.end();
    },
  ],
  [
    'convert --to json',
    (text) => {
      for (const item of parseGames(text, { file: FILE })) JSON.stringify(gameJson(item.game, { variant: 'bashni', parseErrors: item.errors, index: item.index + 1, file: FILE }));
    },
  ],
  [
    'annotate --depth 1',
    (text) => {
      for (const item of parseGames(text, { file: FILE })) makePdn([annotateGame(item.game, { variant: 'bashni', parseErrors: item.errors, depth: 1 }).game]);
    },
  ],
];

function puzzleSeeds(): string[] {
  const out: string[] = [];
  const url = new URL('../puzzles/', import.meta.url);
  for (const f of readdirSync(fileURLToPath(url)).sort()) {
    if (/\.ya?ml$/.test(f)) out.push(readFileSync(fileURLToPath(new URL(f, url)), 'utf8'));
  }
  return out;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Where a kind's largest input is kept (bench/out/, gitignored). */
const largestFile = (kind: FuzzKind): string => `${OUT_DIR}fuzz-largest-${kind}.${kind === 'puzzle-yaml' || kind === 'yaml-hostile' ? 'yaml' : 'pdn'}`;

function printStats(s: FuzzStats): void {
  console.log(
    `${s.kind}: ${s.inputs} inputs (${(s.chars / 1e6).toFixed(1)} M chars, largest ${(s.maxChars / 1024).toFixed(0)} KB), ` +
      `exceptions ${s.exceptions}, internal ${s.internal}, over 1 s per 100 KB ${s.slow}, peak RSS ${s.peakRssMb.toFixed(0)} MB, ` +
      `unstable round trips ${s.unstable}, unsafe text lines ${s.unsafe}, chunking mismatches ${s.chunking}, ${s.seconds.toFixed(0)} s`,
  );
  const paths = Object.entries(s.paths).map(([p, t]) => `${p} ${t.maxMs.toFixed(0)} ms (${t.maxMsPer100Kb.toFixed(0)} ms/100 KB, RSS after it up to ${t.maxRssMb.toFixed(0)} MB)`);
  console.log(`  slowest CPU per path: ${paths.join(', ')}; slowest wall ${s.maxWallMs.toFixed(0)} ms`);
  if (s.kind === 'wrong-types') {
    const counts = (r: Record<string, number>): string =>
      Object.entries(r)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none';
    console.log(`  ${libraryCalls().length} functions and methods called; typed errors thrown: ${counts(s.typedErrors)}`);
  }
  for (const f of s.failures) console.log(`    ${f.slice(0, 600)}`);
}

/** Whether a command starts worker threads by default (one per core unless --jobs says otherwise). */
const hasJobs = (command: string): boolean => command === 'verify' || command === 'annotate';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seed = Number(arg('seed') ?? Date.now() % 1_000_000);
  const kind = arg('kind') as FuzzKind | undefined;
  const count = arg('count');
  if (kind !== undefined && !FUZZ_KINDS.includes(kind)) throw new Error(`--kind must be one of ${FUZZ_KINDS.join(', ')}`);
  if (kind) {
    // one kind, in this process: the stats as a JSON line at the end (read by the parent)
    const saveDir = arg('save');
    let saved = 0;
    const s = runFuzz({
      kind,
      commands: true,
      keepLargest: true,
      seed,
      count: Number(count ?? DEFAULT_COUNTS[kind]),
      log: (l) => console.error(l),
      onFailure: (what, input) => {
        if (saveDir && saved < 50) writeFileSync(`${saveDir}/${kind}-${what}-${saved++}.${kind === 'puzzle-yaml' || kind === 'yaml-hostile' ? 'yaml' : 'pdn'}`, input);
      },
    });
    // the largest input, for the parent to run the commands on (bench/out/, gitignored)
    if (s.largestInput !== undefined) {
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(largestFile(kind), s.largestInput);
      delete s.largestInput;
    }
    if (process.argv.includes('--json')) console.log(JSON.stringify(s));
    else printStats(s);
    if (s.exceptions || s.internal || s.slow || s.unsafe) process.exitCode = 1;
  } else {
    console.log(`fuzzing the PDN grammar and the command paths, seed ${seed}; each kind in its own process`);
    let bad = false;
    let rss = 0;
    let fuzzRss = 0;
    const only = arg('kinds')?.split(',');
    for (const k of FUZZ_KINDS.filter((x) => !only || only.includes(x))) {
      const args = ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--kind', k, '--seed', String(seed), '--json'];
      if (count) args.push('--count', count);
      const save = arg('save');
      if (save) args.push('--save', save);
      const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 << 20 });
      const last = r.stdout.trimEnd().split('\n').pop() ?? '';
      let s: FuzzStats;
      try {
        s = JSON.parse(last) as FuzzStats;
      } catch {
        console.log(`${k}: the child failed (status ${r.status}, signal ${r.signal})`);
        bad = true;
        continue;
      }
      printStats(s);
      if (s.exceptions || s.internal || s.slow || s.unsafe) bad = true;
      // each command as a process of its own on the kind's largest input: its peak RSS
      const file = largestFile(k);
      const commands =
        k === 'stored-values'
          ? [] // the browser's stores: no command reads them
          : k === 'puzzle-yaml' || k === 'yaml-hostile'
            ? [['puzzles', 'check', file]]
            : [
                ['verify', file],
                ['verify', '--jobs', '1', file],
                ['convert', file],
                ['convert', '--to', 'json', file],
                ['annotate', '--depth', '1', file],
                ['annotate', '--depth', '1', '--jobs', '1', file],
              ];
      const runs = commands.map((c) => ({ c, r: runCommand(c) }));
      // the aim is a path's own memory: verify and annotate also run on one thread, since by
      // default they start a worker per core (each with its own heap and copy of the code)
      for (const { c, r } of runs) if (!hasJobs(c[0]!) || c.includes('--jobs')) rss = Math.max(rss, r.peakMb);
      if (runs.length)
        console.log(
          `  the commands on the largest input (${(s.maxChars / 1024).toFixed(0)} KB), peak RSS: ` +
            runs.map(({ c, r }) => `${c.slice(0, -1).join(' ')} ${r.peakMb.toFixed(0)} MB (${r.seconds.toFixed(1)} s, exit ${r.status})`).join(', '),
        );
      fuzzRss = Math.max(fuzzRss, s.peakRssMb);
    }
    console.log(
      `aims: 0 exceptions, no unsafe text line, no input over 1 s per 100 KB: ${bad ? 'NOT met' : 'met'}; ` +
        `peak RSS of a command (--jobs 1) < 300 MB: ${rss < 300 ? 'met' : 'NOT met'} (${rss.toFixed(0)} MB; the fuzz processes, every path and the seeds in one, up to ${fuzzRss.toFixed(0)} MB)`,
    );
    if (bad) process.exitCode = 1;
  }
}
