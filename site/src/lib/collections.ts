// Build-time content: games/*.pdn and puzzles/*.yaml, read through the project's grammar and
// engine, as the CLI reads them (decodePdn for records; the checks of `puzzles check` for
// puzzles). Any broken record or puzzle, and two games with one page address, fail the build
// with file:line:column.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { decodePdn, parsePdn } from '../../../grammar/index.ts';
import type { GameRecord } from '../../../grammar/record.ts';
import { tagNamed } from '../../../grammar/record.ts';
import { readPuzzleFile } from '../../../puzzles/file.ts';
import type { PuzzleSpec } from '../../../puzzles/file.ts';
import type { ColumnText, Square } from '../../../engine/types.ts';
import { puzzleTitle } from '../../../puzzles/titles.ts';
import { formatProblem } from '../../../grammar/problem.ts';
import { CollectionCheck, playedMove, type SlowerText } from '../../../puzzles/check.ts';
import { gamePageSlug } from '../../../puzzles/export.ts';
import type { PuzzleGoal } from '../../../puzzles/goal.ts';
import type { PuzzleMistake } from '../../../puzzles/file.ts';
import { sameMove } from '../../../engine/position.ts';
import { buildReplayData, type ReplayData } from './replay-data.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';
import { goalLine } from './puzzle-words.ts';

/** The repository root (set by astro.config.mjs; the bundled build code cannot use its own URL). */
function repoRoot(): string {
  return process.env.BASHNI_REPO_ROOT ?? process.cwd();
}

/**
 * The files of a content folder (`games` or `puzzles`) with one extension, as paths relative to
 * the repository root. BASHNI_SITE_EXTRA (a folder holding games/ and puzzles/) adds test fixtures.
 */
function listFiles(dir: string, ext: string): string[] {
  const out: string[] = [];
  const roots = [repoRoot()];
  if (process.env.BASHNI_SITE_EXTRA) roots.push(process.env.BASHNI_SITE_EXTRA);
  for (const root of roots) {
    try {
      for (const f of readdirSync(join(root, dir)).sort()) {
        if (f.toLowerCase().endsWith(ext))
          out.push(
            relative(repoRoot(), join(root, dir, f))
              .split(sep)
              .join('/'),
          );
      }
    } catch {
      /* no such folder: nothing to read */
    }
  }
  return out;
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

let gamesCache: GameEntry[] | undefined;

function readGames(): GameEntry[] {
  if (gamesCache) return gamesCache;
  const out: GameEntry[] = [];
  const problems: string[] = [];
  /** Page address -> the game that has it (`file`, or `file, game N`). */
  const addresses = new Map<string, string>();
  for (const file of listFiles('games', '.pdn')) {
    const name = file.split('/').pop()!;
    // the CLI's decoder: UTF-8, else the legacy encoding detected (CP1251, CP866, Latin-1)
    const text = decodePdn(readFileSync(join(repoRoot(), file))).text;
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
  if (problems.length) throw new ContentError(`Broken game records:\n  ${problems.join('\n  ')}`);
  gamesCache = out;
  return out;
}

export interface PuzzleView {
  id: string;
  /** In each language: the written title in English, else one made from theme and goal (puzzles/titles.ts). */
  title: Record<Lang, string>;
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

let puzzlesCache: PuzzleView[] | undefined;

/** Absolute path of a game file -> 1-based game index -> its page's slug. Empty when the games are broken (reported by readGames). */
type GamePages = Map<string, Map<number, string>>;

function gamePages(): GamePages {
  const pages: GamePages = new Map();
  let games: GameEntry[] = [];
  try {
    games = readGames();
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
  }
  for (const g of games) {
    const path = resolve(repoRoot(), g.file);
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
function sourceFacts(src: Extract<PuzzleSpec['source'], { kind: 'game' }>, puzzleFile: string, pages: GamePages): Pick<PuzzleView, 'sourceHref' | 'played' | 'mistake'> {
  const roots = [repoRoot(), resolve(repoRoot(), dirname(puzzleFile), '..')];
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

function readPuzzles(): PuzzleView[] {
  if (puzzlesCache) return puzzlesCache;
  const out: PuzzleView[] = [];
  const problems: string[] = [];
  // what `bashni puzzles check` checks: the file's format, ids unique across the collection, a
  // mined puzzle's source position, soundness and the stored solution (source files are found as
  // the CLI finds them: from the current directory, the repository root for `npm run site:build`)
  const collection = new CollectionCheck();
  const pages = gamePages();
  for (const file of listFiles('puzzles', '.yaml').concat(listFiles('puzzles', '.yml'))) {
    const text = readFileSync(join(repoRoot(), file), 'utf8');
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
        variant: s.variant,
        fen: s.fen,
        goal: inLangs((lang) => goalLine(s.goal, p.position.turn, lang)),
        goalSpec: s.goal,
        solution: [...s.solution],
        rating: s.rating,
        difficulty: s.difficulty,
        themes: [...s.themes],
        ...(src.kind === 'game' ? { sourceAt: { file: src.file, game: src.game, ply: src.ply } } : {}),
        ...(src.kind === 'game' ? sourceFacts(src, file, pages) : {}),
        playedTheSolution: !!played && !!p.moves[0] && sameMove(played, p.moves[0]),
        slower: [...(slower.get(s.id) ?? [])],
        turn: p.position.turn,
        columns: p.position.columns(),
      });
    }
  }
  if (problems.length) throw new ContentError(`Broken puzzles:\n  ${problems.join('\n  ')}`);
  // easiest first, so "Next puzzle" climbs the rating (the levels follow the rating)
  out.sort((a, b) => a.difficulty - b.difficulty || a.rating - b.rating || a.id.localeCompare(b.id));
  out.forEach((p, i) => (p.next = out[i + 1]?.id));
  puzzlesCache = out;
  return out;
}

/** Reads both collections, so one build reports every broken file (games and puzzles). */
function checkAll(): void {
  const messages: string[] = [];
  for (const read of [readGames, readPuzzles]) {
    try {
      read();
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
      messages.push(e.message);
    }
  }
  if (messages.length) throw new ContentError(messages.join('\n'));
}

export function loadGames(): GameEntry[] {
  checkAll();
  return readGames();
}

export function loadPuzzles(): PuzzleView[] {
  checkAll();
  return readPuzzles();
}
