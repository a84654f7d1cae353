// A puzzle being solved, without a DOM: the position, the solution's step, what the player is
// told, and the state (playing, solved, failed). A move is the solution's (or reaches the same
// position), a slower move that still reaches the goal (the build's check lists them), or wrong
// (explained, shown, then taken back). Hints and "show solution" are help: the solve then does not
// count. The page (puzzle-element.ts) draws the position on the shared move board, waits where a
// move is being shown, and calls the next step; every decision and every word is made here, so
// the whole state machine is tested in vitest on the real puzzles (test/site/puzzle/puzzle-game.test.ts).
import type { Move, Square, VariantName } from '../../../../engine/types.ts';
import { sameMove, type Position } from '../../../../engine/position.ts';
import { parseFen } from '../../../../engine/fen.ts';
import { makeMoveText, parseMove } from '../../../../engine/notation.ts';
import { squareName } from '../../../../engine/squares.ts';
import type { PuzzleGoal } from '../../../../puzzles/goal.ts';
import type { SlowerText } from '../../../../puzzles/check.ts';
import { puzzleWords } from '../../i18n/puzzles.ts';
import type { Lang } from '../../i18n/lang.ts';
import { clickMessage } from '../board/click-message.ts';
import type { ClickOutcome } from '../board/move-input.ts';

/** What the build gives the page (the JSON in the puzzle's page). */
export interface PuzzleData {
  id: string;
  fen: string;
  variant: VariantName;
  goal: string;
  goalKind: PuzzleGoal['kind'];
  solution: string[];
  /** Moves that are not the fastest but still reach the goal (the build's check lists them): accepted as solving. */
  slower: SlowerText[];
}

export type PuzzleState = 'playing' | 'solved' | 'failed';

/** What the player is told, and in which tone. */
export interface PuzzleMessage {
  readonly text: string;
  readonly kind: 'info' | 'good' | 'bad';
}

/** What a move of the player led to; the page shows it, waits, and calls the step named. */
export type PlayResult =
  /** Not the player's turn (a line is being shown, or the puzzle is solved): nothing happened. */
  | { readonly kind: 'ignored' }
  /** The solution's last solver move: solved. */
  | { readonly kind: 'solved' }
  /** Right, and the opponent answers: `answer()` plays the reply (after the move has been seen). */
  | { readonly kind: 'correct'; readonly reply: Move }
  /** Wrong: it stands on the board, explained; `takeBack()` undoes it. */
  | { readonly kind: 'wrong' }
  /** A slower move that still reaches the goal: shown; `fromSlower()` takes it back, then `nextSolutionMove()` plays the fastest line and `finishSlower()` ends it. */
  | { readonly kind: 'slower' };

/** A move as the page writes it (full capture path). */
const moveText = (pos: Position, m: Move): string => makeMoveText(pos, m, { captures: 'full' });

export class PuzzleGame {
  readonly data: PuzzleData;
  readonly start: Position;
  /** The written solution resolved in its positions (stops at a move that does not resolve to one legal move). */
  readonly solution: readonly Move[];
  position: Position;
  /** The move that led to the position shown (highlighted), if any. */
  lastMove: Move | undefined;
  /** How many moves of the solution have been played. */
  step = 0;
  state: PuzzleState = 'playing';
  /** A move is being shown (a reply coming, a wrong move before it is taken back, a line played out): the board takes no move. */
  busy = false;
  message: PuzzleMessage;
  /** The moves played so far, as text (the side panel's line). */
  played: string[] = [];
  /** A hint or the solution was asked for: the solve is not recorded. */
  usedHelp = false;
  /** A wrong move was played on the way (kept through restarts, as help is): the solve is then not a clean one. */
  mistaken = false;
  /** Counts restarts, so a line the page is still playing out (slower move, show solution) stops at one. */
  run = 0;
  private readonly words: (typeof puzzleWords)[Lang];
  /** What a wrong or slower move replaced, to put back. */
  private saved: { position: Position; lastMove: Move | undefined; played: string[] } | undefined;
  /** Where "show solution" began on the line (what it played is said). */
  private solutionFrom = 0;
  /** The message said when a slower move was accepted (the solved message follows it). */
  private slowerSaid = '';

  /**
   * One try (a streak, `?train=streak`): the first wrong move fails the puzzle for good; the right
   * line played after it ends the puzzle failed, not solved (as lichess's streaks).
   */
  readonly oneTry: boolean;

  /** The puzzle, or why its position cannot be read (the message to show). */
  static from(data: PuzzleData, lang: Lang, options: { oneTry?: boolean } = {}): PuzzleGame | { error: string } {
    const parsed = parseFen(data.fen, data.variant);
    if (!parsed.ok) return { error: puzzleWords[lang].unreadable(parsed.error.message) };
    return new PuzzleGame(data, parsed.value, lang, options.oneTry ?? false);
  }

  private constructor(
    data: PuzzleData,
    start: Position,
    private readonly lang: Lang,
    oneTry: boolean,
  ) {
    this.data = data;
    this.oneTry = oneTry;
    this.start = start;
    this.words = puzzleWords[lang];
    const solution: Move[] = [];
    let p = start;
    for (const text of data.solution) {
      const read = parseMove(p, text);
      if (!read.ok) break;
      solution.push(read.value);
      p = p.play(read.value);
    }
    this.solution = solution;
    this.position = start;
    this.message = { text: '', kind: 'info' };
    this.restart();
  }

  /** The side to move in the position shown. */
  get mover(): 'white' | 'black' {
    return this.position.turn;
  }

  /** The board takes a move now. */
  get canMove(): boolean {
    return !this.busy && this.state !== 'solved' && this.step < this.solution.length;
  }

  /** Back to the puzzle's position (help used and mistakes made stay counted). */
  restart(): void {
    this.run++;
    this.position = this.start;
    this.lastMove = undefined;
    this.step = 0;
    this.busy = false;
    this.played = [];
    this.saved = undefined;
    this.state = 'playing';
    this.say(this.data.goal || this.words.toMove(this.mover));
  }

  /** What a click or key on the board that did not complete a move says (a failed state is left by it). */
  click(outcome: Exclude<ClickOutcome, { kind: 'move' }>): void {
    if (!this.canMove) return;
    if (this.state === 'failed') this.state = 'playing';
    const said = clickMessage(outcome, this.position, this.mover, this.lang, this.data.goal);
    if (said) this.say(said.text, said.kind);
  }

  /** The player's move (a legal move of the position shown). */
  play(move: Move): PlayResult {
    if (!this.canMove) return { kind: 'ignored' };
    if (this.state === 'failed') this.state = 'playing';
    const w = this.words;
    const expected = this.solution[this.step]!;
    const before = this.position;
    const after = before.play(move);
    const text = moveText(before, move);
    if (sameMove(move, expected) || after.hash() === before.play(expected).hash()) {
      this.advance(move);
      const reply = this.solution[this.step];
      if (!reply) return this.solved();
      this.say(w.correct(text), 'good');
      this.busy = true;
      return { kind: 'correct', reply };
    }
    const slower = this.slowerMatch(before, move);
    if (slower) {
      const fastest: string[] = [];
      for (let p = before, i = this.step; this.solution[i]; p = p.play(this.solution[i]!), i++) fastest.push(moveText(p, this.solution[i]!));
      this.slowerSaid = w.slowerToo(text, this.data.goalKind === 'win', w.slowerWords(slower.moves, Math.ceil(fastest.length / 2)), fastest.join(', '));
      this.say(this.slowerSaid, 'good');
      this.showAside(move, true);
      return { kind: 'slower' };
    }
    // wrong: explain it, show it; the page takes it back after a moment
    this.state = 'failed';
    this.mistaken = true;
    const replies = after.legalMoves();
    const best = replies.reduce<Move | undefined>((b, m) => (!b || m.jumped.length > b.jumped.length ? m : b), undefined);
    let why: string;
    if (!replies.length) why = w.whyStuck(after.turn);
    else if (best && best.jumped.length) why = w.whyAnswer(after.turn, moveText(after, best), best.jumped.length);
    else why = w.whyGoal(this.data.goal || w.seeAbove);
    this.say(w.wrong(text, why), 'bad');
    this.showAside(move, false);
    return { kind: 'wrong' };
  }

  /** The opponent's reply after a correct move: played; 'solved' when it ends the solution. */
  answer(): 'solved' | 'go-on' {
    const reply = this.solution[this.step];
    if (!reply || !this.busy) return 'go-on';
    const mine = this.played.at(-1) ?? '';
    this.busy = false;
    this.advance(reply);
    if (this.step >= this.solution.length) {
      this.solved();
      return 'solved';
    }
    this.say(this.words.correctReply(mine, this.played.at(-1)!), 'good');
    return 'go-on';
  }

  /** Takes back the wrong move shown (the failed state stays until the next click). */
  takeBack(): void {
    this.restoreAside();
  }

  /** Takes back the slower move shown; the fastest line follows (nextSolutionMove). */
  fromSlower(): void {
    this.restoreAside();
    this.busy = true;
  }

  /** Plays the solution's next move (the fastest line after a slower move, or "show solution"); undefined at its end. */
  nextSolutionMove(): Move | undefined {
    const m = this.solution[this.step];
    if (m) this.advance(m);
    return m;
  }

  /** The fastest line after a slower move has been played out: solved. */
  finishSlower(): void {
    this.busy = false;
    this.solved(this.slowerSaid);
  }

  /** A hint: the column the solution moves next (undefined when none is due). */
  hint(): Square | undefined {
    const expected = this.solution[this.step];
    if (!expected || this.busy || this.state === 'solved') return undefined;
    this.usedHelp = true;
    if (this.state === 'failed') this.state = 'playing';
    this.say(this.words.hintText(squareName(expected.from)));
    return expected.from;
  }

  /** "Show solution": false when it cannot start now; else the page plays nextSolutionMove() to the end, then calls solutionShown(). */
  showSolution(): boolean {
    if (this.busy || this.state === 'solved') return false;
    this.usedHelp = true;
    this.busy = true;
    this.solutionFrom = this.played.length;
    return true;
  }

  /** The solution has been played out: say it; the puzzle is failed (restart to try it). */
  solutionShown(): void {
    const shown = this.played.slice(this.solutionFrom);
    this.busy = false;
    this.state = 'failed';
    this.say(this.words.solutionShown(shown.join(', ')));
  }

  /** The solve is recorded (in this browser) unless help was used; `mistake`: after a wrong move. */
  get record(): { mistake: boolean } | undefined {
    return this.state === 'solved' && !this.usedHelp ? { mistake: this.mistaken } : undefined;
  }

  private say(text: string, kind: PuzzleMessage['kind'] = 'info'): void {
    this.message = { text, kind };
  }

  /** Plays a move of the line: position, highlight, step and the line's text. */
  private advance(move: Move): void {
    this.played.push(moveText(this.position, move));
    this.position = this.position.play(move);
    this.lastMove = move;
    this.step++;
  }

  /** Shows a move off the line (wrong, or slower: `listed` in the line while shown) until restoreAside() takes it back. */
  private showAside(move: Move, listed: boolean): void {
    this.saved = { position: this.position, lastMove: this.lastMove, played: [...this.played] };
    this.busy = true;
    if (listed) this.played.push(moveText(this.position, move));
    this.position = this.position.play(move);
    this.lastMove = move;
  }

  private restoreAside(): void {
    if (!this.saved) return;
    ({ position: this.position, lastMove: this.lastMove, played: this.played } = this.saved);
    this.saved = undefined;
    this.busy = false;
  }

  private solved(before = ''): PlayResult {
    this.busy = false;
    const w = this.words;
    if (this.oneTry && this.mistaken) {
      // a streak's puzzle failed at its wrong move: the line played out is no solve
      this.state = 'failed';
      this.say(`${before}${w.lineAfterFail}`);
      return { kind: 'solved' };
    }
    this.state = 'solved';
    // as lichess does: the right line after a wrong move solves the puzzle, but not cleanly
    this.say(`${before}${this.usedHelp ? w.solvedHelped : this.mistaken ? w.solvedMistake : w.solvedClean}`, 'good');
    return { kind: 'solved' };
  }

  /** Is the column on `sq` commanded by the side not to move? */

  /**
   * The slower move listed for this solver step that `move` is, if any. A listed move is a full
   * capture path, resolved in the position and compared as a whole (the clicks have already been
   * resolved into one full move), as the solution's moves are.
   */
  private slowerMatch(pos: Position, move: Move): SlowerText | undefined {
    return this.data.slower.find((x) => {
      if (x.ply !== this.step) return false;
      const read = parseMove(pos, x.move);
      return read.ok && sameMove(read.value, move);
    });
  }
}
