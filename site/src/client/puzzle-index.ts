// The puzzle index: marks the puzzles this browser has solved (their themes and made titles shown,
// which give the answer away: the others keep the neutral title the build wrote), and filters the list by theme
// (each puzzle is listed once, by level; a theme chip shows only the puzzles with that theme,
// kept in the address as ?theme=NAME so a filtered list can be shared and reloaded, and passed on
// to the puzzle pages it links to).
import { clearProgress, loadProgress } from './progress.ts';
import { pageLang } from '../i18n/lang.ts';
import { puzzleWords } from '../i18n/puzzles.ts';

const puzzleSays = puzzleWords[pageLang()];

function mark(): void {
  const p = loadProgress();
  const ids = new Set<string>();
  const solved = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('[data-puzzle-id]')) {
    const id = el.dataset.puzzleId!;
    const done = !!p[id];
    ids.add(id);
    if (done) solved.add(id);
    el.classList.toggle('solved', done);
    // a puzzle's themes give its answer away: shown once it is solved
    const tags = el.querySelector<HTMLElement>('[data-tags]');
    if (tags) tags.hidden = !done;
    // so does its made title (it names the leading themes): the neutral one until then
    const link = el.querySelector<HTMLAnchorElement>('a[data-made]');
    if (link) {
      link.dataset.neutral ??= link.textContent ?? '';
      link.textContent = done ? link.dataset.made! : link.dataset.neutral;
    }
    const badge = el.querySelector('[data-solved]');
    if (badge) badge.textContent = done ? (p[id]!.mistake ? puzzleSays.solvedWithMistakeBadge : puzzleSays.solvedBadge) : '';
  }
  const sum = document.querySelector('[data-progress]');
  if (sum) sum.textContent = puzzleSays.progress(solved.size, ids.size);
}

/** A theme's name as its chip shows it (in the page's language). */
function themeLabel(theme: string): string {
  const chip = document.querySelector<HTMLElement>(`[data-theme-filter="${CSS.escape(theme)}"] [data-theme-name]`);
  return chip?.textContent ?? theme;
}

/** Shows only the puzzles with `theme` (all when undefined), and says how many. */
function filter(theme: string | undefined): void {
  let shown = 0;
  for (const section of document.querySelectorAll<HTMLElement>('section[data-level]')) {
    let inSection = 0;
    for (const li of section.querySelectorAll<HTMLElement>('li[data-puzzle-id]')) {
      const match = !theme || (li.dataset.themes ?? '').split(' ').includes(theme);
      li.hidden = !match;
      if (match) inSection++;
      // the puzzle page keeps the theme: its "Next puzzle" stays in it (client/puzzle-next.ts)
      const link = li.querySelector<HTMLAnchorElement>('a[href]');
      if (link) {
        const url = new URL(link.href);
        if (theme) url.searchParams.set('theme', theme);
        else url.searchParams.delete('theme');
        link.href = url.pathname + url.search;
      }
    }
    section.hidden = inSection === 0;
    shown += inSection;
    // a level's summary counts what it shows; a filter opens the levels it shows (a short list), lifting it closes them again
    const count = section.querySelector('[data-level-count]');
    if (count) count.textContent = puzzleSays.levelCount(inSection);
    const list = section.querySelector<HTMLDetailsElement>('details[data-level-list]');
    if (list) list.open = !!theme;
  }
  for (const chip of document.querySelectorAll<HTMLElement>('[data-theme-filter]')) chip.setAttribute('aria-pressed', String(chip.dataset.themeFilter === theme));
  const note = document.querySelector<HTMLElement>('[data-filter-note]');
  if (note) {
    note.hidden = !theme;
    note.textContent = theme ? puzzleSays.filterNote(shown, themeLabel(theme)) : '';
    if (theme) {
      const all = document.createElement('a');
      all.href = location.pathname;
      all.textContent = puzzleSays.showAll;
      all.addEventListener('click', (e) => {
        e.preventDefault();
        select(undefined);
      });
      note.append(all);
    }
  }
}

/** Filters by `theme` and keeps it in the address. */
function select(theme: string | undefined): void {
  const url = new URL(location.href);
  if (theme) url.searchParams.set('theme', theme);
  else url.searchParams.delete('theme');
  history.replaceState(null, '', url);
  filter(theme);
}

for (const chip of document.querySelectorAll<HTMLAnchorElement>('[data-theme-filter]')) {
  chip.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // a new tab gets the address
    e.preventDefault();
    const theme = chip.dataset.themeFilter!;
    select(chip.getAttribute('aria-pressed') === 'true' ? undefined : theme);
  });
  // a chip is a toggle button (role="button", aria-pressed), so Space presses it as Enter does
  chip.addEventListener('keydown', (e) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    chip.click();
  });
}
const asked = new URL(location.href).searchParams.get('theme') ?? undefined;
filter(asked && document.querySelector(`[data-theme-filter="${CSS.escape(asked)}"]`) ? asked : undefined);
mark();
document.querySelector('[data-reset-progress]')?.addEventListener('click', () => {
  clearProgress();
  mark();
});
