// The board walker (records/main-line-walk.ts) against the full replay (records/replay.ts): for
// every game of the real corpus, the project's games and the records fixtures that the light
// scanner reads and that has no variation, under the rules of Russian draughts and of Bashni,
// the index's summary of its main line from the walker (walkSummary) equals the one from the
// replay (replaySummary): the variant, the verify verdict, the hash of every position, the start
// and the end, the opening's move numbers, the largest capture and promotion. A game the walker
// leaves to the replay (russian's folded capture paths) is counted: few.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFen } from '../../engine/fen.ts';
import { decodePdn } from '../../grammar/decode.ts';
import { scanMainLine } from '../../grammar/main-line-scan.ts';
import { parseCutGame } from '../../grammar/pdn.ts';
import { splitGames } from '../../grammar/splitter.ts';
import { scannedRecord } from '../../records/find-walk.ts';
import { replaySummary, walkSummary, type LineSummary } from '../../records/game-index.ts';
import { MainLineWalker } from '../../records/main-line-walk.ts';
import { replayGame } from '../../records/replay.ts';
import { pdnFilesUnder, REPO_ROOT } from '../grammar/helpers.ts';

const files = [...pdnFilesUnder('test/corpus'), ...pdnFilesUnder('games'), ...pdnFilesUnder('test/records/fixtures')];

/** A summary as plain values (positions as FEN). */
const plain = (s: LineSummary): unknown => ({ ...s, start: s.start && makeFen(s.start), end: s.end && makeFen(s.end) });

describe('the board walker agrees with the full replay', () => {
  const walker = new MainLineWalker();
  let walked = 0;
  let plies = 0;
  let left = 0;
  for (const file of files) {
    it(file, () => {
      const { text } = decodePdn(readFileSync(join(REPO_ROOT, file)));
      let index = 0;
      for (const g of splitGames(text)) {
        const n = index++;
        const scan = scanMainLine(g.text);
        if (!scan || scan.variations) continue;
        const parsed = parseCutGame(g, n, false);
        for (const variant of ['russian', 'bashni'] as const) {
          const walk = walkSummary(scannedRecord(scan, g.pos), scan.moves, variant, walker);
          if (!walk) {
            // no variant (another game's GameType) or an unreadable FEN: the replay has no start either
            const r = replayGame(parsed.game, { variant, parseErrors: parsed.errors, info: false, variations: false });
            if (r.start) left++;
            continue;
          }
          walked++;
          plies += walk.hashes.length / 2 - 1;
          const replay = replaySummary(replayGame(parsed.game, { variant, parseErrors: parsed.errors, info: false }));
          expect(plain(walk), `${file} game ${n + 1} (line ${g.pos.line}) as ${variant}`).toEqual(plain(replay));
        }
      }
    });
  }
  it('walks most games itself, and many plies', () => {
    console.log(`walked ${walked} games (${plies} plies), left ${left} to the replay`);
    expect(walked).toBeGreaterThan(20 * left);
    expect(plies).toBeGreaterThan(10_000);
  });
});
