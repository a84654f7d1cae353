// The analysis board's engine: a Web Worker running engine-analysis.ts `analyse` (the engine's own
// search, the one `bashni annotate` runs in Node), so the page's thread never waits for a search. It
// posts each finished depth and then the last one; the page terminates it to stop.
import { analyse } from './engine-analysis.ts';
import type { EngineRequest, PostedReply } from './engine-protocol.ts';

// (typed by hand: the site's typecheck uses the DOM library, not the worker one)
const scope = self as unknown as { onmessage: ((e: MessageEvent<EngineRequest>) => void) | null; postMessage(reply: PostedReply): void };

scope.onmessage = (e) => {
  const result = analyse(e.data, (info) => scope.postMessage({ kind: 'info', info }));
  if ('error' in result) scope.postMessage({ kind: 'error', code: result.error.code, message: result.error.message });
  else scope.postMessage({ kind: 'done', info: result });
};
