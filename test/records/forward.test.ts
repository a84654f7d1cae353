// Issue 24: the variant bashni-forward (men capture forward only) through the command, in process:
// a record's [Variant "Bashni-forward"] tag selects it, a man's backward capture is then refused
// while the same record is valid Bashni, and every command's shared --variant offers it.
import { describe, expect, it } from 'vitest';
import { bashni, lastLine } from './cli.ts';

// From the start: after 2... f6-g5 the white man on h6 (carrying a black man) can take g5 only
// backwards, h6:f4. Bashni makes it take (R4, R5); in bashni-forward it has no capture.
const MOVES = '1. e3-f4 h6-g5 2. f4:h6 f6-g5 3. h6:f4 *';
const record = (variant: string | undefined): string => `[Event "A man takes backwards"]\n${variant === undefined ? '' : `[Variant "${variant}"]\n`}[Result "*"]\n\n${MOVES}\n`;

describe('bashni-forward in records', () => {
  it('[Variant "Bashni-forward"]: the backward capture by a man is an illegal move; the quiet moves are the legal ones', async () => {
    const r = await bashni(['verify', '-'], { input: record('Bashni-forward') });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('<stdin>:5:34: game 1: invalid: move 3. h6:f4: illegal move: no legal move matches it [MOVE_ILLEGAL]; legal moves: a3-b4, c3-d4, c3-b4, g3-h4, g3-f4, d2-e3, f2-e3');
    expect(lastLine(r.stdout)).toBe('1 games: 0 valid, 1 invalid');
  });

  it('the same record as Bashni (tag, or no tag and the default) is valid', async () => {
    for (const input of [record('Bashni'), record(undefined)]) {
      const r = await bashni(['verify', '-'], { input });
      expect(r.stdout).toContain('game 1: valid, 5 plies (bashni)');
      expect(r.status).toBe(0);
    }
  });

  it('a record without a Variant tag under --variant bashni-forward is refused; a tag keeps its own rules', async () => {
    const r = await bashni(['verify', '--variant', 'bashni-forward', '-'], { input: record(undefined) });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('[MOVE_ILLEGAL]');
    const tagged = await bashni(['verify', '--variant', 'bashni-forward', '-'], { input: record('Bashni') });
    expect(tagged.status).toBe(0);
  });

  it('the tag spellings of docs/records.md select it; --json names it', async () => {
    for (const name of ['Bashni-forward', 'bashni-forward', 'Bashni forward', 'BASHNI_FORWARD', 'Bashne-forward']) {
      const r = await bashni(['verify', '--json', '-'], { input: record(name) });
      const out = JSON.parse(r.stdout);
      expect(out.games[0], name).toMatchObject({ variant: 'bashni-forward', valid: false });
    }
  });

  it('a game played forward only converts, and its replay stays in bashni-forward', async () => {
    const input = record('Bashni-forward').replace(MOVES, '1. e3-f4 h6-g5 2. f4:h6 f6-g5 3. g3-h4 *');
    const r = await bashni(['convert', '--squares', 'numeric', '-'], { input });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('[Variant "Bashni-forward"]');
    expect(r.stdout).toContain('1. 23-19 12-16 2. 19x12 11-16 3. 24-20 *');
  });
});

describe('bashni-forward on the command line', () => {
  it('perft --variant bashni-forward 3 gives 302, and 7361 at depth 5 (bashni 7482)', async () => {
    expect(await bashni(['perft', '--variant', 'bashni-forward', '3'])).toEqual({ status: 0, stdout: '302\n', stderr: '' });
    expect((await bashni(['perft', '5', '--variant', 'bashni-forward', '--jobs', '1'])).stdout).toBe('7361\n');
    expect((await bashni(['perft', '5', '--jobs', '1'])).stdout).toBe('7482\n');
  });

  it('moves and show follow the rule', async () => {
    const back = await bashni(['moves', '--fen', 'W:Wd4,h2:Bc3']);
    expect(back.stdout).toBe('d4:b2  B:Wb2(wb),h2:B\n');
    const fwd = await bashni(['moves', '--fen', 'W:Wd4,h2:Bc3', '--variant', 'bashni-forward']);
    expect(fwd.stdout).toBe('d4-e5  B:Wh2,e5:Bc3\nd4-c5  B:Wh2,c5:Bc3\nh2-g3  B:Wg3,d4:Bc3\n');
    expect((await bashni(['show', '--variant', 'Bashni-forward'])).stdout).toContain('White to move (bashni-forward).');
  });

  it('every command with --variant lists it in --help', async () => {
    for (const command of ['verify', 'convert', 'moves', 'perft', 'show']) {
      const r = await bashni([command, '--help']);
      // verify also takes auto (each game under the rule set it replays under)
      expect(r.stdout.replace(/\s+/g, ' '), command).toMatch(/\(choices: "bashni", "bashni-forward", "bashni-turkish", "russian", "lasca"(, "auto")?, default: "bashni"\)/);
    }
  });
});
