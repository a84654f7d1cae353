// What the site keeps in a browser, read back through each store's shape (site/src/client/
// browser-store.ts, stored-shape.ts and the five stores): values that do not fit are left out and
// counted, the rest kept; a refused or full storage is no error; random JSON under every key never
// makes a reader throw or give what its page cannot use (the stored-values kind of bench/fuzz.ts).
import { describe, expect, it } from 'vitest';
import { runFuzz } from '../../../bench/fuzz.ts';
import { randomJson, readEveryStore } from '../../../bench/stored-values.ts';
import { rng } from '../../../engine/random.ts';
import { readKept, STORE_KEYS, writeKept, type KeptStorage } from '../../../site/src/client/store/browser-store.ts';
import { learnShape, loadLearnProgress, saveLearnProgress } from '../../../site/src/client/learn/learn-progress.ts';
import { gameShape, readGame, readSettings, settingsShape } from '../../../site/src/client/play/play-store.ts';
import { loadProgress, markSolved, progressShape } from '../../../site/src/client/puzzle/progress.ts';
import { readThemeChoice, themeShape } from '../../../site/src/client/page/theme-choice.ts';
import { loadTrain, saveTrain, trainShape } from '../../../site/src/client/train/train-store.ts';
import type { Check } from '../../../site/src/client/store/stored-shape.ts';
import { historyShape } from '../../../site/src/client/puzzle/history.ts';
import { stormShape } from '../../../site/src/client/storm/storm-store.ts';
import { soundShape } from '../../../site/src/client/board/move-sound.ts';
import { memoryStorage } from './memory-storage.ts';

const check = <T>(shape: Check<T>, value: unknown) => {
  const drops = { count: 0 };
  return { value: shape(value, drops), dropped: drops.count };
};

describe("each store's shape", () => {
  it('puzzles solved: entries with a date kept, others left out and counted; the table has no prototype', () => {
    const v = check(
      progressShape,
      JSON.parse(
        '{"p-1":{"solved":"2026-12-02T00:00:00.000Z","mistake":true},"p-2":{"solved":5},"__proto__":{"solved":"2026-12-02"},"p-3":{"solved":"2026-12-02","extra":1},"p-4":{"solved":"2026-12-02","mistake":false}}',
      ),
    );
    // p-2's date, __proto__ (no id), p-3's extra field, p-4's mistake that is not true
    expect(v.dropped).toBe(4);
    expect({ ...v.value }).toEqual({ 'p-1': { solved: '2026-12-02T00:00:00.000Z', mistake: true }, 'p-3': { solved: '2026-12-02' }, 'p-4': { solved: '2026-12-02' } });
    // nothing the table does not hold is found in it
    expect(Object.getPrototypeOf(v.value)).toBeNull();
    expect(v.value!['constructor']).toBeUndefined();
    expect(Reflect.get(v.value!, 'toString')).toBeUndefined();
    expect(check(progressShape, []).value).toBeUndefined();
    expect(check(progressShape, 'x').value).toBeUndefined();
  });

  it('lessons: whole stage counts kept, a negative or fractional count or a bad date left out', () => {
    const v = check(learnShape, { a: { stages: 2, done: '2026-12-02T00:00:00.000Z' }, b: { stages: -1 }, c: { stages: 1.5 }, d: { stages: 1, done: 'never' } });
    expect({ ...v.value }).toEqual({ a: { stages: 2, done: '2026-12-02T00:00:00.000Z' }, d: { stages: 1 } });
    expect(v.dropped).toBe(3);
  });

  it('the trainer: the reported state, a NaN deviation and a 1e308 rating give the start rating; themes and results that fit are kept', () => {
    const reported = check(trainShape, { player: { rating: 1500 }, themes: 'short', results: null });
    expect(reported.value!.player).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    expect(reported.value!.themes).toEqual([]);
    expect(reported.dropped).toBe(3);
    for (const player of [
      { rating: 1600, rd: 'x', vol: 0.06 },
      { rating: 1e308, rd: 80, vol: 0.06 },
    ])
      expect(check(trainShape, { player }).value!.player).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
    const kept = check(trainShape, {
      player: { rating: 1612, rd: 80, vol: 0.06 },
      results: { a: { solved: true, date: '2026-12-02' }, b: { solved: 'yes', date: '2026-12-02' } },
      themes: ['capture-path', 7, 'Constructor'],
      streak: { ids: ['a', 5], over: false, last: 'x' },
      best: 3,
    });
    expect(kept.value).toMatchObject({ player: { rating: 1612 }, themes: ['capture-path'], streak: { ids: ['a'], over: false }, best: 3 });
    expect(Object.keys(kept.value!.results)).toEqual(['a']);
    expect(kept.dropped).toBe(5);
  });

  it('the play page: settings and a game of the right shape; anything else none', () => {
    expect(check(settingsShape, { side: 'black', variant: 'chess', level: 'expert' }).value).toEqual({ side: 'black', level: 'expert' });
    const game = { fen: 'W:Wc3:Bd4', variant: 'bashni', user: 'white', level: 'beginner', moves: ['c3:e5'] };
    expect(check(gameShape, { game, source: '' }).value).toEqual({ game, source: '' });
    for (const bad of [{ game: { ...game, moves: 'c3:e5' } }, { game: { ...game, user: 'red' } }, { game: null }, { game: { ...game, fen: 5 } }]) expect(check(gameShape, bad).value).toBeUndefined();
  });

  it('the colour scheme: dark or light; anything else is forgotten', () => {
    expect(check(themeShape, 'dark').value).toBe('dark');
    const s = memoryStorage({ [STORE_KEYS.theme]: 'purple' });
    expect(readThemeChoice(s)).toBeUndefined();
    expect(s.map.has(STORE_KEYS.theme)).toBe(false);
  });
});

describe('the stores over a storage', () => {
  it('a stored value that does not fit is read without it, and what fits is written back (said once)', () => {
    const s = memoryStorage({ [STORE_KEYS.train]: JSON.stringify({ player: { rating: 1500 }, themes: 'short', results: null, best: 4 }) });
    expect(loadTrain(s)).toMatchObject({ player: { rating: 1500, rd: 350 }, themes: [], best: 4 });
    expect(JSON.parse(s.map.get(STORE_KEYS.train)!)).toEqual({ player: { rating: 1500, rd: 350, vol: 0.06 }, results: {}, themes: [], best: 4 });
    expect(readKept(STORE_KEYS.train, trainShape, s).dropped).toBe(0);
  });

  it('text that is not JSON counts as one value dropped; nothing kept is none', () => {
    expect(readKept(STORE_KEYS.puzzles, progressShape, memoryStorage({ [STORE_KEYS.puzzles]: '{not json' }))).toEqual({ value: undefined, dropped: 1 });
    expect(readKept(STORE_KEYS.puzzles, progressShape, memoryStorage())).toEqual({ value: undefined, dropped: 0 });
    expect(readKept(STORE_KEYS.puzzles, progressShape, undefined)).toEqual({ value: undefined, dropped: 0 });
  });

  it('a full or refused storage: every write says false, nothing throws, the readers give fresh values', () => {
    const full = memoryStorage({}, true);
    expect(writeKept(STORE_KEYS.learn, {}, full)).toBe(false);
    expect(writeKept(STORE_KEYS.learn, {}, undefined)).toBe(false);
    expect(() => markSolved('p-1', false, full)).not.toThrow();
    expect(() => saveLearnProgress('men-move', 1, 3, full)).not.toThrow();
    expect(() => saveTrain(loadTrain(full), full)).not.toThrow();
    expect(Object.keys(loadProgress(full))).toEqual([]);
    expect(Object.keys(loadLearnProgress(full))).toEqual([]);
    const refused: KeptStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(loadTrain(refused).player.rating).toBe(1500);
    expect(readSettings(refused)).toEqual({});
    expect(readGame(refused)).toBeUndefined();
    expect(readThemeChoice(refused)).toBeUndefined();
  });

  it('a solve is kept in a table without a prototype; a clean solve replaces one with a mistake, never the other way', () => {
    const s = memoryStorage();
    markSolved('constructor', false, s);
    expect(Object.hasOwn(loadProgress(s), 'constructor')).toBe(true);
    expect(Reflect.get(loadProgress(s), 'toString')).toBeUndefined();
    markSolved('p-1', true, s);
    expect(loadProgress(s)['p-1']!.mistake).toBe(true);
    markSolved('p-1', false, s);
    markSolved('p-1', true, s);
    expect(loadProgress(s)['p-1']!.mistake).toBeUndefined();
  });
});

describe('random JSON into every store', () => {
  it('2,000 random values under every key (and as progress files): no reader throws or gives what its page cannot use', () => {
    const stats = runFuzz({ kind: 'stored-values', count: 2000, seed: 20261205 });
    expect(stats.failures).toEqual([]);
    expect(stats.exceptions).toBe(0);
  }, 120_000);

  it('each shape over wholly random JSON never throws', () => {
    const random = rng(47);
    for (let i = 0; i < 1500; i++) {
      const v = randomJson(random, 4);
      for (const shape of [progressShape, learnShape, trainShape, settingsShape, gameShape, themeShape, historyShape, stormShape, soundShape] as Check<unknown>[])
        expect(() => check(shape, v)).not.toThrow();
    }
    // the readers' own checks (readEveryStore throws on what a page cannot use)
    expect(() => readEveryStore(JSON.stringify({ [STORE_KEYS.train]: JSON.stringify({ player: { rating: 1500 }, themes: 'short', results: null }) }))).not.toThrow();
  });
});
