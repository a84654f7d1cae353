// The play page's words (site/src/views/Play.astro and site/src/client/play/play-page.ts). The record
// the page writes is in the page's language too (issue 44 point 8): its tag names and results are
// PDN's, its Event, player's name and Termination the reader's words.
import { enCount, ruCount, words } from './words.ts';
import type { VariantName } from '../../../engine/types.ts';
import { variantWords } from './variants.ts';

type Side = 'white' | 'black';
type Reason = 'no-moves' | 'resigned' | 'repetition' | 'no-progress';

const EN_SIDE: Record<Side, string> = { white: 'White', black: 'Black' };
const RU_SIDE: Record<Side, string> = { white: 'белые', black: 'чёрные' };
const RU_SIDE_GEN: Record<Side, string> = { white: 'белых', black: 'чёрных' };

export const playWords = words(
  {
    title: 'Play against the engine',
    intro: 'The engine plays in your browser, by the rules of the toolkit. Choose a side, a variant, a start position and a level, then start a new game.',
    setup: 'Settings for a new game',
    side: 'Your side',
    variant: 'Variant',
    level: 'Level',
    start: 'Start position (FEN; empty: the variant’s start)',
    startHint: 'Paste a column FEN, or open this page from the board editor or the analysis board.',
    badFen: (why: string) => `This FEN cannot be played: ${why}`,
    newGame: 'New game',
    takeback: 'Take back',
    resign: 'Resign',
    resignConfirm: 'I resign',
    resignAsk: 'Resign this game? Press “I resign” to resign; anything else plays on.',
    restored: (moves: number, finished: boolean) => `Your game is back (${moves === 0 ? 'no moves yet' : enCount(moves, 'move', 'moves')}${finished ? ', finished' : ''}): play on, or press New game.`,
    viewing: (ply: number, total: number) => `Move ${ply} of ${total} shown. Press “The game as it stands” (or End) to return to it.`,
    flip: 'Flip board',
    moves: 'Moves',
    noMoves: 'No moves yet.',
    record: 'Record (PDN)',
    copy: 'Copy PDN',
    copied: 'PDN copied.',
    copyFailed: 'Copying failed: select the text and copy it.',
    download: 'Download PDN',
    analyse: 'Analyse this game',
    yourMove: (side: Side) => `Your move (${EN_SIDE[side]}).`,
    thinking: 'The engine is thinking…',
    engineFailed: 'The engine could not answer; start a new game.',
    won: 'You won',
    lost: 'You lost',
    draw: 'Draw',
    reason: (reason: Reason, loser: Side) =>
      ({
        'no-moves': `${EN_SIDE[loser]} has no legal move.`,
        resigned: `${EN_SIDE[loser]} resigned.`,
        repetition: 'the same position for the third time.',
        'no-progress': '15 moves by each side without a capture or a man move.',
      })[reason],
    /** The game's record in the page's language: its Event, the player's name, why it ended (issue 44 point 8). */
    recordEvent: 'Game against the engine',
    recordPlayer: 'Player',
    recordTermination: (reason: Reason, loser: Side) =>
      ({
        'no-moves': `${EN_SIDE[loser]} has no legal move`,
        resigned: `${EN_SIDE[loser]} resigned`,
        repetition: 'draw: the same position for the third time',
        'no-progress': 'draw: 15 moves by each side without a capture or a man move',
      })[reason],
  },
  {
    title: 'Игра с движком',
    intro: 'Движок играет в вашем браузере по правилам этого набора программ. Выберите цвет, вариант, начальную позицию и уровень и начните новую партию.',
    setup: 'Настройки новой партии',
    side: 'Ваш цвет',
    variant: 'Вариант',
    level: 'Уровень',
    start: 'Начальная позиция (FEN; пусто: начальная позиция варианта)',
    startHint: 'Вставьте FEN с колоннами или откройте эту страницу из редактора доски или доски анализа.',
    badFen: (why) => `С этой позицией играть нельзя: ${why}`,
    newGame: 'Новая игра',
    takeback: 'Вернуть ход',
    resign: 'Сдаться',
    resignConfirm: 'Сдаюсь',
    resignAsk: 'Сдать партию? Нажмите «Сдаюсь»; любое другое действие — игра продолжается.',
    restored: (moves, finished) =>
      `Партия восстановлена (${moves === 0 ? 'ходов ещё нет' : ruCount(moves, 'ход', 'хода', 'ходов')}${finished ? ', окончена' : ''}): продолжайте или нажмите «Новая игра».`,
    viewing: (ply, total) => `Показан ход ${ply} из ${total}. Нажмите «Текущая позиция партии» (или End), чтобы вернуться к ней.`,
    flip: 'Перевернуть доску',
    moves: 'Ходы',
    noMoves: 'Ходов ещё нет.',
    record: 'Запись (PDN)',
    copy: 'Копировать PDN',
    copied: 'PDN скопирован.',
    copyFailed: 'Скопировать не удалось: выделите текст и скопируйте его.',
    download: 'Скачать PDN',
    analyse: 'Анализировать партию',
    yourMove: (side) => `Ваш ход (${RU_SIDE[side]}).`,
    thinking: 'Движок думает…',
    engineFailed: 'Движок не смог ответить; начните новую партию.',
    won: 'Вы выиграли',
    lost: 'Вы проиграли',
    draw: 'Ничья',
    reason: (reason, loser) =>
      ({
        'no-moves': `у ${RU_SIDE_GEN[loser]} нет хода.`,
        resigned: `${RU_SIDE[loser]} сдались.`,
        repetition: 'позиция повторилась в третий раз.',
        'no-progress': '15 ходов каждой стороны без взятия и без хода простой.',
      })[reason],
    recordEvent: 'Партия против движка',
    recordPlayer: 'Игрок',
    recordTermination: (reason, loser) =>
      ({
        'no-moves': `у ${RU_SIDE_GEN[loser]} нет хода`,
        resigned: `${RU_SIDE[loser]} сдались`,
        repetition: 'ничья: позиция повторилась в третий раз',
        'no-progress': 'ничья: 15 ходов каждой стороны без взятия и без хода простой',
      })[reason],
  },
);

/** The words only the server writes into the pages (the client never reads them, so its bundles leave them out). */
export const playPageWords = words(
  {
    noscript: 'Playing needs JavaScript: the engine runs in your browser.',
    sideWhite: 'White',
    sideBlack: 'Black',
    sideRandom: 'Random',
    variantName: (v: string) => variantWords.en.name(v as VariantName),
    levelName: (id: string) =>
      new Map([
        ['beginner', 'Beginner'],
        ['casual', 'Casual'],
        ['club', 'Club player'],
        ['expert', 'Expert'],
        ['master', 'Master (1 s a move)'],
      ]).get(id) ?? id,
    startWith: 'Start a game with these settings',
    newGameTitle: 'Start a new game with the settings below the moves',
    stepFirst: 'Start of the game',
    stepPrev: 'Previous move',
    stepNext: 'Next move',
    stepLast: 'The game as it stands',
    recordHint: 'The game as PDN, ready for bashni verify.',
  },
  {
    noscript: 'Для игры нужен JavaScript: движок работает в вашем браузере.',
    sideWhite: 'Белые',
    sideBlack: 'Чёрные',
    sideRandom: 'Случайно',
    variantName: (v) => variantWords.ru.name(v as VariantName),
    levelName: (id) =>
      new Map([
        ['beginner', 'Новичок'],
        ['casual', 'Любитель'],
        ['club', 'Клубный игрок'],
        ['expert', 'Эксперт'],
        ['master', 'Мастер (1 с на ход)'],
      ]).get(id) ?? id,
    startWith: 'Начать партию с этими настройками',
    newGameTitle: 'Начать новую партию с настройками ниже списка ходов',
    stepFirst: 'Начало партии',
    stepPrev: 'Предыдущий ход',
    stepNext: 'Следующий ход',
    stepLast: 'Текущая позиция партии',
    recordHint: 'Партия в формате PDN, готовая для bashni verify.',
  },
);
