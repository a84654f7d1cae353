// The trainer's choices (site/src/client/train/trainer.ts) on the published collection.
import { describe, expect, it } from 'vitest';
import { GLICKO_START } from '../../../site/src/client/train/glicko2.ts';
import { chosenThemes, dayOf, nextInOrder, themeNames, nextInStreak, nextNearRating, puzzleOfTheDay, rateAfter, type TrainPuzzle } from '../../../site/src/client/train/trainer.ts';
import { collectionPuzzles } from '../harness.ts';

const puzzles: TrainPuzzle[] = collectionPuzzles().map((e) => ({ id: e.spec.id, rating: e.spec.rating, themes: e.spec.themes ?? [] }));

describe('the trainer', () => {
  it('after five puzzles solved and one failed the rating moved both ways, and the next puzzle is near it and unsolved', () => {
    let player = GLICKO_START;
    const done = new Set<string>();
    for (const solved of [true, true, true, true, true, false]) {
      const p = nextNearRating(puzzles, player.rating, done)!;
      expect(done.has(p.id)).toBe(false);
      done.add(p.id);
      const before = player.rating;
      player = rateAfter(player, p.rating, solved);
      expect(player.rating > before).toBe(solved);
    }
    const next = nextNearRating(puzzles, player.rating, done)!;
    expect(done.has(next.id)).toBe(false);
    // nothing unsolved is nearer
    for (const p of puzzles) if (!done.has(p.id)) expect(Math.abs(p.rating - player.rating)).toBeGreaterThanOrEqual(Math.abs(next.rating - player.rating));
  });

  it('only the chosen themes (any of several)', () => {
    const themes = [...new Set(puzzles.flatMap((p) => p.themes))].slice(0, 2);
    const p = nextNearRating(puzzles, 1500, new Set(), themes)!;
    expect(p.themes.some((t) => themes.includes(t))).toBe(true);
    expect(nextNearRating(puzzles, 1500, new Set(), ['no-such-theme'])).toBeUndefined();
  });

  it('"Next puzzle" (issue 25): the next in the order given with the theme the player came with, solved ones skipped, round to the start', () => {
    const list: TrainPuzzle[] = [
      { id: 'a', rating: 700, themes: ['sacrifice'] },
      { id: 'b', rating: 800, themes: ['endgame'] },
      { id: 'c', rating: 900, themes: ['sacrifice', 'endgame'] },
      { id: 'd', rating: 1000, themes: ['sacrifice'] },
    ];
    expect(nextInOrder(list, 'a', new Set())?.id).toBe('b');
    expect(nextInOrder(list, 'a', new Set(), 'sacrifice')?.id).toBe('c');
    expect(nextInOrder(list, 'a', new Set(['c']), 'sacrifice')?.id).toBe('d');
    expect(nextInOrder(list, 'd', new Set(), 'sacrifice')?.id).toBe('a');
    expect(nextInOrder(list, 'b', new Set(['a', 'c', 'd']), 'sacrifice')).toBeUndefined();
    expect(nextInOrder(list, 'c', new Set(['a', 'b', 'd']))).toBeUndefined();
    // on the collection: every theme leads to a puzzle with it
    for (const theme of new Set(puzzles.flatMap((p) => p.themes))) expect(nextInOrder(puzzles, puzzles[0]!.id, new Set(), theme)!.themes).toContain(theme);
  });

  it('a streak rises in difficulty', () => {
    const played = new Set<string>();
    let last: number | undefined;
    for (let i = 0; i < 10; i++) {
      const p = nextInStreak(puzzles, last, played)!;
      if (last !== undefined) expect(p.rating).toBeGreaterThan(last);
      played.add(p.id);
      last = p.rating;
    }
  });

  it('the puzzle of the day depends on the date alone', () => {
    const a = puzzleOfTheDay(puzzles, '2026-12-02')!;
    expect(puzzleOfTheDay([...puzzles].reverse(), '2026-12-02')).toEqual(a);
    const week = new Set(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'].map((d) => puzzleOfTheDay(puzzles, d)!.id));
    expect(week.size).toBeGreaterThan(4);
    expect(dayOf(new Date('2026-12-02T23:59:00Z'))).toBe('2026-12-02');
  });

  it("a theme from the address is looked up among the puzzle's own themes only: built-in names (constructor, __proto__) are none (issue 47 point 8)", () => {
    const names = themeNames('{"capture-path":"Capture path","crown":"Crowning"}');
    expect(chosenThemes(names, ['crown'])).toEqual([{ theme: 'crown', name: 'Crowning' }]);
    for (const t of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'missing']) expect(chosenThemes(names, [t]), t).toEqual([]);
    // what the build wrote is the table; a hostile one is none
    expect(themeNames('{"__proto__":"x","a":"A"}').get('__proto__')).toBe('x');
    expect(themeNames('{"__proto__":"x"}').get('constructor')).toBeUndefined();
    for (const bad of ['not json', '[]', 'null', '{"a":5}']) expect([...themeNames(bad)]).toEqual([]);
  });
});
