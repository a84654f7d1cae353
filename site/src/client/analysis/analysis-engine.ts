// The analysis page's handle on its engine worker (engine-worker.ts): one search per worker. A new
// search or a stop terminates the running worker (a search cannot be interrupted from outside,
// and terminating is immediate); the next search starts in a fresh one.
import type { EngineReply, EngineRequest } from './engine-protocol.ts';

export class EngineRunner {
  private worker: Worker | undefined;

  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Starts a search; `onReply` hears its depths, then `done` or `error` (never anything after a stop). */
  start(req: EngineRequest, onReply: (reply: EngineReply) => void): void {
    this.stop();
    const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = (e: MessageEvent<EngineReply>) => {
      // a reply queued before this worker was stopped is not heard
      if (this.worker !== worker) return;
      if (e.data.kind !== 'info') {
        worker.terminate();
        this.worker = undefined;
      }
      onReply(e.data);
    };
    worker.onerror = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      onReply({ kind: 'error', code: 'WORKER', message: 'the engine could not start' });
    };
    worker.postMessage(req);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}
