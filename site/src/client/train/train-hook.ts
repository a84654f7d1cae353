// On a puzzle page: the trainer's hook. The first result of the puzzle (<bashni-puzzle> sends
// `puzzle-result`) goes to the trainer (train-result.ts: the rating, the results, a streak, the
// training's next puzzle). That code is not part of the page's first load: it loads at the
// player's first press or key on the puzzle, so that by the result it is there and the result is
// kept at once (a page left right after the solving move keeps it).

type TrainResult = typeof import('./train-result.ts');

const el = document.querySelector<HTMLElement>('bashni-puzzle');

// one result per page load counts (a wrong move, then the solve after it, is one failed puzzle)
let reported = false;
let loading: Promise<TrainResult> | undefined;
let loaded: TrainResult | undefined;
const load = (): Promise<TrainResult> =>
  (loading ??= import('./train-result.ts').then((m) => {
    loaded = m;
    return m;
  }));
for (const type of ['pointerdown', 'keydown'] as const) el?.addEventListener(type, () => void load(), { capture: true, once: true });
el?.addEventListener('puzzle-result', (e) => {
  if (reported) return;
  reported = true;
  const { solved } = (e as CustomEvent<{ solved: boolean }>).detail;
  if (loaded) void loaded.onResult(solved);
  else void load().then((m) => m.onResult(solved));
});
