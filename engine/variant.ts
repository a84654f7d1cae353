// Variant names as written in records and on the command line.
import type { VariantName } from './types.ts';

// A Map, not an object literal: `constructor` or `__proto__` written as a variant must not resolve.
const ALIASES = new Map<string, VariantName>(
  Object.entries({
    bashni: 'bashni',
    bashne: 'bashni',
    baschni: 'bashni',
    bashny: 'bashni',
    bashnya: 'bashni',
    'bashni-turkish': 'bashni-turkish',
    'bashne-turkish': 'bashni-turkish',
    russian: 'russian',
  }) as [string, VariantName][],
);

/** bashni (aliases Bashne, Baschni, Bashny), bashni-turkish, russian; case-insensitive; else undefined. */
export function parseVariantName(text: string): VariantName | undefined {
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return ALIASES.get(key);
}
