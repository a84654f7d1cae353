// The buttons "Copy image", "Download PNG" and "Embed" (issue 45 point 5) of the analysis board and
// the game pages, made at build time; their code (client/board/board-image.ts) loads on a press.
import { boardImageWords } from '../i18n/board-image.ts';
import type { Lang } from '../i18n/lang.ts';
import { esc } from './html.ts';
import { href } from './paths.ts';

/** Where the site serves the viewer's module (astro.config.mjs builds it there: scripts/build.ts bundleViewer). */
const VIEWER_PATH = '/viewer/bashni-game.js';

/** The viewer's address for the embed HTML: absolute with the site's configured URL (SITE_URL), else the path (the page's origin is added on the press). */
function viewerScriptAddress(site: URL | undefined): string {
  const path = href(VIEWER_PATH);
  return site ? new URL(path, site).href : path;
}

/**
 * The three buttons, in the page's language. The longer words are the title, a description: the
 * name is the button's text (an aria-label unlike the visible text fails axe's
 * label-content-name-mismatch, and speech control users say what they see). The embed button carries what its HTML names: the
 * viewer's address, the site's analysis board in this language and, on a game page, its PDN file.
 */
export function boardImageButtons(lang: Lang, site: URL | undefined, pdnUrl?: string): string {
  const t = boardImageWords[lang];
  const button = (act: string, label: string, text: string, extra = '') => `<button type="button" data-act="${act}" title="${esc(label)}"${extra}>${esc(text)}</button>`;
  return (
    button('copy-image', t.copyImageLabel, t.copyImage) +
    button('download-png', t.downloadPngLabel, t.downloadPng) +
    button('embed', t.embedLabel, t.embed, ` data-script="${esc(viewerScriptAddress(site))}" data-analysis="${esc(href('/analysis/', lang))}"` + (pdnUrl ? ` data-pdn-url="${esc(pdnUrl)}"` : ''))
  );
}
