// Move sounds (issue 44, as lichess's): a quiet move clicks, a capture of a column knocks lower and
// twice, a promotion rings higher. Synthesized with the Web Audio API (no sound files). On by
// default; the header's toggle (Base.astro, data-sound-toggle) turns them off, kept in
// localStorage `bashni:sound` (browser-store.ts; `on` or `off` as text, which Base.astro's inline
// script reads to show the toggle's state before any script loads). This module is loaded on
// demand, on the first move shown or the first press of the toggle, so no page's first script
// carries it. Each sound played is counted on <html data-move-sounds> with its kind in
// data-last-sound, each move heard of (sounds on or off) in data-moves-heard: audio cannot be heard
// in a headless browser, so the tests read these.
import type { ColumnText, Move, Square } from '../../../../engine/types.ts';
import type { Position } from '../../../../engine/position.ts';
import { readKept, STORE_KEYS, writeKept, type KeptStorage } from '../store/browser-store.ts';
import type { Check } from '../store/stored-shape.ts';

export type SoundChoice = 'on' | 'off';
export type MoveSoundKind = 'move' | 'capture' | 'promotion';

/** The shape kept: `on` or `off`, as text. */
export const soundShape: Check<SoundChoice> = (v, drops) => {
  if (v === 'on' || v === 'off') return v;
  drops.count++;
  return undefined;
};

/** Sounds are on unless `off` is kept (nothing kept, or anything else, is on). */
export const soundsOn = (storage?: KeptStorage): boolean => readKept(STORE_KEYS.sound, soundShape, storage).value !== 'off';

/**
 * A move's sound from the top of the moving column before and after it and the pieces it jumped:
 * a promotion (a man, lower case, is a king, upper case, on landing) over a capture over a move.
 */
export function moveSoundKind(topBefore: string | undefined, topAfter: string | undefined, jumped: number): MoveSoundKind {
  if (topBefore && topAfter && topBefore === topBefore.toLowerCase() && topAfter !== topAfter.toLowerCase()) return 'promotion';
  return jumped > 0 ? 'capture' : 'move';
}

let context: AudioContext | undefined;

/** One short synthesized sound: a tone from `from` Hz gliding to `to`, `seconds` long, at `at` seconds from now. */
function tone(ctx: AudioContext, type: OscillatorType, from: number, to: number, seconds: number, at = 0, volume = 0.25): void {
  const t = ctx.currentTime + at;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, t);
  osc.frequency.exponentialRampToValueAtTime(to, t + seconds);
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(volume, t + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + seconds);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + seconds + 0.02);
}

/** Plays the kind's sound (when sounds are on) and counts it on <html>. */
function playMoveSound(kind: MoveSoundKind): void {
  const root = document.documentElement;
  // every move this module heard of, played or not (a test of the toggle waits for it)
  root.dataset.movesHeard = String(Number(root.dataset.movesHeard ?? 0) + 1);
  if (!soundsOn()) return;
  root.dataset.moveSounds = String(Number(root.dataset.moveSounds ?? 0) + 1);
  root.dataset.lastSound = kind;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    if (kind === 'move') tone(context, 'triangle', 700, 380, 0.06);
    else if (kind === 'capture') {
      tone(context, 'square', 260, 140, 0.07, 0, 0.18);
      tone(context, 'square', 200, 110, 0.08, 0.07, 0.18);
    } else {
      tone(context, 'sine', 660, 880, 0.1);
      tone(context, 'sine', 880, 1320, 0.14, 0.1);
    }
  } catch {
    // no audio here (no device, or the browser refuses): the move goes on in silence
  }
}

/** The sound of a move played on the shared board (move-board.ts). */
export function soundOfMove(before: Position, move: Move): void {
  const to = move.path.at(-1) ?? move.from;
  playMoveSound(moveSoundKind(before.column(move.from)?.[0], before.play(move).column(to)?.[0], move.jumped.length));
}

/** The sound of a ply stepped to in a game's replay (replay-element.ts), from the columns before and after it. */
export function soundOfColumns(before: readonly (readonly [Square, ColumnText])[], after: readonly (readonly [Square, ColumnText])[], squares: readonly Square[], jumped: number): void {
  const top = (columns: typeof before, sq: Square | undefined) => columns.find(([s]) => s === sq)?.[1][0];
  playMoveSound(moveSoundKind(top(before, squares[0]), top(after, squares.at(-1)), jumped));
}

/** The header's toggle pressed: sounds off if on, on if off; kept, and every toggle shows it. */
export function toggleSounds(storage?: KeptStorage): boolean {
  const on = !soundsOn(storage);
  writeKept(STORE_KEYS.sound, on ? 'on' : 'off', storage);
  if (typeof document !== 'undefined') for (const b of document.querySelectorAll('[data-sound-toggle]')) b.setAttribute('aria-pressed', String(on));
  return on;
}
