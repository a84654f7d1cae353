// Browser-test harness: the run's one build of the site, its one static server and its one
// Chromium (the system's, never a downloaded browser), made by global-setup.ts and reached here
// through vitest's inject; playwright-core drives the browser.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readPuzzleFile, type PuzzleEntry } from '../../puzzles/file.ts';
import { ROOT, OUT } from './site-build.ts';

export { ROOT, OUT };

/** The run's build: its folder, how long it took, where it is served, the browser server and the solve cache it used. */
export interface BuiltSite {
  readonly dist: string;
  readonly ms: number;
  readonly url: string;
  readonly wsEndpoint: string;
  readonly solveCache: string;
}

/** The site built once per test run by global-setup.ts (a failed build fails every file that needs it, with the build's output). */
export function sharedSite(): BuiltSite {
  const site = inject('site');
  if (!site) throw new Error('no site for this run: run the browser tests through vitest.config.ts (its globalSetup builds it)');
  if ('failure' in site) throw new Error(site.failure);
  return site;
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

/**
 * The grammar in a bundle: Chevrotain's exception names are strings, so they survive minification
 * (problem codes do not tell: the checker's problem descriptions name them all).
 */
export const PARSER = /chevrotain|MismatchedTokenException|NoViableAltException/i;

export interface Site {
  /** The run's static server (its url ends with a slash). */
  served: { url: string };
  browser: Browser;
  url(path: string): string;
  close(): Promise<void>;
}

/** This file's connection to the run's Chromium, with addresses on the run's static server. */
async function openSite(): Promise<Site> {
  const built = sharedSite();
  const browser = await chromium.connect(built.wsEndpoint);
  return {
    served: { url: built.url },
    browser,
    url: (path) => new URL(path.replace(/^\//, ''), built.url).href,
    // closes this file's contexts and disconnects; the browser itself is the run's (closed at teardown)
    close: () => browser.close(),
  };
}

/**
 * The run's site for the test file that calls this at its top level: connected before its tests,
 * and after them every page in `opened` closed and the connection with them.
 */
export function fileSite(opened: readonly Watched[] = []): Site {
  let connected: Site | undefined;
  beforeAll(async () => {
    connected = await openSite();
  });
  afterAll(async () => {
    for (const w of opened) await w.context.close().catch(() => undefined);
    await connected?.close();
  });
  const site = (): Site => {
    if (!connected) throw new Error('the site is connected in beforeAll: use it inside a test');
    return connected;
  };
  return {
    get served() {
      return site().served;
    },
    get browser() {
      return site().browser;
    },
    url: (path) => site().url(path),
    close: () => site().close(),
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

/** axe-core's rules that read colours: all a colour scheme can change on this site (pages.test.ts checks that it changes nothing else). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's violations on the page as it stands now (axe is injected into the page), by every
 * rule or by `rules` alone. Only violations are collected (axe's details of what passed are never
 * read).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (only) => {
    type Run = (ctx: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, first: v.nodes[0]?.target.join(' ') ?? '' }));
  }, rules ?? null);
}

/** Cumulative layout shift seen by the page since it loaded (buffered entries included; what the browser excuses as following an input left out). */
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
