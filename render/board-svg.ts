// The one board renderer: a pure function from columns to an SVG string.
// No DOM, no rules, no dependencies beyond the engine's types and square names, so the same code
// draws the build-time diagrams, the first paint of every board, client re-renders after a move,
// and `bashni show --svg` (cli/show.ts).
import { ArgumentError, checkOptions, valueKind, wrongType } from '../engine/argument-error.ts';
import { MAX_HEIGHT } from '../engine/board.ts';
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
  /**
   * The standalone drawing's colours: `light` (default) or `dark`, the site's dark scheme (darker
   * light squares, darker coordinates on them). The styled board takes its colours from the page.
   */
  readonly scheme?: 'light' | 'dark';
}

/** The light squares and the coordinates written on them, per scheme (the site's --sq-light and --on-light). */
const SCHEMES = {
  light: { light: '#eeddbb', onLight: '#8b5a3c' },
  dark: { light: '#bfa77f', onLight: '#5a3520' },
} as const;

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
  checkColumnText(column, 'describeColumn');
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
  if (typeof name !== 'string') throw wrongType('columnSummary', 'a square name (a string)', name);
  if (column !== null && column !== undefined) checkColumnText(column, 'columnSummary');
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
function coordinatesSvg(size: number, flipped: boolean, styled: boolean, onLight: string = SCHEMES.light.onLight): string {
  let out = `<g class="coords" font-size="21" font-family="system-ui,sans-serif" font-weight="600" pointer-events="none"${styled ? ' aria-hidden="true"' : ''}>`;
  for (let i = 0; i < size; i++) {
    const file = flipped ? size - 1 - i : i;
    const rank = flipped ? i : size - 1 - i;
    const fileDark = squareAt(file, flipped ? size - 1 : 0) !== undefined;
    const rankDark = squareAt(flipped ? size - 1 : 0, rank) !== undefined;
    const cls = (dark: boolean): string => (styled ? ` class="${dark ? 'on-dark' : 'on-light'}"` : '');
    out += `<text${cls(fileDark)} x="${i * S + 85}" y="${size * S - 7}" fill="${fileDark ? '#f3e6cf' : onLight}">${FILES[file]}</text>`;
    out += `<text${cls(rankDark)} x="4" y="${i * S + 22}" fill="${rankDark ? '#f3e6cf' : onLight}">${rank + 1}</text>`;
  }
  return out + `</g>`;
}

function n(x: number): string {
  return String(Math.round(x * 10) / 10);
}

const CROWN = 'M-13,3 L-16,-9 L-8,-3 L0,-12 L8,-3 L16,-9 L13,3 Z';

/**
 * Where a column's discs go in its 100x100 square: the centre and radii of each disc's face, and
 * top first, each disc's face centre (`ys`) and thickness (`thick`): the edge of a disc seen below
 * the disc above it.
 */
export interface ColumnLayout {
  readonly cx: number;
  readonly rx: number;
  readonly ry: number;
  readonly ys: readonly number[];
  readonly thick: readonly number[];
}

/**
 * The lane of count badges (right of a column of three or more) and of king tabs (left of a column
 * of two or more). 86 + 12 + the stroke's 1 = 99: a badge on the h-file stays inside the board (at
 * 88 its edge went past the board's, issue 44 point 8).
 */
const BADGE_X = 86;
const BADGE_R = 12;
const TAB_X = 1;
/** A king's edge is this much thicker than a man's, so its gold band reads in a tall column. */
const KING_WEIGHT = 1.75;

/**
 * A column's place in its square (issue 25): a single piece in the middle; a column of two or more
 * a little left of the middle, between a lane on its left for the king tabs and one on its right
 * for the count badges, its top face no higher than y 30, so the square's top-left corner (where
 * the rank numbers stand on the edge files) stays clear, and its bottom no lower than y 99 (54 units of edges from y 30, and the last disc's 15 below). Short
 * columns take 12 units a man (5 px on a 375 px phone), taller ones share 54 units, a king's edge
 * `KING_WEIGHT` times a man's.
 */
export function columnLayout(column: ColumnText): ColumnLayout {
  const ry = 15;
  const h = column.length;
  if (h <= 1) return { cx: 50, rx: 36, ry, ys: [47], thick: [10] };
  const weights = [...column].map((c) => (c === 'W' || c === 'B' ? KING_WEIGHT : 1));
  const unit = Math.min(12, 54 / weights.reduce((a, b) => a + b, 0));
  const thick = weights.map((w) => w * unit);
  const total = thick.reduce((a, b) => a + b, 0);
  const ys: number[] = [];
  let y = Math.max(30, 52 - total / 2);
  for (const t of thick) {
    ys.push(y);
    y += t;
  }
  return { cx: 46, rx: 34, ry, ys, thick };
}

/** Pieces of each colour in a column, the commander's colour first: `bbW` -> [['b', 2], ['w', 1]]. */
export function columnCounts(column: ColumnText): [colour: 'w' | 'b', count: number][] {
  const white = [...column].filter((c) => c === 'w' || c === 'W').length;
  const black = column.length - white;
  const top = column[0] === 'w' || column[0] === 'W' ? 'w' : 'b';
  const out: [colour: 'w' | 'b', count: number][] =
    top === 'w'
      ? [
          ['w', white],
          ['b', black],
        ]
      : [
          ['b', black],
          ['w', white],
        ];
  return out.filter(([, count]) => count > 0);
}

interface ColumnPaint {
  /** Site: a class per part (coloured by the stylesheet); standalone: none. */
  readonly styled: boolean;
  readonly face: (white: boolean) => string;
  readonly side: (white: boolean) => string;
  readonly edge: (white: boolean) => string;
  readonly gold: string;
}

const SITE_PAINT: ColumnPaint = {
  styled: true,
  face: (white) => (white ? '#f4eee2' : '#111'),
  side: (white) => (white ? '#c5b9a4' : '#000'),
  edge: (white) => (white ? '#3b3127' : '#cfc6b8'),
  gold: '#f2c94c',
};

const FILE_PAINT: ColumnPaint = {
  styled: false,
  face: (white) => (white ? '#f4eee2' : '#2a2a2a'),
  side: (white) => (white ? '#c5b9a4' : '#0c0c0c'),
  edge: (white) => (white ? '#5b5144' : '#8a8a8a'),
  gold: '#d9a21b',
};

/**
 * One column, bottom up, each disc a `<g class="disc" data-piece="W">` (the move animation takes
 * them by index), then the count badges. What a reader sees without tapping: the commander (the
 * top face, a crown on a king); every piece's edge in its colour below it; every king's edge
 * crossed by a gold band that runs out into a tab left of the stack (in a column of two or more),
 * so a king prisoner shows at phone size; and one badge per colour, the commander's colour on top,
 * with the number of pieces of that colour (in a column of three or more; two discs count themselves).
 */
function drawColumn(column: ColumnText, paint: ColumnPaint): string {
  const h = column.length;
  const { cx, rx, ry, ys, thick } = columnLayout(column);
  const cls = (name: string) => (paint.styled ? ` class="${name}"` : '');
  const left = cx - rx;
  // the part of a disc's edge between `a` and `b` below its face: the lower half of the face's
  // ellipse, moved down, so a band follows the edge the reader sees below the disc above
  const crescent = (cy: number, a: number, b: number) => `M${left},${n(cy + a)} a${rx},${ry} 0 0 0 ${2 * rx},0 v${n(b - a)} a${rx},${ry} 0 0 1 ${-2 * rx},0 Z`;
  let out = '';
  for (let k = h - 1; k >= 0; k--) {
    const ch = column[k] ?? 'w';
    const white = ch === 'w' || ch === 'W';
    const king = ch === 'W' || ch === 'B';
    const cy = ys[k] ?? 50;
    const t = thick[k] ?? 10;
    const tone = white ? 'pw' : 'pb';
    let disc =
      `<ellipse${cls(`${tone}-side`)} cx="${cx}" cy="${n(cy + t)}" rx="${rx}" ry="${ry}" fill="${paint.side(white)}"/>` +
      `<rect${cls(`${tone}-side`)} x="${left}" y="${n(cy)}" width="${2 * rx}" height="${n(t)}" fill="${paint.side(white)}"/>`;
    if (king) {
      // a gold band along the king's edge, the piece's colour above and below it, and in a column
      // a tab out of the stack's left side (12 units: 5 px on a phone)
      disc += `<path${cls('king-band')} d="${crescent(cy, t * 0.22, t * 0.78)}" fill="${paint.gold}"/>`;
      if (h > 1) {
        const mid = cy + t / 2 + ry * 0.55;
        disc += `<rect${cls('king-tab')} x="${TAB_X}" y="${n(mid - 6)}" width="${n(left - TAB_X + 5)}" height="12" rx="2.5" fill="${paint.gold}" stroke="#4a3500" stroke-width="1.5"/>`;
      }
    }
    // the rim: a line round the disc's lower edge that parts it from the disc below
    disc +=
      `<path${cls(`${tone}-rim`)} d="M${left},${n(cy)} v${n(t)} a${rx},${ry} 0 0 0 ${2 * rx},0 v${n(-t)}" fill="none" stroke="${paint.edge(white)}" stroke-width="2"/>` +
      `<ellipse${cls(`${tone}-face`)} cx="${cx}" cy="${n(cy)}" rx="${rx}" ry="${ry}" fill="${paint.face(white)}" stroke="${paint.edge(white)}" stroke-width="2"/>`;
    if (k === 0 && king) {
      disc += `<path${cls('crown')} d="${CROWN}" transform="translate(${cx} ${n(cy)}) scale(1 .8)" fill="${paint.gold}" stroke="${white ? '#6b4e00' : '#ffe38a'}" stroke-width="1.5"/>`;
    }
    out += `<g class="disc" data-piece="${esc(ch)}">${disc}</g>`;
  }
  if (h > 2) {
    columnCounts(column).forEach(([colour, count], i) => {
      const white = colour === 'w';
      const cy = BADGE_R + 1 + i * (2 * BADGE_R + 1);
      out +=
        `<g class="count" data-colour="${colour}" data-count="${count}">` +
        `<circle${cls(`cnt-${colour}`)} cx="${BADGE_X}" cy="${n(cy)}" r="${BADGE_R}" fill="${paint.face(white)}" stroke="${paint.edge(white)}" stroke-width="2"/>` +
        `<text${cls(`cnt-${colour}-text`)} x="${BADGE_X}" y="${n(cy + 6)}" text-anchor="middle" font-size="${count > 9 ? 15 : 18}" font-weight="700" font-family="system-ui,sans-serif" fill="${white ? '#111' : '#fff'}">${count}</text></g>`;
    });
  }
  return out;
}

/** The discs of one column for the site (styled), each part classed for the colour scheme (drawColumn). */
export function styledColumnSvg(column: ColumnText): string {
  return drawColumn(column, SITE_PAINT);
}

/** The discs of one column as `bashni show --svg` draws them: the same drawing in fixed colours (in a 100x100 square; `bashni gif` draws its frames from these). */
export function columnSvg(column: ColumnText): string {
  return drawColumn(column, FILE_PAINT);
}

/** A column as the board draws it: pieces `w b W B`, top first, at most MAX_HEIGHT of them (a board
 * editor may show a column no game makes, never one of a million discs). */
function checkColumnText(column: unknown, where: string): void {
  if (typeof column !== 'string' || !/^[wbWB]+$/.test(column) || column.length > MAX_HEIGHT)
    throw new ArgumentError(
      typeof column === 'string' ? 'ARGUMENT_RANGE' : 'ARGUMENT_TYPE',
      where,
      `expected a column text (1 to ${MAX_HEIGHT} of w, b, W, B, top first), not ${valueKind(column)}`,
      valueKind(column),
    );
}

const isSquare = (sq: unknown): boolean => typeof sq === 'number' && Number.isInteger(sq) && sq >= 0 && sq <= 31;

/**
 * The boundary check (issue 22, point 4; issue 47 item 14): `columns` is a list of [square, column
 * text] pairs, as Position.columns() gives, and the options of their types; anything else is an
 * ArgumentError saying so, before any drawing.
 */
function checkColumns(columns: unknown): void {
  const where = 'renderBoardSvg';
  if (!Array.isArray(columns)) throw wrongType(where, 'columns as a list of [square, column text] pairs (as Position.columns() gives)', columns);
  for (const entry of columns as unknown[]) {
    if (!Array.isArray(entry) || !isSquare(entry[0])) throw wrongType(where, 'columns as a list of [square 0 to 31, column text] pairs (as Position.columns() gives)', entry);
    checkColumnText(entry[1], where);
  }
}

/** renderBoardSvg's options, each of its type or left out. */
function checkBoardOptions(opts: unknown): BoardOptions {
  const where = 'renderBoardSvg';
  const o = checkOptions(opts as BoardOptions | undefined, where) as Record<string, unknown>;
  const check = (name: string, ok: (v: unknown) => boolean, wanted: string): void => {
    if (o[name] !== undefined && !ok(o[name])) throw wrongType(where, `${name} as ${wanted}`, o[name]);
  };
  const squares = (v: unknown): boolean => Array.isArray(v) && v.every(isSquare);
  for (const name of ['flipped', 'coordinates', 'styled']) check(name, (v) => typeof v === 'boolean', 'true or false');
  check('boardSize', (v) => v === 7 || v === 8, '7 or 8');
  check('squareNames', (v) => v === 'algebraic' || v === 'numeric', "'algebraic' or 'numeric'");
  check('lastMove', squares, 'a list of squares');
  check('focusable', (v) => v === 'none' || v === 'occupied' || v === 'all', "'none', 'occupied' or 'all'");
  check('label', (v) => typeof v === 'string', 'a string');
  check('size', (v) => typeof v === 'number' && Number.isFinite(v) && v > 0, 'a positive number');
  check('cursor', isSquare, 'a square');
  check('squareLabel', (v) => typeof v === 'function', 'a function');
  check(
    'highlight',
    (v) => v !== null && typeof v === 'object' && ['targets', 'selected', 'jumped'].every((k) => (v as Record<string, unknown>)[k] === undefined || squares((v as Record<string, unknown>)[k])),
    '{ targets, selected, jumped } lists of squares',
  );
  check(
    'words',
    (v) => v !== null && typeof v === 'object' && typeof (v as BoardWords).column === 'function' && typeof (v as BoardWords).summary === 'function' && typeof (v as BoardWords).empty === 'string',
    'board words ({ column, empty, summary })',
  );
  return o;
}

/**
 * Draw a position. `columns` lists occupied squares with their columns, top first.
 * Every dark square is a `<g data-square="c3">`; occupied ones carry `data-column`.
 */
export function renderBoardSvg(columns: readonly (readonly [Square, ColumnText])[], opts: BoardOptions = {}): string {
  checkColumns(columns);
  opts = checkBoardOptions(opts);
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
  const scheme = SCHEMES[opts.scheme === 'dark' ? 'dark' : 'light'];

  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" class="board-svg" viewBox="0 0 ${px} ${px}" role="group"` +
    (opts.size ? ` width="${Math.round(opts.size)}" height="${Math.round(opts.size)}"` : '') +
    ` aria-label="${esc(opts.label ?? 'Board')}"${flipped ? ' data-flipped="true"' : ''}${size === 7 ? ' data-size="7"' : ''}>` +
    `<rect class="b-light" width="${px}" height="${px}" fill="${scheme.light}"/>`;

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
      darkSquareSvg(last.has(sq));
    if (selected.has(sq)) out += `<rect width="100" height="100" fill="#3f8f3f" opacity=".55"/>`;
    if (jumped.has(sq)) out += `<rect x="4" y="4" width="92" height="92" fill="none" stroke="#c0392b" stroke-width="5" stroke-dasharray="10 7"/>`;
    if (col) out += columnSvg(col);
    if (targets.has(sq)) out += `<circle class="dot" cx="50" cy="50" r="${col ? 44 : 15}" fill="${col ? 'none' : '#2e7d32'}" stroke="#2e7d32" stroke-width="${col ? 6 : 0}" opacity=".8"/>`;
    out += `</g>`;
  }

  if (coords && names === 'algebraic') out += coordinatesSvg(size, flipped, false, scheme.onLight);

  out += lastMovePathSvg(opts.lastMove ?? [], flipped, size);
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

/** A dark square of the standalone drawing (100x100), tinted when the last move passed it: what lies under its column. */
export function darkSquareSvg(marked: boolean): string {
  return `<rect class="b-dark" width="100" height="100" fill="#8b5a3c"/>` + (marked ? `<rect width="100" height="100" fill="#d8c64a" opacity=".45"/>` : '');
}

/**
 * The last move's path through the square centres, a dot where it ends, as the standalone drawing
 * marks it (over the columns); empty for fewer than two squares. `bashni gif` draws it on its frames.
 */
export function lastMovePathSvg(lastMove: readonly Square[], flipped: boolean, size = 8): string {
  const centres = lastMove.map((sq): [number, number] => {
    const [x, y] = squareXY(sq, flipped, size);
    return [x + 50, y + 50];
  });
  const end = centres.at(-1);
  if (centres.length < 2 || !end) return '';
  return (
    `<g class="path" pointer-events="none" opacity=".75">` +
    `<polyline points="${centres.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#1f6fb2" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${end[0]}" cy="${end[1]}" r="11" fill="#1f6fb2"/>` +
    `</g>`
  );
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
