// The analysis page's handle on its engine worker (engine-worker.ts): one search per worker. A new
// search or a stop terminates the running worker (a search cannot be interrupted from outside,
// and terminating is immediate); the next search starts in a fresh one.
import { makeFen } from '../../../../engine/fen.ts';
import type { Position } from '../../../../engine/position.ts';
import { readInfo, type EngineReply, type EngineRequest, type PostedReply } from './engine-protocol.ts';

export class EngineRunner {
  private worker: Worker | undefined;

  get running(): boolean {
    return this.worker !== undefined;
  }

  /**
   * Starts a search of `pos`; `onReply` hears its depths, their moves read and checked in `pos`,
   * then `done` or `error` (never anything after a stop).
   */
  start(pos: Position, settings: Pick<EngineRequest, 'lines' | 'timeMs' | 'depth'>, onReply: (reply: EngineReply) => void): void {
    const req: EngineRequest = { fen: makeFen(pos), variant: pos.variant, ...settings };
    this.stop();
    const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
    this.worker = worker;
    worker.onmessage = (e: MessageEvent<PostedReply>) => {
      // a reply queued before this worker was stopped is not heard
      if (this.worker !== worker) return;
      const posted = e.data;
      const info = posted.kind === 'error' ? undefined : readInfo(pos, posted.info);
      if (posted.kind !== 'info' || !info) {
        worker.terminate();
        this.worker = undefined;
      }
      if (posted.kind === 'error') onReply(posted);
      else if (!info) onReply({ kind: 'error', code: 'WORKER', message: 'the engine sent a move that is not legal here' });
      else onReply({ kind: posted.kind, info });
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
