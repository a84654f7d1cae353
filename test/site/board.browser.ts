// Browser tests of the board's look, motion and keyboard (issue 11): colour schemes and the
// toggle, contrast of the marks measured from the rendered colours, the move animation with and
// without reduced motion, a puzzle solved by keyboard alone, the live region, the game page's
// move list, and axe-core on every page type.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PuzzleEntry } from '../../puzzles/file.ts';
import { parseSquare, squareName } from '../../engine/squares.ts';
import type { Square } from '../../engine/types.ts';
import { squareXY, styledColumnSvg } from '../../render/board-svg.ts';
import { diagonalStep } from '../../site/src/client/board/move-input.ts';
import { motionPlan } from '../../site/src/client/board/motion.ts';
import { fileSite, sharedSite, watchedPage, type Watched, collectionPuzzles, builtGames, screenshot } from './harness.ts';

let DIST = '';
const site = fileSite();

beforeAll(() => {
  DIST = sharedSite().dist;
});

const puzzles = collectionPuzzles;

const games = () => builtGames(DIST);

type Scheme = 'light' | 'dark';
type Motion = 'reduce' | 'no-preference';

async function open(path: string, opts: { scheme?: Scheme; motion?: Motion; width?: number } = {}): Promise<Watched> {
  const w = await watchedPage(site, opts.width ?? 1280, 900);
  await w.page.emulateMedia({ colorScheme: opts.scheme ?? 'light', reducedMotion: opts.motion ?? 'reduce' });
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  return w;
}

/** WCAG relative luminance of `rgb(r, g, b)`. */
function luminance(css: string): number {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The computed `prop` (fill or stroke) of the first element matching `selector`. */
async function colour(page: Page, selector: string, prop: 'fill' | 'stroke'): Promise<string> {
  const el = page.locator(selector).first();
  expect(await el.count(), selector).toBeGreaterThan(0);
  return el.evaluate((e, p) => getComputedStyle(e)[p], prop);
}

const ply = (page: Page) => page.locator('bashni-puzzle').getAttribute('data-ply');
const announced = (page: Page) => page.locator('bashni-puzzle [data-announce]').innerText();

/** A puzzle whose first move is a capture of at least two landings (the animation's interesting case), else any capture. */
function capturePuzzle(): PuzzleEntry {
  const list = puzzles();
  const p = list.find((x) => x.moves[0]!.jumped.length >= 2) ?? list.find((x) => x.moves[0]!.jumped.length >= 1);
  expect(p, 'a puzzle whose first move captures').toBeTruthy();
  return p!;
}

describe('colour schemes', () => {
  it('follows prefers-color-scheme; the header toggle overrides it, is remembered, and is applied in <head> before the body', async () => {
    const { page, errors } = await open('/', { scheme: 'dark' });
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const toggle = page.locator('button[data-theme-toggle]');
    expect(luminance(await bg())).toBeLessThan(0.05);
    // the toggle says what a press does: to light in the dark scheme, to dark in the light one
    expect(await toggle.innerText()).toBe('Switch to light');
    await toggle.click();
    expect(luminance(await bg())).toBeGreaterThan(0.8);
    expect(await toggle.innerText()).toBe('Switch to dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(luminance(await bg())).toBeGreaterThan(0.8);
    expect(await toggle.innerText()).toBe('Switch to dark');
    await toggle.click();
    await page.goto(site.url('/puzzles/'));
    expect(await page.evaluate(() => localStorage.getItem('bashni:theme'))).toBe('dark');
    expect(luminance(await bg())).toBeLessThan(0.05);
    // the inline script that sets the scheme comes before anything is painted
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const script = html.indexOf("localStorage.getItem('bashni:theme')");
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('</head>'));
    expect(errors).toEqual([]);
  });
});

describe('contrast of the board (WCAG 1.4.11, at least 3:1 against the dark squares)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`in the ${scheme} scheme`, async () => {
      const ratios: Record<string, number> = {};
      // a puzzle with a column chosen: selected tint, target dots or rings, black pieces
      const p = capturePuzzle();
      const { page, errors } = await open(`/puzzles/${p.spec.id}/`, { scheme });
      await page.click('button[data-act="hint"]');
      const dark = await colour(page, '[data-board] .b-dark', 'fill');
      ratios['selected square'] = contrast(await colour(page, '[data-board] .m-selected', 'fill'), dark);
      const dot = page.locator('[data-board] .m-target.dot');
      ratios['legal-target mark'] = (await dot.count())
        ? contrast(await colour(page, '[data-board] .m-target.dot', 'fill'), dark)
        : contrast(await colour(page, '[data-board] .m-target.ring', 'stroke'), dark);
      // a game at a capture: jumped outline and move path
      const slug = games().find((g) => readFileSync(join(DIST, 'games', g, 'index.html'), 'utf8').includes('"jumped":[')) ?? games()[0]!;
      const data = JSON.parse(/<script[^>]*class="replay-data"[^>]*>([\s\S]*?)<\/script>/.exec(readFileSync(join(DIST, 'games', slug, 'index.html'), 'utf8'))![1]!) as {
        nodes: { jumped?: number[] }[];
        mainline: number[];
      };
      const at = data.mainline.findIndex((id) => (data.nodes[id]!.jumped ?? []).length > 0);
      expect(at, `a capture in ${slug}`).toBeGreaterThan(0);
      await page.goto(site.url(`/games/${slug}/#${at}`));
      await page.waitForSelector('[data-board] .m-jumped');
      const gameDark = await colour(page, '[data-board] .b-dark', 'fill');
      ratios['jumped outline'] = contrast(await colour(page, '[data-board] .m-jumped', 'stroke'), gameDark);
      ratios['move path'] = contrast(await colour(page, '[data-board] .path polyline', 'stroke'), gameDark);
      ratios['black piece face'] = contrast(await colour(page, '[data-board] .pb-face', 'fill'), gameDark);
      ratios['white piece face'] = contrast(await colour(page, '[data-board] .pw-face', 'fill'), gameDark);
      console.log(
        `contrast against the dark squares (${scheme}): ${Object.entries(ratios)
          .map(([k, v]) => `${k} ${v.toFixed(2)}:1`)
          .join(', ')}`,
      );
      for (const [what, ratio] of Object.entries(ratios)) expect(ratio, what).toBeGreaterThanOrEqual(3);
      // the path lies under the columns: it comes before them in the drawing
      const order = await page.evaluate(() => {
        const svg = document.querySelector('[data-board] svg')!;
        const kids = [...svg.children];
        return [kids.findIndex((k) => k.classList.contains('path')), kids.findIndex((k) => k.classList.contains('pieces'))];
      });
      expect(order[0]).toBeGreaterThanOrEqual(0);
      expect(order[0]).toBeLessThan(order[1]!);
      await screenshot(page, `board-${scheme}-capture`);
      expect(errors).toEqual([]);
    });
  }

  it('a tall column at phone size: discs parted by a rim line, each king with a band wherever it stands', async () => {
    // the rule diagrams on the home page include columns; measure the rim between two discs at 375 px
    const { page, errors } = await open('/', { width: 375 });
    const col = page
      .locator('.col')
      .filter({ has: page.locator('.disc:nth-of-type(3)') })
      .first();
    expect(await col.count(), 'a column of three or more on the home page').toBe(1);
    // the step between discs, in screen pixels
    const gap = await col.evaluate((g) => {
      const faces = [...g.querySelectorAll('.disc > ellipse:last-of-type')].map((e) => e.getBoundingClientRect().top);
      return Math.min(...faces.slice(1).map((t, i) => Math.abs(t - faces[i]!)));
    });
    console.log(`smallest step between discs of a column at 375 px: ${gap.toFixed(1)} px`);
    expect(gap).toBeGreaterThanOrEqual(2);
    // issue 25: the white king held prisoner under a black man (diagram 4's f6, bW) shows at phone
    // size: its gold band is 3 px or more, and the square differs visibly from the same square with a
    // white man prisoner (bw), drawn by the same code into the same page
    const f6 = page
      .locator('.col[data-at="f6"]')
      .filter({ has: page.locator('.disc[data-piece="W"]') })
      .first();
    expect(await f6.count(), 'a black man over a white king on f6').toBe(1);
    const band = await f6.locator('.king-band').boundingBox();
    expect(band!.height, 'the band across the prisoner king, px').toBeGreaterThanOrEqual(3);
    await f6.scrollIntoViewIfNeeded();
    const clip = (await f6.boundingBox())!;
    // the screenshot's pixels, decoded by the page itself (no image package in the tests)
    const shot = async () => {
      const png = (await page.screenshot({ clip })).toString('base64');
      return page.evaluate(async (b64) => {
        const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return [...ctx.getImageData(0, 0, img.width, img.height).data];
      }, png);
    };
    const king = await shot();
    await f6.evaluate((g, html) => (g.innerHTML = html), styledColumnSvg('bw'));
    const man = await shot();
    let differ = 0;
    for (let i = 0; i + 3 < king.length; i += 4) if (Math.abs(king[i]! - man[i]!) + Math.abs(king[i + 1]! - man[i + 1]!) + Math.abs(king[i + 2]! - man[i + 2]!) > 90) differ++;
    console.log(`f6 at 375 px, king prisoner against man prisoner: ${differ} of ${king.length / 4} pixels differ`);
    expect(differ, 'pixels that differ between a king and a man prisoner').toBeGreaterThanOrEqual(40);
    expect(errors).toEqual([]);
  });
});

describe('move animation', () => {
  it('slides the column square by square and drops the taken piece under it; none under reduced motion, where the reply comes at once', async () => {
    const p = capturePuzzle();
    const first = p.moves[0]!;
    const plan = motionPlan(p.position.columns(), [first.from, ...first.path], first.jumped)!;
    const flipped = p.position.turn === 'black';
    const playFirst = async (page: Page) => {
      await page.click(`[data-square="${squareName(first.from)}"]`);
      for (const sq of first.path) {
        const el = page.locator(`[data-square="${squareName(sq)}"]`);
        if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
        await el.click();
      }
    };
    {
      const { page, errors } = await open(`/puzzles/${p.spec.id}/`, { motion: 'no-preference' });
      // the first slide is read as it starts (on a loaded machine, reading it after the click could
      // find it over and the reply's slide under way)
      await page.evaluate(() => {
        const w = window as unknown as { firstSlide?: unknown };
        const observer = new MutationObserver(() => {
          const mover = document.querySelector('.board-motion .motion-mover');
          const slide = mover?.getAnimations()[0];
          if (!slide || w.firstSlide) return;
          observer.disconnect();
          w.firstSlide = {
            frames: (slide.effect as KeyframeEffect).getKeyframes().map((k) => [k.transform, k.offset]),
            duration: slide.effect!.getTiming().duration,
            discs: [...mover.querySelectorAll(':scope > .disc')].map((d) => d.getAnimations().length),
            jumped: document.querySelectorAll('.board-motion .motion-jumped').length,
          };
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await playFirst(page);
      // the column's path through every square it passes, 150 ms a landing
      await page.waitForFunction(() => (window as unknown as { firstSlide?: unknown }).firstSlide !== undefined);
      const seen = await page.evaluate(() => (window as unknown as { firstSlide?: { frames: [string, number][]; duration: number; discs: number[]; jumped: number } }).firstSlide);
      expect(seen, 'a sliding column right after the move').toBeTruthy();
      expect(seen!.frames).toEqual(
        plan.stops.map(({ square, at }) => {
          const [x, y] = squareXY(square, flipped);
          return [`translate(${x}px, ${y}px)`, at];
        }),
      );
      expect(seen!.duration).toBe(150 * first.path.length);
      // the taken pieces appear under the column as it passes (each an animated disc at its bottom)
      expect(seen!.discs.filter((n) => n > 0)).toHaveLength(first.jumped.length);
      expect(seen!.jumped).toBe(new Set(first.jumped).size);
      // the layer goes when done, and the reply follows
      await page.waitForFunction(() => !document.querySelector('.board-motion'));
      if (p.moves.length > 1) await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-ply') === '2');
      expect(errors).toEqual([]);
    }
    {
      const { page, errors } = await open(`/puzzles/${p.spec.id}/`, { motion: 'reduce' });
      await playFirst(page);
      expect(await page.locator('.board-motion').count()).toBe(0);
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      // the reply is already on the board: no delay
      expect(await ply(page)).toBe(p.moves.length > 1 ? '2' : '1');
      // and the solution plays out at once
      await page.click('button[data-act="restart"]');
      await page.click('button[data-act="solution"]');
      expect(await page.locator('[data-msg]').innerText()).toMatch(/^Solution: /);
      expect(await ply(page)).toBe(String(p.moves.length));
      expect(errors).toEqual([]);
    }
  });
});

describe('keyboard and screen readers', () => {
  /** The arrow keys from `from` to `to` (shortest, by the board's diagonals). */
  function arrows(from: Square, to: Square, flipped: boolean): string[] {
    const prev = new Map<Square, [Square, string]>();
    const queue: Square[] = [from];
    const seen = new Set([from]);
    for (let s = queue.shift(); s !== undefined && s !== to; s = queue.shift()) {
      for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
        const t = diagonalStep(s, key, flipped)!;
        if (seen.has(t)) continue;
        seen.add(t);
        prev.set(t, [s, key]);
        queue.push(t);
      }
    }
    const keys: string[] = [];
    for (let s = to; s !== from;) {
      const [back, key] = prev.get(s)!;
      keys.unshift(key);
      s = back;
    }
    return keys;
  }

  it('a puzzle is solved without a mouse: one tab stop, diagonal arrows, Enter; the live region and the squares say what happens', async () => {
    const p = capturePuzzle();
    const flipped = p.position.turn === 'black';
    const { page, errors } = await open(`/puzzles/${p.spec.id}/`, { motion: 'reduce' });
    // one tab stop on the board; Tab reaches it from the page's start
    expect(await page.locator('[data-board] [data-square][tabindex="0"]').count()).toBe(1);
    expect(await page.locator('[data-board] [data-square][tabindex="-1"]').count()).toBe(31);
    let tabs = 0;
    const onBoard = () => page.evaluate(() => !!document.activeElement?.closest('[data-board]'));
    while (!(await onBoard()) && tabs < 40) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await onBoard()).toBe(true);
    // the visible hint names the keys
    expect(await page.locator('[data-keys-hint]').innerText()).toMatch(/↑ up-right/);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? '');
    // modifier keys are left to the browser
    const here = await focused();
    await page.keyboard.press('Shift+ArrowUp');
    expect(await focused()).toBe(here);
    // Escape drops a choice
    const own = p.moves[0]!.from;
    let keys = 0;
    const press = async (key: string) => {
      await page.keyboard.press(key);
      keys++;
    };
    const goTo = async (sq: Square) => {
      const from = parseSquare(await focused())!;
      for (const k of arrows(from, sq, flipped)) await press(k);
      expect(await focused()).toBe(squareName(sq));
    };
    await goTo(own);
    await press('Enter');
    expect(await page.locator(`[data-square="${squareName(own)}"]`).getAttribute('aria-label')).toMatch(/, selected$/);
    expect(await page.locator('[data-board] .sq.target').first().getAttribute('aria-label')).toMatch(/legal target$/);
    expect(await announced(page)).toMatch(new RegExp(`^${squareName(own)} selected, .*It can go to [a-h][1-8]`));
    await press('Escape');
    expect(await page.locator('[data-board] .sq.selected').count()).toBe(0);
    expect(await announced(page)).toBe('Selection cancelled.');
    // now the whole solution, counting the keys
    keys = 0;
    let squares = 0;
    for (const [i, m] of p.moves.entries()) {
      if (i % 2 === 1) continue;
      await goTo(m.from);
      await press('Enter');
      squares += 1 + m.path.length;
      for (const sq of m.path) {
        const el = page.locator(`[data-square="${squareName(sq)}"]`);
        if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
        await goTo(sq);
        await press('Enter');
      }
      expect(await announced(page)).toMatch(/^You played /);
      if (m.jumped.length) expect(await announced(page)).toMatch(/taking (white|black) (man|king) on [a-h][1-8]/);
      if (i + 1 < p.moves.length) expect(await announced(page)).toMatch(/ Reply: /);
    }
    await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-puzzle-state') === 'solved');
    console.log(`puzzle ${p.spec.id} solved by keyboard: ${keys} keys for ${squares} squares of its moves (${tabs} Tab to reach the board)`);
    expect(keys).toBeLessThanOrEqual(3 * squares);
    // right or wrong is said by the message's own live region
    expect(await page.locator('[data-msg]').getAttribute('aria-live')).toBe('polite');
    // no coordinate or piece drawing is read out: only the squares are named
    expect(await page.locator('[data-board] .coords[aria-hidden="true"], [data-board] .pieces[aria-hidden="true"]').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('the game page: board and move list are one tab stop each; arrows step the list and the live region says the ply', async () => {
    const slug = games()[0]!;
    const { page, errors } = await open(`/games/${slug}/`, { motion: 'reduce' });
    expect(await page.locator('[data-board] [data-square][tabindex="0"]').count()).toBe(1);
    expect(await page.locator('.movelist .mv[tabindex="0"]').count()).toBe(1);
    const total = await page.locator('.movelist .mv').count();
    expect(total).toBeGreaterThan(3);
    // Tab from the page start: the tab stops before leaving the move list are far fewer than its moves
    let tabs = 0;
    const inList = () => page.evaluate(() => !!document.activeElement?.closest('.movelist'));
    while (!(await inList()) && tabs < 60) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await inList()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inList()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    // page.url() learns of the page's replaceState by an event that may come after the key press returns
    await expect.poll(() => page.url()).toMatch(/#2$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('step');
    expect(await page.locator('bashni-replay [data-announce]').innerText()).toMatch(/^Ply 2 of \d+: 1\.\.\. /);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.url()).toMatch(/#1$/);
    // arrows on the board move its tab stop along a diagonal, not the ply
    await page.locator('[data-board] [data-square][tabindex="0"]').focus();
    const before = (await page.evaluate(() => document.activeElement?.getAttribute('data-square'))) ?? '';
    const from = parseSquare(before)!;
    const key = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'].find((k) => diagonalStep(from, k, false) !== from)!;
    await page.keyboard.press(key);
    const after = await page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    expect(page.url()).toMatch(/#1$/);
    expect(after).toBe(squareName(diagonalStep(from, key, false)!));
    expect(await page.locator('[data-board] [data-square][tabindex="0"]').getAttribute('data-square')).toBe(after);
    console.log(`game page: ${tabs} Tab presses reach the move list of ${total} moves`);
    expect(errors).toEqual([]);
  });
});

describe('the move board: the server markup is the one the client keeps (issue 42 point 4)', () => {
  /** The board's parts as the server wrote them, held by the page before its scripts run (at readyState "interactive"). */
  const holdServerParts = (root: string) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const el = document.querySelector(root);
      const part = (hook: string) => el?.querySelector(`:scope > [data-${hook}]`);
      (window as unknown as { serverParts: unknown }).serverParts = {
        nodes: ['board', 'info', 'keys-hint', 'announce'].map(part),
        svg: part('board')?.innerHTML ?? '',
      };
    });
  };
  // the pages whose first position is the one the server drew: the client's first drawing is the same markup
  const same = (): [string, string][] => [
    ['/analysis/', '[data-move-board]'],
    ['/ru/analysis/', '[data-move-board]'],
    [`/puzzles/${puzzles()[0]!.spec.id}/`, '[data-puzzle-board]'],
    ['/learn/choose/', '[data-lesson-board]'],
    ['/play/', '[data-play-board]'],
  ];
  it('keeps the board, read-out, keys hint and live region the server wrote, draws the same SVG first, and has one of each', async () => {
    for (const [path, root] of same()) {
      const w = await watchedPage(site, 1280, 900);
      await w.page.addInitScript(holdServerParts, root);
      await w.page.goto(site.url(path), { waitUntil: 'load' });
      await w.page.waitForSelector(`${root}[data-fen]`);
      const found = await w.page.evaluate((r) => {
        const held = (window as unknown as { serverParts: { nodes: (Element | null)[]; svg: string } }).serverParts;
        const el = document.querySelector(r)!;
        return {
          written: held.nodes.map((n) => !!n),
          kept: held.nodes.map((n) => !!n && n.isConnected && n.parentElement === el),
          counts: ['board', 'info', 'keys-hint', 'announce'].map((h) => el.querySelectorAll(`[data-${h}]`).length),
          boards: document.querySelectorAll('.move-board').length,
          same: held.svg === el.querySelector(':scope > [data-board]')!.innerHTML,
        };
      }, root);
      expect(found.written, `${path}: the server wrote the parts`).toEqual([true, true, true, true]);
      expect(found.kept, `${path}: the client kept them`).toEqual([true, true, true, true]);
      expect(found.counts, `${path}: one of each`).toEqual([1, 1, 1, 1]);
      // /play/ holds a friend's board too (a stand-in, hidden until such a game)
      expect(found.boards, path).toBe(path === '/play/' ? 2 : 1);
      expect(found.same, `${path}: the client's first drawing is the server's`).toBe(true);
      expect(w.errors).toEqual([]);
      await w.context.close();
    }
  });
});
