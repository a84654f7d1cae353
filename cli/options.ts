// The options several commands share: variant, FEN, encoding, choices and whole-number counts.
import { InvalidArgumentError, Option } from 'commander';
import { initialFen, parseFen } from '../engine/fen.ts';
import { parseVariantName, unnumberedSquares } from '../engine/variant.ts';
import type { Position } from '../engine/position.ts';
import { VARIANTS, type VariantName } from '../engine/types.ts';
import { parseEncodingName, type PdnEncoding } from '../grammar/decode.ts';
import { excerpt } from '../grammar/problem.ts';
import type { VariantOrAuto } from '../records/variant-auto.ts';
import { UsageError } from './usage-error.ts';

/**
 * `--variant`, the same on every command: the rules a FEN is read under, and those of a record
 * that names none (a record's own Variant or GameType tag comes first). Read into a VariantName;
 * the aliases of the Variant tag (Bashne, Baschni, ...) are accepted too.
 */
export function variantOption(): Option {
  return new Option('--variant <variant>', 'the rules (a record or puzzle that names its variant keeps it)')
    .choices(VARIANTS)
    .argParser((text: string): VariantName => {
      const v = parseVariantName(text);
      if (!v) throw new InvalidArgumentError(`Allowed choices are ${VARIANTS.join(', ')}.`);
      return v;
    })
    .default('bashni');
}

/** `--variant` for find, openings and verify: a variant, or `auto` (each game under the rules it replays under). */
export function variantOrAutoOption(): Option {
  return new Option('--variant <variant>', 'the rules (a record or puzzle that names its variant keeps it); auto: each game under the rule set it replays under')
    .choices([...VARIANTS, 'auto'])
    .argParser((text: string): VariantOrAuto => {
      if (text.trim().toLowerCase() === 'auto') return 'auto';
      const v = parseVariantName(text);
      if (!v) throw new InvalidArgumentError(`Allowed choices are ${VARIANTS.join(', ')}, auto.`);
      return v;
    });
}

/**
 * A numeric-squares option (`--numeric`, `--squares numeric`) refused where the variant's squares
 * have no numbers (Lasca's: the variant table): `--numeric: Lasca's squares have no numbers (they
 * are written a1 to g7)`, a usage error.
 */
export function refuseUnnumbered(option: string, variant: VariantName): void {
  const why = unnumberedSquares(variant);
  if (why !== undefined) throw new UsageError(`${option}: ${why}`);
}

/**
 * The `--fen` option read by the engine (default the variant's initial position). A FEN that cannot be
 * read is a usage error that says why: `bad FEN (CODE): message`, as docs/rules.md shows; what it
 * quotes of the value is an excerpt (60 characters, an ellipsis and the length).
 */
export function fenOption(text: string | undefined, variant: VariantName): Position {
  const r = parseFen(text ?? initialFen(variant), variant);
  if (!r.ok) throw new UsageError(`bad FEN (${r.error.code}): ${excerpt(fenWhy(text ?? '', r.error.code, r.error.message))}`);
  return r.value;
}

/**
 * Why a FEN was refused. A text with no ':' at all is no FEN: the engine's first check, of the
 * side to move, would report `garbage` as a bad side to move, which says nothing of what a FEN is.
 */
function fenWhy(text: string, code: string, message: string): string {
  if (code === 'FEN_TURN' && !text.includes(':'))
    return `'${text}' is not a FEN: no ':' between fields (expected the side to move, W or B, then :W and :B with each side's squares, as in W:Wc3,e3:Bd6)`;
  return message;
}

const ENCODINGS = ['utf-8', 'cp1251', 'cp866', 'latin1'] as const;

/** `--encoding`, on the commands that read PDN: read into a PdnEncoding (other spellings, windows-1251, ibm866, accepted too); none given: detected. */
export function encodingOption(): Option {
  return new Option('--encoding <encoding>', 'read the input in this encoding instead of detecting it').choices(ENCODINGS).argParser((text: string): PdnEncoding => {
    const enc = parseEncodingName(text);
    if (!enc) throw new InvalidArgumentError(`Allowed choices are ${ENCODINGS.join(', ')}.`);
    return enc;
  });
}

/** An option whose value is one of `choices` (commander checks it and lists them in --help). */
export function choiceOption(flags: string, description: string, choices: readonly string[], defaultValue?: string): Option {
  const option = new Option(flags, description).choices(choices);
  return defaultValue === undefined ? option : option.default(defaultValue);
}

/** An option with a whole-number value, its default shown as a number (`(default: 2000000)`); checked by parseCount in the command. */
export function countOption(flags: string, description: string, defaultValue: number): Option {
  return new Option(flags, description).default(String(defaultValue), String(defaultValue));
}

/** The values a whole-number option takes, both ends included (stated in its --help). */
export interface CountRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Parses a whole-number option within `range` (both ends stated by every caller: the message
 * names the option's real range, never some wider one), or throws a UsageError naming the option
 * and its range: a value out of range would otherwise run for ever or be silently capped. What
 * it quotes of the value is an excerpt.
 */
export function parseCount(value: string, name: string, range: CountRange): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number ${range.min}..${range.max}, got '${excerpt(value)}'`);
  const n = Number(value);
  if (n < range.min || n > range.max) throw new UsageError(`${name} must be ${range.min}..${range.max}, got ${excerpt(value)}`);
  return n;
}

/** The ranges of the numeric options several commands share. */
export const NODES_RANGE: CountRange = { min: 1, max: 1e12 };
