// `bashni verify` on real files: the corpus, the fixtures, the output formats and exit codes.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS, FIXTURES, bashni, lastLine } from './cli.ts';

const USSR = CORPUS + 'pdn-standard/accept/ussr1947.pdn';
const ABATSIEV = CORPUS + 'pdn-standard/reject/abatsiev.pdn';

describe('verify on the corpus', () => {
  it('ussr1947.pdn: 153 of 153 games replay under --variant russian', async () => {
    const r = await bashni(['verify', '--variant', 'russian', USSR]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => /: game \d+ .*: valid, \d+ plies \(russian\)$/.test(l))).toHaveLength(153);
    expect(lastLine(r.stdout)).toBe('153 games: 153 valid, 0 invalid');
  });

  it('ussr1947.pdn: a [GameType "25"] tag selects Russian without --variant (read from standard input)', async () => {
    const text = readFileSync(USSR, 'utf8');
    const russian = await bashni(['verify', '--json', '-'], { input: text.replace(/^\[Event /gm, '[GameType "25"]\n[Event ') });
    expect(russian.status).toBe(0);
    const out = JSON.parse(russian.stdout);
    expect(out.summary).toEqual({ games: 153, valid: 153, invalid: 0 });
    expect(out.games[0]).toMatchObject({ file: '<stdin>', index: 1, variant: 'russian', valid: true, plies: 61 });
    expect(out.games[0].tags).toEqual({ White: 'Блиндер Б.', Black: 'Миротин Б.', Event: 'X чемпионат СССР', Result: '1-0' });
  });

  it('abatsiev.pdn: 55 valid, 1 invalid (unknown moves), exit 1', async () => {
    const r = await bashni(['verify', '--variant', 'russian', ABATSIEV]);
    expect(r.status).toBe(1);
    expect(lastLine(r.stdout)).toBe('56 games: 55 valid, 1 invalid');
    const invalid = r.stdout.split('\n').filter((l) => l.includes(': invalid: '));
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toBe(
      `${ABATSIEV}:595:4: game 36 (Абациев Н. - Лебедев Ю.): invalid: move 1. - -: unknown move: the record does not say which move was played, so the game cannot be replayed [MOVE_UNKNOWN]; legal moves: a3-b4, c3-d4, c3-b4, e3-f4, e3-d4, g3-h4, g3-f4`,
    );
  });

  it('every file of pdn-standard/accept passes --syntax-only', async () => {
    const dir = CORPUS + 'pdn-standard/accept/';
    const files = readdirSync(dir).filter((f) => f.endsWith('.pdn'));
    expect(files.length).toBeGreaterThan(30);
    const r = await bashni(['verify', '--syntax-only', '--json', ...files.map((f) => dir + f)]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.summary.invalid).toBe(0);
    expect(out.summary.games).toBeGreaterThan(1000);
    expect(new Set(out.games.map((g: { file: string }) => g.file.slice(dir.length)))).toEqual(new Set(files));
  });
});

describe('verify on fixtures', () => {
  const errorFixtures = ['illegal.pdn', 'ambiguous.pdn', 'missing-capture.pdn', 'bad-fen.pdn', 'unterminated-comment.pdn', 'result-contradicts.pdn', 'unknown-moves.pdn', 'other-game.pdn'];

  it('typical mistakes: exact messages with file:line:column (as in expected/verify-errors.txt, which docs/records.md quotes)', async () => {
    const r = await bashni(['verify', ...errorFixtures.map((f) => 'fixtures/' + f)], { cwd: FIXTURES + '..' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    // compared with the file as committed: `vitest -u` cannot rewrite it to match the output
    expect(r.stdout).toBe(readFileSync(new URL('./expected/verify-errors.txt', import.meta.url), 'utf8'));
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(errorFixtures.length + 1);
    expect(lines[0]).toMatch(/^fixtures\/illegal\.pdn:7:19: .* move 2\. c3-b4: illegal move.*\[MOVE_ILLEGAL\]; legal moves: d4-e5, /);
    expect(lines[1]).toMatch(/^fixtures\/ambiguous\.pdn:7:4: .* move 1\. b4:f4: ambiguous move.*\[MOVE_AMBIGUOUS\]; legal moves: b4:d6:b8:f4, b4:d6:f4$/);
    expect(lines[2]).toMatch(/^fixtures\/missing-capture\.pdn:7:19: .* move 2\. g3-h4: .*capture is mandatory \[MOVE_CAPTURE_REQUIRED\]; legal moves: d4:f6$/);
    expect(lines[3]).toMatch(/^fixtures\/bad-fen\.pdn:4:1: .*bad FEN tag .*\[FEN_[A-Z_]+\]$/);
    expect(lines[4]).toMatch(/^fixtures\/unterminated-comment\.pdn:7:10: .*\[PDN_UNTERMINATED_COMMENT\]$/);
    expect(lines[5]).toMatch(/^fixtures\/result-contradicts\.pdn:6:10: .*result 0-1 contradicts the final position.*\[RESULT_CONTRADICTS\]$/);
    expect(lines[6]).toMatch(/^fixtures\/unknown-moves\.pdn:5:19: .*move 2\. - -: unknown move.*\[MOVE_UNKNOWN\]/);
    expect(lines[7]).toMatch(/not a Bashni\/Russian game: \[GameType "20"\] is international draughts \[VARIANT_UNSUPPORTED\]$/);
    expect(lines[8]).toBe('8 games: 0 valid, 8 invalid');
  });

  it('Bashni records (with [Variant "Bashni"] or an alias) verify; the JSON structure is as documented', async () => {
    const r = await bashni(['verify', '--json', FIXTURES + 'bashni-playouts.pdn', FIXTURES + 'bashni-annotated.pdn', FIXTURES + 'ambiguous.pdn']);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.summary).toEqual({ games: 7, valid: 6, invalid: 1 });
    for (const g of out.games.slice(0, 6)) expect(g).toMatchObject({ variant: 'bashni', valid: true });
    expect(out.games.slice(0, 4).map((g: { plies: number }) => g.plies)).toEqual([43, 38, 60, 66]);
    const bad = out.games[6];
    expect(bad).toEqual({
      file: FIXTURES + 'ambiguous.pdn',
      index: 1,
      line: 7,
      column: 4,
      tags: { Event: 'Ambiguous short capture', Result: '*' },
      variant: 'bashni',
      valid: false,
      plies: 0,
      problem: {
        code: 'MOVE_AMBIGUOUS',
        message: 'ambiguous move: 2 legal moves match it, write the full path',
        line: 7,
        column: 4,
        moveNumber: 1,
        side: 'white',
        move: 'b4:f4',
        legal: ['b4:d6:b8:f4', 'b4:d6:f4'],
      },
      info: [],
    });
  });
});

describe('verify on games past the limits (issue 13 item 6)', () => {
  /** King moves back and forth from W:WKa1:BKh2, `plies` of them, 16 plies a line. */
  const shuffle = (plies: number): string =>
    Array.from({ length: plies }, (_, p) => (p % 2 === 0 ? `${p / 2 + 1}. ` : '') + ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'][p % 4] + (p % 16 === 15 ? '\n' : ' ')).join('');

  it('10,000 moves verify; one more is PDN_GAME_TOO_LONG at that move (file:line:column), exit 1; a game over 1 MiB is PDN_GAME_TOO_LARGE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bashni-long-'));
    try {
      const ok = join(dir, 'ok.pdn');
      writeFileSync(ok, `[FEN "W:WKa1:BKh2"]\n${shuffle(10_000)}*\n`);
      const r1 = await bashni(['verify', ok]);
      expect(r1.stdout).toBe(
        `${ok}:1:1: game 1: valid, 10000 plies (bashni)\n  ${ok}:2:55: note: move 4... g1-h2: information: the same position for the third time (threefold repetition) [INFO_REPETITION]\n  ${ok}:3:106: note: move 15... h2-g1: information: 15 moves by each side without a capture or a man move [INFO_NO_PROGRESS]\n1 games: 1 valid, 0 invalid\n`,
      );
      expect(r1.status).toBe(0);
      const long = join(dir, 'long.pdn');
      writeFileSync(long, `[FEN "W:WKa1:BKh2"]\n${shuffle(10_001)}*\n\n[FEN "W:WKa1:BKh2"]\n1. a1-b2 *\n`);
      const r2 = await bashni(['verify', long]);
      // ply 10,001 is the first of line 2 + 625: `5001. a1-b2`
      expect(r2.stdout).toBe(
        `${long}:627:7: game 1: invalid: This game has more than 10000 moves (main line and variations together); the moves from here on are not read. [PDN_GAME_TOO_LONG]\n` +
          `${long}:629:1: game 2: valid, 1 ply (bashni)\n2 games: 1 valid, 1 invalid\n`,
      );
      expect(r2.status).toBe(1);
      const big = join(dir, 'big.pdn');
      writeFileSync(big, `[Event "ok"]\n1. c3-d4 *\n[Event "big"]\n1. c3-d4 {${'x'.repeat(1 << 20)}} *\n[Event "after"]\n1. c3-d4 *\n`);
      const r3 = await bashni(['verify', big]);
      expect(r3.stdout).toBe(
        `${big}:1:1: game 1: valid, 1 ply (bashni)\n${big}:3:1: game 2: invalid: This game's text is longer than 1048576 characters (1 MiB); it is not read. [PDN_GAME_TOO_LARGE]\n${big}:5:1: game 3: valid, 1 ply (bashni)\n3 games: 2 valid, 1 invalid\n`,
      );
      expect(r3.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('verify usage', () => {
  it('unreadable input, unknown variant: one line on stderr, exit 2, no output', async () => {
    for (const args of [
      ['verify', FIXTURES + 'no-such-file.pdn'],
      ['verify', '--variant', 'chess', FIXTURES + 'illegal.pdn'],
    ]) {
      const r = await bashni(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('--help describes the options', async () => {
    const r = await bashni(['verify', '--help']);
    expect(r.status).toBe(0);
    for (const o of ['--variant', '--syntax-only', '--json', '--encoding', 'G games: V valid, I invalid']) expect(r.stdout).toContain(o);
  });
});
