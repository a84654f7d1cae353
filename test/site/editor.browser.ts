// Browser tests of the board editor (issue 10, /editor/ and /ru/editor/) on the built site: a
// position with a 3-high column built only by clicks, its FEN on the board (data-fen) and in the
// field, checked by the engine; the reachability warning for a 20-piece bashni position and not
// for one a real game reached; a bad FEN typed, its error in words in both languages; russian
// refusing a second piece; the keyboard; the address read on load and the links written; copy
// FEN; the JS budget; the phone layout; axe-core in both languages and schemes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { Position } from '../../engine/position.ts';
import { parseSquare, squareName } from '../../engine/squares.ts';
import { diagonalStep } from '../../site/src/client/board/move-input.ts';
import { editorWords } from '../../site/src/i18n/editor.ts';
import { problemDescription } from '../../site/src/i18n/problems.ts';
import { gzipTotal, axeViolations, COLOUR_RULES, PARSER, fileSite, watchedPage, type Watched, screenshot } from './harness.ts';

/** The issue's limit for the editor: 40 KB of JavaScript, gzipped. */
const JS_BUDGET = 40 * 1024;
const site = fileSite();

async function open(path: string, opts: { width?: number; height?: number; scheme?: 'light' | 'dark' } = {}): Promise<Watched> {
  const w = await watchedPage(site, opts.width ?? 1280, opts.height ?? 900);
  await w.page.emulateMedia({ colorScheme: opts.scheme ?? 'light' });
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  await w.page.waitForFunction(() => customElements.get('bashni-editor') !== undefined);
  return w;
}

const boardFen = (page: Page) => page.locator('[data-board]').getAttribute('data-fen');
const fieldFen = (page: Page) => page.inputValue('[data-fen-input]');
const text = (page: Page, sel: string) => page.locator(sel).innerText();
const tool = (page: Page, t: string) => page.click(`bashni-editor [data-tool="${t}"]`);
const square = (page: Page, sq: string) => page.click(`[data-board] [data-square="${sq}"]`);
/** Types into the FEN field as a reader does, key by key. */
async function typeFen(page: Page, fen: string): Promise<void> {
  await page.fill('[data-fen-input]', '');
  await page.locator('[data-fen-input]').pressSequentially(fen);
}

/** A position a real bashni game reached: the first legal move each ply until a column of three stands. */
function gamePosition(): Position {
  let pos = Position.initial();
  for (let ply = 0; ply < 200; ply++) {
    if (pos.columns().some(([, c]) => c.length >= 3)) return pos;
    const [move] = pos.legalMoves();
    if (!move) break;
    pos = pos.play(move);
  }
  throw new Error('no column of three within 200 plies of first moves');
}

describe('board editor', () => {
  it('builds a position with a 3-high column by clicks alone; its FEN is on the board and in the field, and the engine reads it', async () => {
    const { page, errors } = await open('/editor/');
    expect(await boardFen(page)).toBe(makeFen(Position.initial()));
    await page.click('bashni-editor [data-act="clear-board"]');
    expect(await boardFen(page)).toBe('W:W:B');
    await tool(page, 'b');
    await square(page, 'f6');
    await square(page, 'd4');
    await square(page, 'd4');
    await tool(page, 'W');
    await square(page, 'd4');
    const built = 'W:WKd4(Wbb):Bf6';
    expect(await boardFen(page)).toBe(built);
    expect(await fieldFen(page)).toBe(built);
    const parsed = parseFen(built);
    expect(parsed.ok && parsed.value.column(parseSquare('d4')!)).toBe('Wbb');
    expect(await text(page, '[data-info]')).toContain('height 3');
    expect(await page.locator('[data-board] [data-square="d4"]').getAttribute('data-column')).toBe('Wbb');
    // a white man at the bottom makes three colour layers: the engine's FEN_LAYERS, in words
    await page.click('bashni-editor [data-at-bottom]');
    expect(await page.getAttribute('bashni-editor [data-at-bottom]', 'aria-pressed')).toBe('true');
    await tool(page, 'w');
    expect(await page.getAttribute('bashni-editor [data-tool="w"]', 'aria-pressed')).toBe('true');
    expect(await page.getAttribute('bashni-editor [data-tool="W"]', 'aria-pressed')).toBe('false');
    await square(page, 'd4');
    expect(await boardFen(page)).toBe('W:WKd4(Wbbw):Bf6');
    expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_LAYERS', 'en'));
    expect(await page.getAttribute('a[data-link="analysis"]', 'aria-disabled')).toBe('true');
    await page.click('bashni-editor [data-act="remove-bottom"]');
    expect(await boardFen(page)).toBe(built);
    expect(await text(page, '[data-error]')).toBe('');
    // side to move, and the links carry the position
    await page.click('bashni-editor [data-turn="black"]');
    expect(await boardFen(page)).toBe('B:WKd4(Wbb):Bf6');
    expect(await page.getAttribute('bashni-editor [data-turn="black"]', 'aria-pressed')).toBe('true');
    expect(await page.getAttribute('a[data-link="analysis"]', 'href')).toBe(`/analysis/#fen=${encodeURIComponent('B:WKd4(Wbb):Bf6')}&variant=bashni`);
    expect(await page.getAttribute('a[data-link="play"]', 'href')).toBe(`/play/#fen=${encodeURIComponent('B:WKd4(Wbb):Bf6')}&variant=bashni`);
    // the top piece off, the square cleared, the start position back
    await page.click('bashni-editor [data-act="remove-top"]');
    expect(await boardFen(page)).toBe('B:W:Bd4(bb),f6');
    await page.click('bashni-editor [data-act="clear-square"]');
    expect(await boardFen(page)).toBe('B:W:Bf6');
    await tool(page, 'erase');
    await square(page, 'f6');
    expect(await boardFen(page)).toBe('B:W:B');
    await page.click('bashni-editor [data-act="start"]');
    expect(await boardFen(page)).toBe(makeFen(Position.initial()));
    await screenshot(page, 'editor-built');
    expect(errors).toEqual([]);
  });

  it('warns that a 20-piece bashni position cannot arise in a game, and not for a position a game reached', async () => {
    const { page, errors } = await open('/editor/');
    expect(await text(page, '[data-warning]')).toBe('');
    await typeFen(page, 'W:W23-32:B1-10');
    const twenty = parseFen('W:W23-32:B1-10');
    expect(twenty.ok && makeFen(twenty.value)).toBe(await boardFen(page));
    expect(await text(page, '[data-warning]')).toBe(editorWords.en.unreachable(10, 10, 'bashni'));
    // russian takes pieces off the board: no warning there
    await page.selectOption('[data-variant-select]', 'russian');
    expect(await page.locator('[data-board]').getAttribute('data-variant')).toBe('russian');
    expect(await text(page, '[data-warning]')).toBe('');
    // a real game's position, columns and all, sent in the address as the analysis board would
    const real = gamePosition();
    const fen = makeFen(real);
    expect(fen).toMatch(/\(\w{3,}\)/);
    await page.goto(site.url(`/editor/#fen=${encodeURIComponent(fen)}&variant=bashni`));
    await page.waitForFunction((f) => document.querySelector('[data-board]')?.getAttribute('data-fen') === f, fen);
    expect(await fieldFen(page)).toBe(fen);
    expect(await page.inputValue('[data-variant-select]')).toBe('bashni');
    expect(real.pieceCount('white') + real.pieceCount('black')).toBe(24);
    expect(await text(page, '[data-warning]')).toBe('');
    expect(await text(page, '[data-error]')).toBe('');
    expect(errors).toEqual([]);
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`shows a bad FEN's error in words as it is typed (${lang})`, async () => {
      const { page, errors } = await open(lang === 'ru' ? '/ru/editor/' : '/editor/');
      // pasted whole: the board keeps its position, the field says why it cannot follow
      const before = await boardFen(page);
      await page.fill('[data-fen-input]', 'W:Wz9');
      expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_SQUARE', lang));
      expect(await page.getAttribute('[data-fen-input]', 'aria-invalid')).toBe('true');
      expect(await boardFen(page)).toBe(before);
      // typed key by key: the board follows each FEN that reads on the way (W:W is an empty board), the error shows at the bad square
      await typeFen(page, 'W:Wz9');
      expect(await boardFen(page)).toBe('W:W:B');
      expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_SQUARE', lang));
      await typeFen(page, 'W:Wd4(wbw):B');
      expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_LAYERS', lang));
      await page.fill('[data-fen-input]', '');
      expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_EMPTY', lang));
      // a good one: the board follows, the error goes
      await typeFen(page, 'B:WKe3(Wbbbb),Kd4:Bh2(bBWWww)');
      expect(await boardFen(page)).toBe('B:WKe3(Wbbbb),Kd4:Bh2(bBWWww)');
      expect(await text(page, '[data-error]')).toBe('');
      expect(await page.getAttribute('[data-fen-input]', 'aria-invalid')).toBe('false');
      expect(await page.getAttribute('a[data-link="analysis"]', 'href')).toMatch(lang === 'ru' ? /^\/ru\/analysis\/#fen=/ : /^\/analysis\/#fen=/);
      expect(errors).toEqual([]);
    });
  }

  it('russian draughts has no columns: a second piece on a square is refused, with the reason', async () => {
    const { page, errors } = await open('/editor/#variant=russian');
    expect(await page.inputValue('[data-variant-select]')).toBe('russian');
    expect(await page.locator('[data-board]').getAttribute('data-variant')).toBe('russian');
    const start = await boardFen(page);
    await tool(page, 'B');
    await square(page, 'c3');
    expect(await boardFen(page)).toBe(start);
    expect(await text(page, '[data-note]')).toBe(editorWords.en.noColumns);
    await square(page, 'd4');
    expect(await boardFen(page)).toBe(start!.replace(':B', ':BKd4,'));
    expect(errors).toEqual([]);
  });

  it('works by keyboard: the arrows move the one tab stop, Enter and Space apply the chosen piece', async () => {
    const { page, errors } = await open('/editor/');
    await page.click('bashni-editor [data-act="clear-board"]');
    await tool(page, 'w');
    await page.locator('[data-board] [data-square][tabindex="0"]').focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-square'));
    const from = await focused();
    expect(from).toBeTruthy();
    // the arrows walk the diagonals as move-input.ts diagonalStep says (unflipped board), staying put at an edge
    let at = parseSquare(from!)!;
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowUp']) {
      await page.keyboard.press(key);
      at = diagonalStep(at, key, false) ?? at;
      expect(await focused()).toBe(squareName(at));
    }
    expect(squareName(at)).not.toBe(from);
    await page.keyboard.press('Enter');
    await page.keyboard.press(' ');
    const c3 = squareName(at);
    expect(await boardFen(page)).toBe(`W:W${c3}(ww):B`);
    expect(await focused()).toBe(c3);
    expect(await page.locator('[data-board] [data-square][tabindex="0"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a FEN typed for another variant is read again when the variant changes, not overwritten by the board', async () => {
    // a column FEN pasted while russian is chosen: refused; choosing bashni then takes it
    const { page, errors } = await open('/editor/#variant=russian');
    await page.fill('[data-fen-input]', 'W:Wd4(wb):Bf6');
    expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_COLUMN_VARIANT', 'en'));
    await page.selectOption('[data-variant-select]', 'bashni');
    expect(await boardFen(page)).toBe('W:Wd4(wb):Bf6');
    expect(await fieldFen(page)).toBe('W:Wd4(wb):Bf6');
    expect(await text(page, '[data-error]')).toBe('');
    expect(await page.getAttribute('a[data-link="analysis"]', 'href')).toBe(`/analysis/#fen=${encodeURIComponent('W:Wd4(wb):Bf6')}&variant=bashni`);
    // back to russian: the board's columns are refused there, in words, and the links are off
    await page.selectOption('[data-variant-select]', 'russian');
    expect(await boardFen(page)).toBe('W:Wd4(wb):Bf6');
    expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_COLUMN_VARIANT', 'en'));
    expect(await page.getAttribute('a[data-link="analysis"]', 'aria-disabled')).toBe('true');
    // the same from the address: a column FEN sent with variant=russian shows once bashni is chosen
    const fen = 'B:WKe3(Wbbbb),Kd4:Bh2(bBWWww)';
    await page.goto(site.url(`/editor/#fen=${encodeURIComponent(fen)}&variant=russian`));
    await page.waitForFunction(() => document.querySelector('[data-error]')?.textContent !== '');
    expect(await fieldFen(page)).toBe(fen);
    await page.selectOption('[data-variant-select]', 'bashni-turkish');
    expect(await boardFen(page)).toBe(fen);
    expect(await page.locator('[data-board]').getAttribute('data-variant')).toBe('bashni-turkish');
    expect(await text(page, '[data-error]')).toBe('');
    // still refused in the new variant: the typed text stays, with the new variant's reason
    await page.fill('[data-fen-input]', 'W:Wd4(wbw)');
    await page.selectOption('[data-variant-select]', 'bashni');
    expect(await fieldFen(page)).toBe('W:Wd4(wbw)');
    expect(await text(page, '[data-error]')).toBe(problemDescription('FEN_LAYERS', 'en'));
    expect(await boardFen(page)).toBe(fen);
    expect(errors).toEqual([]);
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`hostile addresses are read as text and answered in words; an unknown variant is said (${lang})`, async () => {
      const base = lang === 'ru' ? '/ru/editor/' : '/editor/';
      const t = editorWords[lang];
      const { page, errors } = await open(`${base}#fen=${encodeURIComponent('W:Wc3:Bf6')}&variant=${encodeURIComponent('<b id="x">checkers</b>')}`);
      expect(await boardFen(page)).toBe('W:Wc3:Bf6');
      expect(await page.inputValue('[data-variant-select]')).toBe('bashni');
      expect(await text(page, '[data-note]')).toBe(t.unknownVariant('<b id="x">checkers</b>', 'bashni'));
      // HTML, a script and control characters in the FEN; bad percent-encoding; a 500-high column
      const hostile: [string, string][] = [
        [`#fen=${encodeURIComponent('<img id="x" src=x onerror=alert(1)><script>alert(1)</script>\u0000\u0007')}`, 'FEN_TURN'],
        ['#fen=%E0%A4%A', 'FEN_TURN'],
        [`#fen=${encodeURIComponent(`W:Wd4(${'w'.repeat(500)}):B`)}`, 'FEN_TOO_MANY'],
      ];
      expect(errors).toEqual([]);
      for (const [hash, code] of hostile) {
        const w = await open(`${base}${hash}`);
        expect(await text(w.page, '[data-error]'), hash).toBe(problemDescription(code as 'FEN_TURN', lang));
        expect(await boardFen(w.page)).toBe(makeFen(Position.initial()));
        expect(await w.page.locator('#x').count()).toBe(0);
        // the address keeps what was sent, so a reload shows the same FEN and reason
        expect(await w.page.evaluate(() => location.hash)).toBe(hash);
        expect(w.errors).toEqual([]);
      }
    });
  }

  it('the column buttons say that a square must be chosen first, rather than do nothing', async () => {
    const { page, errors } = await open('/ru/editor/');
    const before = await boardFen(page);
    for (const act of ['remove-top', 'remove-bottom', 'clear-square']) {
      await page.click(`bashni-editor [data-act="${act}"]`);
      expect(await text(page, '[data-note]')).toBe(editorWords.ru.chooseSquare);
      expect(await boardFen(page)).toBe(before);
    }
    // once a square is tapped they act on it, and the note goes
    await square(page, 'c3');
    expect(await text(page, '[data-note]')).toBe('');
    await page.click('bashni-editor [data-act="remove-top"]');
    await page.click('bashni-editor [data-act="remove-top"]');
    expect(await page.locator('[data-board] [data-square="c3"]').getAttribute('data-column')).toBeNull();
    expect(await text(page, '[data-note]')).toBe('');
    expect(errors).toEqual([]);
  });

  it('keeps following edits when the browser refuses to rewrite the address (Safari throttles replaceState)', async () => {
    const { page, errors } = await open('/editor/');
    await page.click('bashni-editor [data-act="clear-board"]');
    // Safari throws a SecurityError past 100 replaceState calls in 30 seconds
    await page.evaluate(() => {
      history.replaceState = () => {
        throw new DOMException('Attempt to use history.replaceState() more than 100 times per 30 seconds', 'SecurityError');
      };
    });
    for (let i = 0; i < 3; i++) await square(page, 'd4');
    expect(await boardFen(page)).toBe('W:Wd4(www):B');
    expect(await page.locator('[data-board] [data-square="d4"]').getAttribute('data-column')).toBe('www');
    expect(await text(page, '[data-info]')).toContain('height 3');
    expect(errors).toEqual([]);
  });

  it('copies the FEN', async () => {
    const w = await open('/editor/#fen=W%3AWc3%3ABf6&variant=bashni-turkish');
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url('/')).origin });
    expect(await w.page.locator('[data-board]').getAttribute('data-variant')).toBe('bashni-turkish');
    await w.page.click('bashni-editor [data-act="copy"]');
    await w.page.waitForFunction(() => document.querySelector('[data-copied]')?.textContent !== '');
    expect(await w.page.evaluate(() => navigator.clipboard.readText())).toBe('W:Wc3:Bf6');
    expect(await text(w.page, '[data-copied]')).toBe(editorWords.en.copied);
    expect(w.errors).toEqual([]);
  });

  it('loads at most 40 KB of JavaScript gzipped, with no PDN parser', async () => {
    const w = await open('/editor/');
    await w.page.waitForLoadState('networkidle');
    expect(w.scripts.length).toBeGreaterThan(0);
    const total = gzipTotal(w);
    console.log(`editor page JS: ${w.scripts.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThanOrEqual(JS_BUDGET);
    for (const s of w.scripts) expect(s.body.toString('utf8')).not.toMatch(PARSER);
    expect(w.errors).toEqual([]);
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`at 375 px the board and the palette fit the first screen, every control is a 40 px target (${lang})`, async () => {
      const { page, errors } = await open(lang === 'ru' ? '/ru/editor/' : '/editor/', { width: 375, height: 667 });
      const view = { width: 375, height: 667 };
      for (const sel of ['[data-board]', 'bashni-editor .ed-palette']) {
        const box = (await page.locator(sel).boundingBox())!;
        expect(box, sel).toBeTruthy();
        expect(box.x, sel).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, sel).toBeLessThanOrEqual(view.width);
        expect(box.y + box.height, sel).toBeLessThanOrEqual(view.height);
        console.log(`375x667 ${lang} ${sel}: bottom at ${Math.round(box.y + box.height)} px, ${Math.round(box.width)} px wide`);
      }
      expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollWidth])).toEqual([0, 375]);
      const targets = await page.$$eval('bashni-editor button, bashni-editor a.btn, bashni-editor select, bashni-editor input, [data-board] [data-square]', (els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { what: e.getAttribute('data-square') ?? e.getAttribute('data-act') ?? e.getAttribute('data-tool') ?? e.textContent?.trim() ?? e.tagName, w: r.width, h: r.height };
        }),
      );
      expect(targets.length).toBeGreaterThan(40);
      const small = targets.filter((t) => t.w < 40 || t.h < 40);
      expect(small).toEqual([]);
      // and it works there by taps
      await tool(page, 'b');
      await square(page, 'e5');
      expect(await boardFen(page)).toContain('e5');
      await screenshot(page, `editor-375-${lang}`);
      expect(errors).toEqual([]);
    });
  }

  it('axe-core finds no violation, in either language and colour scheme, with a warning and with an error (at the start: pages.test.ts)', async () => {
    const found: string[] = [];
    for (const path of ['/editor/', '/ru/editor/']) {
      const { page } = await open(path);
      for (const state of ['warning', 'error']) {
        if (state === 'warning') {
          await page.click('bashni-editor [data-act="clear-board"]');
          await tool(page, 'w');
          await square(page, 'c3');
          await page.click('bashni-editor [data-at-bottom]');
          await tool(page, 'b');
          await square(page, 'c3');
          await square(page, 'f6');
          expect(await text(page, '[data-warning]')).not.toBe('');
          await page.locator('[data-board] [data-square][tabindex="0"]').focus();
        }
        if (state === 'error') {
          await typeFen(page, 'W:Wz9');
          expect(await text(page, '[data-error]')).not.toBe('');
        }
        // the same state in both schemes: a scheme changes colours only (pages.test.ts), so the
        // dark one needs axe's colour rules alone
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          const result = await axeViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined);
          console.log(`axe ${scheme} ${path} (${state}): ${result.length} violations${result.length ? ` (${result.map((v) => `${v.id}/${v.impact}×${v.nodes}`).join(', ')})` : ''}`);
          for (const v of result) found.push(`${scheme} ${path} ${state}: ${v.id} (${v.impact}) ×${v.nodes} e.g. ${v.first}`);
        }
        await page.emulateMedia({ colorScheme: 'light' });
      }
    }
    expect(found).toEqual([]);
  });
});
