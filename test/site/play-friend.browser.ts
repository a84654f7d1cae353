// Browser tests of the play page's games between two people (issue 46 points 1 and 2) and of the
// result box after a game against the engine (issue 44, "Rematch and a result box"): a 20-ply game
// between two browser contexts by links only (each move a new link opened in the other context,
// one in English at 1280 px, the other in Russian at 375 px), a tampered link refused at the right
// move, a draw offer accepted, a resignation, the games listed; an over-the-board game played to
// its end with a takeback and its PDN checked by the real `bashni verify`; the result box and a
// rematch. No console errors anywhere. Built site, system chromium.
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
import { readFriendHash, writeFriendHash } from '../../site/src/client/play/friend-link.ts';
import { bashni } from '../records/cli.ts';
import { OUT, fileSite, gzipTotal, screenshot, watchedPage, type Watched } from './harness.ts';

const site = fileSite();

async function open(path: string, width: number, height = 900): Promise<Watched> {
  const w = await watchedPage(site, width, height);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  await w.page.waitForSelector('[data-play-board][data-fen]');
  return w;
}

const friendBoard = (page: Page) => page.locator('[data-friend-board]');
const friendStatus = (page: Page) => page.locator('[data-friend-status]');

/** The position a board shows (its data-fen and data-variant). */
async function shown(page: Page, sel: string): Promise<Position> {
  const root = page.locator(sel);
  const fen = (await root.getAttribute('data-fen'))!;
  const variant = (await root.getAttribute('data-variant')) as VariantName;
  const r = parseFen(fen, variant);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value;
}

/** The squares a reader clicks to enter `move` (as move-input.ts reads clicks). */
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
    if (o.kind === 'move') return out;
    input = o.input;
  }
  throw new Error(`no clicks enter ${makeMoveText(pos, move, { captures: 'full' })}`);
}

async function clickMove(page: Page, sel: string, pos: Position, move: Move): Promise<void> {
  for (const sq of clicksFor(pos, move)) await page.locator(`${sel} [data-square="${squareName(sq)}"]`).click();
}

/** Waits until the friend board shows `fen`. */
async function showsFen(page: Page, fen: string): Promise<void> {
  await page.waitForFunction((f) => document.querySelector<HTMLElement>('[data-friend-board]')?.dataset.fen === f, fen);
}

/** The link the page offers now (its link box). */
const linkOf = (page: Page) => page.locator('[data-friend-link]').inputValue();

/** Opens `link`'s game in `page` (its own language's play page), as a reader following it would. */
async function follow(page: Page, path: string, link: string): Promise<void> {
  const hash = link.slice(link.indexOf('#'));
  await page.goto(site.url(path + hash), { waitUntil: 'load' });
}

describe('play a friend', () => {
  it('two browsers play 20 plies by links only; a tampered link is refused at its move; a draw offer accepted; a resignation; the games listed', async () => {
    const a = await open('/play/', 1280);
    const b = await open('/ru/play/', 375, 667);
    expect(a.context).not.toBe(b.context);
    // A starts a game with a friend, playing White; the page's code for it loads only now
    expect(a.scripts.some((s) => /friend/.test(s.url))).toBe(false);
    await a.page.locator('input[name="opponent"][value="friend"]').check();
    await a.page.locator('input[name="side"][value="white"]').check();
    await a.page.locator('[data-act="new"]').click();
    await a.page.waitForSelector('[data-friend-board][data-fen]');
    expect(await a.page.locator('[data-play-board]').isVisible()).toBe(false);
    expect(await friendStatus(a.page).textContent()).toBe('Your move (White): play it, then send the new link.');
    let pos = Position.initial('bashni');
    const fens: string[] = [makeFen(pos)];
    const links: string[] = [];
    for (let ply = 0; ply < 20; ply++) {
      const [mover, waiter, waiterPath] = ply % 2 === 0 ? [a.page, b.page, '/ru/play/'] : [b.page, a.page, '/play/'];
      expect(makeFen(await shown(mover, '[data-friend-board]'))).toBe(makeFen(pos));
      const move = search(pos, { depth: 2 }).best!;
      await clickMove(mover, '[data-friend-board]', pos, move);
      pos = pos.play(move);
      fens.push(makeFen(pos));
      await showsFen(mover, makeFen(pos));
      // the mover may no longer move: it waits for the friend's reply
      expect(await friendStatus(mover).getAttribute('data-turn')).toBe(pos.turn);
      const link = await linkOf(mover);
      links.push(link);
      await follow(waiter, waiterPath, link);
      await showsFen(waiter, makeFen(pos));
      expect(await waiter.locator('[data-friend-moves] .play-friend-move').count()).toBe(ply + 1);
      if (ply === 0) {
        expect(await friendStatus(b.page).textContent()).toBe('Ваш ход (чёрные): сделайте его и отправьте новую ссылку.');
        await b.page.locator('[data-friend-title]').evaluate((el) => el.scrollIntoView());
        await screenshot(b.page, 'play-friend-375-ru');
      }
    }
    console.log(`a 20-ply game's link: ${links[19]!.length} characters (${links[19]})`);
    expect(await friendStatus(a.page).textContent()).toBe('Your move (White): play it, then send the new link.');
    await screenshot(a.page, 'play-friend-1280');

    // a tampered link: its 15th move changed to one that is not legal there; the game opens before it, and says so
    const read = readFriendHash(links[19]!.slice(links[19]!.indexOf('#')));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const moves = [...read.link.moves];
    moves[14] = 'a1-h8';
    await follow(b.page, '/ru/play/', `/ru/play/${writeFriendHash({ ...read.link, moves })}`);
    await showsFen(b.page, fens[14]!);
    expect(await b.page.locator('[data-friend-problem]').textContent()).toBe('Ход 15 из ссылки (a1-h8) невозможен: партия показана до него.');
    // damaged text and an unknown variant: one line in the page's language, no game
    await follow(a.page, '/play/', '/play/#friend=%3Cscript%3Ealert(1)%3C/script%3E');
    await a.page.waitForFunction(() => document.querySelector<HTMLElement>('[data-friend]')?.dataset.friendMode === 'none');
    expect(await a.page.locator('[data-friend-problem]').textContent()).toBe('This link is damaged: it holds no game. Ask your friend to send it again.');
    await follow(a.page, '/play/', `/play/${writeFriendHash({ ...read.link, variant: 'chess' as VariantName })}`);
    await a.page.waitForFunction(() => document.querySelector('[data-friend-problem]')?.textContent?.includes('variant'));
    expect(await a.page.locator('[data-friend-problem]').textContent()).toBe('This link’s game is of a variant this site does not know.');

    // back to the real game: A plays its 21st ply and offers a draw; B accepts; A sees the draw
    await follow(a.page, '/play/', links[19]!);
    await showsFen(a.page, fens[20]!);
    const move = search(pos, { depth: 2 }).best!;
    await clickMove(a.page, '[data-friend-board]', pos, move);
    pos = pos.play(move);
    await showsFen(a.page, makeFen(pos));
    await a.page.locator('[data-friend-act="offer"]').click();
    expect(await friendStatus(a.page).textContent()).toBe('White offers a draw: accept it, or play a move to decline.');
    await follow(b.page, '/ru/play/', await linkOf(a.page));
    await showsFen(b.page, makeFen(pos));
    expect(await friendStatus(b.page).textContent()).toBe('Белые предлагают ничью: примите её или сделайте ход, чтобы отказаться.');
    await b.page.locator('[data-friend-act="accept"]').click();
    expect(await friendStatus(b.page).getAttribute('data-result')).toBe('1/2-1/2');
    await follow(a.page, '/play/', await linkOf(b.page));
    await a.page.waitForFunction(() => document.querySelector<HTMLElement>('[data-friend-status]')?.dataset.result === '1/2-1/2');
    expect(await friendStatus(a.page).textContent()).toBe('Draw: agreed by both players.');
    expect(await a.page.locator('[data-friend-act="offer"]').isDisabled()).toBe(true);

    // a second game, started by B as Black: A (White) moves, B resigns (asked once), A sees the win
    await b.page.goto(site.url('/ru/play/'), { waitUntil: 'load' });
    await b.page.locator('input[name="opponent"][value="friend"]').check();
    await b.page.locator('input[name="side"][value="black"]').check();
    await b.page.locator('[data-act="new"]').click();
    await b.page.waitForSelector('[data-friend-board][data-fen]');
    expect(await friendStatus(b.page).textContent()).toBe('Ход друга (белые): отправьте ему ссылку ниже и дождитесь ответа.');
    await follow(a.page, '/play/', await linkOf(b.page));
    const start = Position.initial('bashni');
    await showsFen(a.page, makeFen(start));
    await clickMove(a.page, '[data-friend-board]', start, start.legalMoves()[0]!);
    await showsFen(a.page, makeFen(start.play(start.legalMoves()[0]!)));
    await follow(b.page, '/ru/play/', await linkOf(a.page));
    await showsFen(b.page, makeFen(start.play(start.legalMoves()[0]!)));
    await b.page.locator('[data-friend-act="resign"]').click();
    expect(await friendStatus(b.page).getAttribute('data-result')).toBe('');
    await b.page.locator('[data-friend-act="resign"]').click();
    expect(await friendStatus(b.page).getAttribute('data-result')).toBe('1-0');
    await follow(a.page, '/play/', await linkOf(b.page));
    await a.page.waitForFunction(() => document.querySelector<HTMLElement>('[data-friend-status]')?.dataset.result === '1-0');
    expect(await friendStatus(a.page).textContent()).toBe('White wins: Black resigned.');

    // both games are kept in each browser and listed as games with friends, on the plain page too
    await a.page.goto(site.url('/play/'), { waitUntil: 'load' });
    await a.page.waitForSelector('[data-friend-list]:not([hidden]) [data-friend-game]');
    expect(await a.page.locator('[data-friend-game]').count()).toBe(2);
    expect(await a.page.locator('[data-friend-games] li').allTextContents()).toEqual([
      expect.stringMatching(/^With a friend \(you: White\) 1 ply, last .*: finished$/),
      expect.stringMatching(/^With a friend \(you: White\) 21 plies, last .*: finished$/),
    ]);
    // a game opens from the list
    await a.page.locator('[data-friend-game]').last().click();
    await a.page.waitForFunction(() => document.querySelector<HTMLElement>('[data-friend-status]')?.dataset.result === '1/2-1/2');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 300_000);

  it('plays a game over the board to its end: the board turns to the side to move (or stays), a takeback by agreement, the PDN verified', async () => {
    for (const [path, width] of [
      ['/play/', 1280],
      ['/ru/play/', 375],
    ] as const) {
      const w = await open(path, width, width === 375 ? 667 : 900);
      const { page } = w;
      await page.locator('input[name="opponent"][value="board"]').check();
      await page.locator('[data-variant-choice]').selectOption('russian');
      // two men each side: the game ends within a few dozen plies
      await page.locator('[data-fen-input]').fill('W:Wc3,e3:Bd6,f6');
      await page.locator('[data-act="new"]').click();
      await page.waitForSelector('[data-friend-board][data-fen]');
      let pos = await shown(page, '[data-friend-board]');
      expect(makeFen(pos)).toBe('W:Wc3,e3:Bd6,f6');
      /** Whether the board shows White's side at the bottom (a1's square below h8's). */
      const whiteBelow = async () => {
        const a1 = (await friendBoard(page).locator('[data-square="a1"]').boundingBox())!;
        const h8 = (await friendBoard(page).locator('[data-square="h8"]').boundingBox())!;
        return a1.y > h8.y;
      };
      expect(await whiteBelow()).toBe(true);
      let plies = 0;
      for (; plies < 200 && (await friendStatus(page).getAttribute('data-result')) === ''; plies++) {
        const move = search(pos, { depth: 3 }).best!;
        await clickMove(page, '[data-friend-board]', pos, move);
        pos = pos.play(move);
        await showsFen(page, makeFen(pos));
        // the board turned to the side to move
        expect(await whiteBelow(), `ply ${plies + 1}`).toBe(pos.turn === 'white');
        if (plies === 1) {
          // a takeback when both agree: asked once, then taken; the board turns back
          await page.locator('[data-friend-act="takeback"]').click();
          await page.locator('[data-friend-act="takeback"]').click();
          pos = await shown(page, '[data-friend-board]');
          expect(pos.turn).toBe('black');
          expect(await whiteBelow()).toBe(false);
          // the board kept fixed: it no longer turns
          await page.locator('[data-friend-fixed]').check();
          const again = search(pos, { depth: 3 }).best!;
          await clickMove(page, '[data-friend-board]', pos, again);
          pos = pos.play(again);
          await showsFen(page, makeFen(pos));
          expect(await whiteBelow()).toBe(false);
          await page.locator('[data-friend-fixed]').uncheck();
          expect(await whiteBelow()).toBe(true);
        }
        if (plies === 4) await page.locator('[data-friend-title]').evaluate((el) => el.scrollIntoView());
        if (plies === 4) await screenshot(page, `play-board-${width}${path === '/play/' ? '' : '-ru'}`);
      }
      const result = (await friendStatus(page).getAttribute('data-result'))!;
      console.log(`over the board (${path}): ended after ${plies} plies: ${result} (${await friendStatus(page).textContent()})`);
      expect(result).not.toBe('');
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-friend-act="download"]').click()]);
      const saved = join(OUT, `play-board${width}.pdn`);
      await download.saveAs(saved);
      const pdn = readFileSync(saved, 'utf8');
      expect(pdn).toContain(`[Result "${result}"]`);
      expect(pdn).toContain('[FEN "W:Wc3,e3:Bd6,f6"]');
      expect(pdn).toContain(path === '/play/' ? '[Event "Over-the-board game"]' : '[Event "Партия за одной доской"]');
      const v = await bashni(['verify', '-'], { input: pdn });
      expect(v.status, v.stdout + v.stderr).toBe(0);
      expect(w.errors).toEqual([]);
    }
  }, 300_000);

  it('shows the result box at the end of a game against the engine; rematch swaps the colours at the same level; the first-load JS carries no friend code', async () => {
    for (const [path, width, won, lost] of [
      ['/play/', 1280, 'You won: Black has no legal move.', 'You lost: Black has no legal move.'],
      ['/ru/play/', 375, 'Вы выиграли: у чёрных нет хода.', 'Вы проиграли: у чёрных нет хода.'],
    ] as const) {
      // one white man facing one black man: whoever is White takes it at once
      const w = await open(`${path}#fen=W%3AWc3%3ABd4&variant=russian`, width, width === 375 ? 667 : 900);
      const { page } = w;
      await page.locator('[data-level-choice]').selectOption('casual');
      await page.locator('[data-act="new"]').click();
      expect(await page.locator('[data-result-box]').isVisible()).toBe(false);
      const pos = await shown(page, '[data-play-board]');
      await clickMove(page, '[data-play-board]', pos, pos.legalMoves()[0]!);
      await page.waitForSelector('[data-result-box]:not([hidden])');
      expect(await page.locator('[data-result-text]').textContent()).toBe(won);
      expect(await page.locator('[data-result-analyse]').getAttribute('href')).toMatch(/\/analysis\/#fen=W%3AWc3%3ABd4&variant=russian&moves=c3%3Ae5$/);
      await page.locator('[data-result-box]').evaluate((el) => el.scrollIntoView());
      await screenshot(page, `play-result-${width}${path === '/play/' ? '' : '-ru'}`);
      // rematch: the user now Black, the engine White at the same level, takes at once; the box says so
      await page.locator('[data-act="rematch"]').click();
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-status]')!.dataset.result === '1-0' && document.querySelector<HTMLElement>('[data-play-board]')!.dataset.fen === 'B:We5:B',
      );
      expect(await page.locator('[data-result-text]').textContent()).toBe(lost);
      expect(await page.locator('[data-result-box]').isVisible()).toBe(true);
      expect(await page.locator('[data-level-choice]').inputValue()).toBe('casual');
      // new game from the box: the box goes
      await page.locator('[data-result-box] [data-act="new-game"]').click();
      await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-status]')!.dataset.result === '');
      expect(await page.locator('[data-result-box]').isVisible()).toBe(false);
      await page.waitForLoadState('networkidle');
      console.log(
        `play page ${path}: JS loaded by a game's end, its result box and record in view ${(gzipTotal(w) / 1024).toFixed(2)} KB gzipped (${w.scripts.map((s) => s.url.split('/').pop()).join(', ')})`,
      );
      expect(w.scripts.some((s) => /friend|lz-string/.test(s.url))).toBe(false);
      expect(w.errors).toEqual([]);
    }
  }, 180_000);
});
