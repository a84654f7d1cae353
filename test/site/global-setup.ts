// Once per vitest run, for the files that need them: the puzzle collection checked once (the
// real CollectionCheck of `bashni puzzles check`), the site built once with those solves, one
// Chromium server and one static server; all handed to the test files with provide/inject.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CollectionCheck } from '../../puzzles/check.ts';
import { sourceReader } from '../../puzzles/node-files.ts';
import { formatProblem } from '../../grammar/problem.ts';
import type { SolveResult } from '../../puzzles/solve.ts';
import { startServer, type Served } from '../../scripts/serve.ts';
import { BROWSER_ARGS, FIXTURES, OUT, ROOT, buildWith } from './site-build.ts';

/** What the run's check of the collection found (provided as `collection`). */
export interface CollectionFindings {
  /** Puzzles checked. */
  readonly puzzles: number;
  /** Every problem reported, of any code, as `bashni puzzles check` prints it. */
  readonly problems: readonly string[];
  readonly ms: number;
}

/** The run's site (provided as `site`): where its build is, served, and the browser to drive it. */
export type SharedSite = { readonly dist: string; readonly ms: number; readonly url: string; readonly wsEndpoint: string; readonly solveCache: string } | { readonly failure: string };

declare module 'vitest' {
  export interface ProvidedContext {
    collection: CollectionFindings | null;
    site: SharedSite | null;
  }
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
export async function checkCollection(solves: Map<string, SolveResult>, threads = THREADS): Promise<CollectionFindings> {
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

/** The test files of this run, relative to the root (all of them without filters on the command line). */
async function runFiles(project: TestProject): Promise<string[]> {
  // vitest keeps the command line's file filters here (not in its public types)
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const specs = await project.vitest.globTestSpecifications(filters ?? []);
  return specs.map((s) => relative(ROOT, s.moduleId).split('\\').join('/'));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const files = await runFiles(project);
  // the files that use the shared site are those that import its harness (a pure test of test/site/ alone builds nothing)
  const needSite = files.some((f) => f.startsWith('test/site/') && /from '\.\/harness\.ts'/.test(readFileSync(join(ROOT, f), 'utf8')));
  const needCheck = needSite || files.includes('test/analysis/puzzles.test.ts');
  project.provide('collection', null);
  project.provide('site', null);
  const run = mkdtempSync(join(tmpdir(), 'bashni-site-run-'));
  let browser: BrowserServer | undefined;
  let served: Served | undefined;
  const teardown = async () => {
    await browser?.close();
    await served?.close();
    rmSync(run, { recursive: true, force: true });
  };
  if (!needCheck) return teardown;
  try {
    const solves = new Map<string, SolveResult>();
    const found = await checkCollection(solves);
    console.log(`collection check: ${found.puzzles} puzzles, ${found.problems.length} problems, ${(found.ms / 1000).toFixed(1)} s on ${THREADS} thread(s)`);
    project.provide('collection', found);
    if (!needSite) return teardown;
    const solveCache = join(run, 'solves.json');
    writeFileSync(solveCache, JSON.stringify(Object.fromEntries(solves)));
    // the browser starts while the site builds
    const launching = chromium.launchServer({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
    launching.catch(() => undefined); // its failure is thrown where it is awaited, after the build
    // no screenshot of an earlier run stays in test/out/site/
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const dist = join(run, 'dist');
    const t0 = performance.now();
    const built = await buildWith(FIXTURES, dist, solveCache);
    const ms = performance.now() - t0;
    console.log(`site build: ${(ms / 1000).toFixed(1)} s (status ${built.status})`);
    browser = await launching;
    if (built.status !== 0) {
      project.provide('site', { failure: `npm run site:build failed (status ${built.status}):\n${built.output}` });
      return teardown;
    }
    served = await startServer({ root: dist, port: 0 });
    project.provide('site', { dist, ms, url: served.url, wsEndpoint: browser.wsEndpoint(), solveCache });
    return teardown;
  } catch (e) {
    await teardown();
    throw e;
  }
}
