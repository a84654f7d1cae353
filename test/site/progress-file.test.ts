// The progress file (site/src/client/progress-file.ts): what one browser saves, another reads.
import { afterEach, describe, expect, it } from 'vitest';
import { progressFile, readProgressFile } from '../../site/src/client/progress-file.ts';

/** A localStorage of one's own (vitest runs in Node). */
function storage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

const global = globalThis as { localStorage?: Storage };
afterEach(() => {
  delete global.localStorage;
});

describe('the progress file', () => {
  it('moves puzzles, lessons and the rating from one browser to another, and refuses what is not one', () => {
    global.localStorage = storage();
    localStorage.setItem('bashni:puzzles:v1', JSON.stringify({ 'lv-g1-p33': { solved: '2026-12-02T00:00:00Z' } }));
    localStorage.setItem('bashni:learn:v1', JSON.stringify({ 'men-move': { stages: 3, done: '2026-12-02T00:00:00Z' } }));
    localStorage.setItem('bashni:train:v1', JSON.stringify({ player: { rating: 1612, rd: 80, vol: 0.06 }, results: {}, themes: [], best: 2 }));
    localStorage.setItem('bashni:theme', 'dark');
    const file = progressFile();
    global.localStorage = storage();
    expect(readProgressFile('{"format":"other"}')).toBe(false);
    expect(readProgressFile('not json')).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(readProgressFile(file)).toBe(true);
    expect(JSON.parse(localStorage.getItem('bashni:train:v1')!).player.rating).toBe(1612);
    expect(JSON.parse(localStorage.getItem('bashni:learn:v1')!)['men-move'].stages).toBe(3);
    expect(localStorage.getItem('bashni:puzzles:v1')).toContain('lv-g1-p33');
    expect(localStorage.getItem('bashni:theme')).toBeNull();
  });
});
