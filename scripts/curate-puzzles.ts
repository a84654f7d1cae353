// Makes the published collection from mined puzzles (docs/puzzles.md, "The collection"):
//
//   npx tsx scripts/curate-puzzles.ts MINED.yaml... [--keep-beside N]
//
// leaves out a puzzle that cannot be failed (more than half of its distinct first moves reach
// the goal, the fastest or within SLOWER_MARGIN more moves, all of which the site accepts), then
// keeps every puzzle from a moment a player went wrong (`mistake` written), and of the others
// (the game found the solution itself) a fixed sample as large as the puzzles from mistakes less
// N (the composed ones beside them, default 6), so that at least half the collection comes from
// mistakes; the sample is taken in the order of the sha256 of the ids, which is stable and
// favours no game or strength. Writes puzzles/win.yaml, puzzles/material.yaml and
// puzzles/capture-path.yaml (split by goal, in game order); `bashni puzzles regrade` and
// `bashni puzzles check` come next.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makePuzzleYaml, readPuzzleFile, type PuzzleSpec } from '../puzzles/file.ts';
import { SLOWER_MARGIN, distinctMoves, solvePuzzle } from '../puzzles/solve.ts';
import { formatProblem } from '../grammar/problem.ts';

const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep-beside');
const beside = keepAt >= 0 ? Number(args.splice(keepAt, 2)[1]) : 6;
const specs: PuzzleSpec[] = [];
for (const file of args) {
  const read = readPuzzleFile(readFileSync(file, 'utf8'), file);
  for (const e of read.errors) console.error(`left out: ${formatProblem(e)}`);
  for (const { spec, position, moves } of read.puzzles) {
    const r = solvePuzzle(position, spec.goal, { maxMoves: Math.ceil(moves.length / 2), slowerMargin: SLOWER_MARGIN });
    const accepted = 1 + r.slower.filter((x) => x.ply === 0).length;
    if (2 * accepted > distinctMoves(position)) console.error(`left out: ${spec.id}: ${accepted} of ${distinctMoves(position)} first moves reach the goal`);
    else specs.push(spec);
  }
}
const fromMistakes = specs.filter((s) => s.source.kind === 'game' && s.source.mistake);
const sha = (id: string): string => createHash('sha256').update(id).digest('hex');
const others = specs
  .filter((s) => !fromMistakes.includes(s))
  .sort((a, b) => (sha(a.id) < sha(b.id) ? -1 : 1))
  .slice(0, Math.max(0, fromMistakes.length - beside));
const kept = new Set([...fromMistakes, ...others]);
const root = fileURLToPath(new URL('../puzzles/', import.meta.url));
const header: Record<string, string> = {
  win: '# Forced wins, mined from the engine games in games/ (docs/puzzles.md).\n',
  material: '# Forced gains of material (pieces you command), mined from the engine games in games/ (docs/puzzles.md).\n',
  'capture-path': '# Choose the capture path: gains that start with a choice among captures, mined from the engine games in games/ (docs/puzzles.md).\n',
};
for (const goal of ['win', 'material', 'capture-path'] as const) {
  const list = specs.filter((s) => kept.has(s) && s.goal.kind === goal);
  writeFileSync(`${root}${goal}.yaml`, header[goal] + makePuzzleYaml(list));
  console.log(`puzzles/${goal}.yaml: ${list.length} puzzles`);
}
console.log(`${kept.size} kept of ${specs.length}: ${fromMistakes.length} from mistakes, ${others.length} others`);
