// What a click (or key) on a movable board that did not complete a move tells the player: the one
// wording of the puzzle and lesson pages (puzzle-game.ts, lesson-game.ts), in the page's language.
import { squareName } from '../../../../engine/squares.ts';
import type { Position } from '../../../../engine/position.ts';
import type { Color } from '../../../../engine/types.ts';
import type { ClickOutcome } from './move-input.ts';
import { puzzleWords } from '../../i18n/puzzles.ts';
import type { Lang } from '../../i18n/lang.ts';

/** The message: its text, and whether it refuses (`bad`) or informs. */
export interface ClickMessage {
  readonly text: string;
  readonly kind: 'info' | 'bad';
}

/**
 * What `outcome` in `pos` says to the player of `mover`; `back` is what the page says when a
 * selection is called off (the puzzle's goal, or nothing). Undefined: nothing to say.
 */
export function clickMessage(outcome: Exclude<ClickOutcome, { kind: 'move' }>, pos: Position, mover: Color, lang: Lang, back: string): ClickMessage | undefined {
  const w = puzzleWords[lang];
  const info = (text: string): ClickMessage => ({ text, kind: 'info' });
  const bad = (text: string): ClickMessage => ({ text, kind: 'bad' });
  switch (outcome.kind) {
    case 'selected':
      return info(w.selected(squareName(outcome.input.from)));
    case 'landing':
      return info(w.landing);
    case 'back':
      return info(back);
    case 'ambiguous':
      return bad(w.ambiguous);
    case 'unmovable': {
      const sq = squareName(outcome.square);
      // the column's owner is its commander, its top piece
      const top = pos.column(outcome.square)?.[0];
      const owner = top === undefined ? undefined : top.toLowerCase() === 'w' ? 'white' : 'black';
      if (owner && owner !== mover) return bad(w.opponentPiece(sq, owner, mover));
      return bad(outcome.captureRequired ? w.mustCapture(sq, outcome.movable.map((s) => squareName(s)).join(', ')) : w.noMove(sq, mover));
    }
    case 'unreachable':
      return bad(w.unreachable(squareName(outcome.input.from), squareName(outcome.square)));
    case 'none':
      return undefined;
  }
}
