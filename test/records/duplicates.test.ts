// verify --duplicates: games with the same main line (as the rules read it) or, on request, the
// same final position, reported across files with their places (records/duplicates.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePdn } from '../../grammar/pdn.ts';
import { tagNamed } from '../../grammar/record.ts';
import { replayGame } from '../../records/replay.ts';
import { gameKeys } from '../../records/duplicates.ts';
import { ROOT, bashni, lastLine } from './cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-repeats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const keysOf = (pdn: string, variant: 'bashni' | 'russian' = 'bashni') => {
  const { value } = parsePdn(pdn);
  return value.map((g) => gameKeys(g, replayGame(g, { variant })));
};

describe('gameKeys', () => {
  it('one key for the same moves in algebraic and numeric notation, short and full captures, with or without comments and variations', () => {
    const [a, b, c, d] = keysOf(
      [
        '[Result "*"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *',
        '[Result "*"]\n1. 22-18 11-15 2. 18x11 8x15 *',
        '[Result "*"]\n{opening} 1. c3-d4 (1. g3-h4 b6-a5) f6-e5 2. d4xf6 g7xe5 {end} *',
        '[Result "*"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 3. e3-f4 *',
      ].join('\n\n'),
    );
    expect(b!.moves).toBe(a!.moves);
    expect(c!.moves).toBe(a!.moves);
    expect(d!.moves).not.toBe(a!.moves);
    expect(a!.position).toBeDefined();
    expect(b!.start).toEqual({ line: 4, column: 1 }); // the second game starts at its tag, line 4
  });

  it('another start position, variant or illegal tail makes another game; a game without moves has no key', () => {
    const [plain, fen, illegal, empty] = keysOf(['1. c3-d4 *', '[FEN "W:Wc3,e3:Bf6"]\n1. c3-d4 *', '1. c3-d4 f6-f5 *', '[Event "no moves"]\n*'].join('\n\n'));
    expect(fen!.moves).not.toBe(plain!.moves);
    expect(illegal!.moves).toContain('f6-f5'); // the move that did not replay, as written
    expect(illegal!.position).toBeUndefined(); // the line did not replay to its end
    expect(empty).toBeUndefined();
    const [russian] = keysOf('1. c3-d4 *', 'russian');
    expect(russian!.moves).not.toBe(plain!.moves);
  });

  it('a transposition: other moves, the same final position', () => {
    const [a, b] = keysOf('1. c3-d4 f6-g5 2. g3-f4 b6-a5 *\n\n1. g3-f4 f6-g5 2. c3-d4 b6-a5 *');
    expect(a!.moves).not.toBe(b!.moves);
    expect(a!.position).toBe(b!.position);
  });
});

describe('bashni verify --duplicates', () => {
  const first = join(dir, 'first.pdn');
  const second = join(dir, 'second.pdn');
  writeFileSync(first, '[White "A"]\n[Black "B"]\n[Result "*"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n\n[White "C"]\n[Black "D"]\n[Result "*"]\n1. c3-d4 f6-g5 2. g3-f4 b6-a5 *\n');
  // the first game of first.pdn in numeric notation, then a transposition of its second game
  writeFileSync(second, '[White "A"]\n[Black "B"]\n[Result "*"]\n1. 22-18 11-15 2. 18x11 8x15 *\n\n[White "E"]\n[Black "F"]\n[Result "*"]\n1. g3-f4 f6-g5 2. c3-d4 b6-a5 *\n');

  it('names the repeat and the earlier game with their places; the summary counts them; exit 1', async () => {
    const r = await bashni(['verify', '--duplicates', first, second]);
    expect(r.stdout).toContain(`${second}:1:1: game 1 (A - B): valid, 4 plies (bashni)\n  ${second}:1:1: duplicate: the same moves as game 1 (${first}:1:1)\n`);
    expect(r.stdout).not.toContain('same final position');
    expect(lastLine(r.stdout)).toBe('4 games: 4 valid, 0 invalid, 1 duplicates');
    expect(r.status).toBe(1);
  });

  it('--duplicate-positions adds games that end where an earlier one ended', async () => {
    const r = await bashni(['verify', '--duplicates', '--duplicate-positions', first, second]);
    expect(r.stdout).toContain(`  ${second}:6:1: duplicate: the same final position as game 2 (${first}:6:1)\n`);
    expect(lastLine(r.stdout)).toBe('4 games: 4 valid, 0 invalid, 2 duplicates');
  });

  it('--json: duplicateOf on the repeat, duplicates in the summary, no keys printed', async () => {
    const r = await bashni(['verify', '--json', '--duplicates', first, second]);
    const doc = JSON.parse(r.stdout);
    expect(doc.summary).toEqual({ games: 4, valid: 4, invalid: 0, duplicates: 1 });
    expect(doc.games[2].duplicateOf).toEqual({ file: first, index: 1, line: 1, column: 1, same: 'moves' });
    expect(doc.games.filter((g: object) => 'duplicateOf' in g)).toHaveLength(1);
    expect(r.stdout).not.toContain('"keys"');
  });

  it('without --duplicates nothing changes; no repeats: exit 0; --duplicate-positions alone is a usage error', async () => {
    const plain = await bashni(['verify', first, second]);
    expect(plain.stdout).not.toContain('duplicate');
    expect(lastLine(plain.stdout)).toBe('4 games: 4 valid, 0 invalid');
    const once = await bashni(['verify', '--duplicates', first]);
    expect(lastLine(once.stdout)).toBe('2 games: 2 valid, 0 invalid, 0 duplicates');
    expect(once.status).toBe(0);
    const usage = await bashni(['verify', '--duplicate-positions', first]);
    expect(usage.stderr).toBe('bashni: --duplicate-positions needs --duplicates\n');
    expect(usage.status).toBe(2);
  });

  it('the published games hold no two games with the same moves, across files', async () => {
    const files = readdirSync(join(ROOT, 'games'))
      .filter((f) => f.endsWith('.pdn'))
      .map((f) => `games/${f}`);
    expect(files).toContain('games/engine-levels.pdn');
    const r = await bashni(['verify', '--duplicates', ...files], { cwd: ROOT });
    expect(lastLine(r.stdout)).toMatch(/^\d+ games: \d+ valid, 0 invalid, 0 duplicates$/);
    expect(r.status).toBe(0);
  });

  it('games/: at least 200 games, no two sharing their first 10 plies, tags that say who played and how it ended', () => {
    const starts = new Set<string>();
    const pairings = new Map<string, Set<string>>();
    let count = 0;
    for (const file of ['games/engine-levels.pdn', 'games/engine-club.pdn']) {
      const { value: games, errors } = parsePdn(readFileSync(join(ROOT, file), 'utf8'));
      expect(errors).toEqual([]);
      const filePairings = new Set<string>();
      pairings.set(file, filePairings);
      for (const game of games) {
        count++;
        const replay = replayGame(game, { info: false, variations: false });
        expect(replay.valid).toBe(true);
        starts.add(
          replay
            .mainLine!.plies.slice(0, 10)
            .map((p) => [p.move.from, ...p.move.path].join('-'))
            .join(' '),
        );
        const depth = (side: string): string => tagNamed(game, side)!.value.match(/^bashni engine \(alpha-beta, depth (\d+)\)$/)![1]!;
        filePairings.add(`${depth('White')}-${depth('Black')}`);
        expect(tagNamed(game, 'Termination')?.value).toMatch(/^(White|Black) has no legal move$|^adjudicated draw: /);
      }
    }
    expect(count).toBeGreaterThanOrEqual(200);
    expect(starts.size).toBe(count);
    expect(pairings.get('games/engine-levels.pdn')!.size).toBe(9); // depths 2, 4 and 6 against each other
    expect(pairings.get('games/engine-club.pdn')!.size).toBe(9); // depths 2, 3 and 4 against each other
  });
});
