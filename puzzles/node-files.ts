// Node only: the puzzle collection's files on disk, for the two readers that run in Node, the
// `bashni` command (cli/puzzles.ts) and the site's build (site/src/lib/collections.ts). The
// walker that lists a folder's puzzle files (skipping, with a note, what it should not read), and
// the confined reading of a mined puzzle's source game file that the collection check is given
// (CollectionCheck's `readSource`, puzzles/check.ts). Not part of the `bashni/puzzles` entry,
// which stays browser-safe; the one file of puzzles/ that lint lets use Node (docs/architecture.md).
import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { decodePdn } from '../grammar/decode.ts';
import { excerpt } from '../grammar/problem.ts';
import type { ReadSource } from './check.ts';

const isYaml = (name: string): boolean => /\.ya?ml$/i.test(name);

/** A path as given, resolved against `cwd` (`-`, standard input, stays `-`). */
const pathIn = (cwd: string, path: string): string => (path === '-' ? path : resolve(cwd, path));

export interface PuzzleWalkOptions {
  /** The directory relative paths start from (default: the current directory). */
  readonly cwd?: string;
  /** Told each entry skipped, as `PATH: skipped: why`. */
  readonly note?: (text: string) => void;
  /** Told a path given that cannot be read (it does not exist); throw to stop, return to go on. Default: throws the error. */
  readonly missing?: (path: string, error: unknown) => void;
}

/**
 * Every *.yaml / *.yml file under the given files or directories (relative to `cwd`), sorted;
 * named as given. What a directory holds never stops the walk: it skips, with a note, what it
 * cannot or should not read there (a dangling link such as Emacs's lock file `.#composed.yaml`, a
 * hidden YAML file, a link to a directory: links to directories are not followed, so a link loop
 * or `/proc/self/root` cannot send it round or across the whole disk, an entry that vanishes or
 * cannot be listed: /proc), and a directory it has already walked (a loop through a bind mount)
 * by device and inode. A path given that cannot be read goes to `missing`.
 */
export function puzzleFiles(paths: readonly string[], opts: PuzzleWalkOptions = {}): string[] {
  const cwd = opts.cwd ?? process.cwd();
  const note = opts.note ?? (() => {});
  const out: string[] = [];
  const seen = new Set<string>();
  const skip = (p: string, why: string): void => note(`${p}: skipped: ${why}`);
  const walkDir = (p: string, dev: number, ino: number): void => {
    const key = `${dev}:${ino}`;
    if (seen.has(key)) return skip(p, 'a directory already walked (a loop)');
    seen.add(key);
    let names: string[];
    try {
      names = readdirSync(pathIn(cwd, p)).sort();
    } catch (e) {
      return skip(p, `cannot list: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    for (const name of names) {
      const q = join(p, name);
      let link;
      try {
        link = lstatSync(pathIn(cwd, q));
      } catch {
        continue; // gone since the listing (/proc)
      }
      let st = link;
      if (link.isSymbolicLink()) {
        try {
          st = statSync(pathIn(cwd, q));
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (isYaml(name)) skip(q, code === 'ELOOP' ? 'a link loop' : code === 'ENOENT' ? 'a dangling link' : `cannot read: ${code ?? String(e)}`);
          continue;
        }
        if (st.isDirectory()) {
          skip(q, 'a link to a directory (not followed)');
          continue;
        }
      }
      if (st.isDirectory()) {
        if (!name.startsWith('.')) walkDir(q, st.dev, st.ino);
      } else if (isYaml(name)) {
        if (name.startsWith('.')) skip(q, 'a hidden file');
        else if (!st.isFile()) skip(q, 'not a regular file');
        else out.push(q);
      }
    }
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(pathIn(cwd, p));
    } catch (e) {
      if (opts.missing) opts.missing(p, e);
      else throw e;
      continue;
    }
    if (st.isDirectory()) walkDir(p, st.dev, st.ino);
    else out.push(p);
  }
  return out;
}

/** Largest source game file read; a larger one is a PUZZLE_BAD_SOURCE (as is anything but a regular file). */
const MAX_SOURCE_BYTES = 64 << 20;

/** True when `path` is `root` or inside it (both absolute and resolved). */
function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

/**
 * Where a puzzle's `source.file` is, confined to the collection: a relative path without `..`
 * going up, found under one of the roots (in order), not leaving it through a link, a regular
 * file. The path, or why not (a PUZZLE_BAD_SOURCE message, quoting at most an excerpt of the name).
 */
export function resolveSourceFile(source: string, roots: readonly string[]): { path: string } | { problem: string } {
  const shown = excerpt(source);
  if (isAbsolute(source) || /^[a-zA-Z]:|^[\\/]/.test(source)) return { problem: `source file ${shown} must be a path relative to the collection's root, not an absolute path` };
  const norm = normalize(source);
  if (norm === '..' || norm.startsWith('..' + sep) || norm.startsWith('../')) return { problem: `source file ${shown} is outside the collection's root` };
  for (const root of roots) {
    const path = resolve(root, norm);
    try {
      lstatSync(path);
    } catch {
      continue; // not under this root
    }
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      return { problem: `source file ${shown} is a link to nothing` };
    }
    let realRoot: string;
    try {
      realRoot = realpathSync(root);
    } catch {
      realRoot = resolve(root);
    }
    if (!inside(realRoot, real)) return { problem: `source file ${shown} leads outside the collection's root (a link)` };
    return { path: real };
  }
  return { problem: `source file ${shown} does not exist` };
}

/** The text of a source game file: a regular file of at most MAX_SOURCE_BYTES, decoded as the CLI decodes PDN, or why not. */
function readSourceText(path: string, source: string): string | { problem: string } {
  const shown = excerpt(source);
  let fd: number;
  try {
    // never blocks: a FIFO is refused before it is opened (and O_NONBLOCK if it appears meanwhile)
    if (!statSync(path).isFile()) return { problem: `source file ${shown} is ${statSync(path).isDirectory() ? 'a directory' : 'not a regular file'}` };
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return { problem: `source file ${shown} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { problem: `source file ${shown} is a directory` };
    if (!st.isFile()) return { problem: `source file ${shown} is not a regular file` };
    if (st.size > MAX_SOURCE_BYTES) return { problem: `source file ${shown} is larger than the limit of ${MAX_SOURCE_BYTES >> 20} MB` };
    // read at most the limit (plus one byte, to see a file that grew)
    const buf = Buffer.allocUnsafe(Math.min(st.size, MAX_SOURCE_BYTES) + 1);
    let n = 0;
    for (;;) {
      const k = readSync(fd, buf, n, buf.length - n, null);
      if (k === 0) break;
      n += k;
      if (n === buf.length) break;
    }
    if (n > MAX_SOURCE_BYTES) return { problem: `source file ${shown} is larger than the limit of ${MAX_SOURCE_BYTES >> 20} MB` };
    return decodePdn(buf.subarray(0, n)).text;
  } catch (e) {
    return { problem: `source file ${shown} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the source files of a puzzle file's puzzles are looked for, in order: only `root` when
 * given, else the current directory, then the collection's root (the directory above the
 * puzzle file's: `puzzles/x.yaml` -> `games/x.pdn`).
 */
export function sourceRoots(puzzleFile: string, root?: string, cwd: string = process.cwd()): string[] {
  return root !== undefined ? [resolve(cwd, root)] : [cwd, resolve(cwd, dirname(puzzleFile), '..')];
}

export interface SourceReaderOptions {
  /**
   * The directory source files are read from (`source.file` is relative to it and may not leave
   * it). Default: the current directory, else the collection's root (the directory above the
   * puzzle file's, as in `puzzles/x.yaml` -> `games/x.pdn`).
   */
  readonly root?: string;
  /** The directory relative paths (puzzle files, `root`) start from: the current directory unless told. */
  readonly cwd?: string;
}

/**
 * The collection check's `readSource` on disk: `source.file` found under sourceRoots and confined
 * to it (resolveSourceFile), read as a regular file of bounded size without ever blocking (a FIFO
 * is refused) and decoded as the CLI decodes PDN; its real path names it.
 */
export function sourceReader(opts: SourceReaderOptions = {}): ReadSource {
  const cwd = opts.cwd ?? process.cwd();
  return (source, puzzleFile) => {
    const found = resolveSourceFile(source, sourceRoots(puzzleFile, opts.root, cwd));
    if ('problem' in found) return found;
    const text = readSourceText(found.path, source);
    return typeof text === 'string' ? { path: found.path, text } : text;
  };
}
