// On a puzzle page: the trainer's hook. The first result of the puzzle (<bashni-puzzle> sends
// `puzzle-result`) goes to the trainer (train-result.ts: the rating, the results, a streak, the
// training's next puzzle), which loads then: the rating's and the store's code is not part of the
// page's first load.

const el = document.querySelector<HTMLElement>('bashni-puzzle');

// one result per page load counts (a wrong move, then the solve after it, is one failed puzzle)
let reported = false;
el?.addEventListener('puzzle-result', (e) => {
  if (reported) return;
  reported = true;
  const { solved } = (e as CustomEvent<{ solved: boolean }>).detail;
  void import('./train-result.ts').then((m) => m.onResult(solved));
});
