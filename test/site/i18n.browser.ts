// The site in two languages (issue 11, "Languages"), in the browser: a language switch that keeps
// the ply or the puzzle, and no English interface text left on a Russian page (nor Russian on an
// English one). The twins and the dictionaries, which need no browser: i18n-tables.test.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PuzzleEntry } from '../../puzzles/file.ts';
import { squareName } from '../../engine/squares.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../engine/notation.ts';
import { sameMove } from '../../engine/position.ts';
import type { Move } from '../../engine/types.ts';
import { puzzleWords } from '../../site/src/i18n/puzzles.ts';
import { problemDescription } from '../../site/src/i18n/problems.ts';
import { dictionaries, htmlPages, onePerType } from './dist-pages.ts';
import { fileSite, sharedSite, watchedPage, type Watched, collectionPuzzles } from './harness.ts';

let DIST = '';
const site = fileSite();

beforeAll(() => {
  DIST = sharedSite().dist;
});

async function open(path: string): Promise<Watched> {
  const w = await watchedPage(site);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  return w;
}

/**
 * The text a reader sees on each page, parsed by the browser (DOMParser: no scripts run, so
 * <noscript> notes are read as markup): its <title>, and its body's text, but not scripts and
 * styles, nor what is not to be translated: code, key caps and `translate="no"` (record text,
 * player names, file names).
 */
async function visibleTexts(page: Page, files: string[]): Promise<{ title: string; body: string }[]> {
  const out: { title: string; body: string }[] = [];
  for (let i = 0; i < files.length; i += 50) {
    const batch = files.slice(i, i + 50).map((f) => readFileSync(join(DIST, f), 'utf8'));
    out.push(
      ...(await page.evaluate((htmls) => {
        const parser = new DOMParser();
        return htmls.map((html) => {
          const doc = parser.parseFromString(html, 'text/html');
          // the record's own text (players, event) is marked not to translate; a game page's title repeats it
          const own = [...doc.querySelectorAll('h1[translate="no"]')].map((el) => (el.firstChild?.textContent ?? '').trim()).filter(Boolean);
          for (const el of doc.querySelectorAll('script, style, code, kbd, [translate="no"]')) el.remove();
          // text marked as the other language (the one 404.html holds both; a script shows the address's)
          for (const el of doc.querySelectorAll(`body [lang]:not([lang="${doc.documentElement.lang}"])`)) el.remove();
          const title = own.reduce((t, text) => t.replace(text, ''), doc.title);
          return { title, body: (doc.body.textContent ?? '').replace(/\s+/g, ' ') };
        });
      }, batch)),
    );
  }
  return out;
}

/** `text` occurs in `page` as a whole phrase (not inside a longer word). */
function occurs(page: string, text: string): boolean {
  const escaped = text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(page);
}

const puzzles = collectionPuzzles;

describe('two languages', () => {
  it('no English interface text is left on a Russian page, and no Russian on an English one', async () => {
    const dicts = await dictionaries();
    /** Each language's strings that the other language says otherwise, and that are written in it (the
     * English name of the Russian word «Башни» is not English text; a Russian page's "English" switch is not Russian). */
    const script = { en: /[A-Za-z]/, ru: /[А-Яа-яЁё]/ };
    const own = (lang: 'en' | 'ru') =>
      dicts.flatMap(([name, d]) =>
        Object.entries(d[lang])
          .filter(([key, v]) => typeof v === 'string' && v !== d[lang === 'en' ? 'ru' : 'en'][key] && script[lang].test(v))
          .map(([key, v]) => ({ where: `${name}.${key}`, text: v as string })),
      );
    const w = await open('/');
    // what a page type's template writes: one page of each type in each language (the words of a
    // record or puzzle itself are marked translate="no")
    const files = onePerType(htmlPages(DIST));
    console.log(`untranslated text looked for on ${files.length} pages: ${files.join(', ')}`);
    for (const lang of ['ru', 'en'] as const) {
      const pages = files.filter((f) => f.startsWith('ru/') === (lang === 'ru'));
      expect(pages.length).toBeGreaterThanOrEqual(9);
      const texts = await visibleTexts(w.page, pages);
      const foreign = own(lang === 'ru' ? 'en' : 'ru');
      expect(foreign.length).toBeGreaterThan(100);
      const found: string[] = [];
      texts.forEach(({ title, body }, i) => {
        for (const f of foreign) if (occurs(`${title}\n${body}`, f.text)) found.push(`${pages[i]}: ${f.where} "${f.text}"`);
        // text written into a page without a dictionary: three English words in a row on a Russian page
        const run = lang === 'ru' ? /[A-Za-z][A-Za-z']+(?:[ ,:;.-]+[A-Za-z][A-Za-z']+){2,}/.exec(body) : null;
        if (run) found.push(`${pages[i]}: English words outside any dictionary "${run[0]}"`);
      });
      expect(found.slice(0, 20), `${found.length} untranslated strings on ${lang} pages`).toEqual([]);
    }
    // and the check itself sees what it is looking for: an English page does show its English strings
    const [en, ru] = (await visibleTexts(w.page, ['index.html', 'ru/index.html'])).map((t) => t.body) as [string, string];
    expect(occurs(en, 'Capturing is mandatory and men capture backwards too.')).toBe(true);
    expect(occurs(ru, 'Capturing is mandatory and men capture backwards too.')).toBe(false);
    expect(occurs(ru, 'Бить обязательно, и простые шашки бьют и назад.')).toBe(true);
  });
});

describe('the language switch', () => {
  it('on a game page at #24 lands on the Russian page at #24 showing ply 24, and keeps a ply stepped to', async () => {
    const slug = readdirSync(join(DIST, 'games'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .find((s) => {
        const json = /<script type="application\/json" class="replay-data">([\s\S]*?)<\/script>/.exec(readFileSync(join(DIST, 'games', s, 'index.html'), 'utf8'))?.[1];
        return !!json && (JSON.parse(json) as { mainline: unknown[] }).mainline.length > 30;
      });
    expect(slug, 'a game of more than 30 plies').toBeTruthy();
    const w = await open(`/games/${slug}/#24`);
    const { page } = w;
    await page.waitForFunction(() => document.querySelector('[data-ply]')?.textContent?.startsWith('24 /'));
    await Promise.all([page.waitForURL(/\/ru\/games\//), page.click('[data-lang-switch]')]);
    expect(new URL(page.url()).pathname).toBe(`/ru/games/${slug}/`);
    expect(new URL(page.url()).hash).toBe('#24');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    await page.waitForFunction(() => document.querySelector('[data-ply]')?.textContent?.startsWith('24 /'));
    // the viewer writes the ply with replaceState (no hashchange): the switch still takes it along
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('[data-ply]')?.textContent?.startsWith('25 /'));
    await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/ru/')), page.click('[data-lang-switch]')]);
    expect(new URL(page.url()).pathname).toBe(`/games/${slug}/`);
    expect(new URL(page.url()).hash).toBe('#25');
    await page.waitForFunction(() => document.querySelector('[data-ply]')?.textContent?.startsWith('25 /'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(w.errors).toEqual([]);
  });

  it('on a puzzle page lands on the same puzzle in the other language', async () => {
    const id = puzzles()[3]!.spec.id;
    const w = await open(`/puzzles/${id}/`);
    const { page } = w;
    await Promise.all([page.waitForURL(/\/ru\/puzzles\//), page.click('[data-lang-switch]')]);
    expect(new URL(page.url()).pathname).toBe(`/ru/puzzles/${id}/`);
    expect(await page.locator('bashni-puzzle').getAttribute('data-puzzle-id')).toBe(id);
    expect(await page.getAttribute('html', 'lang')).toBe('ru');
    expect(await page.locator('[data-act="hint"]').innerText()).toBe('Подсказка');
    expect(w.errors).toEqual([]);
  });
});

describe('a Russian puzzle page', () => {
  const ru = puzzleWords.ru;
  const list = puzzles();

  it('says in Russian what a click chose, and that the puzzle is solved', async () => {
    const p = list.find((x) => x.moves.length > 1) ?? list[0]!;
    const w = await open(`/ru/puzzles/${p.spec.id}/`);
    const { page } = w;
    const msg = page.locator('[data-msg]');
    for (const [i, m] of p.moves.entries()) {
      if (i % 2 === 1) continue;
      await page.click(`[data-square="${squareName(m.from)}"]`);
      if (i === 0) expect(await msg.innerText()).toBe(ru.selected(squareName(m.from)));
      for (const sq of m.path) {
        const el = page.locator(`[data-square="${squareName(sq)}"]`);
        if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
        await el.click();
      }
      if (i + 1 < p.moves.length) await page.waitForFunction((ply) => document.querySelector('bashni-puzzle')?.getAttribute('data-ply') === ply, String(i + 2));
    }
    await page.waitForFunction(() => document.querySelector('bashni-puzzle')?.getAttribute('data-puzzle-state') === 'solved');
    expect(await msg.innerText()).toBe(ru.solvedClean);
    expect(w.errors).toEqual([]);
  });

  it('explains a wrong move in Russian and takes it back', async () => {
    /** Moves a built page accepts as slower solutions (not wrong), as the written full paths. */
    const slowerOf = (id: string) => {
      const json = /<script[^>]*class="puzzle-data"[^>]*>([\s\S]*?)<\/script>/.exec(readFileSync(join(DIST, 'ru/puzzles', id, 'index.html'), 'utf8'))?.[1];
      return (JSON.parse(json ?? '{"slower":[]}') as { slower: { ply: number; move: string }[] }).slower.filter((x) => x.ply === 0).map((x) => x.move);
    };
    const pick = list
      .map((p) => {
        const pos = p.position;
        const sol = pos.play(p.moves[0]!).hash();
        const slower = slowerOf(p.spec.id);
        const isSlower = (m: Move) =>
          slower.some((t) => {
            const written = parseMoveText(t);
            return !!written && matchMoves(pos, written).some((x) => sameMove(x, m));
          });
        return { p, wrong: pos.legalMoves().find((m) => pos.play(m).hash() !== sol && !isSlower(m)) };
      })
      .find((x) => x.wrong);
    expect(pick, 'a puzzle with a legal move that is not the solution').toBeTruthy();
    const { p, wrong } = pick as { p: PuzzleEntry; wrong: Move };
    const w = await open(`/ru/puzzles/${p.spec.id}/`);
    const { page } = w;
    await page.click(`[data-square="${squareName(wrong.from)}"]`);
    for (const sq of wrong.path) {
      const el = page.locator(`[data-square="${squareName(sq)}"]`);
      if (!((await el.getAttribute('class')) ?? '').includes('target')) break;
      await el.click();
    }
    const text = makeMoveText(p.position, wrong, { captures: 'full' });
    const msg = page.locator('[data-msg]');
    await expect.poll(() => msg.innerText()).toMatch(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — не решение: .+ Ход взят назад; попробуйте ещё раз\\.$`));
    expect(await msg.innerText()).not.toMatch(/[A-Za-z]{4,}/);
    expect(w.errors).toEqual([]);
  });
});

describe('the Russian checker', () => {
  it('describes a problem in Russian by its code, with no English sentence beside it (issue 44 point 8)', async () => {
    const w = await open('/ru/check/');
    const { page } = w;
    await page.fill('#pdn-text', '[Event "Planted"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 2. d4-e5 g5-h4 *\n');
    await page.click('button[data-act="check"]');
    const problem = page.locator('[data-problem]').first();
    await problem.waitFor();
    expect(await problem.innerText()).toContain(problemDescription('MOVE_CAPTURE_REQUIRED', 'ru'));
    expect(await problem.innerText()).toMatch(/\[MOVE_CAPTURE_REQUIRED\]$/);
    expect(await problem.locator('span[lang="en"]').count()).toBe(0);
    // no English words but the code's
    expect((await problem.innerText()).replace(/\[[A-Z_]+\]/, '')).not.toMatch(/[A-Za-z]{4,}/);
    // the English page keeps the verdict as the CLI prints it, and nothing else
    const en = await open('/check/');
    await en.page.fill('#pdn-text', '[Event "Planted"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 2. d4-e5 g5-h4 *\n');
    await en.page.click('button[data-act="check"]');
    await en.page.locator('[data-problem]').first().waitFor();
    expect(await en.page.locator('[data-problem] span[lang="en"]').count()).toBe(0);
    expect([...w.errors, ...en.errors]).toEqual([]);
  });
});
