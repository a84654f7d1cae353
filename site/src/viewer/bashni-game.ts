// `<bashni-game>`: a game viewer any page embeds with one `<script type="module">` (the package's
// dist/viewer/bashni-game.js, `bashni/viewer`; docs/viewer.md). No framework, no network of its
// own but the `src` it is given. The record is read and replayed by grammar/ and records/ (the
// one parser and the one replay), the board drawn by render/board-svg.ts as on the site; everything
// lives in a shadow root styled by CSS custom properties, and every text that comes from a record
// goes in through textContent, never as markup.
//
// Attributes: pdn (the record inline), src (a PDN file's address), fen (a position to show, without
// pdn or src), game (1-based, which game of a file), ply (the position shown first),
// orientation (white | black), lang (en | ru), variant (when the record has no tag), analysis (the
// site's analysis page: adds a link to the position there).
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { Position } from '../../../engine/position.ts';
import { boardSize } from '../../../engine/squares.ts';
import { parseVariantName } from '../../../engine/variant.ts';
import type { VariantName } from '../../../engine/types.ts';
import { decodePdn } from '../../../grammar/decode.ts';
import { parsePdn } from '../../../grammar/pdn.ts';
import { formatProblem } from '../../../grammar/problem.ts';
import { replayGame, writtenResult } from '../../../records/replay.ts';
import { renderBoardSvg } from '../../../render/board-svg.ts';
import { makePositionLink } from '../client/board/position-link.ts';
import { boardWords } from '../i18n/board.ts';
import { iconSvg } from '../lib/step-buttons.ts';
import { buildTree, movesTo, plyOf, type GameNode } from './game-tree.ts';
import { viewerStyle } from './viewer-style.ts';
import { viewerWords, type ViewerLang } from './viewer-words.ts';

const ATTRIBUTES = ['pdn', 'src', 'fen', 'game', 'ply', 'orientation', 'lang', 'variant', 'analysis'] as const;

/** A problem to show in the viewer instead of (or above) the game: already in the viewer's language. */
class ViewerError extends Error {}

/** Creates an element with a class and, optionally, its text (always as text). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export class BashniGame extends HTMLElement {
  static readonly observedAttributes = ATTRIBUTES;

  private readonly root: ShadowRoot;
  private readonly errorBox: HTMLElement;
  private readonly boardBox: HTMLElement;
  private readonly live: HTMLElement;
  private readonly moveList: HTMLOListElement;
  private readonly result: HTMLElement;
  private readonly analysisLink: HTMLAnchorElement;
  private readonly buttons: Record<'first' | 'prev' | 'next' | 'last' | 'flip', HTMLButtonElement>;
  private nodes: GameNode[] = [];
  private current: GameNode | undefined;
  private start: Position | undefined;
  private flipped = false;
  /** Bumped at every load: an answer to an older `src` fetch is dropped. */
  private generation = 0;
  private scheduled = false;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    const style = el('style');
    style.textContent = viewerStyle;
    const frame = el('div', 'viewer');
    frame.setAttribute('part', 'viewer');
    this.errorBox = el('div', 'error');
    this.errorBox.setAttribute('role', 'alert');
    this.errorBox.hidden = true;
    this.boardBox = el('div', 'board');
    this.boardBox.setAttribute('part', 'board');
    const controls = el('div', 'controls');
    controls.setAttribute('role', 'toolbar');
    const make = (go: 'first' | 'prev' | 'next' | 'last' | 'flip'): HTMLButtonElement => {
      const b = el('button', go);
      b.innerHTML = iconSvg(go); // constant markup: the site's icons, not characters a device may lack
      b.type = 'button';
      b.dataset.go = go;
      controls.append(b);
      return b;
    };
    this.buttons = { first: make('first'), prev: make('prev'), next: make('next'), last: make('last'), flip: make('flip') };
    this.analysisLink = el('a', 'analysis');
    this.analysisLink.hidden = true;
    controls.append(this.analysisLink);
    this.live = el('div', 'sr');
    this.live.setAttribute('aria-live', 'polite');
    this.moveList = el('ol', 'moves');
    this.result = el('p', 'result');
    frame.append(this.errorBox, this.boardBox, controls, this.live, this.moveList, this.result);
    this.root.append(style, frame);

    controls.addEventListener('click', (e) => {
      const go = (e.target as Element).closest('button')?.dataset.go;
      if (go) this.go(go);
    });
    this.moveList.addEventListener('click', (e) => {
      const id = (e.target as Element).closest('button')?.dataset.node;
      const node = id === undefined ? undefined : this.nodes[Number(id)];
      if (node) this.show(node);
    });
    this.addEventListener('keydown', (e) => this.onKey(e));
  }

  connectedCallback(): void {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.schedule();
  }

  attributeChangedCallback(): void {
    this.schedule();
  }

  /** Several attributes set together load once. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (this.isConnected) void this.load();
    });
  }

  private get language(): ViewerLang {
    return this.getAttribute('lang') === 'ru' ? 'ru' : 'en';
  }

  private get words() {
    return viewerWords[this.language];
  }

  /** The position shown, for the page's scripts (and tests). */
  get fen(): string | undefined {
    return this.current ? makeFen(this.current.position) : undefined;
  }

  private async load(): Promise<void> {
    const generation = ++this.generation;
    const w = this.words;
    this.flipped = this.getAttribute('orientation') === 'black';
    this.buttons.first.setAttribute('aria-label', w.first);
    this.buttons.prev.setAttribute('aria-label', w.prev);
    this.buttons.next.setAttribute('aria-label', w.next);
    this.buttons.last.setAttribute('aria-label', w.last);
    this.buttons.flip.setAttribute('aria-label', w.flip);
    for (const b of Object.values(this.buttons)) b.title = b.getAttribute('aria-label') ?? '';
    this.root.querySelector('.controls')?.setAttribute('aria-label', w.controls);
    this.moveList.setAttribute('aria-label', w.moves);
    this.analysisLink.textContent = w.analysis;
    const variantText = this.getAttribute('variant');
    const variant: VariantName = (variantText && parseVariantName(variantText)) || 'bashni';
    try {
      const src = this.getAttribute('src');
      let text = this.getAttribute('pdn') ?? undefined;
      // the file named in messages: `src` when the record came from it (an inline `pdn` wins)
      const file = text === undefined && src !== null ? src : undefined;
      if (src !== null && text === undefined) {
        this.showError(w.loading(src), 'status');
        let response: Response;
        try {
          response = await fetch(new URL(src, document.baseURI));
        } catch {
          throw new ViewerError(w.cannotLoad(src, w.network));
        }
        if (!response.ok) throw new ViewerError(w.cannotLoad(src, `HTTP ${response.status}`));
        // as the command reads a file: UTF-8, UTF-16, windows-1251, cp866 or latin1, told from the bytes
        // (Russian draughts files are often windows-1251, which response.text() would garble)
        text = decodePdn(new Uint8Array(await response.arrayBuffer())).text;
        if (generation !== this.generation) return;
      }
      if (text !== undefined) this.loadRecord(text, file, variant);
      else this.loadFen(variant);
    } catch (e) {
      if (generation !== this.generation) return;
      this.clear();
      this.showError(e instanceof ViewerError ? e.message : w.failed(String((e as Error)?.message ?? e)));
    }
  }

  private loadFen(variant: VariantName): void {
    const fen = this.getAttribute('fen');
    const r = parseFen(fen ?? '', variant);
    if (fen !== null && !r.ok) throw new ViewerError(`${this.words.badFen}: ${r.error.message} [${r.error.code}]`);
    const start = fen !== null && r.ok ? r.value : undefined;
    this.setGame(start ?? Position.initial(variant), undefined, undefined);
    this.hideError();
  }

  private loadRecord(text: string, file: string | undefined, variant: VariantName): void {
    const w = this.words;
    const parsed = parsePdn(text, file ? { file } : {});
    const games = parsed.value;
    const number = this.count('game', 1);
    if (games.length === 0) throw new ViewerError(w.noGame);
    if (!Number.isInteger(number) || number < 1 || number > games.length) throw new ViewerError(w.gamePastEnd(number, games.length));
    const game = games[number - 1]!;
    const errors = parsed.errors.filter((p) => p.game === number - 1);
    const replay = replayGame(game, { variant, parseErrors: errors, info: false });
    if (!replay.start) throw new ViewerError(`${w.badRecord}: ${replay.problem ? formatProblem(replay.problem) : ''}`);
    this.setGame(replay.start, replay.mainLine, writtenResult(game));
    // a problem (a move that does not replay, a syntax error) is shown above what did replay
    const problem = replay.problem ?? errors.find((p) => p.severity === 'error');
    if (problem) this.showError(`${w.badRecord}: ${formatProblem({ ...problem, ...(file ? { file } : {}) })}`);
    else this.hideError();
  }

  /** A count attribute (`game`, `ply`): digits only; absent or empty gives `fallback`. */
  private count(name: 'game' | 'ply', fallback: number): number {
    const value = (this.getAttribute(name) ?? '').trim();
    if (value === '') return fallback;
    if (!/^\d{1,9}$/.test(value)) throw new ViewerError(this.words.notCount(name, value));
    return Number(value);
  }

  private setGame(start: Position, main: Parameters<typeof buildTree>[1], result: string | undefined): void {
    const { root, nodes } = buildTree(start, main);
    this.start = start;
    this.nodes = nodes;
    this.renderMoves(root);
    this.result.textContent = result && result !== '*' ? result : '';
    const ply = this.count('ply', 0);
    let node = root;
    for (let i = 0; i < ply && node.next; i++) node = node.next;
    this.show(node, false);
  }

  private clear(): void {
    this.nodes = [];
    this.current = undefined;
    this.moveList.replaceChildren();
    this.result.textContent = '';
    this.boardBox.replaceChildren();
    this.analysisLink.hidden = true;
    for (const b of Object.values(this.buttons)) b.disabled = true;
  }

  private showError(message: string, role: 'alert' | 'status' = 'alert'): void {
    this.errorBox.setAttribute('role', role);
    this.errorBox.className = role === 'alert' ? 'error' : 'status';
    this.errorBox.textContent = message;
    this.errorBox.hidden = false;
  }

  private hideError(): void {
    this.errorBox.hidden = true;
    this.errorBox.textContent = '';
  }

  /** The move list: the main line, each variation a list nested after the move it replaces. */
  private renderMoves(root: GameNode): void {
    const line = (first: GameNode | undefined): HTMLOListElement => {
      const ol = el('ol');
      let showNumber = true;
      for (let node = first; node; node = node.next) {
        const ply = node.ply!;
        const li = el('li');
        for (const c of ply.node.before) if ('text' in c && !('fen' in c)) li.append(el('span', 'comment', c.text));
        const white = ply.before.turn === 'white';
        const b = el('button', 'move');
        b.type = 'button';
        b.dataset.node = String(node.id);
        b.textContent = `${white ? `${ply.number}. ` : showNumber ? `${ply.number}… ` : ''}${node.text}${ply.node.strength ?? ''}`;
        li.append(b);
        for (const c of ply.node.after) li.append(el('span', 'comment', c.text));
        ol.append(li);
        showNumber = ply.node.after.length > 0;
        for (const head of node.variations) {
          const v = el('li', 'variation');
          v.append(line(head));
          ol.append(v);
          showNumber = true;
        }
      }
      return ol;
    };
    const main = line(root.next);
    this.moveList.replaceChildren();
    while (main.firstChild) this.moveList.append(main.firstChild);
  }

  private go(where: string): void {
    const node = this.current;
    if (where === 'flip') {
      this.flipped = !this.flipped;
      if (node) this.show(node, false);
      return;
    }
    if (!node) return;
    if (where === 'first') {
      let n = node;
      while (n.prev) n = n.prev;
      this.show(n);
    } else if (where === 'prev' && node.prev) this.show(node.prev);
    else if (where === 'next' && node.next) this.show(node.next);
    else if (where === 'last') {
      let n = node;
      while (n.next) n = n.next;
      this.show(n);
    }
  }

  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
    const go = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!go) return;
    e.preventDefault();
    this.go(go);
  }

  /** Shows `node`: the board, the move list's current move, the buttons, the live region. */
  private show(node: GameNode, announce = true): void {
    this.current = node;
    const w = this.words;
    const bw = boardWords[this.language];
    const pos = node.position;
    const ply = plyOf(node);
    // the board's markup holds no text of the record: the move in the engine's own notation
    const label = node.ply ? bw.after(node.full) : bw.startPosition;
    this.boardBox.innerHTML = renderBoardSvg(pos.columns(), {
      styled: true,
      flipped: this.flipped,
      boardSize: boardSize(pos.variant),
      ...(node.lastMove ? { lastMove: node.lastMove } : {}),
      label,
      words: { column: bw.column, empty: bw.empty, summary: bw.summary },
    });
    for (const b of this.moveList.querySelectorAll('button[aria-current]')) b.removeAttribute('aria-current');
    const button = this.moveList.querySelector<HTMLButtonElement>(`button[data-node="${node.id}"]`);
    button?.setAttribute('aria-current', 'step');
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    this.buttons.first.disabled = this.buttons.prev.disabled = !node.prev;
    this.buttons.next.disabled = this.buttons.last.disabled = !node.next;
    this.buttons.flip.disabled = false;
    this.buttons.flip.setAttribute('aria-pressed', String(this.flipped));
    const analysis = this.getAttribute('analysis');
    if (analysis && this.start) {
      this.analysisLink.href = makePositionLink(analysis, { fen: makeFen(this.start), variant: pos.variant, moves: movesTo(node) });
      this.analysisLink.hidden = false;
    } else this.analysisLink.hidden = true;
    const side = pos.turn === 'white' ? w.whiteToMove : w.blackToMove;
    this.live.textContent = announce ? `${node.ply ? (node.depth ? bw.variation(ply, node.text) : w.plyOf(ply, node.text)) : w.start}. ${side}.` : '';
    this.dataset.ply = String(ply);
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('bashni-game')) customElements.define('bashni-game', BashniGame);
