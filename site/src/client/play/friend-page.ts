// The play page's games between two people (issue 46 points 1 and 2), loaded on demand: when the
// reader chooses "a friend, by link" or "over the board" in the new game's form, opens the page
// with a friend link (`#friend=`, friend-link.ts), or has such games kept (the list of games with
// friends). Draws the game FriendGame (friend-game.ts) keeps on its own move board in the
// `[data-friend]` panel of views/Play.astro, which takes the place of the engine's board while
// `<bashni-play data-mode="friend">`; play-page.ts only calls openFriend/listFriendGames.
//
// By link: after each move the page writes the new link (in the address, the link box, Copy and
// the system share sheet where there is one); the player whose turn it is opens it, and so on.
// Over the board: both sides move on this device, the board turns to the side to move unless kept
// fixed, a move is taken back when both agree. Everything from a link or storage is shown as text.
import { VARIANTS, type Color, type Move, type VariantName } from '../../../../engine/types.ts';
import { friendWords } from '../../i18n/friend.ts';
import { pageLang } from '../../i18n/lang.ts';
import { formText } from '../page/form-text.ts';
import { copyAndSay, downloadText } from '../page/save.ts';
import { mountMoveBoard, type MoveBoard } from '../board/move-board.ts';
import { pageStorage } from '../store/browser-store.ts';
import { FriendGame, newFriendGame } from './friend-game.ts';
import { isFriendHash, newGameId, readFriendHash, writeFriendHash } from './friend-link.ts';
import { keepFriendGame, readFriendGames, type FriendSide } from './friend-store.ts';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

class FriendPanel {
  private readonly lang = pageLang();
  private readonly says = friendWords[this.lang];
  private readonly storage = pageStorage();
  private readonly panel: HTMLElement;
  private readonly board: MoveBoard;
  private game: FriendGame | undefined;
  private me: FriendSide = 'both';
  private orientation: Color = 'white';
  /** Resign or take back pressed once: the next press does it. */
  private armed: 'resign' | 'takeback' | undefined;

  constructor(private readonly host: HTMLElement) {
    this.panel = host.querySelector<HTMLElement>('[data-friend]')!;
    this.board = mountMoveBoard(this.panel.querySelector<HTMLElement>('[data-friend-board]')!, this.lang, (m) => this.onMove(m));
    this.panel.addEventListener('click', (e) => {
      const act = (e.target as Element).closest<HTMLElement>('[data-friend-act]')?.dataset.friendAct;
      if (act) this.act(act);
    });
    this.panel.querySelector<HTMLInputElement>('[data-friend-fixed]')!.addEventListener('change', () => {
      if (this.game && !this.fixed()) this.orientation = this.game.position.turn;
      if (this.game) this.show();
    });
    const share = this.panel.querySelector<HTMLButtonElement>('[data-friend-act="share"]')!;
    share.hidden = typeof navigator.share !== 'function';
  }

  /** A new game from the form's choices (opponent, side, variant, start position). */
  startFromForm(): void {
    const data = new FormData(this.host.querySelector<HTMLFormElement>('[data-setup]')!);
    const variantText = formText(data, 'variant');
    const variant: VariantName = VARIANTS.find((v) => v === variantText) ?? 'bashni';
    const sideText = formText(data, 'side');
    const side: Color = sideText === 'black' ? 'black' : sideText === 'random' ? (Math.random() < 0.5 ? 'white' : 'black') : 'white';
    const board = formText(data, 'opponent') === 'board';
    const game = newFriendGame(newGameId(), variant, formText(data, 'fen'), board ? 'white' : side);
    if (!game) {
      this.problem(this.says.problem('bad-start'));
      return;
    }
    this.open(game, board ? 'both' : side);
  }

  /** The game of the address's friend link, or one clear line saying why it does not open. */
  startFromHash(hash: string): void {
    const read = readFriendHash(hash);
    if (!read.ok) {
      this.problem(this.says.problem(read.problem));
      return;
    }
    const replay = FriendGame.fromLink(read.link);
    if (!replay) {
      this.problem(this.says.problem('bad-start'));
      return;
    }
    // a game this browser keeps is played from the side it played; a new one from the side its starter left
    const kept = readFriendGames(this.storage)[read.link.id];
    this.open(replay.game, kept?.me ?? other(read.link.inviter));
    if (replay.refused) this.problem(this.says.refused(replay.refused.ply, replay.refused.move), false);
  }

  private open(game: FriendGame, me: FriendSide): void {
    this.game = game;
    this.me = me;
    this.armed = undefined;
    this.problem('');
    this.host.dataset.mode = 'friend';
    this.panel.dataset.friendMode = me === 'both' ? 'board' : 'link';
    this.panel.querySelector<HTMLElement>('[data-friend-title]')!.textContent = me === 'both' ? this.says.boardTitle : this.says.friendTitle;
    this.orientation = me === 'both' ? game.position.turn : me;
    this.changed();
  }

  /** Shows `text` as the panel's one line about the link (empty: none); `alone` shows no game with it. */
  private problem(text: string, alone = true): void {
    const line = this.panel.querySelector<HTMLElement>('[data-friend-problem]')!;
    line.textContent = text;
    line.hidden = !text;
    if (text && alone) {
      this.host.dataset.mode = 'friend';
      this.panel.dataset.friendMode = 'none';
    }
  }

  private onMove(move: Move): void {
    if (!this.game?.play(move)) return;
    this.armed = undefined;
    if (this.me === 'both' && !this.fixed()) this.orientation = this.game.position.turn;
    this.changed(move);
  }

  private fixed(): boolean {
    return this.panel.querySelector<HTMLInputElement>('[data-friend-fixed]')!.checked;
  }

  /** The side acting from this device now: the player's own side by link, the side to move over the board. */
  private actor(): Color {
    return this.me === 'both' ? this.game!.position.turn : this.me;
  }

  private act(act: string): void {
    const game = this.game;
    if (!game) return;
    const armed = this.armed;
    this.armed = undefined;
    if (act === 'offer') game.offerDraw(this.actor());
    else if (act === 'accept') game.acceptDraw(this.me === 'both' ? other(game.drawOffer ?? 'white') : this.me);
    else if (act === 'resign') {
      if (armed !== 'resign') this.armed = 'resign';
      else game.resign(this.actor());
    } else if (act === 'takeback') {
      if (armed !== 'takeback') this.armed = 'takeback';
      else if (game.takeback() && !this.fixed()) this.orientation = game.position.turn;
    } else if (act === 'flip') this.orientation = other(this.orientation);
    else if (act === 'copy-link') void copyAndSay(this.linkHref(), this.panel.querySelector('[data-friend-said]'), this.says.linkCopied, this.says.copyFailed);
    else if (act === 'share') void navigator.share?.({ title: this.says.friendTitle, url: this.linkHref() }).catch(() => undefined);
    else if (act === 'download') downloadText(this.pdn(), 'bashni-friend-game.pdn', 'application/x-draughts-pdn');
    else if (act === 'engine') {
      const engine = this.host.querySelector<HTMLInputElement>('input[name="opponent"][value="engine"]');
      if (engine) engine.checked = true;
      history.replaceState(null, '', location.pathname + location.search);
      this.host.querySelector<HTMLFormElement>('[data-setup]')!.requestSubmit();
      return;
    }
    this.changed();
  }

  private linkHref(): string {
    return new URL(writeFriendHash(this.game!.link()), location.href).href;
  }

  private pdn(): string {
    const s = this.says;
    return this.game!.pdn({ event: this.me === 'both' ? s.recordBoardEvent : s.recordEvent, white: s.white, black: s.black, termination: s.recordTermination });
  }

  /** After a change: the address, the link box, storage, the list and the view. */
  private changed(animate?: Move): void {
    const game = this.game!;
    const hash = writeFriendHash(game.link());
    if (location.hash !== hash) history.replaceState(null, '', hash);
    this.panel.querySelector<HTMLInputElement>('[data-friend-link]')!.value = this.linkHref();
    const link = game.link();
    const kept = keepFriendGame(this.storage, game.id, {
      variant: link.variant,
      ...(link.fen ? { fen: link.fen } : {}),
      inviter: link.inviter,
      moves: link.moves,
      state: link.state,
      me: this.me,
      updated: new Date().toISOString(),
    });
    this.panel.querySelector<HTMLElement>('[data-friend-not-kept]')!.hidden = kept;
    listFriendGames(this.host);
    this.show(animate);
  }

  private show(animate?: Move): void {
    const game = this.game!;
    const says = this.says;
    const end = game.end;
    const byLink = this.me !== 'both';
    this.board.show(
      {
        position: game.position,
        orientation: this.orientation,
        interactive: !end && (!byLink || game.position.turn === this.me),
        ...(game.lastMove ? { lastMove: game.lastMove } : {}),
      },
      animate,
    );
    const status = this.panel.querySelector<HTMLElement>('[data-friend-status]')!;
    const turn = game.position.turn;
    if (this.armed === 'takeback') status.textContent = says.takebackAsk;
    else if (end) status.textContent = says.result(end.winner, end.reason, end.winner ? other(end.winner) : turn);
    else if (game.drawOffer) status.textContent = says.drawOffered(game.drawOffer);
    else status.textContent = byLink ? (turn === this.me ? says.yourMove(turn) : says.theirMove(turn)) : says.boardTurn(turn);
    status.dataset.result = end?.result ?? '';
    status.dataset.turn = turn;
    const button = (act: string) => this.panel.querySelector<HTMLButtonElement>(`[data-friend-act="${act}"]`)!;
    button('offer').disabled = !!end || !!game.drawOffer;
    const accept = button('accept');
    accept.hidden = !game.drawOffer || end !== undefined || (byLink && game.drawOffer === this.me);
    button('resign').disabled = !!end;
    button('resign').textContent = this.armed === 'resign' ? says.resignConfirm : says.resign;
    button('resign').setAttribute('aria-pressed', String(this.armed === 'resign'));
    const takeback = button('takeback');
    takeback.hidden = byLink;
    takeback.disabled = game.moves.length === 0 || (!!end && end.reason !== 'no-moves' && end.reason !== 'repetition' && end.reason !== 'no-progress');
    takeback.textContent = this.armed === 'takeback' ? says.takebackConfirm : says.takeback;
    this.renderMoves();
  }

  private renderMoves(): void {
    const list = this.panel.querySelector<HTMLOListElement>('[data-friend-moves]')!;
    const items: HTMLLIElement[] = [];
    for (const n of this.game!.moves) {
      const before = n.parent!.position;
      if (before.turn === 'white' || items.length === 0) {
        const li = document.createElement('li');
        li.textContent = `${before.fullmove}.${before.turn === 'black' ? '..' : ''} `;
        items.push(li);
      }
      const span = document.createElement('span');
      span.className = 'play-friend-move';
      span.textContent = `${n.text} `;
      items[items.length - 1]!.append(span);
    }
    if (items.length === 0) {
      const li = document.createElement('li');
      li.className = 'muted';
      li.textContent = this.says.noMoves;
      items.push(li);
    }
    const all = document.createDocumentFragment();
    for (const li of items) all.append(li);
    list.replaceChildren(all);
    list.scrollTop = list.scrollHeight;
  }
}

const panels = new WeakMap<HTMLElement, FriendPanel>();

/** Opens the friend panel on the play page `host`: the address's friend link when it has one, else a new game from the form. */
export function openFriend(host: HTMLElement): void {
  let panel = panels.get(host);
  if (!panel) panels.set(host, (panel = new FriendPanel(host)));
  if (isFriendHash(location.hash)) panel.startFromHash(location.hash);
  else panel.startFromForm();
  listFriendGames(host);
}

/** Fills the page's list of games with friends from storage (newest first; hidden when there is none). */
export function listFriendGames(host: HTMLElement): void {
  const says = friendWords[pageLang()];
  const section = host.querySelector<HTMLElement>('[data-friend-list]');
  if (!section) return;
  const games = readFriendGames(pageStorage());
  const ids = Object.keys(games).sort((a, b) => games[b]!.updated.localeCompare(games[a]!.updated));
  const items = ids.map((id) => {
    const g = games[id]!;
    const replay = FriendGame.fromLink({ id, ...g });
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = writeFriendHash({ id, ...g });
    a.dataset.friendGame = id;
    a.textContent = g.me === 'both' ? says.vsBoard : says.vsFriend(g.me);
    const game = replay?.game;
    const turn = game?.position.turn ?? 'white';
    const whose = !game || game.end ? says.finished : g.me === 'both' ? says.turnBoard(turn) : turn === g.me ? says.turnYou : says.turnThem;
    li.append(a, ` ${says.gameLine(g.moves.length, g.moves[g.moves.length - 1] ?? '', whose)}`);
    return li;
  });
  const all = document.createDocumentFragment();
  for (const li of items) all.append(li);
  section.querySelector('[data-friend-games]')!.replaceChildren(all);
  section.hidden = items.length === 0;
}
