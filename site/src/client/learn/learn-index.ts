// The lessons' list: marks the lessons this browser has completed (learn-progress.ts), or how many
// of a lesson's stages are, and says how many lessons are done.
import { clearLearnProgress, loadLearnProgress } from './learn-progress.ts';
import { pageLang } from '../../i18n/lang.ts';
import { learnWords } from '../../i18n/learn.ts';

const says = learnWords[pageLang()];

function mark(): void {
  const p = loadLearnProgress();
  let all = 0;
  let done = 0;
  for (const li of document.querySelectorAll<HTMLElement>('[data-lesson-id]')) {
    all++;
    const kept = p[li.dataset.lessonId!];
    const total = Number(li.dataset.stages);
    const complete = !!kept?.done;
    if (complete) done++;
    li.classList.toggle('done', complete);
    li.dataset.state = complete ? 'done' : kept?.stages ? 'started' : 'new';
    const badge = li.querySelector('[data-lesson-badge]');
    if (badge) badge.textContent = complete ? says.doneBadge : kept?.stages ? says.partBadge(kept.stages, total) : '';
  }
  const sum = document.querySelector('[data-learn-progress]');
  if (sum) sum.textContent = says.progress(done, all);
}

document.querySelector('[data-reset-learn]')?.addEventListener('click', () => {
  clearLearnProgress();
  mark();
});
mark();
// a lesson completed in another tab shows when this one is shown again
window.addEventListener('pageshow', mark);
