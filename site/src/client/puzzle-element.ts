// <bashni-puzzle>: the puzzle player. The rules come from the engine (legal moves, playing them);
// the board widget itself holds no rules: it is drawn with the legal destinations as targets.
import type { Move, Square, VariantName } from '../../../engine/types.ts';
import { sameMove, type Position } from '../../../engine/position.ts';
import { parseFen } from '../../../engine/fen.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../../engine/notation.ts';
import { parseSquare, squareName } from '../../../engine/squares.ts';
import { renderBoardSvg } from '../../../render/board-svg.ts';
import { attachColumnInfo } from './column-info.ts';
import { markSolved } from './progress.ts';

export interface PuzzleData {
  id: string;
  fen: string;
  variant: VariantName;
  goal: string;
  solution: string[];
}

type State = 'playing' | 'solved' | 'failed';

export class BashniPuzzle extends HTMLElement {
  private data!: PuzzleData;
  private start!: Position;
  private pos!: Position;
  private step = 0;
  private solution: Move[] = [];
  private selected: Square | undefined;
  private chosen: Square[] = [];
  private lastMove: Square[] | undefined;
  private jumped: Square[] | undefined;
  private flipped = false;
  private busy = false;
  private usedHelp = false;
  private board!: HTMLElement;
  private played: string[] = [];

  connectedCallback(): void {
    if (this.data) return;
    const script = this.querySelector('script.puzzle-data');
    if (!script?.textContent) return;
    this.data = JSON.parse(script.textContent) as PuzzleData;
    const parsed = parseFen(this.data.fen, this.data.variant);
    if (!parsed.ok) {
      this.msg(`This puzzle's position cannot be read: ${parsed.error.message}`);
      return;
    }
    this.start = parsed.value;
    // resolve the written solution once
    let p = this.start;
    for (const text of this.data.solution) {
      const w = parseMoveText(text);
      const m = w ? matchMoves(p, w) : [];
      if (m.length !== 1) break;
      this.solution.push(m[0]);
      p = p.play(m[0]);
    }
    this.flipped = this.start.turn === 'black';
    this.board = this.querySelector('[data-board]') as HTMLElement;
    attachColumnInfo(this.board, this.querySelector('[data-info]'));
    this.board.addEventListener('click', (e) => {
      const g = (e.target as Element).closest('[data-square]');
      if (g) this.onSquare(parseSquare(g.getAttribute('data-square')!)!);
    });
    this.board.addEventListener('keydown', (e) => this.onKey(e));
    this.addEventListener('click', (e) => {
      const btn = (e.target as Element).closest('button[data-act]') as HTMLButtonElement | null;
      if (!btn) return;
      const act = btn.dataset.act;
      if (act === 'hint') this.hint();
      else if (act === 'solution') void this.showSolution();
      else if (act === 'restart') this.restart();
      else if (act === 'flip') {
        this.flipped = !this.flipped;
        this.render();
      }
    });
    this.restart();
  }

  private get mover(): string {
    return this.pos.turn === 'white' ? 'White' : 'Black';
  }

  private setState(s: State): void {
    this.dataset.puzzleState = s;
  }
  private get state(): State {
    return (this.dataset.puzzleState as State) ?? 'playing';
  }

  private msg(text: string, kind: 'info' | 'good' | 'bad' = 'info'): void {
    const el = this.querySelector('[data-msg]');
    if (el) {
      el.textContent = text;
      el.className = `puzzle-msg ${kind}`;
    }
  }

  restart(): void {
    this.pos = this.start;
    this.step = 0;
    this.selected = undefined;
    this.chosen = [];
    this.lastMove = undefined;
    this.jumped = undefined;
    this.busy = false;
    this.played = [];
    this.setState('playing');
    this.msg(this.data.goal || `${this.mover} to move`);
    this.render();
  }

  /** The moves played so far, as text, in the side panel. */
  private showLine(): void {
    const el = this.querySelector('[data-line]');
    if (!el) return;
    el.textContent = '';
    for (const t of this.played) {
      const li = document.createElement('li');
      li.textContent = t;
      el.append(li);
    }
  }

  private text(pos: Position, m: Move): string {
    return makeMoveText(pos, m, { captures: 'full' });
  }

  /** Moves still possible for the selected column and the landings chosen so far. */
  private candidates(): Move[] {
    if (this.selected === undefined) return [];
    return this.pos
      .legalMoves()
      .filter((m) => m.from === this.selected && this.chosen.every((s, i) => m.path[i] === s));
  }

  private targets(): Square[] {
    const c = this.candidates();
    const out = new Set<Square>();
    for (const m of c) out.add(m.path[this.chosen.length]);
    // the final square alone is enough when only one candidate ends there
    const finals = new Map<Square, number>();
    for (const m of c) finals.set(m.path.at(-1)!, (finals.get(m.path.at(-1)!) ?? 0) + 1);
    for (const [sq, count] of finals) if (count === 1) out.add(sq);
    return [...out];
  }

  private onSquare(sq: Square): void {
    if (this.busy || this.state === 'solved' || this.step >= this.solution.length) return;
    if (this.state === 'failed') this.setState('playing');
    const legal = this.pos.legalMoves();
    const fromHere = legal.some((m) => m.from === sq);
    if (this.selected === undefined || (this.chosen.length === 0 && sq !== this.selected && fromHere)) {
      if (fromHere) {
        this.selected = sq;
        this.chosen = [];
        this.msg(`${squareName(sq)} selected: choose where it goes.`);
      } else if (this.pos.column(sq)) {
        const capture = legal.some((m) => m.jumped.length > 0);
        this.msg(
          capture
            ? `Capture is mandatory: ${squareName(sq)} cannot capture. Columns that can: ${[...new Set(legal.map((m) => squareName(m.from)))].join(', ')}.`
            : `${squareName(sq)} has no legal move for ${this.mover}.`,
          'bad',
        );
      }
      this.render();
      return;
    }
    if (sq === this.selected) {
      if (this.chosen.length) this.chosen.pop();
      else this.selected = undefined;
      this.msg(this.data.goal);
      this.render();
      return;
    }
    const cands = this.candidates();
    const next = cands.filter((m) => m.path[this.chosen.length] === sq);
    if (next.length) {
      if (next.length === 1) return void this.play(next[0]);
      this.chosen = [...this.chosen, sq];
      this.msg(`Continue the capture: next landing square.`);
      this.render();
      return;
    }
    const finals = cands.filter((m) => m.path.at(-1) === sq);
    if (finals.length === 1) return void this.play(finals[0]);
    if (finals.length > 1) {
      this.msg('Several capture paths end on that square: click the landing squares in order.', 'bad');
      return;
    }
    if (fromHere) {
      this.selected = sq;
      this.chosen = [];
      this.render();
      return;
    }
    this.msg(`${squareName(this.selected!)} cannot go to ${squareName(sq)}.`, 'bad');
  }

  private play(move: Move): void {
    const expected = this.solution[this.step];
    const before = this.pos;
    const after = before.play(move);
    const text = this.text(before, move);
    this.selected = undefined;
    this.chosen = [];
    if (expected && (sameMove(move, expected) || after.hash() === before.play(expected).hash())) {
      this.pos = after;
      this.lastMove = [move.from, ...move.path];
      this.jumped = [...move.jumped];
      this.step++;
      this.played.push(text);
      this.render();
      if (this.step >= this.solution.length) return this.solved();
      this.msg(`${text}: correct!`, 'good');
      const reply = this.solution[this.step];
      this.busy = true;
      setTimeout(() => {
        const replyText = this.text(this.pos, reply);
        this.played.push(replyText);
        this.pos = this.pos.play(reply);
        this.lastMove = [reply.from, ...reply.path];
        this.jumped = [...reply.jumped];
        this.step++;
        this.busy = false;
        this.render();
        if (this.step >= this.solution.length) return this.solved();
        this.msg(`${text}: correct. The reply: ${replyText}. Your move again.`, 'good');
      }, 450);
      return;
    }
    // a wrong move: explain it, show it briefly, take it back
    this.setState('failed');
    const replies = after.legalMoves();
    const best = replies.reduce<Move | undefined>((b, m) => (!b || m.jumped.length > b.jumped.length ? m : b), undefined);
    let why: string;
    if (!replies.length) why = `it leaves ${after.turn === 'white' ? 'White' : 'Black'} without a move, but it is not the line this puzzle asks for.`;
    else if (best && best.jumped.length)
      why = `${after.turn === 'white' ? 'White' : 'Black'} answers ${this.text(after, best)}, taking ${best.jumped.length}.`;
    else why = `it does not reach the goal (${this.data.goal || 'see above'}).`;
    this.msg(`${text} is not the solution: ${why} The move was taken back; try again.`, 'bad');
    this.busy = true;
    const saved = { last: this.lastMove, jumped: this.jumped };
    this.pos = after;
    this.lastMove = [move.from, ...move.path];
    this.jumped = [...move.jumped];
    this.render();
    setTimeout(() => {
      this.pos = before;
      this.lastMove = saved.last;
      this.jumped = saved.jumped;
      this.busy = false;
      this.render();
    }, 600);
  }

  private solved(): void {
    this.setState('solved');
    if (!this.usedHelp) markSolved(this.data.id);
    this.msg(this.usedHelp ? 'Solved (with help).' : 'Solved! Well played.', 'good');
    const next = this.querySelector('[data-next]') as HTMLElement | null;
    next?.focus();
  }

  private hint(): void {
    const expected = this.solution[this.step];
    if (!expected || this.busy || this.state === 'solved') return;
    this.usedHelp = true;
    this.selected = expected.from;
    this.chosen = [];
    if (this.state === 'failed') this.setState('playing');
    this.msg(`Hint: move the column on ${squareName(expected.from)}.`);
    this.render();
  }

  private async showSolution(): Promise<void> {
    if (this.busy || this.state === 'solved') return;
    this.usedHelp = true;
    this.busy = true;
    this.selected = undefined;
    this.chosen = [];
    const texts: string[] = [];
    while (this.step < this.solution.length) {
      const m = this.solution[this.step];
      texts.push(this.text(this.pos, m));
      this.played.push(texts.at(-1)!);
      this.pos = this.pos.play(m);
      this.lastMove = [m.from, ...m.path];
      this.jumped = [...m.jumped];
      this.step++;
      this.render();
      await new Promise((r) => setTimeout(r, 350));
    }
    this.busy = false;
    this.setState('failed');
    this.msg(`Solution: ${texts.join(', ')}. Restart to try it yourself.`);
  }

  private onKey(e: KeyboardEvent): void {
    const g = (e.target as Element).closest?.('[data-square]');
    if (!g) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.onSquare(parseSquare(g.getAttribute('data-square')!)!);
      return;
    }
    const dirs: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const d = dirs[e.key];
    if (!d || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    // move focus to the nearest dark square in that screen direction
    const r = g.getBoundingClientRect();
    let best: Element | undefined;
    let bestScore = Infinity;
    for (const o of this.board.querySelectorAll('[data-square]')) {
      if (o === g) continue;
      const q = o.getBoundingClientRect();
      const dx = q.left - r.left;
      const dy = q.top - r.top;
      const along = dx * d[0] + dy * d[1];
      if (along <= 1) continue;
      const across = Math.abs(dx * d[1]) + Math.abs(dy * d[0]);
      const score = along + across * 2;
      if (score < bestScore) {
        bestScore = score;
        best = o;
      }
    }
    (best as HTMLElement | undefined)?.focus();
  }

  private render(): void {
    this.dataset.ply = String(this.step);
    this.showLine();
    const focused = (document.activeElement as Element | null)?.closest?.('[data-square]')?.getAttribute('data-square');
    this.board.innerHTML = renderBoardSvg(this.pos.columns(), {
      flipped: this.flipped,
      lastMove: this.lastMove,
      highlight: {
        targets: this.targets(),
        selected: this.selected !== undefined ? [this.selected, ...this.chosen] : undefined,
        jumped: this.jumped,
      },
      focusable: 'all',
      label: `Puzzle board, ${this.mover} to move`,
    });
    if (focused && this.board.contains(document.activeElement) === false) {
      (this.board.querySelector(`[data-square="${focused}"]`) as HTMLElement | null)?.focus();
    }
  }
}

if (!customElements.get('bashni-puzzle')) customElements.define('bashni-puzzle', BashniPuzzle);
