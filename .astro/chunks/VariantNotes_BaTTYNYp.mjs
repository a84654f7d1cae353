import { c as createComponent, m as maybeRenderHead, d as addAttribute, a as renderTemplate, b as createAstro } from './astro/server_CmHo_hK6.mjs';
import 'piccolore';
import 'clsx';
import { V as VARIANTS } from './lang_CTn7LBoU.mjs';
import { w as words } from './words_CnMefpWw.mjs';

const EN_NAMES = {
  bashni: "Bashni",
  "bashni-forward": "Bashni, men capture forward only",
  "bashni-turkish": "Bashni, Turkish strike",
  russian: "Russian draughts",
  lasca: "Lasca (7×7)"
};
const RU_NAMES = {
  bashni: "Башни",
  "bashni-forward": "Башни, простые бьют только вперёд",
  "bashni-turkish": "Башни, турецкий удар",
  russian: "Русские шашки",
  lasca: "Ласка (7×7)"
};
const EN_WHAT = {
  bashni: "the rules on the home page: men capture backwards too, and a column may be jumped again later in the same capture.",
  "bashni-forward": "as Bashni, but men capture forward only (kings in every direction), as Ludii's rules have it.",
  "bashni-turkish": "as Bashni, but a square jumped stays blocked until the capture ends, so nothing is jumped twice (the Turkish strike of Russian draughts), as some programs play it.",
  russian: "no columns: a captured piece leaves the board when the capture ends.",
  lasca: "Lasker's game on a 7×7 board, 11 pieces each: columns as in Bashni, men move and capture forward only, kings one square at a time."
};
const RU_WHAT = {
  bashni: "правила с главной страницы: простые шашки бьют и назад, и колонну можно снова бить позже в том же взятии.",
  "bashni-forward": "как башни, но простые шашки бьют только вперёд (дамки — в любую сторону), как в правилах Ludii.",
  "bashni-turkish": "как башни, но побитое поле остаётся занятым до конца взятия, так что дважды ничего не бьётся (турецкий удар русских шашек), как играют некоторые программы.",
  russian: "без колонн: взятая шашка снимается с доски, когда взятие закончено.",
  lasca: "игра Ласкера на доске 7×7, по 11 шашек: колонны как в башнях, простые ходят и бьют только вперёд, дамки — на одно поле."
};
const variantWords = words(
  {
    // a variant's name may come from an address or a file: only the table's own entries are names
    name: (v) => Object.hasOwn(EN_NAMES, v) ? EN_NAMES[v] : v,
    what: (v) => Object.hasOwn(EN_WHAT, v) ? EN_WHAT[v] : "",
    notesSummary: "What the variants are"
  },
  {
    name: (v) => Object.hasOwn(RU_NAMES, v) ? RU_NAMES[v] : v,
    what: (v) => Object.hasOwn(RU_WHAT, v) ? RU_WHAT[v] : "",
    notesSummary: "Чем различаются варианты"
  }
);

const $$Astro = createAstro();
const $$VariantNotes = createComponent(($$result, $$props, $$slots) => {
  const Astro2 = $$result.createAstro($$Astro, $$props, $$slots);
  Astro2.self = $$VariantNotes;
  const w = variantWords[Astro2.props.lang];
  return renderTemplate`${maybeRenderHead()}<details class="variant-notes" data-variant-notes> <summary>${w.notesSummary}</summary> <ul> ${VARIANTS.map((v) => renderTemplate`<li${addAttribute(v, "data-variant")}><strong>${w.name(v)}</strong>: ${w.what(v)}</li>`)} </ul> </details>`;
}, "/work/wt/board/site/src/components/VariantNotes.astro", void 0);

export { $$VariantNotes as $, variantWords as v };
