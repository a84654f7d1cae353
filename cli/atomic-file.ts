// `-o FILE` replaces FILE atomically: the output goes to a temporary file in the same directory,
// which is flushed to disk (fsync) and then renamed over FILE. Whatever goes wrong before the
// rename (a full disk, a file size limit, an error, Ctrl-C, SIGTERM, even SIGKILL) leaves the old
// FILE as it was; the temporary file is removed on every failure a process can see (SIGKILL
// leaves it behind, named `.FILE.PID.RANDOM.tmp`, and the old FILE intact).
//
// A target that exists and is not a regular file (a terminal, a FIFO, /dev/null) is written
// directly: there is nothing to replace, and renaming over a device would be wrong.
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, lstatSync, openSync, readlinkSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** Temporary files that exist now (removed on a signal or at exit if still there). */
const pending = new Set<AtomicFile>();

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let handlersInstalled = false;

/** Removes the temporary files, then dies of the same signal (the default action: exit status 128 + n). */
function onSignal(signal: NodeJS.Signals): void {
  for (const f of [...pending]) f.abort();
  uninstallHandlers();
  process.kill(process.pid, signal);
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const s of SIGNALS) process.on(s, onSignal);
}

/** Back to the default actions (a prompt Ctrl-C) once no temporary file exists. */
function uninstallHandlers(): void {
  if (!handlersInstalled) return;
  handlersInstalled = false;
  for (const s of SIGNALS) process.removeListener(s, onSignal);
}

process.on('exit', () => {
  for (const f of [...pending]) f.abort();
});

/** The file a path finally names (through symbolic links), so a link stays a link and its target is replaced. */
function finalTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    // missing, or a link to a missing file: the link's target is created (as writing through it would)
    try {
      if (lstatSync(path).isSymbolicLink()) return resolve(dirname(path), readlinkSync(path));
    } catch {
      // missing
    }
    return path;
  }
}

/** An output file being written: `write` as often as needed, then `commit` (or `abort`). */
export class AtomicFile {
  private fd: number | undefined;

  private constructor(
    /** The file replaced at commit. */
    readonly target: string,
    /** The temporary file written, or undefined when the target is written directly (not a regular file). */
    readonly temp: string | undefined,
    fd: number,
  ) {
    this.fd = fd;
  }

  /** Starts writing `path`. Throws the system error (ENOENT, EACCES ...) when the file cannot be created. */
  static open(path: string): AtomicFile {
    const target = finalTarget(path);
    let old: ReturnType<typeof statSync> | undefined;
    try {
      old = statSync(target);
    } catch {
      old = undefined;
    }
    if (old && !old.isFile()) return new AtomicFile(target, undefined, openSync(target, 'w'));
    // a file the user may not write stays protected (a rename alone would need only the directory)
    if (old) accessSync(target, constants.W_OK);
    const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    const fd = openSync(temp, 'wx', old ? old.mode & 0o7777 : 0o666);
    const file = new AtomicFile(target, temp, fd);
    pending.add(file);
    installHandlers();
    try {
      if (old) {
        // the new file keeps the old one's permissions (and owner, where allowed)
        fchmodSync(fd, old.mode & 0o7777);
        if (process.getuid?.() === 0 && (old.uid !== fstatSync(fd).uid || old.gid !== fstatSync(fd).gid)) fchownSync(fd, old.uid, old.gid);
      }
    } catch (e) {
      file.abort();
      throw e;
    }
    return file;
  }

  /** Appends text (UTF-8) or bytes. Throws the system error (ENOSPC, EFBIG ...); the caller then aborts. */
  write(text: string | Uint8Array): void {
    if (this.fd === undefined) throw new Error('write after commit or abort');
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    for (let at = 0; at < bytes.length;) at += writeSync(this.fd, bytes, at, bytes.length - at);
  }

  /** Flushes to disk and renames over the target: from now on the target is the new file. */
  commit(): void {
    const fd = this.fd;
    if (fd === undefined) throw new Error('commit after commit or abort');
    if (this.temp === undefined) {
      this.fd = undefined;
      closeSync(fd);
      return;
    }
    try {
      fsyncSync(fd);
      this.fd = undefined;
      closeSync(fd);
      renameSync(this.temp, this.target);
    } catch (e) {
      this.abort();
      throw e;
    }
    pending.delete(this);
    if (pending.size === 0) uninstallHandlers();
    syncDirectory(dirname(this.target));
  }

  /** Closes and removes the temporary file; the target stays as it was. Never throws. */
  abort(): void {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // already closed
      }
      this.fd = undefined;
    }
    if (this.temp !== undefined && pending.has(this)) {
      try {
        unlinkSync(this.temp);
      } catch {
        // already gone
      }
    }
    pending.delete(this);
    if (pending.size === 0) uninstallHandlers();
  }
}

/** Makes the rename itself durable (best effort: not every file system allows it). */
function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // not supported here: the rename is still atomic, only perhaps not yet on disk
  }
}
