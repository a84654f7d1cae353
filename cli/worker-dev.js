// A worker thread of `--jobs` when the command runs from the TypeScript sources (cli/bin.js, the
// tests): tsx is registered in this thread too, then the worker itself (cli/worker.ts) is loaded.
// The bundle ships the worker compiled instead (dist/cli/bashni-worker.js, scripts/build.ts).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
