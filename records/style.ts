// How a record writes its moves: numeric or algebraic squares, short or full captures, the capture
// separator, judged from the written moves (what `convert` keeps unless told otherwise).
import { checkRecord } from '../grammar/record.ts';
import type { CaptureStyle, Separator, SquareStyle } from '../engine/index.ts';
import type { GameRecord } from '../grammar/record.ts';
import { walkMoves } from '../grammar/record.ts';

// the notation vocabulary is the engine's, declared once there
export type { CaptureStyle, Separator, SquareStyle } from '../engine/index.ts';

/** How move texts are written: squares, capture form and capture separator. */
export interface NotationStyle {
  readonly squares: SquareStyle;
  readonly captures: CaptureStyle;
  readonly separator: Separator;
}

const NUMERIC_MOVE = /^\s*\d/;

/**
 * The notation a record is written in, judged from its written moves: numeric or algebraic squares
 * (first move that says), the capture separator of the first capture that has one (default `:` for
 * algebraic, `x` for numeric), and the full capture form if some capture lists more than its two
 * ends, else the short form.
 */
export function detectStyle(game: GameRecord): NotationStyle {
  checkRecord(game, 'detectStyle');
  return styleOf(game);
}

/** detectStyle of a record already checked (replayGame's). */
export function styleOf(game: GameRecord): NotationStyle {
  let squares: SquareStyle | undefined;
  let separator: Separator | undefined;
  let full = false;
  walkMoves(game.moves, (node) => {
    if (node.unknown) return;
    const text = node.text;
    if (squares === undefined && /[0-9a-hA-H]/.test(text)) squares = NUMERIC_MOVE.test(text) ? 'numeric' : 'algebraic';
    if (separator === undefined) {
      if (/x/i.test(text)) separator = 'x';
      else if (text.includes(':')) separator = ':';
    }
    if (!full && (text.match(/[x:]/gi)?.length ?? 0) >= 2) full = true;
  });
  const sq = squares ?? 'algebraic';
  return { squares: sq, captures: full ? 'full' : 'short', separator: separator ?? (sq === 'numeric' ? 'x' : ':') };
}
