// Issue 47 item 14: records/ takes only what a reader could have made. A record is checked by the
// grammar's checkRecord (PdnArgumentError: ARGUMENT_TYPE, RECORD_TOO_DEEP, ...), options and the
// other arguments by the engine's ArgumentError; a record at the reader's limits is walked by
// every function (no recursion reaches the stack's end), one past them refused before any work.
import { describe, expect, it } from 'vitest';
import { makePdn, MAX_VARIATION_DEPTH, parsePdn, type GameRecord } from '../../grammar/index.ts';
import { INITIAL_FEN, Position } from '../../engine/index.ts';
import {
  checkGame,
  chooseVariant,
  convertGame,
  detectStyle,
  detectVariant,
  editTags,
  gameJson,
  isoDate,
  matchGame,
  matchTags,
  materialOf,
  mirrorPattern,
  moveScore,
  MoveTree,
  OpeningTree,
  parseFindQuery,
  PositionTest,
  replayGame,
  reportText,
  samePosition,
  validElsewhere,
  variantAdvice,
  writtenResult,
  type ReplayResult,
} from '../../records/index.ts';
import { thrown } from '../thrown.ts';
import { move, pos } from '../hand-records.ts';

/** 1. c3-d4 with a variation 1. c3-b4 holding a variation 1. c3-b4 ... `depth` deep (each a legal first move). */
function deepRecord(depth: number): GameRecord {
  let line = [move('c3-b4')];
  for (let d = 1; d < depth; d++) line = [move('c3-b4', [line])];
  return { tags: [], before: [], moves: [move('c3-d4', [line]), move('f6-g5')], trailing: [], pos };
}

describe('a record 20,000 variations deep is refused by every function that takes a record', () => {
  const deep = deepRecord(20_000);
  it.each([
    ['replayGame', () => replayGame(deep)],
    ['gameJson', () => gameJson(deep)],
    ['convertGame', () => convertGame(deep)],
    ['detectStyle', () => detectStyle(deep)],
    ['detectVariant', () => detectVariant(deep)],
    ['writtenResult', () => writtenResult(deep)],
    ['checkGame', () => checkGame({ index: 0, game: deep, errors: [] }, 'f.pdn', { variant: 'bashni', syntaxOnly: false })],
    ['makePdn', () => makePdn([deep])],
  ])('%s: RECORD_TOO_DEEP', (name, call) => {
    expect(thrown(call)).toMatchObject({ name: 'PdnArgumentError', code: 'RECORD_TOO_DEEP', message: expect.stringMatching(new RegExp(`^${name}: moves\\[0\\]`)) });
  });

  it(`one ${MAX_VARIATION_DEPTH} deep is replayed, written, converted and turned into a tree`, () => {
    const record = deepRecord(MAX_VARIATION_DEPTH);
    const r = replayGame(record);
    expect(r.valid).toBe(true);
    expect(gameJson(record).plies).toHaveLength(2);
    // every variation is the same move from the same position: the tree holds it once
    const tree = MoveTree.fromReplay(r)!;
    expect(tree.root.children.map((c) => c.text)).toEqual(['c3-d4', 'c3-b4']);
    let depth = 0;
    for (let line = record.moves; line[0]?.variations.length; line = line[0].variations[0]!.moves) depth++;
    expect(depth).toBe(MAX_VARIATION_DEPTH);
    const text = makePdn([convertGame(record, { squares: 'numeric' }).game]);
    expect(parsePdn(text).errors.filter((e) => e.severity === 'error')).toEqual([]);
  });
});

describe('MoveTree.fromReplay of a replay made by hand', () => {
  /** A replay whose lines nest `depth` deep, one ply each (c3-b4, then its variation c3-b4, ...). */
  function deepReplay(depth: number): ReplayResult {
    const start = Position.initial();
    const m = start.legalMoves().find((x) => x.from === 21 && x.path[0] === 16)!;
    const ply = (variations: unknown[]): unknown => ({ node: move('c3-b4'), before: start, move: m, after: start.play(m), number: 1, variations });
    let line: unknown = { plies: [ply([])] };
    for (let d = 1; d < depth; d++) line = { plies: [ply([line])] };
    return { start, mainLine: line } as unknown as ReplayResult;
  }

  it('5,000 lines deep is built without a stack (iterative): one node, the same move from the root', () => {
    const tree = MoveTree.fromReplay(deepReplay(5_000))!;
    expect(tree.root.children).toHaveLength(1);
    expect(tree.mainLine()).toHaveLength(1);
  });

  it('more plies than a record holds, or plies of the wrong shape: an ArgumentError', () => {
    expect(thrown(() => MoveTree.fromReplay(deepReplay(20_000)))).toMatchObject({
      name: 'ArgumentError',
      code: 'ARGUMENT_RANGE',
      message: 'MoveTree.fromReplay: more than 10000 plies (a record holds no more moves)',
    });
    expect(thrown(() => MoveTree.fromReplay({ start: Position.initial(), mainLine: { plies: [null] } } as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
    expect(thrown(() => MoveTree.fromReplay(undefined as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
  });

  it("a tree's operations on a node of another tree: ARGUMENT_TYPE", () => {
    const tree = new MoveTree(Position.initial());
    const other = new MoveTree(Position.initial());
    expect(thrown(() => tree.play(other.root, Position.initial().legalMoves()[0]!))).toMatchObject({ code: 'ARGUMENT_TYPE', message: 'MoveTree.play: expected a node of this tree, not an object' });
    expect(thrown(() => tree.delete(null as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
  });
});

describe('wrong types', () => {
  const game = parsePdn('1. c3-d4 f6-g5 *').value[0]!;
  it.each([
    ['checkGame({})', () => checkGame({} as never, 'f.pdn', { variant: 'bashni', syntaxOnly: false }), 'ArgumentError', 'ARGUMENT_TYPE'],
    ['checkGame(item, 5)', () => checkGame({ index: 0, game, errors: [] }, 5 as never, { variant: 'bashni', syntaxOnly: false }), 'ArgumentError', 'ARGUMENT_TYPE'],
    ['detectVariant({})', () => detectVariant({} as never), 'PdnArgumentError', 'ARGUMENT_TYPE'],
    ["detectVariant(game, 'chess')", () => detectVariant(game, 'chess' as never), 'ArgumentError', 'ARGUMENT_RANGE'],
    ["replayGame(game, { variant: 'chess' })", () => replayGame(game, { variant: 'chess' as never }), 'ArgumentError', 'ARGUMENT_RANGE'],
    ["replayGame(game, { parseErrors: 'x' })", () => replayGame(game, { parseErrors: 'x' as never }), 'ArgumentError', 'ARGUMENT_TYPE'],
    ['convertGame(game, { squares: 5 })', () => convertGame(game, { squares: 5 as never }), 'ArgumentError', 'ARGUMENT_TYPE'],
    ['reportText({})', () => reportText({} as never), 'ArgumentError', 'ARGUMENT_TYPE'],
  ])('%s', (_, call, name, code) => {
    expect(thrown(call)).toMatchObject({ name, code });
  });

  it('detectVariant({}) says what it wanted', () => {
    expect(thrown(() => detectVariant({} as never)).message).toBe('detectVariant: expected a GameRecord (as parsePdn gives), not an object without tags, before, moves and trailing lists and a pos');
  });
});

describe('the collection queries of find and openings check what they are given (issue 47 item 14, the rest)', () => {
  const game = parsePdn('[Variant "Bashni"]\n1. c3-d4 f6-g5 *\n').value[0]!;
  const parsed = parseFindQuery({ player: ['Iv*'], fen: INITIAL_FEN });
  if (!parsed.ok) throw new Error('the test query does not read');
  const query = parsed.value;
  const start = Position.initial();
  it.each([
    ['parseFindQuery', () => parseFindQuery(42 as never), 'ARGUMENT_TYPE'],
    ['parseFindQuery', () => parseFindQuery({ tag: [7] } as never), 'ARGUMENT_TYPE'],
    ['parseFindQuery', () => parseFindQuery({ fen: null } as never), 'ARGUMENT_TYPE'],
    ['mirrorPattern', () => mirrorPattern(undefined as never), 'ARGUMENT_TYPE'],
    ['mirrorPattern', () => mirrorPattern({ squares: [{ square: 99, must: true, what: { kind: 'empty' } }] }), 'ARGUMENT_RANGE'],
    ['matchGame', () => matchGame(undefined as never, query), 'ARGUMENT_TYPE'],
    ['matchGame', () => matchGame(game, null as never), 'ARGUMENT_TYPE'],
    ['matchGame', () => matchGame(game, { players: ['x'] } as never), 'ARGUMENT_TYPE'],
    ['matchGame', () => matchGame(game, query, { positions: {} as never }), 'ARGUMENT_TYPE'],
    ['matchTags', () => matchTags(game, { result: 'win' } as never), 'ARGUMENT_TYPE'],
    ['new PositionTest', () => new PositionTest('fen' as never), 'ARGUMENT_TYPE'],
    ['PositionTest.matches', () => new PositionTest(query).matches('W:Wc3:Bd6' as never), 'ARGUMENT_TYPE'],
    ['materialOf', () => materialOf({} as never), 'ARGUMENT_TYPE'],
    ['samePosition', () => samePosition(start, undefined as never), 'ARGUMENT_TYPE'],
    ['new OpeningTree', () => new OpeningTree(start, 0), 'ARGUMENT_RANGE'],
    ['new OpeningTree', () => new OpeningTree(null as never), 'ARGUMENT_TYPE'],
    ['OpeningTree.add', () => new OpeningTree(start).add(start, 'c3-d4' as never, 'white'), 'ARGUMENT_TYPE'],
    ['OpeningTree.addMoves', () => new OpeningTree(start).addMoves(['c3-d4'], 'red' as never), 'ARGUMENT_TYPE'],
    ['moveScore', () => moveScore(null as never, 'white'), 'ARGUMENT_TYPE'],
    ['moveScore', () => moveScore({ games: 1, white: 1, draws: 0, black: 0 }, 'red' as never), 'ARGUMENT_TYPE'],
    ['chooseVariant', () => chooseVariant({} as never), 'ARGUMENT_TYPE'],
    ['validElsewhere', () => validElsewhere(game, 'chess' as never), 'ARGUMENT_RANGE'],
    ['variantAdvice', () => variantAdvice(-1, 'bashni', 'russian'), 'ARGUMENT_RANGE'],
    ['editTags', () => editTags(game, { setTags: [{ name: 'White' }] } as never), 'ARGUMENT_TYPE'],
    ['isoDate', () => isoDate(1950 as never), 'ARGUMENT_TYPE'],
  ] as const)('%s: %s', (name, call, code) => {
    expect(thrown(call)).toMatchObject({ code, message: expect.stringMatching(new RegExp(`^${name}: `)) });
  });

  it('takes what the parsers made, and a query built by hand to the same shape', () => {
    expect(matchGame(game, query).matched).toBe(false);
    expect(matchGame(game, { fen: query.fen }).matched).toBe(true);
    expect(new PositionTest({ fen: query.fen }).matches(start)).toBe(true);
    expect(isoDate('1.1.1965')).toBe('1965-01-01');
  });
});
