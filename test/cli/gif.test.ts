// `bashni gif`: the animation decoded back (omggif): its size, a frame a ply (and one for the
// result), and in a frame the colours of the marked squares and of a piece.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import omggif from 'omggif';
import { bashni } from '../records/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bashni-gif-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A decoded GIF: its size, frame count, and each frame as the viewer sees it (frames drawn over the ones before). */
function decode(file: string): { width: number; height: number; frames: number; delays: number[]; frame: (n: number) => Uint8Array } {
  const reader = new omggif.GifReader(readFileSync(file));
  const frames = reader.numFrames();
  return {
    width: reader.width,
    height: reader.height,
    frames,
    delays: Array.from({ length: frames }, (_, i) => reader.frameInfo(i).delay * 10),
    frame(n: number): Uint8Array {
      const rgba = new Uint8Array(reader.width * reader.height * 4);
      for (let i = 0; i <= n; i++) reader.decodeAndBlitFrameRGBA(i, rgba);
      return rgba;
    },
  };
}

const near = (a: readonly number[], b: readonly number[], tolerance = 10): boolean => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
const MARKED = [174, 139, 66]; // #d8c64a at 45% over the dark square
const DARK = [0x8b, 0x5a, 0x3c];
const WHITE_FACE = [0xf4, 0xee, 0xe2];
const BLACK_FACE = [0x2a, 0x2a, 0x2a];

describe('bashni gif', () => {
  const pdn = join(dir, 'game.pdn');
  writeFileSync(pdn, '[Event "t"]\n[Result "1-0"]\n\n1. c3-d4 f6-e5 2. d4:f6 1-0\n\n[Event "u"]\n\n1. c3-d4 f6-e5 *\n');

  it('draws a frame a ply, the last move marked, and the result at the end', async () => {
    const out = join(dir, 'game.gif');
    const r = await bashni(['gif', pdn, '-o', out, '--delay', '500']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const gif = decode(out);
    expect([gif.width, gif.height]).toEqual([360, 360]);
    expect(gif.frames).toBe(5); // the start, 3 plies, the result
    expect(gif.delays.slice(1, 3)).toEqual([500, 500]);
    const at = (rgba: Uint8Array, x: number, y: number): number[] => Array.from(rgba.subarray((y * 360 + x) * 4, (y * 360 + x) * 4 + 3));
    const after3 = gif.frame(3);
    // d4:f6 (45 px a square): d4 and f6 marked, d4 empty, f6 topped by the white man
    expect(at(after3, 3 * 45 + 4, 4 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED));
    expect(at(after3, 5 * 45 + 4, 2 * 45 + 4)).toSatisfy((c: number[]) => near(c, MARKED));
    expect(at(after3, 2 * 45 + 4, 5 * 45 + 4)).toSatisfy((c: number[]) => near(c, DARK)); // c3: marked a frame before, no more
    expect(at(after3, 5 * 45 + 11, 2 * 45 + 14)).toSatisfy((c: number[]) => near(c, WHITE_FACE));
    const start = gif.frame(0);
    expect(at(start, 1 * 45 + 11, 0 * 45 + 21)).toSatisfy((c: number[]) => near(c, BLACK_FACE)); // the man on b8
    // the result's banner over the middle of the last frame, not on the one before
    const banner = at(gif.frame(4), 4, 180);
    expect(near(banner, at(after3, 4, 180))).toBe(false);
  });

  it('flips, takes --size (whole pixels a square) and a game of the file without a result', async () => {
    const out = join(dir, 'second.gif');
    const r = await bashni(['gif', pdn, '--game', '2', '--size', '250', '--flip', '-o', out]);
    expect(r.status).toBe(0);
    const gif = decode(out);
    expect([gif.width, gif.height]).toEqual([248, 248]); // 31 px a square
    expect(gif.frames).toBe(3);
    // flipped: e5 (file 4, rank 5) is at column 7 - 4 = 3, row 4
    const last = gif.frame(2);
    const i = (4 * 31 + 3) * 248 * 4 + (3 * 31 + 3) * 4;
    expect(Array.from(last.subarray(i, i + 3))).toSatisfy((c: number[]) => near(c, MARKED));
  });

  it('says how many games there are, and refuses a game that does not replay', async () => {
    const past = await bashni(['gif', pdn, '--game', '3', '-o', join(dir, 'x.gif')]);
    expect(past.status).toBe(2);
    expect(past.stderr).toBe(`bashni: ${pdn}: there is no game 3: the file has 2 games\n`);
    const bad = join(dir, 'bad.pdn');
    writeFileSync(bad, '[Event "a"]\n\n1. c3-d4 d4-c5 *\n');
    const r = await bashni(['gif', bad, '-o', join(dir, 'bad.gif')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('bad.pdn:3:10: game 1: move 1... d4-c5');
  });
});
