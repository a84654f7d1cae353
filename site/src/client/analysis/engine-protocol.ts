// The messages between the analysis page (analysis-engine.ts) and its engine worker
// (engine-worker.ts). One worker runs one search: the page stops a search by terminating the
// worker and starts the next in a fresh one, so a search never has to look for a stop message.
import type { AnalysisInfo, AnalysisRequest } from './engine-analysis.ts';

export type EngineRequest = AnalysisRequest;

export type EngineReply =
  /** A finished depth: the search goes on. */
  | { readonly kind: 'info'; readonly info: AnalysisInfo }
  /** The search reached its time or depth limit: the last info. */
  | { readonly kind: 'done'; readonly info: AnalysisInfo }
  /** The FEN did not read (the engine's code and message). */
  | { readonly kind: 'error'; readonly code: string; readonly message: string };
