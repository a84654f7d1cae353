// Engine perft speed: bashni depth 9 and 10, russian depth 8, bashni-forward depth 9, lasca depth 14, from the start position; each
// count is checked against the figure the README (docs/rules.md for bashni-forward and lasca) gives.
// Wall time is what the aims are about; the CPU time is printed too, since a busy
// machine stretches wall time. Run alone with `npx tsx bench/engine.bench.ts`, or through `npm run bench -- engine`.
import { Position } from '../engine/position.ts';
import { makeLists } from '../engine/board.ts';
import type { VariantName } from '../engine/types.ts';

const cases: [VariantName, number, number][] = [
  ['bashni', 9, 4533893],
  ['bashni', 10, 22092783],
  ['russian', 8, 929899],
  ['bashni-forward', 9, 3932105],
  ['lasca', 14, 742638],
];

// warm up the JIT
Position.initial('bashni').toBoard().perft(6, makeLists(6));

let bad = 0;
for (const [variant, depth, expected] of cases) {
  const board = Position.initial(variant).toBoard();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const nodes = board.perft(depth, makeLists(depth));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const check = nodes === expected ? ' (ok)' : ` (WRONG, expected ${expected})`;
  if (nodes !== expected) bad++;
  process.stdout.write(
    `perft ${variant} d${depth}: ${nodes} nodes in ${(ms / 1000).toFixed(3)} s, ${(((nodes / ms) * 1000) / 1e6).toFixed(2)} M nodes/s (cpu ${(cpuMs / 1000).toFixed(3)} s)${check}\n`,
  );
}
if (bad) process.exitCode = 1;
