// The board's words: the colour-scheme toggle, the keyboard hint, the squares' accessible names
// and what the live region says as a column is chosen, a move is played or a game is stepped.
// Square names stay Latin (a1-h8) in both languages.
import { words } from './words.ts';

type Piece = 'w' | 'b' | 'W' | 'B';

const EN_PIECES: Record<Piece, [string, string]> = {
  w: ['white man', 'white men'],
  b: ['black man', 'black men'],
  W: ['white king', 'white kings'],
  B: ['black king', 'black kings'],
};

// one, few (2-4), many: Russian counts take three forms
const RU_PIECES: Record<Piece, [string, string, string]> = {
  w: ['белая шашка', 'белые шашки', 'белых шашек'],
  b: ['чёрная шашка', 'чёрные шашки', 'чёрных шашек'],
  W: ['белая дамка', 'белые дамки', 'белых дамок'],
  B: ['чёрная дамка', 'чёрные дамки', 'чёрных дамок'],
};

function ruForm(count: number): 1 | 2 {
  const ten = count % 10;
  const hundred = count % 100;
  return ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 1 : 2;
}

/** Runs of equal pieces, top first: `Wbb` -> [['W', 1], ['b', 2]]. */
function runs(column: string): [Piece, number][] {
  return (column.match(/(.)\1*/g) ?? []).map((run) => [run.charAt(0) as Piece, run.length]);
}

function enColumn(column: string): string {
  return runs(column)
    .map(([p, count]) => (count === 1 ? EN_PIECES[p][0] : `${count} ${EN_PIECES[p][1]}`))
    .join(' over ');
}

function ruColumn(column: string): string {
  const parts = runs(column).map(([p, count]) => (count === 1 ? RU_PIECES[p][0] : `${count} ${RU_PIECES[p][ruForm(count)]}`));
  return parts.length > 1 ? `сверху вниз: ${parts.join(', ')}` : (parts[0] ?? '');
}

const list = (items: readonly string[], none: string) => (items.length ? items.join(', ') : none);

export const boardWords = words(
  {
    darkMode: 'Dark mode',
    column: (column: string) => enColumn(column),
    piece: (piece: string) => EN_PIECES[piece as Piece]?.[0] ?? piece,
    square: (name: string, column: string | undefined, selected: boolean, target: boolean) =>
      `${name}: ${column ? enColumn(column) : 'empty'}${selected ? ', selected' : ''}${target ? ', legal target' : ''}`,
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
    darkMode: 'Тёмная тема',
    column: (column) => ruColumn(column),
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
