// Puzzles on the shared move board (issue 21): a piece dragged on a puzzle page is a move the
// puzzle takes, on a board seen from White and on one seen from Black (flipped); a drag dropped
// back on its own square takes nothing. Built site, system chromium, a real mouse.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeMoveText } from '../../engine/notation.ts';
import { squareName } from '../../engine/squares.ts';
import type { Square } from '../../engine/types.ts';
import type { PuzzleEntry } from '../../puzzles/file.ts';
import { clickSquare } from '../../site/src/client/board/move-input.ts';
import { collectionPuzzles, fileSite, watchedPage, type Watched } from './harness.ts';

const site = fileSite();

async function open(path: string): Promise<Watched> {
  const w = await watchedPage(site, 1280, 900);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  return w;
}

/** A puzzle with `turn` to move whose first solution move is named by its column and its last square (what one drag gives). */
function draggable(turn: 'white' | 'black'): PuzzleEntry | undefined {
  return collectionPuzzles().find((p) => {
    const first = p.moves[0]!;
    return p.position.turn === turn && clickSquare(p.position, { from: first.from, landings: [] }, first.path.at(-1)!).kind === 'move';
  });
}

/** The centre of a square on the page's board. */
async function centre(page: Page, sq: Square): Promise<[number, number]> {
  const box = (await page.locator(`[data-board] [data-square="${squareName(sq)}"]`).boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Presses on `from`'s column, moves the mouse in steps by way of `via` (a point) to `to`, releases. */
async function drag(page: Page, from: Square, to: Square, via?: readonly [number, number]): Promise<void> {
  const [fx, fy] = await centre(page, from);
  const [tx, ty] = await centre(page, to);
  await page.mouse.move(fx, fy);
  await page.mouse.down();
  const [vx, vy] = via ?? [(fx + tx) / 2, (fy + ty) / 2];
  await page.mouse.move(vx, vy, { steps: 4 });
  await page.mouse.move(tx, ty, { steps: 4 });
  await page.mouse.up();
}

const puzzleAttr = (page: Page, name: string) => page.locator('bashni-puzzle').getAttribute(name);

describe('dragging on a puzzle page', () => {
  for (const turn of ['white', 'black'] as const) {
    it(`takes the dragged move (${turn} to move, the board seen from ${turn})`, async () => {
      const p = draggable(turn);
      expect(p, `a puzzle with ${turn} to move whose first move one drag names`).toBeTruthy();
      const first = p!.moves[0]!;
      const text = makeMoveText(p!.position, first, { captures: 'full' });
      const w = await open(`/puzzles/${p!.spec.id}/`);
      const { page } = w;
      expect((await page.locator('[data-board] svg').getAttribute('data-flipped')) === 'true').toBe(turn === 'black');
      const before = await page.locator('[data-board]').innerHTML();
      // carried away (well past the 6 px that make a press a drag) and dropped back where it started: nothing taken, nothing chosen
      const [fx, fy] = await centre(page, first.from);
      await drag(page, first.from, first.from, [fx + 30, fy + 30]);
      expect(await puzzleAttr(page, 'data-ply')).toBe('0');
      expect(await page.locator('[data-board] .sq.selected').count()).toBe(0);
      // the solution's first move, dragged
      await drag(page, first.from, first.path.at(-1)!);
      expect(await puzzleAttr(page, 'data-ply')).toBe(p!.moves.length > 1 ? '2' : '1');
      expect(await puzzleAttr(page, 'data-puzzle-state')).toBe(p!.moves.length > 1 ? 'playing' : 'solved');
      expect((await page.locator('[data-line] li').allInnerTexts())[0]).toBe(text);
      expect(await page.locator('bashni-puzzle [data-announce]').innerText()).toMatch(new RegExp(`^You played ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(await page.locator('[data-board]').innerHTML()).not.toBe(before);
      expect(w.errors).toEqual([]);
    });
  }
});
