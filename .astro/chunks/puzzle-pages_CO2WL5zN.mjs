const PAGE_SIZE = 15;
function puzzleLists(puzzles) {
  const levels = [1, 2, 3, 4, 5].map((d) => ({ kind: "level", key: String(d), slug: `level-${d}`, puzzles: puzzles.filter((p) => p.difficulty === d) }));
  const themes = [...new Set(puzzles.flatMap((p) => p.themes))].sort().map((t) => ({ kind: "theme", key: t, slug: `theme-${t}`, puzzles: puzzles.filter((p) => p.themes.includes(t)) }));
  return [...levels, ...themes].filter((l) => l.puzzles.length > 0);
}
function pageCount(list) {
  return Math.max(1, Math.ceil(list.puzzles.length / PAGE_SIZE));
}
function listPath(list, page = 1) {
  return `/puzzles/${list.slug}/${page > 1 ? `page-${page}/` : ""}`;
}
function puzzleListPages(puzzles) {
  return puzzleLists(puzzles).flatMap((list) => {
    const pages = pageCount(list);
    return Array.from({ length: pages }, (_, i) => {
      const from = i * PAGE_SIZE;
      const at = { list, page: i + 1, pages, from, puzzles: list.puzzles.slice(from, from + PAGE_SIZE) };
      return { params: { list: list.slug, page: i ? `page-${i + 1}` : void 0 }, props: { at } };
    });
  });
}

export { PAGE_SIZE as P, puzzleLists as a, pageCount as b, listPath as l, puzzleListPages as p };
