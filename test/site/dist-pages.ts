// The built site as files: its HTML pages, the address each is served at, its twin in the other
// language, one sample page per page type; and the site's dictionaries (site/src/i18n/*.ts).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site-build.ts';

/** Every built HTML page of `dist`, as its path under dist/ (`games/x/index.html`), sorted. */
export function htmlPages(dist: string, dir = dist): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== '_astro') out.push(...htmlPages(dist, full));
    } else if (e.name.endsWith('.html')) out.push(relative(dist, full).split('\\').join('/'));
  }
  return out.sort();
}

/** The address a built file is served at: `games/x/index.html` -> `/games/x/`. */
export const urlOf = (file: string) => `/${file.replace(/index\.html$/, '').replace(/^404\.html$/, '404/')}`;
/** The Russian twin of an English page's file, and back (the 404 page is `404.html` at the root only). */
export const ruFile = (en: string) => `ru/${en === '404.html' ? '404/index.html' : en}`;
export const enFile = (ru: string) => (ru === 'ru/404/index.html' ? '404.html' : ru.slice(3));

/** A page's type: its file with the game's or puzzle's name left out (`ru/games/x/index.html` -> `ru/games/*`). */
const pageType = (file: string) => file.replace(/^((?:ru\/)?(?:games|puzzles)\/)[^/]+\/index\.html$/, '$1*');

/**
 * The first page of each type (in each language: the Russian pages are types of their own), for
 * checks of what a page type's template writes; a check whose point is every page reads them all.
 */
export function onePerType(files: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const f of files) if (!seen.has(pageType(f))) seen.set(pageType(f), f);
  return [...seen.values()];
}

export type Dictionary = { en: Record<string, unknown>; ru: Record<string, unknown> };

/** Every dictionary of the site: each export of site/src/i18n/*.ts made by words() ({ en, ru }), named `file:export`. */
export async function dictionaries(): Promise<[string, Dictionary][]> {
  const dir = join(ROOT, 'site/src/i18n');
  const out: [string, Dictionary][] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === 'object' && 'en' in value && 'ru' in value) out.push([`${f}:${name}`, value as Dictionary]);
    }
  }
  return out;
}
