// The built site's service worker (dist/sw.js), made by workbox-build after Astro's build
// (astro.config.mjs, `offline`). It keeps a bounded shell, not all 2,000-odd pages: the pages a
// player uses in both languages (home, rules and lessons, play, analysis, editor, checker, the
// trainer with its puzzle data, the offline page) and every script of the site (_astro/: a visited
// game or puzzle page needs its own), precached on the first visit; the other pages (games,
// puzzles, lists) are kept as they are visited, network first, and one not kept answers offline
// with the offline page of its language. A new build's worker waits until the page's prompt
// (client/page/offline-update.ts) asks it to take over; it then drops what the old one kept.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

/** The shell's pages, relative to a language's root (English at the site's root, Russian under ru/). */
const SHELL_PAGES = ['', 'learn/', 'learn/*/', 'play/', 'analysis/', 'editor/', 'check/', 'train/', 'offline/'];

/**
 * The shell, as globs under the built site's folder, for the languages it was built in (a club's
 * site may be English only: `npm run site:club -- --lang en`).
 */
function shellGlobs(dir: string, langs: readonly ('' | 'ru/')[]): string[] {
  const single = ['train/puzzles.json', ...langs.map((lang) => `${lang}manifest.webmanifest`), 'favicon.svg'].filter((file) => existsSync(join(dir, file)));
  return [...langs.flatMap((lang) => SHELL_PAGES.map((page) => `${lang}${page}index.html`)), ...single, 'icons/*.png', '_astro/**/*.{js,css,woff,woff2,svg,wasm}'];
}

/** The pages kept as they are visited, each language's in a cache of its own with its own offline page. */
const PAGE_CACHE = { en: 'bashni-pages', ru: 'bashni-pages-ru' } as const;

/** How many visited pages each language's cache keeps (the oldest dropped first). */
const VISITED_PAGES = 200;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the worker keeps up front. */
export interface Precached {
  readonly files: number;
  readonly bytes: number;
}

/** Writes `dir`/sw.js for a site served under `base` (its trailing slash included); what it precaches. */
export async function writeServiceWorker(dir: string, base: string): Promise<Precached> {
  // a page's address: its path under the base ends with a slash (the build's directory format); any query
  const pages = (lang: string) => new RegExp(`^https?://[^/]+${escaped(base + lang)}(?:[^?#]*/)?(?:\\?[^#]*)?$`);
  const visited = (lang: 'en' | 'ru') => ({
    urlPattern: pages(lang === 'en' ? '' : 'ru/'),
    handler: 'NetworkFirst' as const,
    options: {
      cacheName: PAGE_CACHE[lang],
      // a phone on a connection that answers nothing gets the kept page after a while, not never
      networkTimeoutSeconds: 8,
      expiration: { maxEntries: VISITED_PAGES, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      // the trainer's ?train=rated and the analysis links' queries open the page kept without them
      matchOptions: { ignoreSearch: true },
      precacheFallback: { fallbackURL: `${base}${lang === 'en' ? '' : 'ru/'}offline/index.html` },
    },
  });
  // the languages with an offline page to fall back on (a club's site may be built in English only)
  const langs = (['', 'ru/'] as const).filter((lang) => existsSync(join(dir, lang, 'offline/index.html')));
  const { count, size, warnings } = await generateSW({
    globDirectory: dir,
    globPatterns: shellGlobs(dir, langs),
    swDest: `${dir.replace(/\/$/, '')}/sw.js`,
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    // the new build's worker waits for the reader's "Reload" (a SKIP_WAITING message), the first takes the page at once
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // the script names carry their content's hash: no revision needed
    dontCacheBustURLsMatching: /\/_astro\//,
    // /analysis/?fen=..., /play/?variant=...: the page is the same file whatever the query
    ignoreURLParametersMatching: [/.*/],
    // Russian first: the English pattern takes every page under the base, the Russian ones too
    runtimeCaching: langs.map((lang) => visited(lang === 'ru/' ? 'ru' : 'en')).reverse(),
  });
  // a shell page a site was built without (a club's site with no Russian lessons) is no fault
  const faults = warnings.filter((w) => !w.startsWith("One of the glob patterns doesn't match any files"));
  if (faults.length) throw new Error(`service worker: ${faults.join('; ')}`);
  return { files: count, bytes: size };
}
