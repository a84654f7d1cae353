// The puzzle index's lists and their pages without a build (site/src/lib/puzzle-pages.ts): each
// level's and each theme's puzzles in the index's order, PAGE_SIZE a page, the pages' paths and the
// routes' parameters.
import { describe, expect, it } from 'vitest';
import type { PuzzleView } from '../../site/src/lib/collections.ts';
import { listPath, PAGE_SIZE, pageCount, puzzleListPages, puzzleLists } from '../../site/src/lib/puzzle-pages.ts';

/** A puzzle as far as the lists read it. */
const puzzle = (id: string, difficulty: number, rating: number, themes: string[]) => ({ id, difficulty, rating, themes }) as unknown as PuzzleView;

describe('the puzzle index pages', () => {
  // in the index's order already (collections.ts sorts by level, rating, id)
  const level1 = Array.from({ length: PAGE_SIZE * 2 + 1 }, (_, i) => puzzle(`a${String(i).padStart(3, '0')}`, 1, 700 + i, i % 2 ? ['sacrifice'] : []));
  const level3 = [puzzle('c1', 3, 1400, ['blockade', 'sacrifice'])];
  const all = [...level1, ...level3];

  it('lists each level with puzzles, then each theme by name, in the order given', () => {
    const lists = puzzleLists(all);
    expect(lists.map((l) => l.slug)).toEqual(['level-1', 'level-3', 'theme-blockade', 'theme-sacrifice']);
    expect(lists[0]!.puzzles).toEqual(level1);
    expect(lists[3]!.puzzles.map((p) => p.id)).toEqual([...level1.filter((_, i) => i % 2).map((p) => p.id), 'c1']);
  });

  it('pages each list, PAGE_SIZE a page; the first page at the list’s own address', () => {
    const [one, three] = puzzleLists(all);
    expect(pageCount(one!)).toBe(3);
    expect(pageCount(three!)).toBe(1);
    expect(listPath(one!)).toBe('/puzzles/level-1/');
    expect(listPath(one!, 1)).toBe('/puzzles/level-1/');
    expect(listPath(one!, 3)).toBe('/puzzles/level-1/page-3/');
    const pages = puzzleListPages(all).filter((p) => p.props.at.list.slug === 'level-1');
    expect(pages.map((p) => p.params)).toEqual([
      { list: 'level-1', page: undefined },
      { list: 'level-1', page: 'page-2' },
      { list: 'level-1', page: 'page-3' },
    ]);
    expect(pages.map((p) => p.props.at.puzzles.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 1]);
    expect(pages[1]!.props.at).toMatchObject({ page: 2, pages: 3, from: PAGE_SIZE });
    // every puzzle on exactly one page of its level
    expect(pages.flatMap((p) => p.props.at.puzzles)).toEqual(level1);
  });
});
