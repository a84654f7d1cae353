// `bashni verify FILE... [--variant V] [--syntax-only] [--json] [--encoding E]`
// Parses and replays every game; per game: valid, or the first problem with file:line:column,
// move number, the move as written, why, and the legal moves there. Formats: docs/records.md.
import type { Command } from 'commander';
import { UsageError, cannotRead, encodingOption, showProgress, variantOption } from './io.ts';
import { gamesOfInput } from './games.ts';
import { checkGame, reportText, summaryLine, type GameReport, type VerifyOptions, type VerifySummary } from '../records/verify.ts';
import { closeSync, openSync, statSync } from 'node:fs';
import type { PdnEncoding } from '../grammar/decode.ts';
import { safeText } from './terminal-text.ts';

// ---------------------------------------------------------------------------------------------
// Reading inputs

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

// ---------------------------------------------------------------------------------------------
// Checking

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
    // live: games read from a pipe are reported as they arrive (`tail -f games.pdn | bashni verify -`)
    for await (const item of gamesOfInput(file, { encoding: opts.encoding, live: true })) {
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
            process.stderr.write(`\r${safeText(file)}: ${n} games...`);
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
            // the verdict so far: a reader that stops early (`| head`) ends the command with it (cli/io.ts)
            if (!r.valid) process.exitCode = 1;
            if (o.json) {
              buf += (first ? '' : ',\n') + JSON.stringify(r);
              first = false;
            } else buf += safeText(reportText(r));
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
