// `bashni puzzles export` through the command's code (cli/main.ts, in process) on real puzzle files: the CSV in
// lichess's columns parsed back and replayed with the engine, the JSON's fields, game page
// addresses, problems reported with file:line:column while the other puzzles are still exported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseFen } from '../../engine/fen.ts';
import { matchMoves, parseMoveText } from '../../engine/notation.ts';
import type { Position } from '../../engine/position.ts';
import type { VariantName } from '../../engine/types.ts';
import { parsePdn } from '../../grammar/pdn.ts';
import { replayGame } from '../../records/replay.ts';
import { bashni as run } from '../records/cli.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = 'test/puzzles/fixtures/export';
/** The temporary folders of these tests, removed at the end. */
const base = mkdtempSync(join(tmpdir(), 'bashni-export-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function bashni(args: string[], cwd = root) {
  const r = await run(args, { cwd });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** An RFC 4180 reader (quoted fields, doubled quotes, commas and line breaks inside quotes): rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

/** Pieces `side` commands: its pieces in the columns it commands (a column's text is top first). */
function commanded(pos: Position, side: 'w' | 'b'): number {
  let n = 0;
  for (const [, column] of pos.columns()) if (column[0]!.toLowerCase() === side) n += [...column].filter((c) => c.toLowerCase() === side).length;
  return n;
}

/** Plays a space-separated line from a FEN with the engine (each move must resolve to exactly one legal move) and says whether it meets the goal. */
function replayToGoal(fen: string, variant: VariantName, moves: string, goal: string): { legal: boolean; meetsGoal: boolean } {
  const start = parseFen(fen, variant);
  if (!start.ok) return { legal: false, meetsGoal: false };
  let pos = start.value;
  for (const text of moves.split(' ')) {
    const written = parseMoveText(text);
    const found = written ? matchMoves(pos, written) : [];
    if (found.length !== 1) return { legal: false, meetsGoal: false };
    pos = pos.play(found[0]!);
  }
  const replies = pos.legalMoves();
  if (replies.length === 0) return { legal: true, meetsGoal: true }; // a win meets every goal
  if (goal === 'win' || replies.some((m) => m.jumped.length > 0)) return { legal: true, meetsGoal: false };
  const solver = start.value.turn === 'white' ? 'w' : 'b';
  const other = solver === 'w' ? 'b' : 'w';
  const net = (p: Position) => commanded(p, solver) - commanded(p, other);
  return { legal: true, meetsGoal: net(pos) - net(start.value) >= Number(goal.split(' ')[1]) };
}

interface Exported {
  id: string;
  variant: VariantName;
  fen: string;
  goal: string;
  solution: string[];
  rating: number;
  themes: string[];
  source: { kind: string; file?: string; game?: number; ply?: number };
  gameUrl: string | null;
}

describe('bashni puzzles export: the collection', () => {
  let csv: Awaited<ReturnType<typeof bashni>>;
  let rows: string[][];
  let puzzles: Exported[];
  beforeAll(async () => {
    csv = await bashni(['puzzles', 'export']);
    rows = parseCsv(csv.out);
    puzzles = JSON.parse((await bashni(['puzzles', 'export', '--format', 'json'])).out);
  });

  it('writes the CSV header of lichess and one row per puzzle, the same puzzles as the JSON', () => {
    expect(csv.code).toBe(0);
    expect(csv.err).toBe('');
    expect(csv.out.split('\n')[0]).toBe('PuzzleId,FEN,Moves,Rating,Themes,GameUrl');
    expect(rows[0]).toEqual(['PuzzleId', 'FEN', 'Moves', 'Rating', 'Themes', 'GameUrl']);
    expect(rows.length - 1).toBeGreaterThanOrEqual(100);
    expect(rows.slice(1).map((r) => r[0])).toEqual(puzzles.map((p) => p.id));
    for (const r of rows) expect(r).toHaveLength(6);
  });

  it('quotes every FEN with a comma, and each one reads back as the puzzle position; its Moves replay legally to the goal', () => {
    let quoted = 0;
    for (const [i, r] of rows.slice(1).entries()) {
      const p = puzzles[i]!;
      const [id, fen, moves, rating, themes] = r as [string, string, string, string, string, string];
      expect(fen, id).toBe(p.fen);
      if (fen.includes(',')) quoted++;
      expect(moves, id).toBe(p.solution.join(' '));
      expect(replayToGoal(fen, p.variant, moves, p.goal), `${id}: ${moves} (${p.goal})`).toEqual({ legal: true, meetsGoal: true });
      expect(Number(rating), id).toBe(p.rating);
      expect(p.rating, id).toBeGreaterThanOrEqual(600);
      expect(p.rating, id).toBeLessThanOrEqual(2400);
      expect(themes, id).toBe(p.themes.join(' '));
    }
    expect(quoted).toBe(rows.length - 1);
    // the quoting as written: "W:Wa1,...", with the parentheses of columns inside
    expect(csv.out.split('\n')[1]).toMatch(/^[a-z0-9._-]+,"[WB]:[^"]*\([wbWB]+\)[^"]*",/);
  });

  it("links each mined puzzle to its source game's page at its ply, and a composed one to nothing", () => {
    const counts = new Map<string, ReturnType<typeof parsePdn>['value']>();
    let linked = 0;
    for (const [i, r] of rows.slice(1).entries()) {
      const p = puzzles[i]!;
      const url = r[5]!;
      if (p.source.kind === 'composed') {
        expect(url, p.id).toBe('');
        expect(p.gameUrl, p.id).toBeNull();
        continue;
      }
      const file = p.source.file!;
      if (!/^games\/[^/]+\.pdn$/.test(file)) {
        expect(url, `${p.id}: the site has no page for ${file}`).toBe('');
        continue;
      }
      if (!counts.has(file)) counts.set(file, parsePdn(readFileSync(join(root, file), 'utf8'), { file }).value);
      const games = counts.get(file)!;
      const name = file.replace(/^games\//, '').replace(/\.pdn$/, '');
      const page = games.length > 1 ? `/games/${name}-${p.source.game}/` : `/games/${name}/`;
      expect(url, p.id).toBe(page + (p.source.ply! > 0 ? `#${p.source.ply}` : ''));
      expect(p.gameUrl, p.id).toBe(url);
      // the anchor names a position of that game's main line
      const replay = replayGame(games[p.source.game! - 1]!, { info: false, variations: false });
      expect(replay.mainLine!.plies.length, p.id).toBeGreaterThanOrEqual(p.source.ply!);
      linked++;
    }
    expect(linked).toBeGreaterThan(0);
  });
});

describe('bashni puzzles export: files', () => {
  it('writes JSON with every field of a puzzle, both titles and the page of its source game (-o, written whole)', async () => {
    const dir = mkdtempSync(join(base, 'export-'));
    const out = join(dir, 'puzzles.json');
    writeFileSync(out, 'old');
    const r = await bashni(['puzzles', 'export', `${fixtures}/puzzles/good.yaml`, '--format', 'json', '--site-url', 'https://example.org/bashni', '-o', out]);
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toBe('');
    const puzzles = JSON.parse(readFileSync(out, 'utf8'));
    expect(puzzles.map((p: { id: string }) => p.id)).toEqual(['two-g1-p0', 'two-g2-p2', 'one-g1-p0', 'study']);
    expect(puzzles[0]).toEqual({
      id: 'two-g1-p0',
      title: { en: 'Double capture, sacrifice: win the game in 2 moves', ru: 'Двойное взятие, жертва: выиграй партию за 2 хода' },
      variant: 'bashni',
      fen: 'W:Wd4,a5,e7:Bd2,f8',
      goal: 'win',
      solution: ['d4-c5', 'f8:d6:b4', 'a5:c3:e1'],
      rating: 950,
      difficulty: 1,
      themes: ['double-capture', 'endgame', 'sacrifice', 'short'],
      source: { kind: 'game', file: 'games/two-games.pdn', game: 1, ply: 0, played: 'a5-b6', mistake: 'missed' },
      note: 'from a game begun from a set-up position',
      gameUrl: 'https://example.org/bashni/games/two-games-1/',
    });
    // game 2 of a file of two, after 2 plies; the only game of its file; a composed study
    expect(puzzles[1].gameUrl).toBe('https://example.org/bashni/games/two-games-2/#2');
    expect(puzzles[1].source).toEqual({ kind: 'game', file: 'games/two-games.pdn', game: 2, ply: 2, played: 'a5:c3:e1' });
    expect(puzzles[2].gameUrl).toBe('https://example.org/bashni/games/one-game/');
    expect(puzzles[3]).toMatchObject({ id: 'study', title: { en: 'Two men for a clean sweep', ru: 'Двойное взятие, жертва: выиграй партию за 2 хода' }, source: { kind: 'composed' }, gameUrl: null });
  });

  it('gives a composed puzzle an empty GameUrl, and reads a directory of files in name order', async () => {
    const r = await bashni(['puzzles', 'export', `${fixtures}/puzzles`]);
    const rows = parseCsv(r.out);
    const study = rows.find((row) => row[0] === 'study')!;
    expect(study).toEqual(['study', 'W:Wd4,a5,e7:Bd2,f8', 'd4-c5 f8:d6:b4 a5:c3:e1', '950', 'double-capture endgame sacrifice short', '']);
    // broken.yaml before good.yaml
    expect(rows.map((row) => row[0])).toEqual(['PuzzleId', 'after-typo', 'two-g1-p0', 'two-g2-p2', 'one-g1-p0', 'study']);
    expect(rows.find((row) => row[0] === 'two-g2-p2')![5]).toBe('/games/two-games-2/#2');
  });

  it('reports a broken puzzle with file:line:column on standard error, exports the others, exit 1', async () => {
    const dir = mkdtempSync(join(base, 'export-'));
    const out = join(dir, 'puzzles.csv');
    const r = await bashni(['puzzles', 'export', `${fixtures}/puzzles`, '-o', out]);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${fixtures}/puzzles/broken.yaml:6:14: puzzle typo: solution move 1 'd4-e3' is not legal here [PUZZLE_ILLEGAL_MOVE]; legal moves: e7-d8, a5-b6, d4-e5, d4-c5\n`);
    const rows = parseCsv(readFileSync(out, 'utf8'));
    expect(rows.map((row) => row[0])).toEqual(['PuzzleId', 'after-typo', 'two-g1-p0', 'two-g2-p2', 'one-g1-p0', 'study']);
  });

  it('reports a source game file it cannot find (its GameUrl left empty) and a duplicate id across files', async () => {
    const dir = mkdtempSync(join(base, 'export-'));
    cpSync(join(root, fixtures), dir, { recursive: true });
    const good = readFileSync(join(dir, 'puzzles/good.yaml'), 'utf8');
    writeFileSync(join(dir, 'puzzles/moved.yaml'), good.replace('games/one-game.pdn', 'games/gone.pdn').replace(/- id: (two-\S+|study)[^]*?(?=- id|$)/g, ''));
    expect(existsSync(join(dir, 'games/gone.pdn'))).toBe(false);
    const r = await bashni(['puzzles', 'export', 'puzzles/moved.yaml', 'puzzles/good.yaml'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain('puzzles/moved.yaml:10:11: puzzle one-g1-p0: source file games/gone.pdn does not exist: GameUrl left empty [PUZZLE_BAD_SOURCE]');
    expect(r.err).toMatch(/puzzles\/good\.yaml:22:7: puzzle one-g1-p0: id 'one-g1-p0' is already used at puzzles\/moved\.yaml:2 \[PUZZLE_DUPLICATE_ID\]/);
    const rows = parseCsv(r.out);
    expect(rows.map((row) => [row[0], row[5]])).toEqual([
      ['PuzzleId', 'GameUrl'],
      ['one-g1-p0', ''],
      ['two-g1-p0', '/games/two-games-1/'],
      ['two-g2-p2', '/games/two-games-2/#2'],
      ['study', ''],
    ]);
  });

  it('refuses a bad format or site address with one line and exit 2', async () => {
    for (const args of [
      ['--format', 'xml'],
      ['--site-url', 'ftp://example.org/'],
    ]) {
      const r = await bashni(['puzzles', 'export', `${fixtures}/puzzles/good.yaml`, ...args]);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });
});
