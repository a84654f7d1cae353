// Browser tests of the analysis board's whole-game computer analysis and threat (issue 44, items 1
// and 3) against the built site: a game written with one blunder gets that blunder marked (with the
// better line) and counted, its PDN export carries `[%eval]` and the NAG, the analysis comes back
// from storage on a reload; a game page's "Computer analysis" opens the board and starts it, and
// cancel stops it with nothing changed; "Show threat" draws the other side's capture as an arrow;
// a single move of an engine line plays the line up to it. Both languages, 375 and 1280 px, no
// console errors; with BASHNI_SCREENSHOTS=1, pictures of the new parts in test/out/site/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeFen } from '../../engine/fen.ts';
import { Position } from '../../engine/position.ts';
import { reviewLine } from '../../site/src/client/analysis/review-analysis.ts';
import { OUT, builtGames, fileSite, gzipTotal, sharedSite, watchedPage, type Watched } from './harness.ts';

const site = fileSite();
let DIST = '';

beforeAll(() => {
  DIST = sharedSite().dist;
});

/** The game of test/site/fixtures/one-blunder.pdn: 3... b6-a5 is the blunder. */
const MOVES = ['a3-b4', 'd6-c5', 'b4:d6', 'e7:c5', 'c3-d4', 'b6-a5', 'd4:b6', 'd6:b4', 'b2-a3', 'a7:c5'];
const lineLink = (lang: string, moves: readonly string[]) => `${lang}/analysis/#variant=bashni&moves=${encodeURIComponent(moves.join(' '))}`;

async function open(path: string, width: number, height = 900): Promise<Watched> {
  const w = await watchedPage(site, width, height);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  await w.page.locator('[data-move-board] svg').first().waitFor();
  return w;
}

/** Waits for the review panel's state (an attribute the panel sets). */
async function reviewState(page: Page, state: string): Promise<void> {
  await page.locator(`[data-review][data-review-state="${state}"]`).waitFor({ timeout: 120_000 });
}

async function shot(page: Page, selector: string, name: string): Promise<void> {
  if (process.env.BASHNI_SCREENSHOTS) await page.locator(selector).screenshot({ path: join(OUT, `${name}.png`) });
}

describe('computer analysis of a whole game', () => {
  // the worker's verdicts, computed here by the same function (the real engine in Node)
  const expected = reviewLine({ fen: makeFen(Position.initial('bashni')), variant: 'bashni', moves: MOVES });

  for (const [lang, width] of [
    ['', 1280],
    ['/ru', 375],
  ] as const) {
    it(`finds the one blunder, marks it with the better line, counts it, exports [%eval] and the NAG, keeps it (${lang || '/en'}, ${width} px)`, async () => {
      if ('error' in expected) throw new Error(expected.error);
      const better = expected[5]!.b![0]!;
      const w = await open(lineLink(lang, MOVES), width);
      const { page } = w;
      const button = page.locator('button[data-act="review"]');
      expect(await button.innerText()).toBe(lang ? 'Компьютерный анализ' : 'Computer analysis');
      await button.click();
      const scrolled = await page.evaluate(() => window.scrollY);
      await reviewState(page, 'done');
      // the verdicts drawn into the list and the graph leave the page where it was (the board stays on a phone's screen)
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      // the counts per side: Black's one blunder, nothing else
      const side = (s: string) => page.locator(`[data-review-side="${s}"]`);
      expect(await side('black').getAttribute('data-blunders')).toBe('1');
      expect(await side('black').getAttribute('data-mistakes')).toBe('0');
      expect(await side('black').getAttribute('data-inaccuracies')).toBe('0');
      for (const n of ['inaccuracies', 'mistakes', 'blunders']) expect(await side('white').getAttribute(`data-${n}`)).toBe('0');
      expect(await side('black').innerText()).toContain(lang ? '1 грубая ошибка' : '1 blunder');
      expect(await page.locator('[data-review-progress]').isHidden()).toBe(true);
      // the move list: the blunder marked ??, the better line after it in brackets, its first move the engine's
      const marked = page.locator('[data-moves] > .mv', { has: page.locator('.nag') });
      expect(await marked.count()).toBe(1);
      expect(await marked.innerText()).toBe('b6-a5??');
      expect(await page.locator('[data-moves] > .var .mv').first().innerText()).toBe(better);
      // the graph: every ply has an evaluation now
      const slider = page.locator('[data-eval-slider]');
      expect(await page.locator('[data-moves] > .mv').count()).toBe(MOVES.length);
      expect(await slider.getAttribute('aria-valuetext')).toMatch(/: [+-]\d+\.\d\d$/);
      await shot(page, '[data-review]', `review-${width}${lang ? '-ru' : ''}`);
      await shot(page, '.tree-panel', `review-moves-${width}${lang ? '-ru' : ''}`);
      // the exported PDN: annotate's [%eval] after every move, the NAG, the better line
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-act="download-pdn"]')]);
      const pdn = readFileSync(await download.path(), 'utf8');
      expect(pdn.match(/\[%eval [+-]?\d+\.\d\d\]/g)!.length).toBe(MOVES.length + 1);
      expect(pdn).toContain(`b6-a5 $4 {[%eval ${expected[5]!.e}]} ( 3... ${better} {best [%eval`);
      // kept for this game: a reload shows it again without a new search
      await page.reload({ waitUntil: 'load' });
      await reviewState(page, 'done');
      expect(await page.locator('[data-review-words]').innerText()).toBe(
        lang ? 'Показан компьютерный анализ этой партии, сохранённый в этом браузере.' : 'This game’s computer analysis, kept in this browser, is shown.',
      );
      expect(await side('black').getAttribute('data-blunders')).toBe('1');
      expect(w.errors).toEqual([]);
    });
  }

  it('loads its code on demand: none of it in the first load (printed, for docs/site.md)', async () => {
    const w = await open('/analysis/', 1280);
    const { page } = w;
    // a browser that keeps no analysis (one that keeps some loads the panel to show it)
    await page.evaluate(() => localStorage.clear());
    await page.reload({ waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    w.scripts.length = 0;
    await page.reload({ waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const first = gzipTotal(w);
    expect(w.scripts.some((s) => /review-(panel|worker)|threat-view/.test(s.url))).toBe(false);
    // (the worker's own requests are not the page's responses: its size is measured from the built chunks, docs/site.md)
    console.log(`analysis page first load: ${(first / 1024).toFixed(2)} KB gzipped`);
    expect(w.errors).toEqual([]);
  });

  it("a game page's Computer analysis opens the board and starts it; cancel stops it and changes nothing", async () => {
    // the fixture test-mined.pdn: a long game (the analysis is still running when cancelled)
    const slug = builtGames(DIST).find((s) => readFileSync(join(DIST, 'games', s, 'index.html'), 'utf8').includes('source of the puzzle test-missed'));
    expect(slug).toBeDefined();
    const w = await watchedPage(site, 1280, 900);
    const { page } = w;
    await page.goto(site.url(`/games/${slug}/`), { waitUntil: 'load' });
    await page.locator('button[data-act="analyse"][data-what="review"]').click();
    await page.waitForURL(/\/analysis\/#.*record=1.*review=1/);
    await page.locator('[data-review][data-review-state="running"]').waitFor();
    await page.waitForFunction(() => Number(document.querySelector<HTMLProgressElement>('[data-review-progress]')?.value) >= 1);
    expect(await page.locator('[data-review-progress]').isVisible()).toBe(true);
    await shot(page, '[data-review]', 'review-running-1280');
    const marks = await page.locator('[data-moves] .nag').count();
    await page.locator('button[data-act="review-cancel"]').click();
    await reviewState(page, 'cancelled');
    expect(await page.locator('[data-review-progress]').isHidden()).toBe(true);
    expect(await page.locator('button[data-act="review-cancel"]').isHidden()).toBe(true);
    expect(await page.locator('[data-review-words]').innerText()).toBe('Computer analysis cancelled: nothing was changed.');
    expect(await page.locator('[data-moves] .nag').count()).toBe(marks);
    expect(await page.locator('[data-review-marks]').isHidden()).toBe(true);
    expect(w.errors).toEqual([]);
  });
});

describe('threat and engine lines', () => {
  for (const [lang, width] of [
    ['', 1280],
    ['/ru', 375],
  ] as const) {
    it(`Show threat draws the other side's capture as an arrow (${lang || '/en'}, ${width} px)`, async () => {
      // after 1. c3-d4 f6-g5 2. g3-h4, Black to move: were it White's move, h4 would take g5
      const w = await open(lineLink(lang, ['c3-d4', 'f6-g5', 'g3-h4']), width);
      const { page } = w;
      const toggle = page.locator('button[data-act="threat"]');
      expect(await toggle.innerText()).toBe(lang ? 'Показать угрозу' : 'Show threat');
      await toggle.click();
      await page.locator('[data-threat-words][data-threat="h4:f6"]').waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('[data-move-board] .arrow-threat').count()).toBe(1);
      expect(await page.locator('[data-threat-words]').innerText()).toContain(lang ? 'Угроза: h4:f6' : 'Threat: h4:f6');
      await shot(page, '.analysis-main', `threat-${width}${lang ? '-ru' : ''}`);
      // a step back: the threat of that position (White to move there: Black's), searched again
      await page.locator('button[data-act="prev"]').click();
      await page.locator('[data-threat-words]:not([data-threat="h4:f6"]):not([data-threat=""])').waitFor();
      await toggle.click();
      await expect.poll(() => page.locator('[data-move-board] .arrow-threat').count()).toBe(0);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(w.errors).toEqual([]);
    });
  }

  it('a single move of an engine line plays the line up to that move only', async () => {
    const w = await open('/analysis/', 1280);
    const { page } = w;
    await page.selectOption('[data-time]', '3');
    await page.click('button[data-act="engine"]');
    await page.locator('[data-engine][data-engine-state="done"]').waitFor();
    const first = page.locator('.engine-lines li').first();
    const pv = await first.locator('.engine-move').allInnerTexts();
    expect(pv.length).toBeGreaterThan(2);
    await first.locator('.engine-move[data-upto="1"]').click();
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(pv.slice(0, 2));
    expect(w.errors).toEqual([]);
  });
});
