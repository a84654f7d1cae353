// Browser-test harness: build the site once, serve site/dist with scripts/serve.ts on a free port,
// drive the system chromium (never a downloaded browser) through playwright-core.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type Served } from '../../scripts/serve.ts';
import { readPuzzleFile, type PuzzleEntry } from '../../puzzles/file.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const OUT = fileURLToPath(new URL('../out/site/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** No screenshot of an earlier run stays in test/out/site/. */
function emptyOut(): void {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
}

/**
 * The site built once per test run and shared by every browser-test file: the first file to ask
 * builds it (`npm run site:build` plus the test fixtures) into the run's private folder, made by
 * global-setup.ts, while the others wait for it; no test serves a site/dist another build rewrites.
 */
export async function sharedSite(): Promise<{ dist: string; ms: number }> {
  const run = process.env.BASHNI_SITE_RUN;
  if (!run) throw new Error('no site folder for this run: run the browser tests through vitest.config.ts (its globalSetup)');
  const dist = join(run, 'dist');
  const done = join(run, 'built.json');
  const failed = join(run, 'failed.txt');
  let builder = false;
  try {
    mkdirSync(join(run, 'lock'));
    builder = true;
  } catch {
    /* another file is building it */
  }
  if (builder) {
    emptyOut();
    const t0 = Date.now();
    const r = buildWith(FIXTURES, dist);
    if (r.status !== 0) {
      writeFileSync(failed, r.output);
      throw new Error(`npm run site:build failed (status ${r.status}):\n${r.output}`);
    }
    writeFileSync(done, JSON.stringify({ ms: Date.now() - t0 }));
  }
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error('npm run site:build failed in another test file');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { dist, ms: (JSON.parse(readFileSync(done, 'utf8')) as { ms: number }).ms };
}

/** The published puzzles (puzzles/*.yaml in name order), as `puzzles check` reads them. */
export function collectionPuzzles(): PuzzleEntry[] {
  const dir = join(ROOT, 'puzzles');
  return readdirSync(dir)
    .filter((x) => /\.ya?ml$/.test(x))
    .sort()
    .flatMap((f) => readPuzzleFile(readFileSync(join(dir, f), 'utf8'), `puzzles/${f}`).puzzles);
}

/** The games the built site's games index links to, by page name, in its order. */
export function builtGames(dist: string): string[] {
  const idx = readFileSync(join(dist, 'games/index.html'), 'utf8');
  return [...idx.matchAll(/href="\/games\/([^"/]+)\/"/g)].flatMap(([, slug]) => (slug ? [slug] : []));
}

/** Build with extra content from `extra` into `outDir`; returns the exit status and all output. */
export function buildWith(extra: string, outDir: string): { status: number; output: string } {
  const r = spawnSync('npm', ['run', '--silent', 'site:build'], {
    cwd: ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BASHNI_SITE_EXTRA: extra, BASHNI_SITE_OUT: outDir },
    encoding: 'utf8',
  });
  return { status: r.status ?? -1, output: `${r.stdout}\n${r.stderr}` };
}

/**
 * The grammar in a bundle: Chevrotain's exception names are strings, so they survive minification
 * (problem codes do not tell: the checker's problem descriptions name them all).
 */
export const PARSER = /chevrotain|MismatchedTokenException|NoViableAltException/i;

export interface Site {
  served: Served;
  browser: Browser;
  url(path: string): string;
  close(): Promise<void>;
}

export async function openSite(root: string): Promise<Site> {
  mkdirSync(OUT, { recursive: true });
  const served = await startServer({ root, port: 0 });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    served,
    browser,
    url: (path) => new URL(path.replace(/^\//, ''), served.url).href,
    close: async () => {
      await browser.close();
      await served.close();
    },
  };
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests seen so far. */
  errors: string[];
  /** URL and body of every JavaScript response. */
  scripts: { url: string; body: Buffer }[];
}

/** A fresh page that records console errors and the JavaScript it loads. */
export async function watchedPage(site: Site, width = 1280, height = 900): Promise<Watched> {
  const context = await site.browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    // a request cut short by the next navigation (the favicon, say) is not an error of the page
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) errors.push(`requestfailed: ${r.url()} ${why}`);
  });
  page.on('response', async (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
    if (/\.m?js(\?|$)/.test(r.url())) {
      try {
        scripts.push({ url: r.url(), body: await r.body() });
      } catch {
        /* the page navigated away */
      }
    }
  });
  return { context, page, errors, scripts };
}

/** The gzipped size of every script the page has loaded, its workers' included (the pages' JS budgets). */
export function gzipTotal(w: Watched): number {
  return w.scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);
}

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** A violation axe-core found: its rule, impact, how many nodes, and the first node's selector. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string;
  readonly nodes: number;
  readonly first: string;
}

/** axe-core's violations on the page as it stands now (axe is injected into the page). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document);
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, first: v.nodes[0]?.target.join(' ') ?? '' }));
  });
}

/** Cumulative layout shift seen by the page since it loaded (buffered entries included). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) total += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 300);
      }),
  );
}
