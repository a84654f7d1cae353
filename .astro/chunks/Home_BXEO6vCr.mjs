import { c as createComponent, m as maybeRenderHead, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, u as unescapeHTML, d as addAttribute } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { r as renderBoardSvg, b as boardWords, l as layoutWords, $ as $$Base } from './Base_DMatqLW7.mjs';
import { p as parseFen, I as INITIAL_FEN } from './fen_DMqK5RZO.mjs';
import { l as langOf, p as parseSquare } from './lang_CTn7LBoU.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { l as loadGames, b as loadPuzzles, a as loadLessons } from './collections_ZlePGLfY.mjs';
import { t as trainWords } from './train_C-S0rSJp.mjs';
import { w as words, r as ruCount, e as enCount } from './words_CnMefpWw.mjs';

const $$Astro$1 = createAstro();
const $$Diagram = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro$1, $$props, $$slots);
  Astro2.self = $$Diagram;
  const { fen, caption, path = [], jumped = [], targets = [] } = Astro2.props;
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`Home page diagram: bad FEN "${fen}": ${parsed.error.message}`);
  const sq = (list) => list.map((s) => {
    const square = parseSquare(s);
    if (square === void 0) throw new Error(`Home page diagram "${caption}": bad square "${s}"`);
    return square;
  });
  const svg = renderBoardSvg(parsed.value.columns(), {
    styled: true,
    cursor: parsed.value.columns()[0]?.[0] ?? 0,
    lastMove: sq(path),
    highlight: { jumped: sq(jumped), targets: sq(targets) },
    focusable: "occupied",
    label: caption,
    words: boardWords[langOf(Astro2.currentLocale)]
  });
  return renderTemplate`${maybeRenderHead()}<figure class="diagram"> ${renderComponent($$result, "bashni-board", "bashni-board", {}, { "default": () => renderTemplate` <div class="board" data-board>${unescapeHTML(svg)}</div> <p class="column-info" data-info aria-live="polite"></p> ` })} <figcaption>${caption} <code>${fen}</code></figcaption> </figure> ${renderScript($$result, "/work/wt/board/site/src/components/Diagram.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/components/Diagram.astro", void 0);

const homeWords = words(
  {
    title: "Bashni",
    heading: "Bashni: Russian draughts with columns",
    introStart: "Bashni (also written ",
    latinNames: "Bashne, Baschni",
    introMid: "; Russian ",
    nativeName: "Башни",
    introTowers: ', "towers") is played like Russian draughts, with one change: a captured piece is not removed from the board. The capturing piece picks it up and carries it underneath, so pieces grow into ',
    introColumns: "columns",
    introEnd: ". Prisoners can be freed again, and a column always belongs to whoever's piece is on top.",
    gamesLink: (n) => enCount(n, "game", "games"),
    toReplay: " to replay · ",
    puzzlesLink: (n) => enCount(n, "puzzle", "puzzles"),
    toSolve: " to solve · ",
    checkLink: "check a record",
    ofYourOwn: " of your own (PDN).",
    firstStepHeading: "New to Bashni? Start here",
    firstStep: "Read the rules below (two minutes), then take ",
    firstLesson: "the first lesson",
    firstStepThen: ": it is played on the board, one move at a time. When the lessons are done, ",
    firstGame: "play a game against the beginner level",
    firstStepEnd: ".",
    sectionsHeading: "Everything on this site",
    learnWhat: (n) => `${enCount(n, "short lesson", "short lessons")} on the board, from the first move to columns and kings.`,
    playWhat: "a game against the engine in your browser, five levels, any start position.",
    puzzlesWhat: "positions from real games with one best line, by level and theme.",
    trainWhat: "puzzles chosen near your rating, a streak, and a puzzle of the day.",
    gamesWhat: "the collected games, replayed move by move, with comments and the engine's evaluation.",
    analysisWhat: "any position or game explored with the engine: lines, variations, a shareable link.",
    editorWhat: "set up any position, columns included, and get its FEN.",
    checkWhat: "paste or open a PDN record and see whether every move is legal.",
    readingHeading: "Reading the board",
    reading: "Each column is drawn as a stack of discs, its top piece (the commander, whose colour owns the column) as the disc on top, and under it the edge of every piece below, in that piece's colour. A gold crown marks a king on top; a gold band across the edge, with a gold tab beside the stack, marks every king lower down (a king stays a king even as a prisoner). A column of three or more carries one badge per colour, the commander's colour first, counting the pieces of that colour. Hover, focus or tap a square to read the whole column, top first: ",
    readingKings: " kings, ",
    readingMen: " men.",
    rulesHeading: "The rules",
    capStart: "The start: 12 men each on the dark squares; a1 is dark and at White's lower left. White moves first.",
    capMandatory: "Capturing is mandatory. The man on c3 jumps d4...",
    capCarries: "...and carries the black man under it: e5 is now a white column of two.",
    capTop: "Jumping a column takes only its top piece. c3:e5:g7 takes the black men from d4 and f6; the white king held prisoner on f6 is free and commands again.",
    capAfter: "After c3:e5:g7: a white column of five on g7, and the freed king on f6.",
    capKing: "A king slides and captures at a distance. It must land where it can go on capturing: after d4 only e5 continues, so b2:e5:g7.",
    rule1: "Men move one square diagonally forward. A man reaching the far row becomes a king; during a capture it goes on capturing as a king at once.",
    rule2: "Kings slide any distance along a diagonal and capture at a distance, landing on any empty square behind the column taken, unless landing on some of them allows a further capture: then it must land on one of those.",
    rule3: "Capturing is mandatory and men capture backwards too. Any capture sequence may be chosen, but once started it must be finished.",
    rule4: "Jumping a column takes its top piece only, which goes to the bottom of the capturing column. The rest of the column stays, under its new top piece, of either colour.",
    rule5: "Right after jumping a column, the capturing column may not jump it back in the opposite direction; later in the same move it may.",
    rule6: "Only the top piece of a column is promoted. A player who cannot move (or has no column left) loses.",
    rule7: "A game is drawn by agreement. Playing against the engine on this site, a game is also drawn when the same position (the same columns, the same side to move) comes up for the third time, or when both sides have made 15 moves in a row (30 turns) with no capture and no man moving, only kings sliding; the command bashni verify reports both in a record.",
    notation: "Records use PDN with square names a1–h8 (or numbers 1–32 from Black's side) and an extended FEN that writes whole columns, top first: "
  },
  {
    title: "Башни",
    heading: "Башни: русские шашки с колоннами",
    introStart: "В башни (латиницей ",
    latinNames: "Bashni, Bashne, Baschni",
    introMid: "; их ещё называют ",
    nativeName: "столбовые шашки",
    introTowers: ") играют как в русские шашки, с одним отличием: взятая шашка не снимается с доски. Бьющая шашка забирает её и несёт под собой, так что шашки вырастают в ",
    introColumns: "колонны",
    introEnd: ". Пленников можно снова освободить, а колонна всегда принадлежит тому, чья шашка стоит наверху.",
    gamesLink: (n) => ruCount(n, "партия", "партии", "партий"),
    toReplay: " для просмотра · ",
    puzzlesLink: (n) => ruCount(n, "задача", "задачи", "задач"),
    toSolve: " для решения · ",
    checkLink: "проверка",
    ofYourOwn: " ваших записей (PDN).",
    firstStepHeading: "Впервые играете в башни? Начните здесь",
    firstStep: "Прочитайте правила ниже (две минуты), затем пройдите ",
    firstLesson: "первый урок",
    firstStepThen: ": он идёт на доске, ход за ходом. Когда уроки пройдены, ",
    firstGame: "сыграйте партию с компьютером на уровне «новичок»",
    firstStepEnd: ".",
    sectionsHeading: "Всё, что есть на сайте",
    learnWhat: (n) => `${ruCount(n, "короткий урок", "коротких урока", "коротких уроков")} на доске: от первого хода до колонн и дамок.`,
    playWhat: "партия с движком прямо в браузере, пять уровней, любая начальная позиция.",
    puzzlesWhat: "позиции из настоящих партий с одним лучшим продолжением, по уровням и темам.",
    trainWhat: "задачи под ваш рейтинг, серия без ошибок и задача дня.",
    gamesWhat: "собранные партии, ход за ходом, с комментариями и оценкой движка.",
    analysisWhat: "любая позиция или партия с движком: варианты, продолжения, ссылка, которой можно поделиться.",
    editorWhat: "расстановка любой позиции, с колоннами, и её FEN.",
    checkWhat: "вставьте или откройте запись PDN и узнайте, все ли ходы в ней правильные.",
    readingHeading: "Как читать доску",
    reading: "Каждая колонна нарисована стопкой дисков: верхняя шашка (командир, чей цвет владеет колонной) — верхний диск, а под ним видны рёбра всех шашек ниже, каждое своего цвета. Золотая корона отмечает дамку наверху; золотая полоса на ребре и золотой флажок сбоку от стопки — каждую дамку ниже (дамка остаётся дамкой и в плену). На колонне из трёх и более шашек стоят значки по цвету, сначала цвет командира: сколько в колонне шашек этого цвета. Наведите указатель, фокус или коснитесь поля, чтобы прочитать всю колонну сверху вниз: ",
    readingKings: " — дамки, ",
    readingMen: " — простые шашки.",
    rulesHeading: "Правила",
    capStart: "Начальная расстановка: по 12 шашек у каждого на тёмных полях; a1 — тёмное поле в левом нижнем углу у белых. Первыми ходят белые.",
    capMandatory: "Бить обязательно. Шашка с c3 бьёт d4…",
    capCarries: "…и уносит чёрную шашку под собой: на e5 теперь белая колонна из двух шашек.",
    capTop: "При взятии колонны берётся только её верхняя шашка. c3:e5:g7 берёт чёрные шашки с d4 и f6; белая дамка, бывшая в плену на f6, освобождается и снова командует колонной.",
    capAfter: "После c3:e5:g7: белая колонна из пяти шашек на g7 и освобождённая дамка на f6.",
    capKing: "Дамка ходит и бьёт на любое расстояние. Она обязана встать на поле, откуда может продолжить взятие: после d4 продолжить можно только с e5, поэтому b2:e5:g7.",
    rule1: "Простая шашка ходит на одно поле по диагонали вперёд. Шашка, дошедшая до последнего ряда, становится дамкой; если это случилось во время взятия, она продолжает бить уже как дамка.",
    rule2: "Дамка ходит на любое число полей по диагонали и бьёт издалека, вставая на любое свободное поле за взятой колонной; но если с некоторых из них можно бить дальше, она обязана встать на одно из таких полей.",
    rule3: "Бить обязательно, и простые шашки бьют и назад. Можно выбрать любой путь взятия, но начатое взятие нужно довести до конца.",
    rule4: "При взятии колонны снимается только её верхняя шашка: она уходит под низ бьющей колонны. Остаток колонны остаётся на месте под новой верхней шашкой любого цвета.",
    rule5: "Сразу после взятия колонны бьющая колонна не может бить её обратно в противоположном направлении; позже в том же ходе — может.",
    rule6: "В дамки проходит только верхняя шашка колонны. Игрок, которому некуда ходить (или у которого не осталось колонн), проигрывает.",
    rule7: "Ничья — по соглашению. В игре с движком на этом сайте ничья наступает и тогда, когда одна и та же позиция (те же колонны, очередь того же игрока) повторилась в третий раз, или когда обе стороны сделали по 15 ходов подряд (30 ходов всего) без взятий и без ходов простыми шашками, то есть ходили только дамки; команда bashni verify сообщает о том и другом в записи партии.",
    notation: "Записи партий ведутся в PDN с названиями полей a1–h8 (или номерами 1–32 со стороны чёрных) и расширенным FEN, записывающим колонны целиком сверху вниз: "
  }
);

const $$Astro = createAstro();
const $$Home = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Home;
  const { lang } = Astro2.props;
  const w = homeWords[lang];
  const games = loadGames();
  const puzzles = loadPuzzles();
  const lessons = loadLessons();
  const nav = layoutWords[lang];
  const sections = [
    { id: "learn", name: nav.learn, url: href("/learn/", lang), what: w.learnWhat(lessons.length) },
    { id: "play", name: nav.play, url: href("/play/", lang), what: w.playWhat },
    { id: "puzzles", name: nav.puzzles, url: href("/puzzles/", lang), what: w.puzzlesWhat },
    { id: "train", name: trainWords[lang].title, url: href("/train/", lang), what: w.trainWhat },
    { id: "games", name: nav.games, url: href("/games/", lang), what: w.gamesWhat },
    { id: "analysis", name: nav.analysis, url: href("/analysis/", lang), what: w.analysisWhat },
    { id: "editor", name: nav.editor, url: href("/editor/", lang), what: w.editorWhat },
    { id: "check", name: nav.check, url: href("/check/", lang), what: w.checkWhat }
  ];
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": w.title, "current": "home" }, { "default": ($$result2) => renderTemplate` ${maybeRenderHead()}<h1>${w.heading}</h1> <p> ${w.introStart}<span lang="en" translate="no">${w.latinNames}</span>${w.introMid}<span lang="ru" translate="no">${w.nativeName}</span>${w.introTowers}<strong>${w.introColumns}</strong>${w.introEnd} </p> <p> <a${addAttribute(href("/games/", lang), "href")}>${w.gamesLink(games.length)}</a>${w.toReplay} <a${addAttribute(href("/puzzles/", lang), "href")}>${w.puzzlesLink(puzzles.length)}</a>${w.toSolve} <a${addAttribute(href("/check/", lang), "href")}>${w.checkLink}</a>${w.ofYourOwn} </p> <section class="first-step" aria-labelledby="first-step"> <h2 id="first-step">${w.firstStepHeading}</h2> <p> ${w.firstStep}<a${addAttribute(href(`/learn/${lessons[0].id}/`, lang), "href")} data-first-lesson>${w.firstLesson}</a>${w.firstStepThen}<a${addAttribute(href("/play/", lang), "href")}>${w.firstGame}</a>${w.firstStepEnd} </p> </section> <h2>${w.sectionsHeading}</h2> <ul class="site-sections"> ${sections.map((s) => renderTemplate`<li${addAttribute(s.id, "data-section")}><a${addAttribute(s.url, "href")}>${s.name}</a>: ${s.what}</li>`)} </ul> <h2>${w.readingHeading}</h2> <p> ${w.reading}<code>W</code>/<code>B</code>${w.readingKings}<code>w</code>/<code>b</code>${w.readingMen} </p> <h2>${w.rulesHeading}</h2> <div class="diagrams"> ${renderComponent($$result2, "Diagram", $$Diagram, { "fen": INITIAL_FEN, "caption": w.capStart })} ${renderComponent($$result2, "Diagram", $$Diagram, { "fen": "W:Wc3,g1:Bd4,h8", "path": ["c3", "e5"], "jumped": ["d4"], "caption": w.capMandatory })} ${renderComponent($$result2, "Diagram", $$Diagram, { "fen": "B:Wg1,e5(wb):Bh8", "path": ["c3", "e5"], "caption": w.capCarries })} ${renderComponent($$result2, "Diagram", $$Diagram, { "fen": "W:WKa1,c3(wbb):Bd4,f6(bW),h8", "path": ["c3", "e5", "g7"], "jumped": ["d4", "f6"], "caption": w.capTop })} ${renderComponent($$result2, "Diagram", $$Diagram, { "fen": "B:WKa1,Kf6,g7(wbbbb):Bh8", "path": ["c3", "e5", "g7"], "caption": w.capAfter })} ${renderComponent($$result2, "Diagram", $$Diagram, { "fen": "W:WKb2:Bd4,f6,h8", "path": ["b2", "e5", "g7"], "jumped": ["d4", "f6"], "caption": w.capKing })} </div> <ol> <li>${w.rule1}</li> <li>${w.rule2}</li> <li>${w.rule3}</li> <li>${w.rule4}</li> <li>${w.rule5}</li> <li>${w.rule6}</li> <li>${w.rule7}</li> </ol> <p class="muted"> ${w.notation}<code>W:Wa1,e3(wbb):Bb8,Kg3(Bbw)</code>.
</p> ` })}`;
}, "/work/wt/board/site/src/views/Home.astro", void 0);

export { $$Home as $ };
