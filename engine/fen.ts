// PDN FEN, extended for columns (SPEC §3).
//   W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw)      W:W21-32:B1-12      B:W18,K30:B1-5:H0:F12.
// Lasca (7x7): algebraic a1-g7 only, B:Wa1,c5(wb),Kb6(Wbb):Bb4,e5(bw).
import { readSquare, squareFile, squareName, squareRank } from './squares.ts';
import type { SquareStyle } from './squares.ts';
import { Position, checkPosition, isColumnText } from './position.ts';
import { checkOptions, outOfRange, valueKind, wrongType } from './argument-error.ts';
import { MAX_HEIGHT } from './board.ts';
import type { Color, ColumnText, Result, Square, VariantName } from './types.ts';
import { err, ok } from './types.ts';
import { VARIANT_RULES, knownVariant, squareSpan, rowOf } from './variant.ts';

export const INITIAL_FEN = VARIANT_RULES.bashni.startFen;
/** Lasca's start: the first three ranks of the 7x7 board against the last three. */
export const LASCA_FEN = VARIANT_RULES.lasca.startFen;

/** The start position's FEN in a variant (the variant table's). */
export function initialFen(variant: VariantName): string {
  knownVariant(variant, 'initialFen');
  return rowOf(variant).startFen;
}

export type FenErrorCode =
  | 'FEN_EMPTY' // nothing to read
  | 'FEN_SYNTAX' // the text is not FEN-shaped (sections, commas, parentheses)
  | 'FEN_TURN' // the side to move is not W, B (or ?)
  | 'FEN_SECTION' // a section does not start with W or B, or a colour's section repeats
  | 'FEN_SQUARE' // not a dark square (algebraic a1..h8 or numeric 1..32; lasca: algebraic a1..g7)
  | 'FEN_DUPLICATE' // a square is given twice
  | 'FEN_RANGE' // a range is malformed or runs backwards
  | 'FEN_RANGE_COLUMN' // a range carries a column in parentheses
  | 'FEN_LETTER' // a column letter is not w b W B, or the column is empty
  | 'FEN_LAYERS' // a column has more than two colour layers
  | 'FEN_COLOR_MISMATCH' // section colour disagrees with the column's commander
  | 'FEN_KING_MISMATCH' // the K prefix disagrees with the column's commander
  | 'FEN_TOO_MANY' // more than 12 pieces of a colour (11 in lasca; prisoners counted)
  | 'FEN_COLUMN_VARIANT' // a column taller than 1 in russian
  | 'FEN_COUNTER'; // a malformed H or F counter

export interface FenError {
  readonly code: FenErrorCode;
  readonly message: string;
  /** The part of the text at fault. */
  readonly part: string;
}

const fail = (code: FenErrorCode, message: string, part: string): { ok: false; error: FenError } => err({ code, message, part });

/** Splits on `sep` outside parentheses. */
function splitTop(text: string, sep: string): string[] | undefined {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) return undefined;
    }
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (depth !== 0) return undefined;
  out.push(cur);
  return out;
}

/**
 * Reads a FEN. Lenient where PDN tools are: whitespace anywhere, surrounding quotes, a trailing
 * `.`, lidraughts' `:H<n>:F<n>` counters, sections in either order, a missing section (no pieces
 * of that colour), an empty piece list, `?` or a missing side to move (White then), lower-case
 * `w`/`b`/`k`. Columns of height > 1 are refused in `russian`.
 */
export function parseFen(text: string, variant: VariantName = 'bashni'): Result<Position, FenError> {
  // the variant is the caller's, not the text's: an unknown one is a RangeError, as everywhere in the engine
  knownVariant(variant, 'parseFen');
  // the text is data: anything but a string is an error value
  if (typeof text !== 'string')
    return fail(
      'FEN_SYNTAX',
      `a FEN is text, not ${text === null ? 'null' : typeof text}`,
      typeof text === 'object' || typeof text === 'symbol' || typeof text === 'function' ? valueKind(text) : String(text),
    );
  let t = text.replace(/\s+/g, '');
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) t = t.slice(1, -1);
  while (t.endsWith('.')) t = t.slice(0, -1);
  if (t === '') return fail('FEN_EMPTY', 'empty FEN', text);
  const parts = splitTop(t, ':');
  if (!parts) return fail('FEN_SYNTAX', 'unbalanced parentheses', text);
  let turn: Color = 'white';
  let i = 0;
  const first = parts[0]!;
  if (/^[WwBb?]$/.test(first)) {
    turn = first === 'B' || first === 'b' ? 'black' : 'white';
    i = 1;
  } else if (first === '') {
    i = 1; // `:W..:B..` without a side to move
  } else if (!/^[WwBb]/.test(first) || parts.length === 1) {
    return fail('FEN_TURN', `side to move must be W or B, got '${first}'`, first);
  }
  const columns = new Map<Square, ColumnText>();
  const seen = new Set<string>();
  let halfmoves: number | undefined;
  let fullmove: number | undefined;
  for (; i < parts.length; i++) {
    const sec = parts[i]!;
    if (/^[HF]/.test(sec)) {
      const m = /^([HF])(\d+)$/.exec(sec);
      if (!m) return fail('FEN_COUNTER', `bad counter '${sec}'`, sec);
      const n = Number(m[2]);
      if (!Number.isSafeInteger(n)) return fail('FEN_COUNTER', `counter '${sec.length > 40 ? `${sec.slice(0, 40)}...` : sec}' is too large`, sec);
      if (m[1] === 'H') halfmoves = n;
      else fullmove = n;
      continue;
    }
    const cm = /^([WwBb])(.*)$/.exec(sec);
    if (!cm) {
      if (sec === '') continue;
      return fail('FEN_SECTION', `a piece section starts with W or B, got '${sec}'`, sec);
    }
    const color: Color = cm[1]!.toUpperCase() === 'W' ? 'white' : 'black';
    if (seen.has(color)) return fail('FEN_SECTION', `${color} pieces listed twice`, sec);
    seen.add(color);
    const body = cm[2]!;
    if (body === '') continue;
    const items = splitTop(body, ',')!;
    for (const raw of items) {
      if (raw === '') continue;
      const r = readItem(raw, color, variant, columns);
      if (r) return r;
    }
  }
  // piece counts
  const most = rowOf(variant).piecesPerSide;
  for (const color of ['white', 'black'] as const) {
    let n = 0;
    for (const c of columns.values()) for (const ch of c) if ((ch === 'w' || ch === 'W') === (color === 'white')) n++;
    if (n > most) return fail('FEN_TOO_MANY', `${n} ${color} pieces (at most ${most}${most === VARIANT_RULES.bashni.piecesPerSide ? '' : ` in ${variant}`})`, text);
  }
  return ok(Position.setup(variant, turn, columns, { halfmoves, fullmove }));
}

function readItem(raw: string, color: Color, variant: VariantName, columns: Map<Square, ColumnText>): { ok: false; error: FenError } | undefined {
  const m = /^([Kk]?)([^()]*)(?:\(([^()]*)\))?$/.exec(raw);
  if (!m) return fail('FEN_SYNTAX', `cannot read '${raw}'`, raw);
  const isKing = m[1] !== '';
  const sqText = m[2]!;
  const colText = m[3];
  const own = color === 'white' ? 'w' : 'b';
  const range = /^(\d+)-(\d+)$/.exec(sqText);
  if (range) {
    if (colText !== undefined) return fail('FEN_RANGE_COLUMN', `a range cannot carry a column: '${raw}'`, raw);
    if (!rowOf(variant).numberedSquares) return fail('FEN_SQUARE', `numeric squares '${raw}': ${rowOf(variant).tag}'s squares are written ${squareSpan(variant)}`, raw);
    const a = readSquare(range[1]!, variant);
    const b = readSquare(range[2]!, variant);
    if ('error' in a) return fail('FEN_SQUARE', `bad square '${range[1]}'`, raw);
    if ('error' in b) return fail('FEN_SQUARE', `bad square '${range[2]}'`, raw);
    return readRange(a.square, b.square, isKing ? own.toUpperCase() : own, raw, columns);
  }
  if (sqText.includes('-')) return fail('FEN_RANGE', `bad range '${raw}'`, raw);
  const read = readSquare(sqText, variant);
  if ('error' in read) return fail('FEN_SQUARE', read.error, raw);
  const sq = read.square;
  if (columns.has(sq)) return fail('FEN_DUPLICATE', `square ${sqText} given twice`, raw);
  let column: string;
  if (colText === undefined) column = isKing ? own.toUpperCase() : own;
  else {
    if (colText === '' || !/^[wWbB]+$/.test(colText)) return fail('FEN_LETTER', `column letters are w b W B: '${raw}'`, raw);
    if (!isColumnText(colText)) return fail('FEN_LAYERS', `more than two colour layers: '${raw}'`, raw);
    if (colText.length > MAX_HEIGHT) return fail('FEN_TOO_MANY', `column too tall: '${raw}'`, raw);
    const top = colText[0]!;
    if ((top.toLowerCase() === 'w') !== (color === 'white')) return fail('FEN_COLOR_MISMATCH', `column '${colText}' is not commanded by ${color}`, raw);
    if ((top === 'W' || top === 'B') !== isKing) return fail('FEN_KING_MISMATCH', isKing ? `K on a column commanded by a man: '${raw}'` : `column commanded by a king needs K: '${raw}'`, raw);
    if (!rowOf(variant).takenGoesUnder && colText.length > 1) return fail('FEN_COLUMN_VARIANT', `no columns in ${variant}: '${raw}'`, raw);
    column = colText;
  }
  columns.set(sq, column);
  return undefined;
}

function readRange(a: Square, b: Square, column: ColumnText, raw: string, columns: Map<Square, ColumnText>): { ok: false; error: FenError } | undefined {
  if (b < a) return fail('FEN_RANGE', `range runs backwards: '${raw}'`, raw);
  for (let s = a; s <= b; s++) {
    if (columns.has(s)) return fail('FEN_DUPLICATE', `square ${squareName(s, 'numeric')} given twice`, raw);
    columns.set(s, column);
  }
  return undefined;
}

/** makeFen's options: `squares` 'algebraic' or 'numeric' or left out, else an ArgumentError. */
function checkFenOptions(opts: FenOptions | undefined, where: string): FenOptions {
  const o = checkOptions(opts, where);
  if (o.squares !== undefined && o.squares !== 'algebraic' && o.squares !== 'numeric') throw outOfRange(where, `squares is 'algebraic' or 'numeric', not ${valueKind(o.squares)}`, o.squares);
  return o;
}

export interface FenOptions {
  /** `algebraic` (default) or `numeric` (not in `lasca`: its squares have no numbers, algebraic is written). */
  squares?: SquareStyle;
  /** Append lidraughts' `:H<halfmoves>:F<fullmove>`. */
  counters?: boolean;
}

/**
 * Writes a FEN: `W:W<white columns>:B<black columns>`, both sections always present, columns of
 * height 1 plainly (`d4`, `Kd4`), taller ones with their content (`e3(wbb)`, `Kd4(WwB)`).
 * Algebraic squares are listed rank by rank from a1 (a1,c1,..,h8); numeric ascending, no ranges.
 */
export function makeFen(pos: Position, opts: FenOptions = {}): string {
  checkPosition(pos, 'makeFen');
  opts = checkFenOptions(opts, 'makeFen');
  const out = makeColumnsFen(pos.turn, pos.columns(), rowOf(pos.variant).numberedSquares ? opts : { squares: 'algebraic' });
  return opts.counters ? `${out}:H${pos.halfmoves}:F${pos.fullmove}` : out;
}

/**
 * The FEN of columns as given, checked for nothing (a board editor shows what is on its board even
 * when parseFen would refuse it): makeFen's format, without counters.
 *
 *   makeColumnsFen('white', [[27, 'wbw']]) // 'W:Wd4(wbw):B'
 */
export function makeColumnsFen(turn: Color, columns: Iterable<readonly [Square, ColumnText]>, opts: Pick<FenOptions, 'squares'> = {}): string {
  if (turn !== 'white' && turn !== 'black') throw outOfRange('makeColumnsFen', `the side to move is 'white' or 'black', not ${valueKind(turn)}`, turn);
  if (columns === null || typeof columns !== 'object' || typeof (columns as Partial<Iterable<unknown>>)[Symbol.iterator] !== 'function')
    throw wrongType('makeColumnsFen', 'columns as [square, column text] pairs', columns);
  const style = checkFenOptions(opts, 'makeColumnsFen').squares ?? 'algebraic';
  const cols = [...columns];
  for (const c of cols as unknown[]) {
    // the squares and texts are written as they are (a board editor's), but they must be squares and texts
    const [sq, text] = Array.isArray(c) ? (c as unknown[]) : [];
    if (typeof sq !== 'number' || !Number.isInteger(sq) || sq < 0 || sq > 31 || typeof text !== 'string' || text === '')
      throw wrongType('makeColumnsFen', 'columns as [square 0 to 31, column text] pairs', c);
  }
  if (style === 'algebraic') cols.sort((a, b) => squareRank(a[0]) - squareRank(b[0]) || squareFile(a[0]) - squareFile(b[0]));
  else cols.sort((a, b) => a[0] - b[0]);
  const sec = (white: boolean): string =>
    cols
      .filter(([, c]) => (c[0] === 'w' || c[0] === 'W') === white)
      .map(([s, c]) => {
        const k = c[0] === 'W' || c[0] === 'B' ? 'K' : '';
        return k + squareName(s, style) + (c.length > 1 ? `(${c})` : '');
      })
      .join(',');
  return `${turn === 'white' ? 'W' : 'B'}:W${sec(true)}:B${sec(false)}`;
}
