// <bashni-game-table>: filters the games index by player, result and length and sorts it, on the
// page. Without JavaScript the table is the whole list; the element only shows its form and hides
// or reorders the rows the build wrote (each carries its players, result and length as data).
import { gamesWords } from '../../i18n/games.ts';
import { pageLang } from '../../i18n/lang.ts';
import { formText } from '../page/form-text.ts';

/** The order of results when sorting by result: White's wins, Black's, draws, unfinished. */
const RESULT_ORDER = ['white', 'black', 'draw', 'none'];

class BashniGameTable extends HTMLElement {
  private form!: HTMLFormElement;
  private rows: HTMLTableRowElement[] = [];

  connectedCallback(): void {
    if (this.form) return;
    this.form = this.querySelector<HTMLFormElement>('form[data-tools]')!;
    this.rows = [...this.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    this.form.hidden = false;
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('input', () => this.apply());
    this.form.addEventListener('change', () => this.apply());
    this.apply();
  }

  private apply(): void {
    const f = new FormData(this.form);
    const who = formText(f, 'players').trim().toLowerCase();
    const result = formText(f, 'result');
    const [min, max] = formText(f, 'length')
      .split('-')
      .map((x) => (x ? Number(x) : undefined));
    const sort = formText(f, 'sort', 'file');
    let shown = 0;
    for (const row of this.rows) {
      const moves = Number(row.dataset.moves);
      const hidden =
        (who !== '' && !(row.dataset.players ?? '').toLowerCase().includes(who)) ||
        (result !== '' && row.dataset.result !== result) ||
        (min !== undefined && moves < min) ||
        (max !== undefined && moves > max);
      row.hidden = hidden;
      if (!hidden) shown++;
    }
    const num = (row: HTMLElement, key: string) => Number(row.dataset[key]);
    const by: Record<string, (a: HTMLElement, b: HTMLElement) => number> = {
      file: (a, b) => num(a, 'order') - num(b, 'order'),
      players: (a, b) => (a.dataset.players ?? '').localeCompare(b.dataset.players ?? '') || num(a, 'order') - num(b, 'order'),
      result: (a, b) => RESULT_ORDER.indexOf(a.dataset.result ?? '') - RESULT_ORDER.indexOf(b.dataset.result ?? '') || num(a, 'order') - num(b, 'order'),
      shortest: (a, b) => num(a, 'moves') - num(b, 'moves') || num(a, 'order') - num(b, 'order'),
      longest: (a, b) => num(b, 'moves') - num(a, 'moves') || num(a, 'order') - num(b, 'order'),
    };
    const sorted = [...this.rows].sort(by[sort] ?? by.file);
    const body = this.querySelector('tbody');
    if (body && sorted.some((row, i) => body.children[i] !== row)) {
      // one fragment, not a spread: a table may hold more rows than a call takes arguments
      const rows = document.createDocumentFragment();
      for (const row of sorted) rows.append(row);
      body.append(rows);
    }
    const count = this.querySelector('[data-count]');
    if (count) count.textContent = gamesWords[pageLang()].shown(shown, this.rows.length);
  }
}

if (!customElements.get('bashni-game-table')) customElements.define('bashni-game-table', BashniGameTable);
