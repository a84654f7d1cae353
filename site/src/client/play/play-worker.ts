// The play page's Web Worker: the engine chooses its move here (play-engine.ts), so the page never
// waits on a search, whatever the level. One searcher for the worker's life (its tables are still
// cleared at every search: engine/search.ts).
import { Searcher } from '../../../../engine/search.ts';
import type { EngineReply, EngineRequest } from './play-game.ts';
import { engineReply } from './play-engine.ts';

const searcher = new Searcher();

// (typed by hand: the site's typecheck uses the DOM library, not the worker one)
const scope = self as unknown as { onmessage: ((e: MessageEvent<EngineRequest>) => void) | null; postMessage(reply: EngineReply | { id: number; move: null }): void };

scope.onmessage = (e) => {
  const reply = engineReply(e.data, searcher);
  scope.postMessage(reply ?? { id: e.data.id, move: null });
};
