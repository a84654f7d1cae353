// A title for every puzzle, in English and Russian: the one written in the file (English), else
// one made from its most telling theme and its goal, as lichess names puzzles by what they teach
// ("Free the tower: win 3", «Освободи башню: выиграй 3»). Never the id.
import type { PuzzleGoal } from './goal.ts';
import type { PuzzleSpec } from './file.ts';
import type { ThemeName } from './themes.ts';

export type TitleLanguage = 'en' | 'ru';

/** Themes in the order they name a puzzle (the first one it has), with their words in each language. */
const THEME_WORDS: readonly (readonly [theme: ThemeName, en: string, ru: string])[] = [
  ['liberation', 'Free the tower', 'Освободи башню'],
  ['promotion', 'Crown a king', 'Проведи в дамки'],
  ['sacrifice', 'Sacrifice', 'Жертва'],
  ['multi-capture', 'Multiple capture', 'Многократное взятие'],
  ['split-column', 'Split the tower', 'Раздели башню'],
  ['king', 'King play', 'Игра дамкой'],
  ['tall-column', 'Tall tower', 'Высокая башня'],
  ['endgame', 'Endgame', 'Эндшпиль'],
  ['capture-path', 'Choose the capture path', 'Выбери путь взятия'],
  ['blockade', 'Block them in', 'Запри соперника'],
  // the line's length names a puzzle only when nothing above does
  ['one-move', 'One move', 'Один ход'],
  ['short', 'Short combination', 'Короткая комбинация'],
  ['long', 'Long combination', 'Длинная комбинация'],
  ['very-long', 'Very long combination', 'Очень длинная комбинация'],
];

/** Every theme a made title can name. */
export const TITLED_THEMES: readonly string[] = THEME_WORDS.map(([theme]) => theme);

function goalWords(goal: PuzzleGoal, lang: TitleLanguage): string {
  if (goal.kind === 'win') return lang === 'en' ? 'win the game' : 'выиграй партию';
  if (goal.kind === 'capture-path' && goal.min === 0) return lang === 'en' ? 'lose nothing' : 'без потерь';
  return lang === 'en' ? `win ${goal.min}` : `выиграй ${goal.min}`;
}

/**
 * The puzzle's title in `lang`: the written `title` (English) or `title_ru` (Russian), else `Theme: goal`.
 *
 * @example
 * puzzleTitle({ title: '', goal: { kind: 'material', min: 3 }, themes: ['tall-column', 'liberation'] }, 'en'); // 'Free the tower: win 3'
 * puzzleTitle({ title: '', goal: { kind: 'win' }, themes: [] }, 'ru'); // 'Найди лучший ход: выиграй партию'
 */
export function puzzleTitle(spec: Pick<PuzzleSpec, 'title' | 'titleRu' | 'goal' | 'themes'>, lang: TitleLanguage): string {
  if (lang === 'en' && spec.title) return spec.title;
  if (lang === 'ru' && spec.titleRu) return spec.titleRu;
  const words = THEME_WORDS.find(([theme]) => spec.themes.includes(theme));
  const head = words ? (lang === 'en' ? words[1] : words[2]) : lang === 'en' ? 'Find the best move' : 'Найди лучший ход';
  return `${head}: ${goalWords(spec.goal, lang)}`;
}
