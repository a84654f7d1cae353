#!/usr/bin/env node
// The `bashni` command from the TypeScript sources, through tsx (cli/run.ts, the process around
// cli/main.ts), with no build; the tests run cli/main.ts in process and the bundle as a process. The package's `bin` (what `npx bashni` runs, here and
// once installed) is the bundle dist/cli/bashni.js that `npm run build` makes (scripts/build.ts).
import { register } from 'tsx/esm/api';

register();
await import('./run.ts');
