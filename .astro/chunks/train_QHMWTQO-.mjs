import { w as words, r as ruCount, e as enCount } from './lang_DjorV-N3.mjs';

const trainWords = words(
  {
    title: "Train on puzzles",
    intro: "Puzzles chosen near your rating, which moves after each puzzle (Glicko-2, as on lichess): a clean solve raises it, a wrong move, a hint or the shown solution lowers it. Only a puzzle’s first try counts. Everything is kept in this browser only.",
    noscript: "The trainer needs JavaScript; every puzzle is listed on the puzzles page.",
    rating: (rating, rd, played) => `Your puzzle rating: ${rating} (± ${rd}), ${enCount(played, "puzzle", "puzzles")} played.`,
    themes: "Themes (none chosen: all)",
    next: "Next puzzle at your level",
    noneLeft: "No puzzle is left with these themes: choose others.",
    streak: "Start a streak",
    streakHint: "A streak: puzzles of rising difficulty until the first mistake.",
    best: (n) => `Your best streak: ${enCount(n, "puzzle", "puzzles")}.`,
    daily: "Puzzle of the day",
    trainLink: "Train at your level",
    statusRated: (rating) => `Training: your rating is now ${rating}.`,
    statusStreak: (n) => `Streak: ${enCount(n, "puzzle", "puzzles")} solved.`,
    streakOver: (n) => `The streak is over: ${enCount(n, "puzzle", "puzzles")} solved.`,
    backToTrain: "Back to training",
    fileTitle: "Your progress as a file",
    fileHint: "Puzzles solved, lessons and rating: save them as a file and open it in another browser.",
    export: "Save progress",
    import: "Open a progress file",
    imported: "Progress read from the file.",
    importedDropped: (n) => `Progress read from the file; ${enCount(n, "value", "values")} that did not fit left out.`,
    notKept: "This browser does not let the site keep the progress (storage blocked or full).",
    notProgress: "That file is not a Bashni progress file."
  },
  {
    title: "Тренировка на задачах",
    intro: "Задачи подбираются рядом с вашим рейтингом, который меняется после каждой задачи (Glicko-2, как на lichess): чистое решение повышает его, а неверный ход, подсказка или показанное решение понижают. Считается только первая попытка. Всё хранится только в этом браузере.",
    noscript: "Тренировке нужен JavaScript; все задачи перечислены на странице задач.",
    rating: (rating, rd, played) => `Ваш рейтинг в задачах: ${rating} (± ${rd}), сыграно задач: ${played}.`,
    themes: "Темы (если ни одна не выбрана — все)",
    next: "Следующая задача по уровню",
    noneLeft: "С этими темами задач не осталось: выберите другие.",
    streak: "Начать серию",
    streakHint: "Серия: задачи всё труднее, до первой ошибки.",
    best: (n) => `Ваша лучшая серия: ${ruCount(n, "задача", "задачи", "задач")}.`,
    daily: "Задача дня",
    trainLink: "Тренировка по уровню",
    statusRated: (rating) => `Тренировка: ваш рейтинг теперь ${rating}.`,
    statusStreak: (n) => `Серия: решено задач: ${n}.`,
    streakOver: (n) => `Серия окончена: решено задач: ${n}.`,
    backToTrain: "К тренировке",
    fileTitle: "Ваши успехи в файле",
    fileHint: "Решённые задачи, уроки и рейтинг: сохраните их в файл и откройте его в другом браузере.",
    export: "Сохранить успехи",
    import: "Открыть файл успехов",
    imported: "Успехи прочитаны из файла.",
    importedDropped: (n) => `Успехи прочитаны из файла; не подошедших значений отброшено: ${n}.`,
    notKept: "Этот браузер не даёт сайту сохранить успехи (хранилище заблокировано или заполнено).",
    notProgress: "Это не файл успехов Башни."
  }
);

export { trainWords as t };
