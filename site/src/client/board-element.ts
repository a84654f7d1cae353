// <bashni-board>: a board driven by a small config (columns and drawing options), no rules.
// Server-rendered first (no layout shift); shows a whole column on hover, focus or tap; re-renders
// when given a new config: `el.config = { columns, flipped, lastMove, highlight, squareNames }`.
import { renderBoardSvg, type BoardOptions } from '../lib/board-svg.ts';
import type { ColumnText, Square } from '../../../engine/types.ts';
import { attachColumnInfo } from './column-info.ts';

export interface BoardConfig extends BoardOptions {
  columns: [Square, ColumnText][];
}

export class BashniBoard extends HTMLElement {
  private cfg: BoardConfig | undefined;

  connectedCallback(): void {
    const board = this.querySelector('[data-board]') as HTMLElement | null;
    if (!board || board.dataset.wired) return;
    board.dataset.wired = 'true';
    attachColumnInfo(board, this.querySelector('[data-info]'));
  }

  get config(): BoardConfig | undefined {
    return this.cfg;
  }

  set config(cfg: BoardConfig) {
    this.cfg = cfg;
    const board = this.querySelector('[data-board]');
    if (board) board.innerHTML = renderBoardSvg(cfg.columns, cfg);
  }
}

if (!customElements.get('bashni-board')) customElements.define('bashni-board', BashniBoard);
