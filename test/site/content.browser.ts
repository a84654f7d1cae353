// The build's content checks: the collection loaders of site/src/lib/collections.ts called in
// process on fixture roots (a duplicate page address, a broken record, a puzzle `puzzles check`
// rejects, a lesson whose stated answer is wrong), the solve cache the test run's build reuses, and
// one real failing `npm run site:build` for what only the real build shows (its exit status, the
// messages it prints), with every broken fixture at once.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent, readGames, readPuzzles } from '../../site/src/lib/collections.ts';
import { CollectionCheck, type SolveCache } from '../../puzzles/check.ts';
import { sourceReader } from '../../puzzles/node-files.ts';
import type { SolveResult } from '../../puzzles/solve.ts';
import { FIXTURES, ROOT, buildWith } from './site-build.ts';
import { sharedSite } from './harness.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A content root of its own (games/ and puzzles/) holding `files`. */
function root(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bashni-content-'));
  made.push(dir);
  mkdirSync(join(dir, 'games'));
  mkdirSync(join(dir, 'puzzles'));
  mkdirSync(join(dir, 'learn'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Three names, one page address (/games/zz-dup/): each game valid on its own. */
const game = (white: string) => `[White "${white}"]\n[Black "B"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5 *\n`;
const DUPLICATES = { 'games/zz dup.pdn': game('Space'), 'games/zz-dup.pdn': game('Dash'), 'games/ZZ-DUP.pdn': game('Upper') };
/** A sound, well-formed puzzle whose source file does not exist: `puzzles check` rejects it. */
const NO_SOURCE = {
  'puzzles/no-source.yaml':
    '# a mined puzzle with a missing source\n- id: test-no-source\n  variant: bashni\n  fen: "B:Wa1(wb),Kg5(WbbbBbbB):Bf2(bwwwwww),f4(bb),h6(bwwww)"\n  goal: win\n' +
    '  solution: [f2-g1, g5:d2, g1-d4, d2:g5, h6:f4, a1-b2, d4:a1]\n  rating: 1350\n  difficulty: 3\n  source: { file: games/no-such-file.pdn, game: 2, ply: 105 }\n',
};
/** A record with a missed capture, and a puzzle whose solution is illegal. */
const BROKEN = {
  'games/broken.pdn': '[Event "Broken"]\n[Variant "Bashni"]\n\n1. c3-d4 f6-g5\n2. d4-e5 g5-h4 *\n',
  'puzzles/broken.yaml': '- id: broken\n  fen: "W:Wc3:Bd4,h8"\n  goal: win\n  solution: [c3-b4]\n  rating: 600\n  difficulty: 1\n  source: composed\n',
};

/** A lesson whose stage's stated answer (a3-b4) is legal but does not reach its goal (promote): LESSON_WRONG_ANSWER at its line 9. */
const BROKEN_LESSON = { 'learn/zz-broken.yaml': readFileSync(join(ROOT, 'test/puzzles/lesson-fixtures/wrong-answer.yaml'), 'utf8') };

describe('content checks at build time (the loaders, in process)', () => {
  it('games whose file names give one page address are refused, naming both files', () => {
    const read = readGames({ repo: root(DUPLICATES) });
    // ZZ-DUP.pdn comes first (sorted); the other two each name it
    expect(read.problems).toEqual([
      'games/zz dup.pdn:1:1: the page address /games/zz-dup/ is already that of games/ZZ-DUP.pdn; rename one of the files [SITE_DUPLICATE_ADDRESS]',
      'games/zz-dup.pdn:1:1: the page address /games/zz-dup/ is already that of games/ZZ-DUP.pdn; rename one of the files [SITE_DUPLICATE_ADDRESS]',
    ]);
    expect(read.entries.map((g) => g.file)).toEqual(['games/ZZ-DUP.pdn']);
  });

  it('a puzzle `puzzles check` rejects (its source file does not exist) is refused at its file:line', () => {
    const roots = { repo: root(NO_SOURCE) };
    const read = readPuzzles(roots, readGames(roots));
    // its rating is the computed one: the missing source is its only problem
    expect(read.problems).toEqual(['puzzles/no-source.yaml:9:11: puzzle test-no-source: source file games/no-such-file.pdn does not exist [PUZZLE_BAD_SOURCE]']);
  });

  it('a broken record and a broken puzzle are both reported, each at its file:line:column', () => {
    expect(readContent({ repo: root(BROKEN) }).failure).toBe(
      [
        'Broken game records:',
        '  games/broken.pdn:5:10: move 2... g5-h4: illegal move: a quiet move is written but a capture is mandatory [MOVE_CAPTURE_REQUIRED]; legal moves: d6:f4',
        'Broken puzzles:',
        "  puzzles/broken.yaml:4:14: puzzle broken: solution move 1 'c3-b4' is not legal here [PUZZLE_ILLEGAL_MOVE]; legal moves: c3:e5",
      ].join('\n'),
    );
  });

  it('a broken lesson from an extra root (BASHNI_SITE_EXTRA) fails the content with the others, at its file:line:column', () => {
    const repo = root({ 'learn/men-move.yaml': readFileSync(join(ROOT, 'learn/men-move.yaml'), 'utf8'), ...BROKEN });
    const read = readContent({ repo, extra: root(BROKEN_LESSON) });
    // the sound lesson of the repository is read; the extra root's broken one fails, after the broken record and puzzle, named from the repository
    expect(read.lessons.map((l) => l.id)).toEqual(['men-move']);
    expect(read.failure?.split('\n').map((line) => line.replace(/^ {2}\S*?learn\//, '  learn/').replace(/:\d+: .*/, ''))).toEqual([
      'Broken game records:',
      '  games/broken.pdn:5',
      'Broken puzzles:',
      '  puzzles/broken.yaml:4',
      'Broken lessons:',
      '  learn/zz-broken.yaml:9',
    ]);
    expect(read.failure).toMatch(/\n {2}\.\.\/\S*learn\/zz-broken\.yaml:9:\d+: the answer a3-b4 does not reach the goal \(promote\) \[LESSON_WRONG_ANSWER\]$/);
  });

  it('sound records give their pages and no problem: the game fixtures of the shared build', () => {
    // (the fixtures' mined puzzle finds its source game from the repository root, as the build runs: the build itself reads it)
    const read = readGames({ repo: FIXTURES });
    expect(read.problems).toEqual([]);
    expect([...new Set(read.entries.map((g) => g.file))]).toEqual(['games/test-cp1251.pdn', 'games/test-escaping.pdn', 'games/test-mined.pdn', 'games/test-variations.pdn']);
  });
});

describe('the solve cache (what lets the run build the site without solving the collection again)', () => {
  const text = readFileSync(join(FIXTURES, 'puzzles/test-mined.yaml'), 'utf8');
  /** A cache over `map` that counts the solves it is given. */
  const counting = (map = new Map<string, SolveResult>()) => {
    let added = 0;
    return { map, added: () => added, get: (k: string) => map.get(k), set: (k: string, v: SolveResult) => void (added++, map.set(k, v)) };
  };
  const verdicts = (solves?: SolveCache, nodes?: number) =>
    new CollectionCheck({ readSource: sourceReader({ root: FIXTURES }), ...(solves ? { solves } : {}), ...(nodes ? { nodes } : {}) })
      .checkFile('puzzles/test-mined.yaml', text)
      .map(({ ms: _ms, ...v }) => v);

  it('a check with the cache gives the verdicts of one without, solving nothing it holds; another node budget solves again', () => {
    const fresh = verdicts();
    expect(fresh.map((v) => v.ok)).toEqual([true]);
    const first = counting();
    expect(verdicts(first)).toEqual(fresh);
    expect(first.added()).toBe(1);
    // through JSON, as the build reads it (BASHNI_SOLVE_CACHE)
    const read = counting(new Map(Object.entries(JSON.parse(JSON.stringify(Object.fromEntries(first.map))) as Record<string, SolveResult>)));
    expect(verdicts(read)).toEqual(fresh);
    expect(read.added()).toBe(0);
    verdicts(read, 1_000_000);
    expect(read.added()).toBe(1);
  });
});

describe('a failing real build', () => {
  it('exits non-zero and prints every broken file of the three collections (games, puzzles, lessons) at its file:line:column', async () => {
    const extra = root({ ...DUPLICATES, ...NO_SOURCE, ...BROKEN, ...BROKEN_LESSON });
    // a failed astro build leaves its intermediate output in .astro/ where it ran (the repo root): removed unless it was there before
    const leftover = join(ROOT, '.astro');
    const hadLeftover = existsSync(leftover);
    // the run's solves: only the fixtures' puzzles are solved here, not the collection again
    const r = await buildWith(extra, join(extra, 'dist'), sharedSite().solveCache);
    if (!hadLeftover) rmSync(leftover, { recursive: true, force: true });
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/games\/zz dup\.pdn:1:1: the page address \/games\/zz-dup\/ is already that of \S*games\/ZZ-DUP\.pdn; rename one of the files \[SITE_DUPLICATE_ADDRESS\]/);
    expect(r.output).toMatch(/games\/broken\.pdn:5:10: .*\[MOVE_CAPTURE_REQUIRED\]/);
    expect(r.output).toMatch(/puzzles\/no-source\.yaml:9:\d+: puzzle test-no-source: source file \S*games\/no-such-file\.pdn does not exist \[PUZZLE_BAD_SOURCE\]/);
    expect(r.output).toMatch(/puzzles\/broken\.yaml:4:\d+: .*\[PUZZLE_ILLEGAL_MOVE\]/);
    // the lesson whose stated answer is wrong, in the same failing build (no build of its own)
    expect(r.output).toMatch(/learn\/zz-broken\.yaml:9:\d+: the answer a3-b4 does not reach the goal \(promote\) \[LESSON_WRONG_ANSWER\]/);
  }, 300_000); // a whole astro build up to its pages (the collection's solves reused), on a machine shared with other test files
});
