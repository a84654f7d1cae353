// Helpers for the records tests: run the real `bashni` command, find the corpus.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root (where cli/bin.js lives). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** test/corpus/: the real PDN files kept in the repository (origins in its MANIFEST.md). */
export const CORPUS = fileURLToPath(new URL('../corpus/', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node cli/bin.js ARGS` (the real command), from `cwd` (default the repository root). */
export function bashni(args: readonly string[], opts: { cwd?: string; input?: string | Uint8Array } = {}): Run {
  const r = spawnSync(process.execPath, [ROOT + 'cli/bin.js', ...args], {
    cwd: opts.cwd ?? ROOT,
    input: opts.input,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', BASHNI_DEBUG: '' },
    maxBuffer: 256 << 20,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export const lastLine = (text: string): string => text.trimEnd().split('\n').pop() ?? '';
