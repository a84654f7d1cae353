// The progress file (site/src/client/train/progress-file.ts): what one browser saves, another reads.
import { afterEach, describe, expect, it } from 'vitest';
import { progressFile, readProgressFile } from '../../../site/src/client/train/progress-file.ts';
import { loadTrain } from '../../../site/src/client/train/train-store.ts';
import { loadProgress } from '../../../site/src/client/puzzle/progress.ts';
import { loadLearnProgress } from '../../../site/src/client/learn/learn-progress.ts';

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
    expect(readProgressFile('{"format":"other"}')).toEqual({ kind: 'not-progress' });
    expect(readProgressFile('not json')).toEqual({ kind: 'not-progress' });
    expect(readProgressFile('[]')).toEqual({ kind: 'not-progress' });
    expect(localStorage.length).toBe(0);
    expect(readProgressFile(file)).toEqual({ kind: 'taken', dropped: 0 });
    expect(JSON.parse(localStorage.getItem('bashni:train:v1')!).player.rating).toBe(1612);
    expect(JSON.parse(localStorage.getItem('bashni:learn:v1')!)['men-move'].stages).toBe(3);
    expect(localStorage.getItem('bashni:puzzles:v1')).toContain('lv-g1-p33');
    expect(localStorage.getItem('bashni:theme')).toBeNull();
  });

  it('a file whose parts do not fit their shapes: what fits is taken, the rest left out and counted; the trainer then works (issue 47 point 6)', () => {
    global.localStorage = storage();
    // the reported file: a rating with no deviation, themes as a string, results null
    const read = readProgressFile('{"format":"bashni-progress","version":1,"data":{"bashni:train:v1":{"player":{"rating":1500},"themes":"short","results":null}}}');
    expect(read).toEqual({ kind: 'taken', dropped: 3 });
    const train = loadTrain();
    expect(train.player).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    expect(train.themes).toEqual([]);
    expect(Object.keys(train.results)).toEqual([]);
    // a deviation that is not a number, a rating out of any range: the start rating, never NaN or 1e+308
    for (const player of [
      { rating: 1600, rd: 'x', vol: 0.06 },
      { rating: 1e308, rd: 80, vol: 0.06 },
      { rating: null, rd: 80, vol: 0.06 },
    ]) {
      expect(readProgressFile(JSON.stringify({ format: 'bashni-progress', version: 1, data: { 'bashni:train:v1': { player } } }))).toEqual({ kind: 'taken', dropped: 1 });
      expect(loadTrain().player).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    }
    // entries that fit are kept beside those that do not; a part this version does not know is counted
    const mixed = {
      'bashni:puzzles:v1': { 'p-1': { solved: '2026-12-02T00:00:00.000Z' }, 'p-2': { solved: 'yesterday' }, __proto__x: { solved: '2026-12-02' }, 'p-3': 5 },
      'bashni:learn:v1': { 'men-move': { stages: 2 }, kings: { stages: -1 }, capture: { stages: 1, done: 'x' } },
      'bashni:other:v1': {},
    };
    expect(readProgressFile(JSON.stringify({ format: 'bashni-progress', version: 1, data: mixed }))).toEqual({ kind: 'taken', dropped: 6 });
    expect(Object.keys(loadProgress())).toEqual(['p-1']);
    expect({ ...loadLearnProgress() }).toEqual({ 'men-move': { stages: 2 }, capture: { stages: 1 } });
    // a storage that refuses: said, nothing thrown
    global.localStorage = {
      ...storage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(readProgressFile(JSON.stringify({ format: 'bashni-progress', version: 1, data: mixed }))).toEqual({ kind: 'not-kept' });
  });
});
