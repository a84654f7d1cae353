// What the grammar's functions throw for an argument they cannot take (issue 47 item 14): the
// engine's ArgumentError again (engine/argument-error.ts; the grammar imports nothing of the
// engine's, so it has its own class). Text is data, never thrown at: parsePdn and parseGames
// report what they cannot read as problems (PDN_NOT_TEXT). What is thrown is a caller's mistake
// (a number where bytes or a record go, a record no reader could have made), once, at the public
// entry: a stable code, a sentence, the value at fault.

export type PdnArgumentCode =
  | 'ARGUMENT_TYPE' // a value of the wrong type: null for a record, a string for a list of them
  | 'ARGUMENT_RANGE' // the right type, outside what is accepted: an unknown encoding, a write mode 'loud'
  | 'RECORD_TOO_DEEP' // a record's variations nested deeper than the reader nests them (MAX_VARIATION_DEPTH)
  | 'RECORD_TOO_LONG' // more moves than the reader reads in one game (MAX_MOVES_PER_GAME)
  | 'RECORD_TOO_LARGE'; // more parts (moves, variations, comments, tags, NAGs) than a game's text can hold (MAX_RECORD_PARTS)

export class PdnArgumentError extends TypeError {
  override readonly name = 'PdnArgumentError';
  readonly code: PdnArgumentCode;
  /** The public function that refused the value (`makePdn`, `decodePdn`). */
  readonly where: string;
  /** The value at fault, as a short text (`null`, `a number (42)`, `moves[3].variations[0]`). */
  readonly part: string;

  constructor(code: PdnArgumentCode, where: string, message: string, part = '') {
    super(`${where}: ${message}`);
    this.code = code;
    this.where = where;
    this.part = part;
  }
}

/** What a value is, in a few words, without calling anything of it (see engine/argument-error.ts). */
export function valueKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${String(value)}`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return 'an object';
  }
}

/** An ARGUMENT_TYPE error: `where: expected <wanted>, not <what value is>`. */
export function wrongType(where: string, wanted: string, value: unknown): PdnArgumentError {
  const kind = valueKind(value);
  return new PdnArgumentError('ARGUMENT_TYPE', where, `expected ${wanted}, not ${kind}`, kind);
}

/** `value` when it is a string, else an ARGUMENT_TYPE error. */
export function checkString(value: unknown, where: string, what = 'text (a string)'): string {
  if (typeof value !== 'string') throw wrongType(where, what, value);
  return value;
}

/**
 * Whether a value is an array, without narrowing the caller's variable (Array.isArray on a typed
 * `readonly T[]` would turn it into `any[]` past the check).
 */
export function isList(value: unknown): boolean {
  return Array.isArray(value);
}
