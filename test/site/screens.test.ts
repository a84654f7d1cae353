// Screenshots of every page type in both languages, both colour schemes and both sizes the site
// is reviewed at (1280×800 and 375×740), the first screen of each, into test/out/site/screens/.
// Each also checks what a reader would see go wrong at a glance: the page's language, the
// scheme applied to the page, no console error, nothing wider than the screen.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT, builtGames, openSite, sharedSite, watchedPage, type Site } from './harness.ts';

let site: Site;
let DIST = '';

beforeAll(async () => {
  DIST = sharedSite().dist;
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

/** One page of each type, by its path in English (the Russian one is under /ru/). */
function pageTypes(): Record<string, string> {
  const html = (p: string) => readFileSync(join(DIST, p), 'utf8');
  const game = builtGames(DIST)[0];
  const puzzle = /href="\/puzzles\/([^"/#?]+)\/"/.exec(html('puzzles/index.html'))?.[1];
  if (!game || !puzzle) throw new Error('no game or puzzle linked from the indexes');
  return { home: '/', games: '/games/', game: `/games/${game}/`, puzzles: '/puzzles/', puzzle: `/puzzles/${puzzle}/`, check: '/check/', missing: '/no-such-page/' };
}

const SIZES = [
  [1280, 800],
  [375, 740],
] as const;

describe('screenshots', () => {
  it('of every page type × language × colour scheme × size, each in its language and scheme', async () => {
    const dir = join(OUT, 'screens');
    mkdirSync(dir, { recursive: true });
    let taken = 0;
    for (const [width, height] of SIZES) {
      for (const scheme of ['light', 'dark'] as const) {
        const w = await watchedPage(site, width, height);
        await w.page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        for (const lang of ['en', 'ru'] as const) {
          for (const [type, path] of Object.entries(pageTypes())) {
            // the Russian 404 page is shown at its own address (a static server answers a missing page with the English one)
            const url = lang === 'en' ? path : type === 'missing' ? '/ru/404/' : `/ru${path}`;
            w.errors.length = 0;
            await w.page.goto(site.url(url), { waitUntil: 'load' });
            expect(await w.page.getAttribute('html', 'lang'), url).toBe(lang);
            const background = await w.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
            const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
            const light = 0.2126 * r + 0.7152 * g + 0.0722 * b > 128;
            expect(light, `${url} ${scheme}: body ${background}`).toBe(scheme === 'light');
            expect(await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${url} at ${width}px`).toBeLessThanOrEqual(0);
            await w.page.screenshot({ path: join(dir, `${type}-${lang}-${scheme}-${width}.png`) });
            taken++;
            // a missing page answers 404 by design (the response and the console say so); nothing else may fail
            expect(
              w.errors.filter((e) => !(type === 'missing' && /HTTP 404|status of 404/.test(e))),
              url,
            ).toEqual([]);
          }
        }
        await w.context.close();
      }
    }
    console.log(`screenshots: ${taken} in test/out/site/screens/`);
    expect(taken).toBe(7 * 2 * 2 * 2);
  });
});
