// The variant table: every fact about a rule set that the rest of the project needs (its names,
// its board, its pieces, how its records name it, the switches of its move generation) in one row
// per variant, read by every layer (as chessops' `Rules`). Adding a variant is a row here plus its
// name in types.ts (docs/architecture.md, "Adding a variant").
import { VARIANTS, type VariantName } from './types.ts';
import { ArgumentError, checkString, valueKind } from './argument-error.ts';

/** One variant's facts. The switches are those of docs/rules.md's rule sets; board.ts reads them once per variant change. */
export interface VariantRules {
  /** The engine's name. */
  readonly name: VariantName;
  /** The fast board's code (board.ts: the perft table and the evaluation's weights are kept by it); unique. */
  readonly code: number;
  /** Other spellings read wherever a variant is named (command line, records, puzzle files): lower case, `-` for spaces. */
  readonly aliases: readonly string[];
  /** Names read from a record's `[Variant]` tag only (other languages, 'russian draughts'), lower case. */
  readonly recordNames: readonly string[];
  /** The `[Variant]` tag written for it (convert, annotate, self-play, the site's games). */
  readonly tag: string;
  /** The PDN `[GameType]` number read as this variant (25: Russian draughts), when one is. */
  readonly gameType?: number;
  /** Files and ranks. */
  readonly boardSize: 7 | 8;
  /** The dark squares of the 8x8 numbering (0..31, see types.ts Square) that are not on this board, one bit each. */
  readonly offSquares: number;
  /** Pieces each side has at the start (none ever leaves the board where captured pieces go under). */
  readonly piecesPerSide: number;
  /** Whether squares have PDN numbers (1..32); else they are written algebraic only, numeric options are refused. */
  readonly numberedSquares: boolean;
  /** White's far rank as a bound: White promotes on the squares numbered below it (isFarRank). */
  readonly whiteFar: number;
  /** The start position's FEN. */
  readonly startFen: string;
  /** The capture separator written with algebraic squares by default (numeric squares: always `x`). */
  readonly captureSeparator: 'x' | ':';
  // the capture switches
  /** A man captures backwards too (else forward only). */
  readonly menCaptureBackward: boolean;
  /** A jumped square stays blocked to the end of the move (the Turkish strike: nothing is jumped twice). */
  readonly jumpedStaysBlocked: boolean;
  /** A captured commander goes under the capturing column (columns); else the captured piece is removed at the end of the move. */
  readonly takenGoesUnder: boolean;
  /** Captures with the same start, end and captured set are one move (the perft convention of Russian draughts). */
  readonly foldsEqualCaptures: boolean;
  /** Kings fly (step and jump along a whole diagonal); else they step and jump one square. */
  readonly flyingKings: boolean;
  /** Promotion during a capture ends the move; else the capture goes on as a king. */
  readonly promotionEndsMove: boolean;
}

/** The 8x8 board's facts, shared by the four variants played on it. */
const EIGHT = {
  boardSize: 8,
  offSquares: 0,
  piecesPerSide: 12,
  numberedSquares: true,
  whiteFar: 4,
  startFen: 'W:W21-32:B1-12',
  captureSeparator: ':',
} as const;

/** Every variant, in VARIANTS order. */
export const VARIANT_RULES: Readonly<Record<VariantName, VariantRules>> = {
  bashni: {
    name: 'bashni',
    code: 0,
    aliases: ['bashne', 'baschni', 'bashny', 'bashnya'],
    recordNames: ['столбовые', 'столбовые шашки'],
    tag: 'Bashni',
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: false,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false,
  },
  'bashni-forward': {
    name: 'bashni-forward',
    code: 3,
    aliases: ['bashne-forward'],
    recordNames: [],
    tag: 'Bashni-forward',
    ...EIGHT,
    menCaptureBackward: false,
    jumpedStaysBlocked: false,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false,
  },
  'bashni-turkish': {
    name: 'bashni-turkish',
    code: 1,
    aliases: ['bashne-turkish'],
    recordNames: [],
    tag: 'Bashni-turkish',
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: true,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false,
  },
  russian: {
    name: 'russian',
    code: 2,
    aliases: [],
    recordNames: ['russian draughts', 'russian checkers', 'shashki', 'русские шашки'],
    tag: 'Russian',
    gameType: 25,
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: true,
    takenGoesUnder: false,
    foldsEqualCaptures: true,
    flyingKings: true,
    promotionEndsMove: false,
  },
  lasca: {
    name: 'lasca',
    code: 4,
    aliases: ['laska'],
    recordNames: ['ласка'],
    tag: 'Lasca',
    // 7x7: files a-g, ranks 1-7; rank 8 and file h (b8 d8 f8 h8 h6 h4 h2) are off the board
    boardSize: 7,
    offSquares: 0x0808080f,
    piecesPerSide: 11,
    // lasca.org writes a1-g7 only: a number would name a square of the 8x8 board
    numberedSquares: false,
    // rank 7 (squares 4-7; 0-3 are off the board, never occupied)
    whiteFar: 8,
    startFen: 'W:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3:Ba5,c5,e5,g5,b6,d6,f6,a7,c7,e7,g7',
    // lasca.org writes captures d2xb4xd6
    captureSeparator: 'x',
    menCaptureBackward: false,
    jumpedStaysBlocked: true,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: false,
    promotionEndsMove: true,
  },
};

/** The row of a variant (the engine's name, exactly). */
export function variantRules(variant: VariantName): VariantRules {
  return VARIANT_RULES[knownVariant(variant, 'variantRules')];
}

/**
 * A variant's row for the engine's own callers, whose variant is already a checked name (a
 * Position's, a board's): no check, since squares and notation ask it once a square or a move.
 */
export function rowOf(variant: VariantName): VariantRules {
  return VARIANT_RULES[variant];
}

/** The rows by board code (board.ts sets its switches from these). */
export const VARIANT_BY_CODE: readonly VariantRules[] = (() => {
  const out: VariantRules[] = [];
  for (const v of VARIANTS) out[VARIANT_RULES[v].code] = VARIANT_RULES[v];
  return out;
})();

// A Map, not an object literal: `constructor` or `__proto__` written as a variant must not resolve.
const ALIASES = new Map<string, VariantName>(VARIANTS.flatMap((v) => [v, ...VARIANT_RULES[v].aliases].map((a): [string, VariantName] => [a, v])));
const RECORD_NAMES = new Map<string, VariantName>(VARIANTS.flatMap((v) => VARIANT_RULES[v].recordNames.map((a): [string, VariantName] => [a, v])));

/**
 * bashni (aliases Bashne, Baschni, Bashny, Bashnya), bashni-forward (Bashne-forward),
 * bashni-turkish (Bashne-turkish), russian, lasca (Laska): a name or alias of the table;
 * case-insensitive, a space or `_` read as `-`; else undefined.
 */
export function parseVariantName(text: string): VariantName | undefined {
  const key = checkString(text, 'parseVariantName')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return ALIASES.get(key);
}

/** A `[Variant]` tag's value: a name or alias (parseVariantName), else one of the table's record names; else undefined. */
export function variantOfTag(text: string): VariantName | undefined {
  return parseVariantName(text) ?? RECORD_NAMES.get(text.trim().toLowerCase());
}

/** The variant a PDN `[GameType]` number stands for in the table (25: russian), if any. */
export function variantOfGameType(type: number): VariantName | undefined {
  return VARIANTS.find((v) => VARIANT_RULES[v].gameType === type);
}

/**
 * `variant` itself when it is one of the engine's names (`bashni`, `bashni-forward`, `bashni-turkish`, `russian`,
 * `lasca`, exactly: aliases are for records, through parseVariantName); else an ArgumentError
 * (ARGUMENT_RANGE) naming them, so
 * an unknown name never falls back to some rule set. `where` starts the message.
 */
export function knownVariant(variant: unknown, where: string): VariantName {
  if (typeof variant === 'string' && (VARIANTS as readonly string[]).includes(variant)) return variant as VariantName;
  const shown = typeof variant === 'string' ? valueKind(variant) : variant === undefined || variant === null ? String(variant) : valueKind(variant);
  throw new ArgumentError('ARGUMENT_RANGE', where, `unknown variant ${shown} (the engine's are ${VARIANTS.join(', ')})`, shown);
}

/** The squares of a board, for messages: `a1 to g7` (Lasca), `a1 to h8`. */
export function squareSpan(variant: VariantName): string {
  const size = VARIANT_RULES[knownVariant(variant, 'squareSpan')].boardSize;
  return `a1 to ${'abcdefgh'[size - 1]!}${size}`;
}

/** The board of a variant, for messages: `Lasca's 7x7 board (files a-g, ranks 1-7)`. */
export function boardWords(variant: VariantName): string {
  const { tag, boardSize: size } = VARIANT_RULES[knownVariant(variant, 'boardWords')];
  return `${tag}'s ${size}x${size} board (files a-${'abcdefgh'[size - 1]!}, ranks 1-${size})`;
}

/**
 * Why numeric squares cannot be written in a variant (`Lasca's squares have no numbers (they are
 * written a1 to g7)`), or undefined when its squares have numbers: the one reason every numeric
 * option (moves --numeric, show --numeric, convert --squares numeric) gives.
 */
export function unnumberedSquares(variant: VariantName): string | undefined {
  if (VARIANT_RULES[knownVariant(variant, 'unnumberedSquares')].numberedSquares) return undefined;
  return `${VARIANT_RULES[variant].tag}'s squares have no numbers (they are written ${squareSpan(variant)})`;
}

/** Whether captures build columns in this variant (a note on a column means nothing in russian). */
export function hasColumns(variant: VariantName): boolean {
  return VARIANT_RULES[knownVariant(variant, 'hasColumns')].takenGoesUnder;
}
