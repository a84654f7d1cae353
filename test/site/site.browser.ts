// Browser tests of the built site (vitest + playwright-core + the system chromium).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { readPuzzleFile, type PuzzleEntry } from '../../puzzles/file.ts';
import { squareName } from '../../engine/squares.ts';
import { parseFen } from '../../engine/fen.ts';
import { matchMoves, parseMoveText } from '../../engine/notation.ts';
import { sameMove, type Position } from '../../engine/position.ts';
import type { Move } from '../../engine/types.ts';
import { lineTexts } from '../../records/annotate.ts';
import { movesWith } from '../../puzzles/solve.ts';
import type { PuzzleData } from '../../site/src/client/puzzle/puzzle-element.ts';
import { bashni } from '../records/cli.ts';
import { axeViolations, gzipTotal, PARSER, ROOT, layoutShift, fileSite, sharedSite, watchedPage, type Watched, collectionPuzzles, builtGames, screenshot } from './harness.ts';

/** What the tests read from the <bashni-replay> element inside the page. */
type ReplayProbe = HTMLElement & { data: { mainline: unknown[] }; current?: unknown; node: { fen: string } };
/** Where a script injected through a record would leave its mark. */
type XssProbe = Window & { __xss?: unknown };

/** The item at `index`, or a test failure that names what is missing. */
function nth<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no ${what} at index ${index} (${items.length} in all)`);
  return item;
}

/**
 * A puzzle page's budget is 40 KB gzipped (a game page's too): 37.9 KB (38,840 bytes) on 2026-12-05
 * after the budget's cuts (41.8 KB, 42,780 bytes, before: Vite's preload helper left out, the
 * trainer's rating loaded at the puzzle's first result, the words only the view writes out of the
 * client's dictionary; docs/site.md, "Budgets").
 */
const JS_BUDGET = 40 * 1024;
let DIST = '';
const site = fileSite();

const puzzles = collectionPuzzles;

/** What the built page of a puzzle gives its player (the JSON in the page), as the build made it from the check's verdict. */
function builtPuzzle(id: string): PuzzleData {
  const html = readFileSync(join(DIST, 'puzzles', id, 'index.html'), 'utf8');
  const json = /<script[^>]*class="puzzle-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no puzzle data on the page of ${id}`);
  return JSON.parse(json) as PuzzleData;
}

/** The one legal move a written move (full capture path) is in `pos`. */
function resolveMove(pos: Position, text: string): Move {
  const written = parseMoveText(text);
  const found = written ? matchMoves(pos, written) : [];
  if (found.length !== 1) throw new Error(`${text}: ${found.length} legal moves match`);
  return found[0]!;
}

/** The puzzles solved in this browser, as the page stores them. */
const solvedIds = (page: Page) => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('bashni:puzzles:v1') ?? '{}') as object));

const games = () => builtGames(DIST);

/**
 * The address's anchor as the page has it: the viewer writes it with replaceState, which
 * page.url() learns of by an event that may come after a key press or click returns.
 */
const pageHash = (page: Page) => page.evaluate(() => location.hash);

/** The pages of one of the index's lists (lib/puzzle-pages.ts: `level-1`, `theme-blockade`), first page first, as paths. */
function listPages(slug: string): string[] {
  const dir = join(DIST, 'puzzles', slug);
  const more = readdirSync(dir)
    .filter((d) => /^page-\d+$/.test(d))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  return [`/puzzles/${slug}/`, ...more.map((d) => `/puzzles/${slug}/${d}/`)];
}

/** The puzzle ids a built page of the index lists, in its order. */
const idsOn = (path: string) => [...readFileSync(join(DIST, path, 'index.html'), 'utf8').matchAll(/data-puzzle-id="([^"]+)"/g)].map((m) => m[1]!);

/** The page of its level's list that lists puzzle `id`. */
function levelPageOf(id: string): string {
  for (const level of [1, 2, 3, 4, 5]) {
    if (!existsSync(join(DIST, 'puzzles', `level-${level}`))) continue;
    const found = listPages(`level-${level}`).find((path) => idsOn(path).includes(id));
    if (found) return found;
  }
  throw new Error(`no page of the index lists ${id}`);
}

/** How many puzzles the index counts (its JSON of every id by level). */
const indexCount = (page: Page) => page.evaluate(() => Object.values(JSON.parse(document.querySelector('script[data-puzzle-levels]')!.textContent) as string[][]).flat().length);

async function open(path: string, width = 1280): Promise<Watched> {
  const w = await watchedPage(site, width, width < 600 ? 800 : 900);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  return w;
}

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, true);
}

/** The replay and puzzle pages stay light: JS was loaded and measured, no parser, at most 40 KB gzipped, no layout shift. */
async function expectLightPage(w: Watched, name: string): Promise<void> {
  await w.page.waitForLoadState('networkidle');
  expect(w.scripts.length, `${name} page loads its script`).toBeGreaterThan(0);
  const total = gzipTotal(w);
  console.log(`${name} page JS: ${w.scripts.length} files, ${(total / 1024).toFixed(1)} KB (${total} bytes) gzipped`);
  expect(total).toBeLessThanOrEqual(JS_BUDGET);
  for (const s of w.scripts) expect(s.body.toString('utf8')).not.toMatch(PARSER);
  expect(await layoutShift(w.page)).toBeLessThan(0.01);
  expect(w.errors).toEqual([]);
}

const boardHtml = (page: Page) => page.locator('[data-board]').first().innerHTML();
const state = (page: Page) => page.locator('bashni-puzzle').getAttribute('data-puzzle-state');

beforeAll(() => {
  DIST = sharedSite().dist;
});

describe('home page', () => {
  it('rule diagrams show a whole column on focus and on tap', async () => {
    const w = await open('/');
    const { page } = w;
    const fig = page.locator('bashni-board').nth(2); // the column of two on e5
    await fig.locator('[data-square="e5"]').focus();
    expect(await fig.locator('[data-info]').innerText()).toMatch(/^e5: white man over black man .*top first: w b/);
    await fig.locator('[data-square="h8"]').click();
    expect(await fig.locator('[data-info]').innerText()).toMatch(/^h8: black man/);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(w.errors).toEqual([]);
  });
});

describe('game pages', () => {
  it('stepping through a game changes the board; keys, hash and flip work', async () => {
    const slug = games()[0];
    const w = await open(`/games/${slug}/`);
    const { page } = w;
    const start = await boardHtml(page);
    // the whole column shows on hover
    await page.hover('[data-square="c3"]');
    expect(await page.locator('[data-info]').first().innerText()).toMatch(/^c3: white man .*top first: w/);
    await page.click('button[data-act="next"]');
    const after1 = await boardHtml(page);
    expect(after1).not.toBe(start);
    // the last move is highlighted, with its path
    expect(await page.locator('[data-board] .sq.last').count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('[data-board] .path polyline').count()).toBe(1);
    expect(await pageHash(page)).toMatch(/#1$/);
    await page.keyboard.press('ArrowRight');
    expect(await pageHash(page)).toMatch(/#2$/);
    expect(await boardHtml(page)).not.toBe(after1);
    await page.keyboard.press('ArrowLeft');
    expect(await boardHtml(page)).toBe(after1);
    // modifier keys are ignored
    await page.keyboard.press('Shift+ArrowRight');
    expect(await pageHash(page)).toMatch(/#1$/);
    await page.keyboard.press('End');
    const plies = await page.locator('bashni-replay').evaluate((el: ReplayProbe) => el.data.mainline.length - 1);
    expect(await pageHash(page)).toMatch(new RegExp(`#${plies}$`));
    await page.keyboard.press('Home');
    expect(await boardHtml(page)).toBe(start);
    // flip: the a1 square moves to the top right
    const a1 = async () => (await page.locator('[data-square="a1"]').getAttribute('transform')) ?? '';
    expect(await a1()).toBe('translate(0 700)');
    await page.keyboard.press('f');
    expect(await a1()).toBe('translate(700 0)');
    await page.keyboard.press('f');
    // the ply survives a reload through the hash
    await page.goto(site.url(`/games/${slug}/#3`));
    await page.waitForFunction(() => {
      const el = document.querySelector<ReplayProbe>('bashni-replay');
      return el?.data && el.current === el.data.mainline[3];
    });
    expect(await page.locator('.mv.active').count()).toBe(1);
    // numeric square names
    await page.click('button[data-act="names"]');
    expect(await page.locator('[data-board] svg').innerHTML()).toContain('>29</text>');
    await page.click('button[data-act="names"]');
    // copy FEN puts the FEN of the shown position on the clipboard
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.served.url.replace(/\/$/, '') });
    await page.click('button[data-act="copy-fen"]');
    await expect.poll(() => page.locator('[data-status]').innerText()).toBe('FEN copied');
    const fen = await page.locator('bashni-replay').evaluate((el: ReplayProbe) => el.node.fen);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fen);
    // the record itself is published for copy and download
    const pdnUrl = await page.locator('a[download]').getAttribute('href');
    const pdn = await page.request.get(site.url(pdnUrl!));
    expect(pdn.status()).toBe(200);
    expect(await pdn.text()).toMatch(/^\[Event /);
    await shot(page, 'game-1280');
    expect(w.errors).toEqual([]);
  });

  it('variations can be entered, End goes to the end of the variation; the evaluation graph goes to its ply', async () => {
    // test/site/fixtures/games/test-variations.pdn: a variation on move 1 and [%eval] on every move
    const w = await open('/games/test-variations/');
    const { page } = w;
    // a move inside a variation can be entered
    const varMove = page.locator('.var .mv').first();
    expect(await varMove.count()).toBe(1);
    await varMove.click();
    expect(await pageHash(page)).toMatch(/#n\d+$/);
    expect(await page.locator('.var .mv.active').count()).toBe(1);
    await page.keyboard.press('End');
    expect(await page.locator('.var .mv.active').innerText()).toBe('d4:f6');
    expect(await page.locator('[data-ply]').innerText()).toBe('variation, ply 3');
    // the evaluation graph of an annotated record; clicking it goes to that ply
    expect(await page.locator('.eval-graph').count()).toBe(1);
    await page.locator('.eval-graph rect[data-node]').nth(4).click({ force: true });
    expect(await pageHash(page)).toMatch(/#4$/);
    expect(await page.locator('[data-ply]').innerText()).toBe('4 / 5');
    // issue 25: the ply's evaluation in figures (g7-f6 {[%eval 0]}), a scale, and the graph above the fold at 1280x800
    expect(await page.locator('[data-eval-now]').innerText()).toContain('0.00');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-eval-now]').innerText()).toContain('−0.20');
    expect(await page.locator('.eval-scale').innerText()).toMatch(/\+5\s+0\s+−5/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const graph = (await page.locator('.eval-graph').boundingBox())!;
    expect(graph.y + graph.height, 'the graph above the fold at 1280x800').toBeLessThanOrEqual(800);
    expect(w.errors).toEqual([]);
  });

  it('a ply past the end (#999) shows the last ply and puts its anchor in the address', async () => {
    const slug = games()[0];
    const w = await open(`/games/${slug}/#999`);
    const { page } = w;
    await page.waitForFunction(() => {
      const el = document.querySelector<ReplayProbe>('bashni-replay');
      return el?.data && el.current === el.data.mainline.at(-1);
    });
    const plies = await page.locator('bashni-replay').evaluate((el: ReplayProbe) => el.data.mainline.length - 1);
    expect(plies).toBeLessThan(999);
    expect(await pageHash(page)).toBe(`#${plies}`);
    // and a variation node that does not exist shows the start, with no anchor left
    await page.goto(site.url(`/games/${slug}/#n99999`));
    await page.waitForFunction(() => document.querySelector<ReplayProbe>('bashni-replay')?.current === 0);
    expect(await pageHash(page)).toBe('');
    expect(w.errors).toEqual([]);
  });

  it('loads no parser and at most 40 KB of JS (gzipped), with no layout shift', async () => {
    const slug = games()[0];
    await expectLightPage(await open(`/games/${slug}/#5`), 'replay');
  });

  it('shows text from records as text (no script runs)', async () => {
    const w = await open('/games/test-escaping/');
    const { page } = w;
    expect(await page.evaluate(() => (window as XssProbe).__xss)).toBeUndefined();
    expect(await page.locator('h1').innerText()).toContain('<img src=x');
    expect(await page.locator('.mv-comment').first().innerText()).toContain("<script>window.__xss = 'comment'</script>");
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('.movelist').count()).toBe(1);
    expect(await page.locator('.movelist b').count()).toBe(0);
    expect(w.errors).toEqual([]);
  });
});

describe('puzzle pages', () => {
  const list = puzzles();

  async function playMove(page: Page, from: number, path: readonly number[]): Promise<void> {
    await page.click(`[data-square="${squareName(from)}"]`);
    for (const sq of path) {
      const el = page.locator(`[data-square="${squareName(sq)}"]`);
      if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
      await el.click();
    }
  }

  it('a puzzle is solved by clicking its solution, and the index shows it solved', async () => {
    expect(list.length).toBeGreaterThan(0);
    const p = list.find((x) => x.moves.length > 1) ?? nth(list, 0, 'puzzle');
    const w = await open(`/puzzles/${p.spec.id}/`);
    const { page } = w;
    expect(await state(page)).toBe('playing');
    for (const [i, m] of p.moves.entries()) {
      if (i % 2 === 1) continue; // odd plies are the replies, which the page plays by itself
      await playMove(page, m.from, m.path);
      if (i + 1 < p.moves.length) {
        // the opponent's reply plays by itself
        await page.waitForFunction((ply) => document.querySelector('bashni-puzzle')?.getAttribute('data-ply') === ply, String(i + 2));
      }
    }
    await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-puzzle-state') === 'solved');
    expect(await page.locator('[data-line] li').count()).toBe(p.moves.length);
    await shot(page, 'puzzle-solved-1280');
    await page.goto(site.url(levelPageOf(p.spec.id)));
    await expect.poll(() => page.locator(`[data-puzzle-id="${p.spec.id}"].solved`).count()).toBeGreaterThan(0);
    expect(w.errors).toEqual([]);
  });

  /** A puzzle with a first move that is wrong: not the solution's, nor a slower one that still reaches the goal. */
  function wrongFirstMove(): { p: PuzzleEntry; first: Move; wrong: Move } {
    const pick = list
      .map((p) => {
        const pos = p.position;
        const first = nth(p.moves, 0, 'solution move');
        const sol = pos.play(first).hash();
        // a slower move that still reaches the goal is not wrong (tested below)
        const slower = builtPuzzle(p.spec.id).slower.filter((x) => x.ply === 0);
        const isSlower = (m: Move) => slower.some((x) => sameMove(resolveMove(pos, x.move), m));
        return { p, first, wrong: pos.legalMoves().find((m) => pos.play(m).hash() !== sol && !isSlower(m)) };
      })
      .find((x) => x.wrong);
    expect(pick, 'a puzzle with a legal move that is not the solution').toBeTruthy();
    return { p: pick!.p, first: pick!.first, wrong: pick!.wrong! };
  }

  /** Plays the solution's moves from ply 0 (the replies play by themselves) until the page says solved. */
  async function playSolution(page: Page, p: PuzzleEntry): Promise<void> {
    for (const [i, m] of p.moves.entries()) {
      if (i % 2 === 1) continue;
      await playMove(page, m.from, m.path);
      if (i + 1 < p.moves.length) await page.waitForFunction((ply) => document.querySelector('bashni-puzzle')?.getAttribute('data-ply') === ply, String(i + 2));
    }
    await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-puzzle-state') === 'solved');
  }

  it('a wrong move is refused: explained and taken back', async () => {
    const { p, first, wrong } = wrongFirstMove();
    const w = await open(`/puzzles/${p.spec.id}/`);
    const { page } = w;
    const before = await boardHtml(page);
    await playMove(page, wrong.from, wrong.path);
    expect(await state(page)).toBe('failed');
    expect(await page.locator('[data-msg]').innerText()).toMatch(/not the solution/);
    // taken back
    await page.waitForFunction((sq) => document.querySelector(`[data-square="${sq}"]`)?.hasAttribute('data-column'), squareName(wrong.from));
    expect(await page.locator('[data-board] .last').count()).toBe(0);
    await expect.poll(() => boardHtml(page)).toBe(before);
    // then the right move still works, by keyboard this time
    await page.focus(`[data-square="${squareName(first.from)}"]`);
    await page.keyboard.press('Enter');
    await page.focus(`[data-square="${squareName(first.path.at(-1)!)}"]`);
    await page.keyboard.press('Enter');
    expect(await state(page)).not.toBe('failed');
    expect(await boardHtml(page)).not.toBe(before);
    expect(w.errors).toEqual([]);
  });

  it('a wrong move then the right line is solved with a mistake, said and stored so, and counted solved on the index', async () => {
    const { p, wrong } = wrongFirstMove();
    const w = await open(`/puzzles/${p.spec.id}/`);
    const { page } = w;
    const before = await boardHtml(page);
    await playMove(page, wrong.from, wrong.path);
    expect(await state(page)).toBe('failed');
    await expect.poll(() => boardHtml(page)).toBe(before);
    await playSolution(page, p);
    const said = await page.locator('[data-msg]').innerText();
    expect(said).not.toContain('Well played');
    expect(said).toMatch(/Solved with a mistake/);
    // stored as a solve with a mistake, not as a clean one
    const stored = await page.evaluate((id) => (JSON.parse(localStorage.getItem('bashni:puzzles:v1') ?? '{}') as Record<string, { mistake?: boolean }>)[id], p.spec.id);
    expect(stored?.mistake).toBe(true);
    // still a solve on the index: on its level's page, and counted on the index
    await page.goto(site.url(levelPageOf(p.spec.id)));
    await expect.poll(() => page.locator(`[data-puzzle-id="${p.spec.id}"].solved`).count()).toBeGreaterThan(0);
    expect(await page.locator(`[data-puzzle-id="${p.spec.id}"] [data-solved]`).innerText()).toBe('solved with a mistake');
    await page.goto(site.url('/puzzles/'));
    await expect.poll(() => page.locator('[data-progress]').innerText()).toMatch(/You have solved 1 of \d+ puzzles/);
    expect(await page.locator(`section[data-level="${p.spec.difficulty}"] [data-level-solved]`).innerText()).toMatch(/^\(1 of \d+ solved\)$/);
    // solved cleanly later: the record becomes a clean solve
    await page.goto(site.url(`/puzzles/${p.spec.id}/`));
    await playSolution(page, p);
    expect(await page.locator('[data-msg]').innerText()).toBe('Solved! Well played.');
    expect(await page.evaluate((id) => (JSON.parse(localStorage.getItem('bashni:puzzles:v1') ?? '{}') as Record<string, object>)[id], p.spec.id)).not.toHaveProperty('mistake');
    expect(w.errors).toEqual([]);
  });

  it("clicking the opponent's column says it is the opponent's, not that it has no legal move", async () => {
    const p = nth(list, 0, 'puzzle');
    const side = p.position.turn === 'white' ? 'White' : 'Black';
    const other = p.position.turn === 'white' ? 'Black' : 'White';
    const theirs = p.position.columns().find(([, c]) => (c[0]!.toLowerCase() === 'w') !== (p.position.turn === 'white'));
    expect(theirs, "an opponent's column on the board").toBeTruthy();
    const w = await open(`/puzzles/${p.spec.id}/`);
    const { page } = w;
    const sq = squareName(theirs![0]);
    await page.click(`[data-square="${sq}"]`);
    expect(await page.locator('[data-msg]').innerText()).toBe(`${sq} is ${other}'s piece: ${side} is to move.`);
    expect(await state(page)).toBe('playing');
    expect(w.errors).toEqual([]);
  });

  it('on a phone the goal and every message show with the board; the keyboard hint is for screen readers only on a touch screen; Hint scrolls nothing away (issue 25)', async () => {
    const { p, wrong } = wrongFirstMove();
    // a phone: touch, no hover (what `(hover: none) and (pointer: coarse)` asks)
    const context = await site.browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    /** Where an element stands in the window: wholly in view or not. */
    const inView = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), bottom: Math.round(r.bottom), whole: r.top >= 0 && r.bottom <= innerHeight };
        });
    const geometry: string[] = [];
    for (const lang of ['', '/ru']) {
      await page.goto(site.url(`${lang}/puzzles/${p.spec.id}/`), { waitUntil: 'load' });
      expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
      // the goal with the board, on the first screen
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const board = await inView('[data-board] svg');
      const goal = await inView('[data-msg]');
      geometry.push(`${lang || '/en'}: board ${board.top}-${board.bottom}, goal ${goal.top}-${goal.bottom}`);
      expect(board.whole, geometry.join('; ')).toBe(true);
      expect(goal.whole, geometry.join('; ')).toBe(true);
      // the four lines of keys: for screen readers only
      const keys = (await page.locator('[data-keys-hint]').boundingBox())!;
      expect(keys.width * keys.height).toBeLessThanOrEqual(1);
      // a wrong move, tapped: said in view with the board
      await page.locator(`[data-square="${squareName(wrong.from)}"]`).tap();
      for (const sq of wrong.path) {
        const el = page.locator(`[data-square="${squareName(sq)}"]`);
        if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
        await el.tap();
      }
      await expect.poll(() => state(page)).toBe('failed');
      // a long reason is brought just into view (puzzle-element.ts keepInView), the board kept in view
      const wrongSaid = await inView('[data-msg]');
      const wrongBoard = await inView('[data-board] svg');
      geometry.push(
        `${lang || '/en'} wrong move (${(await page.locator('[data-msg]').innerText()).length} characters): board ${wrongBoard.top}-${wrongBoard.bottom}, message ${wrongSaid.top}-${wrongSaid.bottom}`,
      );
      expect(wrongSaid.whole, geometry.join('; ')).toBe(true);
      expect(wrongBoard.top, geometry.join('; ')).toBeGreaterThanOrEqual(-(wrongBoard.bottom - wrongBoard.top) / 6);
      // Hint: the reader brings the button into view and taps it; nothing scrolls, the hint shows with the board
      await page.waitForFunction((sq) => document.querySelector(`[data-square="${sq}"]`)?.hasAttribute('data-column'), squareName(wrong.from));
      await page.reload({ waitUntil: 'load' });
      const hint = page.locator('button[data-act="hint"]');
      // as little as a reader scrolls to reach it: its bottom at the window's (Playwright's own scroll centres it)
      await hint.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      const before = await page.evaluate(() => scrollY);
      await hint.tap();
      await expect.poll(() => page.locator('[data-msg]').innerText()).toMatch(lang ? /Подсказка/ : /^Hint:/);
      expect(await page.evaluate(() => scrollY)).toBe(before);
      const said = await inView('[data-msg]');
      const after = await inView('[data-board] svg');
      geometry.push(`${lang || '/en'} after Hint (scrolled ${before} px): board ${after.top}-${after.bottom}, message ${said.top}-${said.bottom}`);
      expect(said.whole, geometry.join('; ')).toBe(true);
      expect(after.top, `the board at most a sixth above the window: ${geometry.join('; ')}`).toBeGreaterThanOrEqual(-(after.bottom - after.top) / 6);
      await screenshot(page, `puzzle-phone${lang.replace('/', '-')}-375`);
    }
    console.log(`puzzle page at 375 x 667, touch: ${geometry.join('; ')}`);
    expect(errors).toEqual([]);
    // with a mouse and keys (no touch screen) the keyboard hint shows under the board
    const w = await open(`/puzzles/${p.spec.id}/`, 375);
    expect(await w.page.locator('[data-keys-hint]').isVisible()).toBe(true);
    expect((await w.page.locator('[data-keys-hint]').boundingBox())!.height).toBeGreaterThan(20);
  });

  it('hint and show solution', async () => {
    const p = nth(list, 0, 'puzzle');
    const w = await open(`/puzzles/${p.spec.id}/`);
    const { page } = w;
    await page.click('button[data-act="hint"]');
    expect(await page.locator(`[data-square="${squareName(nth(p.moves, 0, 'solution move').from)}"]`).getAttribute('class')).toContain('selected');
    expect(await page.locator('[data-board] .sq.target').count()).toBeGreaterThan(0);
    // issue 25: tapping the hinted column, as the hint says, keeps it chosen (it used to take the choice back)
    await page.locator(`[data-board] [data-square="${squareName(nth(p.moves, 0, 'solution move').from)}"]`).click();
    expect(await page.locator(`[data-square="${squareName(nth(p.moves, 0, 'solution move').from)}"]`).getAttribute('class')).toContain('selected');
    expect(await page.locator('[data-board] .sq.target').count()).toBeGreaterThan(0);
    await page.click('button[data-act="solution"]');
    await expect.poll(() => page.locator('[data-msg]').innerText()).toMatch(/^Solution: /);
    expect(await state(page)).toBe('failed');
    await page.click('button[data-act="restart"]');
    expect(await state(page)).toBe('playing');
    expect(w.errors).toEqual([]);
  });

  it('a slower move that still reaches the goal is not wrong: the page says so, plays the fastest line and records the solve', async () => {
    // a puzzle of the collection whose page accepts a slower first move (the build lists them from the check's verdict)
    // (the one needing the fewest moves, so the engine's own check below stays quick)
    const pick = list
      .flatMap((p) =>
        builtPuzzle(p.spec.id)
          .slower.filter((x) => x.ply === 0)
          .map((slower) => ({ p, slower })),
      )
      .sort((a, b) => a.slower.moves - b.slower.moves)[0];
    expect(pick, 'a puzzle of the collection with a slower first move').toBeTruthy();
    const { p, slower } = pick as { p: PuzzleEntry; slower: PuzzleData['slower'][number] };
    const move = resolveMove(p.position, slower.move);
    // the engine agrees, on its own: the move reaches the goal in the moves said, more than the solution needs
    const fastest = Math.ceil(p.moves.length / 2);
    expect(slower.moves).toBeGreaterThan(fastest);
    expect(movesWith(p.position, p.spec.goal, move, slower.moves)).toBe(slower.moves);
    const w = await open(`/puzzles/${p.spec.id}/`);
    const { page } = w;
    expect(await solvedIds(page)).toEqual([]);
    await playMove(page, move.from, move.path);
    const line = lineTexts(p.position, p.moves);
    const also = p.spec.goal.kind === 'win' ? 'wins' : 'reaches the goal';
    const said = `${slower.move}: that also ${also}, in ${slower.moves} moves instead of ${fastest}. The fastest line: ${line.join(', ')}.`;
    expect(await page.locator('[data-msg]').innerText()).toContain(said);
    expect(await state(page)).not.toBe('failed');
    await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-puzzle-state') === 'solved');
    expect(await page.locator('[data-msg]').innerText()).toBe(`${said} Solved! Well played.`);
    // the board shows the fastest line, played out from the puzzle position
    expect(await page.locator('[data-line] li').allInnerTexts()).toEqual(line);
    const end = p.moves.reduce((pos, m) => pos.play(m), p.position);
    expect(await boardHtml(page)).toContain(`aria-label="Puzzle board, ${end.turn === 'white' ? 'White' : 'Black'} to move"`);
    // recorded as a normal solve is: in localStorage, and marked on the index
    expect(await solvedIds(page)).toEqual([p.spec.id]);
    await page.goto(site.url(levelPageOf(p.spec.id)));
    await expect.poll(() => page.locator(`[data-puzzle-id="${p.spec.id}"].solved`).count()).toBeGreaterThan(0);
    // each puzzle counted once
    await page.goto(site.url('/puzzles/'));
    const listed = await indexCount(page);
    expect(listed).toBeGreaterThanOrEqual(list.length);
    await expect.poll(() => page.locator('[data-progress]').innerText()).toBe(`You have solved 1 of ${listed} puzzles in this browser.`);
    expect(w.errors).toEqual([]);
  });

  it("the index leads to every puzzle through its level's pages, 15 a page, and to each theme's pages; no page of it is over three screens at 375 x 800 (issue 25)", async () => {
    // every puzzle once over the levels' pages, in the index's order (level, rating, id); no page over 15
    const levelPages = [1, 2, 3, 4, 5].filter((d) => existsSync(join(DIST, 'puzzles', `level-${d}`))).flatMap((d) => listPages(`level-${d}`));
    const perPage = levelPages.map(idsOn);
    const ids = perPage.flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(list.length);
    for (const x of list) expect(ids, x.spec.id).toContain(x.spec.id);
    for (const [i, page] of perPage.entries()) expect(page.length, levelPages[i]).toBeLessThanOrEqual(15);
    const w = await open('/puzzles/', 375);
    const { page } = w;
    expect(await indexCount(page)).toBe(ids.length);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const heights: string[] = [];
    heights.push(`index ${await height()}`);
    // a theme's pages: its puzzles, their links carrying the theme
    const theme = 'blockade';
    const withTheme = list.filter((x) => x.spec.themes.includes(theme)).length;
    expect(withTheme).toBeGreaterThan(0);
    await Promise.all([page.waitForURL(`**/puzzles/theme-${theme}/`), page.click(`a[data-theme-filter="${theme}"]`)]);
    expect(await page.locator('h1').innerText()).toBe(`Theme: ${theme}`);
    expect(await page.locator('.puzzle-list li[data-puzzle-id]').count()).toBe(Math.min(15, withTheme));
    expect(await page.locator('.puzzle-list li a').first().getAttribute('href')).toMatch(new RegExp(`^/puzzles/[^/]+/\\?theme=${theme}$`));
    const themed = listPages(`theme-${theme}`).flatMap(idsOn);
    expect(themed).toHaveLength(withTheme);
    // a level's pages: numbered links with their ratings on the index, previous and next on each page
    await page.goto(site.url('/puzzles/'));
    const levelOne = listPages('level-1');
    expect(levelOne.length).toBeGreaterThan(1);
    expect(await page.locator('section[data-level="1"] nav.pager a').first().textContent()).toMatch(/^\s*Page 1\s*1\s*rating \d+–\d+\s*$/);
    await Promise.all([page.waitForURL('**/puzzles/level-1/page-2/'), page.click('section[data-level="1"] nav.pager a[href="/puzzles/level-1/page-2/"]')]);
    expect(await page.locator('h1').innerText()).toBe('Easy (level 1 of 5)');
    const inLevelOne = perPage.slice(0, levelOne.length).flat().length;
    expect(await page.locator('[data-list-range]').innerText()).toBe(`Puzzles 16–${Math.min(30, inLevelOne)} of ${inLevelOne} · page 2 of ${levelOne.length}`);
    expect(await page.locator('nav.pager a[aria-current="page"]').innerText()).toBe('2');
    expect(await page.locator('.puzzle-list li[data-puzzle-id]').count()).toBe(perPage[1]!.length);
    heights.push(`level-1/page-2 ${await height()}`);
    await Promise.all([page.waitForURL('**/puzzles/level-1/page-3/'), page.click('[data-page-next]')]);
    await Promise.all([page.waitForURL('**/puzzles/level-1/page-2/'), page.click('[data-page-prev]')]);
    await Promise.all([page.waitForURL('**/puzzles/level-1/'), page.click('[data-page-prev]')]);
    expect(await page.locator('[data-page-prev]').count()).toBe(0);
    // the longest pages at 375 px: a full level page and a full theme page, and the index
    for (const path of ['/puzzles/level-5/', '/puzzles/theme-double-sacrifice/page-2/', '/ru/puzzles/level-3/']) {
      await page.goto(site.url(path));
      heights.push(`${path} ${await height()}`);
    }
    console.log(`puzzle index at 375 x 800, page heights (px): ${heights.join(', ')}`);
    for (const h of heights) expect(Number(h.split(' ').at(-1)), h).toBeLessThanOrEqual(3 * 800);
    // an old link to a filtered index goes on to the theme's pages
    await page.goto(site.url(`/puzzles/?theme=${theme}`));
    await page.waitForURL(`**/puzzles/theme-${theme}/`);
    // in Russian, and with no axe-core violation in either language
    await page.goto(site.url('/ru/puzzles/level-1/page-2/'));
    expect(await page.locator('h1').innerText()).toBe('Лёгкие (уровень 1 из 5)');
    expect(await page.locator('[data-list-range]').innerText()).toMatch(/^Задачи 16–\d+ из \d+ · страница 2 из \d+$/);
    const found: string[] = [];
    for (const path of ['/puzzles/level-1/page-2/', '/ru/puzzles/level-1/page-2/', '/ru/puzzles/']) {
      await page.goto(site.url(path));
      for (const v of await axeViolations(page)) found.push(`${path}: ${v.id} (${v.impact}) ×${v.nodes} e.g. ${v.first}`);
    }
    expect(found).toEqual([]);
    expect(w.errors).toEqual([]);
  });

  it('a puzzle opened from a filtered index hides its themes but the chosen one until solved; "Next puzzle" keeps the theme and skips solved ones; a solved puzzle says so (issues 25, 26)', async () => {
    const theme = 'blockade';
    // the index's order: level, then rating, then id
    const inTheme = list.filter((x) => x.spec.themes.includes(theme)).sort((a, b) => a.spec.difficulty - b.spec.difficulty || a.spec.rating - b.spec.rating || a.spec.id.localeCompare(b.spec.id));
    expect(inTheme.length).toBeGreaterThan(3);
    const [first, second, third] = [nth(inTheme, 0, 'puzzle'), nth(inTheme, 1, 'puzzle'), nth(inTheme, 2, 'puzzle')];
    const w = await open(`/puzzles/?theme=${theme}`);
    const { page } = w;
    await page.waitForURL(`**/puzzles/theme-${theme}/`);
    // the index hides the themes of unsolved puzzles, and its links carry the theme
    expect(await page.locator(`li[data-puzzle-id="${first.spec.id}"] [data-tags]`).isVisible()).toBe(false);
    await page.click(`li[data-puzzle-id="${first.spec.id}"] a`);
    await page.waitForURL(`**/puzzles/${first.spec.id}/?theme=${theme}`);
    expect(await page.locator('[data-themes]').isVisible()).toBe(false);
    expect(await page.locator('[data-themes-hidden]').innerText()).toContain(`${theme} (the theme you chose`);
    await expect.poll(() => page.locator('[data-next]').getAttribute('href')).toBe(`/puzzles/${second.spec.id}/?theme=${theme}`);
    await playSolution(page, first);
    expect(await page.locator('[data-themes]').isVisible()).toBe(true);
    expect(await page.locator('[data-themes-hidden]').isVisible()).toBe(false);
    // the second is solved too: "Next puzzle" skips it, and the first says it was solved
    await page.evaluate((id) => {
      const p = JSON.parse(localStorage.getItem('bashni:puzzles:v1') ?? '{}') as Record<string, unknown>;
      p[id] = { solved: new Date().toISOString() };
      localStorage.setItem('bashni:puzzles:v1', JSON.stringify(p));
    }, second.spec.id);
    await page.reload();
    expect(await page.locator('[data-solved-before]').innerText()).toMatch(/^You solved this puzzle on .*\. Solve it again, or go on to the next one\.$/);
    expect(await page.locator('[data-themes]').isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-next]').getAttribute('href')).toBe(`/puzzles/${third.spec.id}/?theme=${theme}`);
    expect(w.errors).toEqual([]);
  });

  it('issue 47 point 8: a built-in name as the theme in the address (constructor, __proto__) is no theme: the title stays the neutral one', async () => {
    const w = await open('/puzzles/composed-1/');
    const { page } = w;
    await page.waitForSelector('bashni-puzzle[data-ply]');
    const neutral = (await page.locator('h1').textContent())!;
    expect(neutral).toMatch(/^Puzzle \d+ · (white|black) to play · /);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      await page.goto(site.url(`/puzzles/composed-1/?theme=${name}`), { waitUntil: 'load' });
      await page.waitForSelector('bashni-puzzle[data-ply]');
      expect(await page.locator('h1').textContent(), name).toBe(neutral);
      expect(await page.title(), name).not.toMatch(/native code|object Object|function/);
      expect(await page.locator('[data-themes-hidden]').innerText(), name).not.toMatch(/native code|object Object|function/);
    }
    expect(w.errors).toEqual([]);
  });

  it("issue 44 point 8: the English pages name themes in words, not by the files' names", async () => {
    const capture = list.find((x) => x.spec.themes.includes('capture-path'))!;
    const w = await open(`/puzzles/${capture.spec.id}/`);
    const { page } = w;
    await page.waitForSelector('bashni-puzzle[data-ply]');
    await page.locator('button[data-act="solution"]').click();
    await expect.poll(() => page.locator('[data-themes]').isVisible()).toBe(true);
    const named = await page.locator('[data-themes]').innerText();
    expect(named).toContain('choosing the capture path');
    expect(named).not.toMatch(/\b[a-z]+-[a-z]+(-[a-z]+)*\b/);
    await page.goto(site.url('/puzzles/'), { waitUntil: 'load' });
    const themes = await page.locator('[data-theme-name]').allInnerTexts();
    expect(themes.length).toBeGreaterThan(5);
    expect(themes.filter((t) => /^[a-z]+(-[a-z]+)+$/.test(t))).toEqual([]);
    expect(w.errors).toEqual([]);
  });

  it('explains the goal in pieces commanded and shows the rating and level, on the page and the index', async () => {
    const p = list.find((x) => x.spec.goal.kind === 'material');
    expect(p, 'a puzzle with a material goal').toBeTruthy();
    const { spec } = p!;
    const n = spec.goal.kind === 'material' ? spec.goal.min : -1;
    const w = await open(`/puzzles/${spec.id}/`);
    const { page } = w;
    const unit = await page.locator('[data-goal-unit]').innerText();
    expect(unit).toContain(
      'Pieces you command: your own pieces in the columns you command (the top piece of a column is its commander). Prisoners under an enemy commander do not count until a capture frees them.',
    );
    expect(unit).toMatch(new RegExp(`^Win ${n}: when the captures are over and it is the opponent's move, your lead .* must have grown by ${n} pieces? or more`));
    expect(await page.locator('[data-rating]').innerText()).toBe(`Rating ${spec.rating} · level ${spec.difficulty} of 5`);
    await page.goto(site.url(levelPageOf(spec.id)));
    expect(await page.locator(`.puzzle-list [data-puzzle-id="${spec.id}"] [data-rating]`).textContent()).toBe(`Rating ${spec.rating} · level ${spec.difficulty} of 5`);
    // every puzzle page explains its goal's unit
    for (const x of list) expect(readFileSync(join(DIST, 'puzzles', x.spec.id, 'index.html'), 'utf8'), x.spec.id).toMatch(/data-goal-unit>[^<]*Pieces you command: your own pieces/);
    expect(w.errors).toEqual([]);
  });

  it("tells a mined puzzle's missed move and links its source game at the puzzle's ply", async () => {
    // test/site/fixtures/puzzles/test-mined.yaml: played b6-a5 (missed), from game 1 of test/site/fixtures/games/test-mined.pdn after ply 31
    const [entry] = readPuzzleFile(readFileSync(join(ROOT, 'test/site/fixtures/puzzles/test-mined.yaml'), 'utf8'), 'test-mined.yaml').puzzles;
    const w = await open('/puzzles/test-missed/');
    const { page } = w;
    expect(await page.locator('[data-story]').innerText()).toBe('In the game, Black played b6-a5 here and missed this.');
    const link = page.locator('[data-source] a');
    expect(await link.getAttribute('href')).toBe('/games/test-mined/#31');
    expect(await link.innerText()).toBe('games/test-mined.pdn, game 1, after ply 31');
    await link.click();
    await page.waitForFunction(() => {
      const el = document.querySelector<ReplayProbe>('bashni-replay');
      return el?.data && el.current === el.data.mainline[31];
    });
    // the game page stands at the puzzle's position
    const fen = await page.locator('bashni-replay').evaluate((el: ReplayProbe) => el.node.fen);
    const shown = parseFen(fen, 'bashni');
    expect(shown.ok && shown.value.equals(entry!.position)).toBe(true);
    // a puzzle the game did not go wrong in says nothing of a mistake
    const plain = list.find((x) => x.spec.source.kind === 'composed' || !x.spec.source.mistake);
    expect(plain, 'a puzzle with no mistake recorded').toBeTruthy();
    await page.goto(site.url(`/puzzles/${plain!.spec.id}/`));
    expect(await page.locator('[data-source]').count()).toBe(1);
    expect(await page.locator('[data-story]').count()).toBe(0);
    expect(w.errors).toEqual([]);
  });

  it('without JavaScript, the solution is there as text in a <details>', async () => {
    const p = list.find((x) => x.moves.length > 1) ?? nth(list, 0, 'puzzle');
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(site.url(`/puzzles/${p.spec.id}/`), { waitUntil: 'load' });
      const details = page.locator('details[data-solution-text]');
      expect(await details.locator('.solution-moves').isVisible()).toBe(false);
      await details.locator('summary').click();
      expect(await details.locator('.solution-moves li').allInnerTexts()).toEqual(p.spec.solution);
    } finally {
      await context.close();
    }
  });

  it('loads no parser and at most 40 KB of JS (gzipped), with no layout shift', async () => {
    await expectLightPage(await open(`/puzzles/${nth(list, 0, 'puzzle').spec.id}/`), 'puzzle');
  });
});

describe('checker page', () => {
  it('reports a planted error with its line:column, highlighted, and replays the valid part', async () => {
    const text = '[Event "Planted"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 2. d4-e5 g5-h4 *\n';
    const line = 4;
    const column = nth(text.split('\n'), line - 1, 'line').indexOf('g5-h4') + 1;
    const w = await open('/check/');
    const { page } = w;
    await page.fill('#pdn-text', text);
    await page.click('button[data-act="check"]');
    const problem = page.locator('[data-problem]').first();
    await problem.waitFor();
    expect(await problem.getAttribute('data-line')).toBe(String(line));
    expect(await problem.getAttribute('data-column')).toBe(String(column));
    expect(await problem.innerText()).toContain(`${line}:${column}`);
    expect(await page.locator('#pdn-text mark').first().innerText()).toBe('g5-h4');
    // the valid part (three plies) replays; it opens on the position before the problem (layout.test.ts), so go to its start
    await page.locator('bashni-replay').waitFor();
    expect(await page.locator('bashni-replay .mv').count()).toBe(3);
    await page.click('bashni-replay button[data-act="first"]');
    const start = await page.locator('bashni-replay [data-board]').innerHTML();
    // keys are ignored while the text has focus
    await page.focus('#pdn-text');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('bashni-replay [data-board]').innerHTML()).toBe(start);
    await page.click('bashni-replay button[data-act="next"]');
    expect(await page.locator('bashni-replay [data-board]').innerHTML()).not.toBe(start);
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('bashni-replay .mv.active').innerText()).toBe('f6-g5');
    await shot(page, 'check-planted-error-1280');
    // in forced colours (high contrast), which drop backgrounds, the mark is outlined
    await page.emulateMedia({ forcedColors: 'active' });
    expect(
      await page
        .locator('#pdn-text mark')
        .first()
        .evaluate((m) => getComputedStyle(m).outlineStyle),
    ).toBe('solid');
    await page.emulateMedia({ forcedColors: 'none' });
    // the checker may load the parser: its size is reported, not limited; and the parser is found in
    // its scripts, so the "loads no parser" checks of the replay and puzzle pages can fail
    console.log(`checker page JS: ${w.scripts.length} files, ${(gzipTotal(w) / 1024).toFixed(1)} KB gzipped`);
    expect(w.scripts.some((s) => PARSER.test(s.body.toString('utf8')))).toBe(true);
    expect(w.errors).toEqual([]);
  });

  /** The text in the checker's editor. */
  const editorText = (page: Page) => page.locator('bashni-checker').evaluate((el) => (el as HTMLElement & { value: string }).value);

  /**
   * A mark as the reader sees it: the line number the editor's gutter shows beside its line, its
   * column in that line, its text and words, and whether it stands inside the editor's visible box.
   */
  const markInfo = (page: Page, i = 0) =>
    page
      .locator('#pdn-text mark')
      .nth(i)
      .evaluate((m) => {
        const line = m.closest('.cm-line')!;
        const before = document.createRange();
        before.setStart(line, 0);
        before.setEndBefore(m);
        const top = line.getBoundingClientRect().top;
        const number = [...document.querySelectorAll('.cm-lineNumbers .cm-gutterElement')].find(
          (g) => getComputedStyle(g).visibility !== 'hidden' && Math.abs(g.getBoundingClientRect().top - top) < 2,
        );
        const box = m.getBoundingClientRect();
        const view = document.querySelector('.cm-scroller')!.getBoundingClientRect();
        return {
          lineNumber: Number(number?.textContent),
          columnNumber: before.toString().length + 1,
          text: (m as HTMLElement).innerText,
          line: m.getAttribute('data-line'),
          column: m.getAttribute('data-column'),
          title: m.getAttribute('title') ?? '',
          background: getComputedStyle(m).backgroundColor,
          visible: box.width > 0 && box.height > 0 && box.left >= view.left && box.right <= view.right && box.top >= view.top && box.bottom <= view.bottom,
        };
      });

  /** The text selected on the page (the editor shows its selection as the page's). */
  const selected = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

  const scrollTop = (page: Page) => page.locator('.cm-scroller').evaluate((el) => el.scrollTop);

  for (const width of [1280, 375]) {
    it(`marks the planted move in the text itself, at its line:column, also far down a long record (${width} px)`, async () => {
      // a long header line (wraps at 375 px), forty filler comment lines, then the game with the planted error
      const filler = [...Array.from({ length: 40 }, (_, i) => `% filler comment line ${i + 1}`), `% ${'x'.repeat(300)}`].join('\n');
      const text =
        `[Event "A long event name, to make the first line wrap on a narrow screen: ${'abc '.repeat(30)}"]\n[Variant "Bashni"]\n` +
        `${filler}\n\n1. c3-d4 f6-g5\n2. d4-e5 {Black must capture now, but plays} g5-h4 *\n`;
      const lines = text.split('\n');
      const line = lines.findIndex((l) => l.includes('g5-h4')) + 1;
      const column = nth(lines, line - 1, 'line').indexOf('g5-h4') + 1;
      const w = await open('/check/', width);
      const { page } = w;
      await page.fill('#pdn-text', text);
      expect(await editorText(page)).toBe(text);
      await page.click('button[data-act="check"]');
      const problem = page.locator('[data-problem]').first();
      await problem.waitFor();
      expect(await page.locator('[data-problem]').count()).toBe(1);
      expect(await problem.getAttribute('data-line')).toBe(String(line));
      expect(await problem.getAttribute('data-column')).toBe(String(column));
      // the move is below the fold of the editor: listing -> selects it and scrolls it into view
      await page.locator('.cm-scroller').evaluate((el) => (el.scrollTop = 0));
      await problem.locator('button').click();
      expect(await selected(page)).toBe('g5-h4');
      await expect.poll(async () => (await markInfo(page)).visible).toBe(true);
      expect(await scrollTop(page)).toBeGreaterThan(0);
      // exactly one mark, around the move as written, on the line the gutter numbers `line`, at `column`, carrying the message
      expect(await page.locator('#pdn-text mark').count()).toBe(1);
      let mark = await markInfo(page);
      expect(mark.text).toBe('g5-h4');
      expect([mark.lineNumber, mark.columnNumber]).toEqual([line, column]);
      expect([mark.line, mark.column]).toEqual([String(line), String(column)]);
      // the title (its tooltip) is the verdict line of `bashni verify` without the file name (one wording: tested below)
      expect(mark.title).toMatch(new RegExp(`^${line}:${column}: game 1: invalid: move 2\\.\\.\\. g5-h4: illegal move: .* \\[MOVE_CAPTURE_REQUIRED\\]; legal moves: d6:f4$`));
      expect(mark.background).not.toBe('rgba(0, 0, 0, 0)');
      // the editor is the labelled text box, described by the summary (the problem list follows it); its label focuses it
      const box = page.locator('#pdn-text');
      expect(await box.getAttribute('role')).toBe('textbox');
      expect(await box.getAttribute('aria-multiline')).toBe('true');
      expect(await page.locator(`#${await box.getAttribute('aria-labelledby')}`).innerText()).toBe('PDN text');
      expect(await box.getAttribute('aria-describedby')).toBe('check-summary');
      // caret after the move and focus elsewhere, so the screenshot shows the mark rather than the selection
      await page.keyboard.press('ArrowRight');
      await page.locator('h1').click();
      expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('pdn-text');
      expect((await markInfo(page)).visible).toBe(true);
      await shot(page, `check-highlight-${width}`);
      await page.locator('label:has-text("PDN text")').click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pdn-text');
      // editing moves the mark with its text at once; the next check puts it in the same place
      await page.keyboard.press('Home');
      await page.keyboard.type('  ');
      expect(await page.locator('#pdn-text mark').innerText()).toBe('g5-h4');
      await expect.poll(() => page.locator('[data-problem]').first().getAttribute('data-column')).toBe(String(column + 2));
      mark = await markInfo(page);
      expect([mark.text, mark.lineNumber, mark.columnNumber]).toEqual(['g5-h4', line, column + 2]);
      // undo takes the edit back, and the check after it finds the move where it was
      await page.keyboard.press('Control+Z');
      await expect.poll(() => editorText(page)).toBe(text);
      await expect.poll(() => page.locator('[data-problem]').first().getAttribute('data-column')).toBe(String(column));
      // no layout shift while checking, marking, editing; measured before the resize below, which
      // moves the page by design. The report comes from a worker, on a loaded machine over 500 ms
      // after the click, when the browser no longer excuses what it moves: the footer moved 0.039
      // then, before the page was made a screen high (site.css)
      expect(await layoutShift(page)).toBeLessThan(0.01);
      // the editor is resized by its handle, as a text area is
      const before = (await box.locator('xpath=ancestor::div[contains(@class, "cm-editor")]').boundingBox())!;
      await page.mouse.move(before.x + before.width - 3, before.y + before.height - 3);
      await page.mouse.down();
      await page.mouse.move(before.x + before.width - 3, before.y + before.height + 200, { steps: 4 });
      await page.mouse.up();
      expect((await box.locator('xpath=ancestor::div[contains(@class, "cm-editor")]').boundingBox())!.height).toBeGreaterThan(before.height + 100);
      expect(w.errors).toEqual([]);
    });
  }

  it('marks the whole line when the length of a problem is unknown; every mark stands where its text is', async () => {
    const w = await open('/check/');
    const { page } = w;
    // an unknown variant is reported at its tag (no length): the whole tag line is marked
    const text = '[Event "Chess game"]\n[Variant "Chess"]\n\n1. e2-e4 e7-e5 *\n';
    await page.fill('#pdn-text', text);
    await page.click('button[data-act="check"]');
    await page.locator('[data-problem]').first().waitFor();
    expect(await page.locator('[data-problem]').first().getAttribute('data-line')).toBe('2');
    expect(await page.locator('#pdn-text mark.line').count()).toBe(1);
    const whole = await markInfo(page);
    expect(whole.text).toBe('[Variant "Chess"]');
    expect([whole.lineNumber, whole.columnNumber]).toEqual([2, 1]);
    expect(whole.title).toMatch(/^2:\d+: .*Chess/);
    expect(whole.visible).toBe(true);
    // whatever the grammar reports for broken text, every mark copies the text at its own place
    const broken = '[Event "Broken"\n[Variant "Bashni"]\n\n1. c3-d4 ) f6-g5 2. d4-e5 g5-h4 2.\n';
    await page.fill('#pdn-text', broken);
    await page.click('button[data-act="check"]');
    await expect.poll(() => page.locator('#pdn-text mark').count()).toBeGreaterThan(0);
    const n = await page.locator('#pdn-text mark').count();
    const brokenLines = broken.split('\n');
    for (let i = 0; i < n; i++) {
      const mark = await markInfo(page, i);
      const at = nth(brokenLines, mark.lineNumber - 1, 'line');
      expect(at.slice(mark.columnNumber - 1, mark.columnNumber - 1 + mark.text.length)).toBe(mark.text);
      expect(mark.title).toMatch(/^\d+:\d+: /);
    }
    expect(await editorText(page)).toBe(broken);
    expect(w.errors).toEqual([]);
  });

  it("shows a bad record's problem in the words `bashni verify` prints for it (pasted and opened)", async () => {
    // The page checks one text at a time and shows no file name: each problem line is the CLI's
    // line for that game minus its `FILE:` prefix, so it starts at LINE:COL.
    const file = 'test/records/fixtures/missing-capture.pdn';
    const cli = await bashni(['verify', file]);
    expect(cli.status).toBe(1);
    const [verdict, summary] = cli.stdout.split('\n');
    expect(summary).toBe('1 games: 0 valid, 1 invalid');
    expect(verdict!.startsWith(`${file}:7:19: game 1 (W - B): invalid: `)).toBe(true);
    const expected = verdict!.slice(file.length + 1);
    const w = await open('/check/');
    const { page } = w;
    const shown = async (): Promise<{ text: string; title: string; mark: string; summary: string; count: number }> => {
      const problem = page.locator('[data-problem]').first();
      await problem.waitFor();
      return {
        text: await problem.innerText(),
        title: (await page.locator('#pdn-text mark').first().getAttribute('title')) ?? '',
        mark: await page.locator('#pdn-text mark').first().innerText(),
        summary: await page.locator('[data-summary]').innerText(),
        count: await page.locator('[data-problem]').count(),
      };
    };
    await page.fill('#pdn-text', readFileSync(join(ROOT, file), 'utf8'));
    await page.click('button[data-act="check"]');
    const pasted = await shown();
    expect(pasted.text).toBe(expected);
    expect(pasted.title).toBe(expected);
    expect(pasted.mark).toBe('g3-h4');
    expect(pasted.count).toBe(1);
    expect(pasted.summary).toMatch(/^1 game: 0 valid, 1 invalid/);
    // the same file opened from disk: the same words
    await page.fill('#pdn-text', '');
    await page.click('button[data-act="check"]');
    expect(await page.locator('[data-problem]').count()).toBe(0);
    await page.setInputFiles('#pdn-file', join(ROOT, file));
    expect(await shown()).toEqual(pasted);
    expect(w.errors).toEqual([]);
  });

  it('opens a PDN file in a legacy encoding (CP1251)', async () => {
    const w = await open('/check/');
    const { page } = w;
    const text = '[Event "Чемпионат"]\n[White "Иванов"]\n[Black "Петров"]\n[Variant "Bashni"]\n[Result "*"]\n\n1. c3-d4 f6-g5 *\n';
    const bytes = Buffer.from(text, 'utf8');
    const cp1251 = Buffer.from(
      [...text].map((ch) => {
        const c = ch.charCodeAt(0);
        if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0; // А..я
        return c;
      }),
    );
    expect(cp1251.length).toBeLessThan(bytes.length);
    await page.setInputFiles('#pdn-file', { name: 'legacy.pdn', mimeType: 'text/plain', buffer: cp1251 });
    await expect.poll(() => page.locator('[data-summary]').innerText()).toMatch(/1 game: 1 valid, 0 invalid/);
    expect(await page.locator('[data-games] button').first().innerText()).toContain('Иванов – Петров');
    expect(w.errors).toEqual([]);
  });

  it('shows a hostile record as text', async () => {
    const w = await open('/check/');
    const { page } = w;
    const xss = readFileSync(join(ROOT, 'test/site/fixtures/games/test-escaping.pdn'), 'utf8');
    await page.fill('#pdn-text', xss);
    await page.click('button[data-act="check"]');
    await page.locator('bashni-replay').waitFor();
    expect(await page.evaluate(() => (window as XssProbe).__xss)).toBeUndefined();
    expect(await page.locator('bashni-replay .mv-comment').first().innerText()).toContain('<script>');
    expect(await page.locator('[data-games] button').first().innerText()).toContain('<img src=x');
    // the editor: the same text, as text, with a planted error inside hostile text marked as text
    const hostile = `${xss}\n\n[Event "<script>window.__xss = 'mark'</script>"]\n[Variant "Bashni"]\n\n1. c3-d4 {<b>x</b>} f6-g5 2. d4-e5 <img/src=x/onerror=window.__xss=1> g5-h4 *\n`;
    await page.fill('#pdn-text', hostile);
    await page.click('button[data-act="check"]');
    await expect.poll(() => page.locator('#pdn-text mark').count()).toBeGreaterThan(0);
    expect(await editorText(page)).toBe(hostile);
    // nothing in the text's lines but text, the editor's own spans and the marks
    expect(await page.locator('#pdn-text .cm-line *:not(mark, span, br, img.cm-widgetBuffer)').count()).toBe(0);
    const marked = await page.locator('#pdn-text mark').allInnerTexts();
    for (const t of marked) expect(hostile).toContain(t);
    expect(await page.locator('main img:not(.cm-widgetBuffer), main b, #pdn-text script').count()).toBe(0);
    expect(await page.evaluate(() => (window as XssProbe).__xss)).toBeUndefined();
    await page.mouse.move(0, 0);
    expect(w.errors).toEqual([]);
  });
});

describe('third-party licences', () => {
  it('are linked from the footer of every page, in both languages', async () => {
    for (const path of ['/', '/ru/check/']) {
      const w = await open(path);
      const link = w.page.locator('footer a[href$="/third-party-licenses.txt"]');
      expect(await link.count(), path).toBe(1);
      const response = await w.page.request.get(new URL((await link.getAttribute('href'))!, w.page.url()).href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('@codemirror/view');
    }
  });
});

describe('without JavaScript', () => {
  it('the game, puzzle and checker pages say what needs JavaScript and what is there instead', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const notice = async (path: string) => {
      await page.goto(site.url(path), { waitUntil: 'load' });
      const note = page.locator('[data-noscript]');
      expect(await note.isVisible(), path).toBe(true);
      return note.innerText();
    };
    try {
      const slug = games()[0];
      // a link to a move still shows the start position: the notice says so, and points to the move list
      const game = await notice(`/games/${slug}/#24`);
      expect(game).toMatch(/board needs JavaScript to step through the moves/);
      expect(game).toMatch(/move list below is the record/);
      expect(await page.locator('.movelist .mv').count()).toBeGreaterThan(0);
      const puzzle = await notice(`/puzzles/${nth(puzzles(), 0, 'puzzle').spec.id}/`);
      expect(puzzle).toMatch(/needs JavaScript/);
      expect(puzzle).toMatch(/Solution/);
      const check = await notice('/check/');
      expect(check).toMatch(/Checking a record needs JavaScript/);
      expect(check).toContain('bashni verify');
    } finally {
      await context.close();
    }
  });
});
