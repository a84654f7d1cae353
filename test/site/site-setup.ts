// vitest globalSetup: the folder the run's built site is made in (test/site/site-run.ts), passed to
// the files of the built site's tests with `provide` (read with `inject('siteRun')`) and removed at
// teardown, and the folder of the run's marks of who runs which part (built-site-parts.ts). Nothing is built here: the first of those files to start builds into the folder
// while the other worker runs other files, and the other file of the built site waits for it.
//
// For development only (never set by `npm test`): BASHNI_TEST_SITE_RUN=<folder> makes the run use
// that folder and keep it; a run finds there the check and the build of an earlier run with the
// same variable and reuses them (no check, no build: `rm -r` the folder after changing the site
// or the collection).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of the built site: the check's findings and solves, the build, the marks of who builds and when it is done. */
    siteRun: string;
    /** The run's marks of which file of the built site's tests took which part (built-site-parts.ts), new in every run. */
    siteParts: string;
  }
}

export default function setup(project: TestProject): () => void {
  const kept = process.env.BASHNI_TEST_SITE_RUN;
  const dir = kept ? resolve(kept) : mkdtempSync(join(tmpdir(), 'bashni-site-run-'));
  mkdirSync(dir, { recursive: true });
  project.provide('siteRun', dir);
  const parts = mkdtempSync(join(tmpdir(), 'bashni-site-parts-'));
  project.provide('siteParts', parts);
  return () => {
    if (!kept) rmSync(dir, { recursive: true, force: true });
    rmSync(parts, { recursive: true, force: true });
  };
}
