// What the storm, the history and the move sounds keep (site/src/client/puzzle/history.ts,
// storm/storm-store.ts, board/move-sound.ts), on a Map's storage as browser-store.ts reads it:
// the shapes, the history's bound, the failed puzzles to replay, the best score, the sound
// choice, and which sound a move makes (on real engine positions).
import { describe, expect, it } from 'vitest';
import { parseFen } from '../../../engine/fen.ts';
import { parseMove } from '../../../engine/notation.ts';
import { STORE_KEYS } from '../../../site/src/client/store/browser-store.ts';
import { HISTORY_MAX, historyShape, loadHistory, recordPlayed, type PlayedPuzzle } from '../../../site/src/client/puzzle/history.ts';
import { failedToReplay } from '../../../site/src/client/train/history-list.ts';
import { keepStormScore, loadStorm } from '../../../site/src/client/storm/storm-store.ts';
import { moveSoundKind, soundsOn, toggleSounds } from '../../../site/src/client/board/move-sound.ts';
import { memoryStorage } from '../store/memory-storage.ts';

const at = '2026-12-05T20:00:00.000Z';
const entry = (id: string, solved: boolean, extra: Partial<PlayedPuzzle> = {}): PlayedPuzzle => ({ id, solved, at, mode: 'puzzle', ...extra });

describe('the puzzle history', () => {
  it('keeps entries in order, rated ones with their rating change, and only the last 500', () => {
    const s = memoryStorage();
    recordPlayed([entry('composed-1', true, { mode: 'rated', rating: 1541, change: 41 })], s);
    recordPlayed([entry('lv-g1-p33', false, { mode: 'storm' }), entry('lv-g1-p34', true, { mode: 'storm' })], s);
    expect(loadHistory(s).map((e) => [e.id, e.solved, e.mode])).toEqual([
      ['composed-1', true, 'rated'],
      ['lv-g1-p33', false, 'storm'],
      ['lv-g1-p34', true, 'storm'],
    ]);
    expect(loadHistory(s)[0]).toMatchObject({ rating: 1541, change: 41 });
    recordPlayed(
      Array.from({ length: HISTORY_MAX }, (_, i) => entry(`p-${i}`, i % 2 === 0)),
      s,
    );
    const kept = loadHistory(s);
    expect(kept).toHaveLength(HISTORY_MAX);
    expect(kept[0]!.id).toBe('p-0');
    expect(kept.at(-1)!.id).toBe(`p-${HISTORY_MAX - 1}`);
  });

  it('leaves out entries that do not fit (bad id, date, mode or rating), keeps the rest', () => {
    const drops = { count: 0 };
    const v = historyShape(
      [
        entry('ok-1', true),
        { ...entry('__proto__', true) },
        { ...entry('ok-2', false), at: 'yesterday' },
        { ...entry('ok-3', true), mode: 'blitz' },
        { ...entry('ok-4', true), rating: 1e308 },
        'x',
        entry('ok-5', false),
      ],
      drops,
    );
    expect(v!.map((e) => e.id)).toEqual(['ok-1', 'ok-4', 'ok-5']);
    expect(v![1]!.rating).toBeUndefined();
    expect(drops.count).toBe(5);
    expect(historyShape({ not: 'a list' }, { count: 0 })).toBeUndefined();
    // unreadable text: an empty history, never a throw
    expect(loadHistory(memoryStorage({ [STORE_KEYS.history]: '{not json' }))).toEqual([]);
  });

  it('lists to replay the puzzles failed on their last play, newest first', () => {
    const h = [entry('a', false), entry('b', false), entry('c', true), entry('a', true), entry('c', false), entry('d', false)];
    expect(failedToReplay(h)).toEqual(['d', 'c', 'b']);
    expect(failedToReplay([])).toEqual([]);
  });
});

describe('the storm best score', () => {
  it('keeps the best and counts the runs; a lower score is no new best', () => {
    const s = memoryStorage();
    expect(loadStorm(s)).toEqual({ best: 0, runs: 0 });
    expect(keepStormScore(7, new Date(at), s)).toBe(true);
    expect(keepStormScore(5, new Date(at), s)).toBe(false);
    expect(loadStorm(s)).toEqual({ best: 7, date: at, runs: 2 });
    expect(loadStorm(memoryStorage({ [STORE_KEYS.storm]: JSON.stringify({ best: -3, runs: 1 }) }))).toEqual({ best: 0, runs: 0 });
    expect(loadStorm(memoryStorage({ [STORE_KEYS.storm]: JSON.stringify({ best: 1.5, runs: 'x' }) }))).toEqual({ best: 0, runs: 0 });
  });
});

describe('move sounds', () => {
  it('are on by default and for anything kept but "off"; the toggle flips and keeps the choice as text', () => {
    const s = memoryStorage();
    expect(soundsOn(s)).toBe(true);
    expect(toggleSounds(s)).toBe(false);
    expect(s.map.get(STORE_KEYS.sound)).toBe('off');
    expect(soundsOn(s)).toBe(false);
    expect(toggleSounds(s)).toBe(true);
    expect(s.map.get(STORE_KEYS.sound)).toBe('on');
    expect(soundsOn(memoryStorage({ [STORE_KEYS.sound]: 'loud' }))).toBe(true);
  });

  it('tell a quiet move, a capture and a promotion apart (real positions)', () => {
    const kindOf = (fen: string, text: string) => {
      const pos = parseFen(fen, 'bashni');
      if (!pos.ok) throw new Error(pos.error.message);
      const m = parseMove(pos.value, text);
      if (!m.ok) throw new Error(text);
      const to = m.value.path.at(-1)!;
      return moveSoundKind(pos.value.column(m.value.from)?.[0], pos.value.play(m.value).column(to)?.[0], m.value.jumped.length);
    };
    expect(kindOf('W:Wc3:Bh8', 'c3-d4')).toBe('move');
    expect(kindOf('W:Wc3:Bd4', 'c3:e5')).toBe('capture');
    expect(kindOf('W:Wg7:Ba1', 'g7-h8')).toBe('promotion');
    expect(kindOf('W:Wf6:Bg7', 'f6:h8')).toBe('promotion');
  });
});
