// The analysis board's whole-game computer analysis, on the page (loaded when the reader asks for
// it, or when this browser keeps an analysis: the page's first load stays within its budget). It
// runs review-worker.ts (`bashni annotate`'s search over the main line), shows the progress with a
// cancel, and hands the verdicts to the controller (game-review.ts), which writes them into the
// tree and keeps them; then it counts the marks per side under the graph.
import { pageLang } from '../../i18n/lang.ts';
import { reviewWords } from '../../i18n/review.ts';
import type { AnalysisGame } from './analysis-game.ts';
import { GameReview, type ReviewMarks } from './game-review.ts';
import type { ReviewReply } from './review-analysis.ts';

const says = reviewWords[pageLang()];

/** What the on-demand parts (this panel, threat-view.ts) need of the analysis page. */
export interface PanelHost {
  readonly game: AnalysisGame;
  /** The page's element (the panel's parts are inside it). */
  readonly root: HTMLElement;
  /** Draws everything again: the board, the move list, the graph. */
  redraw(): void;
  /** Draws the board again (its arrows). */
  drawBoard(): void;
}

export class ReviewPanel {
  private review = new GameReview();
  private worker: Worker | undefined;
  /** The analysis shown came from storage (the words say so). */
  private kept = false;

  constructor(private readonly host: PanelHost) {
    host.root.querySelector('[data-act="review-cancel"]')?.addEventListener('click', () => this.cancel());
  }

  /** Analyses the main line of the tree shown, from scratch. */
  start(): void {
    const { game } = this.host;
    this.stopWorker();
    this.review.cancel();
    this.kept = false;
    if (!game.tree.root.children.length) return this.draw(says.reviewNothing);
    const worker = new Worker(new URL('./review-worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = (e: MessageEvent<ReviewReply>) => {
      if (this.worker !== worker) return;
      const reply = e.data;
      if (reply.kind === 'progress') {
        this.review.progress(reply.done, reply.total);
        return this.draw();
      }
      this.stopWorker();
      if (reply.kind === 'error') this.review.fail(reply.message);
      else if (this.review.finish(game.tree, reply.plies)) this.redrawTree();
      else this.review.cancel();
      this.draw();
    };
    worker.onerror = () => {
      if (this.worker !== worker) return;
      this.stopWorker();
      this.review.fail('the engine could not start');
      this.draw();
    };
    worker.postMessage(this.review.start(game.tree));
    this.draw();
  }

  /** Stops the analysis running: nothing is applied. */
  cancel(): void {
    if (!this.review.running) return;
    this.stopWorker();
    this.review.cancel();
    this.draw();
  }

  /** A new tree is shown: an analysis running for the old one stops; this browser's analysis of the new one, if any, is shown. */
  opened(): void {
    this.stopWorker();
    this.review = new GameReview();
    this.kept = this.review.restore(this.host.game.tree);
    if (this.kept) this.redrawTree();
    this.draw();
  }

  private redrawTree(): void {
    const { game } = this.host;
    game.treeVersion++;
    game.evalVersion++;
    this.host.redraw();
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  /** The progress bar, the buttons, the words and the marks per side, from the controller's state. */
  private draw(words?: string): void {
    const root = this.host.root;
    const state = this.review.state;
    const running = state.kind === 'running';
    const box = root.querySelector<HTMLElement>('[data-review]');
    if (box) box.dataset.reviewState = state.kind;
    const bar = root.querySelector<HTMLProgressElement>('[data-review-progress]');
    if (bar) {
      bar.hidden = !running;
      if (running) {
        bar.max = state.total;
        bar.value = state.done;
      }
    }
    const cancel = root.querySelector<HTMLButtonElement>('[data-act="review-cancel"]');
    if (cancel) cancel.hidden = !running;
    const start = root.querySelector<HTMLButtonElement>('[data-act="review"]');
    if (start) start.disabled = running;
    const text =
      words ??
      (state.kind === 'running'
        ? says.reviewProgress(state.done, state.total)
        : state.kind === 'done'
          ? this.kept
            ? says.reviewKept
            : says.reviewDone
          : state.kind === 'cancelled'
            ? says.reviewCancelled
            : state.kind === 'error'
              ? says.reviewFailed(state.message)
              : '');
    const said = root.querySelector('[data-review-words]');
    if (said) said.textContent = text;
    const marks = root.querySelector<HTMLElement>('[data-review-marks]');
    if (marks) {
      marks.hidden = state.kind !== 'done';
      marks.replaceChildren();
      if (state.kind === 'done') for (const row of marksRows(state.marks)) marks.append(row);
    }
  }
}

/** One line per side: `White: 0 inaccuracies, 1 mistake, 0 blunders`, the counts also as data (the tests read them). */
function marksRows(marks: ReviewMarks): HTMLElement[] {
  return (['white', 'black'] as const).map((side) => {
    const m = marks[side];
    const row = document.createElement('p');
    row.dataset.reviewSide = side;
    row.dataset.inaccuracies = String(m.inaccuracies);
    row.dataset.mistakes = String(m.mistakes);
    row.dataset.blunders = String(m.blunders);
    const name = document.createElement('strong');
    name.textContent = side === 'white' ? says.white : says.black;
    row.append(name, `: ${says.inaccuracies(m.inaccuracies)} (?!), ${says.mistakes(m.mistakes)} (?), ${says.blunders(m.blunders)} (??)`);
    return row;
  });
}
