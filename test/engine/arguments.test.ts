// Issue 47 item 14: every function the engine exports checks its arguments at its entry and
// throws one typed error, ArgumentError (a TypeError with a stable code: ARGUMENT_TYPE,
// ARGUMENT_RANGE, ILLEGAL_MOVE), never a TypeError from deep inside ("Cannot read properties of
// undefined"). Text to read stays data: parseFen's error values, parseMoveText's undefined for
// text that is no move.
import { describe, expect, it } from 'vitest';
import {
  analyzeLine,
  ArgumentError,
  evaluate,
  GameHistory,
  isColumnText,
  levelMove,
  makeColumnsFen,
  makeFen,
  makeMoveText,
  matchMoves,
  parseMoveText,
  parseSquare,
  parseVariantName,
  PLAY_LEVELS,
  Position,
  rng,
  sameMove,
  scoreText,
  search,
  Searcher,
  squareName,
  boardSquares,
} from '../../engine/index.ts';
import { thrown } from '../thrown.ts';

const start = Position.initial();
const move = start.legalMoves()[0]!;

describe('wrong types and ranges at the entry: ArgumentError with a code', () => {
  it.each([
    ['parseMoveText(42)', () => parseMoveText(42 as never), 'ARGUMENT_TYPE', 'parseMoveText: expected text (a string), not number 42'],
    ['makeFen(null)', () => makeFen(null as never), 'ARGUMENT_TYPE', 'makeFen: expected a Position, as Position.initial() or parseFen() give, not null'],
    ["makeFen(pos, { squares: 'hex' })", () => makeFen(start, { squares: 'hex' as never }), 'ARGUMENT_RANGE', "makeFen: squares is 'algebraic' or 'numeric', not 'hex'"],
    [
      'matchMoves(undefined, ...)',
      () => matchMoves(undefined as never, parseMoveText('c3-d4')!),
      'ARGUMENT_TYPE',
      'matchMoves: expected a Position, as Position.initial() or parseFen() give, not undefined',
    ],
    ['matchMoves(pos, null)', () => matchMoves(start, null as never), 'ARGUMENT_TYPE', 'matchMoves: expected a written move ({ path, from? }), as parseMoveText gives, not null'],
    ['makeMoveText(pos, {})', () => makeMoveText(start, {} as never), 'ARGUMENT_TYPE', 'makeMoveText: expected a move ({ from, path, jumped }), as legalMoves() gives, not an object'],
    ['evaluate({})', () => evaluate({} as never), 'ARGUMENT_TYPE', 'evaluate: expected a Position, as Position.initial() or parseFen() give, not an object'],
    ['evaluate(pos, 5)', () => evaluate(start, 5 as never), 'ARGUMENT_TYPE', 'evaluate: expected an EvalTerms object to fill, not number 5'],
    ["search('W:W21:B1')", () => search('W:W21:B1' as never), 'ARGUMENT_TYPE', "search: expected a Position, as Position.initial() or parseFen() give, not 'W:W21:B1'"],
    ['search(pos, { depth: -1 })', () => search(start, { depth: -1 }), 'ARGUMENT_RANGE', 'search: depth is a whole number from 0, not -1'],
    ['search(pos, { nodes: NaN })', () => search(start, { nodes: NaN }), 'ARGUMENT_RANGE', 'search: nodes is a whole number from 0, not NaN'],
    ['search(pos, { history: [1] })', () => search(start, { history: [1 as never] }), 'ARGUMENT_TYPE', 'search: expected a Position, as Position.initial() or parseFen() give, not number 1'],
    ['search(pos, { onIteration: 1 })', () => search(start, { onIteration: 1 as never }), 'ARGUMENT_TYPE', 'search: expected onIteration as a function, not number 1'],
    ['search(pos, { weights: {} })', () => search(start, { weights: {} as never }), 'ARGUMENT_TYPE', "search: expected weights shaped as the engine's (man: number), not undefined"],
    ['new Searcher(40)', () => new Searcher(40), 'ARGUMENT_RANGE', 'Searcher: ttBits is a whole number from 1 to 26, not 40'],
    ['squareName(40)', () => squareName(40), 'ARGUMENT_RANGE', 'squareName: a square is a whole number from 0 to 31, not number 40'],
    ['parseSquare(null)', () => parseSquare(null as never), 'ARGUMENT_TYPE', 'parseSquare: expected text (a string), not null'],
    [
      "boardSquares('chess')",
      () => boardSquares('chess' as never),
      'ARGUMENT_RANGE',
      "boardSquares: unknown variant 'chess' (the engine's are bashni, bashni-forward, bashni-turkish, russian, lasca)",
    ],
    ['parseVariantName(undefined)', () => parseVariantName(undefined as never), 'ARGUMENT_TYPE', 'parseVariantName: expected text (a string), not undefined'],
    ['isColumnText(5)', () => isColumnText(5 as never), 'ARGUMENT_TYPE', 'isColumnText: expected text (a string), not number 5'],
    ['Position#column(-1)', () => start.column(-1), 'ARGUMENT_RANGE', 'Position.column: bad square number -1 (0 to 31)'],
    ["Position#pieceCount('red')", () => start.pieceCount('red' as never), 'ARGUMENT_RANGE', "Position.pieceCount: the colour is 'white' or 'black', not 'red'"],
    ['Position#equals({})', () => start.equals({} as never), 'ARGUMENT_TYPE', 'Position.equals: expected a Position, not an object'],
    ['sameMove(null, move)', () => sameMove(null as never, move), 'ARGUMENT_TYPE', 'sameMove: expected a move ({ from, path, jumped }), as legalMoves() gives, not null'],
    ["analyzeLine(pos, 'c3-d4')", () => analyzeLine(start, 'c3-d4' as never), 'ARGUMENT_TYPE', "analyzeLine: expected a list of moves, not 'c3-d4'"],
    ['new GameHistory(null)', () => new GameHistory(null as never), 'ARGUMENT_TYPE', 'GameHistory: expected a Position, as Position.initial() or parseFen() give, not null'],
    ['levelMove(pos, {}, rng)', () => levelMove(start, {} as never, rng(1)), 'ARGUMENT_TYPE', 'levelMove: expected a level ({ depth, temperature, randomMove }), as PLAY_LEVELS holds, not an object'],
    ['levelMove(pos, level, 0.5)', () => levelMove(start, PLAY_LEVELS[0]!, 0.5 as never), 'ARGUMENT_TYPE', 'levelMove: expected a random function (as rng(seed) gives), not number 0.5'],
    ["rng('7')", () => rng('7' as never), 'ARGUMENT_TYPE', "rng: expected a seed (a number), not '7'"],
    ["scoreText('1')", () => scoreText('1' as never), 'ARGUMENT_TYPE', "scoreText: expected a score (a number), not '1'"],
    ["makeColumnsFen('white', [[0, 5]])", () => makeColumnsFen('white', [[0, 5 as never]]), 'ARGUMENT_TYPE', 'makeColumnsFen: expected columns as [square 0 to 31, column text] pairs, not an array'],
  ])('%s', (_, call, code, message) => {
    expect(thrown(call)).toEqual({ name: 'ArgumentError', code, message });
  });

  it('an ArgumentError is a TypeError and says where and what: code, where, part', () => {
    try {
      makeFen(undefined as never);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ArgumentError);
      expect(e).toBeInstanceOf(TypeError);
      expect(e).toMatchObject({ code: 'ARGUMENT_TYPE', where: 'makeFen', part: 'undefined' });
    }
  });

  it('values that refuse to become text (a symbol, an object without a prototype) are described, not converted', () => {
    expect(thrown(() => parseMoveText(Symbol('x') as never))).toMatchObject({ code: 'ARGUMENT_TYPE', message: 'parseMoveText: expected text (a string), not a symbol' });
    expect(thrown(() => Position.setup('bashni', Object.create(null) as never, new Map()))).toMatchObject({ code: 'ARGUMENT_RANGE' });
  });

  it('valid calls are as before: text that is no move is undefined, not an error', () => {
    expect(parseMoveText('hello')).toBeUndefined();
    expect(matchMoves(start, parseMoveText('c3-d4')!)).toHaveLength(1);
    expect(makeFen(start)).toBe('W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8');
    expect(search(start, { depth: 2 }).best).toBeDefined();
  });
});
