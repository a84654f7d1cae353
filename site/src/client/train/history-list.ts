// /train/'s puzzle history (issue 44): the puzzles played in this browser, newest first, each
// solved or failed, where and when, with the rating change of a rated one, and the failed puzzles
// not solved since, as links to play them again. Loaded on demand by train-page.ts; the entries
// come from puzzle/history.ts (checked against their shape there).
import { loadHistory, type PlayedPuzzle } from '../puzzle/history.ts';
import { pageLang } from '../../i18n/lang.ts';
import { trainWords } from '../../i18n/train.ts';

/** The ids failed on their last play, newest first. */
export function failedToReplay(history: readonly PlayedPuzzle[]): string[] {
  const last = new Map<string, boolean>();
  for (const e of history) {
    last.delete(e.id);
    last.set(e.id, e.solved);
  }
  return [...last]
    .filter(([, solved]) => !solved)
    .map(([id]) => id)
    .reverse();
}

/** Fills the section: `base` is the puzzle pages' address in the page's language. */
export function drawHistory(section: HTMLElement, base: string): void {
  const lang = pageLang();
  const says = trainWords[lang];
  const history = loadHistory();
  const link = (id: string) => {
    const a = document.createElement('a');
    a.href = `${base}${encodeURIComponent(id)}/`;
    a.textContent = id;
    return a;
  };
  const count = section.querySelector('[data-history-count]');
  if (count) count.textContent = history.length ? says.historyCount(history.filter((e) => e.solved).length, history.filter((e) => !e.solved).length) : says.historyEmpty;
  const failed = section.querySelector('[data-history-failed]');
  const ids = failedToReplay(history);
  failed?.replaceChildren(
    // the history is at most HISTORY_MAX entries (puzzle/history.ts)
    // eslint-disable-next-line no-restricted-syntax
    ...(ids.length
      ? ids.map((id) => {
          const li = document.createElement('li');
          li.dataset.failedId = id;
          li.append(link(id));
          return li;
        })
      : [Object.assign(document.createElement('li'), { textContent: says.historyNoneFailed })]),
  );
  const when = (iso: string) => new Date(iso).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const list = section.querySelector('[data-history-list]');
  list?.replaceChildren(
    // at most HISTORY_MAX entries
    // eslint-disable-next-line no-restricted-syntax
    ...[...history].reverse().map((e) => {
      const li = document.createElement('li');
      li.dataset.historyId = e.id;
      li.dataset.historySolved = String(e.solved);
      const verdict = document.createElement('strong');
      verdict.className = e.solved ? 'history-solved' : 'history-failed';
      verdict.textContent = e.solved ? says.historySolved : says.historyFailed;
      const rest = [says.historyMode(e.mode), when(e.at)];
      if (e.rating !== undefined && e.change !== undefined) rest.push(says.historyChange(Math.round(e.rating), Math.round(e.change)));
      li.append(link(e.id), ' ', verdict, ` · ${rest.join(' · ')}`);
      return li;
    }),
  );
}
