// bashni find, openings and index on real files: every filter's count against an independent
// replay written here (a plain loop over the engine's Position: parseMoveText, matchMoves, play),
// with and without the index; the query parsers' errors and their columns; the index refused
// when its file changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePdn } from '../../grammar/pdn.ts';
import { scanMainLine } from '../../grammar/main-line-scan.ts';
import { splitGames } from '../../grammar/splitter.ts';
import { tagNamed, type GameRecord } from '../../grammar/record.ts';
import { resultWinner } from '../../grammar/results.ts';
import { Position, makeFen, matchMoves, parseFen, parseMoveText, makeMoveText, type Move, type VariantName } from '../../engine/index.ts';
import { parseDate, parseGlob, parseMaterial, parsePattern, parseFindQuery } from '../../records/find-query.ts';
import { CORPUS, ROOT, bashni } from './cli.ts';

const RUSSIAN = [join(CORPUS, 'pdn-standard/accept/ussr1947.pdn'), join(CORPUS, 'pdn-standard/reject/abatsiev.pdn')];
const BASHNI = [join(ROOT, 'games/engine-club.pdn'), join(ROOT, 'games/engine-levels.pdn')];

const dir = mkdtempSync(join(tmpdir(), 'bashni-find-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One game as the independent loop sees it: its tags, the positions of its main line and its moves. */
interface Replayed {
  readonly game: GameRecord;
  readonly positions: Position[];
  readonly moves: Move[];
}

/** The main line replayed with the engine alone: from [FEN] or the start, each written move resolved to its one legal move, stopping at the first that is not. */
function replayed(files: readonly string[], variant: VariantName): Replayed[] {
  const out: Replayed[] = [];
  for (const f of files) {
    for (const game of parsePdn(readFileSync(f, 'utf8')).value) {
      const fen = tagNamed(game, 'FEN')?.value;
      const tagged = tagNamed(game, 'GameType')?.value.trim().startsWith('25') ? 'russian' : tagNamed(game, 'Variant') ? 'bashni' : variant;
      const start = fen ? parseFen(fen, tagged) : { ok: true as const, value: Position.initial(tagged) };
      if (!start.ok) {
        out.push({ game, positions: [], moves: [] });
        continue;
      }
      const positions = [start.value];
      const moves: Move[] = [];
      for (const node of game.moves) {
        const w = node.unknown ? undefined : parseMoveText(node.text);
        const found = w ? matchMoves(positions[positions.length - 1]!, w) : [];
        if (found.length !== 1) break;
        moves.push(found[0]!);
        positions.push(positions[positions.length - 1]!.play(found[0]!));
      }
      out.push({ game, positions, moves });
    }
  }
  return out;
}

const russian = replayed(RUSSIAN, 'russian');
const bashniGames = replayed(BASHNI, 'bashni');

const tag = (r: Replayed, name: string): string | undefined => tagNamed(r.game, name)?.value;
const winner = (r: Replayed): string | undefined => {
  const t = r.game.result?.text ?? tag(r, 'Result');
  return t === undefined ? undefined : resultWinner(t);
};
const columns = (p: Position): string => `${p.turn}|${p.columns().join(';')}`;
const mirrored = (p: Position): string =>
  `${p.turn === 'white' ? 'black' : 'white'}|${p
    .columns()
    .map(([sq, c]) => [31 - sq, c.replace(/[wbWB]/g, (x) => ({ w: 'b', b: 'w', W: 'B', B: 'W' })[x]!)] as const)
    .sort((a, b) => a[0] - b[0])
    .join(';')}`;
const count = (c: string | undefined, pred: (ch: string) => boolean): number => [...(c ?? '')].filter(pred).length;

let russianIndex = '';
let bashniIndex = '';
beforeAll(async () => {
  russianIndex = join(dir, 'russian.bdx');
  bashniIndex = join(dir, 'bashni.bdx');
  expect((await bashni(['index', ...RUSSIAN, '--variant', 'russian', '-o', russianIndex])).status).toBe(0);
  expect((await bashni(['index', ...BASHNI, '-o', bashniIndex])).status).toBe(0);
});

/** `find --count` with the query, without and with the index: both counts. */
async function counts(files: readonly string[], index: string, args: readonly string[]): Promise<[number, number]> {
  const plain = await bashni(['find', ...files, ...args, '--count']);
  const indexed = await bashni(['find', ...files, ...args, '--count', '--index', index]);
  expect(plain.stderr).toBe('');
  expect(indexed.stderr).toBe('');
  return [Number(plain.stdout), Number(indexed.stdout)];
}

describe('find: each filter against an independent replay, with and without the index', () => {
  // a position from the middle of a game of each set, and its mirror
  const midRussian = russian[20]!.positions[14]!;
  const midBashni = bashniGames[30]!.positions[21]!;

  const cases: { name: string; sets: 'russian' | 'bashni' | 'both'; args: string[]; pred: (r: Replayed) => boolean }[] = [
    { name: '--result 1-0', sets: 'both', args: ['--result', '1-0'], pred: (r) => winner(r) === 'white' },
    { name: '--result 1/2-1/2', sets: 'russian', args: ['--result', '1/2-1/2'], pred: (r) => winner(r) === 'draw' },
    { name: '--player (Cyrillic, any case)', sets: 'russian', args: ['--player', 'КОРШУНОВ*'], pred: (r) => [tag(r, 'White'), tag(r, 'Black')].some((v) => v?.startsWith('Коршунов')) },
    { name: '--tag Event=glob', sets: 'both', args: ['--tag', 'Event=*self-play*'], pred: (r) => (tag(r, 'Event') ?? '').toLowerCase().includes('self-play') },
    { name: '--tag with ?', sets: 'russian', args: ['--tag', 'Date=195?.'], pred: (r) => /^195\d\.$/.test(tag(r, 'Date') ?? '') },
    {
      name: '--date-from/--date-to',
      sets: 'both',
      args: ['--date-from', '1950', '--date-to', '1.1.2026'],
      pred: (r) => {
        // the days a date may stand for, read here by two regular expressions
        const d = tag(r, 'Date') ?? '';
        const ymd = /^(\d{4})\.(?:(\d\d)\.(\d\d))?/.exec(d);
        const dmy = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(d);
        const [from, to] = dmy
          ? [+dmy[3]! * 1e4 + +dmy[2]! * 100 + +dmy[1]!, +dmy[3]! * 1e4 + +dmy[2]! * 100 + +dmy[1]!]
          : ymd?.[3]
            ? [+ymd[1]! * 1e4 + +ymd[2]! * 100 + +ymd[3], +ymd[1]! * 1e4 + +ymd[2]! * 100 + +ymd[3]]
            : ymd
              ? [+ymd[1]! * 1e4 + 101, +ymd[1]! * 1e4 + 1231]
              : [NaN, NaN];
        return to >= 19500101 && from <= 20260101;
      },
    },
    { name: '--fen (a middle position)', sets: 'russian', args: ['--fen', makeFen(midRussian)], pred: (r) => r.positions.some((p) => columns(p) === columns(midRussian)) },
    { name: '--fen (bashni columns)', sets: 'bashni', args: ['--fen', makeFen(midBashni)], pred: (r) => r.positions.some((p) => columns(p) === columns(midBashni)) },
    {
      name: '--fen --mirror',
      sets: 'bashni',
      args: ['--fen', makeFen(midBashni), '--mirror'],
      pred: (r) => r.positions.some((p) => columns(p) === columns(midBashni) || mirrored(p) === columns(midBashni)),
    },
    { name: '--fen of the start', sets: 'russian', args: ['--fen', makeFen(Position.initial('russian'))], pred: (r) => r.positions.some((p) => columns(p) === columns(Position.initial('russian'))) },
    {
      name: '--pattern',
      sets: 'both',
      args: ['--pattern', 'd4=w e5=. f6!=b turn=black'],
      pred: (r) => r.positions.some((p) => p.turn === 'black' && p.column(17)?.[0] === 'w' && p.column(14) === undefined && p.column(10)?.[0] !== 'b'),
    },
    {
      name: '--pattern with a whole column',
      sets: 'bashni',
      args: ['--pattern', 'e5=(bw)'],
      pred: (r) => r.positions.some((p) => p.column(14) === 'bw'),
    },
    {
      name: '--material',
      sets: 'both',
      args: ['--material', 'W>=8,B<=6'],
      pred: (r) => r.positions.some((p) => p.pieceCount('white') >= 8 && p.pieceCount('black') <= 6),
    },
    {
      name: '--material kings, tallest, prisoners',
      sets: 'bashni',
      args: ['--material', 'Wkings>=1 Btallest>=3 Bprisoners>=2'],
      pred: (r) =>
        r.positions.some((p) => {
          const cols = p.columns().map(([, c]) => c);
          const black = cols.filter((c) => c[0] === 'b' || c[0] === 'B');
          return cols.reduce((n, c) => n + count(c, (x) => x === 'W'), 0) >= 1 && black.some((c) => c.length >= 3) && black.reduce((n, c) => n + count(c, (x) => x === 'w' || x === 'W'), 0) >= 2;
        }),
    },
    {
      name: '--moves (algebraic)',
      sets: 'russian',
      args: ['--moves', 'c3-d4 f6-g5'],
      pred: (r) => r.moves.length >= 2 && makeMoveText(r.positions[0]!, r.moves[0]!) === 'c3-d4' && makeMoveText(r.positions[1]!, r.moves[1]!) === 'f6-g5',
    },
    {
      name: '--moves (numeric)',
      sets: 'russian',
      args: ['--moves', '22-18'],
      pred: (r) => r.moves.length >= 1 && makeMoveText(r.positions[0]!, r.moves[0]!) === 'c3-d4',
    },
    { name: '--capture 3', sets: 'both', args: ['--capture', '3'], pred: (r) => r.moves.some((m) => m.jumped.length >= 3) },
    { name: '--promotion', sets: 'both', args: ['--promotion'], pred: (r) => r.moves.some((m) => m.promotes) },
    {
      name: '--promotion with --result and --material',
      sets: 'both',
      args: ['--promotion', '--result', '0-1', '--material', 'Bkings>=1'],
      pred: (r) => r.moves.some((m) => m.promotes) && winner(r) === 'black' && r.positions.some((p) => p.columns().some(([, c]) => c.includes('B'))),
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const sets = c.sets === 'both' ? (['russian', 'bashni'] as const) : ([c.sets] as const);
      let total = 0;
      for (const s of sets) {
        const games = s === 'russian' ? russian : bashniGames;
        const want = games.filter(c.pred).length;
        const args = s === 'russian' ? [...c.args, '--variant', 'russian'] : c.args;
        const got = await counts(s === 'russian' ? RUSSIAN : BASHNI, s === 'russian' ? russianIndex : bashniIndex, args);
        expect(got).toEqual([want, want]);
        total += want;
      }
      // a filter that matches nothing anywhere would test nothing
      expect(total).toBeGreaterThan(0);
    });
  }

  it('--valid and --invalid split the games as verify does', async () => {
    const verify = JSON.parse((await bashni(['verify', ...RUSSIAN, '--variant', 'russian', '--json'])).stdout) as { summary: { valid: number; invalid: number } };
    expect(await counts(RUSSIAN, russianIndex, ['--valid', '--variant', 'russian'])).toEqual([verify.summary.valid, verify.summary.valid]);
    expect(await counts(RUSSIAN, russianIndex, ['--invalid', '--variant', 'russian'])).toEqual([verify.summary.invalid, verify.summary.invalid]);
    expect(verify.summary.invalid).toBeGreaterThan(0);
  });

  it('--dedupe keeps each distinct game once, as verify --duplicates counts them', async () => {
    const twice = join(dir, 'twice.pdn');
    writeFileSync(twice, readFileSync(BASHNI[0]!, 'utf8') + '\n\n' + readFileSync(BASHNI[0]!, 'utf8'));
    const verify = await bashni(['verify', twice, '--duplicates']);
    const duplicates = Number(/(\d+) duplicates/.exec(verify.stdout)![1]);
    const all = Number((await bashni(['find', twice, '--count'])).stdout);
    expect(duplicates).toBe(63);
    expect(Number((await bashni(['find', twice, '--dedupe', '--count'])).stdout)).toBe(all - duplicates);
  });
});

describe('find: games the light scanner reads and games it leaves to the full parser', () => {
  // games of the Russian file written in forms the scanner reads (comments, NAGs, variations, an
  // escape-free [FEN]) and in forms it leaves to the parser (an unknown move, an escaped tag value);
  // each filter's count against the independent replay, with and without the index
  const source = readFileSync(RUSSIAN[0]!, 'utf8');
  const texts = [...splitGames(source)].slice(0, 24).map((g) => g.text);
  const changed = texts.map((t, i) => {
    const moves = t.indexOf('\n1.');
    if (moves < 0) return t;
    switch (i % 4) {
      case 1: // a comment, a NAG and a variation after the first move
        return t.replace(/(\n1\.\s*\S+)/, '$1 {a comment} $2 (1... f6-e5 {inside} 2. g3-f4) ');
      case 2: // an unknown move ends the main line: the scanner declines it
        return t.replace(/(\n1\.\s*\S+\s+\S+\s+2\.\s*\S+\s+)\S+/, '$1--');
      case 3: // an escaped quote in a tag value: the scanner declines it
        return t.replace(/\[Event "/, '[Annotator "\\"x\\""]\n[Event "');
      default:
        return t;
    }
  });
  const file = join(dir, 'scanner-cases.pdn');
  const index = join(dir, 'scanner-cases.bdx');
  writeFileSync(file, changed.join('\n\n') + '\n');
  const games = replayed([file], 'russian');
  const mid = games[5]!.positions[10]!;

  it('the file holds both kinds', () => {
    const scanned = changed.map((t) => scanMainLine(t) !== undefined);
    expect(scanned.filter(Boolean).length).toBeGreaterThan(8);
    expect(scanned.filter((x) => !x).length).toBeGreaterThan(8);
    expect(changed.filter((t) => scanMainLine(t)?.variations).length).toBeGreaterThan(3);
  });

  const cases: { name: string; args: string[]; pred: (r: Replayed) => boolean }[] = [
    { name: '--fen', args: ['--fen', makeFen(mid)], pred: (r) => r.positions.some((p) => columns(p) === columns(mid)) },
    { name: '--capture 2', args: ['--capture', '2'], pred: (r) => r.moves.some((m) => m.jumped.length >= 2) },
    { name: '--promotion', args: ['--promotion'], pred: (r) => r.moves.some((m) => m.promotes) },
    { name: '--moves', args: ['--moves', 'c3-d4'], pred: (r) => r.moves.length >= 1 && makeMoveText(r.positions[0]!, r.moves[0]!) === 'c3-d4' },
    { name: '--material', args: ['--material', 'W<=9'], pred: (r) => r.positions.some((p) => p.pieceCount('white') <= 9) },
  ];
  for (const c of cases)
    it(c.name, async () => {
      if (!statSync(index, { throwIfNoEntry: false })) expect((await bashni(['index', file, '--variant', 'russian', '-o', index])).status).toBe(0);
      const want = games.filter(c.pred).length;
      expect(want).toBeGreaterThan(0);
      expect(await counts([file], index, [...c.args, '--variant', 'russian'])).toEqual([want, want]);
    });
});

describe('find output', () => {
  it('writes each game exactly as read, and --json its place, tags and the first ply matched', async () => {
    const start = makeFen(russian[20]!.positions[14]!);
    const r = await bashni(['find', RUSSIAN[0]!, '--variant', 'russian', '--fen', start, '--json']);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { file: string; game: number; line: number; tags: Record<string, string>; ply: number });
    expect(lines.length).toBeGreaterThan(0);
    const first = lines.find((l) => l.game === 21)!;
    expect(first.ply).toBe(14);
    expect(first.tags.White).toBe(tag(russian[20]!, 'White'));
    const pdn = await bashni(['find', RUSSIAN[0]!, '--variant', 'russian', '--fen', start]);
    const source = readFileSync(RUSSIAN[0]!, 'utf8');
    // every game written is a piece of the file, byte for byte
    for (const game of pdn.stdout.split(/\r\n\r\n/).filter((t) => t.trim())) expect(source.includes(game.trimEnd())).toBe(true);
  });

  it('-o writes the file atomically; a broken game is skipped, reported and counted', async () => {
    const broken = join(dir, 'broken.pdn');
    writeFileSync(broken, '[Event "a"]\n1. c3-d4 f6-g5 *\n\n[Event "b"\n1. c3-d4 ((( *\n\n[Event "c"]\n1. c3-b4 *\n');
    const out = join(dir, 'out.pdn');
    const r = await bashni(['find', broken, '--moves', 'c3-d4', '-o', out]);
    expect(r.stderr).toMatch(/broken\.pdn:\d+:\d+: game 2: skipped/);
    expect(r.stderr).toContain('1 broken game skipped');
    expect(r.status).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('[Event "a"]\n1. c3-d4 f6-g5 *\n');
  });
});

describe('a malformed query exits 2 with the column where it fails', () => {
  const cases: [string[], RegExp][] = [
    [['--material', 'W>=8,Bx<=6'], /--material "W>=8,Bx<=6": column 7: unknown quantity/],
    [['--material', 'W>=eight'], /column 4: expected a whole number/],
    [['--date-from', '1950.13.01'], /--date-from "1950.13.01": column 6: expected a month/],
    [['--date-to', '19x'], /column 1: expected a year/],
    [['--pattern', 'd4=w e9=b'], /--pattern "d4=w e9=b": column 6: expected SQUARE=WHAT/],
    [['--pattern', 'd4=q'], /column 4: expected \., empty/],
    [['--fen', 'W:Wa1,c1:Bz9'], /--fen "W:Wa1,c1:Bz9": column \d+: bad FEN/],
    [['--tag', 'White=abc\\'], /--tag "White=abc\\": column 10: a glob may not end/],
    [['--moves', 'c3-d4 hello'], /--moves "c3-d4 hello": column 7: not a move/],
    [['--capture', 'many'], /--capture "many": column 1/],
  ];
  for (const [args, message] of cases)
    it(args.join(' '), async () => {
      const r = await bashni(['find', RUSSIAN[0]!, ...args]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    });
});

describe('query parsers', () => {
  it('dates in the forms real files use', () => {
    expect(parseDate('1950.')).toEqual({ ok: true, value: { from: 19500101, to: 19501231 } });
    expect(parseDate('1950.03.??')).toEqual({ ok: true, value: { from: 19500301, to: 19500331 } });
    expect(parseDate('1.1.1965')).toEqual({ ok: true, value: { from: 19650101, to: 19650101 } });
    expect(parseDate('1965')).toEqual({ ok: true, value: { from: 19650101, to: 19651231 } });
    expect(parseDate('1965.??.12').ok).toBe(false);
  });
  it('globs: case-insensitive, Unicode-aware, * and ?', () => {
    const g = parseGlob('блинд?р*');
    expect(g.ok && g.value.regex.test('Блиндер Б.')).toBe(true);
    expect(g.ok && g.value.regex.test('Блиндер')).toBe(true);
    expect(g.ok && g.value.regex.test('Миротин')).toBe(false);
  });
  it('patterns and material read back as data', () => {
    expect(parsePattern('d4=W 32!=* turn=b')).toEqual({
      ok: true,
      value: {
        squares: [
          { square: 17, must: true, what: { kind: 'commander', piece: 'W' } },
          { square: 31, must: false, what: { kind: 'occupied' } },
        ],
        turn: 'black',
      },
    });
    expect(parseMaterial('Wmen==3')).toEqual({ ok: true, value: [{ side: 'white', quantity: 'men', op: '=', value: 3 }] });
    expect(parseFindQuery({ valid: true, invalid: true }).ok).toBe(false);
  });
});

describe('openings', () => {
  it('counts each next move, with and without the index, against the independent replay', async () => {
    const plain = JSON.parse((await bashni(['openings', ...RUSSIAN, '--variant', 'russian', '--json'])).stdout) as {
      games: number;
      moves: { move: string; games: number; white: number; draws: number; black: number }[];
    };
    const indexed = JSON.parse((await bashni(['openings', ...RUSSIAN, '--variant', 'russian', '--json', '--index', russianIndex])).stdout);
    expect(indexed).toEqual(plain);
    const start = columns(Position.initial('russian'));
    const from = russian.filter((r) => r.positions.length && columns(r.positions[0]!) === start);
    expect(plain.games).toBe(from.length);
    const c3d4 = from.filter((r) => r.moves.length && makeMoveText(r.positions[0]!, r.moves[0]!) === 'c3-d4');
    const row = plain.moves.find((m) => m.move === 'c3-d4')!;
    expect(row.games).toBe(c3d4.length);
    expect(row.white).toBe(c3d4.filter((r) => winner(r) === 'white').length);
    expect(row.draws).toBe(c3d4.filter((r) => winner(r) === 'draw').length);
    expect(plain.moves.map((m) => m.games)).toEqual([...plain.moves.map((m) => m.games)].sort((a, b) => b - a));
  });

  it('a tree from a position after moves, with and without the index (transpositions count)', async () => {
    for (const files of [
      { f: RUSSIAN, i: () => russianIndex, v: ['--variant', 'russian'] },
      { f: BASHNI, i: () => bashniIndex, v: [] },
    ]) {
      const args = ['openings', ...files.f, ...files.v, '--moves', 'c3-d4', '--plies', '3', '--json'];
      const plain = (await bashni(args)).stdout;
      expect(JSON.parse(plain).games).toBeGreaterThan(0);
      expect((await bashni([...args, '--index', files.i()])).stdout).toBe(plain);
    }
  });
});

describe('a collection of both variants, no --variant', () => {
  it('openings and find give the same with and without the index', async () => {
    // Russian games that say so ([GameType "25"]) beside Bashni games that say so
    const mixed = join(dir, 'mixed.pdn');
    writeFileSync(mixed, readFileSync(RUSSIAN[1]!, 'utf8').replaceAll('[Event', '[GameType "25"]\n[Event') + '\n\n' + readFileSync(BASHNI[0]!, 'utf8'));
    const index = join(dir, 'mixed.bdx');
    expect((await bashni(['index', mixed, '-o', index])).status).toBe(0);
    for (const args of [
      ['openings', mixed, '--json'],
      ['openings', mixed, '--plies', '2', '--json'],
      ['find', mixed, '--fen', makeFen(Position.initial()), '--count'],
      ['find', mixed, '--variant', 'russian', '--count'],
    ]) {
      const plain = await bashni(args);
      expect((await bashni([...args, '--index', index])).stdout).toBe(plain.stdout);
    }
    const report = JSON.parse((await bashni(['openings', mixed, '--json'])).stdout) as { games: number };
    expect(report.games).toBe(56 + 63);
  });
});

describe('index', () => {
  it('keeps a game too large to read broken: find and openings with the index skip and report it as without', async () => {
    // more than 1 MiB of blank lines between two games: GameSplitter makes them a game too large to read (no text)
    const game = '[Event "a"]\n[Result "1-0"]\n1. c3-d4 f6-g5 1-0\n';
    const file = join(dir, 'too-large.pdn');
    writeFileSync(file, game + '  \n'.repeat(700_000) + game);
    const index = join(dir, 'too-large.bdx');
    expect((await bashni(['index', file, '-o', index])).status).toBe(1);
    const plain = await bashni(['find', file, '--json', '--jobs', '1']);
    expect(plain.stderr).toMatch(/game 2: skipped: .*\[PDN_GAME_TOO_LARGE\]/);
    expect(plain.stdout.trim().split('\n')).toHaveLength(1); // the blank lines and the game after them are one game too large (as GameSplitter cuts them)
    const indexed = await bashni(['find', file, '--json', '--index', index]);
    expect([indexed.status, indexed.stdout, indexed.stderr]).toEqual([plain.status, plain.stdout, plain.stderr]);
    const openings = await bashni(['openings', file, '--json']);
    const openingsIndexed = await bashni(['openings', file, '--json', '--index', index]);
    expect([openingsIndexed.status, openingsIndexed.stdout, openingsIndexed.stderr]).toEqual([openings.status, openings.stdout, openings.stderr]);
  });

  it('is refused (exit 2, one line) once its file changed', async () => {
    const copy = join(dir, 'copy.pdn');
    copyFileSync(RUSSIAN[0]!, copy);
    const index = join(dir, 'copy.bdx');
    expect((await bashni(['index', copy, '--variant', 'russian', '-o', index])).status).toBe(0);
    expect(statSync(index).size).toBeLessThan(statSync(copy).size / 4);
    expect((await bashni(['find', copy, '--index', index, '--count'])).stdout).toBe('153\n');
    appendFileSync(copy, '\n');
    const r = await bashni(['find', copy, '--index', index, '--count']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/copy\.bdx: does not belong to .*copy\.pdn: its size changed/);
    const other = await bashni(['find', RUSSIAN[1]!, '--index', index, '--count']);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/does not belong/);
    const notIndex = await bashni(['find', copy, '--index', RUSSIAN[1]!, '--count']);
    expect(notIndex.status).toBe(2);
    expect(notIndex.stderr).toMatch(/not an index made by bashni index/);
  });

  it('is refused (exit 2, one line) when another format version wrote it', async () => {
    const index = join(dir, 'old.bdx');
    expect((await bashni(['index', RUSSIAN[0]!, '--variant', 'russian', '-o', index])).status).toBe(0);
    const bytes = readFileSync(index);
    expect(bytes.readUInt32LE(8)).toBe(2);
    bytes.writeUInt32LE(1, 8); // version 1: 12 bits and 4 probes a position, read otherwise
    writeFileSync(index, bytes);
    const r = await bashni(['find', RUSSIAN[0]!, '--index', index, '--count']);
    expect(r).toMatchObject({ status: 2, stdout: '' });
    expect(r.stderr).toBe(`bashni: ${index}: an index of format version 1, this bashni reads version 2: run bashni index again\n`);
  });
});

describe('--jobs', () => {
  it('find and index give the same bytes on one thread and on three, broken games reported in order', async () => {
    // a file of both variants, broken games and games GameSplitter cuts (a comment holding a tag line), larger than a batch (512 games)
    const mixed = join(dir, 'jobs.pdn');
    const broken = '[Event "broken"\n1. c3-d4 ((( *\n\n{ a\n[Event "in a comment"]\n} [Event "after"]\n1. c3-d4 *\n\n';
    writeFileSync(
      mixed,
      [RUSSIAN[0], BASHNI[0], RUSSIAN[1], BASHNI[1], RUSSIAN[0], BASHNI[0]]
        .map((f) => readFileSync(f!, 'utf8').replaceAll('[GameType "25"]', '').replaceAll('[Event', '[GameType "25"]\n[Event'))
        .join('\n\n' + broken) + broken.repeat(3),
    );
    const target = makeFen(russian[3]!.positions[6]!);
    const runs: string[][] = [
      ['find', mixed, '--count'],
      ['find', mixed, '--fen', target, '--json'],
      ['find', mixed, '--player', '*ов*', '--moves', 'c3-d4'],
      ['find', mixed, '--dedupe', '--variant', 'auto', '--json', '--capture', '2'],
    ];
    for (const args of runs) {
      const one = await bashni([...args, '--jobs', '1']);
      const three = await bashni([...args, '--jobs', '3']);
      expect(three, args.join(' ')).toEqual(one);
      expect(one.stderr, args.join(' ')).toMatch(/jobs\.pdn:\d+:\d+: game \d+: skipped/);
    }
    const counts = await bashni(['find', mixed, '--count', '--jobs', '3']);
    expect(Number(counts.stdout)).toBeGreaterThan(512); // (two batches at least)
    for (const mode of [[], ['--variant', 'auto']]) {
      const indexes = ['1', '3'].map((jobs) => join(dir, `jobs-${jobs}.bdx`));
      const made = await Promise.all(indexes.map((index, k) => bashni(['index', mixed, ...mode, '-o', index, '--jobs', k === 0 ? '1' : '3'])));
      expect(made[1]!.stderr).toBe(made[0]!.stderr.replace('jobs-1.bdx', 'jobs-3.bdx'));
      expect(readFileSync(indexes[1]!).equals(readFileSync(indexes[0]!))).toBe(true);
    }
  });
});
