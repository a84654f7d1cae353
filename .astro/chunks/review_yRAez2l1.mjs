import { c as createComponent, r as renderComponent, F as Fragment, a as renderTemplate, b as createAstro, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { s as stepButton } from './step-buttons_CADlf96Q.mjs';
import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';

const $$Astro = createAstro();
const $$StepButtons = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$StepButtons;
  const { first, prev, next, last, takeback, flip, disabled = false } = Astro2.props;
  const html = stepButton("first", first, disabled) + stepButton("prev", prev, disabled) + stepButton("next", next, disabled) + stepButton("last", last, disabled) + (takeback ? stepButton("takeback", takeback, disabled) : "") + (flip ? stepButton("flip", flip, disabled) : "");
  return renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result2) => renderTemplate`${unescapeHTML(html)}` })}`;
}, "/work/wt/board/site/src/components/StepButtons.astro", void 0);

const reviewWords = words(
  {
    review: "Computer analysis",
    reviewLabel: "Computer analysis of the whole game: the engine judges every move of the main line",
    reviewCancel: "Cancel",
    reviewProgress: (done, total) => `Analysing the game: position ${done} of ${total}…`,
    reviewDone: "Computer analysis done: the marks, the better moves and the evaluations are in the move list and the graph, and in the PDN you copy or download.",
    reviewKept: "This game’s computer analysis, kept in this browser, is shown.",
    reviewCancelled: "Computer analysis cancelled: nothing was changed.",
    reviewFailed: (why) => `The computer analysis stopped: ${why}`,
    reviewNothing: "The main line has no move to analyse.",
    white: "White",
    black: "Black",
    inaccuracies: (n) => enCount(n, "inaccuracy", "inaccuracies"),
    mistakes: (n) => enCount(n, "mistake", "mistakes"),
    blunders: (n) => enCount(n, "blunder", "blunders"),
    marksCaption: "Marks per side (?! inaccuracy, ? mistake, ?? blunder)",
    threat: "Show threat",
    threatNone: "No threat: the other side would have no move here.",
    threatIs: (move) => `Threat: ${move} (what the other side would play if it were its move)`,
    threatThinking: "Looking for the threat…"
  },
  {
    review: "Компьютерный анализ",
    reviewLabel: "Компьютерный анализ всей партии: движок оценивает каждый ход главного варианта",
    reviewCancel: "Отменить",
    reviewProgress: (done, total) => `Анализ партии: позиция ${done} из ${total}…`,
    reviewDone: "Компьютерный анализ готов: оценки ходов, лучшие ходы и оценки позиций — в списке ходов и на графике, а также в PDN, который вы копируете или скачиваете.",
    reviewKept: "Показан компьютерный анализ этой партии, сохранённый в этом браузере.",
    reviewCancelled: "Компьютерный анализ отменён: ничего не изменилось.",
    reviewFailed: (why) => `Компьютерный анализ остановился: ${why}`,
    reviewNothing: "В главном варианте нет ходов для анализа.",
    white: "Белые",
    black: "Чёрные",
    inaccuracies: (n) => ruCount(n, "неточность", "неточности", "неточностей"),
    mistakes: (n) => ruCount(n, "ошибка", "ошибки", "ошибок"),
    blunders: (n) => ruCount(n, "грубая ошибка", "грубые ошибки", "грубых ошибок"),
    marksCaption: "Оценки ходов по сторонам (?! неточность, ? ошибка, ?? грубая ошибка)",
    threat: "Показать угрозу",
    threatNone: "Угрозы нет: у другой стороны здесь не было бы хода.",
    threatIs: (move) => `Угроза: ${move} (что сыграла бы другая сторона, будь её ход)`,
    threatThinking: "Ищем угрозу…"
  }
);

export { $$StepButtons as $, reviewWords as r };
