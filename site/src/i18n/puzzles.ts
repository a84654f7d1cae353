// The puzzles: the index, a puzzle's page, the goal and its explanation (lib/puzzle-words.ts),
// the player's feedback (client/puzzle/puzzle-element.ts), the index's progress and theme filter
// (client/puzzle/puzzle-index.ts), and the themes' names.
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
    progress: (solved: number, all: number) => `You have solved ${solved} of ${all} puzzles in this browser.`,
    solvedBadge: 'solved',
    solvedWithMistakeBadge: 'solved with a mistake',
    levelSolved: (solved: number, all: number) => `${solved} of ${all} solved`,
    // a puzzle's page
    allPuzzles: 'All puzzles',
    themeChosen: (theme: string) => `${theme} (the theme you chose; the others are shown once the puzzle is solved)`,
    /** On the day's puzzle, opened from /train/ (`?daily`; issue 44 point 8). */
    dailyNote: (date: string) => `The puzzle of the day, ${date}: the same puzzle for everyone today.`,
    alreadySolved: (date: string, mistake: boolean) => `You solved this puzzle on ${date}${mistake ? ', with a mistake' : ''}. Solve it again, or go on to the next one.`,
    // the goal and its explanation
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
    /** In a streak one wrong move fails the puzzle: the right line played after it is not a solve. */
    lineAfterFail: 'That is the line, but the wrong move before it failed the puzzle: in a streak it is not solved.',
    solvedClean: 'Solved! Well played.',
    slowerToo: (move: string, win: boolean, slower: string, fastest: string) => `${move}: that also ${win ? 'wins' : 'reaches the goal'}, ${slower}. The fastest line: ${fastest}. `,
    hintText: (sq: string) => `Hint: move the column on ${sq}.`,
    solutionShown: (line: string) => `Solution: ${line}. Restart to try it yourself.`,
  },
  {
    progress: (solved, all) => `В этом браузере решено ${solved} из ${ruCount(all, 'задачи', 'задач', 'задач')}.`,
    solvedBadge: 'решена',
    solvedWithMistakeBadge: 'решена с ошибкой',
    levelSolved: (solved, all) => `решено ${solved} из ${all}`,
    allPuzzles: 'Все задачи',
    themeChosen: (theme) => `${theme} (выбранная вами тема; остальные видны после решения)`,
    dailyNote: (date) => `Задача дня, ${date}: сегодня она одна для всех.`,
    alreadySolved: (date, mistake) => `Вы уже решили эту задачу ${date}${mistake ? ', с ошибкой' : ''}. Решите её снова или перейдите к следующей.`,
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
    lineAfterFail: 'Это верное решение, но неверный ход до него провалил задачу: в серии она не решена.',
    solvedClean: 'Решено! Отличная игра.',
    slowerToo: (move, win, slower, fastest) => `${move}: так тоже ${win ? 'выигрывается партия' : 'достигается цель'}, ${slower}. Самый быстрый путь: ${fastest}. `,
    hintText: (sq) => `Подсказка: ходите колонной с ${sq}.`,
    solutionShown: (line) => `Решение: ${line}. Нажмите «Заново», чтобы сыграть самому.`,
  },
);

/** The words only the server writes into the pages (the client never reads them, so its bundles leave them out). */
export const puzzlePageWords = words(
  {
    description: (goal: string) => `Bashni puzzle: ${goal}`,
    hint: 'Hint',
    showSolution: 'Show solution',
    restart: 'Restart',
    flip: 'Flip',
    analyse: 'Analyse this position',
    solution: 'Solution',
    yourMove: (n: number, move: string, slower: string) => `Your move ${n}: ${move}, ${slower}`,
    difficulty: 'Difficulty',
    themes: 'Themes',
    source: 'Source',
    variant: 'Variant',
    goal: (side: Side, what: string) => `${EN_SIDE[side]} to move: ${what}.`,
    commanded: EN_COMMANDED,
    missed: (side: Side, played: string) => `In the game, ${EN_SIDE[side]} played ${played} here and missed this.`,
    found: (side: Side, played: string) => `In the game, ${EN_SIDE[side]} found it: ${played}.`,
    indexTitle: 'Puzzles',
    themesLabel: 'Themes:',
    level1: 'Easy',
    level2: 'Moderate',
    level3: 'Intermediate',
    level4: 'Hard',
    level5: 'Very hard',
    levelOf: (level: number, levels: number) => `(level ${level} of ${levels})`,
    resetProgress: 'Forget my progress',
    // the index's pages (lib/puzzle-pages.ts)
    levelLink: (n: number) => `All ${enCount(n, 'puzzle', 'puzzles')} of this level`,
    pagesLabel: (list: string) => `Pages: ${list}`,
    pageN: (n: number) => `Page ${n}`,
    ratingWord: 'rating',
    prevPage: 'Previous page',
    nextPage: 'Next page',
    listRange: (from: number, to: number, all: number) => `Puzzles ${from}–${to} of ${all}`,
    pageOf: (page: number, pages: number) => `page ${page} of ${pages}`,
    themeTitle: (theme: string) => `Theme: ${theme}`,
    noscript: 'Playing the puzzle on the board needs JavaScript. The position is shown below, and its solution is under “Solution”.',
    nextPuzzle: 'Next puzzle',
    movesPlayed: 'Moves played',
    howToPlay:
      'Click (or focus with Tab and press Enter on) a column, then its landing squares in order, or only the final square when that is enough. Green dots show where the selected column can go. Arrow keys move between squares.',
    alsoAccepted: 'Also accepted: slower moves that still reach the goal.',
    themesHidden: 'shown once the puzzle is solved: they would give the answer away',
    composed: 'composed',
    sourceAt: (game: number, ply: number) => `, game ${game}, after ply ${ply}`,
    ratingLine: (rating: number, level: number, levels: number) => `Rating ${rating} · level ${level} of ${levels}`,
    explainWin: `Win the game: leave the opponent, whose move it is, no legal move (every column taken or blocked in). ${EN_COMMANDED}`,
    explainMaterial: (n: number) =>
      `Win ${n}: when the captures are over and it is the opponent's move, your lead (the pieces you command minus the pieces the opponent commands) must have grown by ${enCount(n, 'piece', 'pieces')} or more. ` +
      `Against the best defence you cannot win more than ${n}. Winning the game also counts. ${EN_COMMANDED}`,
    explainPathEven: `Start with a capture and choose its path so that you lose nothing: when the captures are over and it is the opponent's move, your lead (the pieces you command minus the pieces the opponent commands) must not have shrunk. ${EN_COMMANDED}`,
    explainPath: (n: number) =>
      `Start with a capture and choose its path: when the captures are over and it is the opponent's move, your lead (the pieces you command minus the pieces the opponent commands) must have grown by ${enCount(n, 'piece', 'pieces')} or more. ` +
      `Against the best defence you cannot win more than ${n}. ${EN_COMMANDED}`,
    blunder: (opponent: Side) => `${EN_SIDE[opponent]}'s last move was a blunder; punish it.`,
    alsoPlayed: (side: Side, played: string) => `In the game, ${EN_SIDE[side]} played ${played} here, which also reaches the goal.`,
  },
  {
    description: (goal) => `Задача по башням: ${goal}`,
    hint: 'Подсказка',
    showSolution: 'Показать решение',
    restart: 'Заново',
    flip: 'Перевернуть',
    analyse: 'Анализировать позицию',
    solution: 'Решение',
    yourMove: (n, move, slower) => `Ваш ${n}-й ход: ${move}, ${slower}`,
    difficulty: 'Сложность',
    themes: 'Темы',
    source: 'Источник',
    variant: 'Вариант',
    goal: (side, what) => `Ход ${RU_SIDE_OF[side]}: ${what}.`,
    commanded: RU_COMMANDED,
    missed: (side, played) => `В партии ${RU_SIDE[side]} сыграли здесь ${played} и упустили это.`,
    found: (side, played) => `В партии ${RU_SIDE[side]} нашли это: ${played}.`,
    indexTitle: 'Задачи',
    themesLabel: 'Темы:',
    level1: 'Лёгкие',
    level2: 'Несложные',
    level3: 'Средние',
    level4: 'Трудные',
    level5: 'Очень трудные',
    levelOf: (level, levels) => `(уровень ${level} из ${levels})`,
    resetProgress: 'Забыть мои решения',
    levelLink: (n) => `Все задачи этого уровня: ${n}`,
    pagesLabel: (list) => `Страницы: ${list}`,
    pageN: (n) => `Страница ${n}`,
    ratingWord: 'рейтинг',
    prevPage: 'Предыдущая страница',
    nextPage: 'Следующая страница',
    listRange: (from, to, all) => `Задачи ${from}–${to} из ${all}`,
    pageOf: (page, pages) => `страница ${page} из ${pages}`,
    themeTitle: (theme) => `Тема: ${theme}`,
    noscript: 'Чтобы решать задачу на доске, нужен JavaScript. Позиция показана ниже, а решение — в разделе «Решение».',
    nextPuzzle: 'Следующая задача',
    movesPlayed: 'Сделанные ходы',
    howToPlay:
      'Нажмите на колонну (или выберите её клавишей Tab и нажмите Enter), затем по порядку на поля, куда она встаёт при взятии, или только на последнее поле, если этого достаточно. Зелёные точки показывают, куда может пойти выбранная колонна. Стрелки переводят фокус между полями.',
    alsoAccepted: 'Засчитываются и более медленные ходы, которые тоже достигают цели.',
    themesHidden: 'видны после решения: иначе они подсказали бы ответ',
    composed: 'композиция',
    sourceAt: (game, ply) => `, партия ${game}, после полухода ${ply}`,
    ratingLine: (rating, level, levels) => `Рейтинг ${rating} · уровень ${level} из ${levels}`,
    explainWin: `Выиграйте партию: оставьте соперника, когда его очередь ходить, без хода (все колонны взяты или заперты). ${RU_COMMANDED}`,
    explainMaterial: (n) =>
      `Выигрыш ${n}: когда взятия кончились и ход соперника, ваш перевес (ваши шашки под командой минус шашки под командой соперника) должен вырасти на ${ruPieces(n)} или больше. ` +
      `При лучшей защите больше ${n} не выиграть. Выигрыш партии тоже засчитывается. ${RU_COMMANDED}`,
    explainPathEven: `Начните со взятия и выберите его путь так, чтобы ничего не потерять: когда взятия кончились и ход соперника, ваш перевес (ваши шашки под командой минус шашки под командой соперника) не должен уменьшиться. ${RU_COMMANDED}`,
    explainPath: (n) =>
      `Начните со взятия и выберите его путь: когда взятия кончились и ход соперника, ваш перевес (ваши шашки под командой минус шашки под командой соперника) должен вырасти на ${ruPieces(n)} или больше. ` +
      `При лучшей защите больше ${n} не выиграть. ${RU_COMMANDED}`,
    blunder: (opponent) => `Последний ход ${RU_SIDE_OF[opponent]} был грубой ошибкой; накажите за неё.`,
    alsoPlayed: (side, played) => `В партии ${RU_SIDE[side]} сыграли здесь ${played}, что тоже достигает цели.`,
  },
);

/** Each theme's name as the pages say it, in words (the files' names, `capture-path`, are for the files and addresses: docs/puzzles.md). */
export const themeWords = words(
  {
    'free-king': 'freeing a king',
    'king-capture': 'taking a king',
    'promotion-capture': 'crowning in a capture',
    promotion: 'crowning',
    'multi-capture': 'multiple capture',
    'double-capture': 'double capture',
    'first-liberation': 'freeing on the first move',
    'take-the-tower': 'taking a tall column',
    'double-sacrifice': 'two sacrifices',
    sacrifice: 'sacrifice',
    'king-move': 'king move',
    endgame: 'endgame',
    'capture-path': 'choosing the capture path',
    blockade: 'blockade',
    'one-move': 'in one move',
    short: 'short (2–3 moves)',
    long: 'long (4–5 moves)',
    'very-long': 'very long (6+ moves)',
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
