// Browser tests of the play page (issue 10, "Play against the engine"): a game played by clicks
// against the weakest level, a takeback, a resignation, the record copied from the page and checked
// by the real `bashni verify` process; a position from the address; the JavaScript budget with the
// engine's worker; the phone layout; axe-core in both languages. Built site, system chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { makeMoveText } from '../../engine/notation.ts';
import { Position, sameMove } from '../../engine/position.ts';
import { search } from '../../engine/search.ts';
import { squareName } from '../../engine/squares.ts';
import type { Move, Square, VariantName } from '../../engine/types.ts';
import { clickSquare, type MoveInput } from '../../site/src/client/board/move-input.ts';
import { parsePositionLink } from '../../site/src/client/board/position-link.ts';
import { problemDescription } from '../../site/src/i18n/problems.ts';
import { bashni } from '../records/cli.ts';
import { gzipTotal, OUT, PARSER, fileSite, watchedPage, type Watched, screenshot } from './harness.ts';

/**
 * Issue 10: the play page's JavaScript, its worker and the move sounds included, at most 60 KB
 * gzipped: 59.1 KB (60,468 bytes) on 2026-12-05 after the budget's cuts (63.1 KB, 64,655 bytes,
 * before: Vite's preload helper left out, the PDN writer loaded when the record is shown, copied or
 * downloaded; docs/site.md, "Budgets"). Measured after 15 moves, before the record is shown.
 */
const JS_BUDGET = 60 * 1024;
const site = fileSite();

async function open(path: string, width = 1280, height = 900): Promise<Watched> {
  const w = await watchedPage(site, width, height);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  await w.page.waitForSelector('[data-play-board][data-fen]');
  return w;
}

const board = (page: Page) => page.locator('[data-play-board]');
const status = (page: Page) => page.locator('[data-status]');

/** The position the board shows (its data-fen and data-variant). */
async function shown(page: Page): Promise<Position> {
  const fen = (await board(page).getAttribute('data-fen'))!;
  const variant = (await board(page).getAttribute('data-variant')) as VariantName;
  const r = parseFen(fen, variant);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value;
}

/** The squares a reader clicks to enter `move` (as move-input.ts reads clicks): the column, then its final square if that names it, else its landing squares in order. */
function clicksFor(pos: Position, move: Move): Square[] {
  const final = move.path[move.path.length - 1]!;
  const first = clickSquare(pos, undefined, move.from);
  const direct = clickSquare(pos, first.input, final);
  if (direct.kind === 'move' && sameMove(direct.move, move)) return [move.from, final];
  const out: Square[] = [move.from];
  let input: MoveInput | undefined = first.input;
  for (const sq of move.path) {
    const o = clickSquare(pos, input, sq);
    out.push(sq);
    if (o.kind === 'move') {
      expect(sameMove(o.move, move)).toBe(true);
      return out;
    }
    input = o.input;
  }
  throw new Error(`no clicks enter ${makeMoveText(pos, move, { captures: 'full' })}`);
}

/** Waits until the engine has answered (or the game has ended): the user's turn again. */
async function userTurn(page: Page, user: 'white' | 'black'): Promise<Position> {
  await page.waitForFunction(
    (side) => {
      const root = document.querySelector<HTMLElement>('[data-play-board]')!;
      const st = document.querySelector<HTMLElement>('[data-status]')!;
      return st.dataset.engineState === 'idle' && (st.dataset.result !== '' || root.dataset.fen!.startsWith(side === 'white' ? 'W' : 'B'));
    },
    user,
    { timeout: 30_000 },
  );
  return shown(page);
}

async function clickMove(page: Page, pos: Position, move: Move): Promise<void> {
  for (const sq of clicksFor(pos, move))
    await board(page)
      .locator(`[data-square="${squareName(sq)}"]`)
      .click();
}

/**
 * The record's box, filled once it is in view (play-page.ts loads the PDN writer then): scrolled
 * into view, its text when it holds a record.
 */
async function recordText(page: Page): Promise<string> {
  const box = page.locator('[data-pdn]');
  await box.scrollIntoViewIfNeeded();
  await box.focus(); // the box fills when half in view, or when it takes the focus
  await expect.poll(() => box.inputValue()).toMatch(/^\[Event /);
  return box.inputValue();
}

describe('play page', () => {
  it('plays 15 moves by clicks against the weakest level, takes one back, resigns; the copied PDN is valid for bashni verify; the JS with the worker stays in budget', async () => {
    const w = await open('/play/');
    const { page } = w;
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.served.url.replace(/\/$/, '') });
    expect(await page.locator('[data-level-choice]').inputValue()).toBe('beginner');
    const fens: string[] = [];
    let pos = await userTurn(page, 'white');
    expect(makeFen(pos)).toBe(makeFen(Position.initial('bashni')));
    for (let i = 0; i < 15; i++) {
      expect(await status(page).getAttribute('data-result'), `the game goes on at move ${i + 1}`).toBe('');
      // the user's move: the best at depth 2 (the beginner's replies are drawn by the page's own
      // random numbers, so the game differs from run to run; random moves of the user lost it
      // within 15 moves in one run of 2026-12-02, and a finished game has no takeback)
      const move = search(pos, { depth: 2 }).best!;
      fens.push(makeFen(pos));
      await clickMove(page, pos, move);
      // the move is on the board at once (the reply comes from the worker after it)
      const next = pos.play(move);
      await page.waitForFunction((f) => document.querySelector<HTMLElement>('[data-play-board]')!.dataset.fen !== f, makeFen(pos));
      const after = await shown(page);
      if (after.turn === 'black') expect(makeFen(after)).toBe(makeFen(next));
      pos = await userTurn(page, 'white');
    }
    expect(await page.locator('[data-moves] span').count()).toBe(30);
    // the JavaScript the page loaded for the game, the engine's worker and the sounds included: no
    // PDN writer (it loads when the record's box is half in view, or for Copy or Download; the
    // steps below scroll the page down to it), no parser
    await page.waitForLoadState('networkidle');
    const total = gzipTotal(w);
    console.log(`play page JS: ${w.scripts.length} files (${w.scripts.map((s) => s.url.split('/').pop()).join(', ')}), ${(total / 1024).toFixed(1)} KB (${total} bytes) gzipped`);
    expect(w.scripts.some((s) => /play-worker/.test(s.url))).toBe(true);
    expect(w.scripts.some((s) => /play-record/.test(s.url))).toBe(false);
    expect(total).toBeLessThanOrEqual(JS_BUDGET);
    for (const s of w.scripts) expect(s.body.toString('utf8')).not.toMatch(PARSER);

    // issue 25: the list keeps the current move in view (the last, here), and steps the board back through the game
    const inView = () =>
      page.locator('[data-moves]').evaluate((list) => {
        const cur = list.querySelector<HTMLElement>('[aria-current="step"]');
        if (!cur) return 'none';
        const a = list.getBoundingClientRect();
        const b = cur.getBoundingClientRect();
        return b.top >= a.top - 1 && b.bottom <= a.bottom + 1 ? cur.textContent : `${cur.textContent} outside ${a.top}-${a.bottom}: ${b.top}-${b.bottom}`;
      });
    expect(await inView()).toBe(await page.locator('[data-moves] button').last().textContent());
    await page.locator('[data-act="prev"]').click();
    await page.locator('[data-act="prev"]').click();
    expect(await board(page).getAttribute('data-fen'), 'two plies back: the position before the 15th move').toBe(fens[14]);
    expect(await status(page).getAttribute('data-viewing')).toBe('28');
    await page.locator('[data-moves] button[data-ply="2"]').click();
    expect(await inView()).toBe(await page.locator('[data-moves] button[data-ply="2"]').textContent());
    expect(await board(page).getAttribute('data-fen')).toBe(fens[1]);
    await page.locator('[data-act="last"]').click();
    expect(makeFen(await shown(page))).toBe(makeFen(pos));
    expect(await status(page).getAttribute('data-viewing')).toBe('');
    await screenshot(page, 'play-15-moves');

    // take back: the user's 15th move and the reply to it
    await page.locator('[data-act="takeback"]').click();
    expect(await board(page).getAttribute('data-fen')).toBe(fens[14]);
    expect(await page.locator('[data-moves] span').count()).toBe(28);

    // resign asks once: the first press only asks, anything else calls it off, the second press resigns
    await page.locator('[data-act="resign"]').click();
    expect(await status(page).getAttribute('data-result')).toBe('');
    expect(await page.locator('[data-act="resign"]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-act="flip"]').click();
    expect(await page.locator('[data-act="resign"]').getAttribute('aria-pressed')).toBe('false');
    await page.locator('[data-act="flip"]').click();
    await page.locator('[data-act="resign"]').click();
    await page.locator('[data-act="resign"]').click();
    // Black wins, the page says so
    expect(await status(page).getAttribute('data-result')).toBe('0-1');
    expect(await page.locator('[data-act="resign"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-act="takeback"]').isDisabled()).toBe(true);

    // copy the record, read it back from the clipboard, and let the real command check it
    await page.locator('[data-act="copy"]').click();
    await page.waitForFunction(() => document.querySelector('[data-copied]')!.textContent !== '');
    const pdn = await page.evaluate(() => navigator.clipboard.readText());
    expect(pdn).toBe(await page.locator('[data-pdn]').inputValue());
    expect(pdn).toMatch(/\[Result "0-1"\]/);
    expect(pdn).toMatch(/\[Variant "Bashni"\]/);
    expect(pdn).toMatch(/\[Termination "White resigned"\]/);
    // the download is the same record
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-act="download"]').click()]);
    expect(download.suggestedFilename()).toBe('bashni-game.pdn');
    // the browser is the run's server (a remote connection): the file is fetched from it
    const saved = join(OUT, 'play-download.pdn');
    await download.saveAs(saved);
    expect(readFileSync(saved, 'utf8')).toBe(pdn);
    const v = await bashni(['verify', '-'], { input: pdn });
    console.log(`play page record: ${v.stdout.trim()}`);
    expect(v.stdout).toContain('valid, 28 plies (bashni)');
    expect(v.stdout).toContain('1 games: 1 valid, 0 invalid');
    expect(v.status).toBe(0);

    // "analyse this game": the analysis board's address with the start and the game's moves
    const link = (await page.locator('[data-analyse]').getAttribute('href'))!;
    expect(link.startsWith('/analysis/#')).toBe(true);
    const parsed = parsePositionLink(link.slice(link.indexOf('#')));
    expect(parsed.fen).toBeUndefined();
    expect(parsed.variant).toBe('bashni');
    let replay = Position.initial('bashni');
    for (const text of parsed.moves) {
      const m = replay.legalMoves().find((x) => makeMoveText(replay, x, { captures: 'full' }) === text);
      expect(m, text).toBeDefined();
      replay = replay.play(m!);
    }
    expect(parsed.moves).toHaveLength(28);
    expect(makeFen(replay)).toBe(fens[14]);

    // the writer is loaded by now (the record's box came into view, or Copy asked for it), and it is no parser either
    expect(w.scripts.some((s) => /play-record/.test(s.url))).toBe(true);
    for (const s of w.scripts) expect(s.body.toString('utf8')).not.toMatch(PARSER);
    console.log(`play page JS after Copy (the PDN writer loaded): ${(gzipTotal(w) / 1024).toFixed(1)} KB gzipped`);

    // the game survives a reload (localStorage): its moves, its end, and a notice offering a new game
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-moves] button') !== null);
    expect(await page.locator('[data-moves] span').count()).toBe(28);
    expect(await status(page).getAttribute('data-result')).toBe('0-1');
    expect(await board(page).getAttribute('data-fen')).toBe(fens[14]);
    expect(await page.locator('[data-restored]').isVisible()).toBe(true);
    expect(await recordText(page)).toBe(pdn);
    await page.locator('.play-actions [data-act="new-game"]').click();
    expect(await page.locator('[data-restored]').isVisible()).toBe(false);
    expect(await page.locator('[data-moves] button').count()).toBe(0);
    expect(w.errors).toEqual([]);
  }, 240_000);

  it('starts from a position in the address, ends by the rules on either side, and takes a new address', async () => {
    // one white man facing one black man: whoever is White takes it, and Black has no move left
    const w = await open('/play/#fen=W%3AWc3%3ABd4&variant=russian');
    const { page } = w;
    expect(await page.locator('[data-fen-input]').inputValue()).toBe('W:Wc3:Bd4');
    expect(await page.locator('[data-variant-choice]').inputValue()).toBe('russian');
    let pos = await userTurn(page, 'white');
    expect(makeFen(pos)).toBe('W:Wc3:Bd4');
    expect(pos.variant).toBe('russian');
    await clickMove(page, pos, pos.legalMoves()[0]!);
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-status]')!.dataset.result === '1-0');
    expect(await status(page).textContent()).toBe('You won: Black has no legal move.');
    let pdn = await recordText(page);
    expect(pdn).toContain('[FEN "W:Wc3:Bd4"]');
    expect(pdn).toContain('[Variant "Russian"]');
    expect(pdn).toContain('[Termination "Black has no legal move"]');
    expect((await bashni(['verify', '-'], { input: pdn })).status).toBe(0);

    // the same position with the user as Black: the engine moves first, and the user has lost
    await page.locator('input[name="side"][value="black"]').check();
    await page.locator('[data-act="new"]').click();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-status]')!.dataset.result === '1-0');
    expect(await status(page).textContent()).toBe('You lost: Black has no legal move.');
    expect(await board(page).getAttribute('data-fen')).toBe('B:We5:B');
    pdn = await page.locator('[data-pdn]').inputValue();
    expect(pdn).toMatch(/\[Black "Player"\][\s\S]*1\. c3:e5 1-0/);
    expect((await bashni(['verify', '-'], { input: pdn })).status).toBe(0);

    // a position with no legal move for the side to move cannot be played: the page says why and keeps its game
    await page.locator('[data-fen-input]').fill('B:Wc3:B');
    await page.locator('[data-act="new"]').click();
    expect(await page.locator('[data-fen-input]').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.locator('[data-fen-note]').textContent()).toContain('Black has no legal move');
    expect(await board(page).getAttribute('data-fen')).toBe('B:We5:B');
    // an unreadable FEN: the engine's code in the page's words
    await page.locator('[data-fen-input]').fill('W:Wz9:Bd4');
    await page.locator('[data-act="new"]').click();
    // (the words of the FEN's codes are loaded when a FEN is refused)
    await expect.poll(() => page.locator('[data-fen-note]').textContent()).toContain(problemDescription('FEN_SQUARE', 'en'));

    // a new address (the editor's "play from here" on the same page) starts a game from it
    await page.evaluate(() => (location.hash = '#fen=W%3AWc3%2Cd4(wbb)%3ABf6%2Ch8&variant=bashni'));
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-play-board]')!.dataset.variant === 'bashni');
    pos = await userTurn(page, 'black');
    expect(pos.variant).toBe('bashni');
    expect(await page.locator('[data-fen-input]').getAttribute('aria-invalid')).toBeNull();
    expect(w.errors).toEqual([]);
  }, 120_000);

  it("issue 44: a finished game's Computer analysis link opens the analysis board with the game and runs the whole-game review", async () => {
    const w = await open('/play/');
    const { page } = w;
    const link = page.locator('[data-review-link]');
    // two moves of the user's, the engine's replies, then the user resigns
    let pos = await userTurn(page, 'white');
    for (let i = 0; i < 2; i++) {
      expect(await link.isHidden(), 'no computer analysis while the game goes on').toBe(true);
      await clickMove(page, pos, search(pos, { depth: 2 }).best!);
      pos = await userTurn(page, 'white');
    }
    await page.locator('[data-act="resign"]').click();
    await page.locator('[data-act="resign"]').click();
    expect(await status(page).getAttribute('data-result')).toBe('0-1');
    const played = await page.locator('[data-moves] button').allTextContents();
    expect(played).toHaveLength(4);
    const end = await board(page).getAttribute('data-fen');
    // the link, shown now, leads to the analysis board with this game, its review asked for
    expect(await link.isVisible()).toBe(true);
    expect(await link.innerText()).toBe('Computer analysis');
    await Promise.all([page.waitForURL(/\/analysis\/#.*review=1/), link.click()]);
    await page.locator('[data-review][data-review-state="done"]').waitFor({ timeout: 120_000 });
    // the board's main line is the game's, move for move (the review's marks aside), and it shows the game's end
    const line = await page.locator('[data-moves] > .mv').evaluateAll((els) => els.map((el) => el.firstChild?.textContent ?? ''));
    expect(line).toEqual(played);
    expect(await page.locator('[data-move-board]').getAttribute('data-fen')).toBe(end);
    // the review judged both sides' moves
    for (const side of ['white', 'black']) expect(await page.locator(`[data-review-side="${side}"]`).getAttribute('data-blunders')).toMatch(/^\d+$/);
    expect(w.errors).toEqual([]);
  }, 240_000);

  it('keeps the page answering while the master level thinks in its worker', async () => {
    const w = await open('/play/');
    const { page } = w;
    await page.evaluate(() => {
      const seen: { start: number; ms: number }[] = [];
      (window as unknown as { longTasks: typeof seen }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask' });
    });
    // The worker's answer is held back from the page until the flip below is drawn: the master
    // level searches for 1 s of the clock, and on a loaded machine the test's clicks took longer
    // than that (issue 47), so "the engine still thinks when the flip is drawn" was a race. Held,
    // the order is certain; the answer is still the real worker's, and it must come from a Worker
    // (a search on the page itself would post nothing here, and the wait for it would fail).
    type Hold = { on: boolean; replies: number; held: (() => void)[] };
    await page.evaluate(() => {
      const hold: Hold = { on: true, replies: 0, held: [] };
      (window as unknown as { engineHold: Hold }).engineHold = hold;
      const Real = window.Worker;
      window.Worker = function (url: string | URL, options?: WorkerOptions) {
        const worker = new Real(url, options);
        let handler: ((e: MessageEvent) => void) | null = null;
        Object.defineProperty(worker, 'onmessage', { get: () => handler, set: (h: typeof handler) => (handler = h) });
        worker.addEventListener('message', (e) => {
          hold.replies++;
          const deliver = () => handler?.call(worker, e);
          if (hold.on) hold.held.push(deliver);
          else deliver();
        });
        return worker;
      } as unknown as typeof Worker;
    });
    await page.locator('[data-level-choice]').selectOption('master');
    await page.locator('input[name="side"][value="black"]').check();
    await page.locator('[data-act="new"]').click();
    // (the click's own work, drawing the new game, is done when the click returns: what follows is the engine's time)
    const asked = await page.evaluate(() => performance.now());
    await expect.poll(() => status(page).getAttribute('data-engine-state')).toBe('thinking');
    // a click is handled while the engine has the position: the board turns round before its answer is shown
    const before = await board(page).locator('svg.board-svg').innerHTML();
    await page.locator('[data-act="flip"]').click();
    const during = await page.evaluate(() => document.querySelector<HTMLElement>('[data-status]')!.dataset.engineState);
    const repliedBeforeFlip = await page.evaluate(() => (window as unknown as { engineHold: Hold }).engineHold.replies);
    expect(await board(page).locator('svg.board-svg').innerHTML()).not.toBe(before);
    // the answer comes from the worker, then reaches the page
    await page.waitForFunction(() => (window as unknown as { engineHold: Hold }).engineHold.replies >= 1, undefined, { timeout: 30_000 });
    await page.evaluate(() => {
      const hold = (window as unknown as { engineHold: Hold }).engineHold;
      hold.on = false;
      for (const deliver of hold.held.splice(0)) deliver();
    });
    const pos = await userTurn(page, 'black');
    expect(pos.turn).toBe('black');
    expect(await page.locator('[data-moves] span').count()).toBe(1);
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; ms: number }[] }).longTasks);
    const longest = Math.max(0, ...tasks.filter((t) => t.start >= asked).map((t) => t.ms));
    console.log(
      `master level (1 s a move in the worker): the page's longest task while it thought ${longest.toFixed(0)} ms (every long task since the page opened: ${tasks.map((t) => t.ms.toFixed(0)).join(', ') || 'none'}); the engine was ${during} when the flip was drawn, its search ${repliedBeforeFlip ? 'done' : 'still running'}`,
    );
    expect(during).toBe('thinking');
    // the level, the side and the game in progress survive a reload
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-moves] button') !== null);
    expect(await page.locator('[data-level-choice]').inputValue()).toBe('master');
    expect(await page.locator('input[name="side"][value="black"]').isChecked()).toBe(true);
    expect(await page.locator('[data-moves] span').count()).toBe(1);
    expect(makeFen(await shown(page))).toBe(makeFen(pos));
    expect(await page.locator('[data-restored]').isVisible()).toBe(true);
    expect(w.errors).toEqual([]);
  }, 60_000);

  it('fits a 375 px phone: board, status and game buttons on the first screen, every tap target at least 40 px', async () => {
    for (const path of ['/play/', '/ru/play/']) {
      const w = await open(path, 375, 667);
      const { page } = w;
      const boardBox = (await page.locator('[data-play-board] .board').boundingBox())!;
      console.log(`play page ${path} at 375x667: board ${boardBox.width.toFixed(0)} px from y ${boardBox.y.toFixed(0)} to ${(boardBox.y + boardBox.height).toFixed(0)}`);
      expect(boardBox.width).toBeGreaterThanOrEqual(8 * 40);
      expect(boardBox.y + boardBox.height).toBeLessThanOrEqual(667);
      expect(boardBox.x + boardBox.width).toBeLessThanOrEqual(375);
      for (const sel of ['[data-status]', '[data-act="takeback"]', '[data-act="resign"]', '[data-act="flip"]', '.play-actions [data-act="new-game"]']) {
        const b = (await page.locator(sel).boundingBox())!;
        expect(b.y + b.height, `${path} ${sel} on the first screen`).toBeLessThanOrEqual(667);
        expect(b.x + b.width, `${path} ${sel} within the width`).toBeLessThanOrEqual(375);
      }
      // the four game buttons on one line
      const tops = await page.locator('.play-actions button').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(Math.max(...tops) - Math.min(...tops), `${path} game buttons on one line: ${tops.join(', ')}`).toBeLessThan(20);
      // and while Resign asks for its confirmation (its words change)
      await page.locator('[data-act="resign"]').click();
      expect(await page.locator('[data-act="resign"]').getAttribute('aria-pressed')).toBe('true');
      const armed = await page.locator('.play-actions button').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(Math.max(...armed) - Math.min(...armed), `${path} game buttons on one line while Resign asks: ${armed.join(', ')}`).toBeLessThan(20);
      await page.locator('[data-act="flip"]').click();
      expect(await page.locator('[data-act="resign"]').getAttribute('aria-pressed')).toBe('false');
      await page.locator('[data-act="flip"]').click();
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('bashni-play button, bashni-play a, bashni-play select, bashni-play input[type="text"], bashni-play fieldset label, bashni-play textarea')]
          .map((el) => ({ what: `${el.tagName.toLowerCase()} ${el.textContent?.trim().slice(0, 30) ?? ''}`, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.width < 40 || r.height < 40))
          .map(({ what, r }) => `${what}: ${r.width.toFixed(0)}x${r.height.toFixed(0)}`),
      );
      expect(small, `${path} tap targets under 40 px`).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      await screenshot(page, `play-375${path === '/play/' ? '' : '-ru'}`);
      expect(w.errors).toEqual([]);
    }
  }, 120_000);

  it('issue 44: Take back looks disabled before the first move, Resign and Take back once the game is over; the step buttons are drawn icons, no symbol characters; a Russian page writes its record in Russian', async () => {
    for (const path of ['/play/', '/ru/play/']) {
      const w = await open(path, 375, 667);
      const { page } = w;
      const look = (sel: string) =>
        page.locator(sel).evaluate((el) => {
          const css = getComputedStyle(el);
          return { disabled: (el as HTMLButtonElement).disabled, opacity: Number(css.opacity), cursor: css.cursor };
        });
      const off = { disabled: true, opacity: 0.5, cursor: 'not-allowed' };
      expect(await look('[data-act="takeback"]'), path).toEqual(off);
      expect(await look('[data-act="resign"]'), path).toEqual({ disabled: false, opacity: 1, cursor: 'pointer' });
      // an enabled button keeps the full look
      expect(await page.locator('[data-act="flip"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      // the four step buttons: an SVG each, no text a font must draw
      const steps = await page
        .locator('.play-steps button')
        .evaluateAll((els) => els.map((el) => ({ act: (el as HTMLElement).dataset.act, svg: !!el.querySelector('svg'), text: el.textContent.trim() })));
      expect(steps).toEqual(['first', 'prev', 'next', 'last'].map((act) => ({ act, svg: true, text: '' })));
      if (path === '/ru/play/') {
        // a move, then the record: its Event and the player in Russian
        const pos = await userTurn(page, 'white');
        await clickMove(page, pos, pos.legalMoves()[0]!);
        await page.locator('[data-moves] button').first().waitFor();
        const pdn = await recordText(page);
        expect(pdn).toContain('[Event "Партия против движка"]');
        expect(pdn).toMatch(/\[White "Игрок"\]/);
        expect(pdn).not.toMatch(/Player|Game against/);
        expect(await page.locator('[data-act="takeback"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      } else {
        // resigned: Resign and Take back can do nothing more, and look so
        await page.locator('[data-act="resign"]').click();
        await page.locator('[data-act="resign"]').click();
        await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-status]')!.dataset.result !== '');
        expect(await look('[data-act="resign"]'), path).toEqual(off);
        expect(await look('[data-act="takeback"]'), path).toEqual(off);
      }
      expect(w.errors).toEqual([]);
    }
  });
});
