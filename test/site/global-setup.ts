// Once per vitest run: a folder where the first browser-test file builds the site for all of
// them (harness.ts sharedSite), and an empty test/out/site/ so no screenshot is stale.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OUT } from './harness.ts';

export default function setup(): () => void {
  const run = mkdtempSync(join(tmpdir(), 'bashni-site-run-'));
  process.env.BASHNI_SITE_RUN = run;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  return () => rmSync(run, { recursive: true, force: true });
}
