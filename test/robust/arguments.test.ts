// Issue 22, points 4, 12 and 13: the library's public functions check their arguments at the
// boundary. Where a function returns results, what is wrong is a result (parsePdn's problems,
// parseFen's error); where it does not, an ArgumentError (engine) or PdnArgumentError (grammar),
// TypeErrors with a stable code (issue 47 item 14), that name the function and what it wanted,
// thrown before any work. Before, these failed deep inside ("Cannot read
// properties of undefined (reading 'clear')"), or, worse, did something: an unknown variant got
// Russian rules, a turn 'purple' gave Black, a changed move object was played as it said.
import { describe, expect, it } from 'vitest';
import { parseGames, parsePdn, parsePdnStream, PdnArgumentError, type ParsedGame } from '../../grammar/index.ts';
import { ArgumentError, divide, parseFen, perft, Position, type Move } from '../../engine/index.ts';
import { Board } from '../../engine/internal.ts';
import { convertGame, gameJson, replayGame } from '../../records/index.ts';
import { renderBoardSvg } from '../../render/index.ts';
import { thrown } from '../thrown.ts';

async function all(games: AsyncIterable<ParsedGame>): Promise<ParsedGame[]> {
  const out: ParsedGame[] = [];
  for await (const g of games) out.push(g);
  return out;
}

const NOT_TEXT = { code: 'PDN_NOT_TEXT', severity: 'error', pos: { line: 1, column: 1, offset: 0 }, game: 0 };

describe('the grammar never throws on its text', () => {
  it('parsePdn(text, null) reads as with no options', () => {
    const out = parsePdn('1. c3-d4 *', null as never);
    expect(out.errors).toEqual([]);
    expect(out.value[0]!.moves[0]!.text).toBe('c3-d4');
    expect(parsePdn('1. c3-d4 foo *', { file: 42 } as never).errors[0]).not.toHaveProperty('file');
  });

  it.each([
    [42, 'number'],
    [null, 'null'],
    [undefined, 'undefined'],
    [{ text: '1. c3-d4 *' }, 'object'],
    [['1. c3-d4 *'], 'an array'],
  ])('parsePdn(%j): no game, one PDN_NOT_TEXT', (input, what) => {
    const out = parsePdn(input as never, { file: 'x.pdn' });
    expect(out.value).toEqual([]);
    expect(out.errors).toEqual([{ ...NOT_TEXT, file: 'x.pdn', message: `The input is not text (${what}): nothing is read.` }]);
  });

  it('parseGames and parsePdnStream: one empty game with PDN_NOT_TEXT; a chunk of the wrong type is a PdnArgumentError', async () => {
    expect([...parseGames(42 as never)].map((g) => g.errors)).toEqual([[{ ...NOT_TEXT, message: 'The input is not text (number): nothing is read.' }]]);
    expect((await all(parsePdnStream(42 as never, null as never))).map((g) => g.errors.map((e) => e.code))).toEqual([['PDN_NOT_TEXT']]);
    await expect(all(parsePdnStream(['1. c3-d4 *\n', 42 as never]))).rejects.toThrow(
      new PdnArgumentError('ARGUMENT_TYPE', 'parsePdnStream', 'expected chunks of text or bytes (strings or Uint8Arrays), not number 42', 'number 42'),
    );
    await expect(all(parsePdnStream(['1. c3-d4 *\n'], { encoding: 'klingon' as never }))).rejects.toMatchObject({ code: 'ARGUMENT_RANGE', where: 'parsePdnStream' });
  });
});

describe('the engine', () => {
  const start = Position.initial();

  it.each([1.5, NaN, -1, Infinity])('perft and divide at depth %s: ARGUMENT_RANGE', (depth) => {
    expect(thrown(() => perft(start, depth))).toEqual({ name: 'ArgumentError', code: 'ARGUMENT_RANGE', message: `perft: the depth is a whole number from 0, not ${String(depth)}` });
    expect(thrown(() => divide(start, depth))).toMatchObject({ name: 'ArgumentError', code: 'ARGUMENT_RANGE' });
  });

  it.each([
    ['3', "'3'"],
    [undefined, 'undefined'],
    [null, 'null'],
  ])('perft and divide at depth %j: ARGUMENT_TYPE', (depth, shown) => {
    expect(thrown(() => perft(start, depth as never))).toEqual({ name: 'ArgumentError', code: 'ARGUMENT_TYPE', message: `perft: expected the depth as a number, not ${shown}` });
    expect(() => divide(start, depth as never)).toThrow(ArgumentError);
  });

  it('perft of what is not a Position: ARGUMENT_TYPE (an ArgumentError is a TypeError); depth 0 and 1 as before', () => {
    expect(thrown(() => perft({} as never, 1))).toEqual({
      name: 'ArgumentError',
      code: 'ARGUMENT_TYPE',
      message: 'perft: expected a Position, as Position.initial() or parseFen() give, not an object',
    });
    expect(() => perft({} as never, 1)).toThrow(TypeError);
    expect(perft(start, 0)).toBe(1);
    expect(perft(start, 1)).toBe(7);
    expect(divide(start, 0).map((d) => d.nodes)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('parseFen: a text that is no string is an error value; an unknown variant ARGUMENT_RANGE', () => {
    expect(parseFen(42 as never)).toEqual({ ok: false, error: { code: 'FEN_SYNTAX', message: 'a FEN is text, not number', part: '42' } });
    expect(parseFen(null as never)).toMatchObject({ ok: false, error: { code: 'FEN_SYNTAX', message: 'a FEN is text, not null' } });
    expect(thrown(() => parseFen('W:W21:B1', 'chess' as never))).toEqual({
      name: 'ArgumentError',
      code: 'ARGUMENT_RANGE',
      message: "parseFen: unknown variant 'chess' (the engine's are bashni, bashni-forward, bashni-turkish, russian, lasca)",
    });
    expect(parseFen(Object.create(null) as never)).toMatchObject({ ok: false, error: { code: 'FEN_SYNTAX', part: 'an object' } });
    expect(parseFen('W:W21:B1:H99999999999999999999')).toMatchObject({ ok: false, error: { code: 'FEN_COUNTER' } });
  });

  it('unknown variants, turns and counters are refused, never read as Russian or Black', () => {
    const range = (message: string): { name: string; code: string; message: string } => ({ name: 'ArgumentError', code: 'ARGUMENT_RANGE', message });
    expect(thrown(() => Position.initial('chess' as never))).toEqual(range("Position.initial: unknown variant 'chess' (the engine's are bashni, bashni-forward, bashni-turkish, russian, lasca)"));
    expect(thrown(() => Position.initial('Bashni' as never))).toMatchObject({ code: 'ARGUMENT_RANGE' }); // aliases are for records: parseVariantName
    expect(thrown(() => Position.setup('chess' as never, 'white', new Map()))).toMatchObject({ code: 'ARGUMENT_RANGE' });
    expect(thrown(() => Position.setup('bashni', 'purple' as never, new Map([[0, 'w']])))).toEqual(range("Position.setup: the side to move is 'white' or 'black', not 'purple'"));
    expect(thrown(() => Position.setup('bashni', 'white', {} as never))).toEqual({
      name: 'ArgumentError',
      code: 'ARGUMENT_TYPE',
      message: 'Position.setup: expected columns as a Map of square to column text, not an object',
    });
    expect(thrown(() => Position.setup('bashni', 'white', new Map([[0, 'w']]), { fullmove: 1.5 }))).toEqual(range('Position.setup: fullmove must be a whole number from 0, not number 1.5'));
    expect(thrown(() => Position.setup('bashni', 'white', new Map([[0, 7 as never]])))).toEqual(range('Position.setup: bad column number 7'));
    expect(thrown(() => Position.setup('bashni', 'white', new Map([[0, 'w']]), 5 as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
    expect(thrown(() => Position.setup('bashni', 'white', [7] as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
    expect(thrown(() => new Board('chess' as never))).toMatchObject({ code: 'ARGUMENT_RANGE' });
    expect(Position.setup('russian', 'black', new Map([[0, 'w']])).turn).toBe('black');
  });

  it('legalMoves() hands out frozen moves: changing one, or pushing one, fails; play() is never fooled', () => {
    const moves = start.legalMoves();
    const m = moves[0]!;
    expect(() => {
      (m as { from: number }).from = 31;
    }).toThrow(TypeError);
    expect(() => {
      (m.path as number[])[0] = 3;
    }).toThrow(TypeError);
    const fake: Move = { from: 31, path: [3], jumped: [], taken: '', promotes: false };
    expect(() => (moves as Move[]).push(fake)).toThrow(TypeError);
    expect(start.legalMoves()).toHaveLength(7);
    // a move from g1 to h8 written by hand is checked like any other
    expect(thrown(() => start.play(fake))).toEqual({ name: 'ArgumentError', code: 'ILLEGAL_MOVE', message: 'Position.play: illegal move {"from":31,"path":[3],"jumped":[]}' });
    // a copy of a legal move plays as the move itself
    const copy = { ...m, path: [...m.path], jumped: [...m.jumped] };
    expect(start.play(copy).equals(start.play(m))).toBe(true);
    expect(thrown(() => start.play(null as never))).toEqual({
      name: 'ArgumentError',
      code: 'ARGUMENT_TYPE',
      message: 'Position.play: expected a move ({ from, path, jumped }), as legalMoves() gives, not null',
    });
    expect(thrown(() => start.play({ from: 21 } as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
  });
});

describe('records and the board drawing', () => {
  it.each([
    ['replayGame', () => replayGame({} as never)],
    ['convertGame', () => convertGame({} as never)],
    ['gameJson', () => gameJson({} as never)],
  ])('%s({}): a PdnArgumentError (ARGUMENT_TYPE) that says what it wanted', (name, call) => {
    expect(thrown(call)).toEqual({
      name: 'PdnArgumentError',
      code: 'ARGUMENT_TYPE',
      message: `${name}: expected a GameRecord (as parsePdn gives), not an object without tags, before, moves and trailing lists and a pos`,
    });
  });

  it('replayGame, convertGame, gameJson of a real record with null options read as with none', () => {
    const game = parsePdn('1. c3-d4 f6-g5 *').value[0]!;
    expect(replayGame(game, null as never).valid).toBe(true);
    expect(convertGame(game, null as never).game.moves.map((m) => m.text)).toEqual(['c3-d4', 'f6-g5']);
    expect(gameJson(game, null as never).plies).toHaveLength(2);
  });

  it('renderBoardSvg of what is not a list of pairs, or of options of the wrong type: an ArgumentError', () => {
    expect(thrown(() => renderBoardSvg({} as never))).toEqual({
      name: 'ArgumentError',
      code: 'ARGUMENT_TYPE',
      message: 'renderBoardSvg: expected columns as a list of [square, column text] pairs (as Position.columns() gives), not an object',
    });
    expect(thrown(() => renderBoardSvg(Position.initial() as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
    expect(thrown(() => renderBoardSvg([[0, 5]] as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
    // a column of a million discs is no column a board shows
    expect(thrown(() => renderBoardSvg([[0, 'w'.repeat(1_000_000)]]))).toMatchObject({ code: 'ARGUMENT_RANGE' });
    expect(thrown(() => renderBoardSvg([], { lastMove: 'c3' } as never))).toMatchObject({ code: 'ARGUMENT_TYPE', message: "renderBoardSvg: expected lastMove as a list of squares, not 'c3'" });
    expect(renderBoardSvg(Position.initial().columns(), null as never)).toMatch(/^<svg /);
  });
});
