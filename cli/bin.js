#!/usr/bin/env node
// The `bashni` command from the TypeScript sources, through tsx: what the tests run, so they check
// the sources as they are, with no build. The package's `bin` (what `npx bashni` runs, here and
// once installed) is the bundle dist/cli/bashni.js that `npm run build` makes (scripts/build.ts).
import { register } from 'tsx/esm/api';

register();
await import('./run.ts');
