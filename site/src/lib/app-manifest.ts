// The web app manifest of each language (/manifest.webmanifest, /ru/manifest.webmanifest), which
// its language's pages link to (layouts/Base.astro): what makes the site installable, with the
// name, start page and language of the page it was installed from. Both share the scope of the
// whole site (the service worker's too), so the language switch stays inside the installed app.
import { href } from './paths.ts';
import { offlineWords } from '../i18n/offline.ts';
import type { Lang } from '../i18n/lang.ts';

/** The colour of the icon's wood: the installed app's title bar and splash screen. */
export const APP_THEME = '#8b5a3c';

/** The manifest of `lang`'s pages, as JSON text. */
function appManifest(lang: Lang): string {
  const w = offlineWords[lang];
  const icon = (size: number) => ({ src: href(`/icons/icon-${size}.png`), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' });
  return JSON.stringify(
    {
      id: href('/', lang),
      name: w.appName,
      short_name: w.appShortName,
      description: w.appDescription,
      lang,
      dir: 'ltr',
      start_url: href('/', lang),
      scope: href('/'),
      display: 'standalone',
      background_color: '#f4eee2',
      theme_color: APP_THEME,
      icons: [icon(192), icon(512)],
    },
    null,
    2,
  );
}

/** The manifest as a static file of the build (pages/manifest.webmanifest.ts and its Russian twin). */
export function manifestResponse(lang: Lang): Response {
  return new Response(appManifest(lang), { headers: { 'Content-Type': 'application/manifest+json' } });
}
