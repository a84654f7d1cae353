import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';

const trainWords = words(
  {
    title: "Train on puzzles",
    intro: "Puzzles chosen near your rating, which moves after each puzzle (Glicko-2, as on lichess): a clean solve raises it, a wrong move, a hint or the shown solution lowers it. Only a puzzle’s first try counts. Everything is kept in this browser only.",
    rating: (rating, rd, played) => `Your puzzle rating: ${rating} (± ${rd}), ${enCount(played, "puzzle", "puzzles")} played.`,
    themes: "Themes (none chosen: all)",
    next: "Next puzzle at your level",
    noneLeft: "No puzzle is left with these themes: choose others.",
    streak: "Start a streak",
    streakHint: "A streak: puzzles of rising difficulty until the first mistake.",
    best: (n) => `Your best streak: ${enCount(n, "puzzle", "puzzles")}.`,
    daily: "Puzzle of the day",
    statusRated: (rating) => `Training: your rating is now ${rating}.`,
    statusStreak: (n) => `Streak: ${enCount(n, "puzzle", "puzzles")} solved.`,
    streakOver: (n) => `The streak is over: ${enCount(n, "puzzle", "puzzles")} solved.`,
    export: "Save progress",
    import: "Open a progress file",
    imported: "Progress read from the file.",
    importedDropped: (n) => `Progress read from the file; ${enCount(n, "value", "values")} that did not fit left out.`,
    notKept: "This browser does not let the site keep the progress (storage blocked or full).",
    notProgress: "That file is not a Bashni progress file.",
    historyTitle: "Your puzzle history",
    historyHint: "The puzzles played in this browser, newest first (the last 500 are kept).",
    historyEmpty: "No puzzle played yet.",
    historySolved: "solved",
    historyFailed: "failed",
    historyMode: (mode) => mode === "rated" ? "training" : mode === "streak" ? "streak" : mode === "storm" ? "storm" : "puzzle page",
    historyChange: (rating, change) => `rating ${rating} (${change >= 0 ? "+" : "−"}${Math.abs(change)})`,
    historyFailedTitle: "Failed puzzles to play again",
    historyNoneFailed: "No failed puzzle left to play again.",
    historyCount: (solved, failed) => `${enCount(solved, "puzzle", "puzzles")} solved, ${failed} failed.`
  },
  {
    title: "Тренировка на задачах",
    intro: "Задачи подбираются рядом с вашим рейтингом, который меняется после каждой задачи (Glicko-2, как на lichess): чистое решение повышает его, а неверный ход, подсказка или показанное решение понижают. Считается только первая попытка. Всё хранится только в этом браузере.",
    rating: (rating, rd, played) => `Ваш рейтинг в задачах: ${rating} (± ${rd}), сыграно задач: ${played}.`,
    themes: "Темы (если ни одна не выбрана — все)",
    next: "Следующая задача по уровню",
    noneLeft: "С этими темами задач не осталось: выберите другие.",
    streak: "Начать серию",
    streakHint: "Серия: задачи всё труднее, до первой ошибки.",
    best: (n) => `Ваша лучшая серия: ${ruCount(n, "задача", "задачи", "задач")}.`,
    daily: "Задача дня",
    statusRated: (rating) => `Тренировка: ваш рейтинг теперь ${rating}.`,
    statusStreak: (n) => `Серия: решено задач: ${n}.`,
    streakOver: (n) => `Серия окончена: решено задач: ${n}.`,
    export: "Сохранить успехи",
    import: "Открыть файл успехов",
    imported: "Успехи прочитаны из файла.",
    importedDropped: (n) => `Успехи прочитаны из файла; не подошедших значений отброшено: ${n}.`,
    notKept: "Этот браузер не даёт сайту сохранить успехи (хранилище заблокировано или заполнено).",
    notProgress: "Это не файл успехов Башни.",
    historyTitle: "История задач",
    historyHint: "Задачи, сыгранные в этом браузере, новые сверху (хранятся последние 500).",
    historyEmpty: "Задачи ещё не игрались.",
    historySolved: "решена",
    historyFailed: "не решена",
    historyMode: (mode) => mode === "rated" ? "тренировка" : mode === "streak" ? "серия" : mode === "storm" ? "штурм" : "страница задачи",
    historyChange: (rating, change) => `рейтинг ${rating} (${change >= 0 ? "+" : "−"}${Math.abs(change)})`,
    historyFailedTitle: "Нерешённые задачи: сыграйте снова",
    historyNoneFailed: "Нерешённых задач для повтора нет.",
    historyCount: (solved, failed) => `Решено: ${solved}, не решено: ${failed}.`
  }
);
const trainPageWords = words(
  {
    noscript: "The trainer needs JavaScript; every puzzle is listed on the puzzles page.",
    trainLink: "Train at your level",
    backToTrain: "Back to training",
    fileTitle: "Your progress as a file",
    fileHint: "Puzzles solved, lessons and rating: save them as a file and open it in another browser."
  },
  {
    noscript: "Тренировке нужен JavaScript; все задачи перечислены на странице задач.",
    trainLink: "Тренировка по уровню",
    backToTrain: "К тренировке",
    fileTitle: "Ваши успехи в файле",
    fileHint: "Решённые задачи, уроки и рейтинг: сохраните их в файл и откройте его в другом браузере."
  }
);

export { trainPageWords as a, trainWords as t };
