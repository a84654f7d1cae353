// Browser test of the lessons (issue 26, "Learn"): a new reader completes the first lesson by
// clicks only, a wrong move gets its why and is taken back, the progress survives a reload and
// shows on /learn/; the Russian pages play too; axe-core finds nothing; the lesson page's
// JavaScript within 60 KB gzipped. One page per language. Built site, system chromium.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, fileSite, gzipTotal, watchedPage } from './harness.ts';

const JS_BUDGET = 60 * 1024;
const site = fileSite();

const square = (page: Page, sq: string) => page.locator(`[data-lesson-board] [data-square="${sq}"]`).click();
const state = (page: Page) => page.locator('bashni-lesson').getAttribute('data-lesson-state');
const message = (page: Page) => page.locator('[data-msg]').textContent();
const next = (page: Page) => page.locator('button[data-act="next"]').click();

describe('the lessons', () => {
  it('the first lesson by clicks alone: a wrong move explained and taken back, progress kept and shown on /learn/', async () => {
    const w = await watchedPage(site, 375, 667);
    const { page } = w;
    await page.goto(site.url('/learn/'), { waitUntil: 'load' });
    expect(await page.locator('li[data-lesson-id]').count()).toBeGreaterThanOrEqual(10);
    await page.locator('li[data-lesson-id="men-move"] a').click();
    await page.waitForSelector('[data-lesson-board][data-fen]');
    expect(await page.locator('[data-stage-count]').textContent()).toBe('Stage 1 of 3');
    // stage 1: c3 one square forward
    await square(page, 'c3');
    await square(page, 'd4');
    expect(await state(page)).toBe('right');
    expect(await message(page)).toBe('c3-d4: right! Right: both d4 and b4 were possible.');
    await next(page);
    // stage 2: g3 to h4; c3-d4 first, which is legal but not the task
    expect(await page.locator('[data-task]').textContent()).toBe('Move the man on g3 to h4.');
    await square(page, 'c3');
    await square(page, 'd4');
    expect(await state(page)).toBe('wrong');
    expect(await message(page)).toBe('c3-d4: not this time. That is another step: the task was g3 to h4. The move is taken back; try again.');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('bashni-lesson')!.dataset.lessonState === 'playing');
    expect(await page.locator('[data-lesson-board]').getAttribute('data-fen')).toBe('W:Wc3,g3:Bb6,f8');
    await square(page, 'g3');
    await square(page, 'h4');
    expect(await state(page)).toBe('right');
    // the progress survives a reload: the lesson resumes at stage 3
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('[data-lesson-board][data-fen]');
    expect(await page.locator('[data-stage-count]').textContent()).toBe('Stage 3 of 3');
    expect(await page.locator('[data-lesson-board]').getAttribute('data-fen')).toBe('B:Wc3:Bf6,b8');
    await square(page, 'f6');
    await square(page, 'g5');
    expect(await state(page)).toBe('done');
    expect(await message(page)).toContain('Lesson complete!');
    expect(await page.locator('[data-next-lesson]').getAttribute('href')).toMatch(/\/learn\/capture\/$/);
    expect(gzipTotal(w)).toBeLessThan(JS_BUDGET);
    expect(await axeViolations(page)).toEqual([]);
    // the list shows the lesson done, in both languages (the progress is shared)
    await page.goto(site.url('/learn/'), { waitUntil: 'load' });
    expect(await page.locator('li[data-lesson-id="men-move"]').getAttribute('data-state')).toBe('done');
    expect(await page.locator('[data-learn-progress]').textContent()).toMatch(/^You have completed 1 of \d+ lessons/);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(site.url('/ru/learn/'), { waitUntil: 'load' });
    expect(await page.locator('li[data-lesson-id="men-move"] [data-lesson-badge]').textContent()).toBe('пройден');
    expect(await axeViolations(page)).toEqual([]);
    // a Russian lesson: a capture is mandatory, and the stated mistake's why
    await page.goto(site.url('/ru/learn/choose/'), { waitUntil: 'load' });
    await page.waitForSelector('[data-lesson-board][data-fen]');
    await square(page, 'c3');
    await square(page, 'g7');
    await next(page);
    await square(page, 'e3');
    await square(page, 'g5');
    expect(await message(page)).toBe('e3:g5: не то. e3:g5 — законный ход, но он берёт только f4. a3:c5:e7 берёт две. Ход отменён; попробуйте ещё раз.');
    expect(await axeViolations(page)).toEqual([]);
    expect(w.errors).toEqual([]);
  });

  it('the trainer: the puzzle of the day is the same in two fresh browsers; a failed puzzle lowers the rating and the next is near it; a streak ends on the first mistake', async () => {
    const [a, b] = [await watchedPage(site, 375, 667), await watchedPage(site, 375, 667)];
    await a.page.goto(site.url('/train/'), { waitUntil: 'load' });
    await b.page.goto(site.url('/ru/train/'), { waitUntil: 'load' });
    const daily = (await a.page.locator('[data-daily]').getAttribute('href'))!;
    expect(daily).toMatch(/^\/puzzles\/[^/]+\/$/);
    expect(await b.page.locator('[data-daily]').getAttribute('href')).toBe(`/ru${daily}`);
    const { page } = a;
    expect(await page.locator('[data-train-rating]').textContent()).toBe('Your puzzle rating: 1500 (± 350), 0 puzzles played.');
    await page.locator('[data-train-next]').click();
    // the element is there (it writes data-ply), not only the board the build drew
    await page.waitForSelector('bashni-puzzle[data-ply]');
    expect(new URL(page.url()).search).toBe('?train=rated');
    // a hint fails the puzzle for the trainer: the rating goes down, the next link is the trainer's
    await page.locator('button[data-act="hint"]').click();
    await expect.poll(() => page.locator('[data-train-status]').textContent()).toMatch(/^Training: your rating is now 1[0-4]\d\d\.$/);
    expect(await page.locator('[data-next]').getAttribute('href')).toMatch(/\?train=rated$/);
    // a streak: the shown solution ends it at once
    await page.goto(site.url('/train/'), { waitUntil: 'load' });
    expect(await page.locator('[data-train-rating]').textContent()).toMatch(/, 1 puzzle played\.$/);
    await page.locator('[data-streak-start]').click();
    // the element is there (it writes data-ply), not only the board the build drew
    await page.waitForSelector('bashni-puzzle[data-ply]');
    expect(new URL(page.url()).search).toBe('?train=streak');
    await page.locator('button[data-act="solution"]').click();
    await expect.poll(() => page.locator('[data-train-status]').textContent()).toBe('The streak is over: 0 puzzles solved.');
    expect(await page.locator('[data-next]').getAttribute('href')).toBe('/train/');
    expect(await axeViolations(b.page)).toEqual([]);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });
});
