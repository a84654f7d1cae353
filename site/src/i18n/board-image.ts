// The words of the board's picture and embed buttons (issue 45 point 5) on the analysis board and
// the game pages: the buttons' labels (in the pages' markup) and what the status line says after a
// press (client/board/board-image.ts, loaded on the press).
import { words } from './words.ts';

export const boardImageWords = words(
  {
    copyImage: 'Copy image',
    copyImageLabel: 'Copy the board shown as a PNG image',
    downloadPng: 'Download PNG',
    downloadPngLabel: 'Download the board shown as a PNG image',
    embed: 'Embed',
    embedLabel: 'Copy HTML that shows this game at this move on another page',
    imageCopied: 'Image copied.',
    imageNotCopied: 'This browser does not copy images: use Download PNG.',
    imageFailed: 'Could not draw the image.',
    embedCopied: 'Embed code copied: paste it into your page’s HTML.',
    embedFailed: 'Could not copy: select and copy by hand.',
  },
  {
    copyImage: 'Копировать картинку',
    copyImageLabel: 'Скопировать показанную доску как картинку PNG',
    downloadPng: 'Скачать PNG',
    downloadPngLabel: 'Скачать показанную доску как картинку PNG',
    embed: 'Встроить',
    embedLabel: 'Скопировать HTML, показывающий эту партию на этом ходу на другой странице',
    imageCopied: 'Картинка скопирована.',
    imageNotCopied: 'Этот браузер не копирует картинки: скачайте PNG.',
    imageFailed: 'Не удалось нарисовать картинку.',
    embedCopied: 'Код для встраивания скопирован: вставьте его в HTML своей страницы.',
    embedFailed: 'Не удалось скопировать: выделите и скопируйте вручную.',
  },
);
