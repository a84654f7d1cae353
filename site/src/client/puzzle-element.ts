// <bashni-puzzle>: the puzzle player. The rules come from the engine (legal moves, playing them);
// what a click means (choose a column, a landing square, complete a move) comes from move-input.ts;
// this element draws the board and the words, forwards clicks and plays the puzzle's line.
import type { Move, Square, VariantName } from '../../../engine/types.ts';
import { sameMove, type Position } from '../../../engine/position.ts';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { makePositionLink } from './position-link.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../../engine/notation.ts';
import { parseSquare, squareName } from '../../../engine/squares.ts';
import { renderBoardSvg } from '../../../render/board-svg.ts';
import { attachColumnInfo } from './column-info.ts';
import { clickSquare, diagonalStep, inputView, selectableSquares, type ClickOutcome, type MoveInput } from './move-input.ts';
import { animateMove, motionPlan, stopMotion, reducedMotion, takenPieces } from './motion.ts';
import { shouldIgnoreKey } from './keys.ts';
import { boardWords } from '../i18n/board.ts';
import { pageLang } from '../i18n/lang.ts';
import { markSolved } from './progress.ts';
import { puzzleWords } from '../i18n/puzzles.ts';
import type { PuzzleGoal } from '../../../puzzles/goal.ts';
import type { SlowerText } from '../../../puzzles/check.ts';

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

/** Waits `ms`, or not at all under reduced motion (the line then plays out at once). */
const pause = (ms: number) => (reducedMotion() ? undefined : new Promise((done) => setTimeout(done, ms)));
const w = puzzleWords[pageLang()];
const b = boardWords[pageLang()];

type State = 'playing' | 'solved' | 'failed';

export class BashniPuzzle extends HTMLElement {
  private data!: PuzzleData;
  private start!: Position;
  private pos!: Position;
  private step = 0;
  private solution: Move[] = [];
  /** The squares clicked so far toward the next move. */
  private input: MoveInput | undefined;
  private lastMove: Square[] | undefined;
  private jumped: Square[] | undefined;
  private flipped = false;
  private busy = false;
  private usedHelp = false;
  /** A wrong move was played on the way (kept through restarts, as help is): the solve is then not a clean one. */
  private mistaken = false;
  private board!: HTMLElement;
  private played: string[] = [];
  /** Counts restarts, so a line still being played out (slower move, show solution) stops at one. */
  private run = 0;
  /** The square in the tab order (roving focus), moved by the arrow keys. */
  private cursor: Square = 0;
  /** The live region: what the board's changes say to a screen reader. */
  private live!: HTMLElement;
  private get said() {
    return boardWords[pageLang()];
  }

  connectedCallback(): void {
    if (this.data) return;
    const script = this.querySelector('script.puzzle-data');
    if (!script?.textContent) return;
    this.data = JSON.parse(script.textContent) as PuzzleData;
    const parsed = parseFen(this.data.fen, this.data.variant);
    if (!parsed.ok) {
      this.msg(w.unreadable(parsed.error.message));
      return;
    }
    this.start = parsed.value;
    // resolve the written solution once
    let p = this.start;
    for (const text of this.data.solution) {
      const w = parseMoveText(text);
      const found = w ? matchMoves(p, w) : [];
      const [move] = found;
      if (!move || found.length > 1) break;
      this.solution.push(move);
      p = p.play(move);
    }
    this.flipped = this.start.turn === 'black';
    this.board = this.querySelector('[data-board]') as HTMLElement;
    attachColumnInfo(this.board, this.querySelector('[data-info]'));
    this.board.addEventListener('click', (e) => {
      const g = (e.target as Element).closest('[data-square]');
      if (g) this.onSquare(parseSquare(g.getAttribute('data-square')!)!);
    });
    this.board.addEventListener('keydown', (e) => this.onKey(e));
    this.live = document.createElement('p');
    this.live.className = 'sr-only';
    this.live.setAttribute('aria-live', 'polite');
    this.live.dataset.announce = '';
    const hint = document.createElement('p');
    hint.className = 'board-keys';
    hint.dataset.keysHint = '';
    hint.textContent = this.said.keysHint;
    this.board.after(hint, this.live);
    this.addEventListener('click', (e) => {
      const btn = (e.target as Element).closest('button[data-act]') as HTMLButtonElement | null;
      if (!btn) return;
      const act = btn.dataset.act;
      if (act === 'hint') this.hint();
      else if (act === 'solution') void this.showSolution();
      else if (act === 'restart') this.restart();
      else if (act === 'flip') {
        this.flipped = !this.flipped;
        this.render();
      }
    });
    this.restart();
  }

  private get mover(): 'white' | 'black' {
    return this.pos.turn;
  }

  private setState(s: State): void {
    this.dataset.puzzleState = s;
  }
  private get state(): State {
    return (this.dataset.puzzleState as State) ?? 'playing';
  }

  private msg(text: string, kind: 'info' | 'good' | 'bad' = 'info'): void {
    const el = this.querySelector('[data-msg]');
    if (el) {
      el.textContent = text;
      el.className = `puzzle-msg ${kind}`;
    }
  }

  restart(): void {
    this.run++;
    this.pos = this.start;
    this.step = 0;
    this.input = undefined;
    this.lastMove = undefined;
    this.jumped = undefined;
    this.busy = false;
    this.played = [];
    this.home();
    this.setState('playing');
    this.msg(this.data.goal || w.toMove(this.mover));
    this.render();
  }

  /** The moves played so far, as text, in the side panel. */
  private showLine(): void {
    const el = this.querySelector('[data-line]');
    if (!el) return;
    el.textContent = '';
    for (const t of this.played) {
      const li = document.createElement('li');
      li.textContent = t;
      el.append(li);
    }
  }

  private text(pos: Position, m: Move): string {
    return makeMoveText(pos, m, { captures: 'full' });
  }

  private onSquare(sq: Square): void {
    if (this.busy || this.state === 'solved' || this.step >= this.solution.length) return;
    if (this.state === 'failed') this.setState('playing');
    const outcome = clickSquare(this.pos, this.input, sq);
    this.input = outcome.input;
    // the cursor follows the square used, then goes to the chosen column's first target
    this.cursor = (outcome.kind === 'selected' || outcome.kind === 'landing' ? inputView(this.pos, this.input).targets[0] : undefined) ?? sq;
    if (outcome.kind === 'move') return void this.play(outcome.move);
    const words = this.words(outcome);
    // eslint-disable-next-line no-restricted-syntax -- `words` is a pair, the message and its kind
    if (words) this.msg(...words);
    this.render();
    this.announce(outcome);
  }

  /** The cursor to the first column that can move (after a new position is shown). */
  private home(): void {
    this.cursor = selectableSquares(this.pos)[0] ?? this.cursor;
  }

  private say(text: string): void {
    this.live.textContent = text;
  }

  /** Says what a click or key did on the board: the column chosen and where it can go. */
  private announce(o: Exclude<ClickOutcome, { kind: 'move' }>): void {
    const view = inputView(this.pos, this.input);
    const targets = view.targets.map((s) => squareName(s));
    if (o.kind === 'selected') this.say(this.said.selected(squareName(o.input.from), this.said.column(this.pos.column(o.input.from) ?? ''), targets));
    else if (o.kind === 'landing') this.say(this.said.landing(squareName(o.input.landings.at(-1)!), targets));
    else if (o.kind === 'back' && !o.input) this.say(this.said.cancelled);
  }

  /** What a move took, in words. */
  private takenWords(pos: Position, move: Move): string[] {
    return takenPieces(pos.columns(), move.jumped).map((t) => this.said.takenOn(this.said.piece(t.piece), squareName(t.square)));
  }

  /** Draws a move just made: the board in the new position, then the column sliding along its path. Returns the animation's length in ms. */
  private showMove(before: Position, move: Move): number {
    this.render();
    return animateMove(this.board, motionPlan(before.columns(), [move.from, ...move.path], move.jumped), this.flipped);
  }

  /** The message for a click that did not complete a move (undefined: keep the current one). */
  private words(o: Exclude<ClickOutcome, { kind: 'move' }>): [string, 'info' | 'bad'] | undefined {
    switch (o.kind) {
      case 'selected':
        return [w.selected(squareName(o.input.from)), 'info'];
      case 'landing':
        return [w.landing, 'info'];
      case 'back':
        return [this.data.goal, 'info'];
      case 'ambiguous':
        return [w.ambiguous, 'bad'];
      case 'unmovable':
        if (this.opponentOn(o.square)) return [w.opponentPiece(squareName(o.square), this.pos.turn === 'white' ? 'black' : 'white', this.mover), 'bad'];
        return o.captureRequired ? [w.mustCapture(squareName(o.square), o.movable.map((s) => squareName(s)).join(', ')), 'bad'] : [w.noMove(squareName(o.square), this.mover), 'bad'];
      case 'unreachable':
        return [w.unreachable(squareName(o.input.from), squareName(o.square)), 'bad'];
      case 'none':
        return undefined;
    }
  }

  private play(move: Move): void {
    const expected = this.solution[this.step];
    const before = this.pos;
    const after = before.play(move);
    const text = this.text(before, move);
    this.input = undefined;
    if (expected && (sameMove(move, expected) || after.hash() === before.play(expected).hash())) {
      this.pos = after;
      this.lastMove = [move.from, ...move.path];
      this.jumped = [...move.jumped];
      this.step++;
      this.played.push(text);
      const took = this.takenWords(before, move);
      const ms = this.showMove(before, move);
      this.say(this.said.played(text, took));
      const reply = this.solution[this.step];
      if (!reply) return this.solved();
      this.msg(w.correct(text), 'good');
      this.busy = true;
      const answer = () => {
        const replyText = this.text(this.pos, reply);
        const replyTook = this.takenWords(this.pos, reply);
        const from = this.pos;
        this.played.push(replyText);
        this.pos = this.pos.play(reply);
        this.lastMove = [reply.from, ...reply.path];
        this.jumped = [...reply.jumped];
        this.step++;
        this.busy = false;
        this.home();
        this.showMove(from, reply);
        this.say(`${this.said.played(text, took)} ${this.said.reply(replyText, replyTook)}`);
        if (this.step >= this.solution.length) return this.solved();
        this.msg(w.correctReply(text, replyText), 'good');
      };
      // the reply comes once the move has been seen; at once under reduced motion
      if (reducedMotion()) answer();
      else setTimeout(answer, Math.max(450, ms + 250));
      return;
    }
    const slower = expected ? this.slowerMatch(before, move) : undefined;
    if (slower) return void this.playSlower(move, slower);
    // a wrong move: explain it, show it briefly, take it back
    this.setState('failed');
    this.mistaken = true;
    const replies = after.legalMoves();
    const best = replies.reduce<Move | undefined>((b, m) => (!b || m.jumped.length > b.jumped.length ? m : b), undefined);
    let why: string;
    if (!replies.length) why = w.whyStuck(after.turn);
    else if (best && best.jumped.length) why = w.whyAnswer(after.turn, this.text(after, best), best.jumped.length);
    else why = w.whyGoal(this.data.goal || w.seeAbove);
    this.msg(w.wrong(text, why), 'bad');
    this.busy = true;
    const saved = { last: this.lastMove, jumped: this.jumped };
    this.pos = after;
    this.lastMove = [move.from, ...move.path];
    this.jumped = [...move.jumped];
    const ms = this.showMove(before, move);
    setTimeout(
      () => {
        this.pos = before;
        this.lastMove = saved.last;
        this.jumped = saved.jumped;
        this.busy = false;
        this.home();
        this.render();
      },
      Math.max(600, ms + 300),
    );
  }

  /** Is the column on `sq` commanded by the side not to move? */
  private opponentOn(sq: Square): boolean {
    const top = this.pos.column(sq)?.[0];
    return top !== undefined && (top.toLowerCase() === 'w' ? 'white' : 'black') !== this.pos.turn;
  }

  private solved(before = ''): void {
    this.setState('solved');
    // as lichess does: the right line after a wrong move solves the puzzle, but not cleanly
    if (!this.usedHelp) markSolved(this.data.id, this.mistaken);
    const words = this.usedHelp ? w.solvedHelped : this.mistaken ? w.solvedMistake : w.solvedClean;
    this.msg(`${before}${words}`, 'good');
    const next = this.querySelector('[data-next]') as HTMLElement | null;
    next?.focus();
  }

  /**
   * The slower move listed for this solver step that `move` is, if any. A listed move is a full
   * capture path, resolved in the position and compared as a whole (the clicks have already been
   * resolved into one full move), as the solution's moves are.
   */
  private slowerMatch(pos: Position, move: Move): SlowerText | undefined {
    return this.data.slower.find((x) => {
      if (x.ply !== this.step) return false;
      const written = parseMoveText(x.move);
      return !!written && matchMoves(pos, written).some((m) => sameMove(m, move));
    });
  }

  /**
   * A slower move that still reaches the goal: not wrong. Say so, show it, then take it back and
   * play the fastest line from the same position; the puzzle counts as solved.
   */
  private async playSlower(move: Move, slower: SlowerText): Promise<void> {
    this.busy = true;
    const run = this.run;
    const before = this.pos;
    const saved = { played: [...this.played], last: this.lastMove, jumped: this.jumped };
    const text = this.text(before, move);
    const fastest: string[] = [];
    for (let p = before, i = this.step; this.solution[i]; p = p.play(this.solution[i]!), i++) fastest.push(this.text(p, this.solution[i]!));
    const also = w.slowerToo(text, this.data.goalKind === 'win', w.slowerWords(slower.moves, Math.ceil(fastest.length / 2)), fastest.join(', '));
    this.msg(also, 'good');
    this.pos = before.play(move);
    this.lastMove = [move.from, ...move.path];
    this.jumped = [...move.jumped];
    this.played.push(text);
    this.showMove(before, move);
    await pause(700);
    if (run !== this.run) return;
    // take it back and play the fastest line from there
    this.pos = before;
    this.played = saved.played;
    this.lastMove = saved.last;
    this.jumped = saved.jumped;
    this.render();
    for (let m = this.solution[this.step]; m; m = this.solution[this.step]) {
      await pause(350);
      if (run !== this.run) return;
      this.played.push(this.text(this.pos, m));
      const from = this.pos;
      this.pos = this.pos.play(m);
      this.lastMove = [m.from, ...m.path];
      this.jumped = [...m.jumped];
      this.step++;
      this.showMove(from, m);
    }
    this.busy = false;
    this.solved(also);
  }

  private hint(): void {
    const expected = this.solution[this.step];
    if (!expected || this.busy || this.state === 'solved') return;
    this.usedHelp = true;
    this.input = { from: expected.from, landings: [] };
    if (this.state === 'failed') this.setState('playing');
    this.msg(w.hintText(squareName(expected.from)));
    this.cursor = inputView(this.pos, this.input).targets[0] ?? expected.from;
    this.render();
  }

  private async showSolution(): Promise<void> {
    if (this.busy || this.state === 'solved') return;
    this.usedHelp = true;
    this.busy = true;
    this.input = undefined;
    const run = this.run;
    const texts: string[] = [];
    for (let m = this.solution[this.step]; m && run === this.run; m = this.solution[this.step]) {
      texts.push(this.text(this.pos, m));
      this.played.push(texts.at(-1)!);
      const from = this.pos;
      this.pos = this.pos.play(m);
      this.lastMove = [m.from, ...m.path];
      this.jumped = [...m.jumped];
      this.step++;
      const ms = this.showMove(from, m);
      await pause(Math.max(350, ms + 200));
    }
    if (run !== this.run) return;
    this.busy = false;
    this.setState('failed');
    this.msg(w.solutionShown(texts.join(', ')));
  }

  /**
   * The board's keys (one tab stop, roving focus): the arrows move the cursor along the diagonals
   * (move-input.ts diagonalStep), Enter or Space clicks the cursor's square, Escape drops the choice.
   * After a column is chosen the cursor goes to its first target, so a move takes about one key per square.
   */
  private onKey(e: KeyboardEvent): void {
    const g = (e.target as Element).closest?.('[data-square]');
    if (!g || shouldIgnoreKey(e)) return;
    const sq = parseSquare(g.getAttribute('data-square')!)!;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.onSquare(sq);
      return;
    }
    if (e.key === 'Escape') {
      if (!this.input) return;
      e.preventDefault();
      this.input = undefined;
      this.msg(this.data.goal, 'info');
      this.render();
      this.say(this.said.cancelled);
      this.focusCursor();
      return;
    }
    const to = diagonalStep(sq, e.key, this.flipped);
    if (to === undefined) return;
    e.preventDefault();
    this.cursor = to;
    for (const el of this.board.querySelectorAll('[data-square][tabindex="0"]')) el.setAttribute('tabindex', '-1');
    this.focusCursor();
  }

  private focusCursor(): void {
    const el = this.board.querySelector<SVGGElement>(`[data-square="${squareName(this.cursor)}"]`);
    el?.setAttribute('tabindex', '0');
    el?.focus();
  }

  private render(): void {
    this.dataset.ply = String(this.step);
    // "Analyse this position" opens the position on the board now
    const analyse = this.querySelector<HTMLAnchorElement>('a[data-analyse]');
    if (analyse) analyse.href = makePositionLink(analyse.href, { fen: makeFen(this.pos), variant: this.pos.variant });
    this.showLine();
    const focused = (document.activeElement as Element | null)?.closest?.('[data-square]')?.getAttribute('data-square');
    const view = inputView(this.pos, this.input);
    const said = this.said;
    stopMotion(this.board);
    this.board.innerHTML = renderBoardSvg(this.pos.columns(), {
      styled: true,
      cursor: this.cursor,
      squareLabel: (name, column, marks) => said.square(name, column, marks.selected, marks.target),
      flipped: this.flipped,
      lastMove: this.lastMove,
      highlight: {
        targets: view.targets,
        selected: view.selected.length ? view.selected : undefined,
        jumped: this.jumped,
      },
      focusable: 'all',
      label: b.puzzleBoard(this.mover),
      words: b,
    });
    // focus stays on the board, on its one tab stop
    if (focused && this.board.contains(document.activeElement) === false) this.focusCursor();
  }
}

if (!customElements.get('bashni-puzzle')) customElements.define('bashni-puzzle', BashniPuzzle);
