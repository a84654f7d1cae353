// Once per vitest run: a folder where the first browser-test file builds the site for all of
// them (harness.ts sharedSite).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const run = mkdtempSync(join(tmpdir(), 'bashni-site-run-'));
  process.env.BASHNI_SITE_RUN = run;
  return () => rmSync(run, { recursive: true, force: true });
}
