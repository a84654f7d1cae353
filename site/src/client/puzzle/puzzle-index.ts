// The puzzle index and its lists' pages (views/PuzzleIndex.astro, PuzzleList.astro): marks the
// puzzles this browser has solved and shows their themes and made titles (which would give an
// unsolved one's answer away: the others keep the neutral title the build wrote); on the index, how
// many are solved in all and in each level. An old link to a filtered
// index (`/puzzles/?theme=NAME`) goes on to the theme's own pages.
import { clearProgress, loadProgress } from './progress.ts';
import { pageLang } from '../../i18n/lang.ts';
import { puzzleWords } from '../../i18n/puzzles.ts';

const puzzleSays = puzzleWords[pageLang()];

/** Every puzzle's id by level (the index's JSON), or undefined on a list's page. */
function levels(): Record<string, string[]> | undefined {
  const el = document.querySelector('script[data-puzzle-levels]');
  try {
    return el?.textContent ? (JSON.parse(el.textContent) as Record<string, string[]>) : undefined;
  } catch {
    return undefined;
  }
}

function mark(): void {
  const p = loadProgress();
  for (const el of document.querySelectorAll<HTMLElement>('[data-puzzle-id]')) {
    const id = el.dataset.puzzleId!;
    const done = !!p[id];
    el.classList.toggle('solved', done);
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
  const byLevel = levels();
  if (!byLevel) return;
  let solved = 0;
  let all = 0;
  for (const [level, ids] of Object.entries(byLevel)) {
    const here = ids.filter((id) => p[id]).length;
    solved += here;
    all += ids.length;
    const said = document.querySelector(`section[data-level="${CSS.escape(level)}"] [data-level-solved]`);
    if (said) said.textContent = here ? `(${puzzleSays.levelSolved(here, ids.length)})` : '';
  }
  const sum = document.querySelector('[data-progress]');
  if (sum) sum.textContent = puzzleSays.progress(solved, all);
}

const asked = new URL(location.href).searchParams.get('theme');
const themeLink = asked ? document.querySelector<HTMLAnchorElement>(`a[data-theme-filter="${CSS.escape(asked)}"]`) : null;
if (themeLink) location.replace(themeLink.href);
mark();
document.querySelector('[data-reset-progress]')?.addEventListener('click', () => {
  clearProgress();
  mark();
});
