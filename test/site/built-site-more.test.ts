// The other file of the built site's tests: it starts last on the worker that ran the rest of the
// suite, finds the site that built-site.test.ts built (or builds it, when run alone) and runs,
// with a Chromium of its own, the parts that file has not reached, from the end of the list
// (built-site-parts.ts). One part alone: `npx vitest run test/site/built-site -t <part>`.
import { describe, expect, it } from 'vitest';
import { siteParts } from './built-site-parts.ts';
import { runFindings } from './site-run.ts';

describe('the run', () => {
  it("is the run's one check and build, found done in the run's folder (or made here when this file runs alone)", () => {
    expect(runFindings().puzzles).toBeGreaterThan(0);
  });
});

siteParts('more');
