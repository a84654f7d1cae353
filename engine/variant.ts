// Variant names as written in records and on the command line.
import { VARIANTS, type VariantName } from './types.ts';

// A Map, not an object literal: `constructor` or `__proto__` written as a variant must not resolve.
const ALIASES = new Map<string, VariantName>(
  Object.entries({
    bashni: 'bashni',
    bashne: 'bashni',
    baschni: 'bashni',
    bashny: 'bashni',
    bashnya: 'bashni',
    'bashni-forward': 'bashni-forward',
    'bashne-forward': 'bashni-forward',
    'bashni-turkish': 'bashni-turkish',
    'bashne-turkish': 'bashni-turkish',
    russian: 'russian',
    lasca: 'lasca',
    laska: 'lasca',
  }) as [string, VariantName][],
);

/**
 * bashni (aliases Bashne, Baschni, Bashny, Bashnya), bashni-forward (Bashne-forward),
 * bashni-turkish (Bashne-turkish), russian, lasca (Laska); case-insensitive, a space or `_` read as `-`; else undefined.
 */
export function parseVariantName(text: string): VariantName | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return ALIASES.get(key);
}

/**
 * `variant` itself when it is one of the engine's names (`bashni`, `bashni-forward`, `bashni-turkish`, `russian`,
 * `lasca`, exactly: aliases are for records, through parseVariantName); else a RangeError naming them, so
 * an unknown name never falls back to some rule set. `where` starts the message.
 */
export function knownVariant(variant: unknown, where: string): VariantName {
  if (typeof variant === 'string' && (VARIANTS as readonly string[]).includes(variant)) return variant as VariantName;
  const shown = typeof variant === 'string' ? `'${variant.length > 40 ? `${variant.slice(0, 40)}...` : variant}'` : String(variant);
  throw new RangeError(`${where}: unknown variant ${shown} (the engine's are ${VARIANTS.join(', ')})`);
}

/** What other layers ask of a variant's rules (instead of comparing its name). */
interface VariantTraits {
  /** Captured pieces stay under the capturer as a column (every variant but russian). */
  readonly columns: boolean;
  /** Squares also have numbers 1-32 (every variant but lasca, written a1 to g7 only). */
  readonly numericSquares: boolean;
}

const TRAITS: Readonly<Record<VariantName, VariantTraits>> = {
  bashni: { columns: true, numericSquares: true },
  'bashni-forward': { columns: true, numericSquares: true },
  'bashni-turkish': { columns: true, numericSquares: true },
  russian: { columns: false, numericSquares: true },
  lasca: { columns: true, numericSquares: false },
};

/** Whether captures build columns in this variant (a note on a column means nothing in russian). */
export function hasColumns(variant: VariantName): boolean {
  return TRAITS[knownVariant(variant, 'hasColumns')].columns;
}

/** Whether this variant's squares can be written as numbers (not lasca's). */
export function hasNumericSquares(variant: VariantName): boolean {
  return TRAITS[knownVariant(variant, 'hasNumericSquares')].numericSquares;
}
