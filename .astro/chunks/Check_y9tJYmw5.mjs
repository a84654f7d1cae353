import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base } from './Base_DMatqLW7.mjs';
import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';

const checkerWords = words(
  {
    title: "Check a record",
    introPaste: "Paste PDN text or open a ",
    introRead: " file. It is read and every move is checked here in your browser, with the same grammar and rules engine as the ",
    introCommand: " command; nothing is uploaded.",
    noscriptNeeds: "Checking a record needs JavaScript. On the command line, ",
    noscriptSame: " does the same check.",
    textLabel: "PDN text",
    openFile: "Open a file:",
    check: "Check",
    example: "Load an example with an error",
    exampleComment: "Black must capture now",
    gamesHeading: "Games",
    invalidOnly: "Invalid games only",
    checking: "Checking…",
    failed: (why) => `The check stopped: ${why}`,
    summary: (games, valid, invalid) => `${enCount(games, "game", "games")}: ${valid} valid, ${invalid} invalid`,
    problems: (n) => ` · ${enCount(n, "problem", "problems")} (highlighted in the text)`,
    selectIt: "Select it in the text",
    more: "Show more",
    showMore: (next, left) => `Show ${next} more (${left} not shown)`,
    valid: "valid",
    invalid: "invalid",
    shown: (shown, all) => `${shown} of ${all} shown`,
    replaysUpTo: (game, line, column) => `Game ${game} replays up to its problem at line ${line}, column ${column} (listed above), and opens on the position before it.`,
    cannotReplay: (game, line, column) => `Game ${game} cannot be replayed: see its problem at line ${line}, column ${column} (listed above).`,
    allLegal: (game) => `Game ${game}: every move is legal.`
  },
  {
    title: "Проверка записи",
    introPaste: "Вставьте текст PDN или откройте файл ",
    introRead: ". Он читается, и каждый ход проверяется здесь, в вашем браузере, той же грамматикой и тем же движком правил, что и команда ",
    introCommand: "; ничего не отправляется на сервер.",
    noscriptNeeds: "Для проверки записи нужен JavaScript. В командной строке то же самое делает ",
    noscriptSame: ".",
    textLabel: "Текст PDN",
    openFile: "Открыть файл:",
    check: "Проверить",
    example: "Загрузить пример с ошибкой",
    exampleComment: "Чёрные теперь обязаны бить",
    gamesHeading: "Партии",
    invalidOnly: "Только партии с ошибками",
    checking: "Проверка…",
    failed: (why) => `Проверка прервалась: ${why}`,
    summary: (games, valid, invalid) => `${ruCount(games, "партия", "партии", "партий")}: без ошибок ${valid}, с ошибками ${invalid}`,
    problems: (n) => ` · ${ruCount(n, "ошибка", "ошибки", "ошибок")} (выделены в тексте)`,
    selectIt: "Выделить в тексте",
    more: "Показать ещё",
    showMore: (next, left) => `Показать ещё ${next} (не показано: ${left})`,
    valid: "без ошибок",
    invalid: "с ошибкой",
    shown: (shown, all) => `показано ${shown} из ${all}`,
    replaysUpTo: (game, line, column) => `Партия ${game} воспроизводится до ошибки в строке ${line}, позиции ${column} (см. список выше) и открыта на позиции перед ней.`,
    cannotReplay: (game, line, column) => `Партию ${game} нельзя воспроизвести: см. ошибку в строке ${line}, позиции ${column} (список выше).`,
    allLegal: (game) => `Партия ${game}: все ходы правильные.`
  }
);

const $$Astro = createAstro();
const $$Check = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Check;
  const { lang } = Astro2.props;
  const t = checkerWords[lang];
  const example = `[Event "Checker example"]
[White "Planted"]
[Black "Error"]
[Variant "Bashni"]
[Result "*"]

1. c3-d4 f6-g5 2. d4-e5 {${t.exampleComment}} g5-h4 *
`;
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": t.title, "current": "check" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${t.title}</h1> <p>${t.introPaste}<code>.pdn</code>${t.introRead}<code>bashni verify</code>${t.introCommand}</p> <noscript> <p class="noscript-note" data-noscript>${t.noscriptNeeds}<code>bashni verify FILE.pdn</code>${t.noscriptSame}</p> </noscript> ${renderComponent($$result2, "bashni-checker", "bashni-checker", { "class": "checker" }, { "default": () => renderTemplate` <label for="pdn-text"><strong>${t.textLabel}</strong></label> <div class="record-text"> <!-- the script puts the record editor (client/check/record-editor.ts) in the text area's place, with its text, id and label --> <textarea id="pdn-text" data-input spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="check-summary" placeholder="[White &quot;...&quot;] 1. c3-d4 f6-g5 ..."></textarea> </div> <div class="controls"> <label for="pdn-file">${t.openFile}</label> <input id="pdn-file" type="file" accept=".pdn,.txt,text/plain" multiple data-file> <button type="button" data-act="check">${t.check}</button> <button type="button" data-act="example"${addAttribute(example, "data-example")}>${t.example}</button> </div> <p class="check-summary" id="check-summary" data-summary aria-live="polite"></p> <ol class="problems" id="check-problems" data-problems></ol> <button type="button" class="more" data-act="more-problems" hidden>${t.more}</button> <!-- one short line per game in a box of its own height, whatever the number of games --> <section class="game-results" data-results hidden aria-labelledby="games-heading"> <div class="game-filter"> <h2 id="games-heading">${t.gamesHeading}</h2> <span><input type="checkbox" id="invalid-only" data-invalid-only> <label for="invalid-only">${t.invalidOnly}</label></span> <span class="muted" data-shown aria-live="polite"></span> </div> <ol class="game-pick" data-games></ol> <button type="button" class="more" data-act="more-games" hidden>${t.more}</button> </section> <div data-replay></div> ` })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Check.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Check.astro", void 0);

export { $$Check as $ };
