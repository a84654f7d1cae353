// Build-time content: games/*.pdn and puzzles/*.yaml, read through the project's grammar and
// engine, as the CLI reads them (decodePdn for records; the checks of `puzzles check` for
// puzzles). Any broken record or puzzle, and two games with one page address, fail the build
// with file:line:column.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { decodePdn, parsePdn } from '../../../grammar/index.ts';
import type { GameRecord } from '../../../grammar/record.ts';
import { tagNamed } from '../../../grammar/record.ts';
import { readPuzzleFile } from '../../../puzzles/file.ts';
import type { PuzzleSpec } from '../../../puzzles/file.ts';
import type { ColumnText, Square } from '../../../engine/types.ts';
import { neutralTitle, puzzleTitle } from '../../../puzzles/titles.ts';
import { formatProblem } from '../../../grammar/problem.ts';
import { CollectionCheck, playedMove, type SlowerText, type SolveCache } from '../../../puzzles/check.ts';
import { puzzleFiles, sourceReader, sourceRoots } from '../../../puzzles/node-files.ts';
import { gamePageSlug } from '../../../puzzles/export.ts';
import type { PuzzleGoal } from '../../../puzzles/goal.ts';
import type { SolveResult } from '../../../puzzles/solve.ts';
import type { PuzzleMistake } from '../../../puzzles/file.ts';
import { sameMove } from '../../../engine/position.ts';
import { buildReplayData, type ReplayData } from './replay-data.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';
import { goalLine } from './puzzle-words.ts';
import { readLessons } from './lessons.ts';
import type { Lesson } from '../../../puzzles/lesson.ts';

/**
 * Where the content is read from: `repo/games`, `repo/puzzles`, and the same folders under
 * `extra` (test fixtures); file paths are shown relative to `repo`. `solves` lends the puzzle
 * check solves made earlier (tests only). The loaders below take these as parameters, so tests
 * call them on fixture roots; only the build's edge (contentRoots) reads the environment.
 */
export interface ContentRoots {
  readonly repo: string;
  readonly extra?: string;
  readonly solves?: SolveCache;
  /**
   * A site of one's own collections (`npm run site:club`, scripts/club-site.ts): the one folder
   * (absolute) the games come from, instead of `repo/games` and `extra/games`; its files are named
   * relative to the folder above it (`games/x.pdn`), so no path of the builder's machine shows.
   */
  readonly games?: string;
  /** The same for puzzles: the one folder they come from; mined puzzles' sources are found from the folder above it. */
  readonly puzzles?: string;
}

/**
 * The build's roots: BASHNI_REPO_ROOT (set by astro.config.mjs; the bundled build code cannot use
 * its own URL), BASHNI_SITE_EXTRA (a folder holding games/ and puzzles/: test fixtures), and
 * BASHNI_SOLVE_CACHE (tests only: a JSON file of solves, `{ key: SolveResult }`, from the test
 * run's own check of the collection, so its build does not solve the collection again).
 */
function contentRoots(): ContentRoots {
  const env = process.env;
  const solves = env.BASHNI_SOLVE_CACHE ? new Map(Object.entries(JSON.parse(readFileSync(env.BASHNI_SOLVE_CACHE, 'utf8')) as Record<string, SolveResult>)) : undefined;
  return {
    repo: env.BASHNI_REPO_ROOT ?? process.cwd(),
    ...(env.BASHNI_SITE_EXTRA ? { extra: env.BASHNI_SITE_EXTRA } : {}),
    ...(solves ? { solves } : {}),
    ...(env.BASHNI_SITE_GAMES ? { games: resolve(env.BASHNI_SITE_GAMES) } : {}),
    ...(env.BASHNI_SITE_PUZZLES ? { puzzles: resolve(env.BASHNI_SITE_PUZZLES) } : {}),
  };
}

/**
 * The folder the games' file names are relative to: the repository, or for a site of one's own
 * collections the folder above its games folder. `BASHNI_SITE_GAMES` without
 * `BASHNI_SITE_PUZZLES` (or the reverse) gives no puzzles (no games): the project's are never mixed in.
 */
function gamesBase(roots: ContentRoots): string {
  return roots.games !== undefined ? dirname(roots.games) : roots.puzzles !== undefined ? dirname(roots.puzzles) : roots.repo;
}

/** The same for puzzle files; mined puzzles' source files are found from here too. */
function puzzlesBase(roots: ContentRoots): string {
  return roots.puzzles !== undefined ? dirname(roots.puzzles) : roots.games !== undefined ? dirname(roots.games) : roots.repo;
}

/** Whether the site is one of one's own collections (either folder given): then only the folders given are read. */
function ownCollections(roots: ContentRoots): boolean {
  return roots.games !== undefined || roots.puzzles !== undefined;
}

/**
 * The files of a content folder (`games`) with one extension, as paths relative to the repository
 * root. A hidden file (an editor's lock file `.#x.pdn`, often a dangling link) and what is not a
 * readable file are skipped, each with a note, as the puzzle walker does.
 */
function listFiles(roots: ContentRoots, dir: string, ext: string, notes: string[]): string[] {
  const out: string[] = [];
  const base = gamesBase(roots);
  const folders = ownCollections(roots) ? (roots.games !== undefined ? [roots.games] : []) : (roots.extra !== undefined ? [roots.repo, roots.extra] : [roots.repo]).map((root) => join(root, dir));
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch {
      continue; // no such folder: nothing to read
    }
    for (const f of names) {
      if (!f.toLowerCase().endsWith(ext)) continue;
      const path = relative(base, join(folder, f)).split(sep).join('/');
      let file = false;
      try {
        file = statSync(join(folder, f)).isFile();
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        notes.push(`${path}: skipped: ${code === 'ENOENT' ? 'a dangling link' : code === 'ELOOP' ? 'a link loop' : `cannot read: ${code ?? String(e)}`}`);
        continue;
      }
      if (!file) notes.push(`${path}: skipped: not a file`);
      else if (f.startsWith('.')) notes.push(`${path}: skipped: a hidden file`);
      else out.push(path);
    }
  }
  return out;
}

/** A path as the build shows it: relative to the repository root, with `/`. */
function repoPath(roots: ContentRoots, path: string): string {
  return relative(roots.repo, path).split(sep).join('/');
}

/**
 * The puzzle files under the roots' `puzzles` folders, as paths relative to the repository root:
 * listed as `bashni puzzles check` lists them (puzzles/node-files.ts: *.yaml and *.yml, sorted, in
 * subfolders too), so what the command skips with a note (an Emacs lock file `.#x.yaml`, a
 * dangling link, a hidden file) is skipped here too, its note in `notes`; a missing folder holds none.
 */
function puzzleFilesUnder(roots: ContentRoots, notes: string[]): string[] {
  if (ownCollections(roots)) {
    if (roots.puzzles === undefined) return [];
    return puzzleFiles([basename(roots.puzzles)], { cwd: puzzlesBase(roots), note: (text) => notes.push(text), missing: () => {} }).map((path) => path.split(sep).join('/'));
  }
  const folders = (roots.extra !== undefined ? [roots.repo, roots.extra] : [roots.repo]).map((root) => repoPath(roots, join(root, 'puzzles')));
  return puzzleFiles(folders, { cwd: roots.repo, note: (text) => notes.push(text), missing: () => {} }).map((path) => path.split(sep).join('/'));
}

class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

export interface GameEntry {
  slug: string;
  file: string;
  /** 1-based index of the game in its file. */
  index: number;
  title: string;
  white: string;
  black: string;
  event: string;
  site: string;
  date: string;
  result: string;
  /** Plies in the main line. */
  plies: number;
  /** The record exactly as written in its file. */
  pdn: string;
  data: ReplayData;
}

/** What a collection loader read: the entries, and every problem (`file:line:column: what [CODE]`); any problem fails the build. */
export interface Loaded<T> {
  readonly entries: T[];
  readonly problems: string[];
  /** What was skipped and why (`puzzles/.#x.yaml: skipped: a dangling link`), as `bashni puzzles check` notes it; no failure. */
  readonly notes?: string[];
}

/** The games under the roots, each with its page address; broken records and two games with one address are problems. */
export function readGames(roots: ContentRoots): Loaded<GameEntry> {
  const out: GameEntry[] = [];
  const problems: string[] = [];
  /** Page address -> the game that has it (`file`, or `file, game N`). */
  const addresses = new Map<string, string>();
  const notes: string[] = [];
  for (const file of listFiles(roots, 'games', '.pdn', notes)) {
    const name = file.split('/').pop()!;
    // the CLI's decoder: UTF-8, else the legacy encoding detected (CP1251, CP866, Latin-1)
    const text = decodePdn(readFileSync(join(gamesBase(roots), file))).text;
    const parsed = parsePdn(text, { file });
    for (const e of parsed.errors) {
      if (e.severity === 'error') problems.push(formatProblem({ ...e, file }));
    }
    const games: readonly GameRecord[] = parsed.value;
    games.forEach((game, i) => {
      const data = buildReplayData(game);
      if (data.problems?.length) {
        for (const p of data.problems) problems.push(formatProblem({ ...p, file }));
        return;
      }
      // names that differ only in case, spaces or punctuation give one address: one would vanish
      const slug = gamePageSlug(name, i + 1, games.length); // the rule `bashni puzzles export` writes GameUrls with
      const which = games.length > 1 ? `${file}, game ${i + 1}` : file;
      const taken = addresses.get(slug);
      if (taken) {
        problems.push(`${file}:${game.pos.line}:${game.pos.column}: the page address /games/${slug}/ is already that of ${taken}; rename one of the files [SITE_DUPLICATE_ADDRESS]`);
        return;
      }
      addresses.set(slug, which);
      const next = games[i + 1];
      const pdn = text.slice(game.pos.offset, next ? next.pos.offset : text.length).trim() + '\n';
      const t = (n: string) => tagNamed(game, n)?.value ?? '';
      const white = t('White') || '?';
      const black = t('Black') || '?';
      out.push({
        slug,
        file,
        index: i + 1,
        title: `${white} – ${black}`,
        white,
        black,
        event: t('Event'),
        site: t('Site'),
        date: t('Date'),
        result: t('Result') || data.result || '*',
        plies: data.mainline.length - 1,
        pdn,
        data,
      });
    });
  }
  return { entries: out, problems, notes };
}

export interface PuzzleView {
  id: string;
  /** In each language: the written title in English, else one made from theme and goal (puzzles/titles.ts); shown once the puzzle is solved. */
  title: Record<Lang, string>;
  /** In each language: the title shown before the puzzle is solved, naming no theme (`Puzzle 123 · white to play · win 2`, puzzles/titles.ts neutralTitle). */
  neutral: Record<Lang, string>;
  /** 1-based place in the index's order (the neutral title's number). */
  number: number;
  variant: PuzzleSpec['variant'];
  fen: string;
  /** The goal in words in each language, e.g. "White to move: win the game.". */
  goal: Record<Lang, string>;
  /** The goal as read (its kind and N), for the explanation of its unit. */
  goalSpec: PuzzleGoal;
  solution: string[];
  /** 600..2400 (puzzles/grade.ts). */
  rating: number;
  /** The level of the rating, 1..5. */
  difficulty: number;
  themes: string[];
  /** Where a mined puzzle comes from: its file, game and ply (none for a composed one). */
  sourceAt?: { file: string; game: number; ply: number };
  /** The game page at the puzzle's position (`/games/SLUG/#PLY`, before the base path), when the source game has a page. */
  sourceHref?: string;
  /** The move the source game played there (full capture path), when known. */
  played?: string;
  /** That move is the solution's first. */
  playedTheSolution: boolean;
  mistake?: PuzzleMistake;
  /** Moves that reach the goal more slowly, from the check's verdict (the build solves each puzzle once). */
  slower: SlowerText[];
  turn: 'white' | 'black';
  columns: [Square, ColumnText][];
  next?: string;
}

/** Absolute path of a game file -> 1-based game index -> its page's slug. Empty when the games are broken (reported by readGames). */
type GamePages = Map<string, Map<number, string>>;

function gamePages(roots: ContentRoots, games: Loaded<GameEntry>): GamePages {
  const pages: GamePages = new Map();
  for (const g of games.problems.length ? [] : games.entries) {
    const path = resolve(gamesBase(roots), g.file);
    if (!pages.has(path)) pages.set(path, new Map());
    pages.get(path)!.set(g.index, g.slug);
  }
  return pages;
}

/**
 * What a mined puzzle's source gives the page: the link to its game's page at the puzzle's ply
 * (the source file found as CollectionCheck finds it: from the repository root, else the
 * directory above the puzzle file's), the move played and the mistake.
 */
function sourceFacts(src: Extract<PuzzleSpec['source'], { kind: 'game' }>, puzzleFile: string, repo: string, pages: GamePages): Pick<PuzzleView, 'sourceHref' | 'played' | 'mistake'> {
  const roots = sourceRoots(puzzleFile, undefined, repo);
  const slug = roots.map((root) => pages.get(resolve(root, src.file))?.get(src.game)).find((s) => s !== undefined);
  return {
    ...(slug !== undefined ? { sourceHref: `/games/${slug}/#${src.ply}` } : {}),
    ...(src.played !== undefined ? { played: src.played } : {}),
    ...(src.mistake !== undefined ? { mistake: src.mistake } : {}),
  };
}

/** One value in each language. */
function inLangs(make: (lang: Lang) => string): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, string>;
}

/**
 * The puzzles under the roots, checked as `bashni puzzles check` checks them, in page order;
 * `games` (readGames' answer for the same roots) gives mined puzzles the link to their game's page.
 */
export function readPuzzles(roots: ContentRoots, games: Loaded<GameEntry>): Loaded<PuzzleView> {
  const out: PuzzleView[] = [];
  const problems: string[] = [];
  // what `bashni puzzles check` checks: the file's format, ids unique across the collection, a
  // mined puzzle's source position, soundness and the stored solution (source files are found as
  // the CLI finds them: from the current directory, the repository root for `npm run site:build`)
  const base = puzzlesBase(roots);
  const collection = new CollectionCheck({ readSource: sourceReader({ cwd: base }), ...(roots.solves ? { solves: roots.solves } : {}) });
  const pages = gamePages(roots, games);
  const notes: string[] = [];
  for (const file of puzzleFilesUnder(roots, notes)) {
    const text = readFileSync(join(base, file), 'utf8');
    /** The slower moves of each sound puzzle, by id (a duplicate id fails the build below). */
    const slower = new Map<string, readonly SlowerText[]>();
    for (const verdict of collection.checkFile(file, text)) {
      for (const e of verdict.problems) problems.push(formatProblem(e));
      if (verdict.id !== undefined && verdict.slower) slower.set(verdict.id, verdict.slower);
    }
    const read = readPuzzleFile(text, file);
    for (const p of read.puzzles) {
      const s = p.spec;
      const src = s.source;
      const played = playedMove(p);
      out.push({
        id: s.id,
        title: inLangs((lang) => puzzleTitle(s, lang)),
        neutral: { en: '', ru: '' }, // numbered below, once the order is known
        number: 0,
        variant: s.variant,
        fen: s.fen,
        goal: inLangs((lang) => goalLine(s.goal, p.position.turn, lang)),
        goalSpec: s.goal,
        solution: [...s.solution],
        rating: s.rating,
        difficulty: s.difficulty,
        themes: [...s.themes],
        ...(src.kind === 'game' ? { sourceAt: { file: src.file, game: src.game, ply: src.ply } } : {}),
        ...(src.kind === 'game' ? sourceFacts(src, file, base, pages) : {}),
        playedTheSolution: !!played && !!p.moves[0] && sameMove(played, p.moves[0]),
        slower: [...(slower.get(s.id) ?? [])],
        turn: p.position.turn,
        columns: p.position.columns(),
      });
    }
  }
  // easiest first, so "Next puzzle" climbs the rating (the levels follow the rating)
  out.sort((a, b) => a.difficulty - b.difficulty || a.rating - b.rating || a.id.localeCompare(b.id));
  out.forEach((p, i) => {
    p.next = out[i + 1]?.id;
    p.number = i + 1;
    p.neutral = inLangs((lang) => neutralTitle(i + 1, p.turn, p.goalSpec, lang));
  });
  return { entries: out, problems, notes };
}

/**
 * The three collections read (games, puzzles, lessons), and the message that fails the build when
 * any has a problem: every broken file of all three in one message, whichever page's build reads
 * them first.
 */
export function readContent(roots: ContentRoots): { games: GameEntry[]; puzzles: PuzzleView[]; lessons: Lesson[]; notes: string[]; failure?: string } {
  const games = readGames(roots);
  const puzzles = readPuzzles(roots, games);
  const lessons = readLessons(roots.repo, roots.extra);
  const messages: string[] = [];
  if (games.problems.length) messages.push(`Broken game records:\n  ${games.problems.join('\n  ')}`);
  if (puzzles.problems.length) messages.push(`Broken puzzles:\n  ${puzzles.problems.join('\n  ')}`);
  if (lessons.failure !== undefined) messages.push(lessons.failure);
  return {
    games: games.entries,
    puzzles: puzzles.entries,
    lessons: lessons.lessons,
    notes: [...(games.notes ?? []), ...(puzzles.notes ?? [])],
    ...(messages.length ? { failure: messages.join('\n') } : {}),
  };
}

type Content = Pick<ReturnType<typeof readContent>, 'games' | 'puzzles' | 'lessons'>;

/**
 * Where the build's content is kept once read: a property of the process's global object, as the
 * build reads it twice over in two copies of this module. The build's first step (the
 * `bashni-content` integration in astro.config.mjs, before Vite bundles anything) reads it there,
 * so a broken file fails the build in seconds; the pages, bundled into another copy of this module
 * by then, find it there instead of reading and solving everything again.
 */
const CONTENT = Symbol.for('bashni.site.content');

/** The build's content, read once per build from the environment's roots; a broken file throws the message naming every one. */
export function loadContent(): Content {
  const kept = (globalThis as { [CONTENT]?: Content })[CONTENT];
  if (kept) return kept;
  const read = readContent(contentRoots());
  if (read.failure !== undefined) throw new ContentError(read.failure);
  // what `bashni puzzles check` would skip with a note (an editor's lock file): said, not fatal
  for (const note of read.notes) console.warn(`bashni site: note: ${note}`);
  const content = { games: read.games, puzzles: read.puzzles, lessons: read.lessons };
  (globalThis as { [CONTENT]?: Content })[CONTENT] = content;
  return content;
}

export function loadGames(): GameEntry[] {
  return loadContent().games;
}

/** The lessons of learn/*.yaml (lessons.ts), read with the other collections: a broken lesson fails the build in their message. */
export function loadLessons(): Lesson[] {
  return loadContent().lessons;
}

export function loadPuzzles(): PuzzleView[] {
  return loadContent().puzzles;
}
