// The analysis commands, through the command's code (cli/main.ts, in process).
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { bashni as run } from '../records/cli.ts';

const fixtures = 'test/puzzles/fixtures';
/** The temporary folders of these tests, removed at the end. */
const base = mkdtempSync(join(tmpdir(), 'bashni-analysis-cli-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
/** `bashni ARGS` from the repository root, standard input `input`. */
async function bashni(args: string[], input?: string) {
  const r = await run(args, { input });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('bashni solve', () => {
  it('finds a win and calls it sound', async () => {
    const r = await bashni(['solve', '--fen', 'W:Wd4,a5,e7:Bd2,f8', '--goal', 'win']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Solution (2 moves): 1. d4-c5 f8:d6:b4 2. a5:c3:e1');
    expect(r.out).toContain('Sound: yes');
  });

  it('lists the moves that also reach the goal, more slowly, at each step of the line', async () => {
    // White's fastest win is 2 moves; 1. b6:d8 also wins, in 3 (SLOWER_MARGIN is 1)
    const r = await bashni(['solve', '--fen', 'W:Wa1,d2(wbb),Ka3(WbbBb),Kb6(WwwwwwwW),f6(wbbB):Bb4,c7,h8', '--goal', 'win']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      [
        'Solution (2 moves): 1. a3:d6:b8 h8-g7 2. f6:h8',
        'Sound: yes (the solving move is unique at every step)',
        'Also reaching the goal, more slowly (accepted by the site):',
        '  move 1: b6:d8 (needs 3 moves, the line needs 2)',
        '',
      ].join('\n'),
    );
    const j = JSON.parse((await bashni(['solve', '--fen', 'W:Wa1,d2(wbb),Ka3(WbbBb),Kb6(WwwwwwwW),f6(wbbB):Bb4,c7,h8', '--goal', 'win', '--json'])).out);
    expect(j.slower).toEqual([{ step: 1, move: 'b6:d8', moves: 3 }]);
    expect(j.slowerUndecided).toBe(false);
    // none where no other move wins within 1 move more: in W:Wc5,f6:Bh6,d8(bw) c5-b6 wins in 5 and f6:d8 in 4 where the line needs 3
    const none = await bashni(['solve', '--fen', 'W:Wc5,f6:Bh6,d8(bw)', '--goal', 'win', '--json']);
    expect(JSON.parse(none.out).slower).toEqual([]);
    expect((await bashni(['solve', '--fen', 'W:Wd4,a5,e7:Bd2,f8', '--goal', 'win'])).out).not.toContain('more slowly');
  });

  it('lists the slower moves of each puzzle of a file', async () => {
    const dir = mkdtempSync(join(base, 'solve-'));
    const file = join(dir, 'crown.yaml');
    writeFileSync(
      file,
      [
        '- id: crown',
        '  fen: "W:Wa1,d2(wbb),Ka3(WbbBb),Kb6(WwwwwwwW),f6(wbbB):Bb4,c7,h8"',
        '  goal: win',
        '  solution: [a3:d6:b8, h8-g7, f6:h8]',
        '  rating: 750',
        '  difficulty: 1',
        '  source: composed',
        '  note: "a study"',
        '',
      ].join('\n'),
    );
    const text = await bashni(['solve', file]);
    expect(text.out).toContain('  Also reaching the goal, more slowly (accepted by the site):\n    move 1: b6:d8 (needs 3 moves, the line needs 2)\n');
    const [crown] = JSON.parse((await bashni(['solve', file, '--json'])).out);
    expect(crown.id).toBe('crown');
    expect(crown.slower).toEqual([{ step: 1, move: 'b6:d8', moves: 3 }]);
  });

  it('without a goal, tries a win first', async () => {
    const r = await bashni(['solve', '--fen', 'W:Wc5,f6:Bh6,d8(bw)', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.goal).toBe('win');
    expect(j.solution[0]).toBe('c5-d6');
    expect(j.moves).toBe(3);
  });

  it('says why a puzzle is unsound (exit 1)', async () => {
    const r = await bashni(['solve', '--fen', 'W:Wd2,f2,h6:Bb2,h2,e3', '--goal', 'material 1']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Sound: no');
    expect(r.out).toContain('these all reach the goal: d2:f4, f2:d4');
  });

  it('checks a puzzle file: unsound and illegal puzzles fail with file:line', async () => {
    const r = await bashni(['solve', `${fixtures}/bad-puzzles.yaml`]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${fixtures}/bad-puzzles.yaml:20:14: puzzle typo: solution move 1 'c3-d4' is not legal here [PUZZLE_ILLEGAL_MOVE]; legal moves: c3:e5`);
    expect(r.out).toMatch(/bad-puzzles\.yaml:12:\d+: puzzle two-ways: unsound/);
    expect(r.out).toContain('fine: Goal: White to move: win the game (win)');
  });

  it('refuses bad usage with one line and exit 2', async () => {
    const r = await bashni(['solve']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect((await bashni(['solve', '--fen', 'W:Wc3:Bd4', '--goal', 'mate'])).code).toBe(2);
  });
});

describe('bashni puzzles check', () => {
  it('with no path, checks the puzzles/ folder of the current directory: every puzzle sound, stored solutions found, exit 0', async () => {
    // a small collection (the published one is solved once per run by the collection's own test
    // and by the site's build, which fails on any puzzle problem): its puzzles/ and games/ folders
    const dir = mkdtempSync(join(base, 'collection-'));
    try {
      cpSync(`${fixtures}/export/games`, join(dir, 'games'), { recursive: true });
      cpSync(`${fixtures}/export/puzzles/good.yaml`, join(dir, 'puzzles/good.yaml'));
      const r = await run(['puzzles', 'check'], { cwd: dir });
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/^4 puzzles: 4 sound, 0 failed \(solve time median \d+ ms, worst \d+ ms\)\n$/);
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails (exit 1) on a bad file and names file:line', async () => {
    const r = await bashni(['puzzles', 'check', `${fixtures}/bad-puzzles.yaml`]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/bad-puzzles\.yaml:12:\d+: puzzle two-ways: unsound: .*\[PUZZLE_UNSOUND\]/);
    expect(r.out).toMatch(/bad-puzzles\.yaml:20:14: puzzle typo: .*\[PUZZLE_ILLEGAL_MOVE\]/);
    expect(r.out).toMatch(/bad-puzzles\.yaml:30:11: puzzle wrong-source: the position after ply 3 of game 1 is B:W.*, not the puzzle's \[PUZZLE_SOURCE_MISMATCH\]/);
    expect(r.out.trim().split('\n').pop()).toMatch(/^4 puzzles: 1 sound, 3 failed/);
  });
});

describe('bashni puzzles mine', () => {
  it('finds the puzzle in a game, and what it writes passes the check', async () => {
    const r = await bashni(['puzzles', 'mine', `${fixtures}/sweep.pdn`, '--from-ply', '0', '--id-prefix', 't', '--jobs', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('- id: t-g1-p0\n');
    expect(r.out).toContain('  goal: win\n  solution: [d4-c5, f8:d6:b4, a5:c3:e1]\n');
    // the game played the solution there: the move is written, no mistake
    expect(r.out).toContain(`  rating: 950\n  difficulty: 1\n`);
    expect(r.out).toContain(`  source: { file: ${fixtures}/sweep.pdn, game: 1, ply: 0, played: "d4-c5" }`);
    const dir = mkdtempSync(join(base, 'mine-'));
    writeFileSync(join(dir, 'mined.yaml'), r.out);
    const c = await bashni(['puzzles', 'check', dir]);
    expect(c.out.trim().split('\n').pop()).toMatch(/^1 puzzles: 1 sound, 0 failed/);
    expect(c.code).toBe(0);
  });

  it('makes valid ids from any file name (Russian letters in Latin ones), and refuses a prefix that cannot make one', async () => {
    const dir = mkdtempSync(join(base, 'mine-names-'));
    for (const [name, id] of [
      ['ИГРЫ.pdn', 'igry-g1-p0'],
      ['---.pdn', 'mined-g1-p0'],
    ]) {
      cpSync(`${fixtures}/sweep.pdn`, join(dir, name!));
      const r = await bashni(['puzzles', 'mine', join(dir, name!), '--from-ply', '0', '--jobs', '1', '--root', dir, '-o', join(dir, `${id}.yaml`)]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(readFileSync(join(dir, `${id}.yaml`), 'utf8')).toContain(`- id: ${id}\n`);
    }
    const c = await bashni(['puzzles', 'check', dir, '--root', dir]);
    expect(c.out.trim().split('\n').pop()).toMatch(/^2 puzzles: 2 sound, 0 failed/);
    const bad = await bashni(['puzzles', 'mine', `${fixtures}/sweep.pdn`, '--id-prefix', 'Игры', '--jobs', '1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^bashni: --id-prefix must start with a lower-case letter or digit/);
  });
});

describe('bashni annotate', () => {
  it('marks a planted blunder, gives the better move, keeps what was written', async () => {
    const r = await bashni(['annotate', `${fixtures}/blunder.pdn`, '--depth', '6', '--jobs', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/5\. b2:d4 \$4\s+\{b2:d4 takes c3; d4 is now \(wb\), c3 is now \(w\), freed \[%eval -\d\.\d\d\]\}/);
    expect(r.out).toMatch(/\(\s*5\.\s+d2:b4\s+\{best \[%eval/);
    expect(r.out).toContain('{a comment that must survive}');
    expect(r.out).toContain('[Event "Planted blunder (test fixture)"]');
    // annotated output is a valid record
    const v = await bashni(['verify', '-'], r.out);
    expect(v.out).toMatch(/1 games?: 1 valid, 0 invalid/);
    expect(v.code).toBe(0);
  });

  it('annotates a record without moves (the result check only)', async () => {
    const r = await bashni(['annotate', '-', '--depth', '2', '--jobs', '1'], '[Event "empty"]\n[Variant "Bashni"]\n[Result "*"]\n\n*\n');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\{The rules do not decide the final position \(the record says \*\); the engine sees [-+]?\d\.\d\d \[%eval [-+]?\d\.\d\d\]\.\}/);
  });

  it('--json gives the per-ply analysis', async () => {
    const r = await bashni(['annotate', `${fixtures}/blunder.pdn`, '--depth', '6', '--json', '--jobs', '1']);
    const [game] = JSON.parse(r.out);
    const ply9 = game.plies[8];
    expect(ply9.written).toBe('b2:d4');
    expect(ply9.nag).toBe(4);
    expect(ply9.best).toBe('d2:b4');
    expect(ply9.drop).toBeGreaterThanOrEqual(300);
    expect(ply9.taken).toEqual([{ square: 'c3', piece: 'b' }]);
    expect(game.plies[7].summary).toBe('a5:c3 takes b4; c3 is now (bw)');
  });
});

describe('bashni selfplay', () => {
  it('writes honest, valid Bashni games', async () => {
    const r = await bashni(['selfplay', '--games', '2', '--depth', '2', '--seed', '5', '--jobs', '1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('[Variant "Bashni"]');
    expect(r.out).toContain('[White "bashni engine (alpha-beta, depth 2)"]');
    expect(r.out).not.toContain('GameType');
    const v = await bashni(['verify', '-'], r.out);
    expect(v.out).toContain('2 games: 2 valid, 0 invalid');
    expect(v.code).toBe(0);
    // reproducible from the seed
    expect((await bashni(['selfplay', '--games', '2', '--depth', '2', '--seed', '5', '--jobs', '1'])).out).toBe(r.out);
  });

  it('a list of depths pairs each with each in turn, tags and opening comment say who played; no opening twice', async () => {
    // one random ply: White has 7 first moves, so 9 games at one depth pair cannot all differ
    const r = await bashni(['selfplay', '--games', '4', '--depth', '1,3', '--random-plies', '1', '--max-plies', '20', '--jobs', '1']);
    const games = r.out.split(/\n(?=\[Event )/);
    const players = games.map((g) => [g.match(/\[White "[^"]*depth (\d+)\)"\]/)![1], g.match(/\[Black "[^"]*depth (\d+)\)"\]/)![1]].join('-'));
    expect(players).toEqual(['1-1', '3-1', '1-3', '3-3']);
    expect(games[1]).toContain('after that White is the engine at depth 3 and Black the engine at depth 1.}');
    expect((await bashni(['verify', '--duplicates', '-'], r.out)).out).toContain('4 games: 4 valid, 0 invalid, 0 duplicates');
    const same = await bashni(['selfplay', '--games', '9', '--depth', '1', '--random-plies', '1', '--max-plies', '6', '--jobs', '1']);
    const openings = [...same.out.matchAll(/\n1\. (\S+)/g)].map((m) => m[1]);
    expect(openings).toHaveLength(7);
    expect(new Set(openings).size).toBe(7);
    expect(same.err).toBe('bashni: 1 random ply gives 7 distinct openings: at most 7 games\nbashni: 7 of 9 games written: every distinct opening played\n');
    expect(same.code).toBe(0);
  });
});
