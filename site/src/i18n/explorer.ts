// The analysis board's explorer panel (issue 43 point 6): its heading (drawn by the page) and what
// client/analysis/explorer-panel.ts writes in it once opened. Moves, names and results stay as the
// records write them (`translate="no"`).
import { enCount, ruCount, words } from './words.ts';

export const explorerWords = words(
  {
    heading: 'Opening explorer',
    note: 'The published games that reached the position shown: each next move with its games and results (White wins, draws, Black wins); a move plays it on the board.',
    loading: 'Loading the games…',
    failed: 'The explorer’s data could not be read.',
    none: 'No published game reached this position.',
    move: 'Move',
    games: 'Games',
    results: 'White / draws / Black',
    total: 'All',
    gamesReached: (n: number) => `${enCount(n, 'game', 'games')} reached this position`,
    atPly: (n: number) => `at ply ${n}`,
    resultsLabel: (white: number, draws: number, black: number) => `White wins ${white}%, draws ${draws}%, Black wins ${black}%`,
    playMove: (move: string, games: number) => `Play ${move}: ${enCount(games, 'game', 'games')}`,
  },
  {
    heading: 'Дебютный справочник',
    note: 'Опубликованные партии, в которых встретилась показанная позиция: каждый следующий ход с числом партий и результатами (победы белых, ничьи, победы чёрных); ход по нажатию делается на доске.',
    loading: 'Загружаем партии…',
    failed: 'Не удалось прочитать данные справочника.',
    none: 'Ни в одной опубликованной партии этой позиции не было.',
    move: 'Ход',
    games: 'Партий',
    results: 'Белые / ничьи / чёрные',
    total: 'Всего',
    gamesReached: (n) => `${ruCount(n, 'партия', 'партии', 'партий')} с этой позицией`,
    atPly: (n) => `на ${n}-м полуходе`,
    resultsLabel: (white, draws, black) => `победы белых ${white}%, ничьи ${draws}%, победы чёрных ${black}%`,
    playMove: (move, games) => `Сыграть ${move}: ${ruCount(games, 'партия', 'партии', 'партий')}`,
  },
);
