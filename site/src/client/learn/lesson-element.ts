// <bashni-lesson>: a lesson's page. The lesson's state is LessonGame (lesson-game.ts); the board
// is the shared move board (move-board.ts: click, drag, keys, live region), given the engine's
// legal moves. This element draws what the game says, forwards the board's moves and the buttons,
// takes a wrong move back after a moment, and keeps the progress (learn-progress.ts).
import type { Move } from '../../../../engine/types.ts';
import { selectableSquares } from '../board/move-input.ts';
import { mountMoveBoard, type MoveBoard } from '../board/move-board.ts';
import { pageLang } from '../../i18n/lang.ts';
import { learnWords } from '../../i18n/learn.ts';
import { LessonGame, type LessonData } from './lesson-game.ts';
import { loadLearnProgress, saveLearnProgress } from './learn-progress.ts';

export class BashniLesson extends HTMLElement {
  private readonly language = pageLang();
  private game!: LessonGame;
  private board!: MoveBoard;

  connectedCallback(): void {
    if (this.game) return;
    const script = this.querySelector('script.lesson-data');
    if (!script?.textContent) return;
    const data = JSON.parse(script.textContent) as LessonData;
    const kept = loadLearnProgress()[data.id]?.stages ?? 0;
    // resume at the first stage not done; a lesson done starts again from its first stage
    const made = LessonGame.from(data, this.language, kept < data.stages.length ? kept : 0);
    if ('error' in made) return;
    this.game = made;
    const says = learnWords[this.language];
    this.board = mountMoveBoard(this.querySelector<HTMLElement>('[data-lesson-board]')!, this.language, (m) => this.onMove(m), {
      label: says.board,
      onInput: (outcome) => {
        this.game.click(outcome);
        this.showWords();
      },
    });
    this.addEventListener('click', (e) => {
      const act = (e.target as Element).closest<HTMLButtonElement>('button[data-act]')?.dataset.act;
      if (act === 'hint') {
        const from = this.game.hint();
        this.showWords();
        if (from !== undefined) this.board.choose(from);
      } else if (act === 'retry') {
        this.game.goTo(this.game.stage);
        this.update(undefined, true);
      } else if (act === 'next') {
        if (this.game.next()) this.update(undefined, true);
        this.querySelector<HTMLElement>('[data-lesson-board] [data-board] [tabindex="0"]')?.focus();
      } else if (act === 'again') {
        this.game.goTo(0);
        this.update(undefined, true);
      }
    });
    this.update(undefined, true);
  }

  private onMove(move: Move): void {
    const game = this.game;
    const result = game.play(move);
    if (result === 'ignored') return;
    const stage = game.stage;
    const ms = this.update(move);
    if (result === 'right') {
      saveLearnProgress(game.data.id, game.completed, game.data.stages.length);
      this.querySelector<HTMLElement>(game.state === 'done' ? '[data-next-lesson]' : 'button[data-act="next"]')?.focus();
      return;
    }
    // a wrong move stands a moment, then is taken back; its why stays in the message
    setTimeout(
      () => {
        if (game.stage !== stage || game.state !== 'wrong') return;
        game.takeBack();
        this.update(undefined, true);
      },
      Math.max(600, ms + 300),
    );
  }

  private showWords(): void {
    const msg = this.querySelector('[data-msg]');
    if (msg) {
      msg.textContent = this.game.message.text;
      msg.className = `puzzle-msg lesson-msg ${this.game.message.kind}`;
    }
    this.dataset.lessonState = this.game.state;
  }

  /** Draws the stage, the words and the buttons from the game; returns how long the move's slide takes (ms). */
  private update(animate?: Move, home = false): number {
    const game = this.game;
    const says = learnWords[this.language];
    const total = game.data.stages.length;
    this.dataset.stage = String(game.stage + 1);
    const count = this.querySelector('[data-stage-count]');
    if (count) count.textContent = says.stageOf(game.stage + 1, total);
    const task = this.querySelector('[data-task]');
    if (task) task.textContent = game.current.task;
    for (const [i, dot] of this.querySelectorAll<HTMLElement>('[data-stage-dot]').entries()) dot.dataset.state = i < game.completed ? 'done' : i === game.stage ? 'current' : 'todo';
    this.showWords();
    const next = this.querySelector<HTMLButtonElement>('button[data-act="next"]');
    if (next) next.hidden = game.state !== 'right';
    const end = this.querySelector<HTMLElement>('[data-lesson-end]');
    if (end) end.hidden = game.state !== 'done';
    const cursor = home ? selectableSquares(game.position)[0] : undefined;
    return this.board.show(
      {
        position: game.position,
        orientation: game.mover,
        interactive: game.canMove,
        ...(game.lastMove ? { lastMove: game.lastMove } : {}),
        ...(cursor !== undefined ? { cursor } : {}),
      },
      animate,
    );
  }
}

if (!customElements.get('bashni-lesson')) customElements.define('bashni-lesson', BashniLesson);
