// <bashni-checker>: the record checker page. Reads a pasted or opened PDN file in the browser and
// shows, per game, the verdict of `bashni verify` in its words, each problem highlighted in the
// text (source-marks.ts), and replays the valid part of each game. The checking itself runs in a
// Web Worker (check-worker.ts: check-report.ts calls the same records/verify.ts), so this thread
// never parses: it draws, forwards events, and scrolls the text to the problems.
import { decodePdn } from '../../../grammar/decode.ts';
import { checkerWords } from '../i18n/checker.ts';
import { problemDescription } from '../i18n/problems.ts';
import { pageLang } from '../i18n/lang.ts';
import { esc } from '../lib/html.ts';
import { href } from '../lib/paths.ts';
import type { ReplayData } from '../lib/replay-data.ts';
import { renderReplayWidget } from '../lib/replay-html.ts';
import type { CheckedLine, CheckReply, CheckRequest } from './check-protocol.ts';
import type { BashniReplay } from './replay-element.ts';
import { markBlocks, markRuns, type MarkedProblem, type Run } from './source-marks.ts';
import './replay-element.ts';

/** Quiet time after the last key press before the text is checked again. */
const TYPING_PAUSE_MS = 300;
/** Characters of the highlight layer laid out in one frame (32 KB: about 10 ms). */
const PAINT_BLOCK = 32_768;

/** One block of the highlight layer: its plain runs as text, its marks as <mark> with the problem's place and words. */
function blockElement(runs: readonly Run[]): HTMLDivElement {
  const block = document.createElement('div');
  for (const run of runs) {
    if (!run.mark) {
      block.append(run.text);
      continue;
    }
    const mark = document.createElement('mark');
    mark.className = run.mark.kind;
    mark.title = run.mark.title;
    mark.dataset.line = String(run.mark.line);
    mark.dataset.column = String(run.mark.column);
    mark.textContent = run.text;
    block.append(mark);
  }
  return block;
}

function decode(bytes: ArrayBuffer): string {
  // UTF-8 (with or without BOM), else CP1251 / CP866 / Latin-1 by detection: the CLI's decoder
  return decodePdn(new Uint8Array(bytes)).text;
}

export class BashniChecker extends HTMLElement {
  private input!: HTMLTextAreaElement;
  private mirror!: HTMLElement;
  private timer: number | undefined;
  private games: CheckedLine[] = [];
  /** The problems of the last check, and the text they were found in. */
  private found: MarkedProblem[] = [];
  private checked = '';
  private hoverFrame = 0;
  private worker: Worker | undefined;
  /** A check is under way in the worker, and its id. */
  private busy = false;
  private inFlight = 0;
  /** The id of the last check and of the last replay asked for: older answers are dropped. */
  private checkId = 0;
  private replayId = 0;
  /** Scroll the text to the first problem when the check in flight answers (after a paste, a file, the button). */
  private revealFirst = false;
  private paintId = 0;
  private readonly language = pageLang();
  private readonly t = checkerWords[this.language];

  connectedCallback(): void {
    if (this.input) return;
    this.input = this.querySelector('[data-input]') as HTMLTextAreaElement;
    this.mirror = this.querySelector('[data-source]') as HTMLElement;
    let pasted = false;
    this.input.addEventListener('paste', () => (pasted = true));
    this.input.addEventListener('input', (e) => {
      this.dropMarks(); // the marks belong to the checked text: drop them until the next check
      clearTimeout(this.timer);
      const paste = pasted || (e as InputEvent).inputType === 'insertFromPaste' || (e as InputEvent).inputType === 'insertFromDrop';
      pasted = false;
      // a paste is checked at once and shows its first problem; typing waits for a pause
      if (paste) this.check('input', true);
      else this.timer = window.setTimeout(() => this.check(), TYPING_PAUSE_MS);
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
      this.check(f.name, true);
    });
    const invalidOnly = this.querySelector('[data-invalid-only]') as HTMLInputElement | null;
    invalidOnly?.addEventListener('change', () => this.filterGames());
    this.addEventListener('click', (e) => {
      const el = e.target as Element;
      const act = (el.closest('button[data-act]') as HTMLButtonElement | null)?.dataset.act;
      if (act === 'check') this.check('input', true);
      if (act === 'example') {
        this.input.value = (el.closest('[data-example]') as HTMLElement | null)?.dataset.example ?? '';
        this.input.scrollTop = 0;
        this.check('input', true);
      }
      const at = el.closest('[data-offset]') as HTMLElement | null;
      if (at) {
        const start = Number(at.dataset.start ?? at.dataset.offset);
        const end = Number(at.dataset.end ?? start);
        this.input.focus({ preventScroll: true });
        this.input.setSelectionRange(start, end);
        this.reveal(at.closest('[data-problem]'));
      }
      const pick = el.closest('[data-game]') as HTMLElement | null;
      if (pick) this.askReplay(Number(pick.dataset.game));
    });
    this.fit();
    if (this.input.value.trim()) this.check();
    // start the worker now, so its code is loaded and compiled before the first paste
    else this.checkWorker();
  }

  /** The worker, started on first use (and again after a check was cut short). */
  private checkWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<CheckReply>) => {
      const reply = e.data;
      if (reply.kind === 'checked') this.showChecked(reply.id, reply.games, reply.ms);
      else this.showGame(reply.id, reply.game, reply.data);
    };
    worker.onerror = (e) => {
      this.busy = false;
      this.dataset.state = 'failed';
      this.summary(this.t.failed(e.message || 'error'), 'bad');
    };
    this.worker = worker;
    return worker;
  }

  private post(req: CheckRequest): void {
    this.checkWorker().postMessage(req);
  }

  private summary(text: string, tone: '' | 'ok' | 'bad'): void {
    const el = this.querySelector('[data-summary]') as HTMLElement;
    el.className = `check-summary${tone ? ` ${tone}` : ''}`;
    el.textContent = text;
  }

  /** Drop the marks at once (cheap: no new copy of the text); the next check draws the layer again. */
  private dropMarks(): void {
    for (const m of this.mirror.querySelectorAll('mark')) m.replaceWith(...m.childNodes);
  }

  /**
   * Redraw the highlight layer: the text, with the marks when they belong to it (built as nodes: no
   * HTML to parse), one block a frame so that a long text is never one long task (a 1 MB text took
   * one task of about 220 ms). Resolves when the whole text is drawn, or a newer drawing took over.
   */
  private paint(): Promise<void> {
    const id = ++this.paintId;
    const text = this.input.value;
    const blocks = markBlocks(markRuns(text, text === this.checked ? this.found : []), PAINT_BLOCK);
    this.mirror.replaceChildren();
    this.mirror.dataset.painted = 'false';
    return new Promise((done) => {
      const draw = (i: number): void => {
        if (id !== this.paintId) return done();
        this.mirror.append(blockElement(blocks[i]!));
        if (i + 1 < blocks.length) {
          requestAnimationFrame(() => draw(i + 1));
          return;
        }
        this.mirror.dataset.painted = 'true';
        this.fit();
        done();
      };
      draw(0);
    });
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

  /** Scroll the text area so the mark of this problem (or the first one) stands in its upper third, and the text area on screen. */
  private reveal(problem: Element | null): void {
    const line = problem?.getAttribute('data-line');
    const column = problem?.getAttribute('data-column');
    const mark = (line && column ? this.mirror.querySelector<HTMLElement>(`mark[data-line="${line}"][data-column="${column}"]`) : null) ?? this.mirror.querySelector<HTMLElement>('mark');
    if (!mark) return;
    this.input.scrollTop = Math.max(0, mark.offsetTop - this.input.clientHeight / 3);
    this.follow();
    const box = this.input.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) this.input.scrollIntoView({ block: 'nearest' });
  }

  /** Check the text in the worker; `reveal` scrolls to the first problem when the answer comes. */
  check(fileName = 'input', reveal = false): void {
    clearTimeout(this.timer);
    const text = this.input.value;
    this.checked = text;
    this.found = [];
    this.revealFirst = reveal;
    const id = ++this.checkId;
    this.replayId++; // a replay asked for before this check is no longer wanted
    if (!text.trim()) {
      this.summary('', '');
      (this.querySelector('[data-problems]') as HTMLElement).innerHTML = '';
      (this.querySelector('[data-games]') as HTMLElement).innerHTML = '';
      (this.querySelector('[data-replay]') as HTMLElement).innerHTML = '';
      this.querySelector('[data-results]')?.setAttribute('hidden', '');
      this.games = [];
      this.dataset.state = 'done';
      this.paint();
      return;
    }
    // a check still running is for an older text: stop it rather than queue behind it
    if (this.busy) {
      this.worker?.terminate();
      this.worker = undefined;
    }
    this.busy = true;
    this.inFlight = id;
    this.dataset.state = 'checking';
    this.summary(this.t.checking, '');
    this.post({ kind: 'check', id, text, file: fileName });
  }

  private showChecked(id: number, games: CheckedLine[], ms: number): void {
    if (id === this.inFlight) this.busy = false;
    if (id !== this.checkId) return;
    const t = this.t;
    this.games = games;
    const found = games.flatMap((g) => (g.marked ? [g.marked] : []));
    this.found = found;
    const valid = games.filter((g) => g.valid).length;
    this.summary(t.summary(games.length, valid, games.length - valid) + (found.length ? t.problems(found.length) : ''), valid < games.length ? 'bad' : 'ok');
    // each invalid game's verdict line as `bashni verify` prints it, without the file name; its
    // line:column is a button that selects the problem in the text
    (this.querySelector('[data-problems]') as HTMLElement).innerHTML = found
      .map(
        (f) =>
          `<li data-problem data-line="${f.line}" data-column="${f.column}"><button type="button" data-offset="${f.offset}" data-start="${f.span.start}" data-end="${f.span.end}" aria-label="${esc(t.selectAt(f.line, f.column))}">${f.line}:${f.column}</button>: ` +
          // Russian: what the code means, then the verdict's own (English) words, as the CLI prints them
          (this.language === 'en' ? esc(f.message) : `${esc(problemDescription(f.code, this.language))} <span lang="en" class="muted">(${esc(f.message)})</span>`) +
          `</li>`,
      )
      .join('');
    const painted = this.paint();
    // one short line per game, in a box of its own height; "invalid only" filters it
    (this.querySelector('[data-games]') as HTMLElement).innerHTML = games
      .map(
        (g) =>
          `<li${g.valid ? ' data-valid' : ''}><button type="button" data-game="${g.index}" aria-pressed="false">` +
          `<span class="game-no">${g.index + 1}.</span> <span class="game-title">${esc(`${g.white} – ${g.black}`)}</span> ` +
          `<span class="game-verdict ${g.valid ? 'ok' : 'bad'}">${g.valid ? t.valid : t.invalid}</span></button></li>`,
      )
      .join('');
    this.querySelector('[data-results]')?.removeAttribute('hidden');
    this.filterGames();
    (this.querySelector('[data-replay]') as HTMLElement).innerHTML = '';
    this.dataset.checkMs = String(Math.round(ms));
    this.dataset.state = 'done';
    if (this.revealFirst && found.length) void painted.then(() => id === this.checkId && this.reveal(null));
    this.revealFirst = false;
    if (games.length)
      this.askReplay(
        Math.max(
          0,
          games.findIndex((g) => !g.valid),
        ),
      );
  }

  /** Show only the invalid games when asked, and say how many are shown. */
  private filterGames(): void {
    const only = (this.querySelector('[data-invalid-only]') as HTMLInputElement | null)?.checked ?? false;
    let shown = 0;
    for (const li of this.querySelectorAll<HTMLElement>('[data-games] li')) {
      li.hidden = only && li.hasAttribute('data-valid');
      if (!li.hidden) shown++;
    }
    const count = this.querySelector('[data-shown]');
    if (count) count.textContent = this.t.shown(shown, this.games.length);
  }

  private askReplay(game: number): void {
    for (const b of this.querySelectorAll('[data-game]')) b.setAttribute('aria-pressed', String(b.getAttribute('data-game') === String(game)));
    this.post({ kind: 'replay', id: ++this.replayId, game });
  }

  private showGame(id: number, i: number, data: ReplayData | undefined): void {
    const g = this.games[i];
    if (id !== this.replayId || !g || !data) return;
    const replay = this.querySelector('[data-replay]') as HTMLElement;
    const t = this.t;
    const n = i + 1;
    if (!data.nodes.length) {
      replay.innerHTML = `<p class="muted">${esc(g.marked ? t.cannotReplay(n, g.marked.line, g.marked.column) : t.allLegal(n))}</p>`;
      return;
    }
    const intro = g.marked ? t.replaysUpTo(n, g.marked.line, g.marked.column) : t.allLegal(n);
    replay.innerHTML = `<p class="muted">${esc(intro)}</p>` + renderReplayWidget(data, { hash: false, lang: pageLang(), analyse: { href: href('/analysis/', pageLang()), what: 'record' } });
    // an invalid game opens on the last position before its first problem, where the reader looks first
    if (g.marked) (replay.querySelector('bashni-replay') as BashniReplay | null)?.last();
  }
}

if (!customElements.get('bashni-checker')) customElements.define('bashni-checker', BashniChecker);
