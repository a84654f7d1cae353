// Variant names as written in records and on the command line.
import { VARIANTS, type VariantName } from './types.ts';
import { ArgumentError, checkString, valueKind } from './argument-error.ts';

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
  const key = checkString(text, 'parseVariantName')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return ALIASES.get(key);
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
