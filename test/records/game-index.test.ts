// The index's entry bytes read back (records/game-index.ts): every entry the writer wrote, field for
// field, whatever the pieces the bytes come in (an entry straddling two pieces waits for the next).
// Entries of real games: each game of corpus files, read and replayed as `bashni index` reads it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePdn } from '../../grammar/pdn.ts';
import { replayGame } from '../../records/replay.ts';
import { EntryReader, EntryWriter, entryMayHold, gameEntry, replaySummary, type GameEntry } from '../../records/game-index.ts';
import type { Position } from '../../engine/position.ts';
import { CORPUS, ROOT } from './cli.ts';

const FILES: readonly [string, 'russian' | 'bashni'][] = [
  [join(CORPUS, 'pdn-standard/accept/ussr1947.pdn'), 'russian'],
  [join(ROOT, 'games/engine-club.pdn'), 'bashni'],
];

/** Entries of every game of the files, as written, and their bytes. */
function written(): { entries: GameEntry[]; bytes: Uint8Array; positions: Position[][] } {
  const writer = new EntryWriter();
  const positions: Position[][] = [];
  const entries: GameEntry[] = [];
  let at = 0;
  const parts: Uint8Array[] = [];
  for (const [file, variant] of FILES) {
    for (const game of parsePdn(readFileSync(file, 'utf8')).value) {
      const replay = replayGame(game, { variant, info: false });
      const summary = replaySummary(replay);
      const plies = replay.mainLine?.plies ?? [];
      positions.push(replay.start ? [replay.start, ...plies.map((p) => p.after)] : []);
      // byte places made up but growing, as a file's are (the writer keeps differences)
      const e = gameEntry({
        byteOffset: at + 2,
        byteLength: 100 + (entries.length % 7),
        line: 1 + 3 * entries.length,
        column: 1,
        charOffset: at + 2,
        game,
        broken: false,
        summary,
        tagged: true,
        startId: 0,
      });
      at = e.byteOffset + e.byteLength;
      entries.push(e);
      writer.add(e);
    }
    parts.push(writer.take());
  }
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    bytes.set(p, o);
    o += p.length;
  }
  return { entries, bytes, positions };
}

const plain = (e: GameEntry): unknown => ({ ...e, opening: [...e.opening], bloom: [...e.bloom] });

describe('EntryReader', () => {
  const { entries, bytes, positions } = written();

  it('has real entries to read (games of both rules, positions in each filter)', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.every((e) => e.positions > 0 && e.bloom.length > 0)).toBe(true);
  });

  for (const piece of [1, 7, 333, bytes.length]) {
    it(`reads back every entry written, the bytes given ${piece} at a time`, () => {
      const reader = new EntryReader();
      const read: GameEntry[] = [];
      for (let at = 0; at < bytes.length; at += piece) {
        reader.push(bytes.subarray(at, at + piece));
        for (let e = reader.next(); e; e = reader.next()) read.push(e);
      }
      expect(read.map(plain)).toEqual(entries.map((e) => plain({ ...e })));
    });
  }

  it('reads each filter on its bytes: it holds every position of its game, and few of the others', () => {
    const reader = new EntryReader();
    reader.push(bytes);
    const others = positions.flatMap((line, i) => (i % 10 === 0 ? line.filter((_, k) => k % 7 === 3) : []));
    let pairs = 0;
    let passed = 0;
    for (let n = 0; reader.advance(); n++) {
      const e = reader.view;
      expect(e.byteOffset).toBe(entries[n]!.byteOffset);
      for (const p of positions[n]!) expect(entryMayHold(e, p)).toBe(true);
      const own = new Set(positions[n]!.map((p) => p.hash()));
      for (const p of others) {
        if (own.has(p.hash()) || p.variant !== e.variant) continue;
        pairs++;
        if (entryMayHold(e, p)) passed++;
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    // the material rules most out; of the rest, the filter lets through about 0.2% (13 bits, 9 probes)
    expect(passed / pairs).toBeLessThan(0.005);
  });
});
