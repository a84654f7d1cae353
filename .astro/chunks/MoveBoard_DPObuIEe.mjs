import { c as createComponent, m as maybeRenderHead, d as addAttribute, s as spreadAttributes, u as unescapeHTML, a as renderTemplate, b as createAstro } from './astro/server_CmHo_hK6.mjs';
import { h as boardSize } from './lang_CTn7LBoU.mjs';
import { r as renderBoardSvg, b as boardWords } from './Base_DMatqLW7.mjs';
import { e as esc } from './html_D7lOoZTI.mjs';
import 'clsx';

function selectableSquares(pos) {
  return [...new Set(pos.legalMoves().map((m) => m.from))];
}

function moveBoardSvg(d, said) {
  return renderBoardSvg(d.columns, {
    styled: true,
    cursor: d.cursor,
    focusable: d.interactive ? "all" : "occupied",
    flipped: d.flipped,
    boardSize: d.size,
    squareLabel: (name, column, m) => said.square(name, column, m.selected, m.target),
    lastMove: d.lastMove ? [d.lastMove.from, ...d.lastMove.path] : void 0,
    highlight: {
      targets: d.targets,
      selected: d.selected?.length ? d.selected : void 0,
      jumped: d.lastMove?.jumped.length ? d.lastMove.jumped : void 0
    },
    label: d.label,
    words: said
  });
}
function moveBoardParts(said, svg = "", standIn = false) {
  return `<div class="board" data-board${standIn ? ' aria-hidden="true"' : ""}>${svg}</div><p class="column-info" data-info>${esc(said.prompt)}</p><p class="board-keys" data-keys-hint>${esc(said.keysHint)}</p><p class="sr-only" aria-live="polite" data-announce></p>`;
}

const $$Astro = createAstro();
const $$MoveBoard = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$MoveBoard;
  const { lang, hook, position, orientation = "white", label, class: more } = Astro2.props;
  const said = boardWords[lang];
  const svg = moveBoardSvg(
    position ? {
      columns: position.columns(),
      size: boardSize(position.variant),
      flipped: orientation === "black",
      interactive: true,
      // where the client puts the tab stop in a new position: the first column that can move
      cursor: selectableSquares(position)[0] ?? position.columns()[0]?.[0] ?? 0,
      label
    } : { columns: [], size: 8, flipped: orientation === "black", interactive: false, label },
    said
  );
  const hookAttr = { [`data-${hook}`]: "" };
  return renderTemplate`${maybeRenderHead()}<div${addAttribute(more ? `move-board ${more}` : "move-board", "class")}${spreadAttributes(hookAttr)}>${unescapeHTML(moveBoardParts(said, svg, !position))}</div>`;
}, "/work/wt/board/site/src/components/MoveBoard.astro", void 0);

export { $$MoveBoard as $ };
