// The index's entry bytes read back (records/game-index.ts): every entry the writer wrote, field for
// field, whatever the pieces the bytes come in (an entry straddling two pieces waits for the next).
// Entries of real games: each game of corpus files, read and replayed as `bashni index` reads it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePdn } from '../../grammar/pdn.ts';
import { replayGame } from '../../records/replay.ts';
import { EntryReader, EntryWriter, gameEntry, replaySummary, type GameEntry } from '../../records/game-index.ts';
import { CORPUS, ROOT } from './cli.ts';

const FILES: readonly [string, 'russian' | 'bashni'][] = [
  [join(CORPUS, 'pdn-standard/accept/ussr1947.pdn'), 'russian'],
  [join(ROOT, 'games/engine-club.pdn'), 'bashni'],
];

/** Entries of every game of the files, as written, and their bytes. */
function written(): { entries: GameEntry[]; bytes: Uint8Array } {
  const writer = new EntryWriter();
  const entries: GameEntry[] = [];
  let at = 0;
  const parts: Uint8Array[] = [];
  for (const [file, variant] of FILES) {
    for (const game of parsePdn(readFileSync(file, 'utf8')).value) {
      const summary = replaySummary(replayGame(game, { variant, info: false }));
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
  return { entries, bytes };
}

const plain = (e: GameEntry): unknown => ({ ...e, opening: [...e.opening], bloom: [...e.bloom] });

describe('EntryReader', () => {
  const { entries, bytes } = written();

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
});
