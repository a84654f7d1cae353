// `bashni verify FILE... [--variant V] [--syntax-only] [--json] [--encoding E]`
// Parses and replays every game; per game: valid, or the first problem with file:line:column,
// move number, the move as written, why, and the legal moves there. Formats: docs/records.md.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError, cannotRead } from './usage-error.ts';
import { refuseStdinTwice, inputPath, refuseInputIsOutput, type InputIo } from './input.ts';
import { encodingOption, variantOrAutoOption } from './options.ts';
import { gameTextsOfInput } from './games.ts';
import { addJobsOption, jobsOption, runOrdered, type Jobs } from './jobs.ts';
import { addTerminalOptions, startProgress } from './progress.ts';
import type { VerifyTask } from './tasks.ts';
import { DuplicateIndex, type DuplicateOf } from './duplicate-index.ts';
import { reportJson, reportText, summaryLine, type GameReport, type VerifyOptions, type VerifySummary } from '../records/verify.ts';
import { accessSync, constants, statSync } from 'node:fs';
import type { PdnEncoding } from '../grammar/decode.ts';
import type { VariantName } from '../engine/types.ts';
import { variantAdvice, type VariantOrAuto } from '../records/variant-auto.ts';
import type { GameText } from '../grammar/splitter.ts';
import { safeName, safeText, withSafeName } from './terminal-text.ts';
import { excerpt, type ProblemDetail } from '../grammar/problem.ts';

// ---------------------------------------------------------------------------------------------
// Reading inputs

/** Inputs this large in all (regular files) are checked on worker threads unless --jobs says otherwise. */
export const PARALLEL_THRESHOLD = 2 << 20;

/** Games of one file sent to a thread at a time: up to this many characters, or this many games. */
const BATCH_CHARS = 1 << 18;
const BATCH_GAMES = 512;

/** Throws a UsageError now if the input cannot be read (so no output starts for a bad command line). */
export function checkReadable(path: string, io?: InputIo): void {
  refuseInputIsOutput(io, path);
  if (path === '-') return;
  try {
    if (statSync(inputPath(io, path)).isDirectory()) throw new UsageError(`${path}: cannot read: is a directory`);
    // access, not open: opening and closing a FIFO would end its writer (SIGPIPE) before the real read
    accessSync(inputPath(io, path), constants.R_OK);
  } catch (e) {
    throw e instanceof UsageError ? e : cannotRead(path, e);
  }
}

/** Standard input, a pipe, a device: read as it comes, each game reported as soon as it is read. */
export function isLive(path: string, io?: InputIo): boolean {
  return path === '-' || !statSync(inputPath(io, path)).isFile();
}

// ---------------------------------------------------------------------------------------------
// Checking

/** Where verify is (for progress): bytes of the inputs behind the games checked, games, files. */
export interface VerifyPosition {
  readonly bytes: number;
  readonly games: number;
  /** 1-based number of the input being read. */
  readonly file: number;
}

/**
 * Checks every game of every input, calling `emit` per game in order. Every input is checked for
 * readability first (UsageError before any output). The games are cut here and parsed and
 * replayed by the `verify` task (cli/tasks.ts), in batches (one game at a time from a live
 * input), on `jobs` threads (default one: this thread).
 */
export async function verifyInputs(
  files: readonly string[],
  opts: VerifyOptions & { encoding?: PdnEncoding; jobs?: number; io?: InputIo; warn?: (message: string) => void },
  emit: (r: GameReport) => void | Promise<void>,
  progress?: (at: VerifyPosition) => void,
): Promise<VerifySummary> {
  const io = opts.io;
  for (const file of files) checkReadable(file, io);
  refuseStdinTwice(files);
  const summary: VerifySummary = { games: 0, valid: 0, invalid: 0 };
  const check: VerifyOptions = { variant: opts.variant, syntaxOnly: opts.syntaxOnly, duplicates: opts.duplicates };
  // batches go out in order and come back in order: how far the reading was at each is queued here
  const marks: { bytes: number; file: number }[] = [];
  async function* batches(): AsyncGenerator<VerifyTask> {
    let bytesBefore = 0;
    for (let f = 0; f < files.length; f++) {
      const path = files[f]!;
      const file = path === '-' ? '<stdin>' : path;
      const live = isLive(path, io);
      let games: GameText[] = [];
      let chars = 0;
      let first = 0;
      let bytes = 0;
      const batch = (): VerifyTask => {
        marks.push({ bytes: bytesBefore + bytes, file: f + 1 });
        const task = { file, games, first, opts: check };
        first += games.length;
        games = [];
        chars = 0;
        return task;
      };
      // live: games read from a pipe are reported as they arrive (`tail -f games.pdn | bashni verify -`)
      for await (const item of gameTextsOfInput(path, { encoding: opts.encoding, live: true, io, warn: opts.warn })) {
        games.push(item.game);
        chars += item.game.text.length;
        bytes = item.bytes;
        if (live || chars >= BATCH_CHARS || games.length >= BATCH_GAMES) yield batch();
      }
      if (games.length) yield batch();
      bytesBefore += bytes;
    }
  }
  let lastHasTags = false;
  for await (const r of runOrdered('verify', batches(), { jobs: opts.jobs ?? 1, perWorker: 2 })) {
    // the first game of a batch after one whose last game had tags (see VerifyResult)
    const reports = r.firstAfterTags && r.reports[0]!.index > 1 && lastHasTags ? [r.firstAfterTags, ...r.reports.slice(1)] : r.reports;
    lastHasTags = r.lastHasTags;
    for (const report of reports) {
      summary.games++;
      if (report.valid) summary.valid++;
      else summary.invalid++;
      const wait = emit(report);
      if (wait) await wait;
    }
    const mark = marks.shift()!;
    progress?.({ bytes: mark.bytes, games: summary.games, file: mark.file });
  }
  return summary;
}

/** Threads for reading inputs (verify, find, index): --jobs as given; by default every core for regular files of PARALLEL_THRESHOLD in all, else one (starting threads costs more than a small file). */
export function inputThreads(files: readonly string[], jobs: Jobs, io: InputIo): number {
  if (jobs.explicit) return jobs.count;
  let bytes = 0;
  for (const f of files) {
    if (isLive(f, io)) return 1;
    bytes += statSync(inputPath(io, f)).size;
  }
  return bytes >= PARALLEL_THRESHOLD ? jobs.count : 1;
}

/** A problem's detail with the move as written cut to an excerpt (a 180 KB capture path). */
function shortDetail(d: ProblemDetail): ProblemDetail {
  return d.move === undefined ? d : { ...d, move: excerpt(d.move) };
}

// ---------------------------------------------------------------------------------------------
// Duplicates

/** The line under a duplicate's report: `  FILE:L:C: duplicate: the same moves as game 1 (FILE:1:1)`. */
function duplicateText(r: GameReport, d: DuplicateOf): string {
  const what = d.same === 'moves' ? 'the same moves as' : 'the same final position as';
  return `  ${r.file}:${r.keys!.start.line}:${r.keys!.start.column}: duplicate: ${what} game ${d.index} (${d.file}:${d.line}:${d.column})\n`;
}

// ---------------------------------------------------------------------------------------------
// The command

export function registerVerify(program: Command, io: CliIo): void {
  const command = program
    .command('verify')
    .description('Parse and replay every game of PDN files; per game: valid, or the first problem (file:line:column, move, why, legal moves)')
    .argument('<files...>', "PDN files ('-' = standard input)")
    .addOption(variantOrAutoOption().default('bashni'))
    .option('--syntax-only', 'check the grammar alone (PDN of any draughts game, 10x10 included)')
    .option('--json', 'one JSON document: {"games": [...], "summary": {...}} (docs/records.md)')
    .option('--duplicates', 'also report games whose main line repeats an earlier game of the inputs (same variant, start and moves)')
    .option('--duplicate-positions', 'with --duplicates: also games that end in the same position as an earlier game')
    .addOption(encodingOption());
  addJobsOption(command);
  addTerminalOptions(command)
    .addHelpText(
      'after',
      `\nThe text output ends with the line 'G games: V valid, I invalid' (', D duplicates' with --duplicates).\nExit 0 all valid (and no duplicates), 1 some invalid (or duplicated), 2 usage or unreadable input.\nFiles of ${PARALLEL_THRESHOLD >> 20} MB or more in all are checked on every core unless --jobs says otherwise.`,
    )
    .action(
      async (
        files: string[],
        o: {
          variant: VariantOrAuto;
          syntaxOnly?: boolean;
          json?: boolean;
          duplicates?: boolean;
          duplicatePositions?: boolean;
          encoding?: PdnEncoding;
          jobs?: string;
          quiet?: boolean;
          color?: boolean;
        },
      ) => {
        const variant = o.variant;
        const jobs = jobsOption(o.jobs);
        if (o.duplicatePositions && !o.duplicates) throw new UsageError('--duplicate-positions needs --duplicates');
        for (const file of files) checkReadable(file, io);
        const duplicates = o.duplicates ? new DuplicateIndex(Boolean(o.duplicatePositions)) : undefined;
        const warn = (message: string): void => void io.stderr.write(`bashni: ${safeText(message)}\n`);
        const opts = { variant, syntaxOnly: Boolean(o.syntaxOnly), duplicates: Boolean(duplicates), encoding: o.encoding, jobs: inputThreads(files, jobs, io), io, warn };
        const out = io.stdout;
        const live = files.some((f) => isLive(f, io));
        // progress in bytes of the inputs (no total when one is standard input, a pipe or a device)
        const total = live ? undefined : files.reduce((sum, f) => sum + statSync(inputPath(io, f)).size, 0);
        const progress = await startProgress({ label: 'verify', unit: 'bytes', total, show: 'bytes' }, o, io);
        // output goes out in chunks, waiting for a slow reader (memory stays bounded)
        let buf = '';
        const flush = async (): Promise<void> => {
          if (!buf) return;
          const ok = progress.write(out, buf);
          buf = '';
          if (!ok) await new Promise<void>((resolve) => out.once('drain', resolve));
        };
        // per file, the other rule sets under which its invalid untagged games are valid, and how many
        const elsewhere = new Map<string, Map<VariantName, number>>();
        let first = true;
        if (o.json) buf += '{"games": [\n';
        let summary: VerifySummary;
        try {
          summary = await verifyInputs(
            files,
            opts,
            (r) => {
              // the verdict so far: a reader that stops early (`| head`) ends the command with it (cli/io.ts)
              const duplicate = r.keys && duplicates?.add(r, r.keys);
              if (!r.valid || duplicate) io.exitCode = 1;
              if (r.validAs) {
                const counts = elsewhere.get(r.file) ?? new Map<VariantName, number>();
                counts.set(r.validAs, (counts.get(r.validAs) ?? 0) + 1);
                elsewhere.set(r.file, counts);
              }
              // a message quotes at most an excerpt of a huge token (text and JSON alike)
              if (r.problem) r = { ...r, problem: { ...r.problem, message: excerpt(r.problem.message), ...(r.problem.detail ? { detail: shortDetail(r.problem.detail) } : {}) } };
              if (r.info.length) r = { ...r, info: r.info.map((i) => ({ ...i, message: excerpt(i.message), ...(i.detail ? { detail: shortDetail(i.detail) } : {}) })) };
              if (o.json) {
                const json = reportJson(r);
                buf += (first ? '' : ',\n') + JSON.stringify(duplicate ? { ...json, duplicateOf: duplicate } : json);
                first = false;
              } else {
                // file names escaped whole (line breaks too): a name is one field of one line
                const shown: GameReport = { ...r, file: safeName(r.file), problem: r.problem && withSafeName(r.problem), info: r.info.map((i) => withSafeName(i)) };
                buf += safeText(reportText(shown));
                if (duplicate) buf += safeText(duplicateText(shown, withSafeName(duplicate)));
              }
              // from a pipe or a terminal each verdict goes out at once (`tail -f games.pdn | bashni verify -`)
              return live || buf.length > 1 << 16 ? flush() : undefined;
            },
            (at) => progress.update(at.bytes, `${at.games} games${files.length > 1 ? ` · file ${at.file}/${files.length}` : ''}`),
          );
        } catch (e) {
          await flush();
          throw e;
        } finally {
          progress.stop();
        }
        const ends = duplicates ? { ...summary, duplicates: duplicates.found } : summary;
        if (o.json) buf += `\n],\n"summary": ${JSON.stringify(ends)}}\n`;
        else buf += summaryLine(summary) + (duplicates ? `, ${duplicates.found} duplicates` : '') + '\n';
        await flush();
        // one line per file: the rule set most of its invalid untagged games are valid under
        if (variant !== 'auto')
          for (const [file, counts] of elsewhere) {
            const [other, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
            io.stderr.write(`${safeName(file)}: ${variantAdvice(n, variant, other)}\n`);
          }
        io.exitCode = summary.invalid > 0 || duplicates?.found ? 1 : 0;
      },
    );
}
