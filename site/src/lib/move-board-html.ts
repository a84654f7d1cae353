// The move board's markup, written once: the server writes it (components/MoveBoard.astro) and the
// client keeps it (client/board/move-board.ts adopts those elements and redraws only the SVG in
// them). The SVG is drawn with the same options on both sides (moveBoardSvg), so the client's
// first drawing of the position the server drew is the same markup: nothing moves when the script
// starts (issue 42, point 4). The parts' markup is the server's alone: the client never writes
// it, which keeps it out of the pages' first-load JavaScript.
import type { ColumnText, Move, Square } from '../../../engine/types.ts';
import { renderBoardSvg } from '../../../render/board-svg.ts';
import { esc } from './html.ts';
import type { boardWords } from '../i18n/board.ts';
import type { Lang } from '../i18n/lang.ts';

/** The board's words in one language (i18n/board.ts). */
export type BoardSaid = (typeof boardWords)[Lang];

/** What the board shows: the columns and every mark the player sees. */
export interface BoardDrawing {
  readonly columns: readonly (readonly [Square, ColumnText])[];
  /** Files and ranks: 8, or 7 for Lasca. */
  readonly size: 7 | 8;
  readonly flipped: boolean;
  /** The side to move may be moved: every square takes the focus (else the occupied ones only). */
  readonly interactive: boolean;
  /** The board's one tab stop. */
  readonly cursor?: Square;
  readonly lastMove?: Move;
  /** The chosen column's squares and where it can go. */
  readonly selected?: readonly Square[];
  readonly targets?: readonly Square[];
  /** The board's accessible name. */
  readonly label: string;
}

/** The board's SVG (render/board-svg.ts, styled) as the move board draws it on the server and in the browser. */
export function moveBoardSvg(d: BoardDrawing, said: BoardSaid): string {
  return renderBoardSvg(d.columns, {
    styled: true,
    cursor: d.cursor,
    focusable: d.interactive ? 'all' : 'occupied',
    flipped: d.flipped,
    boardSize: d.size,
    squareLabel: (name, column, m) => said.square(name, column, m.selected, m.target),
    lastMove: d.lastMove ? [d.lastMove.from, ...d.lastMove.path] : undefined,
    highlight: {
      targets: d.targets,
      selected: d.selected?.length ? d.selected : undefined,
      jumped: d.lastMove?.jumped.length ? d.lastMove.jumped : undefined,
    },
    label: d.label,
    words: said,
  });
}

/**
 * What the board's root (`.move-board`) holds: the board (`svg`, empty until drawn), the column
 * read-out, the keys' hint and the live region (data-board, data-info, data-keys-hint,
 * data-announce: the hooks the client finds them by). `standIn`: the board is a picture until
 * the client's first drawing (hidden from screen readers: the storm's empty board before a run).
 */
export function moveBoardParts(said: BoardSaid, svg = '', standIn = false): string {
  return (
    `<div class="board" data-board${standIn ? ' aria-hidden="true"' : ''}>${svg}</div>` +
    `<p class="column-info" data-info>${esc(said.prompt)}</p>` +
    `<p class="board-keys" data-keys-hint>${esc(said.keysHint)}</p>` +
    '<p class="sr-only" aria-live="polite" data-announce></p>'
  );
}
