// <bashni-checker>: the record checker page. Reads a pasted or opened PDN file in the browser and
// shows, per game, the verdict of `bashni verify` in its words, each problem marked in the text
// (record-editor.ts, source-marks.ts), and replays the valid part of each game. The checking itself
// runs in a Web Worker (check-worker.ts: check-report.ts calls the same records/verify.ts), so this
// thread never parses: it draws, forwards events, and scrolls the text to the problems.
import { decodePdn } from '../../../../grammar/decode.ts';
import { checkerWords } from '../../i18n/checker.ts';
import { problemDescription } from '../../i18n/problems.ts';
import { pageLang } from '../../i18n/lang.ts';
import { esc } from '../../lib/html.ts';
import { href } from '../../lib/paths.ts';
import type { ReplayData } from '../../lib/replay-data.ts';
import { renderReplayWidget } from '../../lib/replay-html.ts';
import type { CheckedLine, CheckReply, CheckRequest } from './check-protocol.ts';
import type { BashniReplay } from '../games/replay-element.ts';
import { mountRecordEditor, type RecordEditor } from './record-editor.ts';
import { markRanges, type MarkedProblem } from './source-marks.ts';
import '../games/replay-element.ts';

/** Quiet time after the last key press before the text is checked again. */
const TYPING_PAUSE_MS = 300;
/** Lines of a result list drawn at first and at each "show more": 20,000 problems drawn at once held the page for 7 s. */
const PROBLEMS_PAGE = 100;
const GAMES_PAGE = 200;
/** Lines the games list holds before those out of its box's view are left unlaid (its class `long`). */
const LONG_LIST = 50;

/** The text of the files, one after another (a blank line between), each decoded as the CLI decodes a file. */
async function readFiles(files: readonly File[]): Promise<string> {
  // UTF-8 (with or without BOM), else CP1251 / CP866 / Latin-1 by detection: the CLI's decoder
  const texts = await Promise.all(files.map(async (f) => decodePdn(new Uint8Array(await f.arrayBuffer())).text));
  return texts.map((t) => t.replace(/\s*$/, '\n')).join('\n');
}

/** Whether a drag carries files (to be read, rather than opened by the browser in place of the page). */
const carriesFiles = (e: DragEvent): boolean => e.dataTransfer?.types.includes('Files') ?? false;

export class BashniChecker extends HTMLElement {
  private editor!: RecordEditor;
  private timer: number | undefined;
  private games: CheckedLine[] = [];
  /** The problems of the last check, and how many lines of each list are drawn. */
  private found: MarkedProblem[] = [];
  private problemsDrawn = PROBLEMS_PAGE;
  private gamesDrawn = GAMES_PAGE;
  /** The game replayed (its line is pressed). */
  private replayed = -1;
  /** The text changed since the last check was asked for: that check's places no longer fit it. */
  private edited = false;
  private worker: Worker | undefined;
  /** A check is under way in the worker, and its id. */
  private busy = false;
  private inFlight = 0;
  /** The id of the last check and of the last replay asked for: older answers are dropped. */
  private checkId = 0;
  private replayId = 0;
  /** Scroll the text to the first problem when the check in flight answers (after a paste, a file, the button). */
  private revealFirst = false;
  private readonly language = pageLang();
  private readonly t = checkerWords[this.language];

  /** The text being checked, as a text area's `value`. */
  get value(): string {
    return this.editor?.text() ?? '';
  }

  connectedCallback(): void {
    if (this.editor) return;
    const load = async (files: readonly File[]): Promise<void> => {
      if (!files.length) return;
      this.editor.load(await readFiles(files));
      this.check(files[0]!.name, true);
    };
    this.editor = mountRecordEditor(
      this.querySelector<HTMLTextAreaElement>('[data-input]')!,
      (how) => {
        this.edited = true;
        clearTimeout(this.timer);
        // a paste is checked at once (in a task of its own, after the editor's) and shows its first problem; typing waits for a pause
        this.timer = how === 'paste' ? window.setTimeout(() => this.check('input', true)) : window.setTimeout(() => this.check(), TYPING_PAUSE_MS);
      },
      (files) => void load(files),
    );
    const file = this.querySelector<HTMLInputElement>('[data-file]')!;
    file.addEventListener('change', () => void load([...(file.files ?? [])]));
    // files dropped anywhere on the page are read, not opened by the browser in the page's place
    // (on the text itself, the editor hands them over)
    document.addEventListener('dragover', (e) => {
      if (carriesFiles(e)) e.preventDefault();
    });
    document.addEventListener('drop', (e) => {
      if (e.defaultPrevented || !carriesFiles(e)) return;
      e.preventDefault();
      void load([...(e.dataTransfer?.files ?? [])]);
    });
    const invalidOnly = this.querySelector<HTMLInputElement>('[data-invalid-only]');
    invalidOnly?.addEventListener('change', () => {
      this.gamesDrawn = GAMES_PAGE;
      this.drawGames();
    });
    this.addEventListener('click', (e) => {
      const el = e.target as Element;
      const act = el.closest<HTMLButtonElement>('button[data-act]')?.dataset.act;
      if (act === 'check') this.check('input', true);
      if (act === 'more-problems') {
        this.problemsDrawn += PROBLEMS_PAGE;
        this.drawProblems();
      }
      if (act === 'more-games') {
        this.gamesDrawn += GAMES_PAGE;
        this.drawGames();
      }
      if (act === 'example') {
        this.editor.load(el.closest<HTMLElement>('[data-example]')?.dataset.example ?? '');
        this.check('input', true);
      }
      const at = el.closest<HTMLElement>('[data-start]');
      if (at) this.editor.select(Number(at.dataset.start), Number(at.dataset.end));
      const pick = el.closest<HTMLElement>('[data-game]');
      if (pick) this.askReplay(Number(pick.dataset.game));
    });
    if (this.editor.text().trim()) this.check();
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

  /**
   * The summary line says `text`. While `busy`, it keeps the height of what it said before: on a
   * phone the verdict takes two lines and "Checking…" one, and the list below would move up and
   * back with every check made as the text is edited.
   */
  private summary(text: string, tone: '' | 'ok' | 'bad', busy = false): void {
    const el = this.querySelector<HTMLElement>('[data-summary]')!;
    el.style.minHeight = busy ? `${el.offsetHeight}px` : '';
    el.className = `check-summary${tone ? ` ${tone}` : ''}`;
    el.textContent = text;
  }

  /** Check the text in the worker; `reveal` scrolls to the first problem when the answer comes. */
  check(fileName = 'input', reveal = false): void {
    clearTimeout(this.timer);
    const text = this.editor.text();
    this.edited = false;
    this.revealFirst = reveal;
    const id = ++this.checkId;
    this.replayId++; // a replay asked for before this check is no longer wanted
    if (!text.trim()) {
      this.summary('', '');
      this.games = [];
      this.found = [];
      this.drawProblems();
      this.drawGames();
      this.querySelector<HTMLElement>('[data-replay]')!.innerHTML = '';
      this.querySelector('[data-results]')?.setAttribute('hidden', '');
      this.dataset.state = 'done';
      this.editor.mark([]);
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
    this.summary(this.t.checking, '', true);
    this.post({ kind: 'check', id, text, file: fileName });
  }

  private showChecked(id: number, games: CheckedLine[], ms: number): void {
    if (id === this.inFlight) this.busy = false;
    if (id !== this.checkId) return;
    const t = this.t;
    this.games = games;
    const found = games.flatMap((g) => (g.marked ? [g.marked] : []));
    const valid = games.filter((g) => g.valid).length;
    this.summary(t.summary(games.length, valid, games.length - valid) + (found.length ? t.problems(found.length) : ''), valid < games.length ? 'bad' : 'ok');
    this.found = found;
    this.problemsDrawn = PROBLEMS_PAGE;
    this.gamesDrawn = GAMES_PAGE;
    this.replayed = -1;
    this.drawProblems();
    // the places are those of the checked text; when it has changed since, the marks moved with it stay until the next check
    if (!this.edited) this.editor.mark(markRanges(found));
    this.drawGames();
    this.querySelector('[data-results]')?.removeAttribute('hidden');
    // the last replay stays until the new one replaces it: emptied in between, the page below it would jump
    if (!games.length) this.querySelector<HTMLElement>('[data-replay]')!.innerHTML = '';
    this.dataset.checkMs = String(Math.round(ms));
    this.dataset.state = 'done';
    if (this.revealFirst && found.length) {
      // after the frame that lays out the results, as a task of its own: the scroll measures the editor
      const first = found.reduce((at, f) => Math.min(at, f.span.start), Infinity);
      requestAnimationFrame(() => setTimeout(() => id === this.checkId && !this.edited && this.editor.reveal(first)));
    }
    this.revealFirst = false;
    if (games.length)
      this.askReplay(
        Math.max(
          0,
          games.findIndex((g) => !g.valid),
        ),
      );
  }

  /**
   * The problem list: each invalid game's verdict line as `bashni verify` prints it, without the
   * file name, its line:column a button that selects the problem in the text; the first
   * `problemsDrawn` of them, and a button for more.
   */
  private drawProblems(): void {
    const t = this.t;
    this.querySelector<HTMLElement>('[data-problems]')!.innerHTML = this.found
      .slice(0, this.problemsDrawn)
      .map(
        (f) =>
          `<li data-problem data-line="${f.line}" data-column="${f.column}"><button type="button" data-start="${f.span.start}" data-end="${f.span.end}" title="${esc(t.selectIt)}">` +
          // named by what it shows, "7:19" (so voice control finds it too); what it does is its title
          `${f.line}:${f.column}</button>: ` +
          // Russian: what the code means, and the code (the same in every language, as `bashni verify`
          // prints it); the verdict's English sentence beside it read as noise (issue 44 point 8)
          (this.language === 'en' ? esc(f.message) : `${esc(problemDescription(f.code, this.language))} <code class="muted">[${esc(f.code)}]</code>`) +
          `</li>`,
      )
      .join('');
    this.moreButton('more-problems', this.found.length - this.problemsDrawn, PROBLEMS_PAGE);
  }

  /**
   * The games list: one short line per game, in a box of its own height, only the invalid ones when
   * asked; the first `gamesDrawn` of them, a button for more, and how many the filter leaves.
   */
  private drawGames(): void {
    const t = this.t;
    const only = this.querySelector<HTMLInputElement>('[data-invalid-only]')?.checked ?? false;
    const listed = only ? this.games.filter((g) => !g.valid) : this.games;
    const list = this.querySelector<HTMLElement>('[data-games]')!;
    const drawn = listed.slice(0, this.gamesDrawn);
    list.innerHTML = drawn
      .map(
        (g) =>
          `<li><button type="button" data-game="${g.index}" aria-pressed="${g.index === this.replayed}">` +
          `<span class="game-no">${g.index + 1}.</span> <span class="game-title">${esc(`${g.white} – ${g.black}`)}</span> ` +
          `<span class="game-verdict ${g.valid ? 'ok' : 'bad'}">${g.valid ? t.valid : t.invalid}</span></button></li>`,
      )
      .join('');
    list.classList.toggle('long', drawn.length > LONG_LIST);
    this.moreButton('more-games', listed.length - drawn.length, GAMES_PAGE);
    const count = this.querySelector('[data-shown]');
    if (count) count.textContent = t.shown(listed.length, this.games.length);
  }

  /** The "show more" button of a list, shown while `left` lines are not drawn; it draws `page` more. */
  private moreButton(act: string, left: number, page: number): void {
    const button = this.querySelector<HTMLButtonElement>(`button[data-act="${act}"]`);
    if (!button) return;
    button.hidden = left <= 0;
    if (left > 0) button.textContent = this.t.showMore(Math.min(left, page), left);
  }

  private askReplay(game: number): void {
    this.replayed = game;
    for (const b of this.querySelectorAll('[data-game]')) b.setAttribute('aria-pressed', String(b.getAttribute('data-game') === String(game)));
    this.post({ kind: 'replay', id: ++this.replayId, game });
  }

  private showGame(id: number, i: number, data: ReplayData | undefined): void {
    const g = this.games[i];
    if (id !== this.replayId) return;
    const replay = this.querySelector<HTMLElement>('[data-replay]')!;
    if (!g || !data) {
      replay.innerHTML = '';
      return;
    }
    const t = this.t;
    const n = i + 1;
    if (!data.nodes.length) {
      replay.innerHTML = `<p class="muted">${esc(g.marked ? t.cannotReplay(n, g.marked.line, g.marked.column) : t.allLegal(n))}</p>`;
      return;
    }
    const intro = g.marked ? t.replaysUpTo(n, g.marked.line, g.marked.column) : t.allLegal(n);
    replay.innerHTML = `<p class="muted">${esc(intro)}</p>` + renderReplayWidget(data, { hash: false, lang: pageLang(), analyse: { href: href('/analysis/', pageLang()), what: 'record' } });
    // an invalid game opens on the last position before its first problem, where the reader looks first
    if (g.marked) replay.querySelector<BashniReplay>('bashni-replay')?.last();
  }
}

if (!customElements.get('bashni-checker')) customElements.define('bashni-checker', BashniChecker);
