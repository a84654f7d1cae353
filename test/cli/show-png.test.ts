// `bashni show --png` and `show FILE --game N --ply P`: the diagram rasterized by resvg, decoded
// back (pngjs) to check its size and the colours of a marked square and of a piece.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-png-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `bashni ARGS -o FILE` and decodes the PNG it wrote. */
async function png(name: string, ...args: string[]): Promise<PNG> {
  const out = join(dir, name);
  const r = await bashni([...args, '-o', out]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return PNG.sync.read(readFileSync(out));
}

/** The colour at (x, y). */
function rgb(image: PNG, x: number, y: number): [number, number, number] {
  const i = (y * image.width + x) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
}

/** Whether two colours are within `tolerance` in each channel. */
function near(a: readonly number[], b: readonly number[], tolerance = 6): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}

// colours of the standalone drawing (render/board-svg.ts)
const MARKED = [174, 139, 66]; // #d8c64a at 45% over the dark square #8b5a3c
const DARK = [0x8b, 0x5a, 0x3c];
const WHITE_FACE = [0xf4, 0xee, 0xe2];
const LIGHT = [0xee, 0xdd, 0xbb];

describe('bashni show --png', () => {
  it('draws the board at --size with the last move marked and the pieces in their colours', async () => {
    // 45 px a square: c3 is file 2, rank 3 from the bottom; d4 file 3, rank 4
    const image = await png('moves.png', 'show', '--moves', 'c3-d4', '--png', '--size', '360');
    expect([image.width, image.height]).toEqual([360, 360]);
    expect(rgb(image, 2 * 45 + 4, 5 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED)); // c3, a corner
    expect(rgb(image, 3 * 45 + 4, 4 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED)); // d4, a corner
    expect(rgb(image, 3 * 45 + 11, 4 * 45 + 21)).toSatisfy((c: number[]) => near(c, WHITE_FACE)); // the man on d4
    expect(rgb(image, 6 * 45 + 4, 5 * 45 + 4)).toSatisfy((c: number[]) => near(c, DARK)); // g3: not marked
    expect(rgb(image, 1 * 45 + 20, 5 * 45 + 20)).toSatisfy((c: number[]) => near(c, LIGHT)); // b3: a light square
  });

  it('flips, adds a caption strip and draws the dark style', async () => {
    const image = await png('flip.png', 'show', '--moves', 'c3-d4', '--png', '--size', '360', '--flip', '--caption', 'Партия <1>', '--style', 'dark');
    expect(image.width).toBe(360);
    expect(image.height).toBe(360 + 27);
    // flipped: c3 is at file 7 - 2, row 2
    expect(rgb(image, 5 * 45 + 4, 2 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED));
    expect(rgb(image, 6 * 45 + 20, 2 * 45 + 20)).toSatisfy((c: number[]) => near(c, [0xbf, 0xa7, 0x7f])); // a light square, dark style
    // the caption's text is drawn (the strip is not one colour)
    const strip = new Set<string>();
    for (let x = 100; x < 260; x++) strip.add(rgb(image, x, 360 + 13).join());
    expect(strip.size).toBeGreaterThan(3);
  });

  it('shows a ply of a game of a PDN file', async () => {
    const file = join(dir, 'game.pdn');
    writeFileSync(file, '[Event "t"]\n[Result "*"]\n\n1. c3-d4 f6-e5 2. d4:f6 *\n');
    const text = await bashni(['show', file, '--ply', '2']);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('FEN: W:');
    const svg = await bashni(['show', file, '--ply', '3', '--svg']);
    expect(svg.stdout).toContain('data-square="f6" data-column="wb"');
    const image = await png('ply.png', 'show', file, '--ply', '3', '--png', '--size', '360');
    // d4 (where the capture started) is marked; f6 (file 5, rank 6) holds the white-topped column
    expect(rgb(image, 3 * 45 + 4, 4 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED));
    expect(rgb(image, 5 * 45 + 4, 2 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED));
  });

  it('says how many games and plies there are when asked past the end (exit 2)', async () => {
    const file = join(dir, 'two.pdn');
    writeFileSync(file, '[Event "a"]\n\n1. c3-d4 *\n\n[Event "b"]\n\n1. c3-d4 f6-e5 *\n');
    const game = await bashni(['show', file, '--game', '3']);
    expect(game.status).toBe(2);
    expect(game.stderr).toBe(`bashni: ${file}: there is no game 3: the file has 2 games\n`);
    const ply = await bashni(['show', file, '--game', '2', '--ply', '5', '--svg']);
    expect(ply.status).toBe(2);
    expect(ply.stderr).toBe('bashni: --ply 5: game 2 has 2 plies (--ply 0..2)\n');
  });

  it('reports a move that does not replay with its line and column (exit 1)', async () => {
    const file = join(dir, 'bad.pdn');
    writeFileSync(file, '[Event "a"]\n\n1. c3-d4 f6-e5 2. a1-b2 *\n');
    const r = await bashni(['show', file, '--ply', '3', '--svg']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^.*bad\.pdn:3:19: game 1: move 2\. a1-b2: illegal move.*\[MOVE_(ILLEGAL|CAPTURE_REQUIRED)\]/);
  });

  it('refuses the diagram options on the text board, and a FILE with --fen', async () => {
    expect((await bashni(['show', '--caption', 'x'])).status).toBe(2);
    expect((await bashni(['show', '--size', '100'])).status).toBe(2);
    expect((await bashni(['show', 'x.pdn', '--fen', 'W:Wc3:Bd6'])).status).toBe(2);
    expect((await bashni(['show', '--svg', '--png'])).status).toBe(2);
    const bad = await bashni(['show', '--moves', 'c3-d4 c3-d4']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--moves: move 2 'c3-d4' is not legal here");
  });
});
