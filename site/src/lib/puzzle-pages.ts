// The puzzle index's pages (issue 25): the index itself names the levels and the themes, and each
// level's and each theme's puzzles are listed PAGE_SIZE a page on static pages of their own,
// /puzzles/level-N/ then /puzzles/level-N/page-K/, and /puzzles/theme-NAME/ (page-K/ likewise), in
// the index's order (level, rating, id). No JavaScript is needed to reach any puzzle: every page is a
// link. Build time only; docs/site.md "Puzzles" says why pages and not a longer list.
import type { PuzzleView } from './collections.ts';

/** Puzzles a page: 15 cards and the page's frame are under three screens of a 375 x 800 phone in either language (test/site/site.browser.ts measures it; 20 were 2,951 px in Russian). */
export const PAGE_SIZE = 15;

/** A list of the index: a level's puzzles or a theme's. */
interface PuzzleList {
  readonly kind: 'level' | 'theme';
  /** The level (1 to 5) or the theme's name. */
  readonly key: string;
  /** Its first page's path segment under /puzzles/: `level-3`, `theme-blockade`. */
  readonly slug: string;
  readonly puzzles: readonly PuzzleView[];
}

/** One page of a list. */
export interface PuzzleListPage {
  readonly list: PuzzleList;
  /** 1-based. */
  readonly page: number;
  readonly pages: number;
  readonly puzzles: readonly PuzzleView[];
  /** The index in the list of its first puzzle (0-based). */
  readonly from: number;
}

/** The index's lists: each level's, then each theme's (themes by name). */
export function puzzleLists(puzzles: readonly PuzzleView[]): PuzzleList[] {
  const levels = [1, 2, 3, 4, 5].map((d): PuzzleList => ({ kind: 'level', key: String(d), slug: `level-${d}`, puzzles: puzzles.filter((p) => p.difficulty === d) }));
  const themes = [...new Set(puzzles.flatMap((p) => p.themes))].sort().map((t): PuzzleList => ({ kind: 'theme', key: t, slug: `theme-${t}`, puzzles: puzzles.filter((p) => p.themes.includes(t)) }));
  return [...levels, ...themes].filter((l) => l.puzzles.length > 0);
}

/** How many pages a list takes. */
export function pageCount(list: PuzzleList): number {
  return Math.max(1, Math.ceil(list.puzzles.length / PAGE_SIZE));
}

/** The path of a list's page under the site (before the language and base path): `/puzzles/level-3/`, `/puzzles/level-3/page-2/`. */
export function listPath(list: PuzzleList, page = 1): string {
  return `/puzzles/${list.slug}/${page > 1 ? `page-${page}/` : ''}`;
}

/** Every page of every list, for the routes' getStaticPaths: `page` is undefined for a first page, else `page-K`. */
export function puzzleListPages(puzzles: readonly PuzzleView[]): { params: { list: string; page: string | undefined }; props: { at: PuzzleListPage } }[] {
  return puzzleLists(puzzles).flatMap((list) => {
    const pages = pageCount(list);
    return Array.from({ length: pages }, (_, i) => {
      const from = i * PAGE_SIZE;
      const at: PuzzleListPage = { list, page: i + 1, pages, from, puzzles: list.puzzles.slice(from, from + PAGE_SIZE) };
      return { params: { list: list.slug, page: i ? `page-${i + 1}` : undefined }, props: { at } };
    });
  });
}
