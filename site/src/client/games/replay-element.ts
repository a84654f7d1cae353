// <bashni-replay>: steps through precomputed positions (no parser, no engine on the client).
// Markup comes from lib/replay-html.ts; data from the embedded JSON (lib/replay-data.ts).
import { renderBoardSvg } from '../../../../render/board-svg.ts';
import { gamesWords } from '../../i18n/games.ts';
import { pageLang } from '../../i18n/lang.ts';
import type { ReplayData, ReplayNode } from '../../lib/replay-data.ts';
import { evalText } from '../../lib/eval-text.ts';
import { attachColumnInfo } from '../board/column-info.ts';
import { keyAction, keyStep } from '../board/keys.ts';
import { actStep, goTo, type LineTree, type NavStep } from '../board/line-nav.ts';
import { makeLiveRegion } from '../board/live-region.ts';
import { copyAndSay } from '../page/save.ts';
import { attachBoardKeys, tabStop } from '../board/board-keys.ts';
import { animateMove, motionPlan, stopMotion, takenPieces } from '../board/motion.ts';
import { boardSize, squareName } from '../../../../engine/squares.ts';
import { boardWords } from '../../i18n/board.ts';
import { makePositionLink } from '../board/position-link.ts';
import { RECORD_KEY, replayTransfer } from '../analysis/analysis-record.ts';

const gameSays = gamesWords[pageLang()];
const boardSays = boardWords[pageLang()];

let active: BashniReplay | undefined;

document.addEventListener('keydown', (e) => {
  const act = active?.isConnected ? keyAction(e, 'page') : undefined;
  if (!active || !act) return;
  e.preventDefault();
  if (act === 'flip') active.flip();
  else active.navigate(act);
});

export class BashniReplay extends HTMLElement {
  data!: ReplayData;
  current = 0;
  flipped = false;
  names: 'algebraic' | 'numeric' = 'algebraic';
  private board!: HTMLElement;
  private useHash = true;
  /** The live region: the ply reached, for a screen reader. */
  private live: HTMLElement | undefined;

  connectedCallback(): void {
    if (this.data) return;
    const script = this.querySelector('script.replay-data');
    if (!script?.textContent) return;
    this.data = JSON.parse(script.textContent) as ReplayData;
    this.board = this.querySelector<HTMLElement>('[data-board]')!;
    this.flipped = this.dataset.flipped === 'true';
    this.useHash = this.dataset.hash !== 'off';
    attachColumnInfo(this.board, this.querySelector('[data-info]'));
    attachBoardKeys(this.board);
    this.live = makeLiveRegion();
    this.board.after(this.live);
    this.wireMoveList();
    this.addEventListener('click', (e) => this.onClick(e));
    active = this;
    if (this.useHash) {
      window.addEventListener('hashchange', () => this.fromHash());
      this.fromHash();
    }
  }

  private onClick(e: Event): void {
    const target = e.target as Element;
    const mv = target.closest('.mv[data-node], .eval-graph [data-node]');
    if (mv) {
      this.go(Number(mv.getAttribute('data-node')));
      return;
    }
    const btn = target.closest<HTMLButtonElement>('button[data-act]');
    if (!btn) return;
    const act = btn.dataset.act;
    const step = actStep(act);
    if (step) this.navigate(step);
    else if (act === 'flip') this.flip();
    else if (act === 'names') {
      this.names = this.names === 'algebraic' ? 'numeric' : 'algebraic';
      btn.dataset.names = this.names;
      // the toggle says which names are shown, and whether the numbers are on
      btn.textContent = this.names === 'numeric' ? gameSays.namesNumeric : gameSays.namesAlgebraic;
      btn.setAttribute('aria-pressed', String(this.names === 'numeric'));
      this.render();
    } else if (act === 'copy-fen') void this.copy(this.node.fen, gameSays.fenCopied);
    else if (act === 'analyse' && btn.dataset.href) this.analyse(btn.dataset.href, btn.dataset.what);
    else if (act === 'copy-image' || act === 'download-png' || act === 'embed') void this.giveBoard(btn);
    else if (act === 'copy-pdn' && btn.dataset.url) {
      void fetch(btn.dataset.url)
        .then((r) => r.text())
        .then((pdn) => this.copy(pdn, gameSays.pdnCopied));
    }
  }

  /**
   * Opens the analysis board: on the position shown, or (`record`) on the whole record at the ply
   * shown, handed over in sessionStorage (client/analysis/analysis-record.ts); `review` also starts
   * the computer analysis of its main line there (client/analysis/review-panel.ts).
   */
  private analyse(page: string, what: string | undefined): void {
    const variant = this.data.variant;
    if (what !== 'record' && what !== 'review') {
      location.href = makePositionLink(page, { fen: this.node.fen, variant });
      return;
    }
    const { record: tree, moves } = replayTransfer(this.data, this.current);
    try {
      sessionStorage.setItem(RECORD_KEY, JSON.stringify(tree));
    } catch {
      // no storage (private mode, full): the line to this ply still goes in the address
    }
    location.href = `${makePositionLink(page, { fen: tree.fen, variant, moves })}&record=1${what === 'review' ? '&review=1' : ''}`;
  }

  /** The board's picture or embed HTML (client/board/board-image.ts, loaded on the first press). */
  private async giveBoard(btn: HTMLElement): Promise<void> {
    const n = this.node;
    const ply = this.data.mainline.indexOf(n.id);
    const shown = { columns: n.columns, fen: n.fen, variant: this.data.variant, flipped: this.flipped, squareNames: this.names, ...(n.lastMove ? { lastMove: n.lastMove } : {}) };
    const name = `${location.pathname.split('/').filter(Boolean).pop() ?? 'game'}-${this.anchor(n.id).slice(1)}.png`;
    await (await import('../board/board-image.ts')).giveBoard(btn, shown, ply < 0 ? undefined : ply, name);
  }

  private async copy(text: string, done: string): Promise<void> {
    await copyAndSay(text, this.querySelector('[data-status]'), done, gameSays.copyFailed);
  }

  private status(text: string): void {
    const el = this.querySelector('[data-status]');
    if (el) el.textContent = text;
  }

  /** The node shown. `current` is always a node id: go() and fromHash() keep it in range, and the widget is made only for data with nodes. */
  get node(): ReplayNode {
    const n = this.data.nodes[this.current];
    if (!n) throw new Error(`replay: no node ${this.current}`);
    return n;
  }

  /** The node with this id, if any (ids are positions in `data.nodes`; the start's parent is -1). */
  private nodeOf(id: number | undefined): ReplayNode | undefined {
    return id === undefined ? undefined : this.data.nodes[id];
  }

  /** The game's nodes as the line navigator walks them (a node's parent, its first child). */
  private readonly line: LineTree<ReplayNode> = { parent: (n) => this.nodeOf(n.parent), next: (n) => this.nodeOf(n.children[0]) };

  /** First, previous, next or last ply of the current line (main line or variation). */
  navigate(step: NavStep): void {
    const to = goTo(this.line, this.node, step);
    if (to) this.go(to.id);
  }
  /** The end of the current line (the checker's report opens a game at its end). */
  last(): void {
    this.navigate('last');
  }
  flip(): void {
    this.flipped = !this.flipped;
    this.render();
  }

  go(id: number): void {
    if (!Number.isInteger(id) || id < 0 || id >= this.data.nodes.length) return;
    const from = this.current;
    this.current = id;
    this.render();
    if (this.useHash) this.writeHash(this.anchor(id));
    const n = this.node;
    // one ply forward slides the moved column; any other jump just shows the position
    const parent = this.nodeOf(n.parent);
    if (parent && n.parent === from && n.lastMove) {
      animateMove(this.board, motionPlan(parent.columns, n.lastMove, n.jumped ?? []), this.flipped, boardSize(this.data.variant));
      const squares = n.lastMove;
      void import('../board/move-sound.ts').then((m) => m.soundOfColumns(parent.columns, n.columns, squares, n.jumped?.length ?? 0));
    }
    this.announce(n, parent);
  }

  /** Says the ply reached (and what its move took) in the live region. */
  private announce(n: ReplayNode, parent: ReplayNode | undefined): void {
    if (!this.live) return;
    const said = boardSays;
    const idx = this.data.mainline.indexOf(n.id);
    const move = `${n.moveNumber}${n.white ? '.' : '...'} ${n.full ?? n.move ?? ''}`;
    const taken = parent ? takenPieces(parent.columns, n.jumped ?? []).map((t) => said.takenOn(said.piece(t.piece), squareName(t.square))) : [];
    const total = this.data.mainline.length - 1;
    this.live.textContent = !n.move ? said.start(total) : idx >= 0 ? said.ply(idx, total, move, taken) : said.variation(n.ply, move);
  }

  /** One tab stop in the move list: the current move (the first before any). */
  private moveListStop(): void {
    for (const el of this.querySelectorAll('.mv')) el.setAttribute('tabindex', '-1');
    (this.querySelector(`.mv[data-node="${this.current}"]`) ?? this.querySelector('.mv'))?.setAttribute('tabindex', '0');
  }

  /** The move list is one tab stop: the current move's button; the arrow keys step through the moves from it. */
  private wireMoveList(): void {
    const list = this.querySelector('[data-moves]');
    if (!list) return;
    const hint = document.createElement('p');
    hint.className = 'board-keys';
    hint.dataset.movesHint = '';
    hint.textContent = boardSays.movesHint;
    list.before(hint);
    this.moveListStop();
    list.addEventListener('keydown', (e) => {
      const ev = e as KeyboardEvent;
      if (!(ev.target as Element).closest('.mv')) return;
      const step = keyStep(ev, 'list');
      if (!step) return;
      ev.preventDefault();
      ev.stopPropagation();
      this.navigate(step);
      list.querySelector<HTMLElement>('.mv[tabindex="0"]')?.focus();
    });
  }

  /** The address anchor of a node: its ply on the main line (`#12`), else its node id (`#n40`). */
  private anchor(id: number): string {
    const idx = this.data.mainline.indexOf(id);
    return idx >= 0 ? `#${idx}` : `#n${id}`;
  }

  /** Puts `hash` in the address without a history entry (the start position has none). */
  private writeHash(hash: string): void {
    if (location.hash !== hash) history.replaceState(null, '', hash === '#0' ? location.pathname + location.search : hash);
  }

  private fromHash(): void {
    const h = location.hash.slice(1);
    let id = 0;
    if (/^\d+$/.test(h)) id = this.data.mainline[Math.min(Number(h), this.data.mainline.length - 1)] ?? 0;
    else if (/^n\d+$/.test(h)) id = Number(h.slice(1));
    if (id !== this.current || h) {
      this.current = id < this.data.nodes.length ? id : 0;
      this.render();
    }
    // a ply past the end (`#999`) or a node that does not exist shows the last ply or the start:
    // the address then names what is shown, not what was asked for
    if (/^n?\d+$/.test(h) && `#${h}` !== this.anchor(this.current)) this.writeHash(this.anchor(this.current));
  }

  render(): void {
    const n = this.node;
    const label = n.move ? boardSays.after(`${n.moveNumber}${n.white ? '.' : '...'} ${n.full ?? n.move}`) : boardSays.startPosition;
    const focused = this.board.contains(document.activeElement);
    stopMotion(this.board);
    this.board.innerHTML = renderBoardSvg(n.columns, {
      styled: true,
      cursor: tabStop(this.board) ?? n.columns[0]?.[0] ?? 0,
      squareLabel: (name, column) => boardSays.square(name, column, false, false),
      flipped: this.flipped,
      boardSize: boardSize(this.data.variant),
      squareNames: this.names,
      lastMove: n.lastMove,
      highlight: { jumped: n.jumped },
      focusable: 'occupied',
      label,
      words: boardSays,
    });
    if (focused) this.board.querySelector<HTMLElement>('[data-square][tabindex="0"]')?.focus();
    this.dataset.current = String(n.id);
    for (const el of this.querySelectorAll('.mv.active')) {
      el.classList.remove('active');
      el.removeAttribute('aria-current');
    }
    const mv = this.querySelector(`.mv[data-node="${n.id}"]`);
    this.moveListStop();
    if (mv) {
      mv.classList.add('active');
      mv.setAttribute('aria-current', 'step');
      const list = this.querySelector<HTMLElement>('[data-moves]');
      if (list && list.scrollHeight > list.clientHeight) {
        const top = (mv as HTMLElement).offsetTop - list.offsetTop;
        if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 30) list.scrollTop = top - list.clientHeight / 2;
      }
    }
    const idx = this.data.mainline.indexOf(n.id);
    const ply = this.querySelector('[data-ply]');
    if (ply) ply.textContent = idx >= 0 ? `${idx} / ${this.data.mainline.length - 1}` : gameSays.variationPly(n.ply);
    const cursor = this.querySelector('.eval-cursor');
    if (cursor) {
      const dx = Number(cursor.getAttribute('data-dx'));
      // a variation's node marks the main-line ply it branches from
      let m = n;
      for (let up = this.nodeOf(m.parent); up && !this.data.mainline.includes(m.id); up = this.nodeOf(m.parent)) m = up;
      const x = (this.data.mainline.indexOf(m.id) * dx).toFixed(1);
      cursor.setAttribute('x1', x);
      cursor.setAttribute('x2', x);
    }
    // the evaluation of the ply shown in figures: its own, else the last one on the way to it
    const now = this.querySelector('[data-eval-now] .eval-score');
    if (now) {
      let e: number | undefined;
      for (let m: ReplayNode | undefined = n; m && e === undefined; m = this.nodeOf(m.parent)) e = m.eval;
      now.textContent = evalText(e);
    }
    this.status('');
  }
}

if (!customElements.get('bashni-replay')) customElements.define('bashni-replay', BashniReplay);
