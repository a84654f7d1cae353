// The words of `<bashni-game>` in its two languages (`lang="en"` or `lang="ru"`); the board's own
// words (square labels, the positions the live region names) are the site's (i18n/board.ts).
import { words } from '../i18n/words.ts';

export type ViewerLang = 'en' | 'ru';

export const viewerWords = words(
  {
    controls: 'Moves',
    first: 'First position',
    prev: 'Previous move',
    next: 'Next move',
    last: 'Last position',
    flip: 'Flip the board',
    moves: 'Move list',
    analysis: 'Open in the analysis board',
    start: 'Start position',
    plyOf: (ply: number, move: string) => `Ply ${ply}: ${move}`,
    whiteToMove: 'White to move',
    blackToMove: 'Black to move',
    loading: (src: string) => `Loading ${src}…`,
    network: 'the network request failed',
    cannotLoad: (src: string, why: string) => `Cannot load ${src}: ${why}`,
    failed: (why: string) => `Cannot show this game: ${why}`,
    badFen: 'Bad FEN',
    badRecord: 'Bad record',
    noGame: 'Bad record: no game in it',
    gamePastEnd: (n: number, count: number) => `There is no game ${n}: the record has ${count} game${count === 1 ? '' : 's'}`,
    notCount: (name: string, value: string) => `${name}="${value}": not a whole number`,
  },
  {
    controls: 'Ходы',
    first: 'Начальная позиция',
    prev: 'Предыдущий ход',
    next: 'Следующий ход',
    last: 'Последняя позиция',
    flip: 'Перевернуть доску',
    moves: 'Список ходов',
    analysis: 'Открыть на доске анализа',
    start: 'Начальная позиция',
    plyOf: (ply, move) => `Полуход ${ply}: ${move}`,
    whiteToMove: 'Ход белых',
    blackToMove: 'Ход чёрных',
    loading: (src) => `Загрузка ${src}…`,
    network: 'ошибка сети',
    cannotLoad: (src, why) => `Не удалось загрузить ${src}: ${why}`,
    failed: (why) => `Не удалось показать партию: ${why}`,
    badFen: 'Ошибка в FEN',
    badRecord: 'Ошибка в записи',
    noGame: 'Ошибка в записи: в ней нет партий',
    gamePastEnd: (n, count) => `Партии ${n} нет: в записи партий: ${count}`,
    notCount: (name, value) => `${name}="${value}": не целое число`,
  },
);
