// <bashni-checker>: parse and verify a pasted or opened PDN file in the browser, with the project's
// own grammar (parsePdn) and engine; show problems at line:column, highlighted in the text, and
// replay the valid part of each game.
import { decodePdn, parsePdn } from '../../../grammar/index.ts';
import { tagValue } from '../../../grammar/record.ts';
import { esc } from '../lib/board-svg.ts';
import { buildReplayData, type ReplayData } from '../lib/replay-data.ts';
import { renderReplayWidget } from '../lib/replay-html.ts';
import './replay-element.ts';

interface Found {
  line: number;
  column: number;
  offset: number;
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

/** End of the token starting at `offset` (for the highlight). */
function tokenEnd(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && !/\s/.test(text[end])) end++;
  return end;
}

export class BashniChecker extends HTMLElement {
  private input!: HTMLTextAreaElement;
  private timer: number | undefined;
  private games: GameResult[] = [];

  connectedCallback(): void {
    if (this.input) return;
    this.input = this.querySelector('[data-input]') as HTMLTextAreaElement;
    this.input.addEventListener('input', () => {
      clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.check(), 400);
    });
    const file = this.querySelector('[data-file]') as HTMLInputElement;
    file.addEventListener('change', async () => {
      const f = file.files?.[0];
      if (!f) return;
      this.input.value = decode(await f.arrayBuffer());
      this.check(f.name);
    });
    this.addEventListener('click', (e) => {
      const el = e.target as Element;
      const act = (el.closest('button[data-act]') as HTMLButtonElement | null)?.dataset.act;
      if (act === 'check') this.check();
      if (act === 'example') {
        this.input.value = (el.closest('[data-example]') as HTMLElement | null)?.dataset.example ?? '';
        this.check();
      }
      const at = el.closest('[data-offset]') as HTMLElement | null;
      if (at) {
        const off = Number(at.dataset.offset);
        this.input.focus();
        this.input.setSelectionRange(off, tokenEnd(this.input.value, off));
      }
      const pick = el.closest('[data-game]') as HTMLElement | null;
      if (pick) this.showGame(Number(pick.dataset.game));
    });
    if (this.input.value.trim()) this.check();
  }

  check(fileName = 'input'): void {
    const text = this.input.value;
    const summary = this.querySelector('[data-summary]') as HTMLElement;
    const list = this.querySelector('[data-problems]') as HTMLElement;
    const source = this.querySelector('[data-source]') as HTMLElement;
    const picker = this.querySelector('[data-games]') as HTMLElement;
    const replay = this.querySelector('[data-replay]') as HTMLElement;
    if (!text.trim()) {
      summary.textContent = '';
      summary.className = 'check-summary';
      list.innerHTML = source.innerHTML = picker.innerHTML = replay.innerHTML = '';
      source.hidden = true;
      return;
    }
    const parsed = parsePdn(text, { file: fileName });
    const found: Found[] = parsed.errors
      .filter((e) => e.severity === 'error')
      .map((e) => ({ line: e.pos.line, column: e.pos.column, offset: e.pos.offset, message: e.message, code: e.code, game: e.game }));
    this.games = parsed.value.map((game, i) => {
      const data = buildReplayData(game);
      for (const p of data.problems ?? []) {
        found.push({
          line: p.line,
          column: p.column,
          offset: p.offset,
          message: (p.move ? `${p.move}: ` : '') + p.message + (p.legal?.length ? `. Legal moves: ${p.legal.join(' ')}` : ''),
          code: p.code,
          game: i,
        });
      }
      const white = tagValue(game, 'White') ?? '?';
      const black = tagValue(game, 'Black') ?? '?';
      return { index: i, title: `${white} – ${black}`, data };
    });
    found.sort((a, b) => a.offset - b.offset);
    const valid = this.games.filter((g) => !g.data.problem && !found.some((f) => f.game === g.index)).length;
    summary.className = `check-summary ${found.length ? 'bad' : 'ok'}`;
    summary.textContent = `${this.games.length} game${this.games.length === 1 ? '' : 's'}: ${valid} valid, ${this.games.length - valid} invalid` +
      (found.length ? ` · ${found.length} problem${found.length === 1 ? '' : 's'}` : '');
    list.innerHTML = found
      .map(
        (f) =>
          `<li data-problem data-line="${f.line}" data-column="${f.column}"><button type="button" data-offset="${f.offset}" aria-label="Select line ${f.line}, column ${f.column} in the text">${f.line}:${f.column}</button> ` +
          `game ${f.game + 1}: ${esc(f.message)} <span class="muted">${esc(f.code)}</span></li>`,
      )
      .join('');
    source.hidden = found.length === 0;
    source.innerHTML = found.length ? this.highlight(text, found) : '';
    picker.innerHTML = this.games
      .map((g) => `<button type="button" data-game="${g.index}" aria-pressed="false">Game ${g.index + 1}: ${esc(g.title)}${g.data.problem ? ' (valid part)' : ''}</button>`)
      .join('');
    replay.innerHTML = '';
    if (this.games.length) this.showGame(this.games.findIndex((g) => g.data.problem) >= 0 ? this.games.findIndex((g) => g.data.problem) : 0);
  }

  private highlight(text: string, found: Found[]): string {
    const badLines = new Set(found.map((f) => f.line));
    const marks = found
      .map((f) => [f.offset, tokenEnd(text, f.offset)] as const)
      .filter(([a]) => a >= 0 && a <= text.length)
      .sort((x, y) => x[0] - y[0]);
    // escape the text piece by piece, wrapping each problem token in <mark>
    let html = '';
    let at = 0;
    for (const [a, b] of marks) {
      if (a < at) continue;
      html += esc(text.slice(at, a)) + `<mark>${b > a ? esc(text.slice(a, b)) : ' '}</mark>`;
      at = b;
    }
    html += esc(text.slice(at));
    return html
      .split('\n')
      .map((line, i) => {
        const n = String(i + 1).padStart(4, ' ');
        return badLines.has(i + 1) ? `<span class="line-bad">${n}  ${line}</span>` : `${n}  ${line}`;
      })
      .join('\n');
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
