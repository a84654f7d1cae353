// The words of every board: its accessible names, the column read-out under it (what a square
// holds, top first), the square labels the SVG carries (render/board-svg.ts `words`), the
// colour-scheme toggle, the keyboard hint, and what the live region says as a column is chosen, a
// move is played or a game is stepped. Square names stay Latin (a1-h8) in both languages.
import type { ColumnText } from '../../../engine/types.ts';
import { describeColumn } from '../../../render/board-svg.ts';
import { ruCount, words } from './words.ts';

type Piece = 'w' | 'b' | 'W' | 'B';

const EN_PIECES: Record<Piece, string> = { w: 'white man', b: 'black man', W: 'white king', B: 'black king' };

/** Russian names of each piece letter: one, few (2–4), many (5+). */
const RU_PIECES: Record<Piece, [string, string, string]> = {
  w: ['белая шашка', 'белые шашки', 'белых шашек'],
  b: ['чёрная шашка', 'чёрные шашки', 'чёрных шашек'],
  W: ['белая дамка', 'белые дамки', 'белых дамок'],
  B: ['чёрная дамка', 'чёрные дамки', 'чёрных дамок'],
};

/** A column in Russian, top first: `Wbb` -> `белая дамка, ниже 2 чёрные шашки`. */
function ruColumn(column: ColumnText): string {
  const runs: string[] = [];
  for (const run of column.match(/(.)\1*/g) ?? []) {
    const names = RU_PIECES[run.charAt(0) as Piece] ?? [run.charAt(0), run.charAt(0), run.charAt(0)];
    // eslint-disable-next-line no-restricted-syntax -- `names` is a tuple of the three Russian forms
    runs.push(run.length === 1 ? names[0] : ruCount(run.length, ...names));
  }
  return runs.join(', ниже ');
}

const list = (items: readonly string[], none: string) => (items.length ? items.join(', ') : none);

export const boardWords = words(
  {
    board: 'Board',
    startPosition: 'Board, start position',
    after: (move: string) => `Board after ${move}`,
    puzzleBoard: (side: 'white' | 'black') => `Puzzle board, ${side === 'white' ? 'White' : 'Black'} to move`,
    moveBoard: (side: 'white' | 'black') => `Board, ${side === 'white' ? 'White' : 'Black'} to move`,
    prompt: 'Hover, focus or tap a column to see it whole.',
    column: (column: ColumnText) => describeColumn(column),
    empty: 'empty',
    summary: (name: string, column: ColumnText | null | undefined) =>
      column ? `${name}: ${describeColumn(column)} — top first: ${column.split('').join(' ')} (height ${column.length})` : `${name}: empty`,
    /** The header's scheme toggle says what it will do. */
    toDark: 'Switch to dark',
    toLight: 'Switch to light',
    piece: (piece: string) => EN_PIECES[piece as Piece] ?? piece,
    square: (name: string, column: string | undefined, selected: boolean, target: boolean) =>
      `${name}: ${column ? describeColumn(column) : 'empty'}${selected ? ', selected' : ''}${target ? ', legal target' : ''}`,
    keysHint:
      'Keyboard: Tab to the board, then the arrows move along the diagonals (↑ up-right, → down-right, ↓ down-left, ← up-left); Enter or Space picks a column and then its square; Escape cancels.',
    movesHint: 'Move list: Tab to it, then the arrow keys step through the moves.',
    selected: (name: string, column: string, targets: readonly string[]) => `${name} selected, ${column}. It can go to ${list(targets, 'no square')}.`,
    landing: (name: string, targets: readonly string[]) => `Landed on ${name}; next landing square: ${list(targets, 'none')}.`,
    cancelled: 'Selection cancelled.',
    played: (move: string, taken: readonly string[]) => `You played ${move}${taken.length ? `, taking ${taken.join(', ')}` : ''}.`,
    reply: (move: string, taken: readonly string[]) => `Reply: ${move}${taken.length ? `, taking ${taken.join(', ')}` : ''}.`,
    takenOn: (piece: string, square: string) => `${piece} on ${square}`,
    start: (total: number) => `Start position, ${total} plies in the game.`,
    ply: (ply: number, total: number, move: string, taken: readonly string[]) => `Ply ${ply} of ${total}: ${move}${taken.length ? `, taking ${taken.join(', ')}` : ''}.`,
    variation: (ply: number, move: string) => `Variation, ply ${ply}: ${move}.`,
  },
  {
    board: 'Доска',
    startPosition: 'Доска, начальная позиция',
    after: (move) => `Доска после ${move}`,
    puzzleBoard: (side) => `Доска задачи, ход ${side === 'white' ? 'белых' : 'чёрных'}`,
    moveBoard: (side) => `Доска, ход ${side === 'white' ? 'белых' : 'чёрных'}`,
    prompt: 'Наведите указатель, фокус или коснитесь колонны, чтобы увидеть её целиком.',
    column: ruColumn,
    empty: 'пусто',
    summary: (name, column) => (column ? `${name}: ${ruColumn(column)} — сверху вниз: ${column.split('').join(' ')} (высота ${column.length})` : `${name}: пусто`),
    toDark: 'Тёмная тема',
    toLight: 'Светлая тема',
    piece: (piece) => RU_PIECES[piece as Piece]?.[0] ?? piece,
    square: (name, column, selected, target) => `${name}: ${column ? ruColumn(column) : 'пусто'}${selected ? ', выбрано' : ''}${target ? ', можно пойти' : ''}`,
    keysHint:
      'Клавиатура: клавишей Tab перейдите на доску, стрелки ведут по диагоналям (↑ вверх-вправо, → вниз-вправо, ↓ вниз-влево, ← вверх-влево); Enter или пробел выбирают шашку, затем поле хода; Escape отменяет выбор.',
    movesHint: 'Список ходов: перейдите на него клавишей Tab, стрелки листают ходы.',
    selected: (name, column, targets) => `Выбрано поле ${name}: ${column}. Ходы на ${list(targets, 'никуда')}.`,
    landing: (name, targets) => `Взятие через ${name}; следующее поле: ${list(targets, 'нет')}.`,
    cancelled: 'Выбор отменён.',
    played: (move, taken) => `Ваш ход ${move}${taken.length ? `, взято: ${taken.join(', ')}` : ''}.`,
    reply: (move, taken) => `Ответ: ${move}${taken.length ? `, взято: ${taken.join(', ')}` : ''}.`,
    takenOn: (piece, square) => `${piece} на ${square}`,
    start: (total) => `Начальная позиция, в партии полуходов: ${total}.`,
    ply: (ply, total, move, taken) => `Полуход ${ply} из ${total}: ${move}${taken.length ? `, взято: ${taken.join(', ')}` : ''}.`,
    variation: (ply, move) => `Вариант, полуход ${ply}: ${move}.`,
  },
);
