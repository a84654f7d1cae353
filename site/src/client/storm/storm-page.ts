// /storm/: the puzzle storm on the shared move board. The run's state is StormGame (storm-game.ts,
// no DOM); this draws it, forwards the board's moves, ticks the clock, and at the end shows the
// result, keeps the best score (storm-store.ts) and writes the puzzles played to the history
// (puzzle/history.ts, loaded then). The puzzles come from /storm/puzzles.json.
//
// `?seconds=N` (1 to 600) makes the run N seconds long instead of three minutes: for trying the
// end of a run without waiting it out (the browser test uses it), documented in docs/site.md.
import type { Move } from '../../../../engine/types.ts';
import { selectableSquares } from '../board/move-input.ts';
import { reducedMotion } from '../board/motion.ts';
import { mountMoveBoard, type MoveBoard } from '../board/move-board.ts';
import { boardWords } from '../../i18n/board.ts';
import { pageLang } from '../../i18n/lang.ts';
import { stormWords } from '../../i18n/storm.ts';
import { pickRun, STORM_MS, StormGame, WRONG_MS, type StormPuzzle } from './storm-game.ts';
import { keepStormScore, loadStorm } from './storm-store.ts';

const lang = pageLang();
const says = stormWords[lang];
const root = document.querySelector<HTMLElement>('bashni-storm');
const seconds = Number(new URLSearchParams(location.search).get('seconds'));
const runMs = Number.isInteger(seconds) && seconds >= 1 && seconds <= 600 ? seconds * 1000 : STORM_MS;

const part = <T extends Element = HTMLElement>(selector: string) => root?.querySelector<T>(selector) ?? undefined;
const startButton = part<HTMLButtonElement>('[data-storm-start]');
const endButton = part<HTMLButtonElement>('[data-storm-end]');

let puzzles: StormPuzzle[] = [];
let storm: StormGame | undefined;
let board: MoveBoard | undefined;
let ticking: ReturnType<typeof setInterval> | undefined;

const setText = (selector: string, text: string) => {
  const el = part(selector);
  if (el && el.textContent !== text) el.textContent = text;
};

function say(text: string, kind: 'info' | 'good' | 'bad' = 'info'): void {
  const el = part('[data-msg]');
  if (!el) return;
  el.textContent = text;
  el.className = `puzzle-msg ${kind}`;
}

/** m:ss, the seconds rounded up (the clock shows 0:00 only when the time is up). */
const clockText = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function drawBar(): void {
  if (!storm) return;
  const left = storm.timeLeft();
  setText('[data-storm-clock]', clockText(left));
  part('[data-storm-clock]')?.classList.toggle('low', left < 20_000);
  setText('[data-storm-score]', String(storm.result().score));
  setText('[data-storm-combo]', String(storm.combo));
}

function drawBest(): void {
  const best = loadStorm().best;
  setText('[data-storm-best]', best ? says.best(best) : says.noBest);
}

/** The puzzle on the board, from its start; `animate`: the move just played. */
function drawPuzzle(animate?: Move): number {
  const p = storm?.puzzle;
  if (!p || !board || !root) return 0;
  root.dataset.stormPuzzle = p.data.id;
  root.dataset.stormNumber = String(storm!.number);
  setText('[data-storm-puzzle-line]', says.puzzleOf(storm!.number, puzzles.find((x) => x.id === p.data.id)?.rating ?? 0));
  const cursor = animate ? undefined : selectableSquares(p.position)[0];
  return board.show(
    {
      position: p.position,
      orientation: p.start.turn,
      interactive: p.canMove,
      ...(p.lastMove ? { lastMove: p.lastMove } : {}),
      ...(cursor !== undefined ? { cursor } : {}),
    },
    animate,
  );
}

function onMove(move: Move): void {
  const game = storm;
  const puzzle = game?.puzzle;
  if (!game || !puzzle) return;
  const step = game.play(move);
  if (step.kind === 'ignored') {
    if (game.state === 'over') finish();
    return;
  }
  if (step.kind === 'correct') {
    const ms = drawPuzzle(move);
    say(puzzle.message.text, 'good');
    const answer = () => {
      if (storm !== game || game.puzzle !== puzzle) return;
      const end = game.answer();
      if (end === 'solved') say(says.solved, 'good');
      else say(puzzle.message.text, 'good');
      next(end === 'solved' ? undefined : step.reply);
    };
    // the reply once the move has been seen; at once under reduced motion
    if (reducedMotion()) answer();
    else setTimeout(answer, Math.max(300, ms + 150));
    drawBar();
    return;
  }
  // the move shown (and heard) on its puzzle's board before the next puzzle comes
  board?.show({ position: puzzle.position, orientation: puzzle.start.turn, interactive: false, lastMove: move }, move);
  say(step.kind === 'solved' ? says.solved : says.wrong(WRONG_MS / 1000), step.kind === 'solved' ? 'good' : 'bad');
  next();
}

/** After a step: the run's end, or the board (the next puzzle, or the reply `animate` on this one). */
function next(animate?: Move): void {
  drawBar();
  if (!storm || storm.state === 'over') finish();
  else drawPuzzle(animate);
}

function start(): void {
  if (!root || !puzzles.length) return;
  storm = new StormGame(pickRun(puzzles, Math.random), lang, () => performance.now(), { runMs, wrongMs: WRONG_MS });
  board ??= mountMoveBoard(part('[data-storm-board]')!, lang, onMove, {
    label: boardWords[lang].puzzleBoard,
    onInput: (outcome) => {
      storm?.click(outcome);
      const m = storm?.puzzle?.message;
      if (m) say(m.text, m.kind);
    },
  });
  storm.start();
  root.dataset.stormState = 'playing';
  part('[data-storm-play]')!.hidden = false;
  part('[data-storm-result]')!.hidden = true;
  if (startButton) startButton.hidden = true;
  if (endButton) endButton.hidden = false;
  drawPuzzle();
  say(storm.puzzle?.message.text ?? '');
  drawBar();
  ticking = setInterval(() => {
    if (storm?.tick()) finish();
    else drawBar();
  }, 200);
  part<SVGElement>('[data-storm-board] [data-square][tabindex="0"]')?.focus({ preventScroll: true });
}

/** The run is over: the result, the best score, the history. */
function finish(): void {
  const game = storm;
  if (!game || !root || root.dataset.stormState === 'over') return;
  game.end();
  clearInterval(ticking);
  drawBar();
  const r = game.result();
  const newBest = r.score > 0 && keepStormScore(r.score, new Date());
  const at = new Date().toISOString();
  void import('../puzzle/history.ts').then((h) => h.recordPlayed(r.played.map((p) => ({ id: p.id, solved: p.solved, at, mode: 'storm' }))));
  setText('[data-result-score]', String(r.score));
  setText('[data-result-moves]', String(r.moves));
  setText('[data-result-accuracy]', `${r.accuracy}%`);
  setText('[data-result-combo]', String(r.bestCombo));
  setText('[data-result-highest]', r.highest ? String(r.highest) : '—');
  part('[data-storm-new-best]')!.hidden = !newBest;
  const list = part('[data-result-failed]')!;
  const base = root.dataset.puzzlesBase ?? '/puzzles/';
  list.replaceChildren(
    // at most RUN_LENGTH puzzles a run
    // eslint-disable-next-line no-restricted-syntax
    ...(r.failed.length
      ? r.failed.map((p) => {
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = `${base}${encodeURIComponent(p.id)}/`;
          a.dataset.failedId = p.id;
          a.textContent = says.failedItem(p.id, p.rating);
          li.append(a);
          return li;
        })
      : [Object.assign(document.createElement('li'), { textContent: says.noneFailed })]),
  );
  root.dataset.stormState = 'over';
  part('[data-storm-play]')!.hidden = true;
  part('[data-storm-result]')!.hidden = false;
  drawBest();
  const over = part('#storm-over');
  over?.focus({ preventScroll: true });
  // the result stands where the board was; on a phone scrolled past it, its heading is brought
  // into the middle of the screen (an edge would leave it a fraction of a pixel outside)
  const box = over?.getBoundingClientRect();
  if (box && (box.top < 0 || box.bottom > window.innerHeight)) over?.scrollIntoView({ block: 'center' });
}

startButton?.addEventListener('click', start);
endButton?.addEventListener('click', finish);
part('[data-storm-again]')?.addEventListener('click', start);

async function load(): Promise<void> {
  if (!root) return;
  drawBest();
  try {
    const read = (await (await fetch(root.dataset.puzzles ?? '')).json()) as unknown;
    puzzles = Array.isArray(read) ? (read as StormPuzzle[]).filter((p) => typeof p?.id === 'string' && typeof p.rating === 'number' && typeof p.fen === 'string' && Array.isArray(p.solution)) : [];
  } catch {
    puzzles = [];
  }
  if (!puzzles.length) {
    say(says.unavailable, 'bad');
    return;
  }
  root.dataset.stormState = 'ready';
  say(says.ready);
  if (startButton) startButton.disabled = false;
}
void load();
