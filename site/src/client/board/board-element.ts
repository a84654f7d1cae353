// <bashni-board>: a server-rendered board (a rule diagram) with no rules and no re-rendering; it only
// shows a whole column in its caption on hover, focus or tap, and moves its one tab stop with the arrows.
import { attachColumnInfo } from './column-info.ts';
import { attachBoardKeys } from './board-keys.ts';

export class BashniBoard extends HTMLElement {
  connectedCallback(): void {
    const board = this.querySelector<HTMLElement>('[data-board]');
    if (!board || board.dataset.wired) return;
    board.dataset.wired = 'true';
    attachColumnInfo(board, this.querySelector('[data-info]'));
    attachBoardKeys(board);
  }
}

if (!customElements.get('bashni-board')) customElements.define('bashni-board', BashniBoard);
