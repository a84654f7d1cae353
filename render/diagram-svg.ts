// A diagram to publish: the board (board-svg.ts, the standalone drawing) with an optional caption
// strip below it, as one SVG of fixed pixel size. `bashni show --svg/--png` and every frame of
// `bashni gif` draw through it, so a diagram, a PNG and a GIF show the same board.
import type { Square, ColumnText } from '../engine/types.ts';
import { renderBoardSvg, type BoardOptions } from './board-svg.ts';

export interface DiagramOptions extends Pick<BoardOptions, 'flipped' | 'boardSize' | 'squareNames' | 'lastMove' | 'coordinates' | 'label' | 'scheme'> {
  /** Width of the board in px (the diagram is this wide; a caption adds a strip below). */
  readonly size: number;
  /** One line of text under the board (escaped: it may come from a record). */
  readonly caption?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** The caption strip's colours per scheme: the site's page background and text. */
const STRIP = { light: { bg: '#ffffff', fg: '#2b2118' }, dark: { bg: '#15120f', fg: '#ece6dc' } } as const;

/** The caption strip's height for a board `size` px wide. */
function captionHeight(size: number): number {
  return Math.max(20, Math.round(size * 0.075));
}

/** The board, and under it the caption when there is one, `size` px wide. */
export function renderDiagramSvg(columns: readonly (readonly [Square, ColumnText])[], opts: DiagramOptions): string {
  const size = Math.round(opts.size);
  const board = renderBoardSvg(columns, { ...opts, size });
  // control characters (a caption may come from a record) become spaces: SVG text has no line breaks
  // eslint-disable-next-line no-control-regex
  const caption = opts.caption?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!caption) return board;
  const strip = STRIP[opts.scheme === 'dark' ? 'dark' : 'light'];
  const h = captionHeight(size);
  const fontSize = Math.round(h * 0.62);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size + h}" viewBox="0 0 ${size} ${size + h}">` +
    board +
    `<rect y="${size}" width="${size}" height="${h}" fill="${strip.bg}"/>` +
    `<text x="${size / 2}" y="${size + h / 2}" dominant-baseline="central" text-anchor="middle" font-size="${fontSize}" font-family="PT Sans,system-ui,sans-serif" fill="${strip.fg}">${esc(caption)}</text>` +
    `</svg>`
  );
}
