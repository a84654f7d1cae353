// `bashni puzzles check [DIR...]`: every puzzle file is valid, every puzzle sound, its stored
// solution the one the solver finds, and a mined puzzle's position the one in its source game.
// `bashni puzzles mine FILE.pdn... [-o FILE]`: candidate puzzles from the games' main lines,
// filtered for soundness and graded (docs/puzzles.md).
// `bashni puzzles export [PATH...] [--format csv|json] [-o FILE]`: the collection as CSV in
// lichess's puzzle columns, or as JSON with every field (puzzles/export.ts).
import type { Command } from 'commander';
import { relative } from 'node:path';
import { Document, isMap, isScalar, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { type CliIo } from './io.ts';
import { UsageError, cannotRead } from './usage-error.ts';
import { pathIn, readInputText, readInputTextAndBom, refuseStdinTwice } from './input.ts';
import { NODES_RANGE, choiceOption, countOption, parseCount } from './options.ts';
import { forStdout, refuseOverwrite, writeOutput } from './output.ts';
import { countGames, gamesOfInput } from './games.ts';
import { addJobsOption, jobsOption, runOrdered } from './jobs.ts';
import { addTerminalOptions, progressWanted, startProgress } from './progress.ts';
import type { MineTask } from './tasks.ts';
import { safeName, safeText, withSafeName } from './terminal-text.ts';
import { excerpt, formatProblem } from '../grammar/problem.ts';
import { ID_RE, PuzzleIds, makePuzzleYaml, readPuzzleFile, type PuzzleEntry, type PuzzleSpec } from '../puzzles/file.ts';
import { puzzleProblem } from '../puzzles/problem.ts';
import { exportedPuzzle, gamePageFile, puzzlesCsv, puzzlesJson, sourceGameUrl, type ExportedPuzzle } from '../puzzles/export.ts';
import { CollectionCheck } from '../puzzles/check.ts';
import { puzzleFiles, resolveSourceFile, sourceReader, sourceRoots } from '../puzzles/node-files.ts';
import { gradeOf } from '../puzzles/grade.ts';
import { solvePuzzle } from '../puzzles/solve.ts';
import { MEMO_BOUND_TEXT } from '../puzzles/position-memo.ts';
import { lineThemes } from '../puzzles/themes.ts';
import { collectionFigures, figuresText } from '../puzzles/stats.ts';
import { mineGame, minedIdPrefix } from '../puzzles/mine.ts';

/**
 * Every *.yaml / *.yml file under the given files or directories (relative to `cwd`), sorted;
 * named as given; what a directory holds is never an error: the walk (puzzles/node-files.ts, the
 * site's build lists the collection with it too) skips, with a note on standard error, what it
 * cannot or should not read there (a dangling link such as Emacs's lock file `.#composed.yaml`, a
 * hidden file, a link to a directory). A path given that does not exist is a usage error.
 */
function puzzleFilesOf(paths: readonly string[], io: CliIo): string[] {
  return puzzleFiles(paths.length ? paths : ['puzzles'], {
    cwd: io.cwd,
    note: (text) => io.stderr.write(`bashni: note: ${safeName(text)}\n`),
    missing: (path, e) => {
      throw cannotRead(path, e);
    },
  });
}

/**
 * The puzzle file's text with each puzzle's rating, difficulty and (with `themes`) themes set to
 * `specs` (in the file's order), edited on the yaml library's document (its nodes and their
 * ranges). A value written as a scalar or a flow list is replaced in place, every other byte kept
 * (comments, quoting, folded scalars, key order, CRLF line ends); a themes list to add, or one
 * written as a block, is set on the document, which then writes the whole file (comments and
 * styles kept, spacing the library's own). Undefined when the result does not read back as the
 * same puzzles with those values: the file is then left as it is.
 */
function regradedText(text: string, specs: readonly PuzzleSpec[], themes: boolean): string | undefined {
  const doc = parseDocument(text);
  const root = doc.contents;
  const maps = (isSeq(root) ? (root.items as unknown[]) : [root]).filter((n): n is YAMLMap => isMap(n));
  if (maps.length !== specs.length) return undefined;
  const edits: { start: number; end: number; text: string }[] = [];
  let whole = false; // an edit the text cannot take in place: the document writes the file
  const themesNode = (list: readonly string[]): YAMLSeq => {
    const node = doc.createNode([...list]);
    node.flow = true;
    return node;
  };
  // a flow list as the library writes it alone (`[a, b]`)
  const flowText = (list: readonly string[]): string => {
    const alone = new Document([...list]);
    (alone.contents as YAMLSeq).flow = true;
    return alone.toString({ flowCollectionPadding: false, lineWidth: 0 }).trimEnd();
  };
  specs.forEach((spec, i) => {
    const map = maps[i]!;
    for (const key of ['rating', 'difficulty'] as const) {
      const node = map.get(key, true);
      if (isScalar(node) && node.value === spec[key]) continue;
      if (isScalar(node) && node.range) edits.push({ start: node.range[0], end: node.range[1], text: String(spec[key]) });
      else whole = true;
      map.set(key, spec[key]);
    }
    if (!themes) return;
    const node = map.get('themes', true);
    const same = isSeq(node) && node.items.map((t) => (isScalar(t) ? String(t.value) : '')).join(', ') === spec.themes.join(', ');
    if (same) return;
    const value = themesNode(spec.themes);
    if (isSeq(node) && node.flow && node.range) edits.push({ start: node.range[0], end: node.range[1], text: flowText(spec.themes) });
    else whole = true;
    map.set('themes', value);
  });
  let out: string;
  if (whole) {
    out = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
    if (text.includes('\r\n')) out = out.replace(/\r?\n/g, '\r\n');
  } else {
    out = text;
    for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  // the result must read back as the same puzzles, the regraded values set
  const back = readPuzzleFile(out);
  const same = back.errors.length === 0 && back.puzzles.length === specs.length && back.puzzles.every((p, i) => JSON.stringify(p.spec) === JSON.stringify(specs[i]));
  return same ? out : undefined;
}

export function registerPuzzles(program: Command, io: CliIo): void {
  const cmd = program.command('puzzles').description('Check the puzzle collection, mine new puzzles from games, or export them (CSV, JSON).');
  const check = cmd
    .command('check')
    .description('Check every puzzle file: valid, sound, stored solution = the one found, source position matches. Exit 1 on any failure.')
    .argument('[paths...]', 'puzzle files or directories (default: puzzles)')
    .addOption(countOption('--nodes <n>', `node budget per puzzle, 1..10^12 (${MEMO_BOUND_TEXT})`, 2_000_000))
    .option('--root <dir>', "the directory mined source files are read from, and may not leave (default: the current directory, else the puzzle file's collection root)")
    .option('--json', 'one JSON object per puzzle, and a summary');
  addTerminalOptions(check).action(async (paths: string[], opts: { nodes: string; root?: string; json?: boolean; quiet?: boolean; color?: boolean }) => {
    const nodes = parseCount(opts.nodes, '--nodes', NODES_RANGE);
    const files = puzzleFilesOf(paths, io);
    const lines: string[] = [];
    const json: object[] = [];
    const collection = new CollectionCheck({ nodes, readSource: sourceReader({ cwd: io.cwd, ...(opts.root !== undefined ? { root: opts.root } : {}) }) });
    let total = 0;
    let failed = 0;
    // files with a problem that belongs to no puzzle (YAML syntax, shape, empty): counted apart
    const unreadableFiles = new Set<string>();
    const times: number[] = [];
    const progress = await startProgress({ label: 'puzzles check', unit: 'files', total: files.length }, opts, io);
    try {
      for (const [f, file] of files.entries()) {
        for (const v of collection.checkFile(file, await readInputText(io, file))) {
          if (v.puzzle) {
            total++;
            if (!v.ok) failed++;
          } else unreadableFiles.add(file);
          const texts = v.problems.map((p) => formatProblem(withSafeName(p)));
          for (const t of texts) lines.push(t);
          if (v.ms === undefined) {
            json.push({ file, line: v.line, id: v.id, ok: false, problems: texts });
            continue;
          }
          times.push(v.ms);
          json.push({ file, line: v.line, id: v.id, ok: v.ok, ms: Math.round(v.ms), nodes: v.nodes, problems: texts });
          progress.update(f, `${total} puzzles`);
        }
        progress.update(f + 1, `${total} puzzles`);
      }
    } finally {
      progress.stop();
    }
    times.sort((a, b) => a - b);
    const median = times.length ? times[Math.floor(times.length / 2)]! : 0;
    const worst = times.length ? times[times.length - 1]! : 0;
    const unreadable = unreadableFiles.size ? `, ${unreadableFiles.size} unreadable file${unreadableFiles.size === 1 ? '' : 's'}` : '';
    const summary = `${total} puzzles: ${total - failed} sound, ${failed} failed${unreadable} (solve time median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms)`;
    if (opts.json)
      io.stdout.write(
        JSON.stringify(
          { puzzles: json, total, failed, ...(unreadableFiles.size ? { unreadableFiles: unreadableFiles.size } : {}), medianMs: Math.round(median), worstMs: Math.round(worst) },
          null,
          2,
        ) + '\n',
      );
    else io.stdout.write(safeText([...lines, summary].join('\n') + '\n'));
    io.exitCode = failed || unreadableFiles.size ? 1 : 0;
  });

  const mine = cmd
    .command('mine')
    .description('Candidate puzzles from the main lines of games, filtered for soundness and graded; written as puzzle YAML.')
    .argument('<files...>', 'PDN files')
    .option('--id-prefix <p>', 'prefix of the new ids (default: the file name)')
    .addOption(countOption('--from-ply <n>', 'skip the first plies of every game, 0..10000', 6))
    .addOption(countOption('--win-moves <n>', 'longest forced win searched (moves of the solving side), 1..30', 7))
    .addOption(countOption('--material-moves <n>', 'longest material line searched (moves of the solving side), 1..30', 6))
    .addOption(countOption('--nodes <n>', `node budget per solve, 1..10^12 (${MEMO_BOUND_TEXT})`, 300_000))
    .option('--root <dir>', 'source paths are written relative to this directory', '.')
    .option('-o, --output <file>', 'write to FILE instead of standard output');
  addJobsOption(mine);
  addTerminalOptions(mine).action(
    async (
      files: string[],
      opts: { idPrefix?: string; fromPly: string; winMoves: string; materialMoves: string; nodes: string; root: string; output?: string; jobs?: string; quiet?: boolean; color?: boolean },
    ) => {
      refuseStdinTwice(files);
      refuseOverwrite(io, opts.output, files); // before mining, which can take minutes
      if (opts.idPrefix !== undefined && !ID_RE.test(`${opts.idPrefix}-g1-p1`))
        throw new UsageError(`--id-prefix must start with a lower-case letter or digit and hold only those, '.', '_' or '-', got '${opts.idPrefix}'`);
      const fromPly = parseCount(opts.fromPly, '--from-ply', { min: 0, max: 10_000 });
      const mineOpts = {
        winMoves: parseCount(opts.winMoves, '--win-moves', { min: 1, max: 30 }),
        materialMoves: parseCount(opts.materialMoves, '--material-moves', { min: 1, max: 30 }),
        nodes: parseCount(opts.nodes, '--nodes', NODES_RANGE),
      };
      const jobs = jobsOption(opts.jobs);
      // the games to mine, for the progress line: a first reading of the files (regular files only)
      let total: number | undefined;
      if (progressWanted(opts, io)) {
        total = 0;
        for (const file of files) {
          const count = await countGames(file, io);
          total = count && total !== undefined ? total + count.games : undefined;
        }
      }
      const progress = await startProgress({ label: 'puzzles mine', unit: 'games', total }, opts, io);
      // each game is mined alone, on any thread; the puzzles are picked here in game order, so a
      // position already used by an earlier game is skipped exactly as in one sequence
      const specs: PuzzleSpec[] = [];
      const seen = new Set<string>();
      const sent: MineTask[] = []; // tasks out, oldest first (as many as cli/jobs.ts lets out)
      async function* tasks(): AsyncGenerator<MineTask> {
        for (const file of files) {
          const rel = relative(pathIn(io, opts.root), pathIn(io, file)).split('\\').join('/');
          const idPrefix = opts.idPrefix ?? minedIdPrefix(rel);
          // game by game as they are read (bounded memory, cli/games.ts)
          for await (const item of gamesOfInput(file, { io })) {
            const task = { record: item.game, game: item.index + 1, opts: { ...mineOpts, fromPly, idPrefix, sourceFile: rel } };
            sent.push(task);
            yield task;
          }
        }
      }
      try {
        let done = 0;
        for await (const finds of runOrdered('mine', tasks(), { jobs: jobs.count })) {
          const { record, game, opts: gameOpts } = sent.shift()!;
          for (const spec of mineGame(record, game, gameOpts, seen, undefined, { known: new Map(finds) })) specs.push(spec);
          progress.update(++done, `${specs.length} puzzles`);
        }
      } finally {
        progress.stop();
      }
      writeOutput(io, specs.length ? makePuzzleYaml(specs) : '[]\n', opts.output, files);
    },
  );

  const regrade = cmd
    .command('regrade')
    .description(
      "Rewrite each puzzle's rating and difficulty as computed from its solution (docs/puzzles.md, Grading), in place; a file with any problem is left as it is. Only those values (and the themes with --themes) are rewritten: comments, quoting, folded text, key order, a BOM and CRLF line ends stay as they are (a themes list added with --themes: the yaml library writes the file, comments and styles kept). The result must read back as the same puzzles, else the file is left as it is. '-' reads standard input and writes the whole file to standard output (the report then goes to standard error).",
    )
    .argument('<files...>', "puzzle files ('-' = standard input)")
    .option('--themes', "also rewrite each puzzle's themes as the detector finds them in its solution (puzzles/themes.ts)")
    .addOption(countOption('--nodes <n>', `node budget per puzzle, 1..10^12 (${MEMO_BOUND_TEXT})`, 2_000_000));
  addTerminalOptions(regrade).action(async (files: string[], opts: { nodes: string; themes?: boolean }) => {
    refuseStdinTwice(files);
    const nodes = parseCount(opts.nodes, '--nodes', NODES_RANGE);
    const lines: string[] = [];
    let failed = 0;
    for (const file of files) {
      const { text, bom } = await readInputTextAndBom(io, file);
      const read = readPuzzleFile(text, file);
      const problems = read.errors.map((e) => formatProblem(withSafeName(e)));
      const specs: PuzzleSpec[] = [];
      let changed = 0;
      for (const entry of read.puzzles) {
        const r = solvePuzzle(entry.position, entry.spec.goal, { maxMoves: Math.ceil(entry.moves.length / 2), nodes });
        if (!r.found) {
          problems.push(`${safeName(file)}:${entry.at.line}: puzzle ${entry.spec.id}: no forced solution within its length, not regraded`);
          continue;
        }
        const themes = opts.themes ? lineThemes(entry.position, entry.moves, entry.spec.goal) : entry.spec.themes;
        const spec = { ...entry.spec, ...gradeOf(entry.position, r), themes };
        if (spec.rating !== entry.spec.rating || spec.difficulty !== entry.spec.difficulty || themes.join() !== entry.spec.themes.join()) changed++;
        specs.push(spec);
      }
      if (problems.length) {
        failed++;
        for (const p of problems) lines.push(p);
        lines.push(`${safeName(file)}: left as it is`);
        if (file === '-') io.stdout.write(forStdout(io, (bom ? '\uFEFF' : '') + text, 'data'));
        continue;
      }
      const regraded = changed ? regradedText(text, specs, opts.themes === true) : text;
      if (regraded === undefined) {
        failed++;
        lines.push(`${safeName(file)}: the regraded file would not read back as the same puzzles (a bug: please report it); left as it is`);
        if (file === '-') io.stdout.write(forStdout(io, (bom ? '\uFEFF' : '') + text, 'data'));
        continue;
      }
      // standard input: the file goes to standard output, changed or not (a file: replaced at once, cli/atomic-file.ts)
      if (changed || file === '-') writeOutput(io, (bom ? '\uFEFF' : '') + regraded, file, []);
      lines.push(`${safeName(file)}: ${changed} of ${specs.length} puzzles regraded`);
    }
    // with standard output carrying YAML, the report goes to standard error
    (files.includes('-') ? io.stderr : io.stdout).write(safeText(lines.join('\n') + '\n'));
    io.exitCode = failed ? 1 : 0;
  });

  const stats = cmd
    .command('stats')
    .description('Figures of a puzzle collection: counts by goal, length, level, rating and theme, where the puzzles come from, real choices and coin flips. Reads the files; solves nothing.')
    .argument('[paths...]', 'puzzle files or directories (default: puzzles)')
    .option('--json', 'the figures as JSON');
  stats.action(async (paths: string[], opts: { json?: boolean }) => {
    const entries: PuzzleEntry[] = [];
    const problems: string[] = [];
    for (const file of puzzleFilesOf(paths, io)) {
      const read = readPuzzleFile(await readInputText(io, file), file);
      for (const entry of read.puzzles) entries.push(entry);
      for (const e of read.errors) problems.push(formatProblem(withSafeName(e)));
    }
    const figures = collectionFigures(entries);
    if (opts.json) io.stdout.write(JSON.stringify(figures, null, 2) + '\n');
    else io.stdout.write(safeText(figuresText(figures).join('\n') + '\n'));
    if (problems.length) io.stderr.write(safeText(problems.join('\n') + '\n'));
    io.exitCode = problems.length ? 1 : 0;
  });

  const exporter = cmd
    .command('export')
    .description("Write the puzzles as CSV in the columns of lichess's puzzle database (PuzzleId,FEN,Moves,Rating,Themes,GameUrl) or as JSON with every field.")
    .argument('[paths...]', 'puzzle files or directories (default: puzzles)')
    .addOption(choiceOption('--format <f>', "CSV in lichess's columns, or JSON with every field", ['csv', 'json'], 'csv'))
    .option('--site-url <url>', "where the site is published, for GameUrl: an address (https://example.org/bashni/) or a path from the host's root", '/')
    .option('--root <dir>', "the directory source game files are read from (default: the current directory, else the puzzle file's collection root)")
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .addHelpText(
      'after',
      `
Unlike lichess, FEN is the position to solve (the solver to move) and Moves the solution line,
solver first (full capture paths). GameUrl is the site's page of the source game at the puzzle's
ply (SITE/games/PAGE/#PLY), empty for a composed puzzle. A puzzle with a problem is reported on
standard error (file:line:column) and left out; the others are exported, exit 1. See docs/puzzles.md.

Example:
  bashni puzzles export --site-url https://example.org/bashni/ -o puzzles.csv`,
    );
  exporter.action(async (paths: string[], opts: { format: 'csv' | 'json'; siteUrl: string; root?: string; output?: string }) => {
    const siteUrl = siteUrlOption(opts.siteUrl);
    const files = puzzleFilesOf(paths, io);
    refuseOverwrite(io, opts.output, files);
    const problems: string[] = [];
    const puzzles: ExportedPuzzle[] = [];
    const ids = new PuzzleIds();
    const gameCounts = new Map<string, number | undefined>();
    for (const file of files) {
      const read = readPuzzleFile(await readInputText(io, file), file);
      for (const e of read.errors) problems.push(formatProblem(withSafeName(e)));
      const roots = sourceRoots(file, opts.root, io.cwd);
      for (const entry of read.puzzles) {
        const duplicate = ids.claim(entry);
        if (duplicate) {
          problems.push(formatProblem(withSafeName(duplicate)));
          continue;
        }
        const url = await gameUrlOf(entry, siteUrl, roots, gameCounts);
        if (typeof url === 'object') problems.push(formatProblem(withSafeName(url.problem)));
        puzzles.push(exportedPuzzle(entry, typeof url === 'string' ? url : undefined));
      }
    }
    if (problems.length) io.stderr.write(safeText(problems.join('\n') + '\n'));
    if (opts.format === 'json') writeOutput(io, puzzlesJson(puzzles), opts.output, files, 'json');
    else writeOutput(io, puzzlesCsv(puzzles), opts.output, files, 'data');
    io.exitCode = problems.length ? 1 : 0;
  });
}

/**
 * `--site-url`: an http(s) address or a path from the host's root (`/`, `/bashni/`). A path that
 * starts with `//` (or `/\`, which browsers read the same) is a protocol-relative address of
 * another host (`//evil.example/`): refused, an address is taken only with its http(s) scheme.
 */
function siteUrlOption(text: string): string {
  if (/^\/[/\\]/.test(text)) throw new UsageError(`--site-url: '${excerpt(text)}' names another host without a scheme; write it with https:// (or give a path with one leading /)`);
  if (text.startsWith('/')) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--site-url must be an http(s) address or a path starting with /, got '${excerpt(text)}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--site-url must be an http(s) address or a path starting with /, got '${excerpt(text)}'`);
  return url.href;
}

/**
 * The site's page of a puzzle's source game (undefined when the site has none), or the problem
 * that keeps it unknown: the page address depends on how many games the source file holds, so
 * the file is read (once) under the first root that has it.
 */
async function gameUrlOf(
  entry: PuzzleEntry,
  siteUrl: string,
  roots: readonly string[],
  counts: Map<string, number | undefined>,
): Promise<string | undefined | { problem: ReturnType<typeof puzzleProblem> }> {
  const source = entry.spec.source;
  const name = gamePageFile(source);
  if (source.kind !== 'game' || name === undefined) return undefined;
  const fail = (why: string) => ({ problem: puzzleProblem('PUZZLE_BAD_SOURCE', `${why}: GameUrl left empty`, entry.fieldAt.source ?? entry.at, entry.spec.id) });
  // found and confined to the collection as `puzzles check` finds it
  const found = resolveSourceFile(source.file, roots);
  if ('problem' in found) return fail(found.problem);
  const path = found.path;
  if (!counts.has(path)) {
    let games: number | undefined;
    try {
      games = (await countGames(path))?.games;
    } catch {
      games = undefined;
    }
    counts.set(path, games);
  }
  const games = counts.get(path);
  if (games === undefined) return fail(`source file ${source.file} cannot be read`);
  if (source.game > games) return fail(`source file ${source.file} has no game ${source.game}`);
  return sourceGameUrl(source, siteUrl, games);
}
