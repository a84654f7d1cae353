// The one board renderer: a pure function from columns to an SVG string.
// No DOM, no rules, no dependencies beyond the engine's types and square names, so the same code
// draws the build-time diagrams, the first paint of every board, client re-renders after a move,
// and `bashni show --svg` (cli/show.ts).
import type { Square, ColumnText } from '../engine/types.ts';
import { squareAt, squareFile, squareName, squareRank } from '../engine/squares.ts';

export interface BoardHighlight {
  /** Squares the player can move to now (puzzle). */
  readonly targets?: readonly Square[];
  /** The selected column and the landings chosen so far (puzzle). */
  readonly selected?: readonly Square[];
  /** Squares jumped by the last move. */
  readonly jumped?: readonly Square[];
}

export interface BoardOptions {
  readonly flipped?: boolean;
  /**
   * Files and ranks: 8 (default), or 7 for Lasca's board (engine boardSize): the squares of rank 8
   * and file h are left out, the SVG is 700 units wide, and the squares are named algebraically (they have no numbers).
   */
  readonly boardSize?: 7 | 8;
  readonly squareNames?: 'algebraic' | 'numeric';
  /** The last move as `from` then every landing square in order. */
  readonly lastMove?: readonly Square[];
  readonly highlight?: BoardHighlight;
  /** Draw coordinates (files and ranks, or square numbers). Default true. */
  readonly coordinates?: boolean;
  /** Which squares are keyboard-focusable: none (default), occupied squares, or every dark square. */
  readonly focusable?: 'none' | 'occupied' | 'all';
  /** Accessible name of the whole board. */
  readonly label?: string;
  /** Width and height attributes in px (for standalone files); by default the SVG fills its box. */
  readonly size?: number;
  /**
   * The site's board (default false: the standalone drawing `bashni show --svg` writes): every
   * coloured part carries a class the site's stylesheet colours per colour scheme, the columns are
   * one layer above the move path (so the path never covers a piece) and below the target marks,
   * each disc is its own group (for the move animation), the coordinates are hidden from screen
   * readers, and the squares are named by `squareLabel`.
   */
  readonly styled?: boolean;
  /**
   * With `focusable`: the one square in the tab order (roving focus); the others are focusable by
   * script only. With `occupied` and a cursor (styled), every dark square is in the roving set, as an image of its column.
   */
  readonly cursor?: Square;
  /** A square's accessible name (default `c3: white man`), given its shown name, column and marks. */
  readonly squareLabel?: (name: string, column: ColumnText | undefined, marks: { selected: boolean; target: boolean }) => string;
  /** The squares' words in another language (the site's Russian pages); English by default. */
  readonly words?: BoardWords;
}

/** What a square's label and tooltip say: its column in words, an empty square, the whole read-out. */
export interface BoardWords {
  readonly column: (column: ColumnText) => string;
  readonly empty: string;
  readonly summary: (name: string, column: ColumnText | null | undefined) => string;
}

const S = 100; // one square, in SVG units
const FILES = 'abcdefgh';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for SVG text and attribute values (labels may come from records). */
function esc(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const PIECE_NAMES: Record<string, [string, string]> = {
  w: ['white man', 'white men'],
  b: ['black man', 'black men'],
  W: ['white king', 'white kings'],
  B: ['black king', 'black kings'],
};

/** A column in words, top first: `Wbb` -> `white king over 2 black men`. */
export function describeColumn(column: ColumnText): string {
  const runs: string[] = [];
  // each run of equal pieces, top first
  for (const run of column.match(/(.)\1*/g) ?? []) {
    const piece = run.charAt(0);
    const names = PIECE_NAMES[piece] ?? [piece, piece];
    runs.push(run.length === 1 ? names[0] : `${run.length} ${names[1]}`);
  }
  return runs.join(' over ');
}

/** A square and its whole column in words, as the board's tooltips and column read-outs show it. */
export function columnSummary(name: string, column: ColumnText | null | undefined): string {
  return column ? `${name}: ${describeColumn(column)} — top first: ${column.split('').join(' ')} (height ${column.length})` : `${name}: empty`;
}

/** The top-left corner of a square in the board's SVG units (a square is 100 wide) on a board of `size` files. */
export function squareXY(sq: Square, flipped: boolean, size = 8): [number, number] {
  const f = squareFile(sq);
  const r = squareRank(sq);
  return flipped ? [(size - 1 - f) * S, r * S] : [f * S, (size - 1 - r) * S];
}

/** Whether a square (0..31) is on a board of `size` files and ranks (7: not on rank 8 or file h). */
function onGrid(sq: Square, size: number): boolean {
  return squareFile(sq) < size && squareRank(sq) < size;
}

/** The file letters and rank numbers along the bottom and left edges. */
function coordinatesSvg(size: number, flipped: boolean, styled: boolean): string {
  let out = `<g class="coords" font-size="21" font-family="system-ui,sans-serif" font-weight="600" pointer-events="none"${styled ? ' aria-hidden="true"' : ''}>`;
  for (let i = 0; i < size; i++) {
    const file = flipped ? size - 1 - i : i;
    const rank = flipped ? i : size - 1 - i;
    const fileDark = squareAt(file, flipped ? size - 1 : 0) !== undefined;
    const rankDark = squareAt(flipped ? size - 1 : 0, rank) !== undefined;
    const cls = (dark: boolean): string => (styled ? ` class="${dark ? 'on-dark' : 'on-light'}"` : '');
    out += `<text${cls(fileDark)} x="${i * S + 85}" y="${size * S - 7}" fill="${fileDark ? '#f3e6cf' : '#8b5a3c'}">${FILES[file]}</text>`;
    out += `<text${cls(rankDark)} x="4" y="${i * S + 22}" fill="${rankDark ? '#f3e6cf' : '#8b5a3c'}">${rank + 1}</text>`;
  }
  return out + `</g>`;
}

function n(x: number): string {
  return String(Math.round(x * 10) / 10);
}

const CROWN = 'M-13,3 L-16,-9 L-8,-3 L0,-12 L8,-3 L16,-9 L13,3 Z';

/**
 * The discs of one column for the site (styled): bottom up, each disc its own `<g class="disc">`
 * with a light rim line between discs, kings with a gold band on their side wherever they stand in
 * the column (a crown too on top), over a taller span than the standalone drawing so the discs of a
 * tall column stay apart at phone size.
 */
export function styledColumnSvg(column: ColumnText): string {
  const h = column.length;
  const step = Math.min(11, 62 / Math.max(1, h - 1));
  const thick = Math.min(10, Math.max(4, step));
  const topY = 50 - ((h - 1) * step) / 2 - thick / 2 + 2;
  let out = '';
  for (let k = h - 1; k >= 0; k--) {
    const ch = column[k];
    const white = ch === 'w' || ch === 'W';
    const king = ch === 'W' || ch === 'B';
    const cy = topY + k * step;
    const tone = white ? 'pw' : 'pb';
    let disc =
      `<ellipse class="${tone}-side" cx="50" cy="${n(cy + thick)}" rx="36" ry="15" fill="${white ? '#c5b9a4' : '#000'}"/>` +
      `<rect class="${tone}-side" x="14" y="${n(cy)}" width="72" height="${n(thick)}" fill="${white ? '#c5b9a4' : '#000'}"/>`;
    // a king's side: a gold band across it, so a king inside a column shows as one
    if (king) disc += `<rect class="king-band" x="14" y="${n(cy + thick / 2 - Math.min(2.5, thick / 3))}" width="72" height="${n(Math.min(5, (thick * 2) / 3))}" fill="#f2c94c"/>`;
    // the rim: a line round the disc's lower edge that parts it from the disc below
    disc +=
      `<path class="${tone}-rim" d="M14,${n(cy)} v${n(thick)} a36,15 0 0 0 72,0 v${n(-thick)}" fill="none" stroke="${white ? '#3b3127' : '#cfc6b8'}" stroke-width="2"/>` +
      `<ellipse class="${tone}-face" cx="50" cy="${n(cy)}" rx="36" ry="15" fill="${white ? '#f4eee2' : '#111'}" stroke="${white ? '#3b3127' : '#cfc6b8'}" stroke-width="2"/>`;
    if (k === 0 && king) {
      disc += `<path class="crown" d="${CROWN}" transform="translate(50 ${n(cy)}) scale(1 .8)" fill="#f2c94c" stroke="${white ? '#6b4e00' : '#ffe38a'}" stroke-width="1.5"/>`;
    }
    out += `<g class="disc">${disc}</g>`;
  }
  if (h > 1) {
    const top = column[0];
    const dark = top === 'b' || top === 'B';
    out +=
      `<g class="height"><circle cx="84" cy="12" r="13" fill="${dark ? '#111' : '#f4eee2'}" stroke="#b3261e" stroke-width="2.5"/>` +
      `<text x="84" y="17" text-anchor="middle" font-size="15" font-weight="700" font-family="system-ui,sans-serif" fill="${dark ? '#fff' : '#111'}">${h}</text></g>`;
  }
  return out;
}

/** The discs of one column, drawn bottom up, centred in a 100x100 square. */
function columnSvg(column: ColumnText): string {
  const h = column.length;
  const step = Math.min(9, 40 / Math.max(1, h - 1));
  const thick = Math.min(8, Math.max(3, step));
  const topY = 50 - ((h - 1) * step) / 2 - thick / 2 + 2;
  let out = '';
  for (let k = h - 1; k >= 0; k--) {
    const ch = column[k];
    const white = ch === 'w' || ch === 'W';
    const king = ch === 'W' || ch === 'B';
    const cy = topY + k * step;
    const face = white ? '#f4eee2' : '#2a2a2a';
    const side = white ? '#c5b9a4' : '#0c0c0c';
    const edge = white ? '#5b5144' : '#8a8a8a';
    // the side of the disc (thickness), then its face
    out +=
      `<ellipse cx="50" cy="${n(cy + thick)}" rx="36" ry="15" fill="${side}" stroke="${king ? '#d9a21b' : edge}" stroke-width="${king ? 3 : 1.5}"/>` +
      `<rect x="14" y="${n(cy)}" width="72" height="${n(thick)}" fill="${side}"/>` +
      `<ellipse cx="50" cy="${n(cy)}" rx="36" ry="15" fill="${face}" stroke="${edge}" stroke-width="1.5"/>`;
    if (k === 0 && king) {
      out += `<path d="${CROWN}" transform="translate(50 ${n(cy)}) scale(1 .8)" fill="#d9a21b" stroke="${white ? '#6b4e00' : '#ffe38a'}" stroke-width="1.5"/>`;
    }
  }
  if (h > 1) {
    const top = column[0];
    const dark = top === 'b' || top === 'B';
    out +=
      `<circle cx="84" cy="16" r="13" fill="${dark ? '#2a2a2a' : '#f4eee2'}" stroke="#7a1f1f" stroke-width="2.5"/>` +
      `<text x="84" y="21" text-anchor="middle" font-size="15" font-weight="700" font-family="system-ui,sans-serif" fill="${dark ? '#fff' : '#111'}">${h}</text>`;
  }
  return out;
}

/**
 * The boundary check (issue 22, point 4): `columns` is a list of [square, column text] pairs,
 * as Position.columns() gives; anything else is a TypeError saying so, before any drawing.
 */
function checkColumns(columns: unknown): void {
  const bad = (what: string): never => {
    throw new TypeError(`renderBoardSvg: columns must be a list of [square, column text] pairs (as Position.columns() gives), not ${what}`);
  };
  if (!Array.isArray(columns)) bad(columns === null ? 'null' : typeof columns === 'object' ? 'an object that is no array' : typeof columns);
  for (const entry of columns as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string') bad(`a list holding ${JSON.stringify(entry)?.slice(0, 40) ?? String(entry)}`);
  }
}

/**
 * Draw a position. `columns` lists occupied squares with their columns, top first.
 * Every dark square is a `<g data-square="c3">`; occupied ones carry `data-column`.
 */
export function renderBoardSvg(columns: readonly (readonly [Square, ColumnText])[], opts: BoardOptions = {}): string {
  checkColumns(columns);
  opts ??= {};
  if (opts.styled) return renderStyledSvg(columns, opts);
  const flipped = !!opts.flipped;
  const size = opts.boardSize === 7 ? 7 : 8;
  const px = size * S;
  const names = size === 8 ? (opts.squareNames ?? 'algebraic') : 'algebraic';
  const coords = opts.coordinates !== false;
  const focusable = opts.focusable ?? 'none';
  const bySquare = new Map<Square, ColumnText>();
  for (const [sq, col] of columns) if (sq >= 0 && sq < 32 && col) bySquare.set(sq, col);
  const last = new Set(opts.lastMove ?? []);
  const targets = new Set(opts.highlight?.targets ?? []);
  const selected = new Set(opts.highlight?.selected ?? []);
  const jumped = new Set(opts.highlight?.jumped ?? []);

  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 ${px} ${px}" role="group"` +
    (opts.size ? ` width="${Math.round(opts.size)}" height="${Math.round(opts.size)}"` : '') +
    ` aria-label="${esc(opts.label ?? 'Board')}"${flipped ? ' data-flipped="true"' : ''}${size === 7 ? ' data-size="7"' : ''}>` +
    `<rect class="b-light" width="${px}" height="${px}" fill="#eeddbb"/>`;

  for (let sq = 0; sq < 32; sq++) {
    if (!onGrid(sq, size)) continue;
    const [x, y] = squareXY(sq, flipped, size);
    const col = bySquare.get(sq);
    const alg = squareName(sq, 'algebraic');
    const shown = squareName(sq, names);
    const cls = ['sq'];
    if (last.has(sq)) cls.push('last');
    if (targets.has(sq)) cls.push('target');
    if (selected.has(sq)) cls.push('selected');
    if (jumped.has(sq)) cls.push('jumped');
    const words = col ? `${shown}: ${(opts.words?.column ?? describeColumn)(col)}` : `${shown}: ${opts.words?.empty ?? 'empty'}`;
    // focusable squares are buttons on a playable board, images of their column on a read-only one
    const tab = focusable === 'all' ? ' tabindex="0" role="button"' : focusable === 'occupied' && col ? ' tabindex="0" role="img"' : '';
    out +=
      `<g class="${cls.join(' ')}" data-square="${alg}"${col ? ` data-column="${esc(col)}"` : ''}` +
      ` transform="translate(${x} ${y})"${tab} aria-label="${esc(words)}">` +
      `<title>${esc((opts.words?.summary ?? columnSummary)(shown, col))}</title>` +
      `<rect class="b-dark" width="100" height="100" fill="#8b5a3c"/>`;
    if (last.has(sq)) out += `<rect width="100" height="100" fill="#d8c64a" opacity=".45"/>`;
    if (selected.has(sq)) out += `<rect width="100" height="100" fill="#3f8f3f" opacity=".55"/>`;
    if (jumped.has(sq)) out += `<rect x="4" y="4" width="92" height="92" fill="none" stroke="#c0392b" stroke-width="5" stroke-dasharray="10 7"/>`;
    if (col) out += columnSvg(col);
    if (targets.has(sq)) out += `<circle class="dot" cx="50" cy="50" r="${col ? 44 : 15}" fill="${col ? 'none' : '#2e7d32'}" stroke="#2e7d32" stroke-width="${col ? 6 : 0}" opacity=".8"/>`;
    out += `</g>`;
  }

  if (coords && names === 'algebraic') out += coordinatesSvg(size, flipped, false);

  // the last move's path through the square centres, a dot where it ends
  const centres = (opts.lastMove ?? []).map((sq): [number, number] => {
    const [x, y] = squareXY(sq, flipped, size);
    return [x + 50, y + 50];
  });
  const end = centres.at(-1);
  if (centres.length >= 2 && end) {
    out +=
      `<g class="path" pointer-events="none" opacity=".75">` +
      `<polyline points="${centres.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#1f6fb2" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="${end[0]}" cy="${end[1]}" r="11" fill="#1f6fb2"/>` +
      `</g>`;
  }
  // numeric square names last, at each square's top left corner, so no column, badge or path covers them
  if (coords && names === 'numeric') {
    out += `<g class="coords" font-size="16" font-family="system-ui,sans-serif" font-weight="600" fill="#f3e6cf" stroke="#4a2f1f" stroke-width="4" paint-order="stroke" pointer-events="none">`;
    for (let sq = 0; sq < 32; sq++) {
      const [x, y] = squareXY(sq, flipped, size);
      out += `<text x="${x + 5}" y="${y + 18}">${sq + 1}</text>`;
    }
    out += `</g>`;
  }
  return out + `</svg>`;
}

/**
 * The site's board (`styled`): layers bottom up are the squares with their tints and outlines, the
 * last move's path, the columns, then the target marks and square numbers; only the squares take
 * pointer events, so a click anywhere on a square is that square's.
 */
function renderStyledSvg(columns: readonly (readonly [Square, ColumnText])[], opts: BoardOptions): string {
  const flipped = !!opts.flipped;
  const size = opts.boardSize === 7 ? 7 : 8;
  const px = size * S;
  const names = size === 8 ? (opts.squareNames ?? 'algebraic') : 'algebraic';
  const coords = opts.coordinates !== false;
  const focusable = opts.focusable ?? 'none';
  const bySquare = new Map<Square, ColumnText>();
  for (const [sq, col] of columns) if (sq >= 0 && sq < 32 && col) bySquare.set(sq, col);
  const last = new Set(opts.lastMove ?? []);
  const targets = new Set(opts.highlight?.targets ?? []);
  const selected = new Set(opts.highlight?.selected ?? []);
  const jumped = new Set(opts.highlight?.jumped ?? []);
  const label = opts.squareLabel ?? ((name: string, col: ColumnText | undefined) => (col ? `${name}: ${(opts.words?.column ?? describeColumn)(col)}` : `${name}: ${opts.words?.empty ?? 'empty'}`));

  let squares = '';
  let pieces = '';
  let marks = '';
  for (let sq = 0; sq < 32; sq++) {
    if (!onGrid(sq, size)) continue;
    const [x, y] = squareXY(sq, flipped, size);
    const col = bySquare.get(sq);
    const alg = squareName(sq, 'algebraic');
    const shown = squareName(sq, names);
    const cls = ['sq'];
    if (last.has(sq)) cls.push('last');
    if (targets.has(sq)) cls.push('target');
    if (selected.has(sq)) cls.push('selected');
    if (jumped.has(sq)) cls.push('jumped');
    const inTab = focusable === 'all' || (focusable === 'occupied' && (col || opts.cursor !== undefined));
    const tabindex = opts.cursor === undefined || opts.cursor === sq ? '0' : '-1';
    const role = focusable === 'all' ? 'button' : 'img';
    const tab = inTab ? ` tabindex="${tabindex}" role="${role}"` : '';
    const words = label(shown, col, { selected: selected.has(sq), target: targets.has(sq) });
    squares +=
      `<g class="${cls.join(' ')}" data-square="${alg}"${col ? ` data-column="${esc(col)}"` : ''}` +
      ` transform="translate(${x} ${y})"${tab} aria-label="${esc(words)}">` +
      `<rect class="b-dark" width="100" height="100" fill="#8b5a3c"/>`;
    if (last.has(sq)) squares += `<rect class="m-last" width="100" height="100" fill="#d8c64a" opacity=".45"/>`;
    if (selected.has(sq)) squares += `<rect class="m-selected" x="3" y="3" width="94" height="94" fill="#9fe0a0"/>`;
    if (jumped.has(sq)) squares += `<rect class="m-jumped" x="5" y="5" width="90" height="90" fill="none" stroke="#ffb4a8" stroke-width="7" stroke-dasharray="14 8"/>`;
    squares += `</g>`;
    if (col) pieces += `<g class="col" data-at="${alg}" transform="translate(${x} ${y})">${styledColumnSvg(col)}</g>`;
    if (targets.has(sq)) {
      marks += col
        ? `<circle class="m-target ring" cx="${x + 50}" cy="${y + 50}" r="45" fill="none" stroke="#b9f6ca" stroke-width="6"/>`
        : `<circle class="m-target dot" cx="${x + 50}" cy="${y + 50}" r="16" fill="#b9f6ca" stroke="#0b3d1a" stroke-width="2"/>`;
    }
    if (coords && names === 'numeric') {
      marks += `<text class="num" x="${x + 5}" y="${y + 96}" font-size="16" font-family="system-ui,sans-serif" fill="#f3e6cf">${sq + 1}</text>`;
    }
  }

  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" class="board-svg styled" viewBox="0 0 ${px} ${px}" role="group"` +
    (opts.size ? ` width="${Math.round(opts.size)}" height="${Math.round(opts.size)}"` : '') +
    ` aria-label="${esc(opts.label ?? 'Board')}"${flipped ? ' data-flipped="true"' : ''}${size === 7 ? ' data-size="7"' : ''}>` +
    `<rect class="b-light" width="${px}" height="${px}" fill="#eeddbb"/>` +
    squares;

  if (coords && names === 'algebraic') out += coordinatesSvg(size, flipped, true);

  // the last move's path through the square centres, under the columns it passes
  const centres = (opts.lastMove ?? []).map((sq): [number, number] => {
    const [x, y] = squareXY(sq, flipped, size);
    return [x + 50, y + 50];
  });
  const end = centres.at(-1);
  if (centres.length >= 2 && end) {
    out +=
      `<g class="path" pointer-events="none" aria-hidden="true">` +
      `<polyline points="${centres.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#8fd0ff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="${end[0]}" cy="${end[1]}" r="11" fill="#8fd0ff"/>` +
      `</g>`;
  }
  out += `<g class="pieces" pointer-events="none" aria-hidden="true">${pieces}</g>`;
  out += `<g class="marks" pointer-events="none" aria-hidden="true">${marks}</g>`;
  return out + `</svg>`;
}
