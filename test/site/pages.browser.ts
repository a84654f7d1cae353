// Every page type of the site, in both languages and both colour schemes, each loaded once for
// all that a page of any type must hold: its language and scheme, one h1, named controls and
// labelled fields, no console error, no axe-core violation of any impact, nothing wider than 1280, 375
// or 320 px, and (with BASHNI_SCREENSHOTS set) a screenshot of the first screen into test/out/site/ (at
// 1280 and 375 px in the light scheme, 1280 in the dark one; whole pages are not taken: the indexes are 46,000 px high at
// 1280 and 108,000 at 375, and a picture of one took 13 s for rows no one reviews). A page is
// loaded in the light scheme and switched to the dark one in place. Tests of one page's behaviour
// are in its own part.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLOUR_RULES, ROOT, axeViolations, builtGames, collectionPuzzles, fileSite, sharedSite, watchedPage, screenshot } from './harness.ts';

let DIST = '';
const site = fileSite();

beforeAll(() => {
  DIST = sharedSite().dist;
});

type Lang = 'en' | 'ru';

/** One page of each type: its English address, and what shows it is ready (the scripted pages draw their board). */
function pageTypes(): { type: string; path: string; ready?: string }[] {
  const game = builtGames(DIST)[0];
  const puzzle = collectionPuzzles()[0]?.spec.id;
  if (!game || !puzzle) throw new Error('no game or puzzle in the built site');
  return [
    { type: 'home', path: '/' },
    { type: 'games', path: '/games/' },
    { type: 'game', path: `/games/${game}/`, ready: 'bashni-replay [data-board] svg' },
    { type: 'puzzles', path: '/puzzles/' },
    { type: 'puzzle-list', path: '/puzzles/level-1/page-2/' },
    { type: 'puzzle', path: `/puzzles/${puzzle}/`, ready: 'bashni-puzzle [data-board] svg' },
    { type: 'check', path: '/check/', ready: '#pdn-text[role="textbox"]' },
    { type: 'analysis', path: '/analysis/', ready: '[data-move-board] svg' },
    { type: 'editor', path: '/editor/', ready: 'bashni-editor [data-board] svg' },
    { type: 'play', path: '/play/', ready: '[data-play-board][data-fen]' },
    { type: 'learn', path: '/learn/' },
    { type: 'lesson', path: '/learn/columns/', ready: '[data-lesson-board][data-fen]' },
    { type: 'missing', path: '/no-such-page/' },
  ];
}

/** The address of a page type in a language (the Russian 404 page is shown at its own address: a static server answers a missing page with the English one). */
const addressIn = (lang: Lang, type: string, path: string) => (lang === 'en' ? path : type === 'missing' ? '/ru/404/' : `/ru${path}`);

/** What a page shows that a reader or a screen reader would miss, found in the page as it stands. */
function unnamedParts(page: Page) {
  return page.evaluate(() => {
    const named = (el: Element) => el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('title');
    const labelled = (el: Element) =>
      (el.id && document.querySelector(`label[for="${el.id}"]`)) ||
      el.closest('label') ||
      el.getAttribute('aria-label') ||
      document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
    const hidden = (el: Element) => el.closest('[hidden]') !== null || (el as HTMLInputElement).type === 'hidden';
    return {
      h1: document.querySelectorAll('h1').length,
      lang: document.documentElement.lang,
      unnamedControls: [...document.querySelectorAll('button, a[href]')].filter((el) => !named(el)).map((el) => el.outerHTML.slice(0, 80)),
      unlabelledFields: [...document.querySelectorAll('input, textarea, select, [role="textbox"]')].filter((el) => !hidden(el) && !labelled(el)).map((el) => el.outerHTML.slice(0, 80)),
      unnamedBoards: [...document.querySelectorAll('svg.board-svg, [data-square][tabindex]')].filter((el) => !el.getAttribute('aria-label')).length,
      background: getComputedStyle(document.body).backgroundColor,
    };
  });
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('every page type', () => {
  // one test per language, each with the test timeout for its ten pages (the indexes of 288 games
  // and 594 puzzles take axe long on a loaded machine). Each page is loaded once, in the light
  // scheme, then switched to the dark one in place: a scheme changes colours only (the test below),
  // so the dark scheme needs the rules that read colours and nothing the light pass measured again.
  it.each(['en', 'ru'] as const)('in %s, light and dark: its language and scheme, named controls, no console error, no axe-core violation, fits 1280, 375 and 320 px', async (lang: Lang) => {
    const w = await watchedPage(site, 1280, 900);
    const found: string[] = [];
    try {
      for (const { type, path, ready } of pageTypes()) {
        const url = addressIn(lang, type, path);
        w.errors.length = 0;
        await w.page.emulateMedia({ colorScheme: 'light' });
        await w.page.setViewportSize({ width: 1280, height: 900 });
        await w.page.goto(site.url(url), { waitUntil: 'load' });
        if (ready) await w.page.locator(ready).first().waitFor();
        const parts = await unnamedParts(w.page);
        expect(parts.lang, url).toBe(lang);
        expect(parts.h1, `${url}: h1 elements`).toBe(1);
        expect(parts.unnamedControls, `${url}: buttons and links without a name`).toEqual([]);
        expect(parts.unlabelledFields, `${url}: fields without a label`).toEqual([]);
        expect(parts.unnamedBoards, `${url}: boards and focusable squares without a name`).toBe(0);
        const name = `page-${type}-${lang}`;
        for (const scheme of ['light', 'dark'] as const) {
          if (scheme === 'dark') {
            await w.page.emulateMedia({ colorScheme: 'dark' });
            await w.page.setViewportSize({ width: 1280, height: 900 });
          }
          const background = await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
          expect(0.2126 * r + 0.7152 * g + 0.0722 * b > 128, `${url} ${scheme}: body ${background}`).toBe(scheme === 'light');
          const violations = await axeViolations(w.page, scheme === 'dark' ? COLOUR_RULES : undefined);
          console.log(`axe ${scheme} ${url}: ${violations.length ? violations.map((v) => `${v.id}/${v.impact}×${v.nodes}`).join(', ') : 'no violation'}`);
          for (const v of violations) found.push(`${url} ${scheme}: ${v.id} (${v.impact}) ×${v.nodes} e.g. ${v.first}`);
          if (scheme === 'dark') {
            await screenshot(w.page, `${name}-dark-1280`);
            continue;
          }
          for (const [width, height] of [
            [1280, 900],
            [375, 740],
            [320, 740],
          ] as const) {
            await w.page.setViewportSize({ width, height });
            expect(await overflow(w.page), `${url} at ${width} px`).toBeLessThanOrEqual(0);
            if (width !== 320) await screenshot(w.page, `${name}-light-${width}`);
          }
        }
        // a missing page answers 404 by design (the response and the console say so); nothing else may fail
        expect(
          w.errors.filter((e) => !(type === 'missing' && /HTTP 404|status of 404/.test(e))),
          url,
        ).toEqual([]);
      }
    } finally {
      await w.context.close();
    }
    expect(found).toEqual([]);
  });

  it('a colour scheme changes colours only: the dark scheme sets custom properties and color-scheme, nothing else', () => {
    // why the dark scheme's axe run above needs only the rules that read colours
    const css = readFileSync(join(ROOT, 'site/src/styles/site.css'), 'utf8');
    const blocks = [...css.matchAll(/(?::root\[data-theme='dark'\]|:root:not\(\[data-theme='light'\]\))\s*\{([^}]*)\}/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    const declared = blocks.flatMap((b) => b.split(';').map((d) => d.trim().split(':')[0]!.trim())).filter(Boolean);
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((p) => !p.startsWith('--') && p !== 'color-scheme')).toEqual([]);
    // the system's scheme reaches the styles through that block alone (the header's toggle sets data-theme)
    expect(css.match(/prefers-color-scheme/g)).toHaveLength(1);
  });
});
