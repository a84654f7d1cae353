// Issue 25, "Language and words" and "the home page": the home page shows every section of the
// site with a first step for a new player; the header's sections are all reachable on a phone; a
// missing /ru/ address answers in Russian though the host serves the one /404.html; the scheme
// toggle says what it will do. Read from the build where no page is needed.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemDescription } from '../../site/src/i18n/problems.ts';
import { fileSite, sharedSite, watchedPage, type Watched } from './harness.ts';

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

/** The links of the part of `html` between `from` and `to`. */
function linksBetween(html: string, from: string, to: string): string[] {
  const start = html.indexOf(from);
  expect(start, from).toBeGreaterThan(0);
  const part = html.slice(start, html.indexOf(to, start));
  return [...part.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

describe('the home page', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`(${lang}) points to every section of the site from its main text, with a first step for a new player`, () => {
      const html = readFileSync(join(DIST, lang === 'en' ? 'index.html' : 'ru/index.html'), 'utf8');
      const prefix = lang === 'en' ? '/' : '/ru/';
      const main = linksBetween(html, '<main', '</main>');
      for (const section of ['learn', 'play', 'puzzles', 'train', 'games', 'analysis', 'editor', 'check']) {
        expect(main, section).toContain(`${prefix}${section}/`);
      }
      // the first step: the first lesson, then a game against the engine
      const first = linksBetween(html, 'class="first-step"', '</section>');
      expect(first).toEqual([`${prefix}learn/men-move/`, `${prefix}play/`]);
      expect(html).toContain(lang === 'en' ? 'New to Bashni? Start here' : 'Впервые играете в башни? Начните здесь');
    });
  }
});

describe('the variant choosers', () => {
  it('each name a variant once, with a sentence saying what each variant is, in both languages', () => {
    for (const file of ['play/index.html', 'ru/play/index.html', 'analysis/index.html', 'ru/analysis/index.html', 'editor/index.html', 'ru/editor/index.html']) {
      const html = readFileSync(join(DIST, file), 'utf8');
      const ru = file.startsWith('ru/');
      const notes = /<details class="variant-notes"[^>]*>([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
      expect(notes, file).toContain(ru ? 'Чем различаются варианты' : 'What the variants are');
      expect(notes).toContain(ru ? '<strong>Башни, турецкий удар</strong>: как башни, но побитое поле' : '<strong>Bashni, Turkish strike</strong>: as Bashni, but a square jumped');
      expect([...notes.matchAll(/<li data-variant=/g)].length, file).toBe(5);
      // the chooser's option says the same name
      expect(html).toContain(ru ? '<option value="bashni-turkish">Башни, турецкий удар</option>' : '<option value="bashni-turkish">Bashni, Turkish strike</option>');
      for (const other of ['Turkish rules', 'Turkish captures', 'турецкие правила', 'турецкое взятие']) expect(html, file).not.toContain(other);
    }
  });
});

describe('the header on a phone', () => {
  for (const width of [375, 320]) {
    it(`at ${width} px every section is in view or scrolled into it within its row, the row showing a shade where more is past`, async () => {
      for (const path of ['/', '/ru/', '/ru/play/']) {
        const { page, errors } = await open(path, width, 700);
        const found = await page.evaluate(async () => {
          const nav = document.querySelector<HTMLElement>('.site-header nav')!;
          const style = getComputedStyle(nav);
          const out: { label: string; left: number; right: number }[] = [];
          for (const a of nav.querySelectorAll<HTMLElement>('a')) {
            a.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            await new Promise((r) => requestAnimationFrame(r));
            const r = a.getBoundingClientRect();
            out.push({ label: a.textContent.trim(), left: r.left, right: r.right });
          }
          return {
            links: out,
            overflows: nav.scrollWidth > nav.clientWidth,
            scrolls: style.overflowX,
            cue: (style.backgroundImage.match(/gradient/g) ?? []).length,
            page: document.documentElement.scrollWidth,
            view: window.innerWidth,
          };
        });
        expect(found.links.length, path).toBe(8);
        for (const l of found.links) {
          expect(l.left, `${path} ${l.label}`).toBeGreaterThanOrEqual(0);
          expect(l.right, `${path} ${l.label}`).toBeLessThanOrEqual(found.view);
        }
        // the page itself is never wider than the screen; a row wider than its box scrolls and shows its shades
        expect(found.page, path).toBeLessThanOrEqual(found.view);
        if (found.overflows) {
          expect(found.scrolls).toBe('auto');
          expect(found.cue).toBe(4);
        }
        expect(errors).toEqual([]);
      }
    });
  }
});

describe('a missing address', () => {
  it('holds both texts for a reader without JavaScript in the one 404.html', () => {
    const html = readFileSync(join(DIST, '404.html'), 'utf8');
    expect(html).toContain('Page not found');
    expect(html).toMatch(/<div lang="ru" data-not-found="ru"[^>]*>\s*<p><strong>Страница не найдена\.<\/strong> По этому адресу ничего нет/);
  });

  it('under /ru/ is said in Russian, its header leading to the Russian pages; elsewhere in English only', async () => {
    const { page, errors } = await open('/ru/no-such-page/');
    const seen = () =>
      page.evaluate(() => ({
        lang: document.documentElement.lang,
        title: document.title,
        h1: document.querySelector('h1')!.textContent,
        text: (document.querySelector('main') as HTMLElement).innerText,
        nav: [...document.querySelectorAll('.site-header nav a')].map((a) => [a.textContent, a.getAttribute('href')]),
        switch: [document.querySelector('[data-lang-switch]')!.textContent, document.querySelector('[data-lang-switch]')!.getAttribute('href')],
        footer: (document.querySelector('.site-footer') as HTMLElement).innerText,
        toggle: document.querySelector('[data-theme-toggle]')!.textContent,
      }));
    const ru = await seen();
    expect(ru.lang).toBe('ru');
    expect(ru.title).toBe('Не найдено · Башни');
    expect(ru.h1).toBe('Страница не найдена');
    expect(ru.text).toContain('По этому адресу ничего нет');
    expect(ru.text).not.toContain('There is nothing');
    expect(ru.nav[0]).toEqual(['Главная', '/ru/']);
    expect(ru.nav).toContainEqual(['Игра', '/ru/play/']);
    expect(ru.switch).toEqual(['English', '/']);
    // the footer and the scheme toggle too (issue 25), the toggle's press still said in Russian
    expect(ru.footer).toContain('Инструменты для игры в башни');
    expect(ru.footer).toContain('Лицензии сторонних библиотек');
    expect(ru.footer).not.toMatch(/toolkit|licences/i);
    expect(ru.toggle).toBe('Тёмная тема');
    await page.locator('button[data-theme-toggle]').click();
    expect(await page.locator('button[data-theme-toggle]').innerText()).toBe('Светлая тема');
    await page.evaluate(() => localStorage.clear());
    await page.goto(site.url('/no-such-page/'));
    const en = await seen();
    expect(en.lang).toBe('en');
    expect(en.h1).toBe('Page not found');
    expect(en.text).toContain('There is nothing at this address');
    expect(en.text).not.toContain('По этому адресу');
    expect(en.nav[0]).toEqual(['Home', '/']);
    expect(en.footer).toContain('Bashni toolkit');
    expect(en.toggle).toBe('Switch to dark');
    expect(errors.filter((e) => !/HTTP 404|status of 404/.test(e))).toEqual([]);
  });
});

describe('the scheme toggle', () => {
  it('says what a press will do, in both languages and both schemes', async () => {
    const { page } = await open('/ru/');
    const toggle = page.locator('button[data-theme-toggle]');
    expect(await toggle.innerText()).toBe('Тёмная тема');
    await toggle.click();
    expect(await toggle.innerText()).toBe('Светлая тема');
    await page.reload();
    expect(await toggle.innerText()).toBe('Светлая тема');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.clear());
    await page.goto(site.url('/'));
    expect(await toggle.innerText()).toBe('Switch to light');
  });
});

describe('a Russian game page', () => {
  it("says the known tags, their fixed values and the annotator's phrases in Russian; the English page and the record as written", () => {
    const slugs = readdirSync(join(DIST, 'games'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const slug = slugs.find(
      (s) => readFileSync(join(DIST, 'games', s, 'index.html'), 'utf8').includes('missed a forced win') && readFileSync(join(DIST, 'games', s, 'index.html'), 'utf8').includes('has no legal move'),
    );
    expect(slug, 'a published game with a missed forced win').toBeTruthy();
    const en = readFileSync(join(DIST, 'games', slug!, 'index.html'), 'utf8');
    // what the page shows (its replay data, a <script> of JSON for "Open in analysis", carries the record as written)
    const ru = readFileSync(join(DIST, 'ru/games', slug!, 'index.html'), 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
    const pdn = readFileSync(join(DIST, 'games', `${slug}.pdn`), 'utf8');
    for (const phrase of ['missed a forced win', ' takes ', ' is now (', '>best<', 'has no legal move', 'bashni annotate (depth']) {
      expect(pdn, phrase).toContain(phrase.replace(/^>|<$/g, ''));
      expect(en, phrase).toContain(phrase);
      expect(ru, phrase).not.toContain(phrase);
    }
    for (const tag of ['Round', 'Termination', 'Annotator']) expect(ru).not.toMatch(new RegExp(`<dt[^>]*>${tag}</dt>`));
    expect(ru).toMatch(/<dt data-tag="Termination">Окончание<\/dt><dd>У (белых|чёрных) нет хода<\/dd>/);
    expect(ru).toMatch(/<dt data-tag="Annotator">Аннотатор<\/dt><dd>bashni annotate \(глубина \d+\)<\/dd>/);
    expect(ru).toMatch(/<dt data-tag="Round">Тур<\/dt><dd translate="no">\d+<\/dd>/);
    expect(ru).toMatch(/[a-h][1-8](:[a-h][1-8])+ берёт [a-h][1-8]/);
    expect(ru).toContain('— упущен форсированный выигрыш (#');
    expect(ru).toContain('>лучший ход<');
    if (en.includes('by the rules')) expect(ru).toMatch(/У (белых|чёрных) нет хода: (1-0|0-1) по правилам/);
  });
});

describe('the analysis board opened from a Russian game page', () => {
  it("says the annotator's phrases in Russian (the phrase table of game pages); the PDN keeps them as written", async () => {
    const slug = readdirSync(join(DIST, 'games'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .find((s) => readFileSync(join(DIST, 'games', s, 'index.html'), 'utf8').includes('missed a forced win'));
    expect(slug, 'a published game with a missed forced win').toBeTruthy();
    const { page, errors } = await open(`/ru/games/${slug}/#999`);
    await page.locator('button[data-act="analyse"][data-what="record"]').click();
    await page.waitForURL(/\/ru\/analysis\/#.*record=1/);
    const moves = page.locator('[data-moves]');
    await expect.poll(() => moves.innerText()).toContain('упущен форсированный выигрыш');
    const text = await moves.innerText();
    expect(text).toMatch(/[a-h][1-8](:[a-h][1-8])+ берёт [a-h][1-8]/);
    expect(text).not.toContain('missed a forced win');
    expect(text).not.toContain(' takes ');
    // the record written back is the record's own text
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-act="download-pdn"]')]);
    const stream = await download.createReadStream();
    let pdn = '';
    for await (const chunk of stream) pdn += String(chunk);
    expect(pdn).toContain('missed a forced win');
    expect(errors).toEqual([]);
  });
});

describe("the analysis board's FEN error", () => {
  it('is said in Russian on the Russian page, by the FEN code', async () => {
    const { page, errors } = await open(`/ru/analysis/#fen=${encodeURIComponent('W:Wz9')}`);
    const status = page.locator('[data-status]');
    await expect.poll(() => status.innerText()).toContain('FEN в адресе не читается.');
    expect(await status.innerText()).toBe(`FEN в адресе не читается. ${problemDescription('FEN_SQUARE', 'ru')} Показана начальная позиция.`);
    expect(await status.innerText()).not.toMatch(/[A-Za-z]{3,}(?<!FEN)/);
    expect(errors).toEqual([]);
  });
});
