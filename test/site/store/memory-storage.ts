// A browser storage over a Map for the site's store tests (the stores take any KeptStorage).
import type { KeptStorage } from '../../../site/src/client/store/browser-store.ts';

/** A storage holding `texts`; `full` refuses every write as a full localStorage does. `map` shows what was kept. */
export function memoryStorage(texts: Record<string, string> = {}, full = false): KeptStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(texts));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}
