// The site's languages: English at the site root, Russian under /ru/ (astro.config.mjs `i18n`).
// A page says its language in <html lang>; client code reads it from there.

export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** The language of the page this script runs in (its <html lang>), English when unknown. */
export function pageLang(): Lang {
  return document.documentElement.lang === 'ru' ? 'ru' : 'en';
}

/** A language Astro names (Astro.currentLocale: undefined outside the i18n routes), English when unknown. */
export function langOf(locale: string | undefined): Lang {
  return locale === 'ru' ? 'ru' : 'en';
}

/** The other language, the one the language switch leads to. */
export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'ru' : 'en';
}
