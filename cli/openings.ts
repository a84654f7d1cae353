// `bashni openings FILES... [--fen FEN | --moves "..."] [--plies N] [--json] [--index NAME.bdx]`
// From a position (default the start), each next move of the games that reached it, with games,
// White wins, draws, Black wins and the score for the side to move; `--plies N` a tree. The tree
// is records/opening-tree.ts; this file reads arguments and inputs and prints it.
import type { Command } from 'commander';
import { type CliIo } from './io.ts';
import { UsageError } from './usage-error.ts';
import { countOption, encodingOption, parseCount, variantOrAutoOption } from './options.ts';
import { refuseOverwrite } from './output.ts';
import { checkReadable } from './verify.ts';
import { BrokenGames, collectionGameBatches, isBroken } from './collection.ts';
import type { CollectionGame } from './collection-game.ts';
import { OutputSink } from './output-sink.ts';
import { GameBytes, IndexEntries, entryGame, indexStarts, openIndex, queryMode, type OpenIndex } from './bdx.ts';
import type { PdnEncoding } from '../grammar/decode.ts';
import { resultWinner } from '../grammar/results.ts';
import { Position } from '../engine/position.ts';
import { matchMoves } from '../engine/notation.ts';
import type { Color, VariantName } from '../engine/types.ts';
import { parseFenQuery, parseMovesQuery } from '../records/find-query.ts';
import { OpeningTree, moveScore, openingMoveText, type OpeningMove } from '../records/opening-tree.ts';
import { OPENING_PLIES, entryMayHold, type IndexVariantMode } from '../records/game-index.ts';
import { samePosition } from '../records/find-match.ts';
import { replayGame, writtenResult } from '../records/replay.ts';
import { chooseVariant, type VariantOrAuto } from '../records/variant-auto.ts';
import { detectVariant, variantOf } from '../records/variant.ts';
import { scannedRecord, scannedStart } from '../records/find-walk.ts';
import { MainLineWalker } from '../records/main-line-walk.ts';

interface OpeningsOptions {
  fen?: string;
  moves?: string;
  plies: string;
  json?: boolean;
  variant?: VariantOrAuto;
  index?: string;
  output?: string;
  encoding?: PdnEncoding;
}

/** The position the tree starts from: --fen, the start after --moves, else the start. */
function targetOf(o: OpeningsOptions): Position {
  const variant = o.variant === 'auto' || o.variant === undefined ? 'bashni' : o.variant;
  if (o.fen !== undefined && o.moves !== undefined) throw new UsageError('--fen and --moves exclude each other');
  if (o.fen !== undefined) {
    const f = parseFenQuery(o.fen, variant);
    if (!f.ok) throw new UsageError(`--fen "${o.fen}": column ${f.error.column}: ${f.error.message}`);
    return f.value.position;
  }
  let pos = Position.initial(variant);
  if (o.moves === undefined) return pos;
  const m = parseMovesQuery(o.moves);
  if (!m.ok) throw new UsageError(`--moves "${o.moves}": column ${m.error.column}: ${m.error.message}`);
  for (const w of m.value) {
    const found = matchMoves(pos, w);
    if (found.length !== 1) throw new UsageError(`--moves "${o.moves}": column ${o.moves.indexOf(w.text) + 1}: '${w.text}' is ${found.length ? 'ambiguous' : 'not a legal move'} in ${variant} here`);
    pos = pos.play(found[0]!);
  }
  return pos;
}

/**
 * The games of one indexed file that the tree needs read, after adding to it those the index
 * answers alone: a game of the index's rules that starts at the target and whose first moves the
 * index keeps (their numbers among the legal moves: no replay). Games that cannot reach the
 * target (material, position filter) are left out; the others are read back and replayed.
 */
function* indexedOpenings(index: OpenIndex, fileNumber: number, tree: OpeningTree, mode: IndexVariantMode, fixed: VariantName | undefined, io: CliIo): Generator<CollectionGame> {
  const file = index.inputs[fileNumber]!;
  const { encoding } = index.trailer.files[fileNumber]!;
  const sameRules = mode === index.trailer.variant;
  const starts = indexStarts(index, fileNumber).map((p) => p !== undefined && samePosition(p, tree.target));
  const roots = indexStarts(index, fileNumber);
  // the moves after a line of move numbers from a start: each decoded once
  const lines = new Map<string, { pos: Position; text: string }>();
  const pdn = new GameBytes(io, file);
  try {
    let number = 0;
    const entries = new IndexEntries(index, fileNumber);
    const { reader } = entries;
    const e = reader.view;
    while (entries.more())
      while (reader.advance()) {
        const n = number++;
        const known = !e.broken && (e.tagged || sameRules);
        if (known && fixed !== undefined && e.variant !== fixed) continue;
        const complete = e.openingLength === Math.min(OPENING_PLIES, e.positions - 1);
        if (known && e.startId >= 0 && starts[e.startId] && complete && tree.plies <= OPENING_PLIES) {
          const moves: string[] = [];
          let key = `${e.startId}`;
          let pos = roots[e.startId]!;
          for (let i = 0; i < Math.min(tree.plies, e.openingLength); i++) {
            const m = e.bytes[e.openingAt + i]!;
            const next = `${key},${m}`;
            let step = lines.get(next);
            if (!step) {
              const move = pos.legalMoves()[m]!;
              step = { pos: pos.play(move), text: openingMoveText(pos, { move }) };
              lines.set(next, step);
            }
            moves.push(step.text);
            pos = step.pos;
            key = next;
          }
          tree.addMoves(moves, e.result === '1-0' ? 'white' : e.result === '0-1' ? 'black' : e.result === '1/2-1/2' ? 'draw' : undefined);
          continue;
        }
        if (known && !entryMayHold(e, tree.target)) continue;
        yield entryGame(pdn, file, encoding, n, e);
      }
  } finally {
    pdn.close();
  }
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const pad = (s: string | number, n: number): string => String(s).padStart(n);

/** The tree as text: one move a line (indented by depth), games, results and the score of the side that plays it. */
function treeText(moves: readonly OpeningMove[], side: Color, depth: number): string {
  let out = '';
  for (const m of moves) {
    const score = moveScore(m, side);
    out += `${'  '.repeat(depth)}${m.move.padEnd(Math.max(14 - 2 * depth, m.move.length + 1))}${pad(m.games, 8)}${pad(m.white, 8)}${pad(m.draws, 8)}${pad(m.black, 8)}${pad(score === undefined ? '-' : `${score.toFixed(1)}%`, 8)}\n`;
    if (m.moves) out += treeText(m.moves, other(side), depth + 1);
  }
  return out;
}

export function registerOpenings(program: Command, io: CliIo): void {
  program
    .command('openings')
    .description('From a position (the start unless --fen or --moves), each next move of the games that reached it: games, White wins, draws, Black wins, score')
    .argument('<files...>', "PDN files ('-' = standard input)")
    .option('--fen <fen>', 'the position (columns and side to move); transpositions count')
    .option('--moves <moves>', 'the position after these moves from the start ("c3-d4 f6-g5")')
    .addOption(countOption('--plies <n>', 'plies deep (a tree)', 1))
    .option('--json', '{"fen", "games", "moves": [{"move", "games", "white", "draws", "black"}]}')
    .addOption(variantOrAutoOption())
    .option('--index <file>', 'an index made by bashni index for these files: replay only the games that reach the position')
    .addOption(encodingOption())
    .option('-o, --output <file>', 'write here instead of standard output (never an input)')
    .addHelpText('after', '\nThe score is for the side that plays the move (a win 1, a draw half), over games with a decided result.\nA broken game is skipped and reported on standard error.')
    .action(async (files: string[], o: OpeningsOptions) => {
      const plies = parseCount(String(o.plies), '--plies', { min: 1, max: 100 });
      const target = targetOf(o);
      refuseOverwrite(io, o.output, files);
      for (const f of files) checkReadable(f, io);
      if (files.filter((f) => f === '-').length > 1) throw new UsageError('standard input (-) can be read only once');
      const index = o.index !== undefined ? openIndex(io, o.index, files) : undefined;
      const auto = o.variant === 'auto';
      const fixed = o.variant === 'auto' ? undefined : o.variant;
      const tree = new OpeningTree(target, plies);
      const broken = new BrokenGames(io);
      const sink = new OutputSink(io, o.output, o.json ? 'json' : 'text');
      try {
        const walker = new MainLineWalker();
        const add = (g: CollectionGame): void => {
          // the light scanner and the board walker first; the full parse and replay for what they leave
          const scan = auto ? undefined : g.scan();
          if (scan) {
            const record = scannedRecord(scan, g.pos);
            if (fixed && detectVariant(record, fixed).variant !== fixed) return;
            const variant = variantOf(record, fixed ?? 'bashni').variant;
            const start = variant && scannedStart(record, variant);
            if (start && tree.addWalked(start, scan.moves, resultWinner(scan.result), walker) !== undefined) return;
          }
          if (isBroken(g.parsed)) return broken.report(g);
          const game = g.parsed.game;
          if (fixed && detectVariant(game, fixed).variant !== fixed) return;
          const variant = auto ? chooseVariant(game, g.parsed.errors).variant : fixed;
          const r = replayGame(game, { variant, parseErrors: g.parsed.errors, info: false, variations: false });
          if (!r.start) return;
          const written = writtenResult(game);
          tree.add(r.start, r.mainLine?.plies ?? [], written === undefined ? undefined : resultWinner(written));
        };
        for (const [n, file] of files.entries()) {
          if (index) for (const g of indexedOpenings(index, n, tree, queryMode(o.variant), fixed, io)) add(g);
          else for await (const batch of collectionGameBatches(file, { encoding: o.encoding, io })) for (const g of batch) add(g);
        }
        const report = tree.report();
        if (o.json) await sink.write(JSON.stringify(report) + '\n');
        else {
          const head = `${report.fen}\n${report.games} ${report.games === 1 ? 'game' : 'games'}: White ${report.white}, draws ${report.draws}, Black ${report.black}\n`;
          const columns = `${'move'.padEnd(14)}${pad('games', 8)}${pad('white', 8)}${pad('draws', 8)}${pad('black', 8)}${pad('score', 8)}\n`;
          await sink.write(head + (report.moves.length ? columns + treeText(report.moves, target.turn, 0) : ''));
        }
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
