// A title for every puzzle, in English and Russian: the one written in the file (English), else
// one made from its most telling theme and its goal, as lichess names puzzles by what they teach
// ("Free the tower: win 3", «Освободи башню: выиграй 3»). Never the id. A made title names
// themes, and themes give the answer away, so the site shows it only once the puzzle is solved:
// before, the neutral title (`neutralTitle`: "Puzzle 123 · white to play · win 2").
import type { PuzzleGoal } from './goal.ts';
import type { PuzzleSpec } from './file.ts';
import type { ThemeName } from './themes.ts';
import { outOfRange } from '../engine/argument-error.ts';
import { checkTitleFields } from './arguments.ts';

export type TitleLanguage = 'en' | 'ru';

/** Themes in the order they name a puzzle (the first ones it has), with their words in each language. */
const THEME_WORDS: readonly (readonly [theme: ThemeName, en: string, ru: string])[] = [
  ['free-king', 'Free your king', 'Освободи дамку'],
  ['king-capture', 'Take the king', 'Возьми дамку'],
  ['promotion-capture', 'Crown in the capture', 'Дамка во взятии'],
  ['promotion', 'Crown a king', 'Проведи в дамки'],
  ['multi-capture', 'Multiple capture', 'Многократное взятие'],
  ['double-capture', 'Double capture', 'Двойное взятие'],
  ['first-liberation', 'Free the tower at once', 'Сразу освободи башню'],
  ['take-the-tower', 'Take the tall tower', 'Возьми высокую башню'],
  ['double-sacrifice', 'Two sacrifices', 'Две жертвы'],
  ['sacrifice', 'Sacrifice', 'Жертва'],
  ['king-move', 'King to move', 'Ход дамкой'],
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

/** The length themes: they name a puzzle only when no other theme does. */
const LENGTHS: readonly string[] = ['one-move', 'short', 'long', 'very-long'];

/** "in 3 moves", «за 3 хода»: the solver's moves in the solution. */
function lengthWords(solverMoves: number, lang: TitleLanguage): string {
  if (lang === 'en') return solverMoves === 1 ? 'in 1 move' : `in ${solverMoves} moves`;
  return `за ${solverMoves} ${ruPlural(solverMoves, 'ход', 'хода', 'ходов')}`;
}

/** Russian noun form after a number: 1 колонна, 2 колонны, 5 колонн. */
function ruPlural(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  return d === 1 && !teen ? one : d >= 2 && d <= 4 && !teen ? few : many;
}

/** "9 columns against 7": the columns each side commands in the FEN, the side to move first. */
function forcesWords(fen: string, lang: TitleLanguage): string | undefined {
  const parts = fen.split(':');
  const count = (letter: string): number | undefined => {
    const part = parts.slice(1).find((p) => p[0] === letter);
    return part === undefined
      ? undefined
      : part
          .slice(1)
          .split(',')
          .filter((c) => c.trim() !== '').length;
  };
  const white = count('W');
  const black = count('B');
  if (white === undefined || black === undefined) return undefined;
  const [mine, theirs] = parts[0] === 'B' ? [black, white] : [white, black];
  return lang === 'en' ? `${mine} ${mine === 1 ? 'column' : 'columns'} against ${theirs}` : `${mine} ${ruPlural(mine, 'колонна', 'колонны', 'колонн')} против ${theirs}`;
}

/**
 * The puzzle's title in `lang`: the written `title` (English) or `title_ru` (Russian), else made
 * from what is special in it: its two most telling themes, its goal, the number of the solver's
 * moves when the solution is given (`Free your king, take the king: win 3 in 2 moves`) and, when
 * only one theme names it, the columns each side commands (`Sacrifice: win 1 in 2 moves, 9
 * columns against 7`).
 *
 * @example
 * puzzleTitle({ title: '', goal: { kind: 'material', min: 3 }, themes: ['king-capture', 'free-king'] }, 'en'); // 'Free your king, take the king: win 3'
 * puzzleTitle({ title: '', goal: { kind: 'win' }, themes: [] }, 'ru'); // 'Найди лучший ход: выиграй партию'
 */
export function puzzleTitle(spec: Pick<PuzzleSpec, 'title' | 'titleRu' | 'goal' | 'themes'> & { readonly solution?: readonly string[]; readonly fen?: string }, lang: TitleLanguage): string {
  checkTitleFields(spec, 'puzzleTitle');
  if (lang !== 'en' && lang !== 'ru') throw outOfRange('puzzleTitle', "the language is 'en' or 'ru'", lang);
  if (lang === 'en' && spec.title) return spec.title;
  if (lang === 'ru' && spec.titleRu) return spec.titleRu;
  const named = THEME_WORDS.filter(([theme]) => spec.themes.includes(theme));
  const telling = named.filter(([theme]) => !LENGTHS.includes(theme));
  const heads = (telling.length ? telling : named).slice(0, 2).map((w) => (lang === 'en' ? w[1] : w[2]));
  const head = heads.length ? heads.map((h, i) => (i === 0 ? h : h[0]!.toLowerCase() + h.slice(1))).join(', ') : lang === 'en' ? 'Find the best move' : 'Найди лучший ход';
  const length = spec.solution?.length ? ` ${lengthWords(Math.ceil(spec.solution.length / 2), lang)}` : '';
  // one theme alone says too little: the forces on the board tell such puzzles apart
  const forces = heads.length < 2 && spec.fen ? forcesWords(spec.fen, lang) : undefined;
  return `${head}: ${goalWords(spec.goal, lang)}${length}${forces ? `, ${forces}` : ''}`;
}

/**
 * The title a puzzle shows before it is solved (or its solution shown): its number in the index's
 * order, the side to move and the goal, naming no theme (a made title names the puzzle's leading
 * themes, which give the answer away); `chosen`, the names of the themes the reader chose (a
 * filtered index, the trainer's themes), are said after the number.
 *
 * @example
 * neutralTitle(123, 'white', { kind: 'material', min: 2 }, 'en'); // 'Puzzle 123 · white to play · win 2'
 * neutralTitle(7, 'black', { kind: 'win' }, 'ru', ['жертва']); // 'Задача 7 · жертва · ход чёрных · выиграй партию'
 */
export function neutralTitle(number: number, turn: 'white' | 'black', goal: PuzzleGoal, lang: TitleLanguage, chosen: readonly string[] = []): string {
  const head = lang === 'en' ? `Puzzle ${number}` : `Задача ${number}`;
  const side = lang === 'en' ? `${turn} to play` : `ход ${turn === 'white' ? 'белых' : 'чёрных'}`;
  return [head, ...(chosen.length ? [chosen.join(', ')] : []), side, goalWords(goal, lang)].join(' · ');
}

/** A neutral title (`neutralTitle` without themes) with the names of the themes the reader chose put after its number. */
export function withChosenThemes(neutral: string, chosen: readonly string[]): string {
  const at = neutral.indexOf(' · ');
  return chosen.length && at > 0 ? `${neutral.slice(0, at)} · ${chosen.join(', ')}${neutral.slice(at)}` : neutral;
}
