// The site in two languages (issue 11, "Languages"), without a browser: every built page in
// English at the root and in Russian under /ru/, each naming its twin, and the dictionaries
// complete both ways. The same pages in the browser: i18n.test.ts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemDescription } from '../../site/src/i18n/problems.ts';
import { checkerWords } from '../../site/src/i18n/checker.ts';
import { gamesWords } from '../../site/src/i18n/games.ts';
import { LANGS } from '../../site/src/i18n/lang.ts';
import { dictionaries, enFile, htmlPages, ruFile, urlOf } from './dist-pages.ts';
import { ROOT, sharedSite } from './harness.ts';

describe('two languages', () => {
  it('every English page has a Russian twin and back, each with its lang, the hreflang pair and a switch to the twin', () => {
    const DIST = sharedSite().dist;
    const files = htmlPages(DIST);
    const en = files.filter((f) => !f.startsWith('ru/'));
    const ru = files.filter((f) => f.startsWith('ru/'));
    console.log(`pages: ${en.length} English, ${ru.length} Russian`);
    expect(en.length).toBeGreaterThan(100);
    expect(ru.map(enFile).sort()).toEqual(en);
    for (const f of en) expect(existsSync(join(DIST, ruFile(f))), ruFile(f)).toBe(true);
    for (const [lang, list] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      for (const f of list) {
        const html = readFileSync(join(DIST, f), 'utf8');
        const enUrl = urlOf(lang === 'en' ? f : enFile(f));
        const ruUrl = urlOf(lang === 'ru' ? f : ruFile(f));
        expect(/<html lang="([^"]+)"/.exec(html)?.[1], f).toBe(lang);
        const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
        // the 404 page stands for every missing address, the offline page for every page not kept
        // offline (the service worker's fallback): their alternates and switch name the home pages
        const isNotFound = ['404.html', 'ru/404/index.html', 'offline/index.html', 'ru/offline/index.html'].includes(f);
        expect(alternates, f).toEqual(isNotFound ? { en: '/', ru: '/ru/', 'x-default': '/' } : { en: enUrl, ru: ruUrl, 'x-default': enUrl });
        const sw = /<a class="lang-switch" data-lang-switch href="([^"]+)" hreflang="([^"]+)"/.exec(html);
        expect(sw?.slice(1), f).toEqual(isNotFound ? [lang === 'en' ? '/ru/' : '/', lang === 'en' ? 'ru' : 'en'] : [lang === 'en' ? ruUrl : enUrl, lang === 'en' ? 'ru' : 'en']);
      }
    }
  });

  it('every dictionary gives every key in both languages, of the same kind, none empty', async () => {
    const dicts = await dictionaries();
    expect(dicts.length).toBeGreaterThanOrEqual(8);
    for (const [name, d] of dicts) {
      expect(Object.keys(d.ru).sort(), name).toEqual(Object.keys(d.en).sort());
      for (const [key, en] of Object.entries(d.en)) {
        const ru = d.ru[key];
        expect(typeof ru, `${name}.${key}`).toBe(typeof en);
        if (typeof en === 'string') expect((ru as string).trim().length, `${name}.${key}`).toBeGreaterThan(0);
        if (typeof en === 'function') expect((ru as (...a: unknown[]) => string).length, `${name}.${key} takes the same arguments`).toBe((en as (...a: unknown[]) => string).length);
      }
    }
  });

  it('every problem code records/, grammar/ and the FEN reader can report has a description in both languages', () => {
    const codes = new Set<string>();
    const scan = (dir: string) => {
      for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (e.isDirectory()) scan(join(dir, e.name));
        else if (e.name.endsWith('.ts')) for (const m of readFileSync(join(ROOT, dir, e.name), 'utf8').matchAll(/'((?:MOVE|PDN|FEN|VARIANT|INFO|RESULT)_[A-Z_]+)'/g)) codes.add(m[1]!);
      }
    };
    for (const dir of ['records', 'grammar', 'engine']) scan(dir);
    expect(codes.size).toBeGreaterThan(50);
    for (const code of codes) {
      const en = problemDescription(code, 'en');
      const ru = problemDescription(code, 'ru');
      expect(en, code).not.toBe(code);
      expect(ru, code).not.toBe(code);
      expect(ru, code).not.toBe(en);
      expect(ru, code).toMatch(/[а-яё]/i);
    }
  });
});

describe('the words of these pages', () => {
  it('the checker and games dictionaries say every entry in each language, the Russian ones in Russian', () => {
    for (const [area, dict] of Object.entries({ checker: checkerWords, games: gamesWords })) {
      for (const lang of LANGS) {
        for (const [key, entry] of Object.entries(dict[lang])) {
          // a message is called with sample arguments (numbers: every message here takes counts, names or words)
          const text = typeof entry === 'function' ? (entry as (...a: unknown[]) => string)(...Array.from({ length: entry.length }, (_, i) => (i === 0 ? 22 : 3))) : entry;
          expect(text.trim(), `${area}.${key} (${lang})`).not.toBe('');
          expect(text, `${area}.${key} (${lang})`).not.toMatch(/undefined|NaN|\[object/);
          if (lang === 'ru' && /[a-z]{4}/i.test(text.replace(/PDN|FEN|JavaScript|bashni|Home|End|\b[a-h][1-8]\b/g, ''))) {
            expect.fail(`${area}.${key} (ru) has English in it: ${text}`);
          }
        }
      }
    }
    // counts take the Russian forms
    expect(checkerWords.ru.summary(1, 1, 0)).toMatch(/^1 партия:/);
    expect(checkerWords.ru.summary(3, 3, 0)).toMatch(/^3 партии:/);
    expect(checkerWords.ru.summary(11, 11, 0)).toMatch(/^11 партий:/);
    expect(checkerWords.ru.summary(22, 22, 0)).toMatch(/^22 партии:/);
    expect(gamesWords.ru.moves(21)).toBe('21 ход');
  });
});
