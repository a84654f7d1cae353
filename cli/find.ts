// `bashni find FILES... [filters] [--count] [--json] [--index NAME.bdx] [-o OUT]`
// The games matching every filter, each written as it was read (the splitter's source text).
// The query is read by records/find-query.ts and matched by records/find-match.ts; this file
// parses arguments, reads the inputs (cli/collection.ts) or an index's candidates
// (cli/bdx.ts) and writes the output. Syntax and formats: docs/records.md.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { encodingOption, variantOrAutoOption } from './options.ts';
import { refuseOverwrite } from './output.ts';
import { PARALLEL_THRESHOLD, checkReadable, inputThreads } from './verify.ts';
import { BrokenGames, collectionGameBatches, batchBuffers, gameBatch, gamesBy } from './collection.ts';
import type { CollectionGame } from './collection-game.ts';
import { OutputSink } from './output-sink.ts';
import { DuplicateIndex } from './duplicate-index.ts';
import { candidateGames, openIndex, queryMode } from './bdx.ts';
import { findContext, findInGame, type FindBatch, type GameFound } from './find-games.ts';
import { addJobsOption, jobsOption, runOrdered } from './jobs.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import { parseFindQuery, type FindQuery, type FindQueryText } from '../records/find-query.ts';
import type { VariantOrAuto } from '../records/variant-auto.ts';
import type { VariantName } from '../engine/types.ts';

/** Reads the query of a command line; a malformed part is a UsageError naming the option and the column. */
export function readQuery(t: FindQueryText): FindQuery {
  const r = parseFindQuery(t);
  if (r.ok) return r.value;
  const e = r.error;
  throw new UsageError(`${e.option}${e.text ? ` "${e.text}"` : ''}: column ${e.column}: ${e.message}`);
}

interface FindOptions {
  tag?: string[];
  player?: string[];
  result?: string;
  dateFrom?: string;
  dateTo?: string;
  variant?: VariantOrAuto;
  fen?: string;
  pattern?: string;
  material?: string;
  mirror?: boolean;
  moves?: string;
  capture?: string;
  promotion?: boolean;
  dedupe?: boolean;
  valid?: boolean;
  invalid?: boolean;
  count?: boolean;
  json?: boolean;
  index?: string;
  output?: string;
  encoding?: PdnEncoding;
  jobs?: string;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** The line end a game's text uses (its first), so that the games written keep their file's style. */
const lineEnd = (text: string): string => (text.includes('\r\n') ? '\r\n' : '\n');

/** One game matched, as `--json` writes it: file, game number and line, its tags, the first ply matched, the variant (with --variant auto). */
function jsonLine(g: CollectionGame, m: { readonly ply?: number; readonly variant?: VariantName }): string {
  const tags: Record<string, string> = {};
  for (const t of g.parsed.game.tags) if (!(t.name in tags)) tags[t.name] = t.value;
  return JSON.stringify({ file: g.file, game: g.index + 1, line: g.pos.line, tags, ...(m.ply !== undefined ? { ply: m.ply } : {}), ...(m.variant ? { variant: m.variant } : {}) }) + '\n';
}

/** Games a task of `find` takes (cli/find-games.ts). */
const FIND_BATCH = 512;

export function registerFind(program: Command, io: CliIo): void {
  const command = program
    .command('find')
    .description('The games of PDN files that match every filter, each written as it was read')
    .argument('<files...>', "PDN files ('-' = standard input)")
    .option('--tag <name=glob>', 'a tag matches a glob (* any run, ? one character; case-insensitive; repeatable)', collect)
    .option('--player <glob>', 'White or Black matches the glob (repeatable: each must match)', collect)
    .option('--result <result>', '1-0, 0-1, 1/2-1/2 or *')
    .option('--date-from <date>', 'played on or after (1950, 1950.03.??, 1.1.1965, ...)')
    .option('--date-to <date>', 'played on or before')
    .addOption(variantOrAutoOption())
    .option('--fen <fen>', 'the position (columns and side to move) occurs in the main line')
    .option('--pattern <pattern>', 'squares that hold or do not hold something, e.g. "d4=w e5=. f6!=B turn=black"')
    .option('--material <terms>', 'counts per side, e.g. "W>=8,B<=6", "Wkings>=1 Bprisoners>=2"')
    .option('--mirror', 'position filters also match with colours reversed')
    .option('--moves <moves>', 'the game begins with these moves ("c3-d4 f6-g5" or "22-18 11-15")')
    .option('--capture <n>', 'a move of the main line captures n pieces or more')
    .option('--promotion', 'a man is crowned in the main line')
    .option('--dedupe', 'each distinct game once (the key of verify --duplicates)')
    .option('--valid', 'only games verify finds valid')
    .option('--invalid', 'only games verify finds invalid')
    .option('--count', 'print the number of matching games alone')
    .option('--json', 'one JSON object a line: file, game, line, tags, ply')
    .option('--index <file>', 'an index made by bashni index for these files (in that order): replay only the games that can match')
    .addOption(encodingOption())
    .option('-o, --output <file>', 'write here instead of standard output (never an input)');
  addJobsOption(command)
    .addHelpText(
      'after',
      `\nWith --variant V only games of V match. Position filters (--fen, --pattern, --material) must all hold in one position of the main line.\nA broken game is skipped and reported on standard error; exit 1 when any was skipped.\nWithout --index, files of ${PARALLEL_THRESHOLD >> 20} MB or more in all are read on every core unless --jobs says otherwise (the same output).\nExit 2 for a malformed query (with the column where it fails) or an unreadable input.`,
    )
    .action(async (files: string[], o: FindOptions) => {
      const auto = o.variant === 'auto';
      const queryText: FindQueryText = {
        tag: o.tag,
        player: o.player,
        result: o.result,
        dateFrom: o.dateFrom,
        dateTo: o.dateTo,
        variant: o.variant === 'auto' ? undefined : o.variant,
        fen: o.fen,
        pattern: o.pattern,
        material: o.material,
        mirror: o.mirror,
        moves: o.moves,
        capture: o.capture,
        promotion: o.promotion,
        dedupe: o.dedupe,
        valid: o.valid,
        invalid: o.invalid,
      };
      const query = readQuery(queryText);
      refuseOverwrite(io, o.output, files);
      for (const f of files) checkReadable(f, io);
      if (files.filter((f) => f === '-').length > 1) throw new UsageError('standard input (-) can be read only once');
      const index = o.index !== undefined ? openIndex(io, o.index, files) : undefined;
      const sink = new OutputSink(io, o.output, o.count ? 'text' : o.json ? 'json' : 'data');
      const broken = new BrokenGames(io);
      const duplicates = query.dedupe ? new DuplicateIndex(false) : undefined;
      const jobs = inputThreads(files, jobsOption(o.jobs), io);
      let count = 0;
      let nl = '\n';
      /** A game's answer, in the files' order: reported, counted, written. */
      const take = async (g: CollectionGame, found: GameFound): Promise<void> => {
        if ('problem' in found) return broken.reportProblem(g.file, g.index, found.problem);
        if (!found.matched) return;
        if (duplicates && found.keys && duplicates.add({ file: g.file, index: g.index + 1 }, found.keys)) return;
        count++;
        if (o.count) return;
        if (o.json) await sink.write(jsonLine(g, found));
        else {
          if (count > 1) await sink.write(nl);
          nl = lineEnd(g.text.text);
          await sink.write(g.text.text + nl);
        }
      };
      try {
        for (const [n, file] of files.entries()) {
          if (index) {
            // the few games the index lets through: here, in this thread
            const c = findContext(query, auto);
            for (const g of candidateGames(index, n, query, queryMode(o.variant), io)) await take(g, findInGame(g, c));
            continue;
          }
          // the games in batches on `jobs` threads, the answers taken in order
          const given: CollectionGame[][] = [];
          let encoding: PdnEncoding = 'utf-8';
          async function* tasks(): AsyncGenerator<FindBatch> {
            for await (const part of gamesBy(collectionGameBatches(file, { encoding: o.encoding, io, onEncoding: (e) => (encoding = e) }), FIND_BATCH)) {
              given.push(part);
              yield { batch: gameBatch(part, encoding), query: queryText, auto };
            }
          }
          for await (const found of runOrdered('find', tasks(), { jobs, perWorker: 2, transfer: (t: FindBatch) => batchBuffers(t.batch) })) {
            const games = given.shift()!;
            for (const [k, f] of found) await take(games[k]!, f);
          }
        }
        if (o.count) await sink.write(`${count}\n`);
        await sink.commit();
      } catch (e) {
        sink.abort();
        throw e;
      } finally {
        index?.close();
      }
      broken.summary();
      io.exitCode = broken.count ? 1 : 0;
    });
}
