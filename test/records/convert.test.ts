// `bashni convert` on real files: notation round trips, JSON, never writing over the input.
import { describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { makePdn, parsePdn } from '../../grammar/index.ts';
import { convertGame } from '../../records/convert.ts';
import type { MoveNode } from '../../grammar/index.ts';
import { CORPUS, FIXTURES, bashni, spawnBashni } from './cli.ts';

const USSR = CORPUS + 'pdn-standard/accept/ussr1947.pdn';
const dir = mkdtempSync(join(tmpdir(), 'bashni-convert-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every move text of a file, variations included, in order. */
function moveTexts(file: string): string[] {
  const out = parsePdn(readFileSync(file, 'utf8'));
  const walk = (ms: readonly MoveNode[]): string[] => ms.flatMap((m) => [m.text, ...m.variations.flatMap((v) => walk(v.moves))]);
  return out.value.flatMap((g) => walk(g.moves));
}

async function convert(args: string[], out: string): Promise<void> {
  const r = await bashni(['convert', ...args, '-o', out]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
}

describe('convert round trips on ussr1947.pdn', () => {
  const original = moveTexts(USSR);

  it('algebraic -> numeric -> algebraic gives the original move texts', async () => {
    expect(original.length).toBeGreaterThan(8000);
    await convert(['--variant', 'russian', '--squares', 'numeric', USSR], join(dir, 'numeric.pdn'));
    const numeric = moveTexts(join(dir, 'numeric.pdn'));
    expect(numeric).toHaveLength(original.length);
    expect(numeric.slice(0, 4)).toEqual(['22-18', '10-15', '25-22', '7-10']);
    expect(numeric.every((t) => /^\d+([-x]\d+)+$/.test(t))).toBe(true);
    await convert(['--variant', 'russian', '--squares', 'algebraic', '--separator', ':', join(dir, 'numeric.pdn')], join(dir, 'back.pdn'));
    expect(moveTexts(join(dir, 'back.pdn'))).toEqual(original);
  });

  it('short -> full -> short gives the original move texts (in process: convertGame + makePdn, as the command does)', () => {
    const pass = (text: string, captures: 'short' | 'full'): string => {
      const read = parsePdn(text);
      return makePdn(read.value.map((g) => convertGame(g, { variant: 'russian', captures }).game));
    };
    const full = pass(readFileSync(USSR, 'utf8'), 'full');
    writeFileSync(join(dir, 'full.pdn'), full);
    const fullTexts = moveTexts(join(dir, 'full.pdn'));
    expect(fullTexts).toHaveLength(original.length);
    expect(fullTexts.filter((t, i) => t !== original[i]).length).toBeGreaterThan(100); // multiple captures spelled out
    expect(fullTexts).toContain('c7:e5:g3');
    writeFileSync(join(dir, 'short.pdn'), pass(full, 'short'));
    expect(moveTexts(join(dir, 'short.pdn'))).toEqual(original);
  });

  it('--to json: one entry per game with the right ply counts', async () => {
    const r = await bashni(['convert', '--variant', 'russian', '--to', 'json', USSR]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ format: 'bashni-record-json', version: 1 });
    const games = parsePdn(readFileSync(USSR, 'utf8')).value;
    expect(out.games).toHaveLength(153);
    expect(out.games.map((g: { plies: unknown[] }) => g.plies.length)).toEqual(games.map((g) => g.moves.length));
    expect(out.games[0]).toMatchObject({ index: 1, variant: 'russian', valid: true, result: '1-0', tags: { White: 'Блиндер Б.' } });
    expect(out.games[0].plies[0]).toMatchObject({ ply: 1, number: 1, side: 'white', written: 'c3-d4', move: 'c3-d4', path: ['c3', 'd4'], taken: [] });
  });
});

describe('convert streams game by game (issue 13 item 5)', () => {
  it('--to jsonl: one line per game, each the game of --to json; --to json is the same document as before', async () => {
    const json = await bashni(['convert', '--to', 'json', FIXTURES + 'bashni-playouts.pdn']);
    const jsonl = await bashni(['convert', '--to', 'jsonl', FIXTURES + 'bashni-playouts.pdn']);
    expect(jsonl.status).toBe(json.status);
    expect(jsonl.stderr).toBe(json.stderr);
    const lines = jsonl.stdout.split('\n');
    expect(lines.pop()).toBe('');
    const doc = JSON.parse(json.stdout);
    expect(doc.games.length).toBeGreaterThan(3);
    expect(lines.map((l) => JSON.parse(l))).toEqual(doc.games);
    // the document's layout: one game per line between the header and the closing line
    expect(
      json.stdout
        .split('\n')
        .slice(1, -2)
        .map((l) => l.replace(/,$/, '')),
    ).toEqual(lines);
    // no game: an empty array, no line
    expect((await bashni(['convert', '--to', 'json', '-'], { input: '' })).stdout).toBe('{"format": "bashni-record-json", "version": 1, "games": [\n\n]}\n');
    expect((await bashni(['convert', '--to', 'jsonl', '-'], { input: '' })).stdout).toBe('');
  });

  it.each([['pdn'], ['json']])(
    '--to %s: the first games come out while the input is still being read',
    async (to) => {
      // standard input held open after 300 KB of games: their output must arrive before it closes.
      // A process (the bundle): the point is a real pipe that stays open, read as it comes
      const unit = readFileSync(FIXTURES + 'bashni-playouts.pdn', 'utf8').trimEnd() + '\n\n';
      const head = unit.repeat(Math.ceil((300 << 10) / unit.length));
      const child = spawnBashni(['convert', '--to', to, '-']);
      let out = '';
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      const firstOutput = new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d))));
      child.stdout.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      child.stdin.write(head);
      // waits as long as it takes (no timing asserted): a convert that reads everything first never answers here
      const first = await Promise.race([firstOutput, exited.then(() => 'exited first')]);
      expect(first).not.toBe('exited first');
      expect(first.length).toBeGreaterThan(0);
      child.stdin.end(unit);
      expect(await exited).toBe(0);
      expect(err).toBe('');
      const whole = await bashni(['convert', '--to', to, '-'], { input: head + unit });
      expect(out).toBe(whole.stdout);
    },
    120_000,
  );
});

describe('convert safety and usage', () => {
  it('refuses to write over its input (also spelled differently), leaving it unchanged', async () => {
    const input = join(dir, 'in.pdn');
    copyFileSync(FIXTURES + 'bashni-annotated.pdn', input);
    const before = readFileSync(input, 'utf8');
    const r = await bashni(['convert', 'in.pdn', '--squares', 'numeric', '-o', './in.pdn'], { cwd: dir });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/refusing to overwrite the input/);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(readFileSync(input, 'utf8')).toBe(before);
  });

  it('strict PDN of a Bashni record with variations; problems on stderr and exit 1 for a record that does not replay', async () => {
    const r = await bashni(['convert', '--strict', '--squares', 'numeric', '--separator', 'x', FIXTURES + 'bashni-annotated.pdn']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('[Variant "Bashne"]');
    expect(r.stdout).not.toContain('GameType');
    const out = join(dir, 'strict.pdn');
    writeFileSync(out, r.stdout);
    expect(moveTexts(out)).toEqual(['24-20', '12-16', '23-19', '16x23', '26x19', '27x18', '9-14', '10-14', '18x9', '5x14', '9-14', '22-18', '18x8']);
    // the FEN tag follows the squares asked for
    expect(r.stdout).toContain('[FEN "W:WK18(WwB),23(wbb),29:B1,11(bw),K24(Bbw)"]');
    const bad = await bashni(['convert', FIXTURES + 'illegal.pdn']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/illegal\.pdn:7:19: game 1: move 2\. c3-b4: illegal move/);
    expect(bad.stdout).toContain('c3-b4');
  });

  it('--squares rewrites a [FEN] tag of the other style, also one whose black field starts with a square 1-8', () => {
    const conv = (fen: string, squares: 'algebraic' | 'numeric'): string | undefined =>
      convertGame(parsePdn(`[Variant "Bashni"]\n[FEN "${fen}"]\n\n*\n`).value[0]!, { squares }).game.tags.find((t) => t.name === 'FEN')?.value;
    expect(conv('W:W21,22:B1,2', 'algebraic')).toBe('W:Wa3,c3:Bb8,d8');
    expect(conv('W:W21,22:B5,6:H0:F1', 'algebraic')).toBe('W:Wa3,c3:Ba7,c7');
    expect(conv('W:Wa3,c3:Bb8,d8', 'numeric')).toBe('W:W21,22:B1,2');
    // already in the style asked for: kept exactly as written (counters included)
    expect(conv('W:W21,22:B5,6:H0:F1', 'numeric')).toBe('W:W21,22:B5,6:H0:F1');
    expect(conv('W:Wa3,c3:Ba7:H0:F1', 'algebraic')).toBe('W:Wa3,c3:Ba7:H0:F1');
  });

  it('--help, and a bad option value is a usage error', async () => {
    const h = await bashni(['convert', '--help']);
    expect(h.status).toBe(0);
    for (const o of ['--to', '--squares', '--captures', '--separator', '--strict', '-o']) expect(h.stdout).toContain(o);
    const r = await bashni(['convert', '--squares', 'roman', FIXTURES + 'illegal.pdn']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("bashni: option '--squares <style>' argument 'roman' is invalid. Allowed choices are algebraic, numeric. (run with --help for usage)\n");
  });
});
