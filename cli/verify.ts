// `bashni verify FILE... [--variant V] [--syntax-only] [--json] [--encoding E]`
// Parses and replays every game; per game: valid, or the first problem with file:line:column,
// move number, the move as written, why, and the legal moves there. Formats: docs/records.md.
import type { Command } from 'commander';
import { UsageError, cannotRead, encodingOption, gamesOf, readPdnInput, showProgress, variantOption, type GameItem } from './io.ts';
import { replayGame, describeProblem } from '../grammar/replay.ts';
import type { ReplayProblem } from '../grammar/replay.ts';
import { createReadStream, closeSync, openSync, statSync } from 'node:fs';
import { parsePdnStream } from '../grammar/pdn.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import type { GameRecord } from '../grammar/record.ts';
import { tagValue } from '../grammar/record.ts';
import type { Color, VariantName } from '../engine/types.ts';

// ---------------------------------------------------------------------------------------------
// Reading inputs

/** Files up to this size are decoded whole (encoding detected on all of it); larger ones are streamed. */
const STREAM_THRESHOLD = 8 << 20;

/** Throws a UsageError now if the input cannot be read (so no output starts for a bad command line). */
function checkReadable(path: string): void {
  if (path === '-') return;
  try {
    if (statSync(path).isDirectory()) throw new UsageError(`${path}: cannot read: is a directory`);
    closeSync(openSync(path, 'r'));
  } catch (e) {
    throw e instanceof UsageError ? e : cannotRead(path, e);
  }
}

/**
 * Every game of an input, game by game: small files are read whole; large files and standard
 * input are streamed in chunks, so memory stays bounded by the largest game.
 */
async function* gamesOfInput(path: string, encoding: PdnEncoding | undefined): AsyncGenerator<GameItem> {
  const file = path === '-' ? '<stdin>' : path;
  if (path !== '-' && statSync(path).size <= STREAM_THRESHOLD) {
    yield* gamesOf(readPdnInput(path, encoding), file);
    return;
  }
  const stream = path === '-' ? process.stdin : createReadStream(path, { highWaterMark: 1 << 20 });
  try {
    yield* parsePdnStream(stream as AsyncIterable<Uint8Array>, { file, ...(encoding ? { encoding } : {}) });
  } catch (e) {
    throw new UsageError(`${file}: cannot read: ${(e as Error).message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Checking

/** What `verify --json` prints for one game (docs/records.md). */
export interface GameReport {
  readonly file: string;
  /** 1-based number of the game in its file. */
  readonly index: number;
  readonly line: number;
  readonly column: number;
  readonly tags: { readonly White?: string; readonly Black?: string; readonly Event?: string; readonly Result?: string };
  /** The variant replayed with (null with --syntax-only or when the record is another game). */
  readonly variant: VariantName | null;
  readonly valid: boolean;
  /** Main-line plies (replayed ones; with --syntax-only, written ones). */
  readonly plies: number;
  readonly problem?: {
    readonly code: string;
    readonly message: string;
    readonly line: number;
    readonly column: number;
    readonly moveNumber?: number;
    readonly side?: Color;
    readonly move?: string;
    readonly legal: readonly string[];
  };
  /** Information only (repetition, no progress). */
  readonly info: readonly { readonly code: string; readonly message: string; readonly line: number; readonly column: number; readonly moveNumber?: number; readonly side?: Color; readonly move?: string }[];
}

export interface VerifyOptions {
  readonly variant: VariantName;
  readonly syntaxOnly: boolean;
}

function pickTags(game: GameRecord): GameReport['tags'] {
  const tags: Record<string, string> = {};
  for (const name of ['White', 'Black', 'Event', 'Result']) {
    const v = tagValue(game, name);
    if (v !== undefined) tags[name] = v;
  }
  return tags;
}

function problemJson(p: ReplayProblem): NonNullable<GameReport['problem']> {
  return {
    code: p.code,
    message: p.message,
    line: p.line,
    column: p.column,
    ...(p.moveNumber !== undefined ? { moveNumber: p.moveNumber, side: p.side } : {}),
    ...(p.move !== undefined ? { move: p.move } : {}),
    legal: p.legal,
  };
}

/** Checks one game: the grammar alone (syntaxOnly) or a full replay. */
export function checkGame(item: GameItem, file: string, opts: VerifyOptions): GameReport {
  const { game } = item;
  const base = { file, index: item.index + 1, tags: pickTags(game) };
  if (opts.syntaxOnly) {
    const first = item.errors.find((e) => e.severity === 'error');
    return {
      ...base,
      line: first ? first.pos.line : game.pos.line,
      column: first ? first.pos.column : game.pos.column,
      variant: null,
      valid: !first,
      plies: game.moves.length,
      ...(first ? { problem: { code: first.code, message: first.message, line: first.pos.line, column: first.pos.column, legal: [] } } : {}),
      info: [],
    };
  }
  const r = replayGame(game, { variant: opts.variant, parseErrors: item.errors });
  const p = r.problem;
  return {
    ...base,
    line: p ? p.line : game.pos.line,
    column: p ? p.column : game.pos.column,
    variant: r.variant ?? null,
    valid: r.valid,
    plies: r.plies,
    ...(p ? { problem: problemJson(p) } : {}),
    info: r.info.map((i) => ({ code: i.code, message: i.message, line: i.line, column: i.column, moveNumber: i.moveNumber, side: i.side, move: i.move })),
  };
}

/** The text line of one game: `FILE:LINE:COL: game N (White - Black): valid, P plies` or `...: invalid: <problem>`. */
export function reportText(r: GameReport): string {
  const who = r.tags.White !== undefined || r.tags.Black !== undefined ? ` (${r.tags.White ?? '?'} - ${r.tags.Black ?? '?'})` : '';
  const head = `${r.file}:${r.line}:${r.column}: game ${r.index}${who}`;
  if (r.valid) {
    let text = `${head}: valid, ${r.plies} ${r.plies === 1 ? 'ply' : 'plies'}${r.variant ? ` (${r.variant})` : ''}\n`;
    for (const i of r.info) text += `  ${r.file}:${i.line}:${i.column}: note: ${describeProblem({ ...i, severity: 'info', offset: 0, legal: [] })}\n`;
    return text;
  }
  const p = r.problem!;
  return `${head}: invalid: ${describeProblem({ ...p, severity: 'error', offset: 0 })}\n`;
}

export interface VerifySummary {
  games: number;
  valid: number;
  invalid: number;
}

/**
 * Checks every game of every input, calling `emit` per game in order. Every input is checked for
 * readability first (UsageError before any output).
 */
export async function verifyInputs(
  files: readonly string[],
  opts: VerifyOptions & { encoding?: PdnEncoding },
  emit: (r: GameReport) => void | Promise<void>,
  progress?: (file: string, games: number) => void,
): Promise<VerifySummary> {
  for (const file of files) checkReadable(file);
  if (files.filter((f) => f === '-').length > 1) throw new UsageError('standard input (-) can be read only once');
  const summary: VerifySummary = { games: 0, valid: 0, invalid: 0 };
  for (const file of files) {
    const name = file === '-' ? '<stdin>' : file;
    let n = 0;
    for await (const item of gamesOfInput(file, opts.encoding)) {
      const r = checkGame(item, name, opts);
      summary.games++;
      if (r.valid) summary.valid++;
      else summary.invalid++;
      const wait = emit(r);
      if (wait) await wait;
      n++;
      if (progress && (n & 255) === 0) progress(name, n);
    }
  }
  return summary;
}

/** SPEC §5: always `G games: V valid, I invalid` (also for one game: scripts match it). */
export const summaryLine = (s: VerifySummary): string => `${s.games} games: ${s.valid} valid, ${s.invalid} invalid`;

// ---------------------------------------------------------------------------------------------
// The command

export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description('Parse and replay every game of PDN files; per game: valid, or the first problem (file:line:column, move, why, legal moves)')
    .argument('<files...>', 'PDN files (`-` = standard input)')
    .option('--variant <variant>', 'variant when a record names none: bashni, bashni-turkish, russian', 'bashni')
    .option('--syntax-only', 'check the grammar alone (PDN of any draughts game, 10x10 included)')
    .option('--json', 'one JSON document: {"games": [...], "summary": {...}} (docs/records.md)')
    .option('--encoding <encoding>', 'read the input in this encoding (utf-8, cp1251, cp866, latin1) instead of detecting it')
    .addHelpText('after', '\nThe text output ends with the line `G games: V valid, I invalid`.\nExit 0 all valid, 1 some invalid, 2 usage or unreadable input.')
    .action(async (files: string[], o: { variant: string; syntaxOnly?: boolean; json?: boolean; encoding?: string }) => {
      const variant = variantOption(o.variant);
      const opts = { variant, syntaxOnly: Boolean(o.syntaxOnly), encoding: encodingOption(o.encoding) };
      const out = process.stdout;
      let progressShown = false;
      const progress = showProgress()
        ? (file: string, n: number): void => {
            process.stderr.write(`\r${file}: ${n} games...`);
            progressShown = true;
          }
        : undefined;
      const clearProgress = (): void => {
        if (progressShown) process.stderr.write('\r\x1b[K');
        progressShown = false;
      };
      // output goes out in chunks, waiting for a slow reader (memory stays bounded)
      let buf = '';
      const flush = async (): Promise<void> => {
        if (!buf) return;
        clearProgress();
        const ok = out.write(buf);
        buf = '';
        if (!ok) await new Promise<void>((resolve) => out.once('drain', resolve));
      };
      let first = true;
      if (o.json) buf += '{"games": [\n';
      let summary: VerifySummary;
      try {
        summary = await verifyInputs(
          files,
          opts,
          (r) => {
            if (o.json) {
              buf += (first ? '' : ',\n') + JSON.stringify(r);
              first = false;
            } else buf += reportText(r);
            return buf.length > 1 << 16 ? flush() : undefined;
          },
          progress,
        );
      } catch (e) {
        await flush();
        clearProgress();
        throw e;
      }
      clearProgress();
      if (o.json) buf += `\n],\n"summary": ${JSON.stringify(summary)}}\n`;
      else buf += summaryLine(summary) + '\n';
      await flush();
      process.exitCode = summary.invalid > 0 ? 1 : 0;
    });
}
