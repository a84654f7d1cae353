// Captures whose paths share both ends, written, read back and replayed. `bashni selfplay --depth
// 2` wrote about 4 records in 1,000 that did not replay (MOVE_AMBIGUOUS): a king's one-jump capture
// `c5:a7` is its own full path and also the short form of c5:f2:a7 and c5:g1:a7, and the reader
// took it as the short form. The positions were found by playing random games with the engine and
// keeping the first positions where two legal captures share their start and final squares.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position, makeFen, makeMoveText, parseFen, parseMove, squareName, type Move, type MoveTextOptions } from '../../engine/index.ts';
import { makePdn, parsePdn, type GameRecord } from '../../grammar/index.ts';
import { ZERO, lineNodes } from '../../records/annotate.ts';
import { replayGame } from '../../records/replay.ts';
import { bashni } from './cli.ts';

/** White king c5 takes b6 landing on a7, or goes round by f2 or g1 to a7 (three paths, one pair of ends). */
const ONE_JUMP = 'W:WKh2(WwWW),Kc5(WwwwwWwWB):Be3,Kb6(Bbbbb),Kf6(BbbB),h8';
/** Black king h8: by d4, e5 or f6 to b2, and by the same three to a1 (paths of two jumps, three to each pair of ends). */
const TWO_PATHS = 'B:Wh2,c3(wwWb),h6(wb),g7(wbb),Kd8(WbbbbB):BKh8(BbbWwwww)';

const position = (fen: string): Position => {
  const read = parseFen(fen);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
};
const fullPath = (m: Move): string => [m.from, ...m.path].map((s) => squareName(s)).join(':');
const STYLES: MoveTextOptions[] = [{}, { captures: 'full' }, { captures: 'short', separator: 'x' }, { squares: 'numeric' }];

/** A one-move record from `fen`, as the record writers make it (lineNodes, makePdn). */
function oneMoveRecord(fen: string, move: Move, opts: MoveTextOptions): string {
  const tag = (name: string, value: string) => ({ name, value, pos: ZERO });
  const record: GameRecord = {
    tags: [tag('Variant', 'Bashni'), tag('SetUp', '1'), tag('FEN', fen), tag('Result', '*')],
    before: [],
    moves: lineNodes(position(fen), [move], opts),
    trailing: [],
    result: { text: '*', pos: ZERO },
    pos: ZERO,
  };
  return makePdn([record]);
}

describe('captures that share both ends', () => {
  it('the positions have them (the premise of the tests below)', () => {
    const ends = (fen: string) =>
      position(fen)
        .legalMoves()
        .filter((m) => m.jumped.length > 0)
        .map(fullPath)
        .sort();
    expect(ends(ONE_JUMP)).toEqual(['c5:a7', 'c5:f2:a7', 'c5:g1:a7']);
    expect(ends(TWO_PATHS)).toEqual(['h8:d4:a1', 'h8:d4:b2', 'h8:e5:a1', 'h8:e5:b2', 'h8:f6:a1', 'h8:f6:b2']);
  });

  it('every capture is written so that it reads back as itself, in every style', () => {
    for (const fen of [ONE_JUMP, TWO_PATHS]) {
      const pos = position(fen);
      for (const m of pos.legalMoves()) {
        for (const opts of STYLES) {
          const text = makeMoveText(pos, m, opts);
          const back = parseMove(pos, text);
          expect(back.ok, `${fen} ${text}`).toBe(true);
          if (back.ok) expect(fullPath(back.value), text).toBe(fullPath(m));
        }
      }
    }
    // the longer paths in full even when short is asked; the one jump is the same text either way
    const pos = position(ONE_JUMP);
    expect(
      pos
        .legalMoves()
        .map((m) => makeMoveText(pos, m))
        .sort(),
    ).toEqual(['c5:a7', 'c5:f2:a7', 'c5:g1:a7']);
    const two = position(TWO_PATHS);
    expect(
      two
        .legalMoves()
        .map((m) => makeMoveText(two, m, { captures: 'short' }))
        .sort(),
    ).toEqual(['h8:d4:a1', 'h8:d4:b2', 'h8:e5:a1', 'h8:e5:b2', 'h8:f6:a1', 'h8:f6:b2']);
  });

  it('only the short form of the longer paths stays ambiguous', () => {
    const two = parseMove(position(TWO_PATHS), 'h8:b2');
    expect(two.ok).toBe(false);
    if (!two.ok) expect(two.error.code).toBe('MOVE_AMBIGUOUS');
  });

  it('a record written with each of them re-reads and replays to the position after it', () => {
    for (const fen of [ONE_JUMP, TWO_PATHS]) {
      for (const m of position(fen).legalMoves()) {
        for (const opts of STYLES) {
          const text = oneMoveRecord(fen, m, opts);
          const read = parsePdn(text);
          expect(
            read.errors.filter((e) => e.severity === 'error'),
            text,
          ).toEqual([]);
          const replay = replayGame(read.value[0]!, { parseErrors: read.errors });
          expect(replay.problem, text).toBeUndefined();
          expect(replay.valid, text).toBe(true);
          expect(makeFen(replay.end!), text).toBe(makeFen(position(fen).play(m)));
        }
      }
    }
  });

  it('selfplay --depth 2 seed 16 (game 15 of --games 300) verifies: its move 47. c5:a7 is the one jump', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bashni-shared-ends-'));
    try {
      const out = join(dir, 'game.pdn');
      const play = await bashni(['selfplay', '--games', '1', '--depth', '2', '--seed', '16', '--jobs', '1', '-q', '-o', out]);
      expect(play.status).toBe(0);
      expect(readFileSync(out, 'utf8')).toContain('47. c5:a7 ');
      const verify = await bashni(['verify', out]);
      expect(verify.stdout).toContain('1 games: 1 valid, 0 invalid');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
