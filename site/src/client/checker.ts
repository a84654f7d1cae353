// <bashni-checker>: the record checker page. Reads a pasted or opened PDN file in the browser and
// shows, per game, the verdict of `bashni verify` in its words (check-report.ts calls the same
// records/verify.ts), each problem highlighted in the text (source-marks.ts), and replays the
// valid part of each game. This element only draws and forwards events.
import { decodePdn } from '../../../grammar/decode.ts';
import { tagNamed } from '../../../grammar/record.ts';
import type { GameReport } from '../../../records/verify.ts';
import { esc } from '../lib/html.ts';
import { buildReplayData, type ReplayData } from '../lib/replay-data.ts';
import { renderReplayWidget } from '../lib/replay-html.ts';
import { checkRecords, markedProblem } from './check-report.ts';
import { highlightHtml, type MarkedProblem } from './source-marks.ts';
import './replay-element.ts';

interface GameResult {
  /** 0-based. */
  index: number;
  title: string;
  report: GameReport;
  /** The problem of an invalid game as marked in the text. */
  marked?: MarkedProblem;
  data: ReplayData;
}

function decode(bytes: ArrayBuffer): string {
  // UTF-8 (with or without BOM), else CP1251 / CP866 / Latin-1 by detection: the CLI's decoder
  return decodePdn(new Uint8Array(bytes)).text;
}

export class BashniChecker extends HTMLElement {
  private input!: HTMLTextAreaElement;
  private mirror!: HTMLElement;
  private timer: number | undefined;
  private games: GameResult[] = [];
  /** The problems of the last check, and the text they were found in. */
  private found: MarkedProblem[] = [];
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
    this.games = checkRecords(text, fileName).map(({ game, report }, index) => {
      const marked = markedProblem(text, report);
      const title = `${tagNamed(game, 'White')?.value ?? '?'} – ${tagNamed(game, 'Black')?.value ?? '?'}`;
      return { index, title, report, data: buildReplayData(game), ...(marked ? { marked } : {}) };
    });
    const found = this.games.flatMap((g) => (g.marked ? [g.marked] : []));
    this.found = found;
    const valid = this.games.filter((g) => g.report.valid).length;
    summary.className = `check-summary ${valid < this.games.length ? 'bad' : 'ok'}`;
    summary.textContent =
      `${this.games.length} game${this.games.length === 1 ? '' : 's'}: ${valid} valid, ${this.games.length - valid} invalid` +
      (found.length ? ` · ${found.length} problem${found.length === 1 ? '' : 's'} (highlighted in the text)` : '');
    // each invalid game's verdict line as `bashni verify` prints it, without the file name; its
    // line:column is a button that selects the problem in the text
    list.innerHTML = found
      .map(
        (f) =>
          `<li data-problem data-line="${f.line}" data-column="${f.column}"><button type="button" data-offset="${f.offset}" data-start="${f.span.start}" data-end="${f.span.end}" aria-label="Select line ${f.line}, column ${f.column} in the text">${f.line}:${f.column}</button>: ` +
          `${esc(f.message)}</li>`,
      )
      .join('');
    this.paint();
    picker.innerHTML = this.games
      .map((g) => `<button type="button" data-game="${g.index}" aria-pressed="false">Game ${g.index + 1}: ${esc(g.title)}${g.report.valid ? '' : ' (valid part)'}</button>`)
      .join('');
    replay.innerHTML = '';
    if (this.games.length)
      this.showGame(
        Math.max(
          0,
          this.games.findIndex((g) => !g.report.valid),
        ),
      );
  }

  private showGame(i: number): void {
    const g = this.games[i];
    const replay = this.querySelector('[data-replay]') as HTMLElement;
    if (!g) return;
    for (const b of this.querySelectorAll('[data-game]')) b.setAttribute('aria-pressed', String(b.getAttribute('data-game') === String(i)));
    const intro = g.marked
      ? `<p class="muted">Game ${i + 1} replays up to its problem at line ${g.marked.line}, column ${g.marked.column} (listed above).</p>`
      : `<p class="muted">Game ${i + 1}: every move is legal.</p>`;
    replay.innerHTML = g.data.nodes.length ? intro + renderReplayWidget(g.data, { hash: false }) : intro.replace('replays up to its problem at', 'cannot be replayed: see its problem at');
  }
}

if (!customElements.get('bashni-checker')) customElements.define('bashni-checker', BashniChecker);
