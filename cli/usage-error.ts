// Usage errors: a problem the user caused ends in one line on standard error and exit 2, never a
// stack trace; system call failures in words, long paths elided.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { safeName } from './terminal-text.ts';

/**
 * A problem the user caused (bad flag, unreadable file, bad FEN): one line on stderr, exit 2.
 * The message is made terminal-safe here, line breaks included (it may quote a file name or a
 * value from the input, and a name holding a line break would print a forged line).
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(safeName(message));
  }
}

/** Why a system call failed, in words (`no space left on device`), for one-line messages. */
export function errnoText(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EFBIG':
      return 'file too large';
    case 'EROFS':
      return 'read-only file system';
    case 'EIO':
      return 'input/output error';
    case 'EPIPE':
      return 'broken pipe';
    case 'ENAMETOOLONG':
      return 'file name too long';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    case 'ENXIO':
      return 'no such device or address';
    default:
      // the system's own words quote the path: a long one elided
      return String((e as Error)?.message ?? e).replace(/'[^']{121,}'/g, (quoted) => `'${shortPath(quoted.slice(1, -1))}'`);
  }
}

/** Longest path a message quotes whole; a longer one keeps its start and end (the file's name). */
const PATH_CHARS = 120;

/**
 * A path as a message quotes it: whole up to PATH_CHARS characters, else its middle elided
 * (`/very/long/…/name.pdn`), so that a 4 KB path (or the system's message quoting one) never
 * makes a line of kilobytes.
 */
export function shortPath(path: string): string {
  if (path.length <= PATH_CHARS) return path;
  const half = (PATH_CHARS - 1) >> 1;
  return `${path.slice(0, half)}…${path.slice(-half)}`;
}

/** The one-line usage error for an input that cannot be read (`PATH: cannot read: no such file`). */
export function cannotRead(path: string, e: unknown): UsageError {
  return new UsageError(`${shortPath(path)}: cannot read: ${errnoText(e)}`);
}

/** The one-line usage error for an output that cannot be written (`PATH: cannot write: no space left on device`). */
export function cannotWrite(path: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException)?.code;
  return new UsageError(`${shortPath(path)}: cannot write: ${code === 'ENOENT' ? missingText(path) : errnoText(e)}`);
}

/**
 * ENOENT on writing: the directory is missing, or it is there and files cannot be made in it
 * (/proc: `-o /proc/version`, whose temporary file beside it cannot be created).
 */
function missingText(path: string): string {
  try {
    return statSync(dirname(resolve(path))).isDirectory() ? `cannot create a file in ${shortPath(dirname(path))}` : 'no such directory';
  } catch {
    return 'no such directory';
  }
}
