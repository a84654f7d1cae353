// The one problem model of the toolkit: what every layer reports (the grammar's PDN_* problems
// here; move, variant, result and puzzle problems in the layers above, each with its own code
// union), and the one way to print a problem as a line of text.
import type { SourcePos } from './source-pos.ts';
import { wrongType } from './argument-error.ts';

export type Severity = 'error' | 'warning' | 'info';

/** Where in a game or puzzle a problem stands, beyond its source position (all optional). */
export interface ProblemDetail {
  /** The move number (as the record counts it) and the side that was to move. */
  readonly moveNumber?: number;
  readonly side?: 'white' | 'black';
  /** The move exactly as written. */
  readonly move?: string;
  /** The legal moves there, in the record's notation. */
  readonly legal?: readonly string[];
  /** True when the problem is inside a variation, not the main line. */
  readonly inVariation?: boolean;
  /** The id of the puzzle the problem belongs to. */
  readonly puzzle?: string;
}

/**
 * Longest quoted value (`"..."`, `'...'`, spaces and all) or run of text without a space quoted
 * whole by excerpt; a longer one is cut.
 */
const EXCERPT_CHARS = 60;
/**
 * The same for a whole message as formatProblem writes it: above any text a message quotes on
 * purpose (a FEN of a real position, with its columns, is under 200 characters), far below a
 * hostile one (a 180 KB capture path, a 60 KB FEN column).
 */
const MESSAGE_CHARS = 200;

/** The quoted values and the runs without a space longer than `chars` (a single quote after a letter is an apostrophe, `the record's`). */
const longParts = (chars: number): RegExp => new RegExp(`"[^"]{${chars + 1},}"|(?<!\\w)'[^']{${chars + 1},}'(?!\\w)|\\S{${chars + 1},}`, 'g');
const LONG = new Map([EXCERPT_CHARS, MESSAGE_CHARS].map((n) => [n, longParts(n)]));

/** What follows the ellipsis of an excerpt: ` (N characters)`. */
const CUT_MARK = /^ \(\d+ characters\)/;

/**
 * The text with every quoted value (`bad FEN tag "W:Wc3, c3, ..."`) and every run without a space
 * (a 900 KB move token, a 100,000-character FEN column) of more than `chars` characters (60; 200
 * for a whole message) cut to its first `chars`, an ellipsis and its length: an error line quotes
 * enough to find the place, never the whole input again. Every layer quotes what it was given
 * through it (a puzzle's id or FEN, a `--fen` value); formatProblem passes every problem's
 * message and move through it, so a message is capped in this one place whoever made it. An
 * excerpt passed through again is kept as it is.
 */
export function excerpt(text: string): string {
  return cut(text, EXCERPT_CHARS);
}

/** excerpt with a limit of `chars`. */
function cut(text: string, chars: number): string {
  if (text.length <= chars) return text;
  return text.replace(LONG.get(chars)!, (long: string, at: number) => {
    const quote = long[0] === '"' || long[0] === "'" ? long[0] : '';
    const inner = quote ? long.slice(1, -1) : long;
    const cut = inner.lastIndexOf('…');
    if (quote && cut >= 0 && cut <= chars && CUT_MARK.test(inner.slice(cut + 1))) return long;
    if (!quote && cut >= 0 && cut <= chars && cut === inner.length - 1 && CUT_MARK.test(text.slice(at + long.length, at + long.length + 32))) return long;
    return `${quote}${inner.slice(0, chars)}… (${inner.length} characters)${quote}`;
  });
}

/**
 * A problem as JSON (docs/records.md, `convert --to json`): flat, its position's line, column and
 * offset and its detail's fields at the top level, `legal` always present.
 */
export interface ProblemJson<C extends string = string> extends Omit<ProblemDetail, 'legal'> {
  readonly code: C;
  readonly message: string;
  readonly severity: Severity;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  readonly legal: readonly string[];
}

/** A problem found in an input: a stable code, how bad, what (a sentence for a person), where. */
export interface Problem<C extends string = string> {
  /** Stable and public (`PDN_BAD_TAG`, `MOVE_ILLEGAL`, `FEN_...`): never renamed. */
  readonly code: C;
  readonly severity: Severity;
  readonly message: string;
  readonly pos: SourcePos;
  /** The file name given to the reader, if any. */
  readonly file?: string;
  readonly detail?: ProblemDetail;
}

/**
 * A problem's shape, as every layer makes them (code, message, a position where one is printed,
 * a detail of the right types), and the context as text: else a PdnArgumentError naming `where`.
 */
function checkProblem(p: unknown, context: unknown, where: string, positioned: boolean): void {
  const q = p as Partial<Problem> | null;
  if (q === null || typeof q !== 'object' || typeof q.code !== 'string' || typeof q.message !== 'string') throw wrongType(where, 'a problem ({ code, message, severity, pos })', p);
  const pos = q.pos as Partial<SourcePos> | undefined;
  if (positioned && (pos === null || typeof pos !== 'object' || typeof pos.line !== 'number' || typeof pos.column !== 'number' || typeof pos.offset !== 'number'))
    throw wrongType(where, 'a problem with a position ({ line, column, offset })', pos);
  if (q.file !== undefined && typeof q.file !== 'string') throw wrongType(where, 'a file name (a string)', q.file);
  const d = q.detail as Record<string, unknown> | undefined | null;
  if (d !== undefined) {
    if (d === null || typeof d !== 'object') throw wrongType(where, 'a problem detail (an object)', d);
    for (const key of ['move', 'side', 'puzzle'] as const) if (d[key] !== undefined && typeof d[key] !== 'string') throw wrongType(where, `detail.${key} as a string`, d[key]);
    if (d.moveNumber !== undefined && typeof d.moveNumber !== 'number') throw wrongType(where, 'detail.moveNumber as a number', d.moveNumber);
    if (d.legal !== undefined && !(Array.isArray(d.legal) && d.legal.every((m) => typeof m === 'string'))) throw wrongType(where, 'detail.legal as a list of strings', d.legal);
  }
  if (context !== undefined && typeof context !== 'string') throw wrongType(where, 'a context (a string)', context);
}

/** Every code the PDN grammar reports (docs/grammar.md explains each). */
export const PDN_CODES = [
  'PDN_UNTERMINATED_COMMENT',
  'PDN_UNTERMINATED_STRING',
  'PDN_BAD_TAG',
  'PDN_BAD_SETUP',
  'PDN_UNEXPECTED_TOKEN',
  'PDN_UNEXPECTED_CHARACTER',
  'PDN_UNBALANCED_PAREN',
  'PDN_UNCLOSED_VARIATION',
  'PDN_NESTING_TOO_DEEP',
  'PDN_VARIATION_WITHOUT_MOVE',
  'PDN_RESULT_IN_VARIATION',
  'PDN_MISPLACED_STRENGTH',
  'PDN_MISPLACED_NAG',
  'PDN_NAG_OUT_OF_RANGE',
  'PDN_MISSING_RESULT',
  'PDN_SCORE_AS_RESULT',
  'PDN_TOO_MANY_PROBLEMS',
  'PDN_INTERNAL',
  'PDN_UNKNOWN_MOVE',
  'PDN_ELLIPSIS_AFTER_NUMBER',
  'PDN_NUMBER_WITHOUT_MOVE',
  'PDN_EMPTY_VARIATION',
  'PDN_SETUP_WITHOUT_MOVES',
  'PDN_JUNK_AFTER_MOVE',
  'PDN_GAME_WITHOUT_TAGS',
  'PDN_GAME_TOO_LONG',
  'PDN_GAME_TOO_LARGE',
  'PDN_NOT_TEXT',
] as const;

export type PdnCode = (typeof PDN_CODES)[number];

/**
 * A problem as one line of text, as the CLI prints it:
 * `file:line:column: [context: ][puzzle ID: ][move 7... e7-d6: ]message [CODE][; legal moves: a, b]`.
 * `context` is what the caller adds about the input (`game 3`, `game 1 (A - B): invalid`); the
 * file part is left out when the problem has no file.
 */
export function formatProblem(p: Problem, context?: string): string {
  checkProblem(p, context, 'formatProblem', true);
  const at = `${p.file !== undefined ? `${p.file}:` : ''}${p.pos.line}:${p.pos.column}: `;
  return `${at}${formatProblemBody(p, context)}`;
}

/** A problem's words without its position: `[context: ][puzzle ID: ][move 7... e7-d6: ]message
 * [CODE][; legal moves: a, b]`, for callers that print the position their own way. */
export function formatProblemBody(p: Pick<Problem, 'code' | 'message' | 'detail'>, context?: string): string {
  checkProblem(p, context, 'formatProblemBody', false);
  const d = p.detail;
  const ctx = context ? `${context}: ` : '';
  // a puzzle's id as written may be of any length: quoted as an excerpt
  const puzzle = d?.puzzle !== undefined ? `puzzle ${excerpt(d.puzzle)}: ` : '';
  // the move as written and the message may quote any length of input: excerpts
  const move = d?.move !== undefined ? cut(d.move, MESSAGE_CHARS) : undefined;
  const where = d?.moveNumber !== undefined ? `${`move ${d.moveNumber}${d.side === 'black' ? '...' : '.'} ${move ?? ''}`.trimEnd()}: ` : move ? `${move}: ` : '';
  const legal = d?.legal?.length ? `; legal moves: ${d.legal.join(', ')}` : '';
  return `${ctx}${puzzle}${where}${cut(p.message, MESSAGE_CHARS)} [${p.code}]${legal}`;
}

/** A problem as JSON: `{code, message, severity, line, column, offset, legal, ...detail}` (the file is the caller's). */
export function problemJson<C extends string>(p: Problem<C>): ProblemJson<C> {
  checkProblem(p, undefined, 'problemJson', true);
  const { legal = [], ...detail } = p.detail ?? {};
  return { code: p.code, message: p.message, severity: p.severity, line: p.pos.line, column: p.pos.column, offset: p.pos.offset, legal, ...detail };
}
