// The puzzle page's state machine without a browser (site/src/client/puzzle/puzzle-game.ts): the real
// puzzles of puzzles/*.yaml read with puzzles/file.ts, the real engine, the clicks resolved by the
// real move-input.ts, the slower moves found by the real check (puzzles/check.ts), the words of
// both languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFen } from '../../../engine/fen.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import { sameMove } from '../../../engine/position.ts';
import { squareName } from '../../../engine/squares.ts';
import type { Move } from '../../../engine/types.ts';
import { checkPuzzle, slowerTexts, type SlowerText } from '../../../puzzles/check.ts';
import { readPuzzleFile, type PuzzleEntry } from '../../../puzzles/file.ts';
import { lineTexts } from '../../../records/annotate.ts';
import { clickSquare, type ClickOutcome } from '../../../site/src/client/board/move-input.ts';
import { PuzzleGame, type PuzzleData } from '../../../site/src/client/puzzle/puzzle-game.ts';
import { puzzleWords } from '../../../site/src/i18n/puzzles.ts';
import type { Lang } from '../../../site/src/i18n/lang.ts';

const ROOT = join(import.meta.dirname, '../../..');
const en = puzzleWords.en;

/** The published puzzles, in file and collection order. */
const puzzles: PuzzleEntry[] = readdirSync(join(ROOT, 'puzzles'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .flatMap((f) => readPuzzleFile(readFileSync(join(ROOT, 'puzzles', f), 'utf8'), `puzzles/${f}`).puzzles);

/** What the build would give the page for a puzzle (the goal's words are the page's; any text does here). */
function dataOf(p: PuzzleEntry, slower: SlowerText[] = []): PuzzleData {
  return { id: p.spec.id, fen: p.spec.fen, variant: p.spec.variant, goal: `goal of ${p.spec.id}`, goalKind: p.spec.goal.kind, solution: [...p.spec.solution], slower };
}

function gameOf(p: PuzzleEntry, slower: SlowerText[] = [], lang: Lang = 'en'): PuzzleGame {
  const made = PuzzleGame.from(dataOf(p, slower), lang);
  if ('error' in made) throw new Error(`${p.spec.id}: ${made.error}`);
  return made;
}

/** Plays the solution's solver moves from the game's step on, the replies answered as the page does; the results. */
function playSolution(game: PuzzleGame, p: PuzzleEntry): string[] {
  const kinds: string[] = [];
  for (let i = game.step; i < p.moves.length; i += 2) {
    const r = game.play(p.moves[i]!);
    kinds.push(r.kind);
    if (r.kind === 'correct') {
      expect(sameMove(r.reply, p.moves[i + 1]!)).toBe(true);
      expect(game.canMove).toBe(false); // the reply is being waited for
      expect(game.play(game.position.legalMoves()[0]!)).toEqual({ kind: 'ignored' });
      kinds.push(game.answer());
    }
  }
  return kinds;
}

/** The first legal move of the start position that is neither the solution's (nor a transposition of it) nor a slower one. */
function wrongMove(p: PuzzleEntry, slower: readonly SlowerText[] = []): Move | undefined {
  const pos = p.position;
  const right = pos.play(p.moves[0]!).hash();
  const slow = new Set(slower.filter((x) => x.ply === 0).map((x) => x.move));
  return pos.legalMoves().find((m) => pos.play(m).hash() !== right && !slow.has(makeMoveText(pos, m, { captures: 'full' })));
}

/** The click outcome (not a move) of clicking `squares` in order from nothing chosen, each given to the game as the board gives it. */
function clicks(game: PuzzleGame, ...squares: number[]): ClickOutcome {
  let input;
  let last: ClickOutcome | undefined;
  for (const sq of squares) {
    last = clickSquare(game.position, input, sq);
    input = last.input;
    if (last.kind !== 'move') game.click(last);
  }
  return last!;
}

describe('a puzzle is solved', () => {
  it('by playing its solution: every published puzzle, the replies played by the page, the line written, the solve recorded clean', () => {
    expect(puzzles.length).toBeGreaterThan(20);
    for (const p of puzzles) {
      const game = gameOf(p);
      expect(game.solution.length, p.spec.id).toBe(p.moves.length);
      expect(game.state).toBe('playing');
      expect(game.message).toEqual({ text: `goal of ${p.spec.id}`, kind: 'info' });
      const kinds = playSolution(game, p);
      expect(kinds.at(-1), p.spec.id).toBe('solved');
      expect(game.state).toBe('solved');
      expect(game.step).toBe(p.moves.length);
      expect(game.played, p.spec.id).toEqual(lineTexts(p.position, p.moves));
      expect(makeFen(game.position)).toBe(makeFen(p.moves.reduce((pos, m) => pos.play(m), p.position)));
      expect(game.lastMove && sameMove(game.lastMove, p.moves.at(-1)!)).toBe(true);
      expect(game.message).toEqual({ text: en.solvedClean, kind: 'good' });
      expect(game.record).toEqual({ mistake: false });
      expect(game.canMove).toBe(false);
      expect(game.play(game.position.legalMoves()[0]!)).toEqual({ kind: 'ignored' });
    }
  });

  it('says each right move and the reply to it', () => {
    const p = puzzles.find((x) => x.moves.length >= 3)!;
    const game = gameOf(p);
    const [mine, reply] = lineTexts(p.position, p.moves.slice(0, 2));
    expect(game.play(p.moves[0]!).kind).toBe('correct');
    expect(game.message).toEqual({ text: en.correct(mine!), kind: 'good' });
    expect(game.step).toBe(1);
    expect(game.answer()).toBe('go-on');
    expect(game.message).toEqual({ text: en.correctReply(mine!, reply!), kind: 'good' });
    expect(game.step).toBe(2);
    expect(game.canMove).toBe(true);
  });
});

describe('a wrong move', () => {
  const p = puzzles.find((x) => x.moves.length >= 3 && wrongMove(x, slowerOf(x)))!;

  it('is explained, shown, taken back; the right line after it solves the puzzle with a mistake', () => {
    const wrong = wrongMove(p, slowerOf(p))!;
    const game = gameOf(p, slowerOf(p));
    expect(game.play(wrong)).toEqual({ kind: 'wrong' });
    const text = makeMoveText(p.position, wrong, { captures: 'full' });
    expect(game.state).toBe('failed');
    expect(game.message.kind).toBe('bad');
    expect(game.message.text.startsWith(`${text} is not the solution: `)).toBe(true);
    expect(game.message.text.endsWith(' The move was taken back; try again.')).toBe(true);
    // shown on the board, not on the line, and no move taken while shown
    expect(makeFen(game.position)).toBe(makeFen(p.position.play(wrong)));
    expect(game.lastMove).toBe(wrong);
    expect(game.played).toEqual([]);
    expect(game.canMove).toBe(false);
    game.takeBack();
    expect(makeFen(game.position)).toBe(makeFen(p.position));
    expect(game.lastMove).toBeUndefined();
    expect(game.step).toBe(0);
    expect(game.state).toBe('failed');
    expect(game.canMove).toBe(true);
    // a click leaves the failed state
    clicks(game, p.moves[0]!.from);
    expect(game.state).toBe('playing');
    expect(game.message).toEqual({ text: en.selected(squareName(p.moves[0]!.from)), kind: 'info' });
    expect(playSolution(game, p).at(-1)).toBe('solved');
    expect(game.message.text).toBe(en.solvedMistake);
    expect(game.record).toEqual({ mistake: true });
    // a restart keeps the mistake: the solve stays one with a mistake
    game.restart();
    expect(game.state).toBe('playing');
    expect(game.step).toBe(0);
    playSolution(game, p);
    expect(game.record).toEqual({ mistake: true });
  });

  it('in a streak (one try, issue 44 point 7): the right line after it ends the puzzle failed, never "solved with a mistake", and records nothing', () => {
    for (const lang of ['en', 'ru'] as const) {
      const made = PuzzleGame.from(dataOf(p, slowerOf(p)), lang, { oneTry: true });
      if ('error' in made) throw new Error(made.error);
      const game = made;
      expect(game.play(wrongMove(p, slowerOf(p))!)).toEqual({ kind: 'wrong' });
      game.takeBack();
      playSolution(game, p);
      expect(game.state).toBe('failed');
      expect(game.message.text).toBe(puzzleWords[lang].lineAfterFail);
      expect(game.message.text).not.toBe(puzzleWords[lang].solvedMistake);
      expect(game.record).toBeUndefined();
      expect(game.canMove).toBe(false);
    }
    // one try solved cleanly is a solve as any other
    const clean = PuzzleGame.from(dataOf(p, slowerOf(p)), 'en', { oneTry: true });
    if ('error' in clean) throw new Error(clean.error);
    expect(playSolution(clean, p).at(-1)).toBe('solved');
    expect(clean.record).toEqual({ mistake: false });
  });

  it('says why: the capture it allows, or that it does not reach the goal', () => {
    let seen = 0;
    for (const x of puzzles) {
      const wrong = wrongMove(x);
      if (!wrong) continue;
      const game = gameOf(x);
      game.play(wrong);
      const after = x.position.play(wrong);
      const replies = after.legalMoves();
      const best = replies.reduce<Move | undefined>((b, m) => (!b || m.jumped.length > b.jumped.length ? m : b), undefined);
      const why = !replies.length
        ? en.whyStuck(after.turn)
        : best && best.jumped.length
          ? en.whyAnswer(after.turn, makeMoveText(after, best, { captures: 'full' }), best.jumped.length)
          : en.whyGoal(`goal of ${x.spec.id}`);
      expect(game.message.text, x.spec.id).toBe(en.wrong(makeMoveText(x.position, wrong, { captures: 'full' }), why));
      seen++;
    }
    expect(seen).toBeGreaterThan(10);
  });
});

/** The slower moves the check lists for a puzzle (as the build gives them to the page). */
function slowerOf(p: PuzzleEntry): SlowerText[] {
  return slowerTexts(p.position, checkPuzzle(p).result);
}

describe('a slower move that still reaches the goal', () => {
  it('is accepted: shown, taken back, the fastest line played out, solved and recorded', () => {
    // the shortest puzzles first, so the check stays quick
    const pick = [...puzzles]
      .sort((a, b) => a.moves.length - b.moves.length)
      .filter((x) => x.moves.length <= 5)
      .map((x) => ({ p: x, slower: slowerOf(x) }))
      .find((x) => x.slower.some((s) => s.ply === 0));
    expect(pick, 'a short puzzle with a slower first move').toBeTruthy();
    const { p, slower } = pick!;
    const first = slower.find((s) => s.ply === 0)!;
    const move = p.position.legalMoves().find((m) => makeMoveText(p.position, m, { captures: 'full' }) === first.move)!;
    const game = gameOf(p, slower);
    expect(game.play(move)).toEqual({ kind: 'slower' });
    const line = lineTexts(p.position, p.moves);
    const said = en.slowerToo(first.move, p.spec.goal.kind === 'win', en.slowerWords(first.moves, Math.ceil(p.moves.length / 2)), line.join(', '));
    expect(game.message).toEqual({ text: said, kind: 'good' });
    expect(game.state).toBe('playing');
    expect(game.played).toEqual([first.move]);
    expect(game.canMove).toBe(false);
    game.fromSlower();
    expect(makeFen(game.position)).toBe(makeFen(p.position));
    expect(game.played).toEqual([]);
    expect(game.canMove).toBe(false);
    const shown: Move[] = [];
    for (let m = game.nextSolutionMove(); m; m = game.nextSolutionMove()) shown.push(m);
    expect(shown).toEqual(p.moves);
    game.finishSlower();
    expect(game.state).toBe('solved');
    expect(game.played).toEqual(line);
    expect(game.message).toEqual({ text: `${said}${en.solvedClean}`, kind: 'good' });
    expect(game.record).toEqual({ mistake: false });
  });
});

describe('help', () => {
  const p = puzzles.find((x) => x.moves.length >= 3)!;

  it('a hint names the column to move, and the solve is then not recorded', () => {
    const game = gameOf(p);
    expect(game.hint()).toBe(p.moves[0]!.from);
    expect(game.message).toEqual({ text: en.hintText(squareName(p.moves[0]!.from)), kind: 'info' });
    expect(playSolution(game, p).at(-1)).toBe('solved');
    expect(game.message.text).toBe(en.solvedHelped);
    expect(game.record).toBeUndefined();
    expect(game.hint()).toBeUndefined(); // nothing to hint once solved
  });

  it('"show solution" plays the line out, says it and leaves the puzzle failed until a restart', () => {
    const game = gameOf(p);
    game.play(p.moves[0]!);
    expect(game.showSolution()).toBe(false); // not while the reply is coming
    game.answer();
    expect(game.showSolution()).toBe(true);
    expect(game.canMove).toBe(false);
    expect(game.hint()).toBeUndefined();
    while (game.nextSolutionMove());
    game.solutionShown();
    expect(game.state).toBe('failed');
    expect(game.message.text).toBe(en.solutionShown(lineTexts(p.position, p.moves).slice(2).join(', ')));
    expect(game.record).toBeUndefined();
    const run = game.run;
    game.restart();
    expect(game.run).toBe(run + 1); // a line still being played out by the page stops
    expect(game.state).toBe('playing');
    expect(makeFen(game.position)).toBe(makeFen(p.position));
    expect(game.played).toEqual([]);
    playSolution(game, p);
    expect(game.message.text).toBe(en.solvedHelped);
  });
});

describe('clicks that are not moves', () => {
  const p = puzzles[0]!;
  const pos = p.position;

  it("say what was chosen, and whose a column is: the opponent's, or one that cannot move", () => {
    const game = gameOf(p);
    const mover = pos.turn;
    const other = mover === 'white' ? 'black' : 'white';
    const theirs = pos.columns().find(([, c]) => (c[0]!.toLowerCase() === 'w') !== (mover === 'white'))!;
    expect(clicks(game, theirs[0]).kind).toBe('unmovable');
    expect(game.message).toEqual({ text: en.opponentPiece(squareName(theirs[0]), other, mover), kind: 'bad' });
    expect(game.state).toBe('playing');
    const from = p.moves[0]!.from;
    expect(clicks(game, from).kind).toBe('selected');
    expect(game.message).toEqual({ text: en.selected(squareName(from)), kind: 'info' });
    // the chosen column clicked again: the choice dropped, the goal said again
    expect(clicks(game, from, from).kind).toBe('back');
    expect(game.message).toEqual({ text: `goal of ${p.spec.id}`, kind: 'info' });
  });

  it('in Russian too', () => {
    const game = gameOf(p, [], 'ru');
    expect(game.message.text).toBe(`goal of ${p.spec.id}`);
    clicks(game, p.moves[0]!.from);
    expect(game.message.text).toBe(puzzleWords.ru.selected(squareName(p.moves[0]!.from)));
    playSolution(game, p);
    expect(game.message.text).toBe(puzzleWords.ru.solvedClean);
  });
});

it('a position that cannot be read is said, not thrown', () => {
  const made = PuzzleGame.from({ ...dataOf(puzzles[0]!), fen: 'W:Wz9:B' }, 'en');
  expect('error' in made && made.error.startsWith("This puzzle's position cannot be read: ")).toBe(true);
});
