// Browser-test harness: the run's one build of the site, its one static server and its one
// Chromium (the system's, never a downloaded browser), made by site-run.ts before the parts of
// built-site.test.ts run; playwright-core drives the browser.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readPuzzleFile, type PuzzleEntry } from '../../puzzles/file.ts';
import { ROOT, OUT } from './site-build.ts';
import { runSite, type BuiltSite } from './site-run.ts';

export { ROOT, OUT };

/** The site built once per test run by site-run.ts (a failed build fails every part that needs it, with the build's output). */
export function sharedSite(): BuiltSite {
  return runSite();
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

/** The run's Chromium, with addresses on the run's static server, for one part of built-site.test.ts. */
function openSite(): Site {
  const built = sharedSite();
  return {
    served: { url: built.url },
    browser: built.browser,
    url: (path) => new URL(path.replace(/^\//, ''), built.url).href,
    // the part's contexts (the parts run one after another, so every context open is this part's);
    // the browser itself is the run's (closed by site-run.ts)
    close: async () => {
      spare.length = 0;
      for (const context of built.browser.contexts()) await context.close().catch(() => undefined);
    },
  };
}

/**
 * The run's site for the part of built-site.test.ts that calls this at its top level: reached
 * before its tests, and after them every page it opened closed.
 */
export function fileSite(): Site {
  let connected: Site | undefined;
  beforeAll(() => {
    connected = openSite();
  });
  afterAll(async () => {
    await connected?.close();
  });
  const site = (): Site => {
    if (!connected) throw new Error('the site is reached in beforeAll: use it inside a test');
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

/** The errors and scripts a page has shown, as watchedPage records them for the test holding it. */
function watch(page: Page): Pick<Watched, 'errors' | 'scripts'> {
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
    // axe-core, which a test put in the page (axeViolations), is none of the page's scripts
    if (/\.m?js(\?|$)/.test(r.url()) && r.url() !== axeHref) {
      try {
        scripts.push({ url: r.url(), body: await r.body() });
      } catch {
        /* the page navigated away */
      }
    }
  });
  return { errors, scripts };
}

/** Pages whose tests have finished, ready for the next test of the part, and whether one may be lent again. */
const spare: Watched[] = [];
const spoiled = new WeakSet<Page>();

/**
 * A page as a fresh one is: about:blank, nothing stored for the site (local and session storage,
 * cookies, permissions, the HTTP cache), the light scheme, reduced motion, the given size, and no
 * listener of the test that had it.
 */
async function reset(w: Watched, site: Site, width: number, height: number): Promise<Watched> {
  const { page, context } = w;
  page.removeAllListeners();
  // session storage belongs to the tab: cleared from a document of the site that runs no script
  await page.goto(site.url('/favicon.svg'));
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
  await page.emulateMedia({ media: null, colorScheme: 'light', reducedMotion: 'reduce', forcedColors: null });
  await page.setViewportSize({ width, height });
  return { context, page, ...watch(page) };
}

/**
 * A picture of the page for a person to review, into test/out/site/<name>.png, taken only when
 * BASHNI_SCREENSHOTS is set: no test reads them, and they were a quarter of the page sweep's time
 * (docs/site.md, "The browser tests").
 */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.BASHNI_SCREENSHOTS) await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
}

/**
 * A page as fresh as a new one, that records console errors and the JavaScript it loads. It
 * prefers reduced motion: the pages then draw a move and play a reply at once rather than after
 * an animation a test would only wait out (board.browser.ts tests the animation, asking for
 * motion). A page a finished test held is lent again, reset: in Chromium's headless mode a new
 * page costs a window and a renderer process, about 0.7 s of CPU against 0.08 s for a
 * navigation (measured on the 2-core machine). A page given an init script or an exposed
 * function is not lent again (neither can be taken back).
 */
export async function watchedPage(site: Site, width = 1280, height = 900): Promise<Watched> {
  let w: Watched | undefined;
  for (let old = spare.pop(); old && !w; old = spare.pop()) {
    if (!old.page.isClosed()) w = await reset(old, site, width, height);
  }
  if (!w) {
    // no service worker (its registration a no-op): the pages are tested as fetched, never from a
    // worker's cache, and no page downloads the offline shell; offline.browser.ts tests the worker
    // in contexts of its own
    const context = await site.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const name of ['addInitScript', 'exposeFunction', 'exposeBinding'] as const) {
      const own = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, { [name]: (...args: unknown[]) => (spoiled.add(page), own(...args)) });
    }
    w = { context, page, ...watch(page) };
  }
  const lent = w;
  try {
    onTestFinished(() => {
      if (!spoiled.has(lent.page)) spare.push(lent);
    });
  } catch {
    // asked for outside a test (a beforeAll): kept until the part ends
  }
  return lent;
}

/** The gzipped size of every script the page has loaded, its workers' included, each file once however often it was loaded (the pages' JS budgets). */
export function gzipTotal(w: Watched): number {
  const files = new Map(w.scripts.map((s) => [s.url, s.body]));
  return [...files.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

let axeHref: string | undefined;
let axeServing: Promise<string> | undefined;

/**
 * The address of axe-core's script on a small server of this process's own (127.0.0.1, a free
 * port), which tests load into a page by its address: Chromium then keeps the script's compiled
 * code from page to page, where the script given as text was compiled again on every page (1 to
 * 2 s a page of 500 KB of script, against 0.1 to 0.2 s, on the loaded 2-core machine).
 */
function axeUrl(): Promise<string> {
  axeServing ??= new Promise((done, fail) => {
    const body = readFileSync(AXE);
    const server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=86400' });
      res.end(body);
    });
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      server.unref(); // it never keeps the worker alive
      done((axeHref = `http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`));
    });
  });
  return axeServing;
}

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await axeUrl() });
  return page.evaluate(async (only) => {
    type Run = (ctx: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'], ...(only ? { runOnly: { type: 'rule', values: only } } : {}) });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, first: v.nodes[0]?.target.join(' ') ?? '' }));
  }, rules ?? null);
}

/**
 * Cumulative layout shift seen by the page since it loaded (buffered entries included; what the
 * browser excuses as following an input left out), read after the next frame is drawn so that a
 * shift of the frame in progress counts. The buffered entries are the observer's records as soon
 * as it observes (Performance Timeline, observe()): read at once, not in a callback a fixed wait
 * hoped had come (300 ms, which a loaded machine could miss, the shifts then counted as none).
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            observer.disconnect();
            done(entries.reduce((total, e) => (e.hadRecentInput ? total : total + e.value), 0));
          }),
        );
      }),
  );
}
