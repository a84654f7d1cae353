// The variant choosers of the analysis, editor and play pages list the engine's VARIANTS (the
// .astro files map over it) with each page's variantName: every variant, bashni-forward too
// (issue 24), has its own name in both languages, never the engine's bare name.
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../engine/types.ts';
import { analysisPageWords } from '../../site/src/i18n/analysis.ts';
import { editorWords } from '../../site/src/i18n/editor.ts';
import { playPageWords } from '../../site/src/i18n/play.ts';
import { LANGS } from '../../site/src/i18n/lang.ts';
import { variantWords } from '../../site/src/i18n/variants.ts';

describe('variant names on the pages with a variant chooser', () => {
  for (const [page, dict] of [
    ['analysis', analysisPageWords],
    ['editor', editorWords],
    ['play', playPageWords],
  ] as const) {
    it(`${page}: one name per variant in each language`, () => {
      for (const lang of LANGS) {
        const names = VARIANTS.map((v) => dict[lang].variantName(v));
        for (const [i, name] of names.entries()) expect(name, `${page} ${lang} ${VARIANTS[i]}`).not.toBe(VARIANTS[i]);
        expect(new Set(names).size, `${page} ${lang}`).toBe(VARIANTS.length);
      }
      // one name per variant everywhere (issue 25: bashni-turkish had three in each language)
      for (const lang of LANGS) for (const v of VARIANTS) expect(dict[lang].variantName(v), `${page} ${lang} ${v}`).toBe(variantWords[lang].name(v));
      expect(dict.en.variantName('bashni-turkish')).toBe('Bashni, Turkish strike');
      expect(dict.ru.variantName('bashni-turkish')).toBe('Башни, турецкий удар');
      expect(dict.en.variantName('bashni-forward')).toBe('Bashni, men capture forward only');
      expect(dict.ru.variantName('bashni-forward')).toBe('Башни, простые бьют только вперёд');
    });
  }
});

describe('what each variant is', () => {
  it('has a sentence in both languages for every variant, naming no other variant by its engine name', () => {
    for (const lang of LANGS) {
      for (const v of VARIANTS) {
        const what = variantWords[lang].what(v);
        expect(what.length, `${lang} ${v}`).toBeGreaterThan(30);
        expect(what).not.toMatch(/bashni-|lasca|russian/);
      }
    }
  });
});
