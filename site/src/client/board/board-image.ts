// The board shown, given away (issue 45 point 5): as a PNG (copied to the clipboard or downloaded)
// and as the HTML that shows the game at this ply on any page with `<bashni-game>`
// (docs/viewer.md). Loaded with import() when one of those buttons is pressed (the analysis board
// and the game pages keep their first-load JavaScript: docs/site.md "Budgets").
//
// The PNG is drawn in the browser, no server: the board's standalone SVG (render/board-svg.ts, the
// drawing `bashni show --svg` writes, in the page's colour scheme and with the last move marked as
// the page marks it) decoded as an image and painted into a canvas of PNG_SIZE pixels.
import { renderBoardSvg } from '../../../../render/board-svg.ts';
import type { ColumnText, Square, VariantName } from '../../../../engine/types.ts';
import { boardSize } from '../../../../engine/squares.ts';
import { esc } from '../../lib/html.ts';
import { boardImageWords } from '../../i18n/board-image.ts';
import { pageLang, type Lang } from '../../i18n/lang.ts';
import { copyAndSay, downloadBlob } from '../page/save.ts';

/** The PNG's width and height in pixels (the default size of `bashni show --png`). */
const PNG_SIZE = 480;

/** The board as shown: what the picture draws, and what the embed shows when the ply is not on the main line. */
interface BoardShown {
  readonly columns: readonly (readonly [Square, ColumnText])[];
  readonly fen: string;
  readonly variant: VariantName;
  readonly flipped: boolean;
  /** The last move, `from` then every landing square (marked as on the page). */
  readonly lastMove?: readonly Square[];
  readonly squareNames?: 'algebraic' | 'numeric';
}

/** The page's colour scheme now: the header's choice, else the system's (as client/page/theme.ts reads it). */
function pageScheme(): 'light' | 'dark' {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The PNG of the board, drawn from its standalone SVG through a canvas. */
async function boardPng(picture: BoardShown): Promise<Blob> {
  const svg = renderBoardSvg(picture.columns, {
    flipped: picture.flipped,
    boardSize: boardSize(picture.variant),
    squareNames: picture.squareNames ?? 'algebraic',
    ...(picture.lastMove ? { lastMove: picture.lastMove } : {}),
    size: PNG_SIZE,
    scheme: pageScheme(),
    label: picture.fen,
  });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(PNG_SIZE, PNG_SIZE);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PNG_SIZE;
    canvas.height = PNG_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    return await new Promise<Blob>((done, fail) => canvas.toBlob((blob) => (blob ? done(blob) : fail(new Error('no PNG from the canvas'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** What the status line says, in the page's language. */
const say = (status: Element | null, text: string): void => {
  if (status) status.textContent = text;
};

/** Offers the board's PNG as a file named `name`; a drawing that fails says so. */
async function downloadPng(picture: BoardShown, name: string, status: Element | null, lang: Lang): Promise<void> {
  let png: Blob;
  try {
    png = await boardPng(picture);
  } catch {
    return say(status, boardImageWords[lang].imageFailed);
  }
  downloadBlob(png, name);
}

/**
 * Puts the board's PNG on the clipboard where the browser allows it (the asynchronous clipboard
 * with ClipboardItem, in a secure context); elsewhere says to download it instead.
 */
async function copyPng(picture: BoardShown, status: Element | null, lang: Lang): Promise<void> {
  const t = boardImageWords[lang];
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return say(status, t.imageNotCopied);
  try {
    // the item takes the promise, so the copy stays within the click's user activation while the PNG is drawn
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': boardPng(picture) })]);
    say(status, t.imageCopied);
  } catch {
    say(status, t.imageNotCopied);
  }
}

/** What the embedded viewer is given: the record at a main-line ply, or a position alone. */
type EmbedSource = { readonly pdn: string; readonly ply: number } | { readonly fen: string; readonly variant: string };

/**
 * The HTML to paste into a page: the viewer's module script and a `<bashni-game>` showing the
 * source at its ply, in `lang`, the board turned as here, linked to this site's analysis board.
 * Every value is an escaped attribute (a record's text included).
 */
function embedSnippet(source: EmbedSource, o: { readonly script: string; readonly lang: Lang; readonly flipped: boolean; readonly analysis: string }): string {
  const attrs: [string, string][] =
    'pdn' in source
      ? [
          ['pdn', source.pdn.trim()],
          ['ply', String(source.ply)],
        ]
      : [
          ['fen', source.fen],
          ['variant', source.variant],
        ];
  if (o.lang !== 'en') attrs.push(['lang', o.lang]);
  if (o.flipped) attrs.push(['orientation', 'black']);
  attrs.push(['analysis', new URL(o.analysis, location.href).href]);
  return `<script type="module" src="${esc(new URL(o.script, location.href).href)}"></script>\n<bashni-game ${attrs.map(([name, value]) => `${name}="${esc(value)}"`).join(' ')}></bashni-game>\n`;
}

/**
 * What a press of one of the buttons does (`data-act` copy-image, download-png or embed; the embed
 * button carries the viewer's address, the analysis board's and, on a game page, the PDN file's):
 * `ply` is the main-line ply shown (undefined inside a variation), `pdn` the record's text when the
 * page has it (else the button's PDN file is fetched), `name` the PNG's file name.
 */
export async function giveBoard(button: HTMLElement, shown: BoardShown, ply: number | undefined, name: string, pdn?: () => Promise<string>): Promise<void> {
  const lang = pageLang();
  const status = button.closest('bashni-replay, bashni-analysis')?.querySelector('[data-status]') ?? null;
  const { act, script = '', analysis = '', pdnUrl } = button.dataset;
  if (act === 'copy-image') return copyPng(shown, status, lang);
  if (act === 'download-png') return downloadPng(shown, name, status, lang);
  const text = ply === undefined ? undefined : pdn ? await pdn() : pdnUrl ? await fetch(pdnUrl).then((r) => (r.ok ? r.text() : undefined)) : undefined;
  const source: EmbedSource = ply !== undefined && text !== undefined ? { pdn: text, ply } : { fen: shown.fen, variant: shown.variant };
  const t = boardImageWords[lang];
  await copyAndSay(embedSnippet(source, { script, lang, flipped: shown.flipped, analysis }), status, t.embedCopied, t.embedFailed);
}
