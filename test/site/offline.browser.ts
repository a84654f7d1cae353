// Browser tests of the site as an installable app that works offline (issue 46 point 3): after one
// visit online the service worker (scripts/service-worker.ts) controls the page and holds the
// shell; with the context offline, play against the engine, analysis, a lesson, the trainer and a
// game page visited before all work, and a page never visited answers with the offline page of its
// language. The manifests as Chromium reads them (no installability error), the shell's size, and
// a new build's worker offered by the page's prompt and taking over on "Reload". Each test has a
// context of its own (the other parts' contexts block service workers: harness.ts). Built site,
// system chromium.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { offlineWords } from '../../site/src/i18n/offline.ts';
import type { PuzzleData } from '../../site/src/client/puzzle/puzzle-game.ts';
import { builtGames, fileSite, sharedSite } from './harness.ts';
import { BROWSER_ARGS } from './site-build.ts';

const site = fileSite();

/**
 * The shell's bounds (docs/site.md, "Offline and installed"): measured 2026-12-05 at 91 files, 2,445 KB
 * (672 KB gzipped); 113 files, 2,581 KB after the budgets' cuts split three on-demand chunks off the
 * pages' first loads (the PDN writer of /play/, the trainer's rating: the shell needs them offline).
 */
const SHELL_FILES = 115;
const SHELL_BYTES = 2_800 * 1024;

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed requests of the page. */
  errors: string[];
}

/** A context of its own, service workers allowed, whose page records its errors. */
async function visit(width: number, height: number): Promise<Visit> {
  const context = await site.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (!why.includes('ERR_ABORTED')) errors.push(`requestfailed: ${r.url()} ${why}`);
  });
  return { context, page, errors };
}

/** Waits until the site's worker is active and controls the page; its script's address. */
async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const sw = navigator.serviceWorker;
    await sw.ready;
    if (!sw.controller) await new Promise((done) => sw.addEventListener('controllerchange', done, { once: true }));
    return sw.controller!.scriptURL;
  });
}

/** The addresses the worker precached (workbox's cache), without workbox's revision query. */
async function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'));
    if (!name) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => new URL(r.url).pathname);
  });
}

/** Opens `path` and waits for its load; the navigation's HTTP status. */
async function open(page: Page, path: string): Promise<number | undefined> {
  const r = await page.goto(site.url(path), { waitUntil: 'load' });
  return r?.status();
}

/** The engine's reply to c3-d4 on /play/ (either language): the board shows White to move again. */
async function playOneMove(page: Page): Promise<void> {
  await page.waitForSelector('[data-play-board][data-fen]');
  await page.locator('[data-play-board] [data-square="c3"]').click();
  await page.locator('[data-play-board] [data-square="d4"]').click();
  await page.waitForFunction(
    () => {
      const fen = document.querySelector<HTMLElement>('[data-play-board]')!.dataset.fen!;
      return document.querySelector<HTMLElement>('[data-status]')!.dataset.engineState === 'idle' && fen.startsWith('W') && !fen.includes('c3');
    },
    undefined,
    { timeout: 30_000 },
  );
  expect(await page.locator('[data-moves] span').count()).toBe(2);
}

/** Three seconds of analysis on /analysis/, to a depth. */
async function analyse(page: Page): Promise<void> {
  await page.locator('[data-move-board] svg').first().waitFor();
  await page.selectOption('[data-time]', '3');
  await page.click('button[data-act="engine"]');
  await page.waitForFunction(() => document.querySelector('[data-engine]')?.getAttribute('data-engine-state') === 'done', undefined, { timeout: 30_000 });
  expect(Number(await page.locator('[data-engine]').getAttribute('data-engine-depth'))).toBeGreaterThan(0);
}

/** The first stage of the lesson on men's moves: c3-d4 is right. */
async function lessonStage(page: Page): Promise<void> {
  await page.waitForSelector('[data-lesson-board][data-fen]');
  await page.locator('[data-lesson-board] [data-square="c3"]').click();
  await page.locator('[data-lesson-board] [data-square="d4"]').click();
  await page.waitForFunction(() => document.querySelector('bashni-lesson')?.getAttribute('data-lesson-state') === 'right');
}

/** A puzzle solved by clicks: each of the solver's moves, its column then its landing squares while the board offers them. */
async function solve(page: Page): Promise<void> {
  const data = JSON.parse((await page.locator('script.puzzle-data').textContent())!) as PuzzleData;
  for (const [i, move] of data.solution.entries()) {
    if (i % 2 === 1) continue;
    const [from, ...path] = move.split(/[-:x]/);
    await page.locator(`[data-puzzle-board] [data-square="${from}"]`).click();
    for (const sq of path) {
      const el = page.locator(`[data-puzzle-board] [data-square="${sq}"]`);
      if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
      await el.click();
    }
    if (i + 1 < data.solution.length) await page.waitForFunction((ply) => document.querySelector('bashni-puzzle')?.getAttribute('data-ply') === ply, String(i + 2));
  }
  await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-puzzle-state') === 'solved');
}

/** The page says it is the offline page of `lang`, and links the pages kept. */
async function offlinePage(page: Page, lang: 'en' | 'ru'): Promise<void> {
  expect(await page.locator('[data-offline-heading]').textContent()).toBe(offlineWords[lang].heading);
  expect(await page.locator('html').getAttribute('lang')).toBe(lang);
  expect(await page.locator('[data-offline-pages] a').count()).toBe(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('offline', () => {
  it('after one visit at 1280 px the worker controls the page and holds the bounded shell; offline: play, analysis, a lesson, the trainer and a visited game page work, an unvisited page is the offline page (both languages)', async () => {
    const { dist } = sharedSite();
    const [visitedGame, unvisitedGame] = builtGames(dist);
    const v = await visit(1280, 900);
    const { page, context } = v;
    await open(page, '/');
    expect(await controlled(page)).toBe(site.url('/sw.js'));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(site.url('/'));
    // the shell: the player's pages in both languages, the puzzle data, the scripts; no game nor puzzle page
    const shell = await precached(page);
    for (const lang of ['', '/ru']) {
      for (const p of ['/', '/learn/', '/learn/men-move/', '/play/', '/analysis/', '/editor/', '/check/', '/train/', '/offline/']) expect(shell).toContain(`${lang}${p}index.html`);
    }
    for (const p of ['/train/puzzles.json', '/manifest.webmanifest', '/ru/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png']) expect(shell).toContain(p);
    expect(shell.some((p) => /engine-worker.*\.js$/.test(p))).toBe(true);
    expect(shell.filter((p) => /\/(games|puzzles)\//.test(p))).toEqual([]);
    const bytes = shell.reduce((sum, p) => sum + statSync(join(dist, p)).size, 0);
    console.log(`offline shell: ${shell.length} files, ${(bytes / 1024).toFixed(0)} KB`);
    expect(shell.length).toBeLessThanOrEqual(SHELL_FILES);
    expect(bytes).toBeLessThanOrEqual(SHELL_BYTES);

    // visited online: a game page, and the trainer's next puzzle
    await open(page, `/games/${visitedGame}/`);
    await open(page, '/train/');
    const next = await page.locator('[data-train-next]').getAttribute('href');
    expect(next).toMatch(/\/puzzles\/[^/]+\/\?train=rated$/);
    await open(page, next!);
    await page.waitForSelector('[data-puzzle-board]');

    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // play against the engine, analysis, a lesson
    expect(await open(page, '/play/')).toBe(200);
    await playOneMove(page);
    await open(page, '/analysis/');
    await analyse(page);
    await open(page, '/learn/men-move/');
    await lessonStage(page);
    // the trainer offers the puzzle visited, which opens and is solved, the rating moving
    await open(page, '/train/');
    const rating = await page.locator('[data-train-rating]').textContent();
    expect(rating).toMatch(/\d/);
    expect(await page.locator('[data-train-next]').getAttribute('href')).toBe(next);
    await open(page, next!);
    await solve(page);
    await open(page, '/train/');
    expect(await page.locator('[data-train-rating]').textContent()).not.toBe(rating);
    // the visited game page steps through its game
    await open(page, `/games/${visitedGame}/`);
    await page.locator('bashni-replay button[data-act="next"]').first().click();
    expect(await page.locator('bashni-replay [data-ply]').first().textContent()).toMatch(/^1 \//);
    // never visited: the offline page of the address's language, not the browser's error
    expect(await open(page, `/games/${unvisitedGame}/`)).toBe(200);
    await offlinePage(page, 'en');
    expect(await open(page, `/ru/games/${unvisitedGame}/`)).toBe(200);
    await offlinePage(page, 'ru');
    // the Russian pages of the shell
    await open(page, '/ru/play/');
    await playOneMove(page);
    expect(v.errors).toEqual([]);
    await context.close();
  });

  it('at 375 px in Russian: offline after one visit, the lesson, analysis and the trainer work, an unvisited puzzle is the offline page', async () => {
    const v = await visit(375, 740);
    const { page, context } = v;
    await open(page, '/ru/');
    await controlled(page);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await open(page, '/ru/learn/men-move/');
    await lessonStage(page);
    await open(page, '/ru/analysis/');
    await analyse(page);
    await open(page, '/ru/train/');
    expect(await page.locator('[data-train-rating]').textContent()).toMatch(/\d/);
    const next = (await page.locator('[data-train-next]').getAttribute('href'))!;
    await open(page, next);
    await offlinePage(page, 'ru');
    expect(v.errors).toEqual([]);
    await context.close();
  });

  it('each language links its manifest: names, start page, standalone, icons 192 and 512 (maskable); Chromium finds nothing against installing', async () => {
    // a profile on disk: the run's contexts are incognito ones, from which Chromium installs nothing
    // ("in-incognito", its only objection there)
    const profile = mkdtempSync(join(tmpdir(), 'bashni-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: BROWSER_ARGS, viewport: { width: 1280, height: 900 } });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    for (const lang of ['en', 'ru'] as const) {
      const root = lang === 'en' ? '/' : '/ru/';
      await open(page, root);
      await controlled(page);
      const link = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(link).toBe(`${root}manifest.webmanifest`);
      const r = await fetch(site.url(link!));
      expect(r.headers.get('content-type')).toBe('application/manifest+json');
      const m = (await r.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
      expect(m).toMatchObject({ name: offlineWords[lang].appName, short_name: offlineWords[lang].appShortName, lang, start_url: root, scope: '/', display: 'standalone' });
      expect(m.icons.map((i) => [i.sizes, i.type, i.purpose])).toEqual([
        ['192x192', 'image/png', 'any maskable'],
        ['512x512', 'image/png', 'any maskable'],
      ]);
      for (const icon of m.icons) {
        const png = PNG.sync.read(Buffer.from(await (await fetch(site.url(icon.src))).arrayBuffer()));
        expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      }
      // Chromium's own reading: the manifest parsed without an error, and no installability error
      const cdp = await context.newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; url: string };
      expect(parsed.url).toBe(site.url(link!));
      expect(parsed.errors).toEqual([]);
      const installable = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
      expect(installable.installabilityErrors).toEqual([]);
      await cdp.detach();
    }
    expect(errors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  describe('a new build', () => {
    let server: Server | undefined;
    afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

    it('is offered in the page language once its worker waits; "Reload" puts the page under it', async () => {
      // the run's site through a server of this test's own, whose sw.js changes when `build` does (a deploy)
      let build = 1;
      const upstream = sharedSite().url;
      server = createServer((req, res) => {
        void (async () => {
          const r = await fetch(new URL((req.url ?? '/').replace(/^\//, ''), upstream));
          let body = Buffer.from(await r.arrayBuffer());
          if (req.url === '/sw.js') body = Buffer.concat([body, Buffer.from(`\n// build ${build}\n`)]);
          res.writeHead(r.status, { 'Content-Type': r.headers.get('content-type') ?? 'text/plain', 'Cache-Control': 'no-cache' });
          res.end(body);
        })();
      });
      await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
      const here = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const [lang, width] of [
        ['ru', 375],
        ['en', 1280],
      ] as const) {
        const v = await visit(width, 800);
        const { page, context } = v;
        const root = lang === 'en' ? '/' : '/ru/';
        await page.goto(`${here}${root}play/`, { waitUntil: 'load' });
        await controlled(page);
        const first = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
        expect(await page.locator('[data-update-offer]').count()).toBe(0);
        // deployed: the page asks for the worker again (as a browser does on a navigation), and the new one waits
        build++;
        await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())!.update());
        const offer = page.locator('[data-update-offer]');
        await offer.waitFor();
        expect(await offer.locator('span').textContent()).toBe(offlineWords[lang].updateReady);
        const button = offer.locator('button');
        expect(await button.textContent()).toBe(offlineWords[lang].updateReload);
        const box = (await offer.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const waiting = await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting);
        expect(waiting).toBe(true);
        await page.evaluate(() => Object.assign(window, { beforeReload: true }));
        await Promise.all([page.waitForEvent('load'), button.click()]);
        await page.waitForSelector('[data-play-board][data-fen]');
        const after = await page.evaluate(async () => {
          const reg = (await navigator.serviceWorker.getRegistration())!;
          return { reloaded: !('beforeReload' in window), waiting: !!reg.waiting, controller: navigator.serviceWorker.controller?.scriptURL, active: reg.active?.scriptURL };
        });
        // the worker that waited is the one in charge: none waits any more
        expect(after).toEqual({ reloaded: true, waiting: false, controller: first, active: first });
        expect(await page.locator('[data-update-offer]').count()).toBe(0);
        expect(v.errors).toEqual([]);
        await context.close();
      }
    });
  });
});
