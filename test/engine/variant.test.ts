import { describe, expect, it } from 'vitest';
import { parseVariantName } from '../../engine/variant.ts';

describe('parseVariantName', () => {
  it('reads the names and aliases of docs/rules.md, in any case and spacing', () => {
    expect(['Bashni', 'BASHNE', 'Baschni', 'bashny', ' bashni_turkish ', 'Russian'].map(parseVariantName)).toEqual(['bashni', 'bashni', 'bashni', 'bashni', 'bashni-turkish', 'russian']);
  });
  it('reads bashni-forward and its aliases (docs/rules.md)', () => {
    expect(['Bashni-forward', 'bashni forward', 'BASHNI_FORWARD', 'Bashne-forward'].map(parseVariantName)).toEqual(['bashni-forward', 'bashni-forward', 'bashni-forward', 'bashni-forward']);
    expect(parseVariantName('forward')).toBeUndefined();
  });
  it('reads lasca and its alias Laska (docs/rules.md)', () => {
    expect(['Lasca', 'LASCA', ' laska '].map(parseVariantName)).toEqual(['lasca', 'lasca', 'lasca']);
  });
  it('refuses other names, including names of object properties', () => {
    for (const name of ['chess', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(parseVariantName(name), name).toBeUndefined();
    }
  });
});
