// The engine's speed against a revision's, in one run on one machine (issue 23's aims):
// 1. perft in process, leaves per CPU second: russian depth 9 counting every path (`--all-paths`)
//    and with duplicate captures removed (the default), and what removing them costs;
// 2. `bashni perft 10` as a whole process: each tree's command bundled by its own
//    scripts/build.ts (bundleCli) into a temporary folder, run with its default --jobs (the working
//    tree's also with --no-table, every node visited: the move generator alone);
// 3. the search: nodes a second and depth reached in 0.1 s (BENCH_SEARCH_MS) from the start
//    position and from 10 middlegame positions (ply 24 of engine games at depth 4 after 4 random
//    plies, side to move with a quiet choice of at least 4 moves), bashni and russian, each search
//    from empty tables (the shared `search()`); and the working tree's with full width (no
//    reductions or pruning: a tree of the base's shape, whose nodes are mostly leaves).
// The base is BENCH_BASE (default 46eb990, the commit issue 23 started from), unpacked with
// `git archive` into a temporary folder (node_modules linked) and loaded beside the working tree's
// engine. Every measure alternates the two engines and keeps the best of BENCH_ROUNDS (default 3),
// the usual way to take noise from another process out of a speed figure.
// `npm run bench -- speedup` (about 2 minutes).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Position, VariantName } from '../engine/index.ts';

type Engine = typeof import('../engine/index.ts');
type Bundler = (outdir: string) => Promise<unknown>;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASE = process.env.BENCH_BASE ?? '46eb990';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEARCH_MS = Number(process.env.BENCH_SEARCH_MS ?? 100);

const baseDir = mkdtempSync(join(tmpdir(), 'bashni-speedup-'));
try {
  execFileSync('sh', ['-c', `git archive ${BASE} | tar -x -C '${baseDir}'`], { cwd: ROOT });
  symlinkSync(join(ROOT, 'node_modules'), join(baseDir, 'node_modules'));
  const fresh = await import('../engine/index.ts');
  const base = (await import(pathToFileURL(join(baseDir, 'engine', 'index.ts')).href)) as Engine;
  const engines: [string, Engine][] = [
    [`base ${BASE}`, base],
    ['working tree', fresh],
  ];
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  /** The best (least) of ROUNDS measures of each engine, the engines taking turns. */
  const best = <T>(measure: (e: Engine) => T, key: (t: T) => number, of: [string, Engine][] = engines): T[] => {
    const out: (T | undefined)[] = of.map(() => undefined);
    for (let r = 0; r < ROUNDS; r++)
      of.forEach(([, e], i) => {
        const t = measure(e);
        if (out[i] === undefined || key(t) < key(out[i]!)) out[i] = t;
      });
    return out as T[];
  };
  const cpuSeconds = (run: () => void): number => {
    const c0 = process.cpuUsage();
    run();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1e6;
  };

  // 1. perft in process ----------------------------------------------------------------------------
  console.log('perft russian depth 9 from the start, in process (best of %d, CPU seconds):', ROUNDS);
  for (const e of [base, fresh]) e.perft(e.Position.initial('russian'), 7); // warm-up (JIT)
  const perftRows = best(
    (e) => {
      const pos = e.Position.initial('russian');
      let every = 0;
      let unique = 0;
      const everyS = cpuSeconds(() => (every = e.perft(pos, 9, { dedupe: false })));
      const uniqueS = cpuSeconds(() => (unique = e.perft(pos, 9)));
      return { every, unique, everyS, uniqueS };
    },
    (t) => t.everyS + t.uniqueS,
  );
  perftRows.forEach((t, i) => {
    console.log(
      `  ${engines[i]![0].padEnd(14)} every path ${t.every} leaves in ${t.everyS.toFixed(3)} s: ${(t.every / t.everyS / 1e6).toFixed(1)} M/s; ` +
        `duplicates removed ${t.unique} in ${t.uniqueS.toFixed(3)} s: ${(t.unique / t.uniqueS / 1e6).toFixed(1)} M/s; cost ${(t.uniqueS / t.everyS).toFixed(2)}x`,
    );
  });

  // 2. bashni perft 10 as a whole process ------------------------------------------------------------
  const bundles: string[] = [];
  for (const dir of [baseDir, ROOT]) {
    const out = mkdtempSync(join(tmpdir(), 'bashni-speedup-cli-'));
    const { bundleCli } = (await import(pathToFileURL(join(dir, 'scripts', 'build.ts')).href)) as { bundleCli: Bundler };
    await bundleCli(out);
    bundles.push(out);
  }
  console.log(`bashni perft 10 as a whole process (its default --jobs; best of ${ROUNDS}, wall seconds):`);
  // the working tree's command also with --no-table: the move generator alone, every node visited
  const runs: { label: string; out: string; args: string[] }[] = [
    { label: engines[0]![0], out: bundles[0]!, args: [] },
    { label: engines[1]![0], out: bundles[1]!, args: [] },
    { label: `${engines[1]![0]} --no-table`, out: bundles[1]!, args: ['--no-table'] },
  ];
  const wall: number[][] = runs.map(() => []);
  for (let r = 0; r < ROUNDS; r++)
    runs.forEach(({ out, args }, i) => {
      const t0 = performance.now();
      const run = spawnSync(process.execPath, [join(out, 'bashni.js'), 'perft', '10', ...args], { encoding: 'utf8' });
      wall[i]!.push((performance.now() - t0) / 1000);
      if (run.stdout.trim() !== '22092783') throw new Error(`perft 10 gave ${run.stdout.trim()} ${run.stderr}`);
    });
  const fastest = wall.map((w) => Math.min(...w));
  wall.forEach((w, i) =>
    console.log(`  ${runs[i]!.label.padEnd(25)} ${fastest[i]!.toFixed(3)} s (runs ${w.map((x) => x.toFixed(3)).join(', ')}; ratio to the base ${(fastest[i]! / fastest[0]!).toFixed(2)})`),
  );
  for (const out of bundles) rmSync(out, { recursive: true, force: true });

  // 3. the search ------------------------------------------------------------------------------------
  /** Ten middlegame positions of a variant (as FEN), made with the working tree's engine. */
  const middlegames = (variant: VariantName): string[] => {
    const fens: string[] = [];
    for (let seed = 1; fens.length < 10; seed++) {
      const random = fresh.rng(seed);
      let p: Position = fresh.Position.initial(variant);
      for (let ply = 0; ply < 24 && p.legalMoves().length > 0; ply++) {
        const moves = p.legalMoves();
        p = p.play(ply < 4 ? moves[Math.floor(random() * moves.length)]! : (fresh.search(p, { depth: 4 }).best ?? moves[0]!));
      }
      const legal = p.legalMoves();
      if (legal.length >= 4 && legal[0]!.jumped.length === 0) fens.push(fresh.makeFen(p));
    }
    return fens;
  };
  for (const variant of ['bashni', 'russian'] as const) {
    const fens = [fresh.initialFen(variant), ...middlegames(variant)];
    for (const e of [base, fresh]) e.search(e.Position.initial(variant), { depth: 8 }); // warm-up (JIT)
    console.log(`search ${variant}, ${SEARCH_MS} ms a position, from the start and 10 middlegames (best of ${ROUNDS} by nodes a second):`);
    const measure = (fullWidth: boolean, of = engines) =>
      best(
        (e) =>
          fens.map((fen) => {
            const p = e.parseFen(fen, variant);
            if (!p.ok) throw new Error(p.error.message);
            const r = e.search(p.value, { timeMs: SEARCH_MS, fullWidth });
            return { nodes: r.nodes, ms: r.timeMs, depth: r.depth };
          }),
        (t) => -t.reduce((a, x) => a + x.nodes, 0) / t.reduce((a, x) => a + x.ms, 0),
        of,
      );
    const rate = (t: { nodes: number; ms: number }[]): number => t.reduce((a, x) => a + x.nodes, 0) / (t.reduce((a, x) => a + x.ms, 0) / 1000);
    const rows = measure(false);
    const rates = rows.map(rate);
    rows.forEach((t, i) => {
      const depths = t.slice(1).map((x) => x.depth);
      console.log(
        `  ${engines[i]![0].padEnd(14)} ${(rates[i]! / 1e6).toFixed(2)} M nodes/s; depth from the start ${t[0]!.depth}; middlegames median ${median(depths)} (${Math.min(...depths)} to ${Math.max(...depths)}): ${depths.join(' ')}`,
      );
    });
    console.log(`  nodes a second ${(rates[1]! / rates[0]!).toFixed(2)}x`);
    // without reductions and pruning the working tree's search visits a tree of the base's kind
    // (most nodes leaves, the cheapest): the nodes a second of the two searches' code per node
    const wide = rate(measure(true, [engines[1]!])[0]!);
    console.log(`  working tree with full width (SearchLimits.fullWidth) ${(wide / 1e6).toFixed(2)} M nodes/s: ${(wide / rates[0]!).toFixed(2)}x the base's`);
  }
} finally {
  rmSync(baseDir, { recursive: true, force: true });
}
