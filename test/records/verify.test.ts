// `bashni verify` on real files: the corpus, the fixtures, the output formats and exit codes.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { CORPUS, FIXTURES, bashni, lastLine } from './cli.ts';

const USSR = CORPUS + 'pdn-standard/accept/ussr1947.pdn';
const ABATSIEV = CORPUS + 'pdn-standard/reject/abatsiev.pdn';

describe('verify on the corpus', () => {
  it('ussr1947.pdn: 153 of 153 games replay under --variant russian', () => {
    const r = bashni(['verify', '--variant', 'russian', USSR]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => /: game \d+ .*: valid, \d+ plies \(russian\)$/.test(l))).toHaveLength(153);
    expect(lastLine(r.stdout)).toBe('153 games: 153 valid, 0 invalid');
  });

  it('ussr1947.pdn: a [GameType "25"] tag selects Russian without --variant (read from standard input)', () => {
    const text = readFileSync(USSR, 'utf8');
    const russian = bashni(['verify', '--json', '-'], { input: text.replace(/^\[Event /gm, '[GameType "25"]\n[Event ') });
    expect(russian.status).toBe(0);
    const out = JSON.parse(russian.stdout);
    expect(out.summary).toEqual({ games: 153, valid: 153, invalid: 0 });
    expect(out.games[0]).toMatchObject({ file: '<stdin>', index: 1, variant: 'russian', valid: true, plies: 61 });
    expect(out.games[0].tags).toEqual({ White: 'Блиндер Б.', Black: 'Миротин Б.', Event: 'X чемпионат СССР', Result: '1-0' });
  });

  it('abatsiev.pdn: 55 valid, 1 invalid (unknown moves), exit 1', () => {
    const r = bashni(['verify', '--variant', 'russian', ABATSIEV]);
    expect(r.status).toBe(1);
    expect(lastLine(r.stdout)).toBe('56 games: 55 valid, 1 invalid');
    const invalid = r.stdout.split('\n').filter((l) => l.includes(': invalid: '));
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toBe(
      `${ABATSIEV}:595:4: game 36 (Абациев Н. - Лебедев Ю.): invalid: move 1. - -: unknown move: the record does not say which move was played, so the game cannot be replayed [MOVE_UNKNOWN]; legal moves: a3-b4, c3-d4, c3-b4, e3-f4, e3-d4, g3-h4, g3-f4`,
    );
  });

  it('every file of pdn-standard/accept passes --syntax-only', () => {
    const dir = CORPUS + 'pdn-standard/accept/';
    const files = readdirSync(dir).filter((f) => f.endsWith('.pdn'));
    expect(files.length).toBeGreaterThan(30);
    const r = bashni(['verify', '--syntax-only', '--json', ...files.map((f) => dir + f)]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.summary.invalid).toBe(0);
    expect(out.summary.games).toBeGreaterThan(1000);
    expect(new Set(out.games.map((g: { file: string }) => g.file.slice(dir.length)))).toEqual(new Set(files));
  });
});

describe('verify on fixtures', () => {
  const errorFixtures = ['illegal.pdn', 'ambiguous.pdn', 'missing-capture.pdn', 'bad-fen.pdn', 'unterminated-comment.pdn', 'result-contradicts.pdn', 'unknown-moves.pdn', 'other-game.pdn'];

  it('typical mistakes: exact messages with file:line:column (as in expected/verify-errors.txt, which docs/records.md quotes)', () => {
    const r = bashni(['verify', ...errorFixtures.map((f) => 'fixtures/' + f)], { cwd: FIXTURES + '..' });
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

  it('Bashni records (with [Variant "Bashni"] or an alias) verify; the JSON structure is as documented', () => {
    const r = bashni(['verify', '--json', FIXTURES + 'bashni-playouts.pdn', FIXTURES + 'bashni-annotated.pdn', FIXTURES + 'ambiguous.pdn']);
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

describe('verify usage', () => {
  it('unreadable input, unknown variant: one line on stderr, exit 2, no output', () => {
    for (const args of [
      ['verify', FIXTURES + 'no-such-file.pdn'],
      ['verify', '--variant', 'chess', FIXTURES + 'illegal.pdn'],
    ]) {
      const r = bashni(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('--help describes the options', () => {
    const r = bashni(['verify', '--help']);
    expect(r.status).toBe(0);
    for (const o of ['--variant', '--syntax-only', '--json', '--encoding', 'G games: V valid, I invalid']) expect(r.stdout).toContain(o);
  });
});
