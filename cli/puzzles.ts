// `bashni puzzles check [DIR...]`: every puzzle file is valid, every puzzle sound, its stored
// solution the one the solver finds, and a mined puzzle's position the one in its source game.
// `bashni puzzles mine FILE.pdn... [-o FILE]`: candidate puzzles from the games' main lines,
// filtered for soundness and graded (docs/puzzles.md).
import type { Command } from 'commander';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { UsageError, parseCount, readInputText, readPdnInput, refuseOverwrite, showProgress, writeOutput } from './io.ts';
import { makeFen } from '../engine/fen.ts';
import { sameMove, type Position } from '../engine/position.ts';
import { minePosition, solvePuzzle, type SolveResult } from '../engine/puzzle.ts';
import { makePuzzleYaml, problemText, readPuzzleFile, type PuzzleEntry, type PuzzleProblem, type PuzzleSpec } from '../grammar/puzzle-file.ts';
import { parsePdn } from '../grammar/pdn.ts';
import { replayGame } from '../grammar/replay.ts';
import { lineTexts } from '../grammar/annotate.ts';

export interface PuzzleCheck {
  readonly ok: boolean;
  readonly result: SolveResult;
  /** The solver's line equals the stored solution. */
  readonly matchesStored: boolean;
  readonly problems: readonly PuzzleProblem[];
  readonly ms: number;
}

/** The solver's moves in a line that starts with the solver to move. */
function solverMoves(plies: number): number {
  return Math.ceil(plies / 2);
}

/** For an unsound solution: `at move N these all reach the goal: a, b` for each step with more than one solving move. */
export function ambiguityTexts(start: Position, result: SolveResult): string[] {
  return result.ambiguities.map((a) => {
    let p = start;
    for (const m of result.line.slice(0, a.ply)) p = p.play(m);
    return `at move ${a.ply + 1} these all reach the goal: ${a.moves.map((m) => lineTexts(p, [m])[0]).join(', ')}`;
  });
}

/**
 * Checks one puzzle: the solver searches up to the stored solution's length (so a check is fast
 * and bounded), the puzzle must be sound, and the line found must be the stored one.
 */
export function checkPuzzle(entry: PuzzleEntry, opts: { nodes?: number; maxMoves?: number } = {}): PuzzleCheck {
  const t0 = performance.now();
  const spec = entry.spec;
  const maxMoves = opts.maxMoves ?? solverMoves(entry.moves.length);
  const result = solvePuzzle(entry.position, spec.goal, { maxMoves, nodes: opts.nodes ?? 2_000_000 });
  const problems: PuzzleProblem[] = [];
  const at = (field: string) => entry.fieldAt[field] ?? entry.at;
  const add = (code: string, message: string, where = at('solution')): void => {
    problems.push({ code, message, at: where, id: spec.id });
  };
  if (!result.found) {
    add(result.aborted ? 'PUZZLE_UNDECIDED' : 'PUZZLE_NO_SOLUTION', `${result.aborted ? 'undecided' : 'unsound: no forced solution'}: ${result.problems.join('; ')}`, at('goal'));
  } else if (!result.sound) {
    const details = ambiguityTexts(entry.position, result);
    add('PUZZLE_UNSOUND', `unsound: ${[...details, ...result.problems.filter((x) => !/reach the goal/.test(x))].join('; ')}`);
  }
  let matchesStored = false;
  if (result.found) {
    matchesStored = result.line.length === entry.moves.length && result.line.every((m, i) => sameMove(m, entry.moves[i]!));
    if (!matchesStored) {
      const i = result.line.findIndex((m, k) => !entry.moves[k] || !sameMove(m, entry.moves[k]!));
      const where = i >= 0 && i < entry.moveAt.length ? entry.moveAt[i]! : at('solution');
      add('PUZZLE_SOLUTION_DIFFERS', `the stored solution is not the one found: found ${lineTexts(entry.position, result.line).join(' ')}`, where);
    }
  }
  return { ok: problems.length === 0, result, matchesStored, problems, ms: performance.now() - t0 };
}

/** Every *.yaml / *.yml file under the given files or directories, sorted. */
export function puzzleFiles(paths: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw new UsageError(`${p}: cannot read: no such file or directory`);
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        const q = join(p, name);
        if (statSync(q).isDirectory()) walk(q);
        else if (/\.ya?ml$/i.test(name)) out.push(q);
      }
    } else out.push(p);
  };
  for (const p of paths) walk(p);
  return out;
}

type SourceCache = Map<string, Position[] | string>;

/** The position `ply` plies into game `game` (1-based) of a PDN file, or why it cannot be had. */
function sourcePosition(file: string, game: number, ply: number, cache: SourceCache): Position | string {
  const key = `${file}#${game}`;
  if (!cache.has(key)) {
    if (!cache.has(file)) cache.set(file, existsSync(file) ? '' : `source file ${file} does not exist`);
    const missing = cache.get(file);
    if (typeof missing === 'string' && missing) return missing;
    // parse the file once, replay each game once
    const parsed = parsePdn(readPdnInput(file), { file });
    parsed.value.forEach((record, i) => {
      const r = replayGame(record, { info: false, variations: false });
      cache.set(`${file}#${i + 1}`, r.start && r.mainLine ? [r.start, ...r.mainLine.plies.map((p) => p.after)] : `source game ${i + 1} of ${file} cannot be replayed`);
    });
    if (!cache.has(key)) cache.set(key, `source file ${file} has no game ${game}`);
  }
  const positions = cache.get(key)!;
  if (typeof positions === 'string') return positions;
  return positions[ply] ?? `source game ${game} of ${file} has only ${positions.length - 1} plies`;
}

export function registerPuzzles(program: Command): void {
  const cmd = program.command('puzzles').description('Check the puzzle collection, or mine new puzzles from games.');
  cmd
    .command('check')
    .description('Check every puzzle file: valid, sound, stored solution = the one found, source position matches. Exit 1 on any failure.')
    .argument('[paths...]', 'puzzle files or directories (default: puzzles)')
    .option('--nodes <n>', 'node budget per puzzle', '2000000')
    .option('--json', 'one JSON object per puzzle, and a summary')
    .action((paths: string[], opts: { nodes: string; json?: boolean }) => {
      const nodes = parseCount(opts.nodes, '--nodes');
      const files = puzzleFiles(paths.length ? paths : ['puzzles']);
      const lines: string[] = [];
      const json: object[] = [];
      const ids = new Map<string, string>();
      const cache: SourceCache = new Map();
      let total = 0;
      let failed = 0;
      const times: number[] = [];
      for (const file of files) {
        const read = readPuzzleFile(readInputText(file), file);
        for (const e of read.errors) {
          failed++;
          total++;
          lines.push(`${problemText(e)} [${e.code}]`);
          json.push({ file, line: e.at.line, id: e.id, ok: false, problems: [`${problemText(e)} [${e.code}]`] });
        }
        for (const entry of read.puzzles) {
          total++;
          const spec = entry.spec;
          const problems: PuzzleProblem[] = [];
          const where = `${file}:${entry.at.line}`;
          const prev = ids.get(spec.id);
          if (prev) problems.push({ code: 'PUZZLE_DUPLICATE_ID', message: `id '${spec.id}' is already used at ${prev}`, at: entry.fieldAt.id ?? entry.at, id: spec.id });
          ids.set(spec.id, where);
          if (spec.source.kind === 'game') {
            const src = existsSync(spec.source.file) ? spec.source.file : resolve(dirname(file), '..', spec.source.file);
            const p = sourcePosition(src, spec.source.game, spec.source.ply, cache);
            if (typeof p === 'string') problems.push({ code: 'PUZZLE_BAD_SOURCE', message: p, at: entry.fieldAt.source ?? entry.at, id: spec.id });
            else if (!p.equals(entry.position))
              problems.push({ code: 'PUZZLE_SOURCE_MISMATCH', message: `the position after ply ${spec.source.ply} of game ${spec.source.game} is ${makeFen(p)}, not the puzzle's`, at: entry.fieldAt.source ?? entry.at, id: spec.id });
          }
          const check = checkPuzzle(entry, { nodes });
          times.push(check.ms);
          problems.push(...check.problems);
          if (problems.length) failed++;
          for (const p of problems) lines.push(`${problemText(p)} [${p.code}]`);
          json.push({ file, line: entry.at.line, id: spec.id, ok: problems.length === 0, ms: Math.round(check.ms), nodes: check.result.nodes, problems: problems.map((p) => `${problemText(p)} [${p.code}]`) });
          if (showProgress()) process.stderr.write(`\r${total} puzzles checked`);
        }
      }
      if (showProgress()) process.stderr.write('\n');
      times.sort((a, b) => a - b);
      const median = times.length ? times[Math.floor(times.length / 2)]! : 0;
      const worst = times.length ? times[times.length - 1]! : 0;
      const summary = `${total} puzzles: ${total - failed} sound, ${failed} failed (solve time median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms)`;
      if (opts.json) process.stdout.write(JSON.stringify({ puzzles: json, total, failed, medianMs: Math.round(median), worstMs: Math.round(worst) }, null, 2) + '\n');
      else process.stdout.write([...lines, summary].join('\n') + '\n');
      process.exitCode = failed ? 1 : 0;
    });

  cmd
    .command('mine')
    .description('Candidate puzzles from the main lines of games, filtered for soundness and graded; written as puzzle YAML.')
    .argument('<files...>', 'PDN files')
    .option('--id-prefix <p>', 'prefix of the new ids (default: the file name)')
    .option('--from-ply <n>', 'skip the first plies of every game', '6')
    .option('--win-moves <n>', 'longest forced win searched (moves of the solving side)', '4')
    .option('--material-moves <n>', 'longest material line searched (moves of the solving side)', '3')
    .option('--nodes <n>', 'node budget per solve', '300000')
    .option('--root <dir>', 'source paths are written relative to this directory', '.')
    .option('-o, --output <file>', 'write to FILE instead of standard output')
    .action((files: string[], opts: { idPrefix?: string; fromPly: string; winMoves: string; materialMoves: string; nodes: string; root: string; output?: string }) => {
      refuseOverwrite(opts.output, files); // before mining, which can take minutes
      const fromPly = parseCount(opts.fromPly, '--from-ply');
      const mineOpts = { winMoves: parseCount(opts.winMoves, '--win-moves'), materialMoves: parseCount(opts.materialMoves, '--material-moves'), nodes: parseCount(opts.nodes, '--nodes') };
      const specs: PuzzleSpec[] = [];
      const seen = new Set<string>();
      for (const file of files) {
        const parsed = parsePdn(readPdnInput(file), { file });
        const rel = relative(opts.root, file).split('\\').join('/');
        const prefix = opts.idPrefix ?? rel.replace(/^.*\//, '').replace(/\.pdn$/i, '').toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
        parsed.value.forEach((record, gi) => {
          const r = replayGame(record, { info: false, variations: false });
          if (!r.start || !r.mainLine || r.variant !== 'bashni') return;
          const positions = [r.start, ...r.mainLine.plies.map((p) => p.after)];
          let next = fromPly;
          for (let ply = fromPly; ply < positions.length; ply++) {
            if (ply < next) continue;
            const pos = positions[ply]!;
            const fen = makeFen(pos);
            if (seen.has(fen)) continue;
            const found = minePosition(pos, mineOpts);
            if (!found) continue;
            seen.add(fen);
            next = ply + found.line.length; // no puzzle from inside another's solution
            specs.push({
              id: `${prefix}-g${gi + 1}-p${ply}`,
              title: '',
              variant: 'bashni',
              fen,
              goal: found.goal,
              solution: lineTexts(pos, found.line),
              difficulty: found.difficulty,
              themes: found.themes,
              source: { kind: 'game', file: rel, game: gi + 1, ply },
            });
            if (showProgress()) process.stderr.write(`\r${rel}: game ${gi + 1}: ${specs.length} puzzles`);
          }
        });
      }
      if (showProgress()) process.stderr.write('\n');
      writeOutput(specs.length ? makePuzzleYaml(specs) : '[]\n', opts.output, files);
    });
}
