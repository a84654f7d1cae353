// The puzzles: the index, a puzzle's page, the goal and its explanation (lib/puzzle-words.ts),
// the player's feedback (client/puzzle-element.ts), the index's progress and theme filter
// (client/puzzle-index.ts), and the themes' names.
import type { ThemeName } from '../../../puzzles/themes.ts';
import { enCount, ruCount, words } from './words.ts';

/** Sides as the words each message needs them. */
type Side = 'white' | 'black';
const EN_SIDE: Record<Side, string> = { white: 'White', black: 'Black' };
/** Russian sides: who (Белые), whose move (ход белых), whose piece (шашка белых). */
const RU_SIDE: Record<Side, string> = { white: 'Белые', black: 'Чёрные' };
const RU_SIDE_OF: Record<Side, string> = { white: 'белых', black: 'чёрных' };
export const ruPieces = (n: number) => ruCount(n, 'шашку', 'шашки', 'шашек');
const ruMoves = (n: number) => ruCount(n, 'ход', 'хода', 'ходов');

/** What commanded pieces are (docs/puzzles.md "Goals"): shown with every goal, since every capture counts in them. */
const EN_COMMANDED =
  'Pieces you command: your own pieces in the columns you command (the top piece of a column is its commander). ' + 'Prisoners under an enemy commander do not count until a capture frees them.';
const RU_COMMANDED =
  'Ваши шашки под командой: ваши собственные шашки в колоннах, которыми вы командуете (командует колонной её верхняя шашка). ' +
  'Пленники под шашкой соперника не считаются, пока взятие их не освободит.';

export const puzzleWords = words(
  {
    indexTitle: 'Puzzles',
    themesLabel: 'Themes:',
    noscriptIndex: 'Filtering by theme needs JavaScript; every puzzle is listed below by level.',
    level1: 'Easy',
    level2: 'Moderate',
    level3: 'Intermediate',
    level4: 'Hard',
    level5: 'Very hard',
    levelOf: (level: number, levels: number) => `(level ${level} of ${levels})`,
    resetProgress: 'Forget my progress',
    progress: (solved: number, all: number) => `You have solved ${solved} of ${all} puzzles in this browser.`,
    solvedBadge: 'solved',
    solvedWithMistakeBadge: 'solved with a mistake',
    filterNote: (shown: number, theme: string) => `Showing the ${shown} puzzles with the theme ${theme}. `,
    showAll: 'Show all puzzles',
    // a puzzle's page
    description: (goal: string) => `Bashni puzzle: ${goal}`,
    noscript: 'Playing the puzzle on the board needs JavaScript. The position is shown below, and its solution is under “Solution”.',
    hint: 'Hint',
    showSolution: 'Show solution',
    restart: 'Restart',
    flip: 'Flip',
    analyse: 'Analyse this position',
    nextPuzzle: 'Next puzzle',
    allPuzzles: 'All puzzles',
    movesPlayed: 'Moves played',
    howToPlay:
      'Click (or focus with Tab and press Enter on) a column, then its landing squares in order, or only the final square when that is enough. Green dots show where the selected column can go. Arrow keys move between squares.',
    solution: 'Solution',
    alsoAccepted: 'Also accepted: slower moves that still reach the goal.',
    yourMove: (n: number, move: string, slower: string) => `Your move ${n}: ${move}, ${slower}`,
    difficulty: 'Difficulty',
    themes: 'Themes',
    source: 'Source',
    variant: 'Variant',
    composed: 'composed',
    sourceAt: (game: number, ply: number) => `, game ${game}, after ply ${ply}`,
    // the goal and its explanation
    goal: (side: Side, what: string) => `${EN_SIDE[side]} to move: ${what}.`,
    ratingLine: (rating: number, level: number, levels: number) => `Rating ${rating} · level ${level} of ${levels}`,
    commanded: EN_COMMANDED,
    explainWin: `Win: leave the opponent, to move, without a legal move (every column captured or blocked). ${EN_COMMANDED}`,
    explainMaterial: (n: number) =>
      `${EN_COMMANDED} Win ${n}: your count minus the opponent's grows by ${n} or more, with the opponent to move and no capture pending; ` +
      `${n} is exact: the best defence holds you to it. Winning the game also reaches the goal.`,
    explainPathEven: `${EN_COMMANDED} Start with a capture, and choose the path after which your count minus the opponent's does not fall, with the opponent to move and no capture pending.`,
    explainPath: (n: number) =>
      `${EN_COMMANDED} Start with a capture, and choose the path after which your count minus the opponent's grows by ${n} or more, with the opponent to move and no capture pending; ` +
      `${n} is exact: the best defence holds you to it.`,
    missed: (side: Side, played: string) => `In the game, ${EN_SIDE[side]} played ${played} here and missed this.`,
    blunder: (opponent: Side) => `${EN_SIDE[opponent]}'s last move was a blunder; punish it.`,
    found: (side: Side, played: string) => `In the game, ${EN_SIDE[side]} found it: ${played}.`,
    alsoPlayed: (side: Side, played: string) => `In the game, ${EN_SIDE[side]} played ${played} here, which also reaches the goal.`,
    slowerWords: (moves: number, fastest: number) => `in ${enCount(moves, 'move', 'moves')} instead of ${fastest}`,
    // the player's feedback
    unreadable: (why: string) => `This puzzle's position cannot be read: ${why}`,
    toMove: (side: Side) => `${EN_SIDE[side]} to move`,
    selected: (sq: string) => `${sq} selected: choose where it goes.`,
    landing: 'Continue the capture: next landing square.',
    ambiguous: 'Several capture paths end on that square: click the landing squares in order.',
    opponentPiece: (sq: string, owner: Side, mover: Side) => `${sq} is ${EN_SIDE[owner]}'s piece: ${EN_SIDE[mover]} is to move.`,
    mustCapture: (sq: string, movable: string) => `Capture is mandatory: ${sq} cannot capture. Columns that can: ${movable}.`,
    noMove: (sq: string, mover: Side) => `${sq} has no legal move for ${EN_SIDE[mover]}.`,
    unreachable: (from: string, to: string) => `${from} cannot go to ${to}.`,
    correct: (move: string) => `${move}: correct!`,
    correctReply: (move: string, reply: string) => `${move}: correct. The reply: ${reply}. Your move again.`,
    whyStuck: (side: Side) => `it leaves ${EN_SIDE[side]} without a move, but it is not the line this puzzle asks for.`,
    whyAnswer: (side: Side, reply: string, taken: number) => `${EN_SIDE[side]} answers ${reply}, taking ${taken}.`,
    whyGoal: (goal: string) => `it does not reach the goal (${goal}).`,
    seeAbove: 'see above',
    wrong: (move: string, why: string) => `${move} is not the solution: ${why} The move was taken back; try again.`,
    solvedHelped: 'Solved (with help).',
    solvedMistake: 'Solved with a mistake: a wrong move was played before the right line.',
    solvedClean: 'Solved! Well played.',
    slowerToo: (move: string, win: boolean, slower: string, fastest: string) => `${move}: that also ${win ? 'wins' : 'reaches the goal'}, ${slower}. The fastest line: ${fastest}. `,
    hintText: (sq: string) => `Hint: move the column on ${sq}.`,
    solutionShown: (line: string) => `Solution: ${line}. Restart to try it yourself.`,
  },
  {
    indexTitle: 'Задачи',
    themesLabel: 'Темы:',
    noscriptIndex: 'Для отбора по темам нужен JavaScript; ниже перечислены все задачи по уровням.',
    level1: 'Лёгкие',
    level2: 'Несложные',
    level3: 'Средние',
    level4: 'Трудные',
    level5: 'Очень трудные',
    levelOf: (level, levels) => `(уровень ${level} из ${levels})`,
    resetProgress: 'Забыть мои решения',
    progress: (solved, all) => `В этом браузере решено ${solved} из ${ruCount(all, 'задачи', 'задач', 'задач')}.`,
    solvedBadge: 'решена',
    solvedWithMistakeBadge: 'решена с ошибкой',
    filterNote: (shown, theme) => `Показаны задачи на тему «${theme}»: ${shown}. `,
    showAll: 'Показать все задачи',
    description: (goal) => `Задача по башням: ${goal}`,
    noscript: 'Чтобы решать задачу на доске, нужен JavaScript. Позиция показана ниже, а решение — в разделе «Решение».',
    hint: 'Подсказка',
    showSolution: 'Показать решение',
    restart: 'Заново',
    flip: 'Перевернуть',
    analyse: 'Анализировать позицию',
    nextPuzzle: 'Следующая задача',
    allPuzzles: 'Все задачи',
    movesPlayed: 'Сделанные ходы',
    howToPlay:
      'Нажмите на колонну (или выберите её клавишей Tab и нажмите Enter), затем по порядку на поля, куда она встаёт при взятии, или только на последнее поле, если этого достаточно. Зелёные точки показывают, куда может пойти выбранная колонна. Стрелки переводят фокус между полями.',
    solution: 'Решение',
    alsoAccepted: 'Засчитываются и более медленные ходы, которые тоже достигают цели.',
    yourMove: (n, move, slower) => `Ваш ${n}-й ход: ${move}, ${slower}`,
    difficulty: 'Сложность',
    themes: 'Темы',
    source: 'Источник',
    variant: 'Вариант',
    composed: 'композиция',
    sourceAt: (game, ply) => `, партия ${game}, после полухода ${ply}`,
    goal: (side, what) => `Ход ${RU_SIDE_OF[side]}: ${what}.`,
    ratingLine: (rating, level, levels) => `Рейтинг ${rating} · уровень ${level} из ${levels}`,
    commanded: RU_COMMANDED,
    explainWin: `Выигрыш: оставьте соперника, когда его очередь ходить, без хода (все колонны взяты или заперты). ${RU_COMMANDED}`,
    explainMaterial: (n) =>
      `${RU_COMMANDED} Выигрыш ${n}: разность между вашим счётом и счётом соперника растёт на ${n} или больше, когда ход соперника и взятий не осталось; ` +
      `${n} — точно: лучшая защита больше не даст. Выигрыш партии тоже достигает цели.`,
    explainPathEven: `${RU_COMMANDED} Начните со взятия и выберите путь, после которого разность между вашим счётом и счётом соперника не уменьшится, когда ход соперника и взятий не осталось.`,
    explainPath: (n) =>
      `${RU_COMMANDED} Начните со взятия и выберите путь, после которого разность между вашим счётом и счётом соперника растёт на ${n} или больше, когда ход соперника и взятий не осталось; ` +
      `${n} — точно: лучшая защита больше не даст.`,
    missed: (side, played) => `В партии ${RU_SIDE[side]} сыграли здесь ${played} и упустили это.`,
    blunder: (opponent) => `Последний ход ${RU_SIDE_OF[opponent]} был грубой ошибкой; накажите за неё.`,
    found: (side, played) => `В партии ${RU_SIDE[side]} нашли это: ${played}.`,
    alsoPlayed: (side, played) => `В партии ${RU_SIDE[side]} сыграли здесь ${played}, что тоже достигает цели.`,
    slowerWords: (moves, fastest) => `за ${ruMoves(moves)} вместо ${fastest}`,
    unreadable: (why) => `Позицию этой задачи не удалось прочитать: ${why}`,
    toMove: (side) => `Ход ${RU_SIDE_OF[side]}`,
    selected: (sq) => `Выбрана колонна ${sq}: куда она пойдёт?`,
    landing: 'Продолжайте взятие: следующее поле.',
    ambiguous: 'На это поле ведут несколько путей взятия: укажите поля по порядку.',
    opponentPiece: (sq, owner, mover) => `На ${sq} колонна ${RU_SIDE_OF[owner]}: сейчас ход ${RU_SIDE_OF[mover]}.`,
    mustCapture: (sq, movable) => `Бить обязательно: ${sq} не может бить. Бить могут: ${movable}.`,
    noMove: (sq, mover) => `У ${RU_SIDE_OF[mover]} нет хода с ${sq}.`,
    unreachable: (from, to) => `С ${from} нельзя пойти на ${to}.`,
    correct: (move) => `${move}: верно!`,
    correctReply: (move, reply) => `${move}: верно. Ответ: ${reply}. Снова ваш ход.`,
    whyStuck: (side) => `у ${RU_SIDE_OF[side]} не остаётся хода, но это не то решение, которого требует задача.`,
    whyAnswer: (side, reply, taken) => `${RU_SIDE[side]} отвечают ${reply} и берут ${ruPieces(taken)}.`,
    whyGoal: (goal) => `цель не достигнута (${goal}).`,
    seeAbove: 'см. выше',
    wrong: (move, why) => `${move} — не решение: ${why} Ход взят назад; попробуйте ещё раз.`,
    solvedHelped: 'Решено (с подсказкой).',
    solvedMistake: 'Решено с ошибкой: до верного решения был сыгран неверный ход.',
    solvedClean: 'Решено! Отличная игра.',
    slowerToo: (move, win, slower, fastest) => `${move}: так тоже ${win ? 'выигрывается партия' : 'достигается цель'}, ${slower}. Самый быстрый путь: ${fastest}. `,
    hintText: (sq) => `Подсказка: ходите колонной с ${sq}.`,
    solutionShown: (line) => `Решение: ${line}. Нажмите «Заново», чтобы сыграть самому.`,
  },
);

/** Each theme's name: in English its name in the files (docs/puzzles.md), in Russian a word for it. */
export const themeWords = words(
  {
    'free-king': 'free-king',
    'king-capture': 'king-capture',
    'promotion-capture': 'promotion-capture',
    promotion: 'promotion',
    'multi-capture': 'multi-capture',
    'double-capture': 'double-capture',
    'first-liberation': 'first-liberation',
    'take-the-tower': 'take-the-tower',
    'double-sacrifice': 'double-sacrifice',
    sacrifice: 'sacrifice',
    'king-move': 'king-move',
    endgame: 'endgame',
    'capture-path': 'capture-path',
    blockade: 'blockade',
    'one-move': 'one-move',
    short: 'short',
    long: 'long',
    'very-long': 'very-long',
  } satisfies Record<ThemeName, string>,
  {
    'free-king': 'освобождение дамки',
    'king-capture': 'взятие дамки',
    'promotion-capture': 'дамка во взятии',
    promotion: 'проход в дамки',
    'multi-capture': 'многократное взятие',
    'double-capture': 'двойное взятие',
    'first-liberation': 'освобождение первым ходом',
    'take-the-tower': 'взятие высокой башни',
    'double-sacrifice': 'две жертвы',
    sacrifice: 'жертва',
    'king-move': 'ход дамкой',
    endgame: 'эндшпиль',
    'capture-path': 'выбор пути взятия',
    blockade: 'запирание',
    'one-move': 'в один ход',
    short: 'короткая (2–3 хода)',
    long: 'длинная (4–5 ходов)',
    'very-long': 'очень длинная (6+ ходов)',
  },
);
