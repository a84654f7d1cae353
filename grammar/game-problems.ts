// The problems of one game while it is read, and the one cap on them: a game of junk must not
// bury the problems of the other games (or fill memory with messages).
import type { PdnCode } from './problem.ts';
import type { ParseProblem } from './record.ts';
import type { SourcePos } from './source-pos.ts';

/** Most problems reported for one game; beyond it, one PDN_TOO_MANY_PROBLEMS says the rest are not. */
export const MAX_PROBLEMS_PER_GAME = 50;

/**
 * Collects one game's problems. The cap works in two steps:
 * - the record builder reports through `report`: after MAX_PROBLEMS_PER_GAME of its problems it
 *   adds one PDN_TOO_MANY_PROBLEMS and stops building messages (a game of 100,000 stray words
 *   would otherwise make 100,000 of them);
 * - lexing, balancing and parsing report through `add` (rarer problems, kept), and `inOrder`
 *   caps the whole game: beyond MAX_PROBLEMS_PER_GAME, the first problem of each code is still
 *   kept (the informative one), and one PDN_TOO_MANY_PROBLEMS stands where the first was dropped.
 */
export class GameProblems {
  private readonly list: ParseProblem[] = [];
  private reported = 0;

  /** `game`: the index of the game in its file. */
  constructor(private readonly game: number) {}

  /** A problem found while lexing, balancing or parsing. */
  add(code: PdnCode, message: string, pos: SourcePos, severity: 'error' | 'warning' = 'error'): void {
    this.list.push({ code, message, severity, pos, game: this.game });
  }

  /** A problem found by the record builder (capped as it comes). */
  report(code: PdnCode, message: string, pos: SourcePos, severity: 'error' | 'warning' = 'error'): void {
    this.reported++;
    if (this.reported > MAX_PROBLEMS_PER_GAME + 1) return;
    if (this.reported === MAX_PROBLEMS_PER_GAME + 1) this.list.push(tooMany(pos, this.game));
    else this.list.push({ code, message, severity, pos, game: this.game });
  }

  /** The game's problems in source order (stable: problems at one place in the order found), capped. */
  inOrder(): ParseProblem[] {
    const all = this.list.sort((a, b) => a.pos.offset - b.pos.offset);
    if (all.length <= MAX_PROBLEMS_PER_GAME + 1) return all;
    const seen = new Set<string>();
    const kept: ParseProblem[] = [];
    let cut: SourcePos | undefined;
    for (const p of all) {
      // the builder's own cap dropped problems: the game's notice must say so too
      if (p.code === 'PDN_TOO_MANY_PROBLEMS') {
        cut ??= p.pos;
        continue;
      }
      if (kept.length < MAX_PROBLEMS_PER_GAME || !seen.has(p.code)) kept.push(p);
      else cut ??= p.pos;
      seen.add(p.code);
    }
    if (cut) kept.push(tooMany(cut, this.game));
    return kept;
  }
}

function tooMany(pos: SourcePos, game: number): ParseProblem {
  return {
    code: 'PDN_TOO_MANY_PROBLEMS',
    message: `More than ${MAX_PROBLEMS_PER_GAME} problems in this game; the rest are not reported.`,
    severity: 'error',
    pos,
    game,
  };
}
