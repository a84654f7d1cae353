// vitest globalSetup: the command's bundle (what the package ships as dist/cli/bashni.js, with its
// worker and chunks), built once per run into a temporary folder by scripts/build.ts's own esbuild
// step, for the tests that need the command as a real process (pipes, a terminal, signals,
// ulimit, worker threads, what a start loads). Its folder is passed to them with `provide`
// (read with `inject('bashniBundle')`, test/records/cli.ts) and removed at teardown.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleCli } from '../../scripts/build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the built command: bashni.js, bashni-worker.js, chunks/, and meta.json (esbuild's metafile). */
    bashniBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'bashni-bundle-'));
  const metafile = await bundleCli(dir);
  writeFileSync(join(dir, 'meta.json'), JSON.stringify(metafile));
  project.provide('bashniBundle', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
