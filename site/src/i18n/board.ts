// The words of every board: its accessible names, the column read-out under it (what a square
// holds, top first) and the square labels the SVG carries (render/board-svg.ts `words`).
import type { ColumnText } from '../../../engine/types.ts';
import { describeColumn } from '../../../render/board-svg.ts';
import { ruCount, words } from './words.ts';

/** Russian names of each piece letter: one, few (2–4), many (5+). */
const RU_PIECES: Record<string, [string, string, string]> = {
  w: ['белая шашка', 'белые шашки', 'белых шашек'],
  b: ['чёрная шашка', 'чёрные шашки', 'чёрных шашек'],
  W: ['белая дамка', 'белые дамки', 'белых дамок'],
  B: ['чёрная дамка', 'чёрные дамки', 'чёрных дамок'],
};

/** A column in Russian, top first: `Wbb` -> `белая дамка, ниже 2 чёрные шашки`. */
function ruColumn(column: ColumnText): string {
  const runs: string[] = [];
  for (const run of column.match(/(.)\1*/g) ?? []) {
    const names = RU_PIECES[run.charAt(0)] ?? [run.charAt(0), run.charAt(0), run.charAt(0)];
    runs.push(run.length === 1 ? names[0] : ruCount(run.length, ...names));
  }
  return runs.join(', ниже ');
}

export const boardWords = words(
  {
    board: 'Board',
    startPosition: 'Board, start position',
    after: (move: string) => `Board after ${move}`,
    puzzleBoard: (side: 'white' | 'black') => `Puzzle board, ${side === 'white' ? 'White' : 'Black'} to move`,
    prompt: 'Hover, focus or tap a column to see it whole.',
    column: (column: ColumnText) => describeColumn(column),
    empty: 'empty',
    summary: (name: string, column: ColumnText | null | undefined) =>
      column ? `${name}: ${describeColumn(column)} — top first: ${column.split('').join(' ')} (height ${column.length})` : `${name}: empty`,
  },
  {
    board: 'Доска',
    startPosition: 'Доска, начальная позиция',
    after: (move) => `Доска после ${move}`,
    puzzleBoard: (side) => `Доска задачи, ход ${side === 'white' ? 'белых' : 'чёрных'}`,
    prompt: 'Наведите указатель, фокус или коснитесь колонны, чтобы увидеть её целиком.',
    column: ruColumn,
    empty: 'пусто',
    summary: (name, column) => (column ? `${name}: ${ruColumn(column)} — сверху вниз: ${column.split('').join(' ')} (высота ${column.length})` : `${name}: пусто`),
  },
);
