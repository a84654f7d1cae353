// Browser tests of Lasca on the site (issue 24): a game played by clicks on /play/ on the 7x7
// board, its record checked by the real `bashni verify` and opened on the analysis board; the
// published Lasca game and puzzle pages draw 7x7. Built site, system chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { makeMoveText } from '../../engine/notation.ts';
import { Position, sameMove } from '../../engine/position.ts';
import { rng } from '../../engine/random.ts';
import { squareName } from '../../engine/squares.ts';
import type { Move, Square, VariantName } from '../../engine/types.ts';
import { clickSquare, type MoveInput } from '../../site/src/client/board/move-input.ts';
import { parsePositionLink } from '../../site/src/client/board/position-link.ts';
import { bashni } from '../records/cli.ts';
import { fileSite, watchedPage, type Watched } from './harness.ts';

const site = fileSite();

async function open(path: string, ready: string): Promise<Watched> {
  const w = await watchedPage(site, 1280, 900);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  await w.page.locator(ready).first().waitFor();
  return w;
}

async function shown(page: Page, root: string): Promise<Position> {
  const fen = (await page.locator(root).getAttribute('data-fen'))!;
  const variant = (await page.locator(root).getAttribute('data-variant')) as VariantName;
  const r = parseFen(fen, variant);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value;
}

/** The squares to click to enter `move` (move-input.ts): the column, then landings until the move is named. */
function clicksFor(pos: Position, move: Move): Square[] {
  const out: Square[] = [move.from];
  let input: MoveInput | undefined = clickSquare(pos, undefined, move.from).input;
  const final = move.path[move.path.length - 1]!;
  const direct = clickSquare(pos, input, final);
  if (direct.kind === 'move' && sameMove(direct.move, move)) return [move.from, final];
  for (const sq of move.path) {
    const o = clickSquare(pos, input, sq);
    out.push(sq);
    if (o.kind === 'move') return out;
    input = o.input;
  }
  throw new Error(`no clicks enter ${makeMoveText(pos, move, { captures: 'full' })}`);
}

/** The board drawn: its viewBox and the squares it has. */
async function drawn(page: Page, root: string): Promise<{ viewBox: string | null; squares: string[] }> {
  const svg = page.locator(`${root} svg.board-svg`).first();
  return { viewBox: await svg.getAttribute('viewBox'), squares: await svg.locator('[data-square]').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!)) };
}

describe('Lasca on the site', () => {
  it('plays 8 moves by clicks on /play/ on the 7x7 board; the record is valid Lasca and opens on the analysis board', async () => {
    const { page, errors } = await open('/play/#variant=lasca', '[data-play-board][data-fen]');
    expect(await page.locator('[data-variant-choice]').inputValue()).toBe('lasca');
    const board = drawn(page, '[data-play-board]');
    expect((await board).viewBox).toBe('0 0 700 700');
    expect((await board).squares).toHaveLength(25);
    const idle = (side: 'white' | 'black') =>
      page.waitForFunction(
        (s) => {
          const st = document.querySelector<HTMLElement>('[data-status]')!;
          const fen = document.querySelector<HTMLElement>('[data-play-board]')!.dataset.fen!;
          return st.dataset.engineState === 'idle' && (st.dataset.result !== '' || fen.startsWith(s === 'white' ? 'W' : 'B'));
        },
        side,
        { timeout: 30_000 },
      );
    await idle('white');
    let pos = await shown(page, '[data-play-board]');
    expect(makeFen(pos)).toBe(makeFen(Position.initial('lasca')));
    const random = rng(24);
    let played = 0;
    for (; played < 8 && (await page.locator('[data-status]').getAttribute('data-result')) === ''; played++) {
      const legal = pos.legalMoves();
      const move = legal[Math.floor(random() * legal.length)]!;
      for (const sq of clicksFor(pos, move)) await page.locator(`[data-play-board] [data-square="${squareName(sq)}"]`).click();
      await page.waitForFunction((f) => document.querySelector<HTMLElement>('[data-play-board]')!.dataset.fen !== f, makeFen(pos));
      await idle('white');
      pos = await shown(page, '[data-play-board]');
      expect(pos.variant).toBe('lasca');
    }
    expect(played).toBeGreaterThan(3);
    // the record's box is filled once it is in view (play-page.ts loads the PDN writer then)
    const box = page.locator('[data-pdn]');
    await box.scrollIntoViewIfNeeded();
    await box.focus(); // the box fills when half in view, or when it takes the focus
    await expect.poll(() => box.inputValue()).toContain('[Variant "Lasca"]');
    const pdn = await box.inputValue();
    const v = await bashni(['verify', '-'], { input: pdn });
    expect(v.stdout).toMatch(/valid, \d+ plies \(lasca\)/);
    expect(v.status).toBe(0);

    // "analyse this game": the analysis board replays the moves on 7x7
    const link = (await page.locator('[data-analyse]').getAttribute('href'))!;
    expect(parsePositionLink(link.slice(link.indexOf('#'))).variant).toBe('lasca');
    await page.goto(site.url(link), { waitUntil: 'load' });
    await page.locator('[data-move-board] svg').first().waitFor();
    await page.waitForFunction((f) => document.querySelector<HTMLElement>('[data-move-board]')?.dataset.fen === f, makeFen(pos), { timeout: 30_000 });
    expect(await page.locator('[data-move-board]').getAttribute('data-variant')).toBe('lasca');
    expect((await drawn(page, '[data-move-board]')).squares).toHaveLength(25);
    expect(errors).toEqual([]);
  }, 240_000);

  it('analyses a Lasca position: a move by clicks on the analysis board', async () => {
    const { page, errors } = await open('/analysis/#variant=lasca', '[data-move-board] svg');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-move-board]')?.dataset.variant === 'lasca');
    const pos = await shown(page, '[data-move-board]');
    const move = pos.legalMoves().find((m) => makeMoveText(pos, m) === 'c3-d4')!;
    for (const sq of clicksFor(pos, move)) await page.locator(`[data-move-board] [data-square="${squareName(sq)}"]`).click();
    await page.waitForFunction((f) => document.querySelector<HTMLElement>('[data-move-board]')!.dataset.fen === f, makeFen(pos.play(move)));
    expect(errors).toEqual([]);
  });

  it('the published Lasca game and puzzle pages draw the 7x7 board, in both languages', async () => {
    for (const [path, root] of [
      ['/games/lasca-engine-1/', 'bashni-replay'],
      ['/ru/games/lasca-engine-1/', 'bashni-replay'],
      ['/puzzles/lasca-g2-p7/', 'bashni-puzzle'],
      ['/ru/puzzles/lasca-g2-p7/', 'bashni-puzzle'],
    ] as const) {
      const { page, errors } = await open(path, `${root} svg.board-svg`);
      const board = await drawn(page, root);
      expect(board.viewBox, path).toBe('0 0 700 700');
      expect(board.squares, path).toHaveLength(25);
      expect(
        board.squares.filter((s) => s.startsWith('h') || s.endsWith('8')),
        path,
      ).toEqual([]);
      expect(errors, path).toEqual([]);
    }
  });
});
