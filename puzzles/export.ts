// The collection in the shapes others read: CSV in the columns of lichess's puzzle database
// (PuzzleId,FEN,Moves,Rating,Themes,GameUrl) and JSON with every field of a puzzle. Pure text
// making, browser-safe: the caller reads the files and says how many games a source file holds
// (the site's page address of a game depends on it).
//
// Unlike lichess, whose FEN is the position before the opponent's last move and whose Moves start
// with that move, our FEN is the position to solve (the solver to move) and Moves is the solution
// line, solver first.
import type { PuzzleEntry, PuzzleSource } from './file.ts';
import { checkString, checkWhole } from '../engine/argument-error.ts';
import { checkEntry, checkExported, checkSource } from './arguments.ts';
import { goalText } from './goal.ts';
import { puzzleTitle } from './titles.ts';

/** The CSV header: lichess's puzzle columns that our puzzles have. */
export const PUZZLE_CSV_HEADER = 'PuzzleId,FEN,Moves,Rating,Themes,GameUrl';

/**
 * The site's page of a source game at the puzzle's ply, or undefined when the site has no page
 * for it (a composed puzzle; a file not directly in `games/`). `siteUrl` is where the site is
 * published (`https://example.org/bashni/`, or a path such as `/`); `gamesInFile` is how many
 * games the source file holds. The address follows the site's rule (site/src/lib/collections.ts):
 * `games/NAME.pdn` is the page `games/name/` when it holds one game, else `games/name-N/` for its
 * game N, NAME lower-cased with every run of other characters than a-z, 0-9 and `-` made one `-`;
 * `#P` opens the position after P plies of the main line (none for the start).
 */
export function sourceGameUrl(source: PuzzleSource, siteUrl: string, gamesInFile: number): string | undefined {
  checkSource(source, 'sourceGameUrl');
  checkString(siteUrl, 'sourceGameUrl', 'the site address (a string)');
  checkWhole(gamesInFile, 'sourceGameUrl', 'gamesInFile', 0);
  const name = pageFile(source);
  if (name === undefined || source.kind !== 'game') return undefined;
  return `${siteUrl.endsWith('/') ? siteUrl : siteUrl + '/'}games/${pageSlug(name, source.game, gamesInFile)}/${source.ply > 0 ? `#${source.ply}` : ''}`;
}

/** The site's page name of game `game` (1-based) of the file `name` in `games/` holding `gamesInFile` games (see sourceGameUrl). */
export function gamePageSlug(name: string, game: number, gamesInFile: number): string {
  checkString(name, 'gamePageSlug', 'a file name (a string)');
  checkWhole(game, 'gamePageSlug', 'game', 1);
  checkWhole(gamesInFile, 'gamePageSlug', 'gamesInFile', 0);
  return pageSlug(name, game, gamesInFile);
}

function pageSlug(name: string, game: number, gamesInFile: number): string {
  const base = name
    .replace(/\.pdn$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return gamesInFile > 1 ? `${base}-${game}` : base;
}

/** The file name of a source game the site makes a page for (a `.pdn` file directly in `games/`), else undefined. */
export function gamePageFile(source: PuzzleSource): string | undefined {
  return pageFile(checkSource(source, 'gamePageFile'));
}

function pageFile(source: PuzzleSource): string | undefined {
  if (source.kind !== 'game') return undefined;
  const m = /^games\/([^/\\]+\.pdn)$/i.exec(source.file);
  return m ? m[1] : undefined;
}

/** One exported puzzle: every field of the puzzle as written, both titles and the source game's page. */
export interface ExportedPuzzle {
  readonly id: string;
  readonly title: { readonly en: string; readonly ru: string };
  readonly variant: string;
  readonly fen: string;
  /** `win`, `material N`, `capture-path N`. */
  readonly goal: string;
  readonly solution: readonly string[];
  readonly rating: number;
  readonly difficulty: number;
  readonly themes: readonly string[];
  readonly source: PuzzleSource;
  readonly note?: string;
  /** The site's page of the source game at the puzzle's ply; null when there is none. */
  readonly gameUrl: string | null;
}

/** A puzzle read from a file, with the address of its source game's page (undefined: none). */
export function exportedPuzzle(entry: PuzzleEntry, gameUrl: string | undefined): ExportedPuzzle {
  checkEntry(entry, 'exportedPuzzle');
  if (gameUrl !== undefined) checkString(gameUrl, 'exportedPuzzle', "the source game's page address (a string or undefined)");
  const spec = entry.spec;
  return {
    id: spec.id,
    title: { en: puzzleTitle(spec, 'en'), ru: puzzleTitle(spec, 'ru') },
    variant: spec.variant,
    fen: spec.fen,
    goal: goalText(spec.goal),
    solution: spec.solution,
    rating: spec.rating,
    difficulty: spec.difficulty,
    themes: spec.themes,
    source: spec.source,
    ...(spec.note ? { note: spec.note } : {}),
    gameUrl: gameUrl ?? null,
  };
}

/** A CSV field as RFC 4180 writes it: in double quotes (inner ones doubled) when it holds a comma, a quote or a line break. */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV: the header, then one line per puzzle (lines end in LF). */
export function puzzlesCsv(puzzles: readonly ExportedPuzzle[]): string {
  checkExported(puzzles, 'puzzlesCsv');
  const lines = [PUZZLE_CSV_HEADER];
  for (const p of puzzles) lines.push([p.id, p.fen, p.solution.join(' '), String(p.rating), p.themes.join(' '), p.gameUrl ?? ''].map(csvField).join(','));
  return lines.join('\n') + '\n';
}

/** The JSON: an array of the exported puzzles. */
export function puzzlesJson(puzzles: readonly ExportedPuzzle[]): string {
  checkExported(puzzles, 'puzzlesJson');
  return JSON.stringify(puzzles, null, 2) + '\n';
}
