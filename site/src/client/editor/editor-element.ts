// <bashni-editor>: the board editor. The position and every edit are editor-model.ts's (the engine
// judges the FEN); this element draws the board, keeps the palette, the column controls, the FEN
// field and the links in step with the position, and reads and writes the address's #fen=&variant=.
import type { Square, VariantName } from '../../../../engine/types.ts';
import { boardSize, onBoard, parseSquare, squareName } from '../../../../engine/squares.ts';
import { renderBoardSvg } from '../../../../render/board-svg.ts';
import { attachBoardKeys } from '../board/board-keys.ts';
import { shouldIgnoreKey } from '../board/keys.ts';
import { copyAndSay } from '../page/save.ts';
import {
  addPiece,
  canAdd,
  clearSquare,
  editorFromFen,
  emptyBoard,
  judgeEditor,
  removePiece,
  setTurn,
  setVariant,
  startBoard,
  type EditorPiece,
  type EditorState,
  type EditorVerdict,
} from './editor-model.ts';
import { makePositionLink, parsePositionLink } from '../board/position-link.ts';
import { boardWords } from '../../i18n/board.ts';
import { editorWords } from '../../i18n/editor.ts';
import { pageLang } from '../../i18n/lang.ts';
import { problemDescription } from '../../i18n/problems.ts';
import { href } from '../../lib/paths.ts';

type Tool = EditorPiece | 'erase';

const lang = pageLang();
const editorSays = editorWords[lang];
const boardSays = boardWords[lang];

export class BashniEditor extends HTMLElement {
  private state: EditorState = startBoard();
  private verdict!: EditorVerdict;
  private tool: Tool = 'w';
  private atBottom = false;
  private flipped = false;
  /** The square the column controls act on (the last one clicked or focused). */
  private selected: Square | undefined;
  /** The square in the board's tab order (roving focus). */
  private cursor: Square = 20;
  private board!: HTMLElement;
  private field!: HTMLInputElement;

  connectedCallback(): void {
    if (this.board) return;
    this.board = this.querySelector<HTMLElement>('[data-board]')!;
    this.field = this.querySelector<HTMLInputElement>('[data-fen-input]')!;
    attachBoardKeys(this.board);
    // a click edits the square without moving the focus there first: focusing redraws the board
    // (focusin below), which would take the square from under the pointer before its click
    this.board.addEventListener('mousedown', (e) => e.preventDefault());
    this.board.addEventListener('click', (e) => {
      const sq = this.squareOf(e.target);
      if (sq !== undefined) this.apply(sq);
    });
    this.board.addEventListener('keydown', (e) => {
      const sq = this.squareOf(e.target);
      if (sq === undefined || shouldIgnoreKey(e) || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      this.apply(sq);
    });
    // the read-out follows the focus and the pointer, and comes back to the selected square
    this.board.addEventListener('focusin', (e) => {
      const sq = this.squareOf(e.target);
      if (sq === undefined || sq === this.selected) return;
      this.selected = sq;
      this.cursor = sq;
      this.render();
    });
    this.board.addEventListener('pointerover', (e) => {
      const sq = this.squareOf(e.target);
      if (sq !== undefined) this.readOut(sq);
    });
    this.board.addEventListener('pointerleave', () => this.readOut(this.selected));
    this.addEventListener('click', (e) => this.onButton(e.target as Element));
    this.field.addEventListener('input', () => this.onTyped());
    this.querySelector<HTMLSelectElement>('[data-variant-select]')!.addEventListener('change', (e) => {
      this.onVariant((e.target as HTMLSelectElement).value as VariantName);
    });
    window.addEventListener('hashchange', () => this.fromAddress());
    this.fromAddress();
  }

  private squareOf(target: EventTarget | null): Square | undefined {
    const g = (target as Element | null)?.closest?.('[data-square]');
    return g ? parseSquare(g.getAttribute('data-square') ?? '') : undefined;
  }

  /** The position the address names (#fen=&variant=), or the start position. */
  private fromAddress(): void {
    const link = parsePositionLink(location.hash);
    // read before the edit below rewrites the address with the variant shown
    const sent = location.href;
    const asked = new URLSearchParams(location.hash.replace(/^#/, '')).get('variant');
    if (link.fen && link.fen === this.verdict?.fen && link.variant === this.state.variant) return; // our own replaceState
    const r = link.fen ? editorFromFen(link.fen, link.variant) : undefined;
    this.edit(r?.ok ? r.state : startBoard(link.variant));
    if (link.fen && r && !r.ok) {
      // an unreadable FEN stays in the field with the engine's reason, and in the address (a reload
      // shows it again, not the start); the board shows the variant's start
      this.writeAddress(sent);
      this.field.value = link.fen;
      this.showError(problemDescription(r.error.code, lang));
    }
    // a variant the site does not know is said, not silently replaced (parsePositionLink reads it as bashni)
    if (asked !== null && asked !== link.variant) this.note(editorSays.unknownVariant(asked.slice(0, 40), link.variant));
  }

  /**
   * Another variant chosen. A FEN typed into the field and not yet on the board (refused, say a
   * column FEN pasted while russian was chosen) is read again in the new variant rather than
   * overwritten by the board's FEN.
   */
  private onVariant(variant: VariantName): void {
    const typed = this.field.value !== this.verdict.fen;
    this.state = setVariant(this.state, variant);
    this.update(!typed);
    if (typed) this.onTyped();
  }

  private onButton(target: Element): void {
    const btn = target.closest('button');
    if (!btn || !this.contains(btn)) return;
    const tool = btn.dataset.tool as Tool | undefined;
    if (tool) {
      this.tool = tool;
      for (const el of this.querySelectorAll<HTMLButtonElement>('[data-tool]')) el.setAttribute('aria-pressed', String(el === btn));
      return;
    }
    if (btn.hasAttribute('data-at-bottom')) {
      this.atBottom = !this.atBottom;
      btn.setAttribute('aria-pressed', String(this.atBottom));
      return;
    }
    if (btn.dataset.turn) return this.edit(setTurn(this.state, btn.dataset.turn === 'black' ? 'black' : 'white'));
    const sq = this.selected;
    // the column buttons act on the selected square: without one they say so rather than do nothing
    if (sq === undefined && btn.dataset.act && ['remove-top', 'remove-bottom', 'clear-square'].includes(btn.dataset.act)) return this.note(editorSays.chooseSquare);
    switch (btn.dataset.act) {
      case 'remove-top':
        if (sq !== undefined) this.edit(removePiece(this.state, sq, 'top'));
        break;
      case 'remove-bottom':
        if (sq !== undefined) this.edit(removePiece(this.state, sq, 'bottom'));
        break;
      case 'clear-square':
        if (sq !== undefined) this.edit(clearSquare(this.state, sq));
        break;
      case 'clear-board':
        this.edit(emptyBoard(this.state.variant, this.state.turn));
        break;
      case 'start':
        this.edit(startBoard(this.state.variant));
        break;
      case 'flip':
        this.flipped = !this.flipped;
        this.render();
        break;
      case 'copy':
        void this.copy();
        break;
    }
  }

  /** The chosen tool on `sq`: a piece on top (or at the bottom) of its column, or the eraser. */
  private apply(sq: Square): void {
    this.selected = sq;
    this.cursor = sq;
    if (this.tool === 'erase') return this.edit(clearSquare(this.state, sq));
    if (!canAdd(this.state, sq)) {
      this.note(editorSays.noColumns);
      return this.render();
    }
    this.edit(addPiece(this.state, sq, this.tool, this.atBottom ? 'bottom' : 'top'));
  }

  /** A FEN typed into the field: the board follows when the engine reads it; otherwise its reason shows. */
  private onTyped(): void {
    const r = editorFromFen(this.field.value, this.state.variant);
    if (!r.ok) {
      this.showError(problemDescription(r.error.code, lang));
      this.showWarning(undefined);
      return;
    }
    this.state = r.state;
    this.update(false);
  }

  private edit(state: EditorState): void {
    this.state = state;
    this.update(true);
  }

  /** Everything shown from the position; the FEN field is rewritten unless the reader is typing in it. */
  private update(writeField: boolean): void {
    this.note('');
    const v = (this.verdict = judgeEditor(this.state));
    if (writeField) this.field.value = v.fen;
    this.board.dataset.fen = v.fen;
    this.board.dataset.variant = this.state.variant;
    this.showError(v.error ? problemDescription(v.error.code, lang) : undefined);
    this.showWarning(v.warning && v.position ? editorSays.unreachable(v.position.pieceCount('white'), v.position.pieceCount('black'), this.state.variant) : undefined);
    for (const el of this.querySelectorAll<HTMLButtonElement>('[data-turn]')) el.setAttribute('aria-pressed', String(el.dataset.turn === this.state.turn));
    this.querySelector<HTMLSelectElement>('[data-variant-select]')!.value = this.state.variant;
    // the links lead to the position only when the engine accepts it
    for (const a of this.querySelectorAll<HTMLAnchorElement>('a[data-link]')) {
      if (v.position) {
        a.href = makePositionLink(href(a.dataset.link === 'play' ? '/play/' : '/analysis/', lang), { fen: v.fen, variant: this.state.variant });
        a.removeAttribute('aria-disabled');
      } else {
        a.removeAttribute('href');
        a.setAttribute('aria-disabled', 'true');
      }
    }
    this.render();
    this.writeAddress(makePositionLink(location.pathname + location.search, { fen: v.fen, variant: this.state.variant }));
  }

  /**
   * The address follows the position. Browsers limit how often a page may rewrite it (Safari throws
   * a SecurityError past 100 calls in 30 s): a refused rewrite leaves the address one edit behind
   * until the next one goes through, and never stops the board from following the edits.
   */
  private writeAddress(url: string): void {
    try {
      history.replaceState(null, '', url);
    } catch {
      /* throttled: the next edit writes it */
    }
  }

  private showError(text: string | undefined): void {
    const el = this.querySelector<HTMLElement>('[data-error]')!;
    el.textContent = text ?? '';
    this.field.setAttribute('aria-invalid', String(!!text));
  }

  private showWarning(text: string | undefined): void {
    this.querySelector<HTMLElement>('[data-warning]')!.textContent = text ?? '';
  }

  private note(text: string): void {
    this.querySelector<HTMLElement>('[data-note]')!.textContent = text;
  }

  private readOut(sq: Square | undefined): void {
    const info = this.querySelector('[data-info]');
    if (!info) return;
    info.textContent = sq === undefined ? boardSays.prompt : boardSays.summary(squareName(sq), this.state.columns.get(sq));
  }

  private async copy(): Promise<void> {
    await copyAndSay(this.field.value, this.querySelector('[data-copied]'), editorSays.copied, editorSays.copyFailed);
  }

  private render(): void {
    const hadFocus = this.board.contains(document.activeElement);
    // the tab stop stays on the board (Lasca's has no rank 8 or file h)
    if (!onBoard(this.cursor, this.state.variant)) this.cursor = 20;
    this.board.innerHTML = renderBoardSvg([...this.state.columns], {
      styled: true,
      boardSize: boardSize(this.state.variant),
      focusable: 'all',
      cursor: this.cursor,
      flipped: this.flipped,
      highlight: this.selected === undefined ? {} : { selected: [this.selected] },
      label: editorSays.board(this.state.turn),
      words: boardSays,
      squareLabel: (name, column, marks) => boardSays.square(name, column, marks.selected, false),
    });
    this.readOut(this.selected);
    // the focus stays on the board's one tab stop across the redraw
    if (hadFocus) this.board.querySelector<SVGGElement>(`[data-square="${squareName(this.cursor)}"]`)?.focus();
  }
}

if (!customElements.get('bashni-editor')) customElements.define('bashni-editor', BashniEditor);
