#!/usr/bin/env node
// The `bashni` command: run the TypeScript sources directly through tsx, so a fresh clone
// needs only `npm ci` (no build step).
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
