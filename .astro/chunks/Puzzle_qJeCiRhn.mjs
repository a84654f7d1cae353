import { c as createComponent, r as renderComponent, e as renderScript, a as renderTemplate, b as createAstro, m as maybeRenderHead, d as addAttribute, F as Fragment, u as unescapeHTML } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import { $ as $$Base, b as boardWords } from './Base_DMatqLW7.mjs';
import { $ as $$MoveBoard } from './MoveBoard_DPObuIEe.mjs';
import { p as parseFen } from './fen_DMqK5RZO.mjs';
import { j as jsonForScript } from './replay-html_CTTZeEJW.mjs';
import { h as href } from './app-manifest_B8iSZuP3.mjs';
import { m as makePositionLink } from './position-link_C8mnjlDt.mjs';
import { m as mistakeLine, c as playedLine, t as themeName, d as ratingLine, s as slowerWords, g as goalExplanation } from './collections_ZlePGLfY.mjs';
import { p as puzzlePageWords, a as puzzleWords } from './puzzles_m57vWNY8.mjs';

var __freeze = Object.freeze;
var __defProp = Object.defineProperty;
var __template = (cooked, raw) => __freeze(__defProp(cooked, "raw", { value: __freeze(cooked.slice()) }));
var _a, _b;
const $$Astro = createAstro();
const $$Puzzle = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$Puzzle;
  const { puzzle, lang } = Astro2.props;
  const puzzleSays = { ...puzzleWords[lang], ...puzzlePageWords[lang] };
  const boardSays = boardWords[lang];
  const data = {
    id: puzzle.id,
    fen: puzzle.fen,
    variant: puzzle.variant,
    goal: puzzle.goal[lang],
    goalKind: puzzle.goalSpec.kind,
    solution: puzzle.solution,
    slower: puzzle.slower
  };
  const next = puzzle.next ? href(`/puzzles/${puzzle.next}/`, lang) : void 0;
  const story = mistakeLine(puzzle.turn, puzzle.played, puzzle.mistake, lang);
  const playedInGame = playedLine(puzzle.turn, puzzle.played, puzzle.mistake, puzzle.playedTheSolution, lang);
  const fastestFrom = (ply) => Math.ceil((puzzle.solution.length - ply) / 2);
  const start = parseFen(puzzle.fen, puzzle.variant);
  if (!start.ok) throw new Error(`${puzzle.id}: ${start.error.message}`);
  const at = puzzle.sourceAt;
  return renderTemplate`${renderComponent($$result, "Base", $$Base, { "title": puzzle.neutral[lang], "description": puzzleSays.description(puzzle.goal[lang]), "current": "puzzles" }, { "default": ($$result2) => renderTemplate`${maybeRenderHead()}<h1 class="puzzle-title" data-puzzle-title${addAttribute(puzzle.title[lang], "data-made")}>${puzzle.neutral[lang]}</h1> <noscript> <p class="noscript-note" data-noscript>${puzzleSays.noscript}</p> </noscript> ${renderComponent($$result2, "bashni-puzzle", "bashni-puzzle", { "class": "puzzle", "data-puzzle-state": "playing", "data-puzzle-id": puzzle.id, "data-puzzle-rating": puzzle.rating }, { "default": () => renderTemplate(_b || (_b = __template([' <script type="application/json" class="puzzle-data">', "<\/script> ", ' <div>  <p class="puzzle-msg" data-msg aria-live="polite">', "</p> ", ' <div class="controls"> <button type="button" data-act="hint">', '</button> <button type="button" data-act="solution">', '</button> <button type="button" data-act="restart">', '</button> <button type="button" data-act="flip">', "</button> ", ' </div> <ol class="puzzle-line" data-line', '></ol> <p class="goal-unit muted" data-goal-unit>', '</p> <p><a class="btn" data-analyse', ">", '</a></p> <p class="muted">', '</p> <details class="solution-text" data-solution-text> <summary>', '</summary> <ol class="solution-moves">', "</ol> ", " ", ' </details> <dl class="facts"> <dt>', "</dt><dd data-rating>", "</dd> ", " <dt>", "</dt> <dd data-source> ", " </dd> <dt>", '</dt><dd translate="no">', "</dd> </dl> </div> "])), unescapeHTML(jsonForScript(data)), renderComponent($$result2, "MoveBoard", $$MoveBoard, { "lang": lang, "hook": "puzzle-board", "position": start.value, "orientation": puzzle.turn, "label": boardSays.puzzleBoard(puzzle.turn) }), puzzle.goal[lang], story && renderTemplate`<p class="puzzle-story" data-story>${story}</p>`, puzzleSays.hint, puzzleSays.showSolution, puzzleSays.restart, puzzleSays.flip, next ? renderTemplate`<a class="btn" data-next${addAttribute(next, "href")}>${puzzleSays.nextPuzzle}</a>` : renderTemplate`<a class="btn" data-next${addAttribute(href("/puzzles/", lang), "href")}>${puzzleSays.allPuzzles}</a>`, addAttribute(puzzleSays.movesPlayed, "aria-label"), goalExplanation(puzzle.goalSpec, lang), addAttribute(makePositionLink(href("/analysis/", lang), { fen: puzzle.fen, variant: puzzle.variant }), "href"), puzzleSays.analyse, puzzleSays.howToPlay, puzzleSays.solution, puzzle.solution.map((m) => renderTemplate`<li>${m}</li>`), puzzle.slower.length > 0 && renderTemplate`${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate` <p>${puzzleSays.alsoAccepted}</p> <ul class="slower-moves">${puzzle.slower.map((x) => renderTemplate`<li>${puzzleSays.yourMove(x.ply / 2 + 1, x.move, slowerWords(x.moves, fastestFrom(x.ply), lang))}</li>`)}</ul> ` })}`, playedInGame && renderTemplate`<p data-played>${playedInGame}</p>`, puzzleSays.difficulty, ratingLine(puzzle.rating, puzzle.difficulty, lang), puzzle.themes.length > 0 && renderTemplate`${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate(_a || (_a = __template([" <dt>", "</dt> <dd data-themes hidden>", '</dd> <dd data-themes-hidden class="muted">', '</dd> <script type="application/json" class="puzzle-themes">', "<\/script> "])), puzzleSays.themes, puzzle.themes.map((t) => themeName(t, lang)).join(", "), puzzleSays.themesHidden, unescapeHTML(jsonForScript(Object.fromEntries(puzzle.themes.map((t) => [t, themeName(t, lang)]))))) })}`, puzzleSays.source, at ? puzzle.sourceHref ? renderTemplate`<a${addAttribute(href(puzzle.sourceHref, lang), "href")}><span translate="no">${at.file}</span>${puzzleSays.sourceAt(at.game, at.ply)}</a>` : renderTemplate`${renderComponent($$result2, "Fragment", Fragment, {}, { "default": ($$result3) => renderTemplate`<span translate="no">${at.file}</span>${puzzleSays.sourceAt(at.game, at.ply)}` })}` : puzzleSays.composed, puzzleSays.variant, puzzle.variant) })} ` })} ${renderScript($$result, "/work/wt/board/site/src/views/Puzzle.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt/board/site/src/views/Puzzle.astro", void 0);

export { $$Puzzle as $ };
