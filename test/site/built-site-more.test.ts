// The other file of the built site's tests (built-site-parts.ts says which parts it runs): it
// starts last on the worker that ran the rest of the suite, finds the site that built-site.test.ts
// built (or builds it, when run alone) and runs its parts with a Chromium of its own beside that
// file's parts. One part alone: `npx vitest run test/site/built-site -t <part>`.
import { siteParts } from './built-site-parts.ts';

siteParts('more');
