// <bashni-play>: the play page. Draws the game PlayGame (play-game.ts) keeps on the shared move
// board (move-board.ts), forwards the user's moves and buttons to it, and asks the engine's move of
// a Web Worker (play-worker.ts), so the page never waits on a search. The start position comes from
// the address (`#fen=&variant=`, position-link.ts) or the form; the record is PlayGame's PDN.
// The game and the form's choices are kept in localStorage (play-store.ts) and brought back on
// load, with a notice offering to continue it or start anew. Resign asks once; the move list
// follows the game and steps the board through it (buttons, or Left/Right away from the board).
// The record's box is filled once it is half in view (or at Copy or Download): the PDN writer
// (play-record.ts) loads then, not at the first move.
import { makeFen, parseFen } from '../../../../engine/fen.ts';
import { Position } from '../../../../engine/position.ts';
import { VARIANTS, type Color, type Move, type VariantName } from '../../../../engine/types.ts';
import { playWords } from '../../i18n/play.ts';
import { pageLang } from '../../i18n/lang.ts';
import { copyAndSay, downloadText } from '../page/save.ts';
import { mountMoveBoard, type BoardView, type MoveBoard } from '../board/move-board.ts';
import { PlayGame, playLevel, type EngineReply } from './play-game.ts';
import { forgetGame, hasFriendGames, pageStorage, readGame, readSettings, writeGame, writeSettings, type PlaySettings, type SideChoice } from './play-store.ts';
import { makePositionLink, parsePositionLink } from '../board/position-link.ts';
import { isStartPosition } from '../board/start-position.ts';
import { keyAction } from '../board/keys.ts';
import { actStep, type NavStep } from '../board/line-nav.ts';
import { formText } from '../page/form-text.ts';

/** Whether the address is a friend game's link (friend-link.ts; not imported, its packing loads on demand). */
const friendLink = (): boolean => location.hash.startsWith('#friend=');

export class BashniPlay extends HTMLElement {
  private readonly language = pageLang();
  private readonly playSays = playWords[this.language];
  /** The record's words in the page's language. */
  private readonly recordWords = { event: this.playSays.recordEvent, player: this.playSays.recordPlayer, termination: this.playSays.recordTermination };
  private board!: MoveBoard;
  private game!: PlayGame;
  private worker: Worker | undefined;
  private orientation: Color = 'white';
  private status!: HTMLElement;
  private readonly storage = pageStorage();
  /** The address hash the game was started from ('' for the form's start), kept with the game. */
  private source = '';
  /** The ply the board shows while the reader steps through the game; undefined: the game as it stands. */
  private viewPly: number | undefined;
  /** Resign was pressed once: the next press resigns. */
  private resignArmed = false;
  /** The game written as PDN in the page's words, once play-record.ts has loaded (recordWriter). */
  private writeRecord: ((game: PlayGame) => string) | undefined;

  connectedCallback(): void {
    if (this.board) return;
    this.status = this.querySelector<HTMLElement>('[data-status]')!;
    this.board = mountMoveBoard(this.querySelector<HTMLElement>('[data-play-board]')!, this.language, (m) => this.onUserMove(m));
    const form = this.querySelector<HTMLFormElement>('[data-setup]')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      // a game with a friend (by link or over the board): its code loads now (friend-page.ts)
      if (/^(friend|board)$/.test(formText(new FormData(form), 'opponent'))) return void this.friend();
      this.newGame();
      this.boardInView();
    });
    // the choices are kept as they are made (the level no longer falls back to Beginner on reload)
    form.addEventListener('change', () => writeSettings(this.storage, this.settings()));
    this.addEventListener('click', (e) => {
      const el = (e.target as Element).closest<HTMLElement>('[data-act], [data-ply]');
      const act = el?.dataset.act;
      if (act !== 'resign') this.disarmResign();
      if (el?.dataset.ply !== undefined) this.viewAt(Number(el.dataset.ply));
      else if (act === 'takeback') this.takeback();
      else if (act === 'resign') this.resign();
      else if (act === 'flip') this.flip();
      else if (act === 'rematch') this.rematch();
      else if (act === 'copy') void this.copy();
      else if (act === 'download') void this.download();
      else if (act === 'new-game') {
        this.newGame();
        this.boardInView();
      } else {
        const step = actStep(act);
        if (step) this.navigate(step);
      }
    });
    document.addEventListener('keydown', (e) => this.onKey(e));
    // the record's box filled (its writer loaded) when it first comes half into view (at 1280 x 900
    // its top edge shows below the form at the start: not a reason to load the writer yet)
    const box = this.querySelector<HTMLElement>('[data-pdn]')!;
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.intersectionRatio >= 0.5)) return;
        // watched until the writer is there: a load that failed is tried again at the next view
        void this.showRecord().then((shown) => shown && seen.disconnect());
      },
      { threshold: 0.5 },
    );
    seen.observe(box);
    // or when it takes the focus (a tap or Tab into it, to select the text)
    box.addEventListener('focus', () => void this.showRecord());
    this.applySettings(readSettings(this.storage));
    if (friendLink()) void this.friend();
    else {
      if (!this.restore()) this.fromAddress();
      if (hasFriendGames(this.storage)) void this.friend(false);
    }
    // another page's position sent to this one (the page stays open: only the hash changes), or a friend's link
    window.addEventListener('hashchange', () => (friendLink() ? void this.friend() : this.fromAddress()));
  }

  /** Opens the game with a friend the address or the form names, or (`open` false) lists the games kept (friend-page.ts, loaded on demand). */
  private async friend(open = true): Promise<void> {
    const page = await import('./friend-page.ts');
    if (!open) return page.listFriendGames(this);
    this.stopEngine();
    page.openFriend(this);
  }

  /** The same start and level, the colours swapped. */
  private rematch(): void {
    const { start, user, level } = this.game;
    this.stopEngine();
    this.game = new PlayGame(start, user === 'white' ? 'black' : 'white', level.id);
    this.orientation = this.game.user;
    this.viewPly = undefined;
    this.update();
    this.boardInView();
  }

  /** A position sent by the editor or the analysis board fills the form, and a game starts from it. */
  private fromAddress(): void {
    const link = parsePositionLink(location.hash);
    if (location.hash.length > 1) this.querySelector<HTMLSelectElement>('[data-variant-choice]')!.value = link.variant;
    this.querySelector<HTMLInputElement>('[data-fen-input]')!.value = link.fen ?? '';
    this.newGame();
  }

  /**
   * The kept game, when there is one and the address sends no other position (a reload, Back, a
   * return from the analysis board): shown as it stood, with a notice offering a new game instead.
   */
  private restore(): boolean {
    const kept = readGame(this.storage);
    const hash = location.hash.length > 1 ? location.hash : '';
    if (!kept || (hash && hash !== kept.source)) return false;
    const game = PlayGame.restore(kept.game);
    if (!game) {
      forgetGame(this.storage);
      return false;
    }
    this.game = game;
    this.source = kept.source;
    this.orientation = game.user;
    const fen = this.querySelector<HTMLInputElement>('[data-fen-input]')!;
    fen.value = isStartPosition(game.start) ? '' : makeFen(game.start);
    this.querySelector<HTMLSelectElement>('[data-variant-choice]')!.value = game.start.variant;
    this.querySelector<HTMLSelectElement>('[data-level-choice]')!.value = game.level.id;
    const notice = this.querySelector<HTMLElement>('[data-restored]')!;
    // moves as the record numbers them (a White move and Black's reply are one), not plies: 67 plies are 34 moves
    notice.textContent = this.playSays.restored(Math.ceil((game.moves.length + (game.start.turn === 'black' ? 1 : 0)) / 2), !!game.end);
    notice.hidden = false;
    this.update();
    return true;
  }

  private hideRestored(): void {
    this.querySelector<HTMLElement>('[data-restored]')!.hidden = true;
  }

  /** The form's choices. */
  private settings(): PlaySettings {
    const data = new FormData(this.querySelector<HTMLFormElement>('[data-setup]')!);
    const side = formText(data, 'side');
    return {
      side: side === 'black' || side === 'random' ? side : 'white',
      variant: VARIANTS.find((v) => v === formText(data, 'variant')) ?? 'bashni',
      level: playLevel(formText(data, 'level')).id,
    };
  }

  private applySettings(s: Partial<PlaySettings>): void {
    if (s.side) {
      const radio = this.querySelector<HTMLInputElement>(`[data-setup] input[name="side"][value="${s.side satisfies SideChoice}"]`);
      if (radio) radio.checked = true;
    }
    if (s.variant) this.querySelector<HTMLSelectElement>('[data-variant-choice]')!.value = s.variant;
    if (s.level) this.querySelector<HTMLSelectElement>('[data-level-choice]')!.value = s.level;
  }

  /**
   * The start position the form names, or the reason it cannot be played: the engine's FEN codes
   * in the page's words come from the checker's dictionary, loaded only when a FEN is refused
   * (it is a tenth of the page's script).
   */
  private startPosition(variant: VariantName): { pos: Position } | { error: () => Promise<string> } {
    const fen = this.querySelector<HTMLInputElement>('[data-fen-input]')!.value.trim();
    if (!fen) return { pos: Position.initial(variant) };
    const read = parseFen(fen, variant);
    if (!read.ok) {
      const code = read.error.code;
      return { error: async () => (await import('../../i18n/problems.ts')).problemDescription(code, this.language) };
    }
    const turn = read.value.turn;
    if (read.value.legalMoves().length === 0) return { error: () => Promise.resolve(this.playSays.reason('no-moves', turn)) };
    return { pos: read.value };
  }

  /**
   * The board scrolled into view once when the reader starts a game (issue 44: on a phone "Start a
   * game" left the page at the form, the board 359 px above the screen); not when it is in view.
   */
  private boardInView(): void {
    const board = this.querySelector<HTMLElement>('[data-play-board]');
    const r = board?.getBoundingClientRect();
    if (board && r && (r.top < 0 || r.bottom > window.innerHeight)) board.scrollIntoView({ block: 'start', behavior: 'instant' });
  }

  private newGame(): void {
    const form = this.querySelector<HTMLFormElement>('[data-setup]')!;
    const data = new FormData(form);
    const variantText = formText(data, 'variant');
    const variant = VARIANTS.find((v) => v === variantText) ?? 'bashni';
    const note = this.querySelector<HTMLElement>('[data-fen-note]')!;
    const start = this.startPosition(variant);
    const fenInput = this.querySelector<HTMLInputElement>('[data-fen-input]')!;
    if ('error' in start) {
      fenInput.setAttribute('aria-invalid', 'true');
      void start.error().then((reason) => (note.textContent = this.playSays.badFen(reason)));
      if (this.game) return;
    } else {
      note.textContent = this.playSays.startHint;
      fenInput.removeAttribute('aria-invalid');
    }
    const pos = 'pos' in start ? start.pos : Position.initial(variant);
    const sideText = formText(data, 'side');
    const user: Color = sideText === 'black' ? 'black' : sideText === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : 'white';
    this.stopEngine();
    delete this.dataset.mode;
    this.game = new PlayGame(pos, user, playLevel(formText(data, 'level')).id);
    this.source = 'pos' in start && fenInput.value.trim() ? location.hash : '';
    this.orientation = user;
    this.viewPly = undefined;
    this.hideRestored();
    writeSettings(this.storage, this.settings());
    this.update();
  }

  /** What the board shows: the game's position, the user's side at the bottom unless flipped, moves only on the user's turn. */
  private view(): BoardView {
    const g = this.game;
    if (this.viewPly !== undefined) {
      const node = this.viewPly === 0 ? undefined : g.moves[this.viewPly - 1];
      return { position: node?.position ?? g.start, orientation: this.orientation, interactive: false, ...(node?.move ? { lastMove: node.move } : {}) };
    }
    return { position: g.position, orientation: this.orientation, interactive: g.userToMove, ...(g.lastMove ? { lastMove: g.lastMove } : {}) };
  }

  private onUserMove(move: Move): void {
    this.disarmResign();
    this.hideRestored();
    if (!this.game.userMove(move)) return;
    this.update(move);
  }

  /** Shows the position after `ply` moves (undefined or the last ply: the game as it stands, playable). */
  private viewAt(ply: number | undefined): void {
    const last = this.game.moves.length;
    this.viewPly = ply === undefined || ply >= last ? undefined : Math.max(0, ply);
    this.board.show(this.view());
    this.showState();
    this.renderMoves();
  }

  private step(by: number): void {
    this.viewAt((this.viewPly ?? this.game.moves.length) + by);
  }

  /**
   * The page's keys (board/keys.ts): Left/Right step through the game, Home/End to its start and
   * its current move, F turns the board; not on the board (its arrows move between squares), in a
   * field or with a modifier.
   */
  private onKey(e: KeyboardEvent): void {
    const act = (e.target as Element | null)?.closest?.('[data-play-board]') ? undefined : keyAction(e, 'page');
    if (!act || !this.game) return;
    e.preventDefault();
    if (act === 'flip') {
      // as the Flip button does, F calls off an armed resignation
      this.disarmResign();
      this.flip();
    } else this.navigate(act);
  }

  /** A step through the game: its start, a move back or on, the game as it stands. */
  private navigate(step: NavStep): void {
    if (step === 'first') this.viewAt(0);
    else if (step === 'last') this.viewAt(undefined);
    else this.step(step === 'prev' ? -1 : 1);
  }

  /** Redraws everything from the game, and asks the engine when it is its turn. */
  private update(animate?: Move): void {
    const game = this.game;
    // (the reader can only move on the game as it stands; an engine reply while the reader looks back keeps the ply shown)
    this.board.show(this.view(), this.viewPly === undefined ? animate : undefined);
    this.ask();
    this.showState();
    this.renderMoves();
    writeGame(this.storage, { game: game.saved(), source: this.source });
    this.fillRecord();
    const initial = isStartPosition(game.start);
    const analyse = makePositionLink(this.dataset.analysis ?? '/analysis/', {
      ...(initial ? {} : { fen: makeFen(game.start) }),
      variant: game.start.variant,
      moves: game.moves.map((n) => n.text),
    });
    this.querySelector<HTMLAnchorElement>('[data-analyse]')!.href = analyse;
    // the result box: the result and its reason as the status says them, rematch, analyse, new game
    this.querySelector<HTMLElement>('[data-result-box]')!.hidden = !game.end;
    this.querySelector('[data-result-text]')!.textContent = this.status.textContent;
    this.querySelector<HTMLAnchorElement>('[data-result-analyse]')!.href = analyse;
    // a finished game's computer analysis: the analysis board starts it (review=1)
    const review = this.querySelector<HTMLAnchorElement>('[data-review-link]');
    if (review) {
      review.href = `${analyse}&review=1`;
      review.hidden = !game.end;
    }
  }

  /** The status line and the buttons, from the game and the ply shown. */
  private showState(): void {
    const game = this.game;
    const end = game.end;
    const says = this.playSays;
    if (this.resignArmed) this.status.textContent = says.resignAsk;
    else if (this.viewPly !== undefined) this.status.textContent = says.viewing(this.viewPly, game.moves.length);
    else if (end) {
      const headline = !end.winner ? says.draw : end.winner === game.user ? says.won : says.lost;
      const loser: Color = end.winner ? (end.winner === 'white' ? 'black' : 'white') : game.position.turn;
      this.status.textContent = `${headline}: ${says.reason(end.reason, loser)}`;
    } else if (game.thinking) this.status.textContent = says.thinking;
    else this.status.textContent = says.yourMove(game.user);
    this.status.dataset.engineState = game.thinking ? 'thinking' : 'idle';
    this.status.dataset.result = end?.result ?? '';
    this.status.dataset.viewing = this.viewPly === undefined ? '' : String(this.viewPly);
    this.querySelector<HTMLButtonElement>('[data-act="takeback"]')!.disabled = !game.canTakeBack;
    const resign = this.querySelector<HTMLButtonElement>('[data-act="resign"]')!;
    resign.disabled = !!end;
    resign.textContent = this.resignArmed ? says.resignConfirm : says.resign;
    resign.setAttribute('aria-pressed', String(this.resignArmed));
    const shown = this.viewPly ?? game.moves.length;
    for (const [act, off] of [
      ['first', shown === 0],
      ['prev', shown === 0],
      ['next', this.viewPly === undefined],
      ['last', this.viewPly === undefined],
    ] as const)
      (this.querySelector(`[data-act="${act}"]`) as HTMLButtonElement).disabled = off;
  }

  private renderMoves(): void {
    const list = this.querySelector<HTMLOListElement>('[data-moves]')!;
    const items: HTMLLIElement[] = [];
    const shown = this.viewPly ?? this.game.moves.length;
    let current: HTMLElement | undefined;
    this.game.moves.forEach((n, i) => {
      const before = n.parent!.position;
      if (before.turn === 'white' || items.length === 0) {
        const li = document.createElement('li');
        li.textContent = `${before.fullmove}.${before.turn === 'black' ? '..' : ''} `;
        items.push(li);
      }
      // each move a button that shows the board after it
      const span = document.createElement('span');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'play-move';
      button.dataset.ply = String(i + 1);
      button.textContent = n.text;
      if (i + 1 === shown) {
        button.setAttribute('aria-current', 'step');
        current = button;
      }
      span.append(button, ' ');
      items[items.length - 1]!.append(span);
    });
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
    // the current move in view inside the list (the page itself does not scroll)
    if (current) {
      const top = current.offsetTop;
      const bottom = top + current.offsetHeight;
      if (top < list.scrollTop) list.scrollTop = top;
      else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
    }
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
    this.viewPly = undefined;
    if (this.game.takeback()) this.update();
  }

  /** The first press asks (the button says "Confirm resign"), the second resigns; anything else in between calls it off. */
  private resign(): void {
    if (this.game.end) return;
    if (!this.resignArmed) {
      this.resignArmed = true;
      this.showState();
      return;
    }
    this.resignArmed = false;
    this.stopEngine();
    this.viewPly = undefined;
    if (this.game.resign()) this.update();
  }

  private disarmResign(): void {
    if (!this.resignArmed) return;
    this.resignArmed = false;
    this.showState();
  }

  private flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    this.board.show(this.view());
  }

  /** The record's writer (play-record.ts), loaded on the first call. */
  private async recordWriter(): Promise<(game: PlayGame) => string> {
    if (!this.writeRecord) {
      const { playPdn } = await import('./play-record.ts');
      this.writeRecord = (game) => playPdn(game, this.recordWords);
    }
    return this.writeRecord;
  }

  /** Loads the record's writer and fills the box; false when the writer could not be loaded. */
  private async showRecord(): Promise<boolean> {
    try {
      await this.recordWriter();
    } catch {
      return false;
    }
    this.fillRecord();
    return true;
  }

  /** The record's box shows the game, once its writer has loaded (until then nobody has seen the box). */
  private fillRecord(): void {
    if (this.writeRecord) this.querySelector<HTMLTextAreaElement>('[data-pdn]')!.value = this.writeRecord(this.game);
  }

  private async copy(): Promise<void> {
    const write = await this.recordWriter();
    this.fillRecord();
    await copyAndSay(write(this.game), this.querySelector('[data-copied]'), this.playSays.copied, this.playSays.copyFailed);
  }

  private async download(): Promise<void> {
    const write = await this.recordWriter();
    this.fillRecord();
    downloadText(write(this.game), 'bashni-game.pdn', 'application/x-draughts-pdn');
  }
}

if (!customElements.get('bashni-play')) customElements.define('bashni-play', BashniPlay);
