// Writes the balanced openings of the self-play matches (bench/openings/<variant>.fen, one FEN a
// line): `npx tsx bench/openings.ts bashni 1000`. Each is RANDOM_PLIES random plies from the start
// (seeded, so the file is reproducible), kept when a search of CHECK_DEPTH plies scores it within
// half a man for either side and it is new; the match plays each one with both colours.
// A file already there is extended, never rewritten: its openings stay first, in their order (a
// match carried on with `--continue` starts after the ones it played), and the new ones follow.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Position, Searcher, makeFen, parseVariantName, rng } from '../engine/index.ts';

const RANDOM_PLIES = 6;
const CHECK_DEPTH = 8;
const BALANCED = 50;

const variant = parseVariantName(process.argv[2] ?? 'bashni');
if (!variant) throw new Error(`unknown variant ${process.argv[2]}`);
const count = Number(process.argv[3] ?? 1000);
const random = rng(20261202);
const searcher = new Searcher();
const out = join(dirname(fileURLToPath(import.meta.url)), 'openings', `${variant}.fen`);
const kept = existsSync(out)
  ? readFileSync(out, 'utf8').trimEnd()
  : `# openings for ${variant}: ${RANDOM_PLIES} random plies, within ${BALANCED / 100} man at depth ${CHECK_DEPTH} (bench/openings.ts)`;
const seen = new Set(kept.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')));
const fresh: string[] = seen.size > 0 && seen.size < count ? [`# openings ${seen.size + 1} to ${count}, added later (the engine of that day judged the balance)`] : [];
while (seen.size < count) {
  let pos = Position.initial(variant);
  for (let i = 0; i < RANDOM_PLIES && pos.legalMoves().length > 0; i++) {
    const moves = pos.legalMoves();
    pos = pos.play(moves[Math.floor(random() * moves.length)]!);
  }
  const fen = makeFen(pos);
  if (seen.has(fen) || pos.legalMoves().length === 0) continue;
  if (Math.abs(searcher.search(pos, { depth: CHECK_DEPTH }).score) > BALANCED) continue;
  seen.add(fen);
  fresh.push(fen);
}
writeFileSync(out, `${[kept, ...fresh].join('\n')}\n`);
console.log(`${out}: ${seen.size} openings`);
