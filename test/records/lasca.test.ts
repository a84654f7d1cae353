// Issue 24: the variant lasca through records and the command, in process: [Variant "Lasca"]
// selects it, a record is verified, converted and round-tripped, the 8x8 forms (numbers, h file,
// rank 8) are refused with their own words, and every command's --variant offers it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, bashni, lastLine } from './cli.ts';

/** The file's scratch folder, removed after its tests (nothing is left in the system's temporary folder). */
const dir = mkdtempSync(join(tmpdir(), 'bashni-lasca-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// the opening of a self-play game (bashni selfplay --variant lasca --depth 4, seed 1)
const MOVES = '1. e3-f4 g5xe3 2. f2xd4 e5-f4 3. e3xg5 c5xe3 4. c3xe5 d6xf4 5. e1-f2 a5-b4 6. a3xc5 b6xd4 7. b2-c3 d4xb2 8. f2xd4xb6 *';
const record = (variant: string | undefined, moves = MOVES): string => `[Event "Lasca test"]\n${variant === undefined ? '' : `[Variant "${variant}"]\n`}[Result "*"]\n\n${moves}\n`;

describe('lasca in records', () => {
  it('[Variant "Lasca"] (or Laska, or --variant lasca) replays the game on the 7x7 board', async () => {
    for (const [input, args] of [
      [record('Lasca'), []],
      [record('laska'), []],
      [record(undefined), ['--variant', 'lasca']],
    ] as const) {
      const r = await bashni(['verify', ...args, '-'], { input });
      expect(r.stdout).toContain('game 1: valid, 15 plies (lasca)');
      expect(r.status).toBe(0);
    }
    // the same moves are no Bashni game (8x8: g5xe3 has nothing to take)
    expect((await bashni(['verify', '-'], { input: record(undefined) })).status).toBe(1);
  });

  it('--json names the variant', async () => {
    const r = await bashni(['verify', '--json', '-'], { input: record('Lasca') });
    expect(JSON.parse(r.stdout).games[0]).toMatchObject({ variant: 'lasca', valid: true });
  });

  it('numeric squares and squares off the 7x7 board are refused with their own message', async () => {
    const numeric = await bashni(['verify', '-'], { input: record('Lasca', '1. 22-17 *') });
    expect(numeric.stdout).toContain("not a Lasca move: numeric squares, and Lasca's squares are written a1 to g7 [MOVE_UNREADABLE]");
    const off = await bashni(['verify', '-'], { input: record('Lasca', '1. g3-h4 *') });
    expect(off.stdout).toContain("illegal move: h4 is off Lasca's 7x7 board (files a-g, ranks 1-7) [MOVE_ILLEGAL]; legal moves: a3-b4, c3-d4, c3-b4, e3-f4, e3-d4, g3-f4");
    const fen = await bashni(['verify', '-'], { input: `[Variant "Lasca"]\n[FEN "W:W21:B1"]\n\n1. a3-b4 *\n` });
    expect(fen.stdout).toContain("numeric square '21': Lasca's squares are written a1 to g7");
    expect(lastLine(fen.stdout)).toBe('1 games: 0 valid, 1 invalid');
  });

  it('converts and round-trips: the full path, x or :, and algebraic squares whatever --squares says (with a note saying so)', async () => {
    const full = await bashni(['convert', '--captures', 'full', '--squares', 'numeric', '-'], { input: record('Lasca') });
    expect(full.status).toBe(0);
    expect(full.stderr).toBe("bashni: note: <stdin>: game 1: --squares numeric: Lasca's squares have no numbers (they are written a1 to g7), so its moves are written algebraic\n");
    // asked of Lasca itself, --squares numeric is refused as moves --numeric is
    expect(await bashni(['convert', '--variant', 'lasca', '--squares', 'numeric', '-'], { input: record(undefined) })).toEqual({
      status: 2,
      stdout: '',
      stderr: "bashni: --squares numeric: Lasca's squares have no numbers (they are written a1 to g7)\n",
    });
    expect(full.stdout).toContain('[Variant "Lasca"]');
    expect(full.stdout).toContain('8. f2xd4xb6 *');
    const colon = await bashni(['convert', '--separator', ':', '-'], { input: full.stdout });
    expect(colon.stdout).toContain('8. f2:d4:b6 *');
    // a record keeps its own separator unless told otherwise
    expect((await bashni(['convert', '-'], { input: colon.stdout })).stdout).toBe(colon.stdout);
    const back = await bashni(['convert', '--separator', 'x', '-'], { input: colon.stdout });
    expect(back.stdout).toBe(full.stdout);
    expect((await bashni(['verify', '-'], { input: back.stdout })).status).toBe(0);
  });
});

describe('lasca on the command line', () => {
  it('perft --variant lasca: 116 at depth 5, 97440 at depth 12; a suite line', async () => {
    expect(await bashni(['perft', '--variant', 'lasca', '5'])).toEqual({ status: 0, stdout: '116\n', stderr: '' });
    expect((await bashni(['perft', '12', '--variant', 'Lasca', '--jobs', '1'])).stdout).toBe('97440\n');
    const suite = join(dir, 'suite.txt');
    writeFileSync(suite, 'B:Wa1,c5(wb),Kb6(Wbb):Bb4,e5(bw) ;variant lasca ;D1 4 ;D2 20 ;D3 70 ;D4 311\n');
    const r = await bashni(['perft', '--suite', suite]);
    expect(lastLine(r.stdout)).toBe('1 passed, 0 failed');
  });

  it('moves, show (text and SVG) on the 7x7 board', async () => {
    const moves = await bashni(['moves', '--variant', 'lasca', '--fen', 'W:Wd2:Bc3,e3,c5,e5']);
    expect(moves.stdout).toBe('d2xf4xd6  B:Wd6(wbb):Bc3,c5\nd2xb4xd6  B:Wd6(wbb):Be3,e5\n');
    const show = await bashni(['show', '--variant', 'lasca']);
    expect(show.stdout.split('\n').slice(0, 3)).toEqual(['     a   b   c   d   e   f   g', '   +---------------------------+', ' 7 | b1      b1      b1      b1| 7']);
    expect(show.stdout).toContain('White to move (lasca).');
    const svg = await bashni(['show', '--variant', 'lasca', '--svg']);
    expect(svg.stdout).toContain('viewBox="0 0 700 700"');
    expect(svg.stdout.match(/data-square="/g)).toHaveLength(25);
    expect(svg.stdout).not.toContain('data-square="h');
    const numeric = await bashni(['moves', '--variant', 'lasca', '--numeric']);
    expect(numeric.status).toBe(2);
    expect(numeric.stderr).toContain("Lasca's squares have no numbers");
  });

  it('selfplay --variant lasca writes games that verify and annotate as Lasca', async () => {
    const out = join(dir, 'games.pdn');
    const play = await bashni(['selfplay', '--variant', 'lasca', '--games', '2', '--depth', '2', '--jobs', '1', '-o', out]);
    expect(play.status).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('[Variant "Lasca"]');
    expect(text).toContain('[Event "Lasca engine self-play"]');
    expect(lastLine((await bashni(['verify', out])).stdout)).toBe('2 games: 2 valid, 0 invalid');
    const annotated = await bashni(['annotate', '--depth', '2', out]);
    expect(annotated.status).toBe(0);
    expect(annotated.stdout).toContain('[Variant "Lasca"]');
  });

  it('every command with --variant lists it in --help', async () => {
    for (const command of ['verify', 'convert', 'moves', 'perft', 'show', 'selfplay']) {
      const r = await bashni([command, '--help']);
      // verify also takes auto (each game under the rule set it replays under)
      expect(r.stdout.replace(/\s+/g, ' '), command).toMatch(/"russian", "lasca"(, "auto")?, default: "bashni"\)/);
    }
  });
});

describe('lasca puzzles', () => {
  it('the published Lasca puzzles are sound; solve reads a Lasca FEN', async () => {
    const r = await bashni(['puzzles', 'check', 'puzzles/lasca.yaml']);
    expect(r.stdout).toMatch(/^8 puzzles: 8 sound, 0 failed/);
    const solve = await bashni(['solve', '--variant', 'lasca', '--fen', 'B:Wa1,c1,e1,g1,b2,a3,c3,e3,g3,d4(wb),c5(wb):Bf4,a5,b6,d6,f6,a7,c7,e7,g7', '--goal', 'capture-path 1']);
    expect(solve.stdout).toContain('Solution (2 moves): 1... f4xd2 2. c1xe3 d6xb4');
  });

  it('puzzle YAML takes variant: lasca and refuses an 8x8 square in its FEN', async () => {
    const file = join(dir, 'p.yaml');
    const puzzle = (fen: string): string =>
      `- id: l1\n  variant: lasca\n  fen: "${fen}"\n  goal: capture-path 1\n  solution: [f4xd2, c1xe3, d6xb4]\n  rating: 750\n  difficulty: 1\n  source: composed\n`;
    writeFileSync(file, puzzle('B:Wa1,c1,e1,g1,b2,a3,c3,e3,g3,d4(wb),c5(wb):Bf4,a5,b6,d6,f6,a7,c7,e7,g7'));
    expect((await bashni(['puzzles', 'check', file])).stdout).toMatch(/^1 puzzles: 1 sound, 0 failed/);
    writeFileSync(file, puzzle('B:Wa1,c1,e1,g1,b2,a3,c3,e3,g3,d4(wb),c5(wb):Bf4,a5,b6,d6,f6,a7,c7,e7,h8'));
    const bad = await bashni(['puzzles', 'check', file]);
    expect(bad.status).toBe(1);
    expect(bad.stdout + bad.stderr).toContain("h8 is off Lasca's 7x7 board");
  });

  it('puzzles mine finds Lasca puzzles in Lasca games and writes variant: lasca', async () => {
    // the published file's first two games, bytes unchanged (mining all six took 10 s for one assertion)
    const text = readFileSync(join(ROOT, 'games/lasca-engine.pdn'), 'utf8');
    const third = text.indexOf('[Event', text.indexOf('[Event', 1) + 1);
    const file = join(dir, 'first-two.pdn');
    writeFileSync(file, text.slice(0, third));
    const r = await bashni(['puzzles', 'mine', '--id-prefix', 'lasca', '--jobs', '1', '-q', file]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('- id: lasca-g2-p7\n  variant: lasca\n');
  });
});
