// `bashni perft <depth> [--fen FEN] [--variant V] [--divide] [--all-paths]`
// `bashni perft --suite FILE [--depth N]`
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { inputLines } from './input.ts';
import { fenOption, parseCount, variantOption } from './options.ts';
import { safeName, safeText } from './terminal-text.ts';
import { excerpt } from '../grammar/problem.ts';
import { addJobsOption, jobsOption, type Jobs } from './jobs.ts';
import { addTerminalOptions, type TerminalFlags } from './progress.ts';
import { initialFen, parseFen } from '../engine/fen.ts';
import { divide, perft, PerftTable } from '../engine/perft.ts';
import { parseVariantName } from '../engine/variant.ts';
import type { VariantName } from '../engine/types.ts';

/**
 * Deepest perft counted: the count grows about tenfold a ply (depth 12 is already billions of
 * nodes), so a deeper one would only run for ever.
 */
export const MAX_PERFT_DEPTH = 30;

/** A perft depth read and checked: 0..MAX_PERFT_DEPTH, else a UsageError. */
function depthOption(text: string, name: string): number {
  return parseCount(text, name, { min: 0, max: MAX_PERFT_DEPTH });
}

interface SuiteLine {
  line: number;
  fen: string;
  variant: VariantName;
  dedupe: boolean;
  /** Depth, the count expected, and that count as the file writes it (echoed in a failure). */
  depths: [number, number, string][];
}

/**
 * Reads one line (0-based `i`) of a perft suite: `FEN ;D1 n ;D2 n ...` with optional fields
 * `;variant V` and `;all-paths`; `#` comments and blank lines give undefined. `allPaths` (the
 * command's --all-paths) makes every line count all paths. The suite is read a line at a time
 * (cli/io.ts inputLines), so a suite of any size is never held whole.
 */
function readSuiteLine(raw: string, i: number, file: string, defaultVariant: VariantName, allPaths: boolean): SuiteLine | undefined {
  const line = raw.trim();
  if (line === '' || line.startsWith('#')) return undefined;
  const [fen, ...fields] = line.split(';').map((f) => f.trim());
  let variant = defaultVariant;
  let dedupe = !allPaths;
  const depths: [number, number, string][] = [];
  for (const f of fields) {
    let m = /^D(\d+)\s+(\d+)$/i.exec(f);
    if (m) {
      if (Number(m[1]) > MAX_PERFT_DEPTH) throw new UsageError(`${file}:${i + 1}: depth ${m[1]} is above the limit of ${MAX_PERFT_DEPTH}`);
      // a count above 2^53 cannot be compared exactly (and would be echoed as 1e+23)
      if (!Number.isSafeInteger(Number(m[2]))) throw new UsageError(`${file}:${i + 1}: count ${m[2]} is above the largest exact count, 2^53 - 1`);
      depths.push([Number(m[1]), Number(m[2]), m[2]!]);
      continue;
    }
    m = /^variant\s+(\S+)$/i.exec(f);
    if (m) {
      const v = parseVariantName(m[1]!);
      if (!v) throw new UsageError(`${file}:${i + 1}: unknown variant '${m[1]}'`);
      variant = v;
      continue;
    }
    if (/^all-paths$/i.test(f)) {
      dedupe = false;
      continue;
    }
    if (f === '') continue;
    throw new UsageError(`${file}:${i + 1}: cannot read field '${f}' (expected 'D<depth> <count>', 'variant <name>' or 'all-paths')`);
  }
  if (!fen) throw new UsageError(`${file}:${i + 1}: missing FEN`);
  return { line: i + 1, fen, variant, dedupe, depths };
}

/** The options of `bashni perft` as commander gives them (`table` is false with --no-table). */
type PerftFlags = { fen?: string; variant: VariantName; divide?: boolean; allPaths?: boolean; table: boolean; suite?: string; depth?: string; jobs?: string } & TerminalFlags;

export function registerPerft(program: Command, io: CliIo): void {
  const command = program
    .command('perft')
    .description('Count the leaf nodes of the move tree (perft), or check a perft suite file.')
    .argument('[depth]', `depth in plies, 0..${MAX_PERFT_DEPTH}`)
    .option('--fen <fen>', 'start position (default: the initial position)')
    .addOption(variantOption())
    .option('--divide', 'one line per legal move with its count, then the total')
    .option('--all-paths', 'russian: count every capture path (no de-duplication of same from, to and captured set)')
    .option('--no-table', 'visit every node: no table of subtree counts (the move generator alone, several times slower from depth 8)')
    .option('--suite <file>', "check every line 'FEN ;D1 n ;D2 n ...' of a suite file ('-' = stdin)")
    .option('--depth <n>', `with --suite: check depths up to n only, 0..${MAX_PERFT_DEPTH}`);
  addJobsOption(command);
  addTerminalOptions(command)
    .addHelpText(
      'after',
      `
Suite file: one position a line, 'FEN ;D1 7 ;D2 49', optional fields ';variant russian' and
';all-paths'; blank lines and lines starting with '#' are skipped. Every mismatch is printed;
the output ends with 'N passed, M failed' (positions) and the exit code is 1 on any mismatch.
--all-paths makes every line of the suite count all paths.

A position that several move orders reach is counted once: the count below it is kept in a
table (17 MB a thread) by its 64-bit hash, as perft programs do. --no-table visits every node.

A deep count is split at the root (one subtree per position two plies down) and the subtrees
are counted on --jobs threads; progress on standard error shows the subtrees done.

A count estimated at ${ANNOUNCE_TEXT} leaves or more is announced before it starts, one line on
standard error: the leaves expected from the growth of the first plies, and the time at their
rate ('bashni: perft 13: about 3.1e9 leaves ...'). Ctrl-C stops it; --quiet leaves the line out.

Examples:
  bashni perft 6
  bashni perft 3 --fen "W:Wc3(wbb):Bd4,f6" --divide
  bashni perft 8 --variant russian --all-paths
  bashni perft --suite test/engine/perft-suite.txt --depth 4`,
    )
    .action(async (depthArg: string | undefined, opts: PerftFlags) => {
      const variant = opts.variant;
      // made where a count in this thread uses it (a split count's threads make their own)
      const newTable = () => (opts.table ? new PerftTable() : undefined);
      const jobs = jobsOption(opts.jobs);
      if (opts.suite !== undefined) {
        const maxDepth = opts.depth === undefined ? Infinity : depthOption(opts.depth, '--depth');
        let passed = 0;
        let failed = 0;
        // lines with no D field (nothing to check), lines whose every depth is above --depth
        let empty = 0;
        let skipped = 0;
        let lineIndex = 0;
        const table = newTable();
        for await (const raw of inputLines(io, opts.suite)) {
          const entry = readSuiteLine(raw, lineIndex++, opts.suite, variant, Boolean(opts.allPaths));
          if (!entry) continue;
          const r = parseFen(entry.fen, entry.variant);
          if (!r.ok) {
            io.stdout.write(safeText(`${safeName(opts.suite)}:${entry.line}: bad FEN (${r.error.code}): ${excerpt(r.error.message)}\n`));
            failed++;
            continue;
          }
          let good = true;
          let checked = 0;
          for (const [d, expected, written] of entry.depths) {
            if (d > maxDepth) continue;
            checked++;
            const got = perft(r.value, d, { dedupe: entry.dedupe, table });
            if (got !== expected) {
              good = false;
              io.stdout.write(safeText(`${safeName(opts.suite)}:${entry.line}: ${excerpt(entry.fen)} [${entry.variant}] depth ${d}: expected ${written}, got ${got}\n`));
            }
          }
          if (entry.depths.length === 0) {
            io.stdout.write(safeText(`${safeName(opts.suite)}:${entry.line}: no D field: nothing to check\n`));
            empty++;
          } else if (checked === 0) skipped++;
          else if (good) passed++;
          else failed++;
        }
        // a line not checked is never counted as passed; a run that checked nothing says so and fails
        const notChecked = [empty ? `${empty} with nothing to check` : '', skipped ? `${skipped} deeper than --depth only` : ''].filter(Boolean);
        io.stdout.write(`${passed} passed, ${failed} failed${notChecked.map((t) => `, ${t}`).join('')}\n`);
        if (passed + failed === 0) io.stdout.write('nothing was checked\n');
        if (failed > 0 || empty > 0 || passed + failed === 0) io.exitCode = 1;
        return;
      }
      if (depthArg === undefined) throw new UsageError('perft needs a depth (or --suite FILE)');
      const depth = depthOption(depthArg, 'depth');
      const pos = fenOption(opts.fen, variant);
      const dedupe = !opts.allPaths;
      const sample = firstPlies(pos, depth, dedupe);
      const split = splitWorthIt(depth, jobs, sample, opts.table);
      if (!opts.quiet) {
        const announce = announcement(pos, dedupe, depth, sample, split ? jobs.count : 1, opts.table);
        if (announce) io.stderr.write(`bashni: ${announce}\n`);
      }
      if (split) {
        const { perftSplit } = await import('./perft-split.ts');
        const byRoot = await perftSplit({ fen: opts.fen ?? initialFen(variant), variant, dedupe, depth, table: opts.table }, pos, jobs.count, opts, io);
        if (opts.divide) {
          const moves = divide(pos, 0, { dedupe });
          moves.forEach((e, i) => io.stdout.write(`${e.text} ${byRoot[i]}\n`));
        }
        io.stdout.write(`${byRoot.reduce((a, b) => a + b, 0)}\n`);
        return;
      }
      const table = newTable();
      if (opts.divide) {
        let total = 0;
        for (const e of divide(pos, depth, { dedupe, table })) {
          io.stdout.write(`${e.text} ${e.nodes}\n`);
          total += e.nodes;
        }
        io.stdout.write(`${total}\n`);
      } else {
        io.stdout.write(`${perft(pos, depth, { dedupe, table })}\n`);
      }
    });
}

/** A tree is split when it has this many leaves two plies short of the depth asked (about 25 to 50 times as many in all). */
const SPLIT_LEAVES = 100_000;

/** The leaves of the first plies: `counts[d - 1]` = perft(d). */
export interface FirstPlies {
  readonly counts: readonly number[];
}

/**
 * perft(d) for d = 1, 2, ... up to two plies short of `depth`, stopping after the first count of
 * SPLIT_LEAVES or more (a few per cent of the whole work): what decides the split, and the
 * sample the estimate grows from.
 */
function firstPlies(pos: ReturnType<typeof fenOption>, depth: number, dedupe: boolean): FirstPlies {
  const counts: number[] = [];
  for (let d = 1; d <= depth - 2; d++) {
    counts.push(perft(pos, d, { dedupe }));
    if (counts[d - 1]! >= SPLIT_LEAVES) break;
  }
  return { counts };
}

/**
 * Whether to split a count into subtrees (cli/perft-split.ts): with --jobs given, whenever there
 * are two plies to split; else when the tree is large: without the table, some depth two plies
 * short of it already has SPLIT_LEAVES leaves; with it, TABLE_SPLIT_LEAVES are expected.
 */
function splitWorthIt(depth: number, jobs: Jobs, sample: FirstPlies, withTable: boolean): boolean {
  if (depth < 3) return false;
  if (jobs.explicit) return true;
  // with the table, one thread's table sees every transposition and threads' tables only their
  // own subtrees: on 2 cores one thread was faster up to bashni's perft 11 (0.43 against 0.59 s
  // at depth 10), even at 12, and 2 threads faster from 13 (3.7 against 4.8 s)
  if (withTable) return (perftEstimate(sample, depth)?.leaves ?? 0) >= TABLE_SPLIT_LEAVES;
  return sample.counts.some((n) => n >= SPLIT_LEAVES);
}

/** With the table, a tree is split from this many leaves expected (bashni's perft 13 from the start has 2.5e9). */
const TABLE_SPLIT_LEAVES = 1e9;

/**
 * The leaves expected at `depth` from the first plies: the last count sampled, grown by the mean
 * growth of its last two plies (the first ply's own count when only one was sampled) for each
 * ply left. Bashni from the start, sampled to 7 plies: depth 9 4.8 M (4,533,893 counted), depth 10
 * 24.3 M (22,092,783). Undefined when nothing was sampled (depth 2 or less).
 */
export function perftEstimate(sample: FirstPlies, depth: number): { leaves: number; growth: number; plies: number } | undefined {
  const { counts } = sample;
  const k = counts.length;
  if (k === 0) return undefined;
  const at = (d: number): number => (d === 0 ? 1 : counts[d - 1]!);
  const from = Math.max(0, k - 2);
  const growth = at(from) > 0 ? (at(k) / at(from)) ** (1 / (k - from)) : 0;
  return { leaves: at(k) * growth ** (depth - k), growth, plies: k };
}

/** Leaves from which a count is announced with its estimate: about half a minute at 30 M leaves a second (README's figures). */
const ANNOUNCE_LEAVES = 1e9;
const ANNOUNCE_TEXT = '10^9';

/** `3.1e9`, `2.1e21`: a large count, short. */
const sci = (n: number): string => n.toExponential(1).replace('e+', 'e');

/** `40 s`, `12 min`, `5.0 hours`, `3.2 days`, `2.4e12 years`. */
function durationWords(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} hours`;
  const days = seconds / 86400;
  if (days < 730) return `${days.toFixed(1)} days`;
  const years = days / 365.25;
  return years < 1e4 ? `${Math.round(years)} years` : `${sci(years)} years`;
}

/**
 * The line said before a count estimated at ANNOUNCE_LEAVES or more (undefined below): the
 * leaves expected and how they were found, the time at the rate of the last ply sampled (counted
 * once more, now that the code is warm) on `threads` threads, and that a count above 2^53 - 1
 * would not be exact.
 */
function announcement(pos: ReturnType<typeof fenOption>, dedupe: boolean, depth: number, sample: FirstPlies, threads: number, withTable: boolean): string | undefined {
  const estimate = perftEstimate(sample, depth);
  if (!estimate || estimate.leaves < ANNOUNCE_LEAVES) return undefined;
  const { leaves, growth, plies } = estimate;
  const t0 = performance.now();
  const counted = perft(pos, plies, { dedupe });
  const seconds = (performance.now() - t0) / 1000;
  const rate = seconds > 0 ? counted / seconds : 0;
  // the table's gain grows with the depth and cannot be sampled: with it, the time is a bound
  const time = rate > 0 ? `, ${withTable ? 'at most ' : ''}about ${durationWords(leaves / rate / threads)} at the rate of the first plies${threads > 1 ? ` on ${threads} threads` : ''}` : '';
  const exact = leaves > Number.MAX_SAFE_INTEGER ? '; a count above 2^53 - 1 would not be exact' : '';
  return `perft ${depth}: about ${sci(leaves)} leaves (the first ${plies} plies grow about ${growth.toFixed(1)} times a ply)${time}${exact}; Ctrl-C stops it`;
}
