// <bashni-checker>: parse and verify a pasted or opened PDN file in the browser, with the project's
// own grammar (parsePdn) and engine; show problems at line:column, highlighted in the text, and
// replay the valid part of each game.
import { decodePdn, parsePdn } from '../../../grammar/index.ts';
import { tagValue } from '../../../grammar/record.ts';
import { esc } from '../lib/html.ts';
import { buildReplayData, type ReplayData } from '../lib/replay-data.ts';
import { renderReplayWidget } from '../lib/replay-html.ts';
import './replay-element.ts';

interface Found {
  line: number;
  column: number;
  offset: number;
  /** The highlighted span [start, end) and what it covers. */
  span: Span;
  message: string;
  code: string;
  game: number;
}

interface GameResult {
  index: number;
  title: string;
  data: ReplayData;
}

function decode(bytes: ArrayBuffer): string {
  // UTF-8 (with or without BOM), else CP1251 / CP866 / Latin-1 by detection: the CLI's decoder
  return decodePdn(new Uint8Array(bytes)).text;
}

/** End of the token starting at `offset`: up to white space or a PDN delimiter. */
function tokenEnd(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && !/[\s{}()[\];"]/.test(text[end])) end++;
  return end;
}

export interface Span {
  start: number;
  end: number;
  /** `token`: the move or token at line:column; `line`: its whole line (length unknown); `point`: nothing to cover. */
  kind: 'token' | 'line' | 'point';
}

/**
 * The span a problem covers in `text`: the move as written when it stands at `offset`, else the token
 * there, else (nothing to cover at that point: the end of a line or of the text) the whole line.
 */
export function problemSpan(text: string, offset: number, move?: string): Span {
  const at = Math.max(0, Math.min(offset, text.length));
  if (move && text.startsWith(move, at)) return { start: at, end: at + move.length, kind: 'token' };
  const end = tokenEnd(text, at);
  if (end > at) return { start: at, end, kind: 'token' };
  if (/[(){};]/.test(text[at] ?? '')) return { start: at, end: at + 1, kind: 'token' }; // a stray delimiter
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const stop = text.indexOf('\n', at);
  const lineEnd = stop < 0 ? text.length : stop;
  return text.slice(start, lineEnd).trim() ? { start, end: lineEnd, kind: 'line' } : { start: at, end: at, kind: 'point' };
}

/**
 * The escaped text with a <mark> around each problem's span. Marks never overlap: a problem inside an
 * earlier mark adds its message to that mark's title, or, when it starts after the mark's start, gets
 * a point mark where it starts (or at the mark's end).
 */
export function highlightHtml(text: string, found: readonly Found[]): string {
  const marks: (Span & { labels: string[]; line: number; column: number })[] = [];
  for (const f of [...found].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end)) {
    const label = `${f.line}:${f.column}: ${f.message}`;
    const last = marks.at(-1);
    let span: Span = f.span;
    if (last && span.start < last.end) {
      if (f.offset <= last.start) {
        last.labels.push(label);
        continue;
      }
      const at = Math.max(f.offset, last.end);
      span = { start: at, end: at, kind: 'point' };
    }
    marks.push({ ...span, labels: [label], line: f.line, column: f.column });
  }
  let html = '';
  let at = 0;
  for (const m of marks) {
    html +=
      esc(text.slice(at, m.start)) +
      `<mark class="${m.kind}" title="${esc(m.labels.join('\n'))}" data-line="${m.line}" data-column="${m.column}">${esc(text.slice(m.start, m.end))}</mark>`;
    at = m.end;
  }
  html += esc(text.slice(at));
  // a text area shows an empty last line after a final newline; a <div> needs something on it
  return text.endsWith('\n') || !text ? html + ' ' : html;
}

export class BashniChecker extends HTMLElement {
  private input!: HTMLTextAreaElement;
  private mirror!: HTMLElement;
  private timer: number | undefined;
  private games: GameResult[] = [];
  /** The problems of the last check, and the text they were found in. */
  private found: Found[] = [];
  private checked = '';
  private hoverFrame = 0;

  connectedCallback(): void {
    if (this.input) return;
    this.input = this.querySelector('[data-input]') as HTMLTextAreaElement;
    this.mirror = this.querySelector('[data-source]') as HTMLElement;
    this.input.addEventListener('input', () => {
      this.paint(); // the marks belong to the checked text: drop them until the next check
      clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.check(), 400);
    });
    this.input.addEventListener('scroll', () => this.follow(), { passive: true });
    // the text area can be resized (by its handle or the window), and a scroll bar narrows its text
    new ResizeObserver(() => this.fit()).observe(this.input);
    // the message of the problem under the pointer, as the text area's tooltip
    this.input.addEventListener('mousemove', (e) => {
      cancelAnimationFrame(this.hoverFrame);
      this.hoverFrame = requestAnimationFrame(() => {
        // (the layer takes no pointer events, so hit-test its marks' boxes rather than elementsFromPoint)
        const mark = [...this.mirror.querySelectorAll('mark')].find((m) =>
          [...m.getClientRects()].some((r) => e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom),
        );
        const title = mark?.getAttribute('title') ?? '';
        if (this.input.title !== title) this.input.title = title;
      });
    });
    const file = this.querySelector('[data-file]') as HTMLInputElement;
    file.addEventListener('change', async () => {
      const f = file.files?.[0];
      if (!f) return;
      this.input.value = decode(await f.arrayBuffer());
      this.input.scrollTop = 0;
      this.check(f.name);
    });
    this.addEventListener('click', (e) => {
      const el = e.target as Element;
      const act = (el.closest('button[data-act]') as HTMLButtonElement | null)?.dataset.act;
      if (act === 'check') this.check();
      if (act === 'example') {
        this.input.value = (el.closest('[data-example]') as HTMLElement | null)?.dataset.example ?? '';
        this.input.scrollTop = 0;
        this.check();
      }
      const at = el.closest('[data-offset]') as HTMLElement | null;
      if (at) {
        const start = Number(at.dataset.start ?? at.dataset.offset);
        const end = Number(at.dataset.end ?? start);
        this.input.focus();
        this.input.setSelectionRange(start, end);
        this.follow();
      }
      const pick = el.closest('[data-game]') as HTMLElement | null;
      if (pick) this.showGame(Number(pick.dataset.game));
    });
    this.fit();
    if (this.input.value.trim()) this.check();
  }

  /** Redraw the highlight layer: the text, with the marks when they belong to it. */
  private paint(): void {
    const text = this.input.value;
    this.mirror.innerHTML = highlightHtml(text, text === this.checked ? this.found : []);
    this.fit();
  }

  /** Give the mirror the width of the text area's text (without its scroll bar), then follow its scroll. */
  private fit(): void {
    const width = `${this.input.clientWidth}px`;
    if (this.mirror.style.width !== width) this.mirror.style.width = width;
    this.follow();
  }

  private follow(): void {
    const t = `translate(${-this.input.scrollLeft}px, ${-this.input.scrollTop}px)`;
    if (this.mirror.style.transform !== t) this.mirror.style.transform = t;
  }

  check(fileName = 'input'): void {
    clearTimeout(this.timer);
    const text = this.input.value;
    const summary = this.querySelector('[data-summary]') as HTMLElement;
    const list = this.querySelector('[data-problems]') as HTMLElement;
    const picker = this.querySelector('[data-games]') as HTMLElement;
    const replay = this.querySelector('[data-replay]') as HTMLElement;
    this.checked = text;
    this.found = [];
    if (!text.trim()) {
      summary.textContent = '';
      summary.className = 'check-summary';
      list.innerHTML = picker.innerHTML = replay.innerHTML = '';
      this.games = [];
      this.paint();
      return;
    }
    const parsed = parsePdn(text, { file: fileName });
    const found: Found[] = parsed.errors
      .filter((e) => e.severity === 'error')
      .map((e) => ({
        line: e.pos.line,
        column: e.pos.column,
        offset: e.pos.offset,
        span: problemSpan(text, e.pos.offset),
        message: e.message,
        code: e.code,
        game: e.game,
      }));
    this.games = parsed.value.map((game, i) => {
      const data = buildReplayData(game);
      for (const p of data.problems ?? []) {
        found.push({
          line: p.line,
          column: p.column,
          offset: p.offset,
          span: problemSpan(text, p.offset, p.move),
          message: (p.move ? `${p.move}: ` : '') + p.message + (p.legal.length ? `. Legal moves: ${p.legal.join(' ')}` : ''),
          code: p.code,
          game: i,
        });
      }
      const white = tagValue(game, 'White') ?? '?';
      const black = tagValue(game, 'Black') ?? '?';
      return { index: i, title: `${white} – ${black}`, data };
    });
    found.sort((a, b) => a.offset - b.offset);
    this.found = found;
    const valid = this.games.filter((g) => !found.some((f) => f.game === g.index)).length;
    summary.className = `check-summary ${found.length ? 'bad' : 'ok'}`;
    summary.textContent = `${this.games.length} game${this.games.length === 1 ? '' : 's'}: ${valid} valid, ${this.games.length - valid} invalid` +
      (found.length ? ` · ${found.length} problem${found.length === 1 ? '' : 's'} (highlighted in the text)` : '');
    list.innerHTML = found
      .map(
        (f) =>
          `<li data-problem data-line="${f.line}" data-column="${f.column}"><button type="button" data-offset="${f.offset}" data-start="${f.span.start}" data-end="${f.span.end}" aria-label="Select line ${f.line}, column ${f.column} in the text">${f.line}:${f.column}</button> ` +
          `game ${f.game + 1}: ${esc(f.message)} <span class="muted">${esc(f.code)}</span></li>`,
      )
      .join('');
    this.paint();
    picker.innerHTML = this.games
      .map((g) => `<button type="button" data-game="${g.index}" aria-pressed="false">Game ${g.index + 1}: ${esc(g.title)}${g.data.problem ? ' (valid part)' : ''}</button>`)
      .join('');
    replay.innerHTML = '';
    if (this.games.length) this.showGame(Math.max(0, this.games.findIndex((g) => g.data.problem)));
  }

  private showGame(i: number): void {
    const g = this.games[i];
    const replay = this.querySelector('[data-replay]') as HTMLElement;
    if (!g) return;
    for (const b of this.querySelectorAll('[data-game]')) b.setAttribute('aria-pressed', String(b.getAttribute('data-game') === String(i)));
    const intro = g.data.problem
      ? `<p class="muted">Game ${i + 1} replays up to line ${g.data.problem.line}, column ${g.data.problem.column} (${esc(g.data.problem.message)}).</p>`
      : `<p class="muted">Game ${i + 1}: every move is legal.</p>`;
    replay.innerHTML = g.data.nodes.length ? intro + renderReplayWidget(g.data, { hash: false }) : intro.replace('replays up to', 'cannot be replayed: see');
  }
}

if (!customElements.get('bashni-checker')) customElements.define('bashni-checker', BashniChecker);
