// `npm run site:club` (scripts/club-site.ts): a site built from a club's own collections only.
// The fixture folder (test/scripts/fixtures/club/, origins in its README) holds two real games and
// one real puzzle; the build is the real `astro build`, small (a few dozen pages), run once.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.ts';
import { gamePageSlug } from '../../puzzles/export.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLUB = join(REPO, 'test/scripts/fixtures/club');

/** Runs the script as `npm run site:club -- ARGS` runs it (tsx), from the repository. */
function clubSite(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/club-site.ts'), ...args], {
      cwd: REPO,
      env: { ...process.env, BASHNI_SITE_EXTRA: join(REPO, 'test/site/fixtures') },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const work = mkdtempSync(join(tmpdir(), 'bashni-club-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('site:club refuses bad arguments with one line and exit code 2, building nothing', () => {
  it.each([
    ['a games folder that does not exist', ['--games', join(work, 'nowhere'), '-o', join(work, 'out-a')], /nowhere: no such folder \(--games\)/],
    ['a games folder with no .pdn file', ['--games', join(CLUB, 'puzzles'), '-o', join(work, 'out-b')], /no \.pdn file in this folder \(--games\)/],
    ['a puzzles folder with no .yaml file', ['--puzzles', join(CLUB, 'games'), '-o', join(work, 'out-c')], /no \.yaml or \.yml file in this folder \(--puzzles\)/],
    ['no output folder', ['--games', join(CLUB, 'games')], /give the output folder with -o OUT/],
    ['an unknown language', ['--games', join(CLUB, 'games'), '--lang', 'fr', '-o', join(work, 'out-d')], /--lang fr: one of en, ru, both/],
  ])('%s', async (_, args, message) => {
    const run = await clubSite(args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(readdirSync(work).filter((n) => n.startsWith('out-') || n.startsWith('.out-'))).toEqual([]);
  });
});

describe('site:club stops on a broken record', () => {
  it('names it at file:line:column, exits 1 and leaves OUT as it was', async () => {
    // the club's first game with its first move made illegal (a3-a4: a man moves diagonally)
    const games = join(work, 'broken', 'games');
    mkdirSync(games, { recursive: true });
    const text = readFileSync(join(CLUB, 'games/club-one.pdn'), 'utf8');
    expect(text).toContain('\n1. a3-b4 ');
    writeFileSync(join(games, 'club-one.pdn'), text.replace('\n1. a3-b4 ', '\n1. a3-a4 '));
    const out = join(work, 'broken', 'site');
    mkdirSync(out);
    writeFileSync(join(out, 'kept.html'), 'kept');
    const run = await clubSite(['--games', games, '-o', out]);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toMatch(/games\/club-one\.pdn:13:4: [^\n]*\[[A-Z_]+\]/);
    expect(readdirSync(out)).toEqual(['kept.html']);
    expect(readdirSync(join(work, 'broken')).sort()).toEqual(['games', 'site']);
  }, 600_000);
});

describe('site:club builds the site of the given collections only', () => {
  const out = join(work, 'club-site');
  let built: Awaited<ReturnType<typeof clubSite>>;
  beforeAll(async () => {
    // an older site in OUT is replaced whole
    mkdirSync(out);
    writeFileSync(join(out, 'stale.html'), 'old');
    built = await clubSite(['--games', join(CLUB, 'games'), '--puzzles', join(CLUB, 'puzzles'), '--title', 'Tower Club', '--lang', 'en', '-o', out]);
  }, 600_000);

  it('builds into OUT, replacing what was there, and leaves no temporary folder', () => {
    expect(built.status, built.stderr).toBe(0);
    expect(existsSync(join(out, 'stale.html'))).toBe(false);
    expect(readdirSync(work).filter((n) => n.includes('building'))).toEqual([]);
  });

  it("has the club's games and puzzle, and none of the project's or of the test fixtures", () => {
    for (const slug of ['club-one', 'club-two']) expect(existsSync(join(out, 'games', slug, 'index.html')), slug).toBe(true);
    expect(existsSync(join(out, 'puzzles/composed-1/index.html'))).toBe(true);
    const games = readdirSync(join(out, 'games')).filter((n) => !n.includes('.'));
    expect(games.sort()).toEqual(['club-one', 'club-two']);
    expect(existsSync(join(out, 'games', gamePageSlug('engine-levels.pdn', 1, 2), 'index.html'))).toBe(false);
    const puzzles = readdirSync(join(out, 'puzzles')).filter((n) => !n.includes('.') && !n.startsWith('level-') && !n.startsWith('theme-'));
    expect(puzzles).toEqual(['composed-1']);
    // the train page's puzzle list: the one puzzle
    const train = JSON.parse(readFileSync(join(out, 'train/puzzles.json'), 'utf8')) as unknown;
    expect(JSON.stringify(train)).toContain('composed-1');
    expect(JSON.stringify(train)).not.toContain('composed-2');
  });

  it('keeps the checker, analysis board, editor, play and the lessons', () => {
    for (const page of ['check', 'analysis', 'editor', 'play', 'learn']) expect(existsSync(join(out, page, 'index.html')), page).toBe(true);
    expect(readdirSync(join(out, 'learn')).filter((n) => !n.includes('.')).length).toBeGreaterThan(0);
  });

  it('uses the title, and in English only has no Russian pages and no language switch', () => {
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toMatch(/<title>Tower Club<\/title>/);
    expect(home).toMatch(/class="brand"[^>]*>Tower Club</);
    const game = readFileSync(join(out, 'games/club-one/index.html'), 'utf8');
    expect(game).toMatch(/<title>[^<]* · Tower Club<\/title>/);
    expect(game).not.toContain('data-lang-switch');
    expect(game).not.toContain('hreflang="ru"');
    expect(existsSync(join(out, 'ru'))).toBe(false);
  });

  it('shows a game page with its board and moves, and no console error', async () => {
    const served = await startServer({ root: out, port: 0 });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(new URL('/games/club-one/', served.url).href);
      await page.locator('bashni-replay').waitFor();
      await page.waitForFunction(() => document.querySelector<HTMLElement & { data?: { mainline: unknown[] } }>('bashni-replay')?.data !== undefined);
      expect(await page.locator('[data-board] svg [data-square="a1"]').count()).toBe(1);
      expect(await page.locator('.mv').count()).toBeGreaterThan(10);
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.querySelectorAll('.mv.active').length === 1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await served.close();
    }
  });
});
