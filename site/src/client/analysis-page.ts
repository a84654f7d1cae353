// <bashni-analysis>: the analysis board page. The board is the shared move board (move-board.ts),
// the tree is records/ MoveTree (analysis-tree.ts opens it from the address and a handed-over
// record), the engine runs in a worker (analysis-engine.ts). This file only wires them to the
// page's buttons, the move list, the keys and the address.
import type { Move, VariantName } from '../../../engine/types.ts';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { parseMove } from '../../../engine/notation.ts';
import { renderBoardSvg } from '../../../render/board-svg.ts';
import { boardSize } from '../../../engine/squares.ts';
import type { MoveTree, TreeNode } from '../../../records/tree.ts';
import { analysisWords } from '../i18n/analysis.ts';
import { pageLang } from '../i18n/lang.ts';
import { problemDescription } from '../i18n/problems.ts';
import type { CheckReply, CheckRequest } from './check-protocol.ts';
import { esc } from '../lib/html.ts';
import { nagText } from '../lib/nags.ts';
import { recordText } from '../lib/record-words.ts';
import { EngineRunner } from './analysis-engine.ts';
import { engineEval, graphMarkup, lineThrough } from './analysis-graph.ts';
import { RECORD_KEY, replayTransfer, type RecordTransfer } from './analysis-record.ts';
import { lineTo, openTree, retarget, treePdn, type OpenedTree } from './analysis-tree.ts';
import type { AnalysisInfo } from './engine-analysis.ts';
import { shouldIgnoreKey } from './keys.ts';
import { ANALYSIS_KEYS, actStep, goTo, keyStep, type LineTree, type NavStep } from './line-nav.ts';
import { copyAndSay, downloadText } from './save.ts';
import { isStartPosition } from './start-position.ts';
import { mountMoveBoard, type BoardView, type MoveBoard } from './move-board.ts';
import { makePositionLink, parsePositionLink, type PositionLink } from './position-link.ts';

const lang = pageLang();
const analysisSays = analysisWords[lang];

/** The analysis tree as the line navigator walks it: a move's parent, and its first child (the line's next move). */
const treeLine: LineTree<TreeNode> = { parent: (n) => n.parent, next: (n) => n.children[0] };

/** The engine panel shows a report at most this often (the first depths come in a burst). */
const SHOW_EVERY_MS = 200;
/** Search time choices in seconds (0: until stopped, i.e. to the engine's deepest depth). */
const UNTIL_STOPPED = 0;

export class BashniAnalysis extends HTMLElement {
  private board!: MoveBoard;
  private boardRoot!: HTMLElement;
  private tree!: MoveTree;
  private node!: TreeNode;
  private orientation: 'white' | 'black' = 'white';
  private engine = new EngineRunner();
  private engineOn = false;
  private arrows: Move[] = [];
  /** The first moves the arrows show (so a report that changes none redraws nothing). */
  private arrowsFor = '';
  private panel!: HTMLElement;
  /** The engine's latest report not shown yet, and the timer that will show it. */
  private pending: AnalysisInfo | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The engine's lines shown in the panel and the node they are for (a click plays one into the tree). */
  private shownLines: { node: TreeNode; lines: readonly (readonly string[])[] } | undefined;
  /** The board's focus came from a pointer (a move played by mouse or touch): the arrow keys step the tree, not the squares. */
  private pointerFocus = false;
  /** The checker's worker, started when a PDN is pasted (it holds the parser: the page itself has none). */
  private checkWorker: Worker | undefined;
  private checkId = 0;
  /** The engine's evaluation of each position it has searched (its latest depth), for the graph: men from White's side. */
  private engineEvals = new WeakMap<TreeNode, number>();
  /** The graph's markup as drawn (a report that changes nothing redraws nothing). */
  private graphDrawn = '';

  connectedCallback(): void {
    if (this.boardRoot) return;
    this.boardRoot = this.querySelector<HTMLElement>('[data-move-board]')!;
    this.panel = this.querySelector<HTMLElement>('[data-engine]')!;
    this.board = mountMoveBoard(this.boardRoot, lang, (move) => this.go(this.tree.play(this.node, move), move));
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
        const step = this.pointerFocus ? keyStep(e, ANALYSIS_KEYS) : undefined;
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
      if (k.altKey || k.ctrlKey || k.metaKey || !(k.target as Element).closest('[data-eval-slider]')) return;
      const step: NavStep | undefined = { ArrowLeft: 'prev', ArrowDown: 'prev', ArrowRight: 'next', ArrowUp: 'next', Home: 'first', End: 'last' }[k.key] as NavStep | undefined;
      if (!step) return;
      k.preventDefault();
      k.stopPropagation();
      this.navigate(step);
    });
    window.addEventListener('hashchange', () => this.fromAddress());
    this.fromAddress();
  }

  /** The FEN field's position, as a new tree in the variant chosen; an unreadable FEN is said in words. */
  private setFen(): void {
    const field = this.querySelector<HTMLInputElement>('[data-fen-field]');
    if (!field) return;
    const variant = this.tree.root.position.variant;
    const read = parseFen(field.value.trim(), variant);
    if (!read.ok) {
      field.setAttribute('aria-invalid', 'true');
      return this.status(analysisSays.fenBad(problemDescription(read.error.code, lang)));
    }
    field.removeAttribute('aria-invalid');
    this.open({ fen: field.value.trim(), variant, moves: [] });
  }

  /**
   * The pasted PDN's first game, read by the checker's worker (the parser stays out of this page's
   * code) and opened as the checker's "Open in analysis" opens a record: every line, at its end.
   */
  private openPdn(): void {
    const text = this.querySelector<HTMLTextAreaElement>('[data-pdn-field]')?.value ?? '';
    if (!text.trim()) return;
    this.status(analysisSays.pdnReading);
    this.checkWorker?.terminate();
    const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
    this.checkWorker = worker;
    const id = ++this.checkId;
    const ask = (req: CheckRequest) => worker.postMessage(req);
    worker.onmessage = (e: MessageEvent<CheckReply>) => {
      const reply = e.data;
      if (reply.id !== this.checkId) return;
      if (reply.kind === 'checked') {
        if (!reply.games.length) return this.status(analysisSays.pdnNone);
        return ask({ kind: 'replay', id, game: 0 });
      }
      worker.terminate();
      this.checkWorker = undefined;
      const data = reply.data;
      if (!data || data.nodes.length === 0) return this.status(analysisSays.pdnNone);
      const { record, moves } = replayTransfer(data, data.mainline.at(-1) ?? 0);
      this.open({ fen: record.fen, variant: record.variant, moves }, record);
      const tag = (name: string) => data.tags.find(([n]) => n === name)?.[1] ?? '?';
      this.status(analysisSays.pdnOpened(tag('White'), tag('Black')));
    };
    ask({ kind: 'check', id, text, file: 'pasted.pdn' });
  }

  /** Opens the address's position and line (with the handed-over record when it names one). */
  private fromAddress(): void {
    const link = parsePositionLink(location.hash);
    const record = /(^|[#&])record=1(&|$)/.test(location.hash) ? this.storedRecord() : undefined;
    this.open(link, record);
    if (record) this.status(analysisSays.fromRecord);
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
    const found = openTree(link, record);
    let opened: OpenedTree;
    if ('error' in found) {
      this.status(analysisSays.badFen(problemDescription(found.error.code, lang)));
      const start = openTree({ variant: link.variant, moves: [] });
      // the variant's start position always opens
      if ('error' in start) return;
      opened = start;
    } else {
      opened = found;
      this.status(opened.unplayable ? analysisSays.unplayable(opened.unplayable) : '');
    }
    this.tree = opened.tree;
    this.orientation = opened.tree.root.position.turn;
    const choice = this.querySelector<HTMLSelectElement>('[data-variant-choice]');
    if (choice) choice.value = link.variant;
    this.go(opened.node);
  }

  /**
   * The same analysis under another variant's rules: the tree is carried over (retarget) and kept
   * silently when every move still plays; when some would be lost, the reader is asked first, and
   * saying no keeps the variant and the tree as they were.
   */
  private changeVariant(variant: VariantName): void {
    const choice = this.querySelector<HTMLSelectElement>('[data-variant-choice]');
    const moved = retarget(this.tree, this.node, variant);
    if (moved.lost > 0 && !window.confirm(analysisSays.variantLoses(moved.lost))) {
      if (choice) choice.value = this.tree.root.position.variant;
      return;
    }
    this.tree = moved.tree;
    this.status(moved.lost > 0 ? analysisSays.variantLost(moved.lost) : '');
    this.go(moved.node);
  }

  /** Shows `node`; `move` is the move just played into it (animated). */
  private go(node: TreeNode, move?: Move): void {
    this.node = node;
    this.arrows = [];
    this.arrowsFor = '';
    this.showBoard(move);
    this.renderMoves();
    this.showPosition();
    if (this.engineOn) this.think();
    else this.setEngine('idle');
  }

  /** The FEN field (unless the reader is typing in it) and the links to the play page and the editor, for the position shown. */
  private showPosition(): void {
    const pos = this.node.position;
    const fen = makeFen(pos);
    const field = this.querySelector<HTMLInputElement>('[data-fen-field]');
    if (field && document.activeElement !== field) {
      field.value = fen;
      field.removeAttribute('aria-invalid');
    }
    for (const a of this.querySelectorAll<HTMLAnchorElement>('a[data-to]')) a.href = makePositionLink(a.dataset.to ?? a.href, { fen, variant: pos.variant });
  }

  private showBoard(animate?: Move): void {
    const pos = this.node.position;
    const view: BoardView = {
      position: pos,
      orientation: this.orientation,
      interactive: pos.legalMoves().length > 0,
      ...(this.node.move ? { lastMove: this.node.move } : {}),
      arrows: this.arrows,
    };
    this.board.show(view, animate);
  }

  private status(text: string): void {
    const el = this.querySelector('[data-status]');
    if (el) el.textContent = text;
  }

  // ---- the move list

  /** The tree as the move list: the main line, each variation in brackets after the move it replaces. */
  private renderMoves(): void {
    const list = this.querySelector<HTMLElement>('[data-moves]');
    if (!list) return;
    const focused = list.contains(document.activeElement);
    const root = this.tree.root;
    let html = root.comments.map((c) => `<span class="comment">${esc(recordText(c, lang))}</span> `).join('');
    html += this.line(root.children[0]);
    list.innerHTML = html || `<span class="muted">${esc(analysisSays.noMoves)}</span>`;
    const current = list.querySelector<HTMLElement>(`.mv[data-node="${this.node.id}"]`) ?? list.querySelector<HTMLElement>('.mv');
    current?.setAttribute('tabindex', '0');
    if (focused) current?.focus();
    current?.scrollIntoView?.({ block: 'nearest' });
    const ply = this.querySelector('[data-ply]');
    if (ply) ply.textContent = analysisSays.plies(this.tree.path(this.node).length);
    for (const act of ['promote', 'remove', 'takeback', 'prev', 'first']) {
      const btn = this.querySelector<HTMLButtonElement>(`button[data-act="${act}"]`);
      if (btn) btn.disabled = act === 'promote' ? this.tree.onMainLine(this.node) : !this.node.parent;
    }
    const next = this.querySelector<HTMLButtonElement>('button[data-act="next"]');
    if (next) next.disabled = !this.node.children[0];
    const last = this.querySelector<HTMLButtonElement>('button[data-act="last"]');
    if (last) last.disabled = !this.node.children[0];
    this.drawGraph();
  }

  /** The evaluation graph of the line shown (analysis-graph.ts), its cursor on the node shown; the slider keeps its focus. */
  private drawGraph(): void {
    const body = this.querySelector<HTMLElement>('[data-eval-graph-body]');
    if (!body) return;
    const html = graphMarkup(lineThrough(this.tree, this.node), this.engineEvals, analysisSays);
    if (html === this.graphDrawn) return;
    this.graphDrawn = html;
    const focused = body.contains(document.activeElement);
    body.innerHTML = html;
    if (focused) body.querySelector<HTMLElement>('[data-eval-slider]')?.focus();
  }

  private line(first: TreeNode | undefined): string {
    let out = '';
    let interrupted = true;
    for (let n = first; n; n = n.children[0]) {
      const before = n.parent!.position;
      const number = before.turn === 'white' ? `${before.fullmove}.` : interrupted ? `${before.fullmove}...` : '';
      if (number) out += `<span class="num">${number}</span>`;
      const current = n === this.node;
      // the record's marks kept with the move: its strength (`??`) and NAGs, as on game pages
      const marks = (n.strength ? `<span class="nag">${esc(n.strength)}</span>` : '') + n.nags.map((x) => `<span class="nag" title="$${x}">${esc(nagText(x))}</span>`).join('');
      out += `<button type="button" class="mv" data-node="${n.id}" tabindex="-1"${current ? ' aria-current="step"' : ''}>${esc(n.text)}${marks}</button>`;
      // the annotator's fixed phrases in the page's language, as on game pages (lib/record-words.ts); the PDN keeps them as written
      for (const c of n.comments) out += `<span class="comment">${esc(recordText(c, lang))}</span>`;
      const variations = n.parent!.children[0] === n ? n.parent!.children.slice(1) : [];
      // (the brackets are the stylesheet's, .var::before and ::after, as on game pages)
      for (const v of variations) out += `<span class="var">${this.line(v)}</span>`;
      interrupted = n.comments.length > 0 || variations.length > 0;
    }
    return out;
  }

  /** Shows `to` (a move forward from the node shown slides its column). */
  private step(to: TreeNode | undefined): void {
    if (!to) return;
    this.go(to, to.parent === this.node ? to.move : undefined);
  }

  /** First, previous, next or last move of the line shown. */
  private navigate(step: NavStep): void {
    this.step(goTo(treeLine, this.node, step));
  }

  private onKey(e: KeyboardEvent): void {
    if (shouldIgnoreKey(e)) return;
    if (e.key === 'f') {
      e.preventDefault();
      return this.flip();
    }
    // the board's own keys (arrows between squares, Enter, Escape) stay the board's
    const step = keyStep(e, ANALYSIS_KEYS);
    if (!step || this.boardRoot.contains(e.target as Node)) return;
    e.preventDefault();
    this.navigate(step);
  }

  private flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    this.showBoard();
  }

  // ---- buttons

  private onClick(e: Event): void {
    const target = e.target as Element;
    const mv = target.closest('.mv[data-node], .eval-graph [data-node]');
    if (mv) {
      const node = this.tree.node(Number(mv.getAttribute('data-node')));
      if (node) this.step(node);
      return;
    }
    const engineLine = target.closest<HTMLElement>('.engine-line[data-line]');
    if (engineLine) return this.playLine(Number(engineLine.dataset.line));
    const btn = target.closest<HTMLButtonElement>('button[data-act]');
    if (!btn) return;
    const step = actStep(btn.dataset.act);
    if (step) return this.navigate(step);
    switch (btn.dataset.act) {
      case 'flip':
        return this.flip();
      case 'takeback': {
        // one move back; a move at the end of its line goes from the tree too
        const node = this.node;
        if (!node.parent) return;
        if (!node.children.length) this.tree.delete(node);
        return this.go(node.parent);
      }
      case 'promote':
        this.tree.promote(this.node);
        return this.renderMoves();
      case 'remove': {
        const parent = this.tree.delete(this.node);
        return parent ? this.go(parent) : undefined;
      }
      case 'engine':
        this.engineOn = !this.engineOn;
        if (this.engineOn) this.think();
        else {
          this.engine.stop();
          this.setEngine(this.panel.dataset.engineBest ? 'done' : 'idle');
        }
        return this.engineButton();
      case 'copy-fen':
        return void this.copy(makeFen(this.node.position), analysisSays.fenCopied);
      case 'copy-pdn':
        return void this.copy(this.pdn(), analysisSays.pdnCopied);
      case 'download-pdn':
        return downloadText(this.pdn(), 'analysis.pdn', 'application/x-draughts-pdn');
      case 'svg': {
        const pos = this.node.position;
        const svg = renderBoardSvg(pos.columns(), {
          flipped: this.orientation === 'black',
          boardSize: boardSize(pos.variant),
          size: 480,
          label: `${pos.turn === 'white' ? 'White' : 'Black'} to move: ${makeFen(pos)}`,
        });
        return downloadText(`${svg}\n`, 'position.svg', 'image/svg+xml');
      }
      case 'share':
        return void this.share();
    }
  }

  private pdn(): string {
    return treePdn(this.tree, analysisSays.analysisEvent);
  }

  private link(): string {
    const start = this.tree.root.position;
    const initial = isStartPosition(start);
    return makePositionLink(location.pathname, { ...(initial ? {} : { fen: makeFen(start) }), variant: start.variant, moves: lineTo(this.tree, this.node) });
  }

  private async share(): Promise<void> {
    const link = this.link();
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
    const pos = this.node.position;
    const lines = Number(this.querySelector<HTMLSelectElement>('[data-lines]')?.value ?? 1);
    const seconds = Number(this.querySelector<HTMLSelectElement>('[data-time]')?.value ?? 10);
    const at = this.node;
    this.engine.stop();
    this.pending = undefined;
    delete this.panel.dataset.engineBest;
    delete this.panel.dataset.engineDepth;
    this.showInfo(undefined);
    this.setEngine('thinking');
    this.engine.start({ fen: makeFen(pos), variant: pos.variant, lines, timeMs: seconds === UNTIL_STOPPED ? Infinity : seconds * 1000 }, (reply) => {
      if (this.node !== at) return;
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
    const e = this.node.eval;
    if (e === undefined) return undefined;
    if (Math.abs(e) >= 99) return { score: e > 0 ? 1e6 : -1e6, scoreText: e > 0 ? '#' : '#-' };
    return { score: e * 100, scoreText: `${e > 0 ? '+' : ''}${e.toFixed(2)}` };
  }

  /** Plays the engine's line `i` (as shown) into the tree from the position it is for, and goes to its end. */
  private playLine(i: number): void {
    const shown = this.shownLines;
    const line = shown?.lines[i];
    if (!shown || !line || !this.tree.node(shown.node.id)) return;
    let at = shown.node;
    for (const text of line) {
      const read = parseMove(at.position, text);
      if (!read.ok) break;
      at = this.tree.play(at, read.value);
    }
    this.go(at);
  }

  private showInfo(info: AnalysisInfo | undefined): void {
    const set = (sel: string, text: string) => {
      const el = this.panel.querySelector(sel);
      if (el && el.textContent !== text) el.textContent = text;
    };
    const best = info?.lines[0];
    set('[data-eval]', best ? best.scoreText : '–');
    set('[data-depth]', info ? String(info.depth) : '–');
    set('[data-nps]', info ? analysisSays.nps(info.nps) : '–');
    const list = this.panel.querySelector('[data-engine-lines]');
    // each line numbered (the arrows carry the same numbers) and a button that plays it into the tree
    const lines = (info?.lines ?? [])
      .map(
        (l, i) =>
          `<li><button type="button" class="engine-line" data-line="${i}" aria-label="${esc(analysisSays.lineLabel(i + 1))}: ${esc(l.scoreText)} ${esc(l.moves.join(' '))}"><strong>${esc(l.scoreText)}</strong> <span translate="no">${esc(l.moves.join(' '))}</span></button></li>`,
      )
      .join('');
    if (list && list.innerHTML !== lines) list.innerHTML = lines;
    this.shownLines = info ? { node: this.node, lines: info.lines.map((l) => l.moves) } : undefined;
    if (info && best) {
      this.engineEvals.set(this.node, engineEval(best.score, best.scoreText));
      this.drawGraph();
    }
    this.showEvalBar(best ?? this.recordEval());
    if (info && !info.lines.length) set('[data-engine-lines]', analysisSays.noLegalMove);
    if (!info) return;
    this.panel.dataset.engineDepth = String(info.depth);
    this.panel.dataset.engineNps = String(info.nps);
    if (best?.moves[0]) this.panel.dataset.engineBest = best.moves[0];
    // the first move of each line as an arrow, the best one drawn boldest
    const pos = this.node.position;
    const firsts = info.lines.map((l) => l.moves[0] ?? '').join(' ');
    if (firsts === this.arrowsFor) return;
    this.arrowsFor = firsts;
    this.arrows = info.lines.flatMap((l) => {
      const read = l.moves[0] ? parseMove(pos, l.moves[0]) : undefined;
      return read?.ok ? [read.value] : [];
    });
    this.showBoard();
  }
}

if (!customElements.get('bashni-analysis')) customElements.define('bashni-analysis', BashniAnalysis);
