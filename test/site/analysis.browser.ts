// Browser tests of the analysis board (/analysis/, issue 10) against the built site: the position
// from the address, a capture by clicks checked against the real `bashni moves`, the engine in its
// worker (the puzzle's first move, the main thread's longest task, its speed against Node's), a
// record opened from the checker at ply 10, a share link in a fresh page, the tree's PDN checked by
// the real `bashni verify`, the links from game and puzzle pages, the JS budget, 375 px, axe-core.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { makeFen, parseFen } from '../../engine/fen.ts';
import { makeMoveText } from '../../engine/notation.ts';
import { parsePdn } from '../../grammar/pdn.ts';
import { replayGame } from '../../records/replay.ts';
import { problemDescription } from '../../site/src/i18n/problems.ts';
import { analyse } from '../../site/src/client/analysis/engine-analysis.ts';
import { bashni } from '../records/cli.ts';
import { gzipTotal, axeViolations, OUT, PARSER, ROOT, builtGames, collectionPuzzles, fileSite, sharedSite, watchedPage, type Watched, screenshot } from './harness.ts';

/**
 * The analysis page's budget is 60 KB gzipped, its engine worker included: 59.5 KB (60,884 bytes)
 * on 2026-12-05 after the budget's cuts (61.2 KB, 62,704 bytes, before: Vite's preload helper left
 * out, the words only the view writes out of the client's dictionary; docs/site.md, "Budgets").
 */
const JS_BUDGET = 60 * 1024;
let DIST = '';
const site = fileSite();

beforeAll(() => {
  DIST = sharedSite().dist;
});

async function open(path: string, width = 1280, height = 900): Promise<Watched> {
  const w = await watchedPage(site, width, height);
  await w.page.goto(site.url(path), { waitUntil: 'load' });
  await w.page.locator('[data-move-board] svg').first().waitFor();
  return w;
}

const fenOf = (page: Page) => page.locator('[data-move-board]').getAttribute('data-fen');
const engine = (page: Page) => page.locator('[data-engine]');
const click = (page: Page, square: string) => page.locator(`[data-move-board] [data-square="${square}"]`).click();
const link = (fen: string, variant = 'bashni', moves: string[] = []) =>
  `/analysis/#fen=${encodeURIComponent(fen)}&variant=${variant}${moves.length ? `&moves=${encodeURIComponent(moves.join(' '))}` : ''}`;

/** The engine started with a think time (seconds), then its state once the search is done. */
async function think(page: Page, seconds: string): Promise<void> {
  await page.selectOption('[data-time]', seconds);
  await page.click('button[data-act="engine"]');
  // waited for by an observer of the panel, not by polling: the test's own work stays off the page's main thread
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const panel = document.querySelector('[data-engine]')!;
        new MutationObserver(() => {
          if (panel.getAttribute('data-engine-state') === 'done') done();
        }).observe(panel, { attributes: true });
        if (panel.getAttribute('data-engine-state') === 'done') done();
      }),
  );
}

describe('analysis board', () => {
  it('opens a column position from the address; a capture by clicks gives the FEN `bashni moves` gives', async () => {
    const fen = 'W:Wc3,e3:Bd4(bw),f6';
    const w = await open(link(fen));
    const { page } = w;
    expect(await fenOf(page)).toBe(makeFen((parseFen(fen) as { ok: true; value: Parameters<typeof makeFen>[0] }).value));
    expect(await page.locator('[data-move-board]').getAttribute('data-variant')).toBe('bashni');
    // the real command lists the moves with the FEN after each
    const run = await bashni(['moves', '--fen', fen, '--json']);
    expect(run.status, run.stderr).toBe(0);
    const moves = JSON.parse(run.stdout) as { full: string; fen: string }[];
    const capture = moves.find((m) => m.full === 'c3:e5:g7');
    expect(capture).toBeDefined();
    // the column, then its final square: the only path of c3 that ends on g7
    await click(page, 'c3');
    await click(page, 'g7');
    await page.waitForFunction((want) => document.querySelector('[data-move-board]')?.getAttribute('data-fen') === want, capture!.fen);
    expect(await fenOf(page)).toBe(capture!.fen);
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3:e5:g7']);
    // issue 25: after a move by mouse the arrow keys step the tree (not the board's squares)
    const startFen = makeFen((parseFen(fen) as { ok: true; value: Parameters<typeof makeFen>[0] }).value);
    await page.keyboard.press('ArrowLeft');
    expect(await fenOf(page)).toBe(startFen);
    await page.keyboard.press('ArrowRight');
    expect(await fenOf(page)).toBe(capture!.fen);
    // the FEN field follows the position; the links to play and edit carry it
    expect(await page.locator('[data-fen-field]').inputValue()).toBe(capture!.fen);
    expect(decodeURIComponent((await page.locator('a[data-to*="/play/"]').getAttribute('href'))!)).toContain(`fen=${capture!.fen}`);
    expect(decodeURIComponent((await page.locator('a[data-to*="/editor/"]').getAttribute('href'))!)).toContain(`fen=${capture!.fen}`);
    // a variant whose rules keep every move keeps the tree, silently
    await page.locator('[data-variant-choice]').selectOption('bashni-forward');
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3:e5:g7']);
    expect(await page.locator('[data-move-board]').getAttribute('data-variant')).toBe('bashni-forward');
    // a backward capture is not legal there: the page asks first; no keeps the variant and the tree
    await page.locator('[data-variant-choice]').selectOption('bashni');
    await page.evaluate(() => (location.hash = '#fen=W%3AWe5%2Ca1%3ABd4%2Ch8&variant=bashni&moves=e5%3Ac3'));
    await page.waitForFunction(() => document.querySelectorAll('[data-moves] .mv').length === 1 && document.querySelector('[data-moves] .mv')!.textContent === 'e5:c3');
    const asked: string[] = [];
    page.once('dialog', (d) => (asked.push(d.message()), void d.dismiss()));
    await page.locator('[data-variant-choice]').selectOption('bashni-forward');
    expect(asked).toHaveLength(1);
    expect(await page.locator('[data-variant-choice]').inputValue()).toBe('bashni');
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['e5:c3']);
    page.once('dialog', (d) => void d.accept());
    await page.locator('[data-variant-choice]').selectOption('bashni-forward');
    expect(await page.locator('[data-moves] .mv').count()).toBe(0);
    expect(await page.locator('[data-move-board]').getAttribute('data-variant')).toBe('bashni-forward');
    // a FEN typed in the field sets the board; a bad one is said in words
    await page.locator('[data-fen-field]').fill('W:Wc3:Bd4');
    await page.locator('[data-fen-form] button[type="submit"]').click();
    expect(await fenOf(page)).toBe('W:Wc3:Bd4');
    await page.locator('[data-fen-field]').fill('W:Wz9');
    await page.locator('[data-fen-form] button[type="submit"]').click();
    expect(await page.locator('[data-fen-field]').getAttribute('aria-invalid')).toBe('true');
    // the words come with a module loaded on demand: waited for, not read at once
    await expect.poll(() => page.locator('[data-status]').innerText()).toContain(problemDescription('FEN_SQUARE', 'en'));
    expect(w.errors).toEqual([]);
  });

  it('runs the engine on a puzzle position: its best move is the puzzle’s first solution move', async () => {
    // a forced win: the fastest win's first move is the puzzle's (puzzles check makes it unique)
    const puzzle = collectionPuzzles().find((p) => p.spec.goal.kind === 'win' && p.moves.length >= 5);
    expect(puzzle, 'a win puzzle of three moves or more').toBeDefined();
    const first = makeMoveText(puzzle!.position, puzzle!.moves[0]!, { captures: 'full' });
    const w = await open(link(puzzle!.spec.fen, puzzle!.spec.variant));
    await think(w.page, '3');
    const panel = engine(w.page);
    console.log(`engine on ${puzzle!.spec.id}: ${await panel.getAttribute('data-engine-best')} at depth ${await panel.getAttribute('data-engine-depth')} (solution ${first})`);
    expect(await panel.getAttribute('data-engine-best')).toBe(first);
    expect(Number(await panel.getAttribute('data-engine-depth'))).toBeGreaterThan(0);
    // the best move is drawn as an arrow, and the evaluation is a forced win for the side to move
    expect(await w.page.locator('[data-move-board] .arrows polyline').count()).toBeGreaterThan(0);
    expect(await w.page.locator('[data-eval]').innerText()).toMatch(puzzle!.position.turn === 'white' ? /^#\d/ : /^#-\d/);
    // the evaluation bar says the same, filled for the winner; the line is a button that plays it into the tree
    const bar = w.page.locator('[data-eval-bar]');
    expect(await bar.getAttribute('data-score')).toBe(await w.page.locator('[data-eval]').innerText());
    expect(await bar.evaluate((b) => b.style.getPropertyValue('--white'))).toBe(puzzle!.position.turn === 'white' ? '100.0%' : '0.0%');
    // (issue 44: each move of a line is a button of its own)
    const pv = await w.page.locator('.engine-lines li').first().locator('.engine-move').allInnerTexts();
    await w.page.locator('.engine-line').first().click();
    expect(await w.page.locator('[data-moves] .mv').allInnerTexts()).toEqual(pv);
    expect(w.errors).toEqual([]);
  });

  it("prints the main thread's longest task while the engine thinks for 3 s, and the worker's speed against Node's", async () => {
    const fen = 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8';
    const w = await open(link(fen));
    const { page } = w;
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    await think(page, '3');
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    const longest = Math.max(0, ...longTasks);
    const workerNps = Number(await engine(page).getAttribute('data-engine-nps'));
    // the same search in Node, on this machine, right after
    const node = analyse({ fen, variant: 'bashni', lines: 1, timeMs: 3000 }, () => undefined);
    if ('error' in node) throw new Error(node.error.message);
    console.log(`main thread while the engine thinks 3 s: ${longTasks.length} long tasks, longest ${longest.toFixed(0)} ms`);
    console.log(`engine speed: worker ${workerNps} nodes/s, Node ${node.nps} nodes/s (${((100 * workerNps) / node.nps).toFixed(0)}%)`);
    // figures, not verdicts: a loaded machine stretches any task (the issue's aims, no task over 50 ms
    // and at least half of Node's speed, are read from these lines and reported in docs/site.md)
    expect(await engine(page).getAttribute('data-engine-state')).toBe('done');
    expect(workerNps).toBeGreaterThan(0);
    expect(node.nps).toBeGreaterThan(0);
  });

  it('opens a record from the checker at ply 10 with its variations and comments', async () => {
    // the first game of an annotated file: comments after every move, the engine's better moves as variations
    const file = readFileSync(join(ROOT, 'games/engine-club.pdn'), 'utf8');
    const text = file.slice(0, file.indexOf('[Event', 10));
    const game = parsePdn(text).value[0]!;
    const replayed = replayGame(game);
    const ply10 = replayed.mainLine!.plies[9]!;
    const want = makeFen(ply10.before.play(ply10.move));
    expect(text).toContain('(');
    const w = await watchedPage(site, 1280, 900);
    const { page } = w;
    await page.goto(site.url('/check/'), { waitUntil: 'load' });
    await page.fill('#pdn-text', text);
    await page.click('button[data-act="check"]');
    await page.locator('bashni-replay').waitFor();
    await page.click('bashni-replay button[data-act="first"]');
    for (let i = 0; i < 10; i++) await page.click('bashni-replay button[data-act="next"]');
    await Promise.all([page.waitForURL(/\/analysis\//), page.click('bashni-replay button[data-act="analyse"]')]);
    await page.locator('[data-move-board] svg').waitFor();
    await page.waitForFunction((fen) => document.querySelector('[data-move-board]')?.getAttribute('data-fen') === fen, want);
    expect(await fenOf(page)).toBe(want);
    // the whole record came along: main line, variations, comments
    expect(await page.locator('[data-moves] .mv').count()).toBeGreaterThan(replayed.mainLine!.plies.length);
    expect(await page.locator('[data-moves] .var').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-moves] .comment').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-moves] .mv[aria-current]').innerText()).toBe(makeMoveText(ply10.before, ply10.move, { captures: 'full' }));
    // issue 25: the record's marks came too (3... b6-a5 $4 is a blunder, "??"), and each variation has one pair of brackets
    expect(await page.locator('[data-moves] .mv', { hasText: 'b6-a5' }).first().locator('.nag').innerText()).toBe('??');
    // (the stylesheet draws them, .var::before and ::after: the text itself has none)
    const varTexts = await page.locator('[data-moves] .var').allTextContents();
    expect(varTexts.length).toBeGreaterThan(0);
    for (const t of varTexts) expect(t.trim()).not.toMatch(/^\(|\)$/);
    expect(
      await page
        .locator('[data-moves] .var')
        .first()
        .evaluate((v) => getComputedStyle(v, '::before').content),
    ).toBe('"("');
    expect(w.errors).toEqual([]);
  });

  it('a share link reproduces the tree and the position in a fresh page; the tree’s PDN (with a variation) passes `bashni verify`', async () => {
    const w = await open('/analysis/');
    const { page } = w;
    // a line, back one move, another move: a variation
    for (const [from, to] of [
      ['c3', 'd4'],
      ['f6', 'g5'],
      ['g3', 'h4'],
    ] as const) {
      await click(page, from);
      await click(page, to);
    }
    await page.click('button[data-act="prev"]');
    await click(page, 'b2');
    await click(page, 'c3');
    expect(await page.locator('[data-moves] .var').count()).toBe(1);
    await page.click('button[data-act="share"]');
    // (the link is packed by a module loaded on demand: the address changes a moment later)
    await page.waitForURL(/#pdn=/);
    const shared = page.url();
    expect(shared).toContain('#');
    const fen = await fenOf(page);
    // a fresh page (its own context: nothing stored is shared)
    const fresh = await watchedPage(site, 1280, 900);
    await fresh.page.goto(shared, { waitUntil: 'load' });
    await fresh.page.locator('[data-move-board] svg').waitFor();
    // issue 44: the whole tree travels (the variation too), at the move shown
    await expect.poll(() => fresh.page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3-d4', 'f6-g5', 'g3-h4', 'b2-c3']);
    expect(await fenOf(fresh.page)).toBe(fen);
    expect(await fresh.page.locator('[data-moves] .mv[aria-current]').innerText()).toBe('b2-c3');
    // the PDN of the whole tree, downloaded, is valid for the real command
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('button[data-act="download-pdn"]')]);
    const dir = mkdtempSync(join(tmpdir(), 'bashni-analysis-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const pdnFile = join(dir, 'analysis.pdn');
    await download.saveAs(pdnFile);
    const pdn = readFileSync(pdnFile, 'utf8');
    expect(pdn).toContain('(');
    const verdict = await bashni(['verify', pdnFile]);
    console.log(`analysis PDN:\n${pdn}\nbashni verify: status ${verdict.status} ${verdict.stdout.trim()}`);
    expect(verdict.status, verdict.stdout + verdict.stderr).toBe(0);
    // the SVG is the CLI's unstyled drawing
    const [svg] = await Promise.all([page.waitForEvent('download'), page.click('button[data-act="svg"]')]);
    const svgFile = join(dir, 'position.svg');
    await svg.saveAs(svgFile);
    const drawn = readFileSync(svgFile, 'utf8');
    expect(drawn).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" class="board-svg" /);
    expect(drawn).not.toContain('styled');
    writeFileSync(join(OUT, 'analysis-position.svg'), drawn);
    // issue 25: the PDN the page wrote, pasted into its PDN box, opens again: the same tree, at the main line's end
    const before = await page.locator('[data-moves] .mv').allInnerTexts();
    await page.locator('.pdn-paste summary').click();
    await page.locator('[data-pdn-field]').fill(pdn);
    await page.locator('[data-pdn-form] button[type="submit"]').click();
    await page.waitForFunction(() => / is open: /.test(document.querySelector('[data-status]')?.textContent ?? ''));
    expect((await page.locator('[data-moves] .mv').allInnerTexts()).sort()).toEqual([...before].sort());
    expect(await page.locator('[data-moves] .var').count()).toBeGreaterThan(0);
    expect(w.errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
  });

  it('takes back, promotes and deletes in the tree; the list keys step through the line', async () => {
    const w = await open('/analysis/');
    const { page } = w;
    const start = await fenOf(page);
    await click(page, 'c3');
    await click(page, 'd4');
    const afterOne = await fenOf(page);
    await click(page, 'f6');
    await click(page, 'g5');
    await page.click('button[data-act="first"]');
    expect(await fenOf(page)).toBe(start);
    await click(page, 'e3');
    await click(page, 'f4');
    // e3-f4 is a variation to c3-d4; promoted, it becomes the main line
    expect(await page.locator('[data-moves] .var .mv').allInnerTexts()).toEqual(['e3-f4']);
    await page.click('button[data-act="promote"]');
    expect(await page.locator('[data-moves] .var .mv').allInnerTexts()).toEqual(['c3-d4', 'f6-g5']);
    await page.click('button[data-act="remove"]');
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3-d4', 'f6-g5']);
    expect(await fenOf(page)).toBe(start);
    // keys from the move list: right steps forward, End to the end, left back; ignored with a modifier
    await page.locator('[data-moves] .mv').first().focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await fenOf(page)).toBe(afterOne);
    await page.keyboard.press('Shift+ArrowRight');
    expect(await fenOf(page)).toBe(afterOne);
    await page.keyboard.press('End');
    await page.click('button[data-act="takeback"]');
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3-d4']);
    expect(await fenOf(page)).toBe(afterOne);
    // Black's reply by dragging the top of f6's column to g5
    const centre = async (sq: string) => {
      const box = (await page.locator(`[data-move-board] [data-square="${sq}"]`).boundingBox())!;
      return [box.x + box.width / 2, box.y + box.height / 2] as const;
    };
    const [fx, fy] = await centre('f6');
    const [tx, ty] = await centre('g5');
    await page.mouse.move(fx, fy);
    await page.mouse.down();
    await page.mouse.move((fx + tx) / 2, (fy + ty) / 2, { steps: 4 });
    await page.mouse.move(tx, ty, { steps: 4 });
    await page.mouse.up();
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3-d4', 'f6-g5']);
    // White's move by the keyboard: Enter on d2's square, then Enter on c3
    await page.locator('[data-move-board] [data-square="d2"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-move-board] [data-square="c3"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-moves] .mv').allInnerTexts()).toEqual(['c3-d4', 'f6-g5', 'd2-c3']);
    expect(await page.locator('[data-move-board] [data-announce]').textContent()).toContain('d2-c3');
    expect(w.errors).toEqual([]);
  });

  it('game and puzzle pages link to the analysis board on their position', async () => {
    const w = await watchedPage(site, 1280, 900);
    const { page } = w;
    const puzzle = collectionPuzzles()[0]!;
    await page.goto(site.url(`/puzzles/${puzzle.spec.id}/`), { waitUntil: 'load' });
    await Promise.all([page.waitForURL(/\/analysis\//), page.click('a[data-analyse]')]);
    await page.locator('[data-move-board] svg').waitFor();
    expect(await fenOf(page)).toBe(makeFen(puzzle.position));
    const slug = builtGames(DIST)[0];
    await page.goto(site.url(`/games/${slug}/#6`), { waitUntil: 'load' });
    const fen = await page.evaluate(() => (document.querySelector('bashni-replay') as unknown as { node: { fen: string } }).node.fen);
    await Promise.all([page.waitForURL(/\/analysis\//), page.click('bashni-replay button[data-act="analyse"]')]);
    await page.locator('[data-move-board] svg').waitFor();
    await page.waitForFunction((want) => document.querySelector('[data-move-board]')?.getAttribute('data-fen') === want, fen);
    expect(await fenOf(page)).toBe(fen);
    // issue 25: the whole game came along, at that ply (the 6th move is the current one, moves after it are in the list)
    expect(await page.locator('[data-moves] .mv').count()).toBeGreaterThan(6);
    expect(await page.locator('[data-moves] .mv').nth(5).getAttribute('aria-current')).toBe('step');
    expect(w.errors).toEqual([]);
  });

  it("draws the line's evaluation graph (the record's [%eval] and the engine's), the ply shown marked; a click or the slider's keys go to a ply; at 375 px too", async () => {
    // test/site/fixtures/games/test-variations.pdn: 5 main-line moves, each with an [%eval]
    const w = await watchedPage(site, 375, 800);
    const { page } = w;
    await page.goto(site.url('/games/test-variations/#3'), { waitUntil: 'load' });
    await Promise.all([page.waitForURL(/\/analysis\/#.*record=1/), page.click('bashni-replay button[data-act="analyse"]')]);
    await page.locator('[data-move-board] svg').waitFor();
    const slider = page.locator('.analysis-graph [data-eval-slider]');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('3');
    expect(await slider.getAttribute('aria-valuemax')).toBe('5');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Ply 3 of 5: +0.10');
    // the record's five evaluations are points; the start has none
    expect(await page.locator('.analysis-graph .eval-dot').count()).toBe(5);
    expect(await page.locator('.analysis-graph .eval-scale').innerText()).toMatch(/\+5\s+0\s+−5/);
    const cursorAt = () => page.locator('.analysis-graph .eval-cursor').getAttribute('x1');
    expect(await cursorAt()).toBe('360.0');
    // within a phone's width; a tap on the first ply's point goes there
    const box = (await page.locator('.analysis-graph svg').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await page.locator('[data-moves] .mv').count()).toBe(7); // the main line's five and the variation's two
    await page.locator('.analysis-graph svg').click({ position: { x: box.width / 5, y: box.height / 2 } });
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('1');
    expect(await page.locator('[data-moves] .mv').first().getAttribute('aria-current')).toBe('step');
    expect(await cursorAt()).toBe('120.0');
    // the keyboard: the graph is one tab stop, a slider; its arrows step the line, Home and End its ends
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('2');
    expect(await page.locator('[data-moves] .mv').nth(1).getAttribute('aria-current')).toBe('step');
    await page.keyboard.press('End');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('5');
    await page.keyboard.press('Home');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('0');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-eval-slider'))).toBe(true);
    expect(await slider.getAttribute('aria-valuetext')).toBe('Ply 0 of 5, no evaluation');
    // the engine's evaluation of the start joins the graph
    await think(page, '3');
    await expect.poll(() => page.locator('.analysis-graph .eval-dot').count()).toBe(6);
    const said = await engine(page).locator('[data-eval]').innerText();
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^Ply 0 of 5: [+−]/);
    console.log(`analysis graph: the engine's evaluation of the start ${said}, the slider says "${await slider.getAttribute('aria-valuetext')}"`);
    // a move played from the start makes a variation: the graph follows the line shown (the start and that move)
    await page.locator('button[data-act="engine"]').click();
    await click(page, 'a3');
    await click(page, 'b4');
    await expect.poll(() => slider.getAttribute('aria-valuemax')).toBe('1');
    expect(await slider.getAttribute('aria-valuenow')).toBe('1');
    await screenshot(page, 'analysis-graph-375', true);
    // in Russian
    await page.goto(site.url('/ru/games/test-variations/#3'));
    await Promise.all([page.waitForURL(/\/ru\/analysis\/#.*record=1/), page.click('bashni-replay button[data-act="analyse"]')]);
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('Полуход 3 из 5: +0.10');
    expect(await slider.getAttribute('aria-label')).toBe('График оценки линии (перевес белых — выше средней линии)');
    expect(w.errors).toEqual([]);
  });

  it(`loads at most ${JS_BUDGET / 1024} KB of JavaScript gzipped (the engine worker included), no parser`, async () => {
    const w = await open('/analysis/');
    await think(w.page, '3');
    await w.page.waitForLoadState('networkidle');
    const total = gzipTotal(w);
    console.log(`analysis page JS: ${w.scripts.length} files (${w.scripts.map((s) => s.url.replace(/.*\//, '')).join(', ')}), ${(total / 1024).toFixed(1)} KB (${total} bytes) gzipped`);
    expect(w.scripts.some((s) => /engine-worker/.test(s.url))).toBe(true);
    expect(total).toBeLessThanOrEqual(JS_BUDGET);
    for (const s of w.scripts) expect(s.body.toString('utf8')).not.toMatch(PARSER);
    expect(w.errors).toEqual([]);
  });

  it('fits a 375 px phone: the board and its step and engine controls on the first screen, tap targets of 40 px', async () => {
    for (const lang of ['', '/ru']) {
      const w = await open(`${lang}/analysis/`, 375, 800);
      const { page } = w;
      const main = ['[data-move-board] svg', 'button[data-act="prev"]', 'button[data-act="next"]', 'button[data-act="takeback"]', 'button[data-act="flip"]', 'button[data-act="engine"]'];
      for (const sel of main) {
        const box = await page.locator(sel).boundingBox();
        expect(box, sel).not.toBeNull();
        expect(box!.y + box!.height, `${sel} on the first screen`).toBeLessThanOrEqual(800);
        expect(box!.x + box!.width, `${sel} within the width`).toBeLessThanOrEqual(375);
      }
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('bashni-analysis button, bashni-analysis select')]
          .map((el) => ({ el: (el as HTMLElement).dataset.act ?? el.tagName, r: el.getBoundingClientRect() }))
          .filter((x) => x.r.width > 0 && (x.r.width < 40 || x.r.height < 40))
          .map((x) => `${x.el} ${x.r.width.toFixed(0)}x${x.r.height.toFixed(0)}`),
      );
      expect(small).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, `analysis${lang.replace('/', '-')}-375`);
      expect(w.errors).toEqual([]);
    }
  });

  it('has no axe-core violation in English and Russian', async () => {
    const found: string[] = [];
    for (const path of ['/analysis/', '/ru/analysis/']) {
      // a win in one (either capture frees the white man and leaves Black nothing): the search ends at once with a line shown
      const w = await open(`${path}#fen=${encodeURIComponent('W:Wc3,e3:Bd4(bw)')}`);
      const { page } = w;
      await think(page, '3');
      await click(page, 'c3');
      const result = await axeViolations(page);
      console.log(`axe ${path}: ${result.length ? result.map((v) => `${v.id}/${v.impact}×${v.nodes} e.g. ${v.first}`).join(', ') : 'no violation'}`);
      for (const v of result) found.push(`${path}: ${v.id} (${v.impact}) ×${v.nodes} e.g. ${v.first}`);
      if (path.startsWith('/ru')) expect(await page.locator('h1').innerText()).toBe('Доска анализа');
    }
    expect(found).toEqual([]);
  });
});
