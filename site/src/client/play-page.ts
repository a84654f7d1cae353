// <bashni-play>: the play page. Draws the game PlayGame (play-game.ts) keeps on the shared move
// board (move-board.ts), forwards the user's moves and buttons to it, and asks the engine's move of
// a Web Worker (play-worker.ts), so the page never waits on a search. The start position comes from
// the address (`#fen=&variant=`, position-link.ts) or the form; the record is PlayGame's PDN.
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { Position } from '../../../engine/position.ts';
import { VARIANTS, type Color, type Move, type VariantName } from '../../../engine/types.ts';
import { playWords } from '../i18n/play.ts';
import { pageLang } from '../i18n/lang.ts';
import { problemDescription } from '../i18n/problems.ts';
import { copyAndSay, downloadText } from './save.ts';
import { mountMoveBoard, type BoardView, type MoveBoard } from './move-board.ts';
import { PlayGame, playLevel, type EngineReply } from './play-game.ts';
import { makePositionLink, parsePositionLink } from './position-link.ts';
import { isStartPosition } from './start-position.ts';

export class BashniPlay extends HTMLElement {
  private readonly language = pageLang();
  private readonly playSays = playWords[this.language];
  private board!: MoveBoard;
  private game!: PlayGame;
  private worker: Worker | undefined;
  private orientation: Color = 'white';
  private status!: HTMLElement;

  connectedCallback(): void {
    if (this.board) return;
    this.status = this.querySelector('[data-status]') as HTMLElement;
    this.board = mountMoveBoard(this.querySelector('[data-play-board]') as HTMLElement, this.language, (m) => this.onUserMove(m));
    const form = this.querySelector('[data-setup]') as HTMLFormElement;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.newGame();
    });
    this.addEventListener('click', (e) => {
      const act = (e.target as Element).closest<HTMLElement>('[data-act]')?.dataset.act;
      if (act === 'takeback') this.takeback();
      else if (act === 'resign') this.resign();
      else if (act === 'flip') this.flip();
      else if (act === 'copy') void this.copy();
      else if (act === 'download') this.download();
      else if (act === 'setup') this.toSetup();
    });
    this.fromAddress();
    // another page's position sent to this one (the page stays open: only the hash changes)
    window.addEventListener('hashchange', () => this.fromAddress());
  }

  /** A position sent by the editor or the analysis board fills the form, and a game starts from it. */
  private fromAddress(): void {
    const link = parsePositionLink(location.hash);
    (this.querySelector('[data-variant-choice]') as HTMLSelectElement).value = link.variant;
    (this.querySelector('[data-fen-input]') as HTMLInputElement).value = link.fen ?? '';
    this.newGame();
  }

  /** The start position the form names, or the reason it cannot be played. */
  private startPosition(variant: VariantName): { pos: Position } | { error: string } {
    const fen = (this.querySelector('[data-fen-input]') as HTMLInputElement).value.trim();
    if (!fen) return { pos: Position.initial(variant) };
    const read = parseFen(fen, variant);
    // the engine's FEN codes in the page's words (the checker's dictionary)
    if (!read.ok) return { error: problemDescription(read.error.code, this.language) };
    if (read.value.legalMoves().length === 0) return { error: this.playSays.reason('no-moves', read.value.turn) };
    return { pos: read.value };
  }

  private newGame(): void {
    const form = this.querySelector('[data-setup]') as HTMLFormElement;
    const data = new FormData(form);
    const variantText = String(data.get('variant'));
    const variant = VARIANTS.find((v) => v === variantText) ?? 'bashni';
    const note = this.querySelector('[data-fen-note]') as HTMLElement;
    const start = this.startPosition(variant);
    const fenInput = this.querySelector('[data-fen-input]') as HTMLInputElement;
    if ('error' in start) {
      note.textContent = this.playSays.badFen(start.error);
      fenInput.setAttribute('aria-invalid', 'true');
      if (this.game) return;
    } else {
      note.textContent = this.playSays.startHint;
      fenInput.removeAttribute('aria-invalid');
    }
    const pos = 'pos' in start ? start.pos : Position.initial(variant);
    const sideText = String(data.get('side'));
    const user: Color = sideText === 'black' ? 'black' : sideText === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : 'white';
    this.stopEngine();
    this.game = new PlayGame(pos, user, playLevel(String(data.get('level'))).id);
    this.orientation = user;
    this.update();
  }

  /** What the board shows: the game's position, the user's side at the bottom unless flipped, moves only on the user's turn. */
  private view(): BoardView {
    const g = this.game;
    return { position: g.position, orientation: this.orientation, interactive: g.userToMove, ...(g.lastMove ? { lastMove: g.lastMove } : {}) };
  }

  private onUserMove(move: Move): void {
    if (!this.game.userMove(move)) return;
    this.update(move);
  }

  /** Redraws everything from the game, and asks the engine when it is its turn. */
  private update(animate?: Move): void {
    const game = this.game;
    this.board.show(this.view(), animate);
    this.ask();
    const end = game.end;
    const says = this.playSays;
    if (end) {
      const headline = !end.winner ? says.draw : end.winner === game.user ? says.won : says.lost;
      const loser: Color = end.winner ? (end.winner === 'white' ? 'black' : 'white') : game.position.turn;
      this.status.textContent = `${headline}: ${says.reason(end.reason, loser)}`;
    } else if (game.thinking) this.status.textContent = says.thinking;
    else this.status.textContent = says.yourMove(game.user);
    this.status.dataset.engineState = game.thinking ? 'thinking' : 'idle';
    this.status.dataset.result = end?.result ?? '';
    (this.querySelector('[data-act="takeback"]') as HTMLButtonElement).disabled = !game.canTakeBack;
    (this.querySelector('[data-act="resign"]') as HTMLButtonElement).disabled = !!end;
    this.renderMoves();
    (this.querySelector('[data-pdn]') as HTMLTextAreaElement).value = game.pdn();
    const initial = isStartPosition(game.start);
    (this.querySelector('[data-analyse]') as HTMLAnchorElement).href = makePositionLink(this.dataset.analysis ?? '/analysis/', {
      ...(initial ? {} : { fen: makeFen(game.start) }),
      variant: game.start.variant,
      moves: game.moves.map((n) => n.text),
    });
  }

  private renderMoves(): void {
    const list = this.querySelector('[data-moves]') as HTMLOListElement;
    const items: HTMLLIElement[] = [];
    for (const n of this.game.moves) {
      const before = n.parent!.position;
      if (before.turn === 'white' || items.length === 0) {
        const li = document.createElement('li');
        li.textContent = `${before.fullmove}.${before.turn === 'black' ? '..' : ''} `;
        items.push(li);
      }
      const span = document.createElement('span');
      span.textContent = `${n.text} `;
      items[items.length - 1]!.append(span);
    }
    if (items.length === 0) {
      const li = document.createElement('li');
      li.className = 'muted';
      li.textContent = this.playSays.noMoves;
      items.push(li);
    }
    // one fragment, not a spread: a long game has more moves than a call takes arguments
    const all = document.createDocumentFragment();
    for (const li of items) all.append(li);
    list.replaceChildren(all);
  }

  /** Sends the engine the position when it is its turn (once per request). */
  private ask(): void {
    const req = this.game.engineRequest();
    if (!req) return;
    if (!this.worker) {
      this.worker = new Worker(new URL('./play-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<EngineReply | { id: number; move: null }>) => this.onEngine(e.data);
    }
    this.worker.postMessage(req);
  }

  private onEngine(reply: EngineReply | { id: number; move: null }): void {
    if (reply.id !== this.game.thinking?.id) return; // an answer for a position taken back
    if (reply.move === null || !this.game.engineMove({ id: reply.id, move: reply.move })) {
      this.status.textContent = this.playSays.engineFailed;
      this.status.dataset.engineState = 'idle';
      return;
    }
    this.update(this.game.lastMove);
  }

  /** Drops a search under way (a takeback, a resignation or a new game made it useless). */
  private stopEngine(): void {
    if (this.game?.thinking) {
      this.worker?.terminate();
      this.worker = undefined;
    }
  }

  private takeback(): void {
    this.stopEngine();
    if (this.game.takeback()) this.update();
  }

  private resign(): void {
    this.stopEngine();
    if (this.game.resign()) this.update();
  }

  private flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    this.board.show(this.view());
  }

  /** The game buttons' "New game": to the form's choices (its own button starts the game). */
  private toSetup(): void {
    const first = this.querySelector<HTMLInputElement>('[data-setup] input[name="side"]:checked');
    first?.scrollIntoView({ block: 'start' });
    first?.focus();
  }

  private async copy(): Promise<void> {
    await copyAndSay(this.game.pdn(), this.querySelector('[data-copied]'), this.playSays.copied, this.playSays.copyFailed);
  }

  private download(): void {
    downloadText(this.game.pdn(), 'bashni-game.pdn', 'application/x-draughts-pdn');
  }
}

if (!customElements.get('bashni-play')) customElements.define('bashni-play', BashniPlay);
