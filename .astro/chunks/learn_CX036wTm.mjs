import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';

const learnWords = words(
  {
    indexTitle: "Learn Bashni",
    indexIntro: "Short lessons from the first move to a whole game: each stage is a position and a task, and the engine checks your move. Your progress is kept in this browser only.",
    noscriptIndex: "The lessons need JavaScript to check your moves.",
    stages: (n) => enCount(n, "stage", "stages"),
    progress: (done, all) => `You have completed ${done} of ${all} lessons in this browser.`,
    doneBadge: "done",
    partBadge: (done, all) => `${done} of ${all} stages`,
    resetProgress: "Forget my lesson progress",
    // a lesson's page
    lessonOf: (n, all) => `Lesson ${n} of ${all}`,
    stageOf: (n, all) => `Stage ${n} of ${all}`,
    task: "Task",
    board: (side) => `Lesson board, ${side === "white" ? "White" : "Black"} to move`,
    noscript: "Playing the lesson needs JavaScript: the engine in your browser checks each move.",
    right: (move) => `${move}: right!`,
    wrong: (move, why) => `${move}: not this time. ${why} The move is taken back; try again.`,
    hint: "Hint",
    hintText: (sq) => `Hint: move the column on ${sq}.`,
    retry: "Try the stage again",
    nextStage: "Next stage",
    lessonDone: "Lesson complete! Well done.",
    nextLesson: "Next lesson",
    allLessons: "All lessons",
    again: "Start the lesson again"
  },
  {
    indexTitle: "Учимся играть в башни",
    indexIntro: "Короткие уроки от первого хода до целой партии: каждый этап — это позиция и задание, а движок проверяет ваш ход. Успехи хранятся только в этом браузере.",
    noscriptIndex: "Чтобы проверять ваши ходы, урокам нужен JavaScript.",
    stages: (n) => ruCount(n, "этап", "этапа", "этапов"),
    progress: (done, all) => `В этом браузере пройдено уроков: ${done} из ${all}.`,
    doneBadge: "пройден",
    partBadge: (done, all) => `этапов: ${done} из ${all}`,
    resetProgress: "Забыть мои успехи в уроках",
    lessonOf: (n, all) => `Урок ${n} из ${all}`,
    stageOf: (n, all) => `Этап ${n} из ${all}`,
    task: "Задание",
    board: (side) => `Доска урока, ход ${side === "white" ? "белых" : "чёрных"}`,
    noscript: "Чтобы играть урок, нужен JavaScript: каждый ход проверяет движок в вашем браузере.",
    right: (move) => `${move}: верно!`,
    wrong: (move, why) => `${move}: не то. ${why} Ход отменён; попробуйте ещё раз.`,
    hint: "Подсказка",
    hintText: (sq) => `Подсказка: ходите колонной с ${sq}.`,
    retry: "Пройти этап заново",
    nextStage: "Следующий этап",
    lessonDone: "Урок пройден! Отлично.",
    nextLesson: "Следующий урок",
    allLessons: "Все уроки",
    again: "Пройти урок заново"
  }
);

export { learnWords as l };
