// The play page's words (site/src/pages/play.astro and site/src/client/play-page.ts). The record
// the page writes stays in English (its tags are read by programs), whatever the page's language.
import { words } from './words.ts';

type Side = 'white' | 'black';
type Reason = 'no-moves' | 'resigned' | 'repetition' | 'no-progress';

const EN_SIDE: Record<Side, string> = { white: 'White', black: 'Black' };
const RU_SIDE: Record<Side, string> = { white: 'белые', black: 'чёрные' };
const RU_SIDE_GEN: Record<Side, string> = { white: 'белых', black: 'чёрных' };

export const playWords = words(
  {
    title: 'Play against the engine',
    intro: 'The engine plays in your browser, by the rules of the toolkit. Choose a side, a variant, a start position and a level, then start a new game.',
    noscript: 'Playing needs JavaScript: the engine runs in your browser.',
    setup: 'New game',
    side: 'Your side',
    sideWhite: 'White',
    sideBlack: 'Black',
    sideRandom: 'Random',
    variant: 'Variant',
    variantName: (v: string) =>
      ({ bashni: 'Bashni', 'bashni-forward': 'Bashni, men capture forward only', 'bashni-turkish': 'Bashni, Turkish strike', russian: 'Russian draughts', lasca: 'Lasca (7×7)' })[v] ?? v,
    level: 'Level',
    levelName: (id: string) => ({ beginner: 'Beginner', casual: 'Casual', club: 'Club player', expert: 'Expert', master: 'Master (1 s a move)' })[id] ?? id,
    start: 'Start position (FEN; empty: the variant’s start)',
    startHint: 'Paste a column FEN, or open this page from the board editor or the analysis board.',
    badFen: (why: string) => `This FEN cannot be played: ${why}`,
    newGame: 'New game',
    toSetup: 'New game',
    takeback: 'Take back',
    resign: 'Resign',
    flip: 'Flip board',
    moves: 'Moves',
    noMoves: 'No moves yet.',
    record: 'Record (PDN)',
    recordHint: 'The game as PDN, ready for bashni verify.',
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
  },
  {
    title: 'Игра с движком',
    intro: 'Движок играет в вашем браузере по правилам этого набора программ. Выберите цвет, вариант, начальную позицию и уровень и начните новую партию.',
    noscript: 'Для игры нужен JavaScript: движок работает в вашем браузере.',
    setup: 'Новая партия',
    side: 'Ваш цвет',
    sideWhite: 'Белые',
    sideBlack: 'Чёрные',
    sideRandom: 'Случайно',
    variant: 'Вариант',
    variantName: (v) => ({ bashni: 'Башни', 'bashni-forward': 'Башни, простые бьют только вперёд', 'bashni-turkish': 'Башни, турецкий удар', russian: 'Русские шашки', lasca: 'Ласка (7×7)' })[v] ?? v,
    level: 'Уровень',
    levelName: (id) => ({ beginner: 'Новичок', casual: 'Любитель', club: 'Клубный игрок', expert: 'Эксперт', master: 'Мастер (1 с на ход)' })[id] ?? id,
    start: 'Начальная позиция (FEN; пусто: начальная позиция варианта)',
    startHint: 'Вставьте FEN с колоннами или откройте эту страницу из редактора доски или доски анализа.',
    badFen: (why) => `С этой позицией играть нельзя: ${why}`,
    newGame: 'Новая партия',
    toSetup: 'Новая игра',
    takeback: 'Вернуть ход',
    resign: 'Сдаться',
    flip: 'Перевернуть доску',
    moves: 'Ходы',
    noMoves: 'Ходов ещё нет.',
    record: 'Запись (PDN)',
    recordHint: 'Партия в формате PDN, готовая для bashni verify.',
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
  },
);
