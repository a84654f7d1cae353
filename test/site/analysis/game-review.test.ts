// The whole-game computer analysis without a browser (site/src/client/analysis/game-review.ts and
// review-analysis.ts): the worker's verdicts are `bashni annotate`'s, a game written with one
// blunder gets that one mark (and its better line, its evaluations, its count), the export carries
// `[%eval]` and the NAG, a cancelled analysis changes nothing, and the result comes back from
// storage for the same game only, whatever the storage holds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePdn } from '../../../grammar/pdn.ts';
import { annotateGame } from '../../../records/annotate.ts';
import { AnalysisGame } from '../../../site/src/client/analysis/analysis-game.ts';
import { treePdn } from '../../../site/src/client/analysis/analysis-export.ts';
import { GameReview, reviewKey } from '../../../site/src/client/analysis/game-review.ts';
import { reviewLine, type ReviewPly } from '../../../site/src/client/analysis/review-analysis.ts';
import { STORE_KEYS } from '../../../site/src/client/store/browser-store.ts';
import { memoryStorage } from '../store/memory-storage.ts';

/** A short game with one clear blunder: 3... b6-a5 lets White take a column for nothing. */
const text = readFileSync(new URL('../fixtures/one-blunder.pdn', import.meta.url), 'utf8');
const MOVES = ['a3-b4', 'd6-c5', 'b4:d6', 'e7:c5', 'c3-d4', 'b6-a5', 'd4:b6', 'd6:b4', 'b2-a3', 'a7:c5'];

const opened = (): AnalysisGame => new AnalysisGame({ variant: 'bashni', moves: MOVES });

/** The worker's verdicts, computed here with its own function (the real engine, depth 8). */
function verdicts(game: AnalysisGame, review: GameReview): ReviewPly[] {
  const seen: number[] = [];
  const plies = reviewLine(review.start(game.tree), (done) => seen.push(done));
  if ('error' in plies) throw new Error(plies.error);
  expect(seen.at(-1)).toBe(MOVES.length + 1);
  return plies;
}

describe('whole-game analysis', () => {
  const plies = verdicts(opened(), new GameReview(memoryStorage()));

  it('is `bashni annotate`: the same evaluations, marks and better lines as annotateGame of the record', () => {
    const annotated = annotateGame(parsePdn(text).value[0]!);
    expect(plies.map((p) => p.e)).toEqual(annotated.plies.map((p) => p.eval));
    expect(plies.map((p) => p.n ?? 0)).toEqual(annotated.plies.map((p) => p.nag ?? 0));
    expect(plies[5]!.b).toEqual(annotated.plies[5]!.bestLine);
    // the one blunder, and nothing else marked
    expect(plies.flatMap((p, i) => (p.n ? [[i, p.n]] : []))).toEqual([[5, 4]]);
  });

  it('writes the verdicts into the tree: the mark, the better line, the evaluations, the count per side; the export carries them', () => {
    const game = opened();
    const review = new GameReview(memoryStorage());
    review.start(game.tree);
    expect(review.running).toBe(true);
    review.progress(3, 11);
    expect(review.state).toEqual({ kind: 'running', done: 3, total: 11 });
    expect(review.finish(game.tree, plies)).toBe(true);
    expect(review.state).toEqual({ kind: 'done', marks: { white: { inaccuracies: 0, mistakes: 0, blunders: 0 }, black: { inaccuracies: 0, mistakes: 0, blunders: 1 } } });
    const line = game.tree.mainLine();
    expect(line.map((n) => n.text)).toEqual(MOVES);
    expect(line[5]!.nags).toEqual([4]);
    expect(line[5]!.eval).toBeGreaterThan(3);
    expect(line.every((n) => n.comments.some((c) => c.includes('[%eval ')))).toBe(true);
    const better = line[4]!.children[1]!;
    expect(better.text).toBe(plies[5]!.b![0]);
    expect(better.comments).toEqual([plies[5]!.bc]);
    const pdn = treePdn(game.tree, 'Analysis');
    expect(pdn).toMatch(/b6-a5 \$4 \{\[%eval \+\d\.\d\d\]\} \( 3\.\.\. \S+ \{best \[%eval [+-]\d\.\d\d\]\}/);
    expect(pdn.match(/\[%eval /g)!.length).toBe(MOVES.length + 1);
    // a second application (the same game opened again) adds nothing twice
    const again = new GameReview(memoryStorage());
    again.start(game.tree);
    again.finish(game.tree, plies);
    expect(treePdn(game.tree, 'Analysis')).toBe(pdn);
  });

  it('a cancelled analysis changes nothing; a reply for a main line changed meanwhile is not applied', () => {
    const game = opened();
    const review = new GameReview(memoryStorage());
    const before = treePdn(game.tree, 'Analysis');
    review.start(game.tree);
    review.cancel();
    expect(review.state).toEqual({ kind: 'cancelled' });
    expect(review.finish(game.tree, plies)).toBe(false);
    expect(treePdn(game.tree, 'Analysis')).toBe(before);
    review.start(game.tree);
    game.navigate('last');
    game.takeBack();
    expect(review.finish(game.tree, plies)).toBe(false);
    expect(game.tree.mainLine().some((n) => n.nags.length || n.comments.length)).toBe(false);
  });

  it('is kept for its game: the same game opened again gets it back, another game does not; what storage holds is checked', () => {
    const storage = memoryStorage();
    const game = opened();
    const review = new GameReview(storage);
    review.start(game.tree);
    review.finish(game.tree, plies);
    expect(JSON.parse(storage.map.get(STORE_KEYS.review)!)[reviewKey(game.tree)].plies).toHaveLength(MOVES.length);
    const again = opened();
    const restored = new GameReview(storage);
    expect(restored.restore(again.tree)).toBe(true);
    expect(treePdn(again.tree, 'Analysis')).toBe(treePdn(game.tree, 'Analysis'));
    expect(restored.state.kind).toBe('done');
    const other = new AnalysisGame({ variant: 'bashni', moves: MOVES.slice(0, 4) });
    expect(new GameReview(storage).restore(other.tree)).toBe(false);
    // a forged or damaged entry: the plies that do not fit are left out, nothing throws
    const key = reviewKey(game.tree);
    storage.map.set(
      STORE_KEYS.review,
      JSON.stringify({
        [key]: {
          at: 1,
          plies: [
            { e: '+0.10', c: '[%eval +0.10]' },
            { e: 'nonsense', c: 'x' },
            { e: '+1.00', n: 5, c: 'y' },
          ],
        },
        __proto__: { at: 1 },
      }),
    );
    const forged = opened();
    expect(new GameReview(storage).restore(forged.tree)).toBe(true);
    expect(forged.tree.mainLine()[0]!.comments).toEqual(['[%eval +0.10]']);
    expect(forged.tree.mainLine()[1]!.nags).toEqual([]);
    storage.map.set(STORE_KEYS.review, '{not json');
    expect(new GameReview(storage).restore(opened().tree)).toBe(false);
  });
});
