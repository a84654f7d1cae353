import { w as words } from './words_CnMefpWw.mjs';
import { e as esc } from './html_D7lOoZTI.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';

const boardImageWords = words(
  {
    copyImage: "Copy image",
    copyImageLabel: "Copy the board shown as a PNG image",
    downloadPng: "Download PNG",
    downloadPngLabel: "Download the board shown as a PNG image",
    embed: "Embed",
    embedLabel: "Copy HTML that shows this game at this move on another page",
    imageCopied: "Image copied.",
    imageNotCopied: "This browser does not copy images: use Download PNG.",
    imageFailed: "Could not draw the image.",
    embedCopied: "Embed code copied: paste it into your page’s HTML.",
    embedFailed: "Could not copy: select and copy by hand."
  },
  {
    copyImage: "Копировать картинку",
    copyImageLabel: "Скопировать показанную доску как картинку PNG",
    downloadPng: "Скачать PNG",
    downloadPngLabel: "Скачать показанную доску как картинку PNG",
    embed: "Встроить",
    embedLabel: "Скопировать HTML, показывающий эту партию на этом ходу на другой странице",
    imageCopied: "Картинка скопирована.",
    imageNotCopied: "Этот браузер не копирует картинки: скачайте PNG.",
    imageFailed: "Не удалось нарисовать картинку.",
    embedCopied: "Код для встраивания скопирован: вставьте его в HTML своей страницы.",
    embedFailed: "Не удалось скопировать: выделите и скопируйте вручную."
  }
);

const VIEWER_PATH = "/viewer/bashni-game.js";
function viewerScriptAddress(site) {
  const path = href(VIEWER_PATH);
  return site ? new URL(path, site).href : path;
}
function boardImageButtons(lang, site, pdnUrl) {
  const t = boardImageWords[lang];
  const button = (act, label, text, extra = "") => `<button type="button" data-act="${act}" title="${esc(label)}"${extra}>${esc(text)}</button>`;
  return button("copy-image", t.copyImageLabel, t.copyImage) + button("download-png", t.downloadPngLabel, t.downloadPng) + button("embed", t.embedLabel, t.embed, ` data-script="${esc(viewerScriptAddress(site))}" data-analysis="${esc(href("/analysis/", lang))}"` + (pdnUrl ? ` data-pdn-url="${esc(pdnUrl)}"` : ""));
}

export { boardImageButtons as b };
