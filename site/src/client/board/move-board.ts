// The shared playable board (analysis, play, puzzles, lessons, storm): keeps the markup the server
// wrote (components/MoveBoard.astro, lib/move-board-html.ts) and draws a position into it (the
// same SVG the server drew for the same position, so the first drawing changes nothing), takes
// a move by click or tap (move-input.ts), by dragging the top of a column, or by the keyboard
// (board-keys.ts arrows, Enter/Space/Escape here), says what happens in a live region
// (i18n/board.ts), animates the move just played (motion.ts) and draws arrows (the engine's best
// move) in a layer of the same SVG. The rules stay in the engine: this only forwards squares to
// move-input.ts and hands the page the legal move it names. The root carries data-fen and
// data-variant once drawn here (stable hooks for tests and users' scripts).
import type { Color, Move, Square } from '../../../../engine/types.ts';
import { sameMove, type Position } from '../../../../engine/position.ts';
import { makeFen } from '../../../../engine/fen.ts';
import { makeMoveText } from '../../../../engine/notation.ts';
import { boardSize, parseSquare, squareAt, squareName } from '../../../../engine/squares.ts';
import { squareXY } from '../../../../render/board-svg.ts';
import { moveBoardSvg, type BoardSaid } from '../../lib/move-board-html.ts';
import { attachColumnInfo } from './column-info.ts';
import { attachBoardKeys, tabStop } from './board-keys.ts';
import { clickSquare, inputView, selectableSquares, type ClickOutcome, type MoveInput } from './move-input.ts';
import { animateMove, motionPlan, stopMotion, takenPieces } from './motion.ts';
import { shouldIgnoreKey } from './keys.ts';
import { boardWords } from '../../i18n/board.ts';
import type { Lang } from '../../i18n/lang.ts';

export interface BoardView {
  readonly position: Position;
  readonly orientation: 'white' | 'black';
  /** The user may move the side to move. */
  readonly interactive: boolean;
  /** Highlighted. */
  readonly lastMove?: Move;
  /** E.g. the engine's best move. */
  readonly arrows?: readonly Move[];
  /** The other side's threat (the analysis board's "Show threat"): a red dashed arrow. */
  readonly threat?: Move;
  /** Moves the board's tab stop to this square (e.g. the first column that can move in a new position); kept when absent. */
  readonly cursor?: Square;
}

export interface MoveBoardOptions {
  /** The board's accessible name for the side to move (default: said.moveBoard). */
  readonly label?: (turn: Color) => string;
  /** A click, tap or key that did not complete a move (a column chosen, a square it cannot reach, Escape...). */
  readonly onInput?: (outcome: Exclude<ClickOutcome, { kind: 'move' }>) => void;
}

export interface MoveBoard {
  /**
   * Re-renders; `animate` is the move just played (slides from the position shown before, and the
   * live region says it). Returns how long the slide takes in ms (0: none).
   */
  show(view: BoardView, animate?: Move): number;
  /** Chooses a column as a click on it would, without a word (a hint); the tab stop goes to its first target. */
  choose(from: Square): void;
  /** Says `text` in the board's live region (replacing what show() said). */
  say(text: string): void;
  destroy(): void;
}

/** Pixels a pointer travels before a press on a column becomes a drag (below it: a click). */
const DRAG_START_PX = 6;

/** The engine lines' arrow colours, best first. */
const ARROW_COLOURS = ['#15781b', '#7fd4ff', '#e0b0ff'];

/**
 * The arrows' layer: a line through the move's squares, an arrowhead at its end. The best line is
 * a bold green arrow; the second and third are light blue and violet, thinner, each over a dark
 * outline so they read on the dark squares and the dark scheme's board alike (issue 25), with the
 * line's number at the arrow's start (the engine panel numbers its lines the same way). `size`: the
 * board's files.
 */
function arrowsSvg(arrows: readonly Move[], flipped: boolean, id: string, size: number, threat?: Move): string {
  if (!arrows.length && !threat) return '';
  const centre = (sq: Square) => squareXY(sq, flipped, size).map((v) => v + 50);
  const polyline = (m: Move) => [m.from, ...m.path].map((sq) => centre(sq).join(',')).join(' ');
  const markers = ARROW_COLOURS.map(
    (c, i) =>
      `<marker id="${id}-${i}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrow-head" fill="${c}" stroke="#10240f" stroke-width=".8"/></marker>`,
  );
  let out = `<g class="arrows" pointer-events="none" aria-hidden="true"><defs>${markers.join('')}</defs>`;
  // drawn last first, so the best arrow lies on top
  [...arrows.entries()].reverse().forEach(([i, m]) => {
    const pts = [m.from, ...m.path].map(centre);
    const points = polyline(m);
    const colour = ARROW_COLOURS[Math.min(i, ARROW_COLOURS.length - 1)]!;
    const width = i ? 10 : 16;
    if (i) out += `<polyline class="arrow-outline" points="${points}" fill="none" stroke="#10240f" stroke-width="${width + 5}" stroke-linecap="round" stroke-linejoin="round" opacity=".7"/>`;
    out += `<polyline class="arrow${i ? ' arrow-more' : ''}" data-line="${i + 1}" points="${points}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${i ? 0.9 : 0.8}" marker-end="url(#${id}-${Math.min(i, ARROW_COLOURS.length - 1)})"/>`;
    if (arrows.length > 1) {
      const [x, y] = pts[0]!;
      out += `<circle cx="${x}" cy="${y}" r="15" fill="${colour}" stroke="#10240f" stroke-width="3"/><text x="${x}" y="${y! + 7}" text-anchor="middle" font-size="20" font-weight="700" font-family="system-ui,sans-serif" fill="${i ? '#10240f' : '#fff'}">${i + 1}</text>`;
    }
  });
  // the threat under the engine's arrows, red and dashed
  if (threat)
    out = out.replace(
      '</defs>',
      `<marker id="${id}-t" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#d1242f"/></marker></defs><polyline class="arrow-threat" points="${polyline(threat)}" fill="none" stroke="#d1242f" stroke-width="12" stroke-dasharray="18 12" opacity=".85" marker-end="url(#${id}-t)"/>`,
    );
  return out + '</g>';
}

let boards = 0;

/**
 * The board's parts in `root` as the server wrote them (components/MoveBoard.astro, the one
 * markup: lib/move-board-html.ts), kept: the client draws into them. Every page with a move board
 * writes it with that component (board.browser.ts checks that the parts stay the same nodes).
 */
function serverParts(root: HTMLElement): { board: HTMLElement; info: HTMLElement; live: HTMLElement } {
  const part = (hook: string) => root.querySelector<HTMLElement>(`:scope > [data-${hook}]`)!;
  const board = part('board');
  // a stand-in (the storm's empty board) is the board from now on
  board.removeAttribute('aria-hidden');
  return { board, info: part('info'), live: part('announce') };
}

/** What the live region says of a move: the user's own ("You played") or the other side's ("Reply"), with what it took. */
export function moveSaid(said: BoardSaid, before: Position, move: Move, mine: boolean): string {
  const text = makeMoveText(before, move, { captures: 'full' });
  const taken = takenPieces(before.columns(), move.jumped).map((t) => said.takenOn(said.piece(t.piece), squareName(t.square)));
  return mine ? said.played(text, taken) : said.reply(text, taken);
}

/**
 * Renders into root's board (moveBoardSvg), handles click/tap (move-input.ts), drag of a column's
 * top, the keyboard (board-keys.ts), the live region; sets root.dataset.fen / root.dataset.variant
 * on every show(). Calls onMove with the legal move the user entered.
 */
export function mountMoveBoard(root: HTMLElement, lang: Lang, onMove: (move: Move) => void, options: MoveBoardOptions = {}): MoveBoard {
  const said = boardWords[lang];
  const label = options.label ?? said.moveBoard;
  const arrowId = `arrow-head-${++boards}`;
  const { board, info, live } = serverParts(root);
  attachColumnInfo(board, info);
  attachBoardKeys(board);

  let view: BoardView | undefined;
  let input: MoveInput | undefined;
  let cursor: Square | undefined;
  /** A tab stop the page asked for (BoardView.cursor), taken by the next render. */
  let placeCursor: Square | undefined;
  /** The move the user entered last, so show() can tell the user's move from a reply. */
  let entered: Move | undefined;
  let suppressClick = false;
  /** The chosen column was chosen by choose() (a hint), not by the reader. */
  let hinted = false;
  const flipped = () => view?.orientation === 'black';
  /** Files and ranks of the board shown: 8, or 7 for Lasca. */
  const size = () => (view ? boardSize(view.position.variant) : 8);

  const say = (text: string) => {
    live.textContent = text;
  };

  const render = () => {
    if (!view) return;
    const pos = view.position;
    const focused = board.contains(document.activeElement) ? (document.activeElement as Element).closest('[data-square]') : null;
    cursor = placeCursor ?? tabStop(board) ?? cursor ?? selectableSquares(pos)[0] ?? 0;
    placeCursor = undefined;
    const marks = inputView(pos, view.interactive ? input : undefined);
    stopMotion(board);
    const svg = moveBoardSvg(
      {
        columns: pos.columns(),
        size: size(),
        flipped: flipped(),
        interactive: view.interactive,
        cursor,
        lastMove: view.lastMove,
        selected: marks.selected,
        targets: marks.targets,
        label: label(pos.turn),
      },
      said,
    );
    board.innerHTML = svg.replace(/<\/svg>$/, `${arrowsSvg(view.arrows ?? [], flipped(), arrowId, size(), view.threat)}</svg>`);
    root.dataset.fen = makeFen(pos);
    root.dataset.variant = pos.variant;
    if (focused) focusSquare(cursor);
  };

  const focusSquare = (sq: Square) => {
    for (const el of board.querySelectorAll('[data-square][tabindex="0"]')) el.setAttribute('tabindex', '-1');
    const el = board.querySelector<SVGGElement>(`[data-square="${squareName(sq)}"]`);
    el?.setAttribute('tabindex', '0');
    el?.focus();
  };

  /** Says what a click or key did: the column chosen and where it can go. */
  const announce = (o: Exclude<ClickOutcome, { kind: 'move' }>, pos: Position) => {
    const targets = inputView(pos, input).targets.map((s) => squareName(s));
    if (o.kind === 'selected') say(said.selected(squareName(o.input.from), said.column(pos.column(o.input.from) ?? ''), targets));
    else if (o.kind === 'landing') say(said.landing(squareName(o.input.landings.at(-1)!), targets));
    else if (o.kind === 'back' && !o.input) say(said.cancelled);
  };

  const onSquare = (sq: Square) => {
    if (!view?.interactive) return;
    const pos = view.position;
    // a column the hint chose (choose()) that the reader then clicks, as the hint told them to,
    // stays chosen: the click confirms it rather than taking the choice back (issue 25)
    const confirmsHint = hinted && input !== undefined && input.from === sq && input.landings.length === 0;
    hinted = false;
    const outcome: ClickOutcome = confirmsHint ? { kind: 'selected', input: input! } : clickSquare(pos, input, sq);
    input = outcome.input;
    if (outcome.kind === 'move') {
      entered = outcome.move;
      onMove(outcome.move);
      return;
    }
    // the cursor follows the square used, then goes to the chosen column's first target
    const next = outcome.kind === 'selected' || outcome.kind === 'landing' ? inputView(pos, input).targets[0] : undefined;
    for (const el of board.querySelectorAll('[data-square][tabindex="0"]')) el.setAttribute('tabindex', '-1');
    cursor = next ?? sq;
    board.querySelector(`[data-square="${squareName(cursor)}"]`)?.setAttribute('tabindex', '0');
    render();
    announce(outcome, pos);
    options.onInput?.(outcome);
  };

  /** The square under a point of the screen, from the board's geometry (a drag's pointer is captured). */
  const squareUnder = (x: number, y: number): Square | undefined => {
    const svg = board.querySelector('svg');
    if (!svg) return undefined;
    const r = svg.getBoundingClientRect();
    const n = size();
    const fx = Math.floor(((x - r.left) / r.width) * n);
    const fy = Math.floor(((y - r.top) / r.height) * n);
    if (fx < 0 || fx > n - 1 || fy < 0 || fy > n - 1) return undefined;
    return flipped() ? squareAt(n - 1 - fx, fy) : squareAt(fx, n - 1 - fy);
  };

  const onClick = (e: MouseEvent) => {
    if (suppressClick) {
      suppressClick = false;
      return;
    }
    const g = (e.target as Element).closest('[data-square]');
    const sq = g ? parseSquare(g.getAttribute('data-square') ?? '') : undefined;
    if (sq !== undefined) onSquare(sq);
  };

  const onKey = (e: KeyboardEvent) => {
    const g = (e.target as Element).closest?.('[data-square]');
    if (!g || shouldIgnoreKey(e) || !view?.interactive) return;
    const sq = parseSquare(g.getAttribute('data-square') ?? '');
    if (sq === undefined) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSquare(sq);
      const to = board.querySelector<SVGGElement>('[data-square][tabindex="0"]');
      to?.focus();
    } else if (e.key === 'Escape' && input) {
      e.preventDefault();
      input = undefined;
      render();
      say(said.cancelled);
      focusSquare(sq);
      options.onInput?.({ kind: 'back', input: undefined });
    }
  };

  // dragging: a press on a column that can move, moved far enough, carries the column's drawing
  let drag: { from: Square; x: number; y: number; id: number; moving: boolean } | undefined;
  const onDown = (e: PointerEvent) => {
    if (!view?.interactive || e.button !== 0) return;
    const sq = squareUnder(e.clientX, e.clientY);
    if (sq === undefined || !selectableSquares(view.position).includes(sq)) return;
    drag = { from: sq, x: e.clientX, y: e.clientY, id: e.pointerId, moving: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    if (!drag.moving) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_START_PX) return;
      drag.moving = true;
      board.setPointerCapture?.(e.pointerId);
      input = { from: drag.from, landings: [] };
      render();
    }
    const svg = board.querySelector('svg');
    const col = board.querySelector<SVGGElement>(`.col[data-at="${squareName(drag.from)}"]`);
    if (!svg || !col) return;
    const r = svg.getBoundingClientRect();
    const x = ((e.clientX - r.left) / r.width) * size() * 100 - 50;
    const y = ((e.clientY - r.top) / r.height) * size() * 100 - 50;
    col.setAttribute('transform', `translate(${x} ${y})`);
    col.classList.add('dragging');
  };
  const onUp = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = undefined;
    if (!d.moving || !view) return;
    suppressClick = true;
    // a click event may not follow (the pointer left the board): do not swallow the next real one
    setTimeout(() => (suppressClick = false), 0);
    const to = squareUnder(e.clientX, e.clientY);
    if (to === undefined || to === d.from) {
      input = undefined;
      render();
      return;
    }
    onSquare(to);
  };
  const onCancel = () => {
    if (!drag) return;
    drag = undefined;
    input = undefined;
    render();
  };

  board.addEventListener('click', onClick);
  board.addEventListener('keydown', onKey);
  board.addEventListener('pointerdown', onDown);
  board.addEventListener('pointermove', onPointerMove);
  board.addEventListener('pointerup', onUp);
  board.addEventListener('pointercancel', onCancel);

  return {
    show(next: BoardView, animate?: Move): number {
      const before = view?.position;
      const prev = view;
      view = next;
      placeCursor = next.cursor;
      // only the arrows changed (the engine's lines as it searches): redraw that layer alone, so a
      // search's reports cost the page next to nothing
      const svg = board.querySelector('svg');
      if (
        prev &&
        svg &&
        !animate &&
        next.cursor === undefined &&
        prev.position === next.position &&
        prev.orientation === next.orientation &&
        prev.interactive === next.interactive &&
        prev.lastMove === next.lastMove
      ) {
        svg.querySelector(':scope > g.arrows')?.remove();
        svg.insertAdjacentHTML('beforeend', arrowsSvg(next.arrows ?? [], flipped(), arrowId, size(), next.threat));
        return 0;
      }
      // the same position drawn again (new arrows, say) keeps a move being entered
      // (not with a tab stop the page places: that starts the entry afresh)
      if (before !== next.position || !next.interactive || next.cursor !== undefined) {
        input = undefined;
        drag = undefined;
      } else if (drag?.moving) return 0;
      render();
      if (!animate || !before || !before.legalMoves().some((m) => sameMove(m, animate))) return 0;
      say(moveSaid(said, before, animate, !!entered && sameMove(entered, animate)));
      entered = undefined;
      // its sound: the module comes on the first move (move-sound.ts)
      void import('./move-sound.ts').then((m) => m.soundOfMove(before, animate));
      return animateMove(board, motionPlan(before.columns(), [animate.from, ...animate.path], animate.jumped), flipped(), size());
    },
    choose(from: Square): void {
      if (!view?.interactive) return;
      input = { from, landings: [] };
      hinted = true;
      const first = inputView(view.position, input).targets[0];
      placeCursor = first ?? from;
      render();
    },
    say,
    destroy(): void {
      stopMotion(board);
      root.replaceChildren();
      delete root.dataset.fen;
      delete root.dataset.variant;
    },
  };
}
