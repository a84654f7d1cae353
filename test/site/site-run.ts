// Once per vitest run, before the tests of the built site (built-site.test.ts and
// built-site-more.test.ts): the puzzle collection checked once (the real CollectionCheck of
// `bashni puzzles check`), the site built once with those solves, into the run's folder
// (site-setup.ts). The first of the two files to start does both in its beforeAll (not in a
// globalSetup, so that the rest of the suite runs on the other worker meanwhile) and marks the
// folder done; the other waits for that mark. Each file then has its own Chromium and static
// server; its parts read them through harness.ts.
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { inject } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CollectionCheck } from '../../puzzles/check.ts';
import { sourceReader } from '../../puzzles/node-files.ts';
import { formatProblem } from '../../grammar/problem.ts';
import type { SolveResult } from '../../puzzles/solve.ts';
import { startServer, type Served } from '../../scripts/serve.ts';
import { BROWSER_ARGS, FIXTURES, OUT, ROOT, buildWith } from './site-build.ts';

/** What the run's check of the collection found. */
export interface CollectionFindings {
  /** Puzzles checked. */
  readonly puzzles: number;
  /** Every problem reported, of any code, as `bashni puzzles check` prints it. */
  readonly problems: readonly string[];
  readonly ms: number;
}

/** The run's site: where its build is, how long it took, where it is served, the browser and the solve cache it used. */
export interface BuiltSite {
  readonly dist: string;
  readonly ms: number;
  readonly url: string;
  readonly browser: Browser;
  readonly solveCache: string;
}

/** The node budget of `bashni puzzles check` (its --nodes default), which the build uses too. */
const NODES = 2_000_000;

/**
 * Threads for the check's solves. Measured on the 2-core machine shared with other work (load
 * about 12; the setup prints its time each run): one thread 260 s, two 185 s. More than the
 * cores only adds switching.
 */
const THREADS = 2;

/** The collection's files as `bashni puzzles check` lists them (puzzles/, sorted, .yaml or .yml), relative to the root. */
function collectionFiles(): string[] {
  return readdirSync(join(ROOT, 'puzzles'))
    .filter((f) => /\.ya?ml$/i.test(f))
    .sort()
    .map((f) => `puzzles/${f}`);
}

/** Every puzzle of `files` solved on `threads` worker threads (solve-worker.ts), by solveKey. */
async function solveInThreads(files: string[], threads: number): Promise<Map<string, SolveResult>> {
  const solves = new Map<string, SolveResult>();
  let next = 0;
  const one = (): Promise<void> =>
    new Promise((done, fail) => {
      const worker = new Worker(new URL('./solve-worker.js', import.meta.url), { workerData: { files: files.map((f) => join(ROOT, f)), nodes: NODES } });
      let count = 0;
      const give = () => worker.postMessage(next < count ? next++ : null);
      worker.on('message', (m: { count: number } | [string, SolveResult][]) => {
        if (Array.isArray(m)) for (const [k, v] of m) solves.set(k, v);
        else count = m.count;
        give();
      });
      worker.on('error', fail);
      worker.on('exit', (code) => (code === 0 ? done() : fail(new Error(`solve worker exited with ${code}`))));
    });
  await Promise.all(Array.from({ length: threads }, one));
  return solves;
}

/** The collection checked as `bashni puzzles check` checks it, its solves made on threads first; the solves are kept. */
async function checkCollection(solves: Map<string, SolveResult>, threads = THREADS): Promise<CollectionFindings> {
  const t0 = performance.now();
  const files = collectionFiles();
  if (threads > 1) for (const [k, v] of await solveInThreads(files, threads)) solves.set(k, v);
  const check = new CollectionCheck({ nodes: NODES, solves, readSource: sourceReader({ cwd: ROOT }) });
  let puzzles = 0;
  const problems: string[] = [];
  for (const file of files) {
    for (const v of check.checkFile(file, readFileSync(join(ROOT, file), 'utf8'))) {
      if (v.puzzle) puzzles++;
      problems.push(...v.problems.map((p) => formatProblem(p)));
    }
  }
  return { puzzles, problems, ms: performance.now() - t0 };
}

let findings: CollectionFindings | undefined;
let site: BuiltSite | { failure: string } | undefined;
let ending: (() => Promise<void>) | undefined;

/** The run's check of the collection (after startSiteRun). */
export function runFindings(): CollectionFindings {
  if (!findings) throw new Error('no collection check yet: the tests of the built site run in built-site.test.ts, after its beforeAll');
  return findings;
}

/** The run's site (after startSiteRun); a failed build fails every test that needs it, with the build's output. */
export function runSite(): BuiltSite {
  if (!site) throw new Error('no site for this run yet: the tests of the built site run in built-site.test.ts, after its beforeAll');
  if ('failure' in site) throw new Error(site.failure);
  return site;
}

/** What the file that built the run's site left in its folder for the other (done.json). */
interface Done {
  readonly findings?: CollectionFindings;
  readonly ms?: number;
  readonly status?: number;
  readonly output?: string;
  /** The check or the build threw. */
  readonly error?: string;
}

/** Checks the collection and builds the site with its solves into `dir`, then marks it done (done.json, written whole or not at all). */
async function buildRun(dir: string): Promise<void> {
  let done: Done;
  try {
    const solves = new Map<string, SolveResult>();
    const found = await checkCollection(solves);
    console.log(`collection check: ${found.puzzles} puzzles, ${found.problems.length} problems, ${(found.ms / 1000).toFixed(1)} s on ${THREADS} thread(s)`);
    writeFileSync(join(dir, 'solves.json'), JSON.stringify(Object.fromEntries(solves)));
    // no screenshot of an earlier run stays in test/out/site/
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const t0 = performance.now();
    const built = await buildWith(FIXTURES, join(dir, 'dist'), join(dir, 'solves.json'));
    const ms = performance.now() - t0;
    console.log(`site build: ${(ms / 1000).toFixed(1)} s (status ${built.status})`);
    done = { findings: found, ms, status: built.status, output: built.output };
  } catch (e) {
    done = { error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  writeFileSync(join(dir, 'done.json.part'), JSON.stringify(done));
  renameSync(join(dir, 'done.json.part'), join(dir, 'done.json'));
}

/**
 * The run's check and build: made here if no other file has begun them (the mark `building`,
 * created atomically), else waited for; then Chromium and a static server for this file.
 */
export async function startSiteRun(): Promise<void> {
  const dir = inject('siteRun');
  const held: { browser?: Browser; served?: Served } = {};
  ending = async () => {
    await held.browser?.close();
    await held.served?.close();
  };
  // the browser starts while the site builds
  const launching = chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  launching.catch(() => undefined); // its failure is thrown where it is awaited, after the build
  const doneFile = join(dir, 'done.json');
  if (!existsSync(doneFile)) {
    let mine = false;
    try {
      closeSync(openSync(join(dir, 'building'), 'wx'));
      mine = true;
    } catch {
      // another file of the built site builds it
    }
    if (mine) await buildRun(dir);
    else while (!existsSync(doneFile)) await sleep(250);
  }
  const done = JSON.parse(readFileSync(doneFile, 'utf8')) as Done;
  const browser = (held.browser = await launching);
  if (done.error !== undefined || !done.findings) {
    site = { failure: `the check of the collection or the site build threw:\n${done.error ?? ''}` };
    return;
  }
  findings = done.findings;
  if (done.status !== 0) {
    site = { failure: `npm run site:build failed (status ${done.status}):\n${done.output}` };
    return;
  }
  const dist = join(dir, 'dist');
  const served = (held.served = await startServer({ root: dist, port: 0 }));
  site = { dist, ms: done.ms ?? 0, url: served.url, browser, solveCache: join(dir, 'solves.json') };
}

/** Closes this file's browser and server (the build stays for the other file; site-setup.ts removes it). */
export async function endSiteRun(): Promise<void> {
  await ending?.();
}
