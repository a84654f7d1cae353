// Fuzz target of the PDN grammar: `npm run fuzz [-- --count N --seed S --save DIR]`.
// Mutates corpus files and the grammar's test cases (byte flips, deletions, duplications,
// splices, deep nesting, huge tokens, truncation, control characters in tags and move text) and
// checks for every input that:
// - parsePdn throws nothing and reports no PDN_INTERNAL (an exception caught inside);
// - makePdn (both modes) throws nothing on what was read;
// - no input takes more than a second (CPU time: wall time is also reported);
// - compatible writing is stable: write(read(write(read(x)))) === write(read(x)) (counted);
// - with control characters inserted: verify's text line for every game, as the CLI prints it
//   (cli/terminal-text.ts), holds none a terminal acts on (counted as unsafe).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decodePdn, makePdn, parsePdn } from '../grammar/index.ts';
import { parseGames } from '../grammar/pdn.ts';
import { rng } from '../engine/random.ts';
import { checkGame, reportText } from '../records/verify.ts';
import { safeText } from '../cli/terminal-text.ts';

export interface FuzzOptions {
  readonly count?: number;
  readonly seed?: number;
  /** Largest slice of a seed file taken as the base of one input (characters). */
  readonly window?: number;
  /** Largest "huge token" inserted (characters); default 200,000. */
  readonly huge?: number;
  readonly log?: (line: string) => void;
  /** Called with every input that failed a check (e.g. to save it). */
  readonly onFailure?: (kind: string, input: string) => void;
}

export interface FuzzStats {
  inputs: number;
  chars: number;
  exceptions: number;
  internal: number;
  slow: number;
  unstable: number;
  /** Inputs with control characters whose verify text line still held one a terminal acts on. */
  unsafe: number;
  /** Largest CPU time of one input (read, write twice, read again, write). */
  maxMs: number;
  maxWallMs: number;
  seconds: number;
  failures: string[];
}

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

/** Characters a terminal may act on: C0 but tab and line feed, DEL, C1; and the line separators and a bidi override. */
const CONTROLS = [...Array.from({ length: 32 }, (_, c) => c).filter((c) => c !== 9 && c !== 10), 0x7f, ...Array.from({ length: 32 }, (_, c) => 0x80 + c), 0x2028, 0x2029, 0x202e].map((c) =>
  String.fromCharCode(c),
);
/** What a terminal acts on, written independently of cli/terminal-text.ts. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TERMINAL_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export function runFuzz(options: FuzzOptions = {}): FuzzStats {
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

  const stats: FuzzStats = { inputs: 0, chars: 0, exceptions: 0, internal: 0, slow: 0, unstable: 0, unsafe: 0, maxMs: 0, maxWallMs: 0, seconds: 0, failures: [] };
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const input = mutate(slice(pick(files), window));
    stats.inputs++;
    stats.chars += input.length;
    const start = performance.now();
    const cpu0 = process.cpuUsage();
    try {
      const out = parsePdn(input);
      if (out.errors.some((e) => e.code === 'PDN_INTERNAL')) {
        stats.internal++;
        options.onFailure?.('internal', input);
        if (stats.failures.length < 5) stats.failures.push(`internal: ${out.errors.find((e) => e.code === 'PDN_INTERNAL')!.message} in ${JSON.stringify(input.slice(0, 300))}`);
      }
      const written = makePdn(out.value, { mode: 'compatible' });
      makePdn(out.value, { mode: 'strict' });
      const again = makePdn(parsePdn(written).value, { mode: 'compatible' });
      if (again !== written) {
        stats.unstable++;
        options.onFailure?.('unstable', input);
        if (stats.failures.length < 5) stats.failures.push(`unstable: ${JSON.stringify(input.slice(0, 300))}`);
      }
      if (controls) {
        // the text line `bashni verify` prints for each game (a replay with the engine)
        for (const g of parseGames(input, { file: 'fuzz.pdn' })) {
          const line = safeText(reportText(checkGame(g, 'fuzz.pdn', { variant: 'bashni', syntaxOnly: false })));
          if (TERMINAL_CONTROL.test(line)) {
            stats.unsafe++;
            options.onFailure?.('unsafe', input);
            if (stats.failures.length < 5) stats.failures.push(`unsafe: ${JSON.stringify(line.slice(0, 300))}`);
            break;
          }
        }
      }
    } catch (e) {
      stats.exceptions++;
      options.onFailure?.('exception', input);
      if (stats.failures.length < 5) stats.failures.push(`exception ${e instanceof Error ? e.stack : String(e)} in ${JSON.stringify(input.slice(0, 300))}`);
    }
    // CPU time of this input (wall time is unreliable on a loaded machine); wall time reported too
    const c = process.cpuUsage(cpu0);
    const ms = (c.user + c.system) / 1000;
    const wall = performance.now() - start;
    if (ms > stats.maxMs) stats.maxMs = ms;
    if (wall > stats.maxWallMs) stats.maxWallMs = wall;
    if (ms > 1000) {
      stats.slow++;
      options.onFailure?.('slow', input);
      if (stats.failures.length < 5) stats.failures.push(`slow (${ms.toFixed(0)} ms): ${JSON.stringify(input.slice(0, 300))}`);
    }
    if ((i + 1) % 10_000 === 0) log(`${i + 1} inputs, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  stats.seconds = (performance.now() - t0) / 1000;
  return stats;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(arg('count') ?? 100_000);
  const seed = Number(arg('seed') ?? Date.now() % 1_000_000);
  console.log(`fuzzing the PDN grammar: ${count} inputs, seed ${seed}`);
  const saveDir = arg('save');
  let saved = 0;
  const s = runFuzz({
    count,
    seed,
    log: (l) => console.log(l),
    onFailure: (kind, input) => {
      if (saveDir && saved < 50) writeFileSync(`${saveDir}/${kind}-${saved++}.pdn`, input);
    },
  });
  console.log(
    `inputs ${s.inputs}, ${(s.chars / 1e6).toFixed(1)} M chars, ${s.seconds.toFixed(1)} s; ` +
      `exceptions ${s.exceptions}, internal errors ${s.internal}, over 1 s of CPU ${s.slow} (slowest ${s.maxMs.toFixed(0)} ms CPU, ${s.maxWallMs.toFixed(0)} ms wall), ` +
      `unstable round trips ${s.unstable}, unsafe text lines ${s.unsafe}`,
  );
  for (const f of s.failures) console.log(`  ${f}`);
  if (s.exceptions || s.internal || s.slow || s.unsafe) process.exitCode = 1;
}
