// What a site of one's own collections (`npm run site:club`, scripts/club-site.ts) changes in
// every page: its name and its languages, read from the build's environment (build time only).
import { LANGS, type Lang } from '../i18n/lang.ts';

/** The site's name in the header and the tab's title (BASHNI_SITE_TITLE), else the project's in the page's language. */
export function siteName(projects: string): string {
  return process.env.BASHNI_SITE_TITLE?.trim() || projects;
}

/**
 * The languages built (BASHNI_SITE_LANGS=en: the English pages only, no language switch; else
 * both). The Russian game, puzzle and lesson pages are then not made at all (their
 * getStaticPaths give none), and scripts/club-site.ts removes the few fixed /ru/ pages after.
 */
export function siteLangs(): readonly Lang[] {
  return process.env.BASHNI_SITE_LANGS === 'en' ? ['en'] : LANGS;
}

/** Whether the Russian pages are built (getStaticPaths of the /ru/ pages give none otherwise). */
export function russianBuilt(): boolean {
  return siteLangs().includes('ru');
}
