// <bashni-analysis>: the analysis board page, a view over its controller (analysis-game.ts
// AnalysisGame: the tree, the node shown, the engine's lines, every operation). The board is the
// shared move board (move-board.ts), the engine runs in a worker (analysis-engine.ts), a PDN
// (pasted, or a share link's, analysis-link.ts) is read by the checker's worker. This file draws
// what the controller holds and forwards the page's buttons, keys, the move list and the address.
import type { Move, VariantName } from '../../../../engine/types.ts';
import { makeFen, parseFen } from '../../../../engine/fen.ts';
import { renderBoardSvg } from '../../../../render/board-svg.ts';
import { boardSize } from '../../../../engine/squares.ts';
import type { TreeNode } from '../../../../records/tree.ts';
import { analysisWords } from '../../i18n/analysis.ts';
import { pageLang } from '../../i18n/lang.ts';
import type { CheckReply, CheckRequest, CheckedLine } from '../check/check-protocol.ts';
import { esc } from '../../lib/html.ts';
import { evalText } from '../../lib/eval-text.ts';
import { nagText } from '../../lib/nags.ts';
import type { ReplayData } from '../../lib/replay-data.ts';
import { EngineRunner } from './analysis-engine.ts';
import { AnalysisGame, type OpenProblem } from './analysis-game.ts';
import { graphMarkup, lineThrough } from './analysis-graph.ts';
import { isTreeLink, MAX_LINK_CHARS, nodeAtPreorder, preorderIndex } from './analysis-link.ts';
import { RECORD_KEY, replayTransfer, type RecordTransfer } from './analysis-record.ts';
import type { AnalysisInfo } from './engine-analysis.ts';
import { keyAction, keyStep } from '../board/keys.ts';
import { actStep, type NavStep } from '../board/line-nav.ts';
import { copyAndSay, downloadText } from '../page/save.ts';
import { isStartPosition } from '../board/start-position.ts';
import { mountMoveBoard, type BoardView, type MoveBoard } from '../board/move-board.ts';
import { MAX_LINK_MOVES, makePositionLink, parsePositionLink, type PositionLink } from '../board/position-link.ts';
import { REVIEW_KEY } from '../store/review-key.ts';
import type { PanelHost, ReviewPanel } from './review-panel.ts';
import type { ThreatView } from './threat-view.ts';

const lang = pageLang();
const analysisSays = analysisWords[lang];

/** The engine panel shows a report at most this often (the first depths come in a burst). */
const SHOW_EVERY_MS = 200;
/** Search time choices in seconds (0: until stopped, i.e. to the engine's deepest depth). */
const UNTIL_STOPPED = 0;

/**
 * The analysis written out (PDN text, the share link's packing) and the words of the engine's
 * problem codes: loaded when needed, not with the page (its JavaScript budget, 60 KB gzipped).
 */
const exporter = () => import('./analysis-export.ts');
/**
 * The annotator's fixed phrases in the page's language (lib/record-words.ts, the Russian page's
 * only): loaded the first time a Russian page shows a comment, the comment shown as written until
 * then; an English page shows comments as written and never loads them.
 */
let commentWords: ((text: string) => string) | undefined = lang === 'ru' ? undefined : (text) => text;
const problemWords = async (code: string) => (await import('../../i18n/problems.ts')).problemDescription(code, lang);

/** A PDN read by the checker's worker: its first game's replay, and the problem that stopped it (if any). */
interface ReadPdn {
  readonly data: ReplayData;
  readonly marked?: CheckedLine['marked'];
}

export class BashniAnalysis extends HTMLElement {
  /** Everything the page shows: tree, node, orientation, engine lines, evaluations, arrows. */
  private game = new AnalysisGame();
  private board!: MoveBoard;
  private boardRoot!: HTMLElement;
  private engine = new EngineRunner();
  private engineOn = false;
  private panel!: HTMLElement;
  /** The engine's latest report not shown yet, and the timer that will show it. */
  private pending: AnalysisInfo | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The board's focus came from a pointer (a move played by mouse or touch): the arrow keys step the tree, not the squares. */
  private pointerFocus = false;
  /** The checker's worker, started to read a PDN (pasted, or a share link's): it holds the parser, the page has none. */
  private checkWorker: Worker | undefined;
  private checkId = 0;
  /** The tree version the move list was drawn for, and the node marked current in it (a step only moves the mark). */
  private listDrawn = -1;
  /** Whether the comments' Russian words were asked for (`comment`). */
  private commentWordsAsked = false;
  private listNode: TreeNode | undefined;
  /** The list's move buttons by node id (a step finds its two buttons without searching 10,000). */
  private listButtons = new Map<number, HTMLElement>();
  /** What the graph was drawn for (a step along the same line only moves its cursor). */
  private graphFor = '';
  /** The whole-game analysis and the threat: loaded on first use (review-panel.ts, threat-view.ts). */
  private reviewPanel: Promise<ReviewPanel> | undefined;
  private threat: ThreatView | undefined;

  connectedCallback(): void {
    if (this.boardRoot) return;
    this.boardRoot = this.querySelector<HTMLElement>('[data-move-board]')!;
    this.panel = this.querySelector<HTMLElement>('[data-engine]')!;
    this.board = mountMoveBoard(this.boardRoot, lang, (move) => {
      this.game.play(move);
      this.show(move);
    });
    // the evaluation bar as tall as the board, whatever the board's size
    const bar = this.querySelector<HTMLElement>('[data-eval-bar]');
    const boardBox = this.boardRoot.querySelector<HTMLElement>('.board');
    if (bar && boardBox && typeof ResizeObserver === 'function') new ResizeObserver(() => (bar.style.height = `${boardBox.offsetHeight}px`)).observe(boardBox);
    this.addEventListener('click', (e) => this.onClick(e));
    this.querySelector('[data-variant-choice]')?.addEventListener('change', (e) => this.changeVariant((e.target as HTMLSelectElement).value as VariantName));
    for (const sel of this.querySelectorAll('[data-lines], [data-time]')) sel.addEventListener('change', () => this.think());
    document.addEventListener('keydown', (e) => this.onKey(e));
    // after a move by mouse or touch the arrows step the tree (a key that moves between squares, Tab, gives the board back its keys)
    this.boardRoot.addEventListener('pointerdown', () => (this.pointerFocus = true));
    this.boardRoot.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Tab' || e.key === 'Enter' || e.key === ' ') this.pointerFocus = false;
        const step = this.pointerFocus ? keyStep(e, 'analysis') : undefined;
        if (!step) return;
        e.preventDefault();
        e.stopPropagation();
        this.navigate(step);
      },
      { capture: true },
    );
    this.querySelector('[data-fen-form]')?.addEventListener('submit', (e) => {
      e.preventDefault();
      this.setFen();
    });
    this.querySelector('[data-pdn-form]')?.addEventListener('submit', (e) => {
      e.preventDefault();
      this.openPdn();
    });
    // the graph is a slider: its arrows step the line (and not the page's keys too), Home and End its ends
    this.querySelector('[data-eval-graph-body]')?.addEventListener('keydown', (e) => {
      const k = e as KeyboardEvent;
      const step = (k.target as Element).closest('[data-eval-slider]') ? keyStep(k, 'slider') : undefined;
      if (!step) return;
      k.preventDefault();
      k.stopPropagation();
      this.navigate(step);
    });
    // the explorer panel's code and data load when it is first opened (explorer-panel.ts: it follows the board from then on)
    const ex = this.querySelector<HTMLDetailsElement>('[data-explorer]');
    ex?.addEventListener('toggle', () => void import('./explorer-panel.ts').then((m) => m.mountExplorer(ex, this.game, (mv) => this.show(mv))), { once: true });
    window.addEventListener('hashchange', () => this.fromAddress());
    this.fromAddress();
  }

  /** The FEN field's position, as a new tree in the variant chosen; an unreadable FEN is said in words. */
  private setFen(): void {
    const field = this.querySelector<HTMLInputElement>('[data-fen-field]');
    if (!field) return;
    const variant = this.game.variant;
    const read = parseFen(field.value.trim(), variant);
    if (!read.ok) {
      field.setAttribute('aria-invalid', 'true');
      return void problemWords(read.error.code).then((why) => this.status(analysisSays.fenBad(why)));
    }
    field.removeAttribute('aria-invalid');
    this.open({ fen: field.value.trim(), variant, moves: [] });
  }

  /**
   * Reads `text`'s first game with the checker's worker (the parser stays out of this page's code):
   * its replay (every line that replays) and the checker's problem when the record stops being legal.
   */
  private readPdn(text: string, file: string, done: (read: ReadPdn | undefined) => void): void {
    this.checkWorker?.terminate();
    const worker = new Worker(new URL('../check/check-worker.ts', import.meta.url), { type: 'module' });
    this.checkWorker = worker;
    const id = ++this.checkId;
    const ask = (req: CheckRequest) => worker.postMessage(req);
    let marked: CheckedLine['marked'];
    worker.onmessage = (e: MessageEvent<CheckReply>) => {
      const reply = e.data;
      if (reply.id !== this.checkId) return;
      if (reply.kind === 'checked') {
        if (!reply.games.length) return done(undefined);
        marked = reply.games[0]!.marked;
        return ask({ kind: 'replay', id, game: 0 });
      }
      worker.terminate();
      this.checkWorker = undefined;
      const data = reply.data;
      done(data && data.nodes.length > 0 ? { data, ...(marked ? { marked } : {}) } : undefined);
    };
    ask({ kind: 'check', id, text, file });
  }

  /**
   * The pasted PDN's first game, opened as the checker's "Open in analysis" opens a record: every
   * line, at the main line's end. A record that stops being legal is said as the checker says it
   * (line, column, the reason with the legal moves), with what was opened: the moves before it.
   */
  private openPdn(): void {
    const text = this.querySelector<HTMLTextAreaElement>('[data-pdn-field]')?.value ?? '';
    if (!text.trim()) return;
    this.status(analysisSays.pdnReading);
    this.readPdn(text, 'pasted.pdn', (read) => {
      if (!read) return this.status(analysisSays.pdnNone);
      const { data, marked } = read;
      const { record, moves } = replayTransfer(data, data.mainline.at(-1) ?? 0);
      this.open({ fen: record.fen, variant: record.variant, moves }, record);
      const tag = (name: string) => data.tags.find(([n]) => n === name)?.[1] ?? '?';
      if (!marked) return this.status(analysisSays.pdnOpened(tag('White'), tag('Black')));
      const loaded = this.loaded();
      if (lang === 'en') return this.status(analysisSays.pdnProblem(marked.line, marked.column, marked.message, loaded));
      void problemWords(marked.code).then((why) => this.status(analysisSays.pdnProblem(marked.line, marked.column, `${why} (${marked.message})`, loaded)));
    });
  }

  /** What the tree's main line holds, as the status says it: its plies and its last move, numbered. */
  private loaded(): string {
    const line = this.game.tree.mainLine();
    const last = line.at(-1);
    if (!last) return analysisSays.pdnLoaded(0, '');
    const before = last.parent!.position;
    return analysisSays.pdnLoaded(line.length, `${before.fullmove}.${before.turn === 'white' ? '' : '..'} ${last.text}`);
  }

  /** Opens the address: a share link's tree (read by the checker's worker), or a position and line (with the handed-over record when it names one). */
  private fromAddress(): void {
    if (isTreeLink(location.hash)) return void this.fromTreeLink(location.hash);
    const link = parsePositionLink(location.hash);
    const record = /(^|[#&])record=1(&|$)/.test(location.hash) ? this.storedRecord() : undefined;
    this.open(link, record);
    if (record) this.status(analysisSays.fromRecord);
    if (link.cut) this.status(analysisSays.linkCut(MAX_LINK_MOVES, link.cut));
    // a game page's or the play page's "Computer analysis" button: the analysis starts at once
    if (/(^|[#&])review=1(&|$)/.test(location.hash)) void this.review().then((p) => p.start());
  }

  /** What the on-demand parts need of the page. */
  private host(): PanelHost {
    return { game: this.game, root: this, redraw: () => this.show(), drawBoard: () => this.showBoard() };
  }

  private review(): Promise<ReviewPanel> {
    return (this.reviewPanel ??= import('./review-panel.ts').then((m) => new m.ReviewPanel(this.host())));
  }

  private async fromTreeLink(hash: string): Promise<void> {
    const read = (await exporter()).readTreeLink(hash);
    if ('error' in read) {
      this.open({ variant: 'bashni', moves: [] });
      return this.status(read.error === 'too-long' ? analysisSays.linkTooLong(MAX_LINK_CHARS) : analysisSays.linkDamaged);
    }
    this.status(analysisSays.linkReading);
    this.readPdn(read.pdn, 'link.pdn', (pdn) => {
      if (!pdn) {
        this.open({ variant: 'bashni', moves: [] });
        return this.status(analysisSays.linkDamaged);
      }
      const { record } = replayTransfer(pdn.data, 0);
      this.open({ fen: record.fen, variant: record.variant, moves: [] }, record);
      this.game.go(nodeAtPreorder(this.game.tree, read.at));
      this.show();
      this.status('');
    });
  }

  private storedRecord(): RecordTransfer | undefined {
    try {
      const text = sessionStorage.getItem(RECORD_KEY);
      return text ? (JSON.parse(text) as RecordTransfer) : undefined;
    } catch {
      return undefined;
    }
  }

  private open(link: PositionLink, record?: RecordTransfer): void {
    const problem: OpenProblem | undefined = this.game.open(link, record);
    if (problem?.kind === 'fen') void problemWords(problem.error.code).then((why) => this.status(analysisSays.badFen(why)));
    else if (problem?.kind === 'unplayable') this.status(analysisSays.unplayable(problem.move));
    else this.status('');
    const choice = this.querySelector<HTMLSelectElement>('[data-variant-choice]');
    if (choice) choice.value = this.game.variant;
    this.show();
    // a new tree: this browser's analysis of its game, if it keeps any (the panel, which reads it
    // through its shape, loads only then; storage refused is nothing kept)
    let kept: string | null = null;
    try {
      kept = localStorage.getItem(REVIEW_KEY);
    } catch {
      // refused
    }
    if (this.reviewPanel || kept) void this.review().then((p) => p.opened());
  }

  /**
   * The same analysis under another variant's rules: kept silently when every move still plays;
   * when some would be lost, the reader is asked first, and no keeps the variant and the tree.
   */
  private changeVariant(variant: VariantName): void {
    const lost = this.game.changeVariant(variant, (n) => window.confirm(analysisSays.variantLoses(n)));
    if (lost === undefined) {
      const choice = this.querySelector<HTMLSelectElement>('[data-variant-choice]');
      if (choice) choice.value = this.game.variant;
      return;
    }
    this.status(lost > 0 ? analysisSays.variantLost(lost) : '');
    this.show();
  }

  /** Draws the node shown; `move` is the move just played into it (animated). */
  private show(move?: Move): void {
    this.showBoard(move);
    this.showMoves();
    this.showPosition();
    this.threat?.update();
    if (this.engineOn) this.think();
    else this.setEngine('idle');
  }

  /** The FEN field (unless the reader is typing in it) and the links to the play page and the editor, for the position shown. */
  private showPosition(): void {
    const pos = this.game.node.position;
    const fen = makeFen(pos);
    const field = this.querySelector<HTMLInputElement>('[data-fen-field]');
    if (field && document.activeElement !== field) {
      field.value = fen;
      field.removeAttribute('aria-invalid');
    }
    for (const a of this.querySelectorAll<HTMLAnchorElement>('a[data-to]')) a.href = makePositionLink(a.dataset.to ?? a.href, { fen, variant: pos.variant });
  }

  private showBoard(animate?: Move): void {
    const node = this.game.node;
    const pos = node.position;
    const view: BoardView = {
      position: pos,
      orientation: this.game.orientation,
      interactive: pos.legalMoves().length > 0,
      ...(node.move ? { lastMove: node.move } : {}),
      arrows: this.game.arrows,
      ...(this.game.threat ? { threat: this.game.threat } : {}),
    };
    this.board.show(view, animate);
  }

  private status(text: string): void {
    const el = this.querySelector('[data-status]');
    if (el) el.textContent = text;
  }

  // ---- the move list

  /**
   * The tree as the move list: the main line, each variation in brackets after the move it
   * replaces. Drawn again only when the tree changed; a step moves the current mark (issue 47: a
   * step in a game of 10,000 moves must cost what it costs in one of ten).
   */
  /** A record's comment in the page's language (`commentWords`), its words loaded on a Russian page's first comment, the list drawn again then. */
  private comment(text: string): string {
    if (commentWords) return commentWords(text);
    if (!this.commentWordsAsked) {
      this.commentWordsAsked = true;
      void import('../../lib/record-words.ts').then((m) => {
        commentWords = (t) => m.recordText(t, lang);
        this.listDrawn = -1;
        this.showMoves();
      });
    }
    return text;
  }

  private showMoves(): void {
    const list = this.querySelector<HTMLElement>('[data-moves]');
    if (!list) return;
    const game = this.game;
    const focused = list.contains(document.activeElement);
    if (this.listDrawn !== game.treeVersion) {
      const root = game.tree.root;
      let html = root.comments.map((c) => `<span class="comment">${esc(this.comment(c))}</span> `).join('');
      html += this.line(root.children[0]);
      list.innerHTML = html || `<span class="muted">${esc(analysisSays.noMoves)}</span>`;
      this.listButtons = new Map([...list.querySelectorAll<HTMLElement>('.mv[data-node]')].map((b) => [Number(b.dataset.node), b]));
      this.listDrawn = game.treeVersion;
      this.listNode = undefined;
    } else if (this.listNode) {
      const was = this.listButtons.get(this.listNode.id);
      was?.removeAttribute('aria-current');
      was?.setAttribute('tabindex', '-1');
    }
    this.listNode = game.node;
    const current = this.listButtons.get(game.node.id);
    current?.setAttribute('aria-current', 'step');
    // the list's one tab stop: the current move, else its first
    const stop = current ?? list.querySelector<HTMLElement>('.mv');
    stop?.setAttribute('tabindex', '0');
    if (focused) stop?.focus({ preventScroll: true });
    if (current) scrollWithin(list, current);
    else list.scrollTop = 0;
    const ply = this.querySelector('[data-ply]');
    if (ply) ply.textContent = analysisSays.plies(game.tree.path(game.node).length);
    const node = game.node;
    for (const act of ['promote', 'remove', 'takeback', 'prev', 'first']) {
      const btn = this.querySelector<HTMLButtonElement>(`button[data-act="${act}"]`);
      if (btn) btn.disabled = act === 'promote' ? game.tree.onMainLine(node) : !node.parent;
    }
    for (const act of ['next', 'last']) {
      const btn = this.querySelector<HTMLButtonElement>(`button[data-act="${act}"]`);
      if (btn) btn.disabled = !node.children[0];
    }
    this.drawGraph();
  }

  /**
   * The evaluation graph of the line shown (analysis-graph.ts), its cursor on the node shown; the
   * slider keeps its focus. A step along the same line with no new evaluation moves the cursor only.
   */
  private drawGraph(): void {
    const body = this.querySelector<HTMLElement>('[data-eval-graph-body]');
    if (!body) return;
    const game = this.game;
    let end = game.node;
    while (end.children[0]) end = end.children[0];
    const key = `${game.treeVersion}:${game.evalVersion}:${end.id}`;
    const slider = body.querySelector<HTMLElement>('[data-eval-slider]');
    const cursor = body.querySelector<SVGLineElement>('.eval-cursor');
    if (key === this.graphFor && slider && cursor) {
      const ply = game.tree.path(game.node).length;
      const last = Number(slider.getAttribute('aria-valuemax'));
      const x = (ply * Number(cursor.dataset.dx)).toFixed(1);
      cursor.setAttribute('x1', x);
      cursor.setAttribute('x2', x);
      slider.setAttribute('aria-valuenow', String(ply));
      const e = game.evals.get(game.node) ?? game.node.eval;
      slider.setAttribute('aria-valuetext', analysisSays.graphPly(ply, last, e === undefined ? undefined : evalWords(e)));
      return;
    }
    this.graphFor = key;
    const focused = body.contains(document.activeElement);
    body.innerHTML = graphMarkup(lineThrough(game.tree, game.node), game.evals, analysisSays);
    if (focused) body.querySelector<HTMLElement>('[data-eval-slider]')?.focus({ preventScroll: true });
  }

  private line(first: TreeNode | undefined): string {
    let out = '';
    let interrupted = true;
    for (let n = first; n; n = n.children[0]) {
      const before = n.parent!.position;
      const number = before.turn === 'white' ? `${before.fullmove}.` : interrupted ? `${before.fullmove}...` : '';
      if (number) out += `<span class="num">${number}</span>`;
      // the record's marks kept with the move: its strength (`??`) and NAGs, as on game pages
      const marks = (n.strength ? `<span class="nag">${esc(n.strength)}</span>` : '') + n.nags.map((x) => `<span class="nag" title="$${x}">${esc(nagText(x))}</span>`).join('');
      out += `<button type="button" class="mv" data-node="${n.id}" tabindex="-1">${esc(n.text)}${marks}</button>`;
      // the annotator's fixed phrases in the page's language, as on game pages (lib/record-words.ts);
      // its commands (`[%eval +0.35]`: the graph plots it) left out, as game pages do; the PDN keeps them as written
      const comments = n.comments.map((c) => c.replace(/\s*\[%[^\]]*\]/g, '').trim()).filter(Boolean);
      for (const c of comments) out += `<span class="comment">${esc(this.comment(c))}</span>`;
      const variations = n.parent!.children[0] === n ? n.parent!.children.slice(1) : [];
      // (the brackets are the stylesheet's, .var::before and ::after, as on game pages)
      for (const v of variations) out += `<span class="var">${this.line(v)}</span>`;
      interrupted = comments.length > 0 || variations.length > 0;
    }
    return out;
  }

  /** Shows `to` (a move forward from the node shown slides its column). */
  private step(to: TreeNode | undefined): void {
    if (!to) return;
    const from = this.game.node;
    this.game.go(to);
    this.show(to.parent === from ? to.move : undefined);
  }

  /** First, previous, next or last move of the line shown. */
  private navigate(step: NavStep): void {
    const from = this.game.node;
    const to = this.game.navigate(step);
    if (to) this.show(to.parent === from ? to.move : undefined);
  }

  private onKey(e: KeyboardEvent): void {
    const act = keyAction(e, 'analysis');
    if (act === 'flip') {
      e.preventDefault();
      return this.flip();
    }
    // the board's own keys (arrows between squares, Enter, Escape) stay the board's
    if (!act || this.boardRoot.contains(e.target as Node)) return;
    e.preventDefault();
    this.navigate(act);
  }

  private flip(): void {
    this.game.flip();
    this.showBoard();
  }

  // ---- buttons

  private onClick(e: Event): void {
    const target = e.target as Element;
    const mv = target.closest('.mv[data-node], .eval-graph [data-node]');
    if (mv) return this.step(this.game.tree.node(Number(mv.getAttribute('data-node'))));
    const engineLine = target.closest<HTMLElement>('[data-line]');
    if (engineLine) {
      const upTo = engineLine.dataset.upto;
      this.game.playLine(Number(engineLine.dataset.line), upTo === undefined ? undefined : Number(upTo));
      return this.show();
    }
    const btn = target.closest<HTMLButtonElement>('button[data-act]');
    if (!btn) return;
    const step = actStep(btn.dataset.act);
    if (step) return this.navigate(step);
    switch (btn.dataset.act) {
      case 'flip':
        return this.flip();
      case 'takeback':
        this.game.takeBack();
        return this.show();
      case 'promote':
        this.game.promote();
        return this.showMoves();
      case 'remove':
        this.game.remove();
        return this.show();
      case 'engine':
        this.engineOn = !this.engineOn;
        if (this.engineOn) this.think();
        else {
          this.engine.stop();
          this.setEngine(this.panel.dataset.engineBest ? 'done' : 'idle');
        }
        return this.engineButton();
      case 'copy-fen':
        return void this.copy(makeFen(this.game.node.position), analysisSays.fenCopied);
      case 'copy-pdn':
        return void this.pdn().then((text) => this.copy(text, analysisSays.pdnCopied));
      case 'download-pdn':
        return void this.pdn().then((text) => downloadText(text, 'analysis.pdn', 'application/x-draughts-pdn'));
      case 'svg': {
        const pos = this.game.node.position;
        const svg = renderBoardSvg(pos.columns(), {
          flipped: this.game.orientation === 'black',
          boardSize: boardSize(pos.variant),
          size: 480,
          label: `${pos.turn === 'white' ? 'White' : 'Black'} to move: ${makeFen(pos)}`,
        });
        return downloadText(`${svg}\n`, 'position.svg', 'image/svg+xml');
      }
      case 'share':
        return void this.share();
      case 'copy-image':
      case 'download-png':
      case 'embed': {
        // client/board/board-image.ts, loaded on the first press
        const { tree, node } = this.game;
        const pos = node.position;
        const shown = {
          columns: pos.columns(),
          fen: makeFen(pos),
          variant: pos.variant,
          flipped: this.game.orientation === 'black',
          ...(node.move ? { lastMove: [node.move.from, ...node.move.path] } : {}),
        };
        return void import('../board/board-image.ts').then((m) => m.giveBoard(btn, shown, tree.onMainLine(node) ? tree.path(node).length : undefined, 'position.png', () => this.pdn()));
      }
      case 'review':
        return void this.review().then((p) => p.start());
      case 'threat':
        return void import('./threat-view.ts').then((m) => (this.threat ??= new m.ThreatView(this.host())).toggle());
    }
  }

  private async pdn(): Promise<string> {
    return (await exporter()).treePdn(this.game.tree, analysisSays.analysisEvent, this.game.source);
  }

  /**
   * The share link: a tree that is one line with nothing else (no variation, comment, mark or
   * record's tags) as the position link every page reads (`#fen=..&variant=..&moves=..`), any other
   * as the tree link (analysis-link.ts: its whole PDN, compressed); undefined when that is too long.
   */
  private async link(): Promise<string | undefined> {
    const { tree, node, source } = this.game;
    const plain =
      !source &&
      tree.root.comments.length === 0 &&
      tree.mainLine().every((n) => n.children.length <= 1 && !n.comments.length && !n.nags.length && !n.strength && n.eval === undefined) &&
      tree.root.children.length <= 1;
    if (plain && tree.onMainLine(node)) {
      const start = tree.root.position;
      return makePositionLink(location.pathname, { ...(isStartPosition(start) ? {} : { fen: makeFen(start) }), variant: start.variant, moves: tree.path(node).map((n) => n.text) });
    }
    const hash = (await exporter()).treeLinkHash(await this.pdn(), preorderIndex(tree, node));
    return hash.length > MAX_LINK_CHARS ? undefined : `${location.pathname}${hash}`;
  }

  private async share(): Promise<void> {
    const link = await this.link();
    if (!link) return this.status(analysisSays.linkTooLong(MAX_LINK_CHARS));
    history.replaceState(history.state, '', link);
    await copyAndSay(location.href, this.querySelector('[data-status]'), analysisSays.linkCopied, analysisSays.linkShown);
  }

  private async copy(text: string, done: string): Promise<void> {
    await copyAndSay(text, this.querySelector('[data-status]'), done, analysisSays.copyFailed);
  }

  // ---- the engine

  private engineButton(): void {
    const btn = this.querySelector<HTMLButtonElement>('button[data-act="engine"]');
    if (!btn) return;
    btn.textContent = this.engineOn ? analysisSays.engineStop : analysisSays.engineStart;
    btn.setAttribute('aria-pressed', String(this.engineOn));
  }

  private setEngine(state: 'idle' | 'thinking' | 'done'): void {
    this.panel.dataset.engineState = state;
    if (state === 'idle') {
      delete this.panel.dataset.engineBest;
      delete this.panel.dataset.engineDepth;
    }
    const words = this.panel.querySelector('[data-engine-words]');
    if (words) words.textContent = state === 'idle' ? analysisSays.idle : state === 'thinking' ? analysisSays.thinking : analysisSays.done;
    if (state === 'idle') this.showInfo(undefined);
  }

  /** (Re)starts the search of the position shown, with the panel's settings. */
  private think(): void {
    if (!this.engineOn) return;
    const pos = this.game.node.position;
    const lines = Number(this.querySelector<HTMLSelectElement>('[data-lines]')?.value ?? 1);
    const seconds = Number(this.querySelector<HTMLSelectElement>('[data-time]')?.value ?? 10);
    const at = this.game.node;
    this.engine.stop();
    this.pending = undefined;
    delete this.panel.dataset.engineBest;
    delete this.panel.dataset.engineDepth;
    this.showInfo(undefined);
    this.setEngine('thinking');
    this.engine.start(pos, { lines, timeMs: seconds === UNTIL_STOPPED ? Infinity : seconds * 1000 }, (reply) => {
      if (this.game.node !== at) return;
      if (reply.kind === 'error') {
        this.status(reply.message);
        return this.setEngine('idle');
      }
      // the depths come in bursts: the panel shows the latest at most every SHOW_EVERY_MS
      this.pending = reply.info;
      if (reply.kind === 'done') {
        this.flushInfo();
        return this.setEngine('done');
      }
      this.timer ??= setTimeout(() => this.flushInfo(), SHOW_EVERY_MS);
    });
  }

  private flushInfo(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const info = this.pending;
    this.pending = undefined;
    if (info) this.showInfo(info);
  }

  /** The bar beside the board: White's share from the best line's score (a forced win fills it), empty with no evaluation. */
  private showEvalBar(best: { score: number; scoreText: string } | undefined): void {
    const bar = this.querySelector<HTMLElement>('[data-eval-bar]');
    if (!bar) return;
    const white = !best ? 50 : best.scoreText.startsWith('#') ? (best.score > 0 ? 100 : 0) : 50 + 50 * Math.tanh(best.score / 100 / 3);
    bar.style.setProperty('--white', `${white.toFixed(1)}%`);
    bar.dataset.score = best?.scoreText ?? '';
    bar.setAttribute('aria-label', analysisSays.evalBar(best?.scoreText ?? '–'));
    const text = bar.querySelector('[data-eval-bar-text]');
    if (text) text.textContent = best?.scoreText ?? '';
  }

  /** The record's evaluation of the position shown (a handed-over record's `[%eval]`), as the bar takes it; undefined without one. */
  private recordEval(): { score: number; scoreText: string } | undefined {
    const e = this.game.node.eval;
    if (e === undefined) return undefined;
    if (Math.abs(e) >= 99) return { score: e > 0 ? 1e6 : -1e6, scoreText: e > 0 ? '#' : '#-' };
    return { score: e * 100, scoreText: `${e > 0 ? '+' : ''}${e.toFixed(2)}` };
  }

  /** The engine's report for the node shown (or none): its lines sorted by the controller, best first; the arrows and the graph follow. */
  private showInfo(report: AnalysisInfo | undefined): void {
    const set = (sel: string, text: string) => {
      const el = this.panel.querySelector(sel);
      if (el && el.textContent !== text) el.textContent = text;
    };
    const arrowsChanged = report ? this.game.takeEngine(report) : false;
    const info = report ? this.game.lines?.info : undefined;
    const best = info?.lines[0];
    set('[data-eval]', best ? best.scoreText : '–');
    set('[data-depth]', info ? String(info.depth) : '–');
    set('[data-nps]', info ? analysisSays.nps(info.nps) : '–');
    const list = this.panel.querySelector('[data-engine-lines]');
    // each line numbered (the arrows carry the same numbers): its score plays the whole line into
    // the tree, each of its moves the line up to that move
    const lines = (info?.lines ?? [])
      .map(
        (l, i) =>
          `<li><button type="button" class="engine-line" data-line="${i}" aria-label="${esc(analysisSays.lineLabel(i + 1))}: ${esc(l.scoreText)} ${esc(l.moves.join(' '))}"><strong>${esc(l.scoreText)}</strong></button> <span translate="no">${l.moves
            .map((m, j) => `<button type="button" class="engine-move" data-line="${i}" data-upto="${j}" aria-label="${esc(analysisSays.lineMove(i + 1, m))}">${esc(m)}</button>`)
            .join(' ')}</span></li>`,
      )
      .join('');
    if (list && list.innerHTML !== lines) list.innerHTML = lines;
    if (info && best) this.drawGraph();
    this.showEvalBar(best ?? this.recordEval());
    if (info && !info.lines.length) set('[data-engine-lines]', analysisSays.noLegalMove);
    if (!info) return;
    this.panel.dataset.engineDepth = String(info.depth);
    this.panel.dataset.engineNps = String(info.nps);
    this.panel.dataset.engineScores = info.lines.map((l) => l.scoreText).join(' ');
    if (best?.moves[0]) this.panel.dataset.engineBest = best.moves[0];
    // the first move of each line as an arrow, the best one drawn boldest
    if (arrowsChanged) this.showBoard();
  }
}

/** Scrolls `list`'s own box (never the page: issue 44, the board left a phone's screen) so that `item` is in view. */
function scrollWithin(list: HTMLElement, item: HTMLElement): void {
  if (list.scrollHeight <= list.clientHeight) return;
  const top = item.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/** An evaluation in men as the slider says it (the graph's own words: lib/eval-text.ts). */
function evalWords(e: number): string {
  return evalText(e);
}

if (!customElements.get('bashni-analysis')) customElements.define('bashni-analysis', BashniAnalysis);
