// The board given away (issue 45 point 5) on the built site: "Download PNG" on a game page and on
// the analysis board gives a PNG of 480 px whose pixels on the last move's empty origin square are
// the mark's colour (decoded with pngjs); "Copy image" puts a PNG on the clipboard; "Embed" copies
// HTML that, pasted into a plain page (test/viewer/embed.html), loads the site's viewer
// (/viewer/bashni-game.js) and shows the same ply with the same columns; the Russian pages have
// the buttons in Russian; no console errors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { parseSquare, squareName } from '../../engine/squares.ts';
import { squareXY } from '../../render/board-svg.ts';
import { boardImageWords } from '../../site/src/i18n/board-image.ts';
import { ROOT, builtGames, fileSite, sharedSite, watchedPage, type Watched } from './harness.ts';

const site = fileSite();
const PNG_SIZE = 480;
/** The standalone drawing's dark square and the last move's tint over it (render/board-svg.ts darkSquareSvg). */
const DARK = [0x8b, 0x5a, 0x3c];
const TINT = [0xd8, 0xc6, 0x4a];
const TINT_OPACITY = 0.45;
const MARKED = DARK.map((d, i) => Math.round(TINT[i]! * TINT_OPACITY + d * (1 - TINT_OPACITY)));

/** A page of the site whose clipboard the test may read and write. */
async function open(path: string): Promise<Watched> {
  const w = await watchedPage(site, 1280, 900);
  await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.served.url).origin });
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  return w;
}

/** The file a download button gives, decoded. */
async function downloadedPng(page: Page, button: string): Promise<{ png: PNG; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const path = await download.path();
  if (!path) throw new Error('no downloaded file');
  return { png: PNG.sync.read(readFileSync(path)), name: download.suggestedFilename() };
}

/** The colour of the PNG at a point of a square (fractions of the square from its top left), the board not flipped. */
function pixelIn(png: PNG, square: string, fx: number, fy: number): number[] {
  const sq = parseSquare(square);
  if (sq === undefined) throw new Error(square);
  const [x, y] = squareXY(sq, false);
  const scale = PNG_SIZE / 800;
  const px = Math.round((x + fx * 100) * scale);
  const py = Math.round((y + fy * 100) * scale);
  const at = (py * png.width + px) * 4;
  return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
}

function expectColour(actual: number[], expected: number[]): void {
  for (let i = 0; i < 3; i++) expect(Math.abs(actual[i]! - expected[i]!), `${actual.join(',')} against ${expected.join(',')}`).toBeLessThanOrEqual(3);
}

/** The columns a board shows, square by square (the page's board or a viewer's, in its shadow root). */
async function columns(page: Page, board: string): Promise<string[]> {
  return page.locator(`${board} [data-square][data-column]`).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-square')}=${e.getAttribute('data-column')}`).sort());
}

/** The embed HTML copied by the page's Embed button, pasted into test/viewer/embed.html, opened on the site's origin. */
async function pasteEmbed(w: Watched, lang: 'en' | 'ru'): Promise<string> {
  await w.page.click('button[data-act="embed"]');
  await expect.poll(() => w.page.locator('[data-status]').first().innerText()).toBe(boardImageWords[lang].embedCopied);
  const snippet = await w.page.evaluate(() => navigator.clipboard.readText());
  const html = readFileSync(join(ROOT, 'test/viewer/embed.html'), 'utf8').replace('<!-- EMBED -->', snippet);
  const plain = site.url('/plain-club-page.html');
  await w.page.route(plain, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await w.page.goto(plain, { waitUntil: 'load' });
  await w.page.locator('bashni-game svg [data-square]').first().waitFor();
  return snippet;
}

describe('board image and embed', () => {
  it('a game page: Download PNG at ply 10 marks the last move; Copy image puts a PNG on the clipboard; Embed shows ply 10 on a plain page', async () => {
    const slug = builtGames(sharedSite().dist)[0]!;
    const w = await open(`/games/${slug}/#10`);
    await w.page.locator('bashni-replay [data-board] svg').waitFor();
    const node = await w.page.evaluate(() => {
      const data = JSON.parse(document.querySelector('script.replay-data')!.textContent) as { nodes: { lastMove?: number[]; columns: [number, string][] }[]; mainline: number[] };
      return data.nodes[data.mainline[10]!]!;
    });
    const from = node.lastMove![0]!;
    expect(
      node.columns.some(([sq]) => sq === from),
      'the origin of ply 10 is empty',
    ).toBe(false);
    const pageColumns = await columns(w.page, 'bashni-replay [data-board]');

    const { png, name } = await downloadedPng(w.page, 'bashni-replay button[data-act="download-png"]');
    expect([png.width, png.height]).toEqual([PNG_SIZE, PNG_SIZE]);
    expect(name).toBe(`${slug}-10.png`);
    const fromName = squareName(from);
    expectColour(pixelIn(png, fromName, 0.5, 0.88), MARKED);

    await w.page.click('bashni-replay button[data-act="copy-image"]');
    await expect.poll(() => w.page.locator('bashni-replay [data-status]').innerText()).toBe(boardImageWords.en.imageCopied);
    const copied = await w.page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const blob = await item!.getType('image/png');
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    const fromClipboard = PNG.sync.read(Buffer.from(copied));
    expect([fromClipboard.width, fromClipboard.height]).toEqual([PNG_SIZE, PNG_SIZE]);

    const snippet = await pasteEmbed(w, 'en');
    expect(snippet).toMatch(/^<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/viewer\/bashni-game\.js"><\/script>\n<bashni-game pdn="/);
    expect(snippet).toContain(' ply="10" ');
    await expect.poll(() => w.page.locator('bashni-game').getAttribute('data-ply')).toBe('10');
    expect(await columns(w.page, 'bashni-game')).toEqual(pageColumns);
    expect(await w.page.locator('bashni-game .error').isHidden()).toBe(true);
    expect(w.errors).toEqual([]);
  });

  it('the analysis board: Download PNG marks the last move; Embed shows the same ply, flipped, on a plain page', async () => {
    const w = await open('/analysis/#moves=c3-d4%20f6-g5%20g3-h4');
    await w.page.locator('[data-move-board] svg').first().waitFor();
    await expect.poll(() => w.page.locator('[data-ply]').first().innerText()).toContain('3');
    const { png, name } = await downloadedPng(w.page, 'button[data-act="download-png"]');
    expect([png.width, png.height]).toEqual([PNG_SIZE, PNG_SIZE]);
    expect(name).toBe('position.png');
    // g3-h4: g3 is empty and tinted; e5, empty too, is not
    expectColour(pixelIn(png, 'g3', 0.5, 0.88), MARKED);
    expectColour(pixelIn(png, 'e5', 0.5, 0.88), DARK);

    await w.page.click('button[data-act="flip"]');
    const pageColumns = await columns(w.page, '[data-move-board]');
    const snippet = await pasteEmbed(w, 'en');
    expect(snippet).toContain(' ply="3" ');
    expect(snippet).toContain(' orientation="black" ');
    expect(snippet).toMatch(/ analysis="http:\/\/127\.0\.0\.1:\d+\/analysis\/"><\/bashni-game>\n$/);
    await expect.poll(() => w.page.locator('bashni-game').getAttribute('data-ply')).toBe('3');
    expect(await columns(w.page, 'bashni-game')).toEqual(pageColumns);
    expect(w.errors).toEqual([]);
  });

  it('the Russian pages: the buttons and what they say in Russian, the embed in Russian', async () => {
    const t = boardImageWords.ru;
    const w = await open('/ru/analysis/#moves=c3-d4');
    await w.page.locator('[data-move-board] svg').first().waitFor();
    for (const [act, text] of [
      ['copy-image', t.copyImage],
      ['download-png', t.downloadPng],
      ['embed', t.embed],
    ] as const)
      expect(await w.page.locator(`button[data-act="${act}"]`).innerText()).toBe(text);
    const snippet = await pasteEmbed(w, 'ru');
    expect(snippet).toContain(' lang="ru" ');
    expect(snippet).toMatch(/ analysis="http:\/\/127\.0\.0\.1:\d+\/ru\/analysis\/"/);
    await expect.poll(() => w.page.locator('bashni-game').getAttribute('data-ply')).toBe('1');
    const slug = builtGames(sharedSite().dist)[0]!;
    await w.page.goto(site.url(`/ru/games/${slug}/`), { waitUntil: 'load' });
    expect(await w.page.locator('bashni-replay button[data-act="download-png"]').innerText()).toBe(t.downloadPng);
    expect(w.errors).toEqual([]);
  });
});
