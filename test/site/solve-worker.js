// A worker thread of the test run's collection check (site-run.ts): tsx is registered in
// this thread too (a worker does not inherit the loader of vitest), then solve-worker.ts runs.
import { register } from 'tsx/esm/api';

register();
await import('./solve-worker.ts');
