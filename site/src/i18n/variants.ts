// The variants' names, one per variant in each language, and a sentence saying what each is
// (docs/rules.md "Variants"). Every page that names or chooses a variant takes them from here.
import type { VariantName } from '../../../engine/types.ts';
import { words } from './words.ts';

const EN_NAMES: Record<VariantName, string> = {
  bashni: 'Bashni',
  'bashni-forward': 'Bashni, men capture forward only',
  'bashni-turkish': 'Bashni, Turkish strike',
  russian: 'Russian draughts',
  lasca: 'Lasca (7×7)',
};
const RU_NAMES: Record<VariantName, string> = {
  bashni: 'Башни',
  'bashni-forward': 'Башни, простые бьют только вперёд',
  'bashni-turkish': 'Башни, турецкий удар',
  russian: 'Русские шашки',
  lasca: 'Ласка (7×7)',
};
const EN_WHAT: Record<VariantName, string> = {
  bashni: 'the rules on the home page: men capture backwards too, and a column may be jumped again later in the same capture.',
  'bashni-forward': "as Bashni, but men capture forward only (kings in every direction), as Ludii's rules have it.",
  'bashni-turkish': 'as Bashni, but a square jumped stays blocked until the capture ends, so nothing is jumped twice (the Turkish strike of Russian draughts), as some programs play it.',
  russian: 'no columns: a captured piece leaves the board when the capture ends.',
  lasca: "Lasker's game on a 7×7 board, 11 pieces each: columns as in Bashni, men move and capture forward only, kings one square at a time.",
};
const RU_WHAT: Record<VariantName, string> = {
  bashni: 'правила с главной страницы: простые шашки бьют и назад, и колонну можно снова бить позже в том же взятии.',
  'bashni-forward': 'как башни, но простые шашки бьют только вперёд (дамки — в любую сторону), как в правилах Ludii.',
  'bashni-turkish': 'как башни, но побитое поле остаётся занятым до конца взятия, так что дважды ничего не бьётся (турецкий удар русских шашек), как играют некоторые программы.',
  russian: 'без колонн: взятая шашка снимается с доски, когда взятие закончено.',
  lasca: 'игра Ласкера на доске 7×7, по 11 шашек: колонны как в башнях, простые ходят и бьют только вперёд, дамки — на одно поле.',
};

export const variantWords = words(
  {
    // a variant's name may come from an address or a file: only the table's own entries are names
    name: (v: VariantName) => (Object.hasOwn(EN_NAMES, v) ? EN_NAMES[v] : v),
    what: (v: VariantName) => (Object.hasOwn(EN_WHAT, v) ? EN_WHAT[v] : ''),
    notesSummary: 'What the variants are',
  },
  {
    name: (v) => (Object.hasOwn(RU_NAMES, v) ? RU_NAMES[v] : v),
    what: (v) => (Object.hasOwn(RU_WHAT, v) ? RU_WHAT[v] : ''),
    notesSummary: 'Чем различаются варианты',
  },
);
