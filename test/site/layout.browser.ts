// Browser tests of issue 11's layout and checker defects: the checker scrolls to its problems and
// checks a 1 MB record in a worker without freezing, the game page fits the first screen, the games
// index fits a phone and sorts and filters, the home diagrams' captions, the square-name toggle, and
// the checker's replay of an invalid game.
//
// It shares the machine with other test files (vitest.config.ts runs two at a time): its
// main-thread task times are printed, never asserted, and are the figures of docs/site.md only
// when the file runs alone (`npx vitest run test/site/built-site.test.ts -t "layout .*1 MB"`).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PARSER, ROOT, axeViolations, COLOUR_RULES, fileSite, sharedSite, watchedPage, type Watched, builtGames, screenshot } from './harness.ts';

/** Text only the PDN parser (Chevrotain and the grammar's error codes) brings into a bundle (as in site.test.ts). */
/** What the tests read from the <bashni-replay> element. */
type ReplayProbe = HTMLElement & { data: { mainline: number[] }; current: number };

let DIST = '';
const site = fileSite();

beforeAll(() => {
  DIST = sharedSite().dist;
});

async function open(path: string, width = 1280, height = 800): Promise<Watched> {
  const w = await watchedPage(site, width, height);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  return w;
}

const gameSlugs = () => builtGames(DIST);

/** Paste `text` into the checker's text as a reader does (the clipboard, then Ctrl+V). */
async function paste(w: Watched, text: string): Promise<void> {
  await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.served.url.replace(/\/$/, '') });
  await w.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await w.page.locator('#pdn-text').focus();
  await w.page.keyboard.press('Control+V');
}

/** The checker has answered for the text now in the box. */
const checked = (page: Page) => page.waitForFunction(() => document.querySelector('bashni-checker')?.getAttribute('data-state') === 'done', undefined, { timeout: 60_000 });

/** Where the mark of a problem stands against the editor's visible box (the editor draws only the lines near its view). */
const markShown = (page: Page, line: number) =>
  page.evaluate((l) => {
    const mark = document.querySelector(`#pdn-text mark[data-line="${l}"]`);
    const ta = document.querySelector('.cm-scroller') as HTMLElement;
    if (!mark) return { found: false, inBox: false, onScreen: false, scrollTop: ta.scrollTop };
    const m = mark.getBoundingClientRect();
    const t = ta.getBoundingClientRect();
    return {
      found: true,
      inBox: m.height > 0 && m.top >= t.top && m.bottom <= t.bottom,
      onScreen: m.top >= 0 && m.bottom <= window.innerHeight,
      scrollTop: ta.scrollTop,
    };
  }, line);

/** A record with two invalid games, one in the middle of a long text and one near its end. */
function twoProblems(): { text: string; lines: [number, number] } {
  const filler = (n: number, what: string) => Array.from({ length: n }, (_, i) => `% ${what} filler line ${i + 1}`).join('\n');
  const game = (white: string) => `[Event "Layout"]\n[White "${white}"]\n[Black "B"]\n[Variant "Bashni"]\n[Result "*"]\n\n1. c3-d4 f6-g5 2. d4-e5 g5-h4 *\n`;
  const text = `${filler(60, 'top')}\n${game('First')}\n${filler(60, 'middle')}\n${game('Second')}\n${filler(60, 'bottom')}\n`;
  const lines = text.split('\n');
  const at = lines.flatMap((l, i) => (l.includes('g5-h4') ? [i + 1] : []));
  return { text, lines: [at[0]!, at[1]!] };
}

describe('checker: the problems are shown in the text (issue 11, defect 2)', () => {
  it('after a paste the text box scrolls to the first problem, highlighted; clicking a problem selects it and scrolls to it', async () => {
    const w = await open('/check/', 1280, 800);
    const { page } = w;
    const { text, lines } = twoProblems();
    await paste(w, text);
    await checked(page);
    expect(await page.locator('[data-problem]').count()).toBe(2);
    // the first problem is in the editor's view (the paste left the caret, and the view, at the end)
    await expect.poll(async () => (await markShown(page, lines[0])).inBox).toBe(true);
    expect((await markShown(page, lines[0])).found).toBe(true);
    expect((await markShown(page, lines[0])).scrollTop).toBeGreaterThan(0);
    // each problem clicked is selected and shown, also one above the view
    for (const [i, line] of [
      [1, lines[1]],
      [0, lines[0]],
    ] as const) {
      await page.locator('[data-problem] button').nth(i).click();
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('g5-h4');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pdn-text');
      await expect.poll(async () => (await markShown(page, line)).inBox, { message: `problem ${i + 1} in the text box` }).toBe(true);
      expect((await markShown(page, line)).onScreen, `problem ${i + 1} on the screen`).toBe(true);
    }
    expect(w.errors).toEqual([]);
  });
});

/** The games of the collection, whole, until their text reaches `bytes`. */
function recordOf(bytes: number): { text: string; games: number } {
  const dir = join(ROOT, 'games');
  const games = readdirSync(dir)
    .filter((f) => f.endsWith('.pdn'))
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split(/\n(?=\[Event )/));
  let text = '';
  let n = 0;
  for (const g of games) {
    if (Buffer.byteLength(text) >= bytes) break;
    text += `${g.trimEnd()}\n\n`;
    n++;
  }
  if (Buffer.byteLength(text) < bytes) throw new Error(`games/*.pdn hold only ${Buffer.byteLength(text)} bytes`);
  return { text, games: n };
}

describe('checker: a 1 MB record (issue 11, defect 3)', () => {
  it('is checked in a worker (no parser on the page) and shown compactly, with an "invalid only" filter', async () => {
    const { text, games } = recordOf(1_000_000);
    // one planted error, in the last game's first moves, so the filter has something to show
    const planted = text.replace(/(\n1\. )(\S+)(\s)(?![\s\S]*\n1\. )/, '$1e3-e5$3');
    expect(planted).not.toBe(text);
    const w = await watchedPage(site, 1280, 800);
    const { page } = w;
    const workers: string[] = [];
    page.on('worker', (wk) => workers.push(wk.url()));
    // the main thread's long tasks, and when the page handed the text to its worker
    type Probe = Window & { tasks?: [number, number][]; checkingAt?: number; doneAt?: number; checks?: number };
    await page.addInitScript(() => {
      const probe = window as Probe;
      probe.tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) probe.tasks?.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver(() => {
        const state = document.querySelector('bashni-checker')?.getAttribute('data-state');
        if (state === 'checking') {
          probe.checkingAt ??= performance.now();
          probe.checks = (probe.checks ?? 0) + 1;
        }
        if (state === 'done' && probe.checkingAt !== undefined) probe.doneAt ??= performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
    });
    await page.goto(site.url('/check/'), { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as Probe).tasks = []));
    const t0 = Date.now();
    await paste(w, planted);
    await checked(page);
    const ms = Date.now() - t0;
    const summary = await page.locator('[data-summary]').innerText();
    expect(summary).toMatch(new RegExp(`^${games} games: ${games - 1} valid, 1 invalid`));
    const workerMs = Number(await page.locator('bashni-checker').getAttribute('data-check-ms'));
    // the editor holds the whole text, and shows the planted move marked (the paste reveals the first problem)
    expect(await page.locator('bashni-checker').evaluate((el) => (el as HTMLElement & { value: string }).value)).toBe(planted);
    await expect.poll(() => page.locator('#pdn-text mark').allInnerTexts()).toEqual(['e3-e5']);
    // then a reader types at the end of the text: each key is a change in the editor, and one check follows the pause
    await page.waitForTimeout(500);
    const typedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\n\n');
    await expect.poll(() => page.locator('bashni-checker').evaluate((el, typed) => (el as HTMLElement & { value: string }).value === typed, `${planted}\n\n\n`)).toBe(true);
    await page.waitForFunction(() => ((window as Probe).checks ?? 0) >= 2);
    await checked(page);
    await page.waitForTimeout(500);
    // the page's longest tasks (over 50 ms, the long-task threshold; 0 when none): the paste, while the
    // worker checks, showing the results and the first problem, and typing with its check
    const longest = await page.evaluate((typed) => {
      const probe = window as Probe;
      const at = probe.checkingAt ?? 0;
      const done = probe.doneAt ?? 0;
      const tasks = probe.tasks ?? [];
      const over = (from: number, to: number) => Math.round(Math.max(0, ...tasks.filter(([start]) => start >= from && start < to).map(([, d]) => d)));
      return { paste: over(0, at), checking: over(at, done), results: over(done, typed), typing: over(typed, Infinity) };
    }, typedAt);
    console.log(
      `checker, ${(Buffer.byteLength(planted) / 1e6).toFixed(2)} MB (${games} games): paste to results ${ms} ms (worker ${workerMs} ms); longest main-thread task ` +
        `(0: none over 50 ms): the paste ${longest.paste} ms, while the worker checks ${longest.checking} ms, showing the results and the first problem ` +
        `${longest.results} ms, typing and its check ${longest.typing} ms`,
    );
    // the checking ran in a worker: the page's own scripts hold no parser, the worker's does
    expect(workers.length).toBeGreaterThan(0);
    await expect.poll(() => w.scripts.some((s) => workers.includes(s.url))).toBe(true);
    const main = w.scripts.filter((s) => !workers.includes(s.url));
    expect(main.length).toBeGreaterThan(0);
    for (const s of main) expect(s.body.toString('utf8'), s.url).not.toMatch(PARSER);
    expect(w.scripts.filter((s) => workers.includes(s.url)).some((s) => PARSER.test(s.body.toString('utf8')))).toBe(true);
    // compact results: every game listed in a box of its own, the page not much taller than two screens
    expect(await page.locator('[data-games] button').count()).toBe(games);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2.5 * 800);
    // (the lines of a long list are drawn when on screen: bring the list there for the full-page shot)
    await page.locator('[data-games]').scrollIntoViewIfNeeded();
    await screenshot(page, 'layout-check-1mb-1280', true);
    // "invalid only" leaves the one invalid game, which is the one replayed
    await page.locator('label[for="invalid-only"]').click();
    const visible = page.locator('[data-games] li:not([hidden]) button');
    expect(await visible.count()).toBe(1);
    expect(await visible.getAttribute('data-game')).toBe(String(games - 1));
    expect(await visible.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-shown]').innerText()).toBe(`1 of ${games} shown`);
    await page.locator('bashni-replay').waitFor();
    expect(await page.locator('bashni-replay .mv').count()).toBe(0); // the error is its first move
    // another game of the list replays when picked
    await page.locator('label[for="invalid-only"]').click();
    await page.locator('[data-games] button').nth(2).click();
    await expect.poll(() => page.locator('bashni-replay .mv').count()).toBeGreaterThan(10);
    expect(w.errors).toEqual([]);
  });

  it('checks once after a pause in typing, not on every key', async () => {
    const w = await open('/check/');
    const { page } = w;
    // each key pressed, and each check the page asks of its worker (it shows "Checking…" in the summary)
    type Typing = Window & { keysAt: number[]; checks: number };
    await page.evaluate(() => {
      const typing = window as unknown as Typing;
      typing.keysAt = [];
      typing.checks = 0;
      document.addEventListener('keydown', () => typing.keysAt.push(performance.now()), true);
      const el = document.querySelector('bashni-checker')!;
      new MutationObserver(() => {
        if (el.getAttribute('data-state') === 'checking') typing.checks++;
      }).observe(el, { attributes: true, attributeFilter: ['data-state'] });
    });
    await page.locator('#pdn-text').focus();
    const typed = '[Variant "Bashni"] 1. c3-d4 f6-g5 *';
    await page.keyboard.type(typed);
    await checked(page);
    await expect.poll(() => page.locator('[data-summary]').innerText()).toMatch(/^1 game: 1 valid, 0 invalid/);
    const { keysAt, checks } = await page.evaluate(() => ({ keysAt: (window as unknown as Typing).keysAt, checks: (window as unknown as Typing).checks }));
    expect(keysAt.length).toBe(typed.length);
    // A check follows a pause of the typing (300 ms, checker.ts): one after the last key, and one
    // more for each pause between two keys. On a loaded machine the keys themselves can come
    // apart (each is a message from the test to the browser), so the bound is counted from the
    // pauses the page saw (any over 200 ms: a key's handling may vary by tens of ms), not fixed.
    const pauses = keysAt.slice(1).filter((at, i) => at - keysAt[i]! > 200).length;
    console.log(`checker, ${typed.length} keys typed: ${checks} check(s), ${pauses} pause(s) over 200 ms between keys`);
    expect(checks).toBeGreaterThan(0);
    expect(checks).toBeLessThanOrEqual(1 + pauses);
    expect(w.errors).toEqual([]);
  });
});

describe('checker: the replay of an invalid game (issue 11, defect 9)', () => {
  it('opens on the position before the first problem, and its move list ends there, not with the result', async () => {
    const w = await open('/check/');
    const { page } = w;
    const text = '[Event "Result"]\n[Variant "Bashni"]\n[Result "1-0"]\n\n1. c3-d4 f6-g5 2. b2-c3 g7-f6 3. a1-b2 h6-g5 4. c3-b4 1-0\n';
    await page.fill('#pdn-text', text);
    await page.click('button[data-act="check"]');
    await page.locator('bashni-replay').waitFor();
    // five plies replay; the sixth (h6-g5, onto a black man) is the problem
    expect(await page.locator('[data-problem]').first().innerText()).toMatch(/h6-g5/);
    expect(await page.locator('bashni-replay .mv').count()).toBe(5);
    await expect.poll(() => page.locator('bashni-replay .mv.active').innerText()).toBe('a1-b2');
    expect(await page.locator('bashni-replay [data-ply]').innerText()).toBe('5 / 5');
    expect(await page.locator('bashni-replay').evaluate((el: ReplayProbe) => el.data.mainline.indexOf(el.current))).toBe(5);
    const list = await page.locator('bashni-replay .movelist').innerText();
    expect(list).not.toContain('1-0');
    expect(await page.locator('bashni-replay .mv-stop').count()).toBe(1);
    // a valid game still ends with its result
    await page.fill('#pdn-text', '[Event "Result"]\n[Variant "Bashni"]\n[Result "*"]\n\n1. c3-d4 f6-g5 *\n');
    await page.click('button[data-act="check"]');
    await expect.poll(() => page.locator('bashni-replay .mv').count()).toBe(2);
    expect(await page.locator('bashni-replay .mv-result').innerText()).toBe('*');
    expect(w.errors).toEqual([]);
  });
});

describe('checker: thousands of invalid games', () => {
  it('lists problems 100 and games 200 at a time, with "show more"; the selected game readable and axe-clean in both schemes', async () => {
    // 450 games, each a move no notation reads: 450 problems, 450 invalid games
    const n = 450;
    const text = Array.from({ length: n }, (_, i) => `[Event "g${i + 1}"]\n1. zz-zz *\n`).join('\n');
    const w = await watchedPage(site, 1280, 800);
    const { page } = w;
    await page.addInitScript(() => {
      const probe = window as Window & { tasks?: number[] };
      probe.tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) probe.tasks?.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(site.url('/check/'), { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as Window & { tasks?: number[] }).tasks = []));
    await paste(w, text);
    await checked(page);
    expect(await page.locator('[data-summary]').innerText()).toMatch(new RegExp(`^${n} games: 0 valid, ${n} invalid · ${n} problems`));
    const more = page.locator('button[data-act="more-problems"]');
    for (const [drawn, label] of [
      [100, 'Show 100 more (350 not shown)'],
      [200, 'Show 100 more (250 not shown)'],
      [300, 'Show 100 more (150 not shown)'],
      [400, 'Show 50 more (50 not shown)'],
    ] as const) {
      expect(await page.locator('[data-problem]').count()).toBe(drawn);
      expect(await more.innerText()).toBe(label);
      await more.click();
    }
    expect(await page.locator('[data-problem]').count()).toBe(n);
    expect(await more.isVisible()).toBe(false);
    // the list keeps its numbers, and each problem button is named by what it shows (its title says what it does)
    expect(
      await page
        .locator('[data-problem]')
        .last()
        .evaluate((li) => getComputedStyle(li).display),
    ).toBe('list-item');
    // (content-visibility: auto skips painting the markers of lines out of view: not on this list)
    expect(
      await page
        .locator('[data-problem]')
        .last()
        .evaluate((li) => getComputedStyle(li).contentVisibility),
    ).toBe('visible');
    const button = page.locator('[data-problem] button').first();
    expect(await button.innerText()).toMatch(/^2:\d+$/);
    expect([await button.getAttribute('aria-label'), await button.getAttribute('title')]).toEqual([null, 'Select it in the text']);
    // the games: 200, then all; "invalid only" keeps them all (every one is invalid)
    const moreGames = page.locator('button[data-act="more-games"]');
    expect(await page.locator('[data-games] button').count()).toBe(200);
    expect(await page.locator('[data-shown]').innerText()).toBe(`${n} of ${n} shown`);
    await moreGames.click();
    await moreGames.click();
    expect(await page.locator('[data-games] button').count()).toBe(n);
    expect(await moreGames.isVisible()).toBe(false);
    // the first game is the one replayed: its line is pressed, and stays so when the list is drawn again
    await page.locator('label[for="invalid-only"]').click();
    expect(await page.locator('[data-games] button[aria-pressed="true"]').getAttribute('data-game')).toBe('0');
    const tasks = await page.evaluate(() => (window as Window & { tasks?: number[] }).tasks ?? []);
    console.log(`checker, ${n} invalid games (${(text.length / 1024).toFixed(0)} KB): longest main-thread task ${Math.round(Math.max(0, ...tasks))} ms (0: none over 50 ms)`);
    // the pressed line and the lists pass axe in both schemes
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const bad = (await axeViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad, scheme).toEqual([]);
    }
    expect(w.errors).toEqual([]);
  });

  it('reads files dropped anywhere on the page, several one after another, rather than letting the browser open them', async () => {
    const w = await open('/check/');
    const { page } = w;
    const drop = (selector: string, files: { name: string; text: string }[]) =>
      page.evaluate(
        ([sel, list]) => {
          const data = new DataTransfer();
          for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }));
          const target = document.querySelector(sel)!;
          const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
          target.dispatchEvent(over);
          const dropped = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
          target.dispatchEvent(dropped);
          return { overCancelled: over.defaultPrevented, dropCancelled: dropped.defaultPrevented };
        },
        [selector, files] as const,
      );
    const one = '[Event "One"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 *\n';
    const two = '[Event "Two"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 2. d4-e5 g5-h4 *';
    // on the line numbers (beside the text): the browser would open the file in place of the page
    expect(await drop('.cm-gutters', [{ name: 'one.pdn', text: one }])).toEqual({ overCancelled: true, dropCancelled: true });
    await expect.poll(() => page.locator('[data-summary]').innerText()).toMatch(/^1 game: 1 valid, 0 invalid/);
    // two files on the heading: both texts, one after the other, checked together
    expect(
      await drop('h1', [
        { name: 'one.pdn', text: one },
        { name: 'two.pdn', text: two },
      ]),
    ).toEqual({ overCancelled: true, dropCancelled: true });
    await expect.poll(() => page.locator('[data-summary]').innerText()).toMatch(/^2 games: 1 valid, 1 invalid/);
    expect(await page.locator('bashni-checker').evaluate((el) => (el as HTMLElement & { value: string }).value)).toBe(`${one}\n${two}\n`);
    expect(await page.locator('[data-problem]').first().getAttribute('data-line')).toBe('9');
    expect(w.errors).toEqual([]);
  });
});

describe('the header on a phone', () => {
  it('shows the current section in its sideways row, the row starting at a whole section (no word cut at its left edge, issue 44 point 8), the page itself unscrolled', async () => {
    for (const path of ['/ru/play/', '/ru/check/', '/analysis/', '/ru/editor/']) {
      const { page } = await open(path, 375, 740);
      const at = await page.evaluate(() => {
        const nav = document.querySelector('.site-header nav')!;
        const link = nav.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const row = nav.getBoundingClientRect();
        // a link across the row's left edge shows the end of its words only ("ерить запись")
        const cut = [...nav.querySelectorAll('a')].filter((a) => {
          const r = a.getBoundingClientRect();
          return r.left < row.left - 0.5 && r.right > row.left + 0.5;
        });
        return {
          overflows: nav.scrollWidth > nav.clientWidth,
          inRow: link.left >= row.left && link.right <= row.right,
          cut: cut.map((a) => a.textContent),
          scrolled: nav.scrollLeft > 0,
          page: [window.scrollX, window.scrollY],
        };
      });
      expect(at.overflows, `${path}: the sections do not fit 375 px`).toBe(true);
      expect(at.inRow, path).toBe(true);
      expect(at.cut, path).toEqual([]);
      expect(at.page).toEqual([0, 0]);
    }
  });
});

describe('game page (issue 11, defect 4)', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    it(`the board and its step controls fit the first screen at ${width}×${height}; the tags stand beside or below`, async () => {
      const w = await open(`/games/${gameSlugs()[0]}/`, width, height);
      const { page } = w;
      const box = await page.evaluate(() => {
        const r = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
        // (the tags' list: .game-tags, or on the page before issue 11 the list under the title)
        const [board, controls, tags] = [r('bashni-replay [data-board]'), r('bashni-replay .controls[role="toolbar"]'), r('.game-tags, main dl')];
        return { board: board.toJSON() as DOMRect, controls: controls.toJSON() as DOMRect, tags: tags.toJSON() as DOMRect, scrollY: window.scrollY };
      });
      expect(box.scrollY).toBe(0);
      expect(box.board.width).toBeGreaterThan(Math.min(width, height) * 0.45);
      expect(box.board.bottom).toBeLessThanOrEqual(height);
      expect(box.controls.bottom, 'the step controls end on the first screen').toBeLessThanOrEqual(height);
      expect(box.controls.top).toBeGreaterThanOrEqual(box.board.bottom - 1);
      const beside = box.tags.left >= box.board.right;
      const below = box.tags.top >= box.controls.bottom;
      expect(beside || below, 'tags beside or below the board').toBe(true);
      await screenshot(page, `layout-game-${width}`);
      expect(w.errors).toEqual([]);
    });
  }
});

describe('games index (issue 11, defect 5)', () => {
  it('fits a phone with short rows, and filters and sorts by players, result and length', async () => {
    const w = await open('/games/', 375, 740);
    const { page } = w;
    const fit = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      table: document.querySelector('table')!.getBoundingClientRect().right,
      wide: [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).length,
      rows: [...document.querySelectorAll('tbody tr')].map((tr) => ({
        height: tr.getBoundingClientRect().height,
        fixture: /\/games\/test-/.test(tr.querySelector('a')?.getAttribute('href') ?? ''),
      })),
      line: parseFloat(getComputedStyle(document.body).lineHeight),
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.table).toBeLessThanOrEqual(375);
    expect(fit.wide).toBe(0);
    expect(fit.rows.length).toBe(gameSlugs().length);
    // the collection's games (long engine names) in at most four lines; the test fixtures' (a hostile record's long tags) five
    expect(Math.max(...fit.rows.filter((r) => !r.fixture).map((r) => r.height)), 'rows at most four lines tall').toBeLessThanOrEqual(4 * fit.line);
    expect(Math.max(...fit.rows.map((r) => r.height)), 'rows at most five lines tall').toBeLessThanOrEqual(5 * fit.line);
    await screenshot(page, 'layout-games-375');
    const rows = () =>
      page
        .locator('tbody tr:not([hidden])')
        .evaluateAll((trs) => trs.map((tr) => ({ players: tr.getAttribute('data-players') ?? '', result: tr.getAttribute('data-result') ?? '', moves: Number(tr.getAttribute('data-moves')) })));
    const all = await rows();
    // by players: a name of the third game picks the games it played in
    const name = all[2]!.players.split(' – ')[0]!;
    await page.fill('input[name="players"]', name.toUpperCase());
    const byName = await rows();
    expect(byName.length).toBe(all.filter((r) => r.players.includes(name)).length);
    expect(byName.length).toBeLessThan(all.length);
    expect(await page.locator('[data-count]').innerText()).toBe(`${byName.length} of ${all.length} games shown`);
    await page.fill('input[name="players"]', '');
    // by result and length
    await page.selectOption('select[name="result"]', 'white');
    const white = await rows();
    expect(white.length).toBe(all.filter((r) => r.result === 'white').length);
    expect(white.every((r) => r.result === 'white')).toBe(true);
    await page.selectOption('select[name="result"]', '');
    await page.selectOption('select[name="length"]', '0-40');
    expect((await rows()).map((r) => r.moves)).toEqual(all.filter((r) => r.moves <= 40).map((r) => r.moves));
    await page.selectOption('select[name="length"]', '');
    // sorted by length, longest first; by players, A to Z
    await page.selectOption('select[name="sort"]', 'longest');
    const longest = (await rows()).map((r) => r.moves);
    expect(longest).toEqual([...all.map((r) => r.moves)].sort((a, b) => b - a));
    await page.selectOption('select[name="sort"]', 'players');
    const players = (await rows()).map((r) => r.players);
    expect(players).toEqual([...players].sort((a, b) => a.localeCompare(b)));
    expect(w.errors).toEqual([]);
  });

  it('without JavaScript is still the whole list, with no dead controls', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    try {
      const page = await context.newPage();
      await page.goto(site.url('/games/'), { waitUntil: 'load' });
      expect(await page.locator('tbody tr:visible').count()).toBe(gameSlugs().length);
      expect(await page.locator('tbody tr a[href]').count()).toBe(gameSlugs().length);
      expect(await page.locator('form[data-tools]').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('home page and the board (issue 11, defect 9)', () => {
  it("the rule diagrams' captions follow their boards with no gap; the column read-out shows over the board", async () => {
    const w = await open('/');
    const { page } = w;
    const gaps = await page
      .locator('figure.diagram')
      .evaluateAll((figs) => figs.map((f) => f.querySelector('figcaption')!.getBoundingClientRect().top - f.querySelector('.board')!.getBoundingClientRect().bottom));
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeLessThan(16);
    const fig = page.locator('figure.diagram').nth(2);
    await fig.locator('[data-square="e5"]').focus();
    const info = fig.locator('[data-info]');
    expect(await info.innerText()).toMatch(/^e5: /);
    expect(await info.isVisible()).toBe(true);
    expect(w.errors).toEqual([]);
  });

  it('the square-name toggle says which names are shown and is pressed for numbers; no column, badge or path covers a number', async () => {
    const w = await open(`/games/${gameSlugs()[0]}/#40`);
    const { page } = w;
    const toggle = page.locator('bashni-replay button[data-act="names"]');
    const before = await toggle.innerText();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const after = await toggle.innerText();
    expect(after).not.toBe(before);
    expect(after).toContain('29');
    // every number is painted after everything it overlaps (SVG paints in document order)
    for (let ply = 0; ply < 12; ply++) {
      const covered = await page.locator('bashni-replay [data-board] svg').evaluate((svg) => {
        // (a column's height badge is a circle and its text: not a square number)
        const numbers = [...svg.querySelectorAll('text')].filter((t) => /^([1-9]|[12]\d|3[0-2])$/.test(t.textContent ?? '') && t.previousElementSibling?.tagName !== 'circle');
        const shapes = [...svg.querySelectorAll('ellipse, rect, circle, polyline, path, text')];
        const out: string[] = [];
        for (const num of numbers) {
          const a = num.getBoundingClientRect();
          const later = shapes.filter((s) => s !== num && num.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING);
          for (const s of later) {
            const b = s.getBoundingClientRect();
            const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
            if (overlap && !(s instanceof SVGRectElement && s.classList.contains('b-light'))) out.push(`${num.textContent} under ${s.tagName}`);
          }
        }
        return { count: numbers.length, out };
      });
      expect(covered.count, `numbers at ply ${40 + ply}`).toBe(32);
      expect(covered.out, `ply ${40 + ply}`).toEqual([]);
      await page.click('bashni-replay button[data-act="next"]');
    }
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await toggle.innerText()).toBe(before);
    expect(w.errors).toEqual([]);
  });
});
