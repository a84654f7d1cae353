// Links honour the configured base path (SITE_BASE), so the site also works under a sub-path, and
// the language: English at the root, Russian under /ru/ (astro.config.mjs `i18n`).
import type { Lang } from '../i18n/lang.ts';

export function href(path: string, lang: Lang = 'en'): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return base + (lang === 'en' ? '' : `/${lang}`) + (path.startsWith('/') ? path : `/${path}`);
}
