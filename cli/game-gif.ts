// `bashni gif`'s pictures: an animated GIF of a game, a frame a ply, the last move marked, the
// result shown at the end.
//
// Every pixel is drawn by resvg from the standalone board's own SVG parts (render/board-svg.ts),
// so a frame looks exactly like `show --png` of that ply; but resvg is not run once a frame (a
// whole board takes ~25 ms, 2.5 s for a 100-ply game). A frame is put together from pieces drawn
// once: the empty board; each square as it appears in the game (its column, tinted or not: a
// few dozen in a game, cached); the coordinates over them; the move's path, drawn in a box just
// around it; the result's banner. The squares are a whole number of pixels (the width is rounded
// down to one: 360 stays 360 on 8x8), so the pieces meet exactly where resvg would draw them.
//
// gifenc encodes: one palette (quantized from a sample of every frame), then each frame indexed,
// the pixels unchanged since the frame before written as transparent (the GIF keeps the frame
// under it), which LZW packs to almost nothing: a move changes a few squares.
import * as gifenc from 'gifenc';
import type { ColumnText, Square } from '../engine/types.ts';
import { squareFile, squareRank } from '../engine/squares.ts';
import { columnSvg, darkSquareSvg, lastMovePathSvg, renderBoardSvg, squareXY } from '../render/board-svg.ts';
import { rasterize, type Pixels } from './raster.ts';

// gifenc ships CommonJS (what Node loads: its functions come as the default export) and an ES
// module (what bundlers and vitest load: named exports)
const { GIFEncoder, nearestColorIndex, quantize } = typeof gifenc.quantize === 'function' ? gifenc : gifenc.default!;

/** One frame: the position's columns and the move that led to it. */
export interface GifFrame {
  readonly columns: readonly (readonly [Square, ColumnText])[];
  readonly lastMove?: readonly Square[];
}

export interface GifOptions {
  /** The board's width in px, rounded down to a whole number of pixels a square. */
  readonly size: number;
  readonly boardSize: 7 | 8;
  readonly flipped: boolean;
  /** Milliseconds a frame; the first and the last are held longer. */
  readonly delay: number;
  /** Shown over the last position at the end (`White wins (2-0)`); none: the game ends on its last ply. */
  readonly result?: string;
}

/** The GIF's width and height for a requested size: whole pixels a square. */
function gifSide(size: number, boardSize: 7 | 8): number {
  return Math.floor(size / boardSize) * boardSize;
}

/** An image laid over a frame at (x, y): premultiplied RGBA, as resvg draws it. */
interface Overlay extends Pixels {
  readonly x: number;
  readonly y: number;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** Lays `o` over `rgba` (`width` px wide): premultiplied source over opaque destination. */
function blend(rgba: Uint8Array, width: number, o: Overlay): void {
  const src = o.rgba;
  for (let y = 0; y < o.height; y++) {
    let s = y * o.width * 4;
    let d = ((o.y + y) * width + o.x) * 4;
    for (let x = 0; x < o.width; x++, s += 4, d += 4) {
      const a = src[s + 3]!;
      if (a === 0) continue;
      const keep = 255 - a;
      rgba[d] = (src[s]! + (rgba[d]! * keep + 127) / 255) | 0;
      rgba[d + 1] = (src[s + 1]! + (rgba[d + 1]! * keep + 127) / 255) | 0;
      rgba[d + 2] = (src[s + 2]! + (rgba[d + 2]! * keep + 127) / 255) | 0;
    }
  }
}

/** Copies an opaque tile into `rgba` at (x, y). */
function blit(rgba: Uint8Array, width: number, tile: Pixels, x: number, y: number): void {
  const row = tile.width * 4;
  for (let r = 0; r < tile.height; r++) rgba.set(tile.rgba.subarray(r * row, (r + 1) * row), ((y + r) * width + x) * 4);
}

/** Draws the frames of a game; `frames()` yields each as RGBA, the same bytes every time it is asked. */
class FramePainter {
  readonly side: number;
  private readonly unit: number;
  private readonly base: Uint8Array;
  private readonly coords: Overlay;
  /** Where the coordinates cover anything (byte offsets): the only pixels blended for them. */
  private readonly coordPixels: number[] = [];
  private readonly tiles = new Map<string, Pixels>();
  private readonly paths = new Map<string, Overlay | undefined>();

  constructor(private readonly opts: GifOptions) {
    const n = opts.boardSize;
    this.side = gifSide(opts.size, n);
    this.unit = this.side / (n * 100);
    const board = renderBoardSvg([], { size: this.side, boardSize: n, flipped: opts.flipped, coordinates: true });
    this.base = rasterize(renderBoardSvg([], { size: this.side, boardSize: n, flipped: opts.flipped, coordinates: false })).rgba;
    // the coordinates lie over the columns in the drawing: a layer of their own
    const coords = /<g class="coords"[\s\S]*?<\/g>/.exec(board)?.[0] ?? '';
    this.coords = { ...rasterize(this.svg(this.side, this.side, `0 0 ${n * 100} ${n * 100}`, coords)), x: 0, y: 0 };
    for (let d = 0; d < this.coords.rgba.length; d += 4) if (this.coords.rgba[d + 3]) this.coordPixels.push(d);
  }

  private svg(width: number, height: number, viewBox: string, body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
  }

  /** A dark square with its column (or none), tinted or not, drawn once. */
  private tile(column: ColumnText | undefined, marked: boolean): Pixels {
    const key = `${marked ? '+' : '-'}${column ?? ''}`;
    let tile = this.tiles.get(key);
    if (!tile) {
      const px = this.side / this.opts.boardSize;
      tile = rasterize(this.svg(px, px, '0 0 100 100', darkSquareSvg(marked) + (column ? columnSvg(column) : '')));
      this.tiles.set(key, tile);
    }
    return tile;
  }

  /** The last move's path, drawn in a box just around it (whole pixels, so it lands where the full drawing puts it). */
  private path(lastMove: readonly Square[]): Overlay | undefined {
    const key = lastMove.join(',');
    if (this.paths.has(key)) return this.paths.get(key);
    const body = lastMovePathSvg(lastMove, this.opts.flipped, this.opts.boardSize);
    let overlay: Overlay | undefined;
    if (body) {
      // the box round the centres; the stroke is 9 wide and the end dot 11 in radius: 16 units hold them
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const sq of lastMove) {
        const [x, y] = squareXY(sq, this.opts.flipped, this.opts.boardSize);
        minX = Math.min(minX, x + 50);
        minY = Math.min(minY, y + 50);
        maxX = Math.max(maxX, x + 50);
        maxY = Math.max(maxY, y + 50);
      }
      const clamp = (v: number): number => Math.max(0, Math.min(this.side, v));
      const x0 = clamp(Math.floor((minX - 16) * this.unit));
      const y0 = clamp(Math.floor((minY - 16) * this.unit));
      const x1 = clamp(Math.ceil((maxX + 16) * this.unit));
      const y1 = clamp(Math.ceil((maxY + 16) * this.unit));
      const u = this.unit;
      overlay = { ...rasterize(this.svg(x1 - x0, y1 - y0, `${x0 / u} ${y0 / u} ${(x1 - x0) / u} ${(y1 - y0) / u}`, body)), x: x0, y: y0 };
    }
    this.paths.set(key, overlay);
    return overlay;
  }

  /** The result's banner across the middle of the board. */
  banner(text: string): Overlay {
    const h = Math.round(this.side * 0.14);
    const y = Math.round((this.side - h) / 2);
    const font = Math.round(h * 0.45);
    const body =
      `<rect width="${this.side}" height="${h}" fill="#15120f" opacity=".82"/>` +
      `<text x="${this.side / 2}" y="${h / 2}" dominant-baseline="central" text-anchor="middle" font-size="${font}" font-weight="700" font-family="PT Sans,sans-serif" fill="#f4eee2">${esc(text)}</text>`;
    return { ...rasterize(this.svg(this.side, h, `0 0 ${this.side} ${h}`, body)), x: 0, y };
  }

  /** Draws the tiles a frame needs (for the palette, before any frame is encoded). */
  paintTiles(frame: GifFrame): void {
    const marked = new Set(frame.lastMove ?? []);
    for (const [sq, column] of frame.columns) this.tile(column, marked.has(sq));
    for (const sq of marked) this.tile(frame.columns.find(([s]) => s === sq)?.[1], true);
  }

  /** Every tile drawn so far. */
  tilePixels(): Iterable<Pixels> {
    return this.tiles.values();
  }

  /** One frame's pixels (a new buffer). */
  paint(frame: GifFrame, banner?: Overlay): Uint8Array {
    const rgba = this.base.slice();
    const marked = new Set(frame.lastMove ?? []);
    const bySquare = new Map(frame.columns);
    for (let sq = 0; sq < 32; sq++) {
      if (squareFile(sq) >= this.opts.boardSize || squareRank(sq) >= this.opts.boardSize) continue;
      const column = bySquare.get(sq);
      if (!column && !marked.has(sq)) continue;
      const [x, y] = squareXY(sq, this.opts.flipped, this.opts.boardSize);
      blit(rgba, this.side, this.tile(column, marked.has(sq)), Math.round(x * this.unit), Math.round(y * this.unit));
    }
    const c = this.coords.rgba;
    for (const d of this.coordPixels) {
      const keep = 255 - c[d + 3]!;
      rgba[d] = (c[d]! + (rgba[d]! * keep + 127) / 255) | 0;
      rgba[d + 1] = (c[d + 1]! + (rgba[d + 1]! * keep + 127) / 255) | 0;
      rgba[d + 2] = (c[d + 2]! + (rgba[d + 2]! * keep + 127) / 255) | 0;
    }
    const path = frame.lastMove ? this.path(frame.lastMove) : undefined;
    if (path) blend(rgba, this.side, path);
    if (banner) blend(rgba, this.side, banner);
    return rgba;
  }
}

/** The palette is quantized from about this many whole frames, every SAMPLE_STRIDE-th pixel of each (and every tile). */
const SAMPLED_FRAMES = 12;
const SAMPLE_STRIDE = 7;

/** The animated GIF of `frames` (the start position first), looping, as bytes. */
export function gameGif(frames: readonly GifFrame[], opts: GifOptions): Uint8Array {
  const painter = new FramePainter(opts);
  const side = painter.side;
  const banner = opts.result ? painter.banner(opts.result) : undefined;
  const shots: { frame: GifFrame; banner?: Overlay; delay: number }[] = frames.map((frame, i) => ({ frame, delay: i === 0 || i === frames.length - 1 ? opts.delay * 2 : opts.delay }));
  const last = frames.at(-1);
  if (banner && last) shots.push({ frame: last, banner, delay: Math.max(3000, opts.delay * 4) });

  // the palette: quantized from every square drawn in the game (each tile is painted while the
  // frames are) and a sample of some whole frames (the path, the coordinates and the banner over them)
  const pixels = side * side;
  const chosen = shots.filter((_, i) => i % Math.max(1, Math.ceil(shots.length / SAMPLED_FRAMES)) === 0 || i === shots.length - 1);
  const parts: Uint32Array[] = [];
  for (const shot of chosen) {
    const words = new Uint32Array(painter.paint(shot.frame, shot.banner).buffer, 0, pixels);
    const part = new Uint32Array(Math.ceil(pixels / SAMPLE_STRIDE));
    for (let p = 0, j = 0; p < pixels; p += SAMPLE_STRIDE, j++) part[j] = words[p]!;
    parts.push(part);
  }
  for (const shot of shots) painter.paintTiles(shot.frame);
  for (const tile of painter.tilePixels()) parts.push(new Uint32Array(tile.rgba.buffer, tile.rgba.byteOffset, tile.width * tile.height));
  const sample = new Uint32Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    sample.set(part, at);
    at += part.length;
  }
  const palette: gifenc.Palette = quantize(new Uint8Array(sample.buffer), 255);
  const transparentIndex = palette.length;
  const gifPalette = [...palette, [0, 0, 0]];

  // each colour's palette index, looked up once (a game's frames hold a few thousand colours)
  const indexOf = new Map<number, number>();
  const nearest = (rgba: Uint8Array, p: number): number => {
    const key = (rgba[p * 4]! << 16) | (rgba[p * 4 + 1]! << 8) | rgba[p * 4 + 2]!;
    let i = indexOf.get(key);
    if (i === undefined) {
      i = nearestColorIndex(palette, [rgba[p * 4]!, rgba[p * 4 + 1]!, rgba[p * 4 + 2]!]);
      indexOf.set(key, i);
    }
    return i;
  };
  const gif = GIFEncoder();
  let previous: Uint32Array | undefined;
  for (const shot of shots) {
    const rgba = painter.paint(shot.frame, shot.banner);
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, pixels);
    const index = new Uint8Array(pixels);
    if (!previous) {
      for (let p = 0; p < pixels; p++) index[p] = nearest(rgba, p);
      gif.writeFrame(index, side, side, { palette: gifPalette, delay: shot.delay, repeat: 0, dispose: 1 });
    } else {
      // what did not change shows through from the frame before
      for (let p = 0; p < pixels; p++) index[p] = words[p] === previous[p] ? transparentIndex : nearest(rgba, p);
      gif.writeFrame(index, side, side, { delay: shot.delay, transparent: true, transparentIndex, dispose: 1 });
    }
    previous = words;
  }
  gif.finish();
  return gif.bytes();
}
