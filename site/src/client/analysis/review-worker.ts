// The whole-game analysis's Web Worker (review-analysis.ts reviewLine: `bashni annotate`'s search
// over every position of the main line), so the page never waits for it. It posts its progress
// after each position and then every ply's verdict; the page terminates it to cancel.
import { reviewLine, type ReviewReply, type ReviewRequest } from './review-analysis.ts';

// (typed by hand: the site's typecheck uses the DOM library, not the worker one)
const scope = self as unknown as { onmessage: ((e: MessageEvent<ReviewRequest>) => void) | null; postMessage(reply: ReviewReply): void };

scope.onmessage = (e) => {
  const result = reviewLine(e.data, (done, total) => scope.postMessage({ kind: 'progress', done, total }));
  scope.postMessage('error' in result ? { kind: 'error', message: result.error } : { kind: 'done', plies: result });
};
