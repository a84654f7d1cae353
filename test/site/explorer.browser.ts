// Browser tests of the analysis board's explorer panel (issue 43 point 6) against the built site:
// nothing of it loads before it is opened; opened at the start, its moves and counts are the
// generator's (site/src/lib/explorer-data.ts, made here from the same games as the build's); a
// move clicked is played on the board and the panel follows; a game link opens the game page at
// that ply; a position no game reached says so; the records' text is shown as text. Both
// languages, 375 and 1280 px, no console error. With BASHNI_DOC_SCREENSHOTS set, the panel's
// pictures for docs/site.md are written to docs/site/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Position } from '../../engine/position.ts';
import { makeFen } from '../../engine/fen.ts';
import { readGames } from '../../site/src/lib/collections.ts';
import { explorerData } from '../../site/src/lib/explorer-data.ts';
import { openingMoveText } from '../../records/opening-tree.ts';
import { explorerWords } from '../../site/src/i18n/explorer.ts';
import { positionKey, type ExplorerPosition } from '../../site/src/client/analysis/explorer-shape.ts';
import { FIXTURES } from './site-build.ts';
import { ROOT, fileSite, gzipTotal, watchedPage } from './harness.ts';

const site = fileSite();
/** The generator's data for the built site's games (the repository's and the test fixtures', as site-run.ts builds it). */
const data = explorerData(readGames({ repo: ROOT, extra: FIXTURES }).entries);

function entry(p: Position): ExplorerPosition {
  const v = data.index.variants[p.variant]!;
  const key = positionKey(p);
  return data.shards.get(p.variant)!.get(key.slice(0, v.digits))![key]!;
}

/** The panel's move rows as shown: each move and its games. */
const shownRows = (page: Page) =>
  page.$$eval('.explorer-moves tbody tr:not(.explorer-total)', (trs) => trs.map((tr) => [tr.querySelector('button')?.textContent ?? '', tr.querySelector('.explorer-n')?.textContent ?? '']));

const rowsOf = (e: ExplorerPosition) => e[4].map(([move, games]) => [move, String(games)]);

/** Waits until the panel shows the position (its key) or says why not. */
const panelAt = (page: Page, key: string) =>
  page.waitForFunction((k) => {
    const el = document.querySelector('[data-explorer]');
    return el?.getAttribute('data-explorer-state') === 'shown' && el.getAttribute('data-explorer-key') === k;
  }, key);

describe('explorer panel', () => {
  for (const lang of ['en', 'ru'] as const)
    for (const width of [375, 1280])
      it(`${lang}, ${width} px: opened at the start, a move clicked, a game opened at its ply`, async () => {
        const t = explorerWords[lang];
        const w = await watchedPage(site, width, 900);
        const { page } = w;
        const prefix = lang === 'en' ? '' : '/ru';
        await page.goto(site.url(`${prefix}/analysis/`), { waitUntil: 'load' });
        await page.locator('[data-move-board] svg').first().waitFor();
        // nothing of the explorer before it is opened: no code, no data
        const firstLoad = gzipTotal(w);
        expect(w.scripts.filter((s) => /explorer/i.test(s.url) || s.body.includes('data-explorer-move'))).toEqual([]);
        expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('/explorer/')).length)).toBe(0);
        if (lang === 'en' && width === 1280) console.log(`analysis: first load ${(firstLoad / 1024).toFixed(1)} KB of JavaScript gzipped (explorer closed)`);
        await page.click('[data-explorer] summary');
        const start = Position.initial();
        await panelAt(page, positionKey(start));
        expect(await page.locator('[data-explorer] summary').innerText()).toBe(t.heading);
        const atStart = entry(start);
        expect(await shownRows(page)).toEqual(rowsOf(atStart));
        expect(await page.locator('[data-explorer-games]').innerText()).toBe(String(atStart[0]));
        expect(await page.locator('[data-explorer-game]').count()).toBe(atStart[5].length / 2);
        // each bar says its results in words
        expect(await page.locator('.explorer-bar').first().getAttribute('aria-label')).toMatch(lang === 'en' ? /^White wins \d+%, draws \d+%, Black wins \d+%$/ : /^победы белых \d+%/);
        // the records' text as text: the fixture's player named `<img src=x onerror=...>` runs nothing
        expect(await page.locator('[data-explorer-game]', { hasText: '<img src=x' }).count()).toBe(1);
        expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
        // the most played move, clicked: played on the board, the panel on the new position
        const first = atStart[4][0]![0];
        const move = start.legalMoves().find((m) => openingMoveText(start, { move: m }) === first)!;
        const after = start.play(move);
        await page.click(`[data-explorer-move="${first}"]`);
        await panelAt(page, positionKey(after));
        expect(await page.locator('[data-move-board]').getAttribute('data-fen')).toBe(makeFen(after));
        expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual([first]);
        const next = entry(after);
        expect(await shownRows(page)).toEqual(rowsOf(next));
        expect(next[0]).toBe(atStart[4][0]![1]);
        if (process.env.BASHNI_DOC_SCREENSHOTS) {
          const panel = page.locator('[data-explorer]');
          await panel.scrollIntoViewIfNeeded();
          await panel.screenshot({ path: join(ROOT, `docs/site/explorer-${width}-${lang}.png`) });
        }
        // a game that reached it, opened at the ply where it did
        const game = data.index.variants.bashni!.games[next[5][0]!]!;
        const ply = next[5][1]!;
        const link = page.locator('[data-explorer-game]').first();
        expect(await link.getAttribute('href')).toBe(`${prefix}/games/${game[0]}/#${ply}`);
        await link.click();
        await page.waitForURL((u) => u.pathname === `${prefix}/games/${game[0]}/` && u.hash === `#${ply}`);
        await page.waitForFunction((p) => document.querySelector('[data-ply]')?.textContent?.startsWith(`${p} /`), ply);
        expect(w.errors).toEqual([]);
      });

  it('a position no published game reached says so, in both languages', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const w = await watchedPage(site, 1280, 900);
      const { page } = w;
      const fen = 'W:Wc3:Bf6';
      await page.goto(site.url(`${lang === 'en' ? '' : '/ru'}/analysis/#fen=${encodeURIComponent(fen)}&variant=bashni`), { waitUntil: 'load' });
      await page.locator('[data-move-board] svg').first().waitFor();
      await page.click('[data-explorer] summary');
      await page.waitForSelector('[data-explorer][data-explorer-state="none"]');
      expect(await page.locator('[data-explorer-body]').innerText()).toBe(explorerWords[lang].none);
      // a line of the games' most played first move, opened from the address: the panel shows it, and follows a step back
      await page.goto('about:blank');
      const start = Position.initial();
      const first = entry(start)[4][0]![0];
      const after = start.play(start.legalMoves().find((m) => openingMoveText(start, { move: m }) === first)!);
      await page.goto(site.url(`${lang === 'en' ? '' : '/ru'}/analysis/#variant=bashni&moves=${encodeURIComponent(first)}`), { waitUntil: 'load' });
      await page.locator('[data-move-board] svg').first().waitFor();
      await page.click('[data-explorer] summary');
      await panelAt(page, positionKey(after));
      await page.click('button[data-act="prev"]');
      await panelAt(page, positionKey(start));
      expect(w.errors).toEqual([]);
    }
  });
});
