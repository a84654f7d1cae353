// <bashni-puzzle>: the puzzle page. The puzzle's state machine is PuzzleGame (puzzle-game.ts); the
// board is the shared move board (move-board.ts: click, drag, keys, live region). This element
// draws what the game says, forwards the board's moves and the buttons to it, and waits while a
// move is being seen (the reply, a wrong move before it is taken back, a line played out).
import type { Color, Move } from '../../../../engine/types.ts';
import { makeFen } from '../../../../engine/fen.ts';
import { makePositionLink } from '../board/position-link.ts';
import { selectableSquares } from '../board/move-input.ts';
import { reducedMotion } from '../board/motion.ts';
import { mountMoveBoard, moveSaid, type MoveBoard } from '../board/move-board.ts';
import { boardWords } from '../../i18n/board.ts';
import { pageLang } from '../../i18n/lang.ts';
import { markSolved } from './progress.ts';
import { PuzzleGame, type PuzzleData } from './puzzle-game.ts';

// the page's JSON type, named here too (the site's tests read it from this module)
export type { PuzzleData } from './puzzle-game.ts';

/** Waits `ms`, or not at all under reduced motion (the line then plays out at once). */
const pause = (ms: number) => (reducedMotion() ? undefined : new Promise((done) => setTimeout(done, ms)));

export class BashniPuzzle extends HTMLElement {
  private readonly language = pageLang();
  private readonly boardSays = boardWords[this.language];
  private game!: PuzzleGame;
  private board!: MoveBoard;
  private orientation: Color = 'white';

  connectedCallback(): void {
    if (this.game) return;
    const script = this.querySelector('script.puzzle-data');
    if (!script?.textContent) return;
    // in a streak (train-hook.ts) the first wrong move fails the puzzle for good
    const oneTry = new URLSearchParams(location.search).get('train') === 'streak';
    const made = PuzzleGame.from(JSON.parse(script.textContent) as PuzzleData, this.language, { oneTry });
    if ('error' in made) {
      this.showMessage(made.error, 'info');
      return;
    }
    this.game = made;
    this.orientation = made.start.turn;
    this.board = mountMoveBoard(this.querySelector<HTMLElement>('[data-puzzle-board]')!, this.language, (m) => this.onMove(m), {
      label: this.boardSays.puzzleBoard,
      onInput: (outcome) => {
        this.game.click(outcome);
        this.showWords();
      },
    });
    this.addEventListener('click', (e) => {
      const act = (e.target as Element).closest<HTMLButtonElement>('button[data-act]')?.dataset.act;
      if (act === 'hint') this.hint();
      else if (act === 'solution') void this.showSolution();
      else if (act === 'restart') this.restart();
      else if (act === 'flip') {
        this.orientation = this.orientation === 'white' ? 'black' : 'white';
        this.update();
      }
    });
    this.update(undefined, true);
  }

  private restart(): void {
    this.game.restart();
    this.update(undefined, true);
  }

  private onMove(move: Move): void {
    const game = this.game;
    const before = game.position;
    const result = game.play(move);
    if (result.kind === 'ignored') return;
    const run = game.run;
    const ms = this.update(move);
    if (result.kind === 'solved') this.solved();
    else if (result.kind === 'correct') {
      const answer = () => {
        if (run !== game.run) return;
        const from = game.position;
        const end = game.answer();
        this.update(result.reply, true);
        // one message for both moves: under reduced motion the reply comes at once and would cut the first short
        this.board.say(`${moveSaid(this.boardSays, before, move, true)} ${moveSaid(this.boardSays, from, result.reply, false)}`);
        if (end === 'solved') this.solved();
      };
      // the reply comes once the move has been seen; at once under reduced motion
      if (reducedMotion()) answer();
      else setTimeout(answer, Math.max(450, ms + 250));
    } else if (result.kind === 'wrong') {
      this.result(false);
      setTimeout(
        () => {
          if (run !== game.run) return;
          game.takeBack();
          this.update(undefined, true);
        },
        Math.max(600, ms + 300),
      );
    } else void this.playSlower(run);
  }

  /** A slower move stands on the board a moment; then it is taken back and the fastest line plays out. */
  private async playSlower(run: number): Promise<void> {
    const game = this.game;
    await pause(700);
    if (run !== game.run) return;
    game.fromSlower();
    this.update();
    while (game.step < game.solution.length) {
      await pause(350);
      if (run !== game.run) return;
      this.showLineMove();
    }
    game.finishSlower();
    this.update();
    this.solved();
  }

  private hint(): void {
    const from = this.game.hint();
    if (from === undefined) return;
    this.result(false);
    this.update();
    this.board.choose(from);
  }

  private async showSolution(): Promise<void> {
    const game = this.game;
    if (!game.showSolution()) return;
    this.result(false);
    const run = game.run;
    this.update();
    while (game.step < game.solution.length) {
      const ms = this.showLineMove();
      await pause(Math.max(350, ms + 200));
      if (run !== game.run) return;
    }
    game.solutionShown();
    this.update();
  }

  /**
   * Plays the solution's next move on the board as the page shows a line (after a slower move, or
   * "show solution"), without a word in the board's live region: the message says the whole line.
   */
  private showLineMove(): number {
    const ms = this.update(this.game.nextSolutionMove());
    this.board.say('');
    return ms;
  }

  /** Records the solve (unless help was used) and offers the next puzzle. */
  private solved(): void {
    const record = this.game.record;
    if (record) markSolved(this.game.data.id, record.mistake);
    this.result(!!record && !record.mistake);
    // the focus goes to Next without scrolling the page (issue 44: on a phone it scrolled the solved board away)
    this.querySelector<HTMLElement>('[data-next]')?.focus({ preventScroll: true });
  }

  /** Tells the page (the trainer, train-hook.ts) how the puzzle went: `puzzle-result`, detail { solved }; the first one counts. */
  private result(solved: boolean): void {
    this.dispatchEvent(new CustomEvent('puzzle-result', { bubbles: true, detail: { solved } }));
  }

  private showMessage(text: string, kind: 'info' | 'good' | 'bad'): void {
    const el = this.querySelector('[data-msg]');
    if (!el) return;
    el.textContent = text;
    el.className = `puzzle-msg ${kind}`;
    keepInView(el as HTMLElement);
  }

  /** The game's message and state (hooks for the page's style and for tests). */
  private showWords(): void {
    this.showMessage(this.game.message.text, this.game.message.kind);
    this.dataset.puzzleState = this.game.state;
  }

  /**
   * Draws everything from the game: board (`animate`: the move just played; `home`: the tab stop
   * to the first column that can move), words, the line played, the ply, the "analyse" link.
   * Returns how long the move's slide takes (ms).
   */
  private update(animate?: Move, home = false): number {
    const game = this.game;
    this.dataset.ply = String(game.step);
    this.showWords();
    // "Analyse this position" opens the position on the board now
    const analyse = this.querySelector<HTMLAnchorElement>('a[data-analyse]');
    if (analyse) analyse.href = makePositionLink(analyse.href, { fen: makeFen(game.position), variant: game.position.variant });
    const line = this.querySelector('[data-line]');
    if (line) {
      line.replaceChildren();
      for (const text of game.played) {
        const li = document.createElement('li');
        li.textContent = text;
        line.append(li);
      }
    }
    const cursor = home ? selectableSquares(game.position)[0] : undefined;
    return this.board.show(
      {
        position: game.position,
        orientation: this.orientation,
        interactive: game.canMove,
        ...(game.lastMove ? { lastMove: game.lastMove } : {}),
        ...(cursor !== undefined ? { cursor } : {}),
      },
      animate,
    );
  }
}

/**
 * On a phone the message stands right under the board (Puzzle.astro); one longer than the room left
 * there (a wrong move's reason) is scrolled up just into view, never by more than the board's top
 * is below the window's, so the board stays in view as far as it can (issue 25). A message the reader
 * is not looking at (its top out of the window) is left where it is.
 */
function keepInView(el: HTMLElement): void {
  const r = el.getBoundingClientRect();
  const over = r.bottom - window.innerHeight;
  if (over <= 0 || r.top < 0 || r.top >= window.innerHeight) return;
  window.scrollBy({ top: Math.min(over + 4, r.top), behavior: 'instant' });
}

if (!customElements.get('bashni-puzzle')) customElements.define('bashni-puzzle', BashniPuzzle);
