// What the engine's functions throw for an argument they cannot take (issue 47 item 14). Shaped as
// FenError is (a stable code, a sentence, the part at fault): the data a caller reads (a FEN, a
// move as written) has error values (parseFen's Result, parseMoveText's undefined); a caller's
// mistake (a number where a Position goes, an unknown variant name, an illegal move handed to
// play) is thrown as this one class, checked at the public entry only, never in the move
// generator's loops. records/, render/ and puzzles/ throw it too (the grammar has its own,
// PdnArgumentError: it imports nothing of the engine's).

export type ArgumentCode =
  | 'ARGUMENT_TYPE' // a value of the wrong type: a number where a Position goes, null for a move
  | 'ARGUMENT_RANGE' // the right type, outside what is accepted: an unknown variant, depth -1, square 40
  | 'ILLEGAL_MOVE'; // Position.play: a well-formed move that is not legal in that position

export class ArgumentError extends TypeError {
  override readonly name = 'ArgumentError';
  readonly code: ArgumentCode;
  /** The public function that refused the value (`parseMoveText`, `Position.play`). */
  readonly where: string;
  /** The value at fault, as a short text (`null`, `a number (42)`, `'purple'`). */
  readonly part: string;

  constructor(code: ArgumentCode, where: string, message: string, part = '') {
    super(`${where}: ${message}`);
    this.code = code;
    this.where = where;
    this.part = part;
  }
}

/**
 * What a value is, in a few words, without calling anything of it (an object's toString may
 * throw, a Symbol refuses to become text, Object.create(null) has no toString at all).
 */
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
export function wrongType(where: string, wanted: string, value: unknown): ArgumentError {
  const kind = valueKind(value);
  return new ArgumentError('ARGUMENT_TYPE', where, `expected ${wanted}, not ${kind}`, kind);
}

/** An ARGUMENT_RANGE error: `where: <message>`. */
export function outOfRange(where: string, message: string, value: unknown): ArgumentError {
  return new ArgumentError('ARGUMENT_RANGE', where, message, valueKind(value));
}

/** `value` when it is a string, else an ARGUMENT_TYPE error. */
export function checkString(value: unknown, where: string, what = 'text (a string)'): string {
  if (typeof value !== 'string') throw wrongType(where, what, value);
  return value;
}

/** An options object: `undefined` or `null` as `{}`, an object (not an array) as it is, else an ARGUMENT_TYPE error. */
export function checkOptions<T extends object>(value: T | null | undefined, where: string): Partial<T> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(where, 'an options object', value);
  return value;
}

/** A whole number from `min` to `max` (`undefined` allowed when `optional`), else ARGUMENT_TYPE or ARGUMENT_RANGE. */
export function checkWhole(value: unknown, where: string, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number') throw wrongType(where, `${name} as a number`, value);
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw outOfRange(where, `${name} is a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, not ${String(value)}`, value);
  return value;
}

/**
 * Whether a value is an array, without narrowing the caller's variable (Array.isArray on a typed
 * `readonly T[]` would turn it into `any[]` past the check).
 */
export function isList(value: unknown): boolean {
  return Array.isArray(value);
}
