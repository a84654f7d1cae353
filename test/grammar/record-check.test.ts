// Issue 47 item 14: checkRecord is the boundary of every function that takes a record, and holds
// a record built by hand to the reader's own limits (grammar/limits.ts): variations nested at most
// MAX_VARIATION_DEPTH deep, at most MAX_MOVES_PER_GAME moves, at most MAX_RECORD_PARTS parts, each
// part shaped as the reader makes it. What it refuses is a PdnArgumentError with a stable code;
// what it passes every function can walk (a record 20,000 variations deep once overflowed the
// stack of makePdn, replayGame, gameJson...). The grammar's other functions check their arguments too.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkRecord,
  decodePdn,
  detectEncoding,
  formatProblem,
  GameSplitter,
  makePdn,
  mapMoves,
  MAX_MOVES_PER_GAME,
  MAX_RECORD_PARTS,
  MAX_VARIATION_DEPTH,
  parseEncodingName,
  parsePdn,
  PdnArgumentError,
  PdnGameWriter,
  problemJson,
  recordSize,
  resultWinner,
  splitGames,
  strictMoveText,
  tagNamed,
  walkMoves,
  type MoveNode,
} from '../../grammar/index.ts';
import { thrown } from '../thrown.ts';
import { move, pos, record } from '../hand-records.ts';

/** c3-d4 with, under it, a variation holding c3-d4 with a variation ... `depth` deep. */
function deepLine(depth: number): MoveNode[] {
  let line = [move('c3-d4')];
  for (let d = 0; d < depth; d++) line = [move('c3-d4', [line])];
  return line;
}

describe('checkRecord', () => {
  it('checkRecord(undefined) says what is wrong, named after itself, without "undefined:"', () => {
    expect(thrown(() => checkRecord(undefined))).toEqual({
      name: 'PdnArgumentError',
      code: 'ARGUMENT_TYPE',
      message: 'checkRecord: expected a GameRecord (as parsePdn gives), not undefined',
    });
    expect(thrown(() => checkRecord(42))).toMatchObject({ message: 'checkRecord: expected a GameRecord (as parsePdn gives), not number 42' });
    expect(() => checkRecord(null)).toThrow(PdnArgumentError);
    expect(() => checkRecord(null)).toThrow(TypeError);
  });

  it('a record 20,000 variations deep: RECORD_TOO_DEEP, from checkRecord and from every function that takes a record', () => {
    const deep = record(deepLine(20_000));
    const tooDeep = { name: 'PdnArgumentError', code: 'RECORD_TOO_DEEP' };
    expect(thrown(() => checkRecord(deep))).toMatchObject({
      ...tooDeep,
      message: expect.stringMatching(/^checkRecord: moves(\[0\]\.variations\[0\]\.moves){65}: variations are nested more than 64 deep/),
    });
    expect(thrown(() => makePdn([deep]))).toMatchObject({ ...tooDeep, message: expect.stringMatching(/^makePdn: /) });
    expect(thrown(() => new PdnGameWriter().add(deep))).toMatchObject(tooDeep);
    expect(thrown(() => mapMoves(deep.moves, (n) => n))).toMatchObject(tooDeep);
    expect(thrown(() => recordSize(deep))).toMatchObject(tooDeep);
  });

  it(`${MAX_VARIATION_DEPTH} deep passes, is written, and reads back as deep without a problem; one more is refused`, () => {
    const deepest = record(deepLine(MAX_VARIATION_DEPTH));
    expect(() => checkRecord(deepest)).not.toThrow();
    const text = makePdn([deepest]);
    const back = parsePdn(text);
    expect(back.errors.filter((e) => e.code === 'PDN_NESTING_TOO_DEEP')).toEqual([]);
    let visits = 0;
    walkMoves(back.value[0]!.moves, () => visits++);
    expect(visits).toBe(MAX_VARIATION_DEPTH + 1);
    expect(thrown(() => checkRecord(record(deepLine(MAX_VARIATION_DEPTH + 1))))).toMatchObject({ code: 'RECORD_TOO_DEEP' });
    // and the reader itself nests no deeper: a 65-deep text loses its deepest variation
    expect(parsePdn(`1. c3-d4 ${'(1. c3-d4 '.repeat(MAX_VARIATION_DEPTH + 1)}${')'.repeat(MAX_VARIATION_DEPTH + 1)} *`).errors.map((e) => e.code)).toContain('PDN_NESTING_TOO_DEEP');
  });

  it(`more than ${MAX_MOVES_PER_GAME} moves (variations counted): RECORD_TOO_LONG; as many pass`, () => {
    const moves = Array.from({ length: MAX_MOVES_PER_GAME }, () => move('a1-b2'));
    expect(() => checkRecord(record(moves))).not.toThrow();
    expect(recordSize(record(moves))).toEqual({ moves: MAX_MOVES_PER_GAME, parts: MAX_MOVES_PER_GAME });
    const over = [...moves.slice(1), move('a1-b2', [[move('b2-a1')]])];
    expect(over).toHaveLength(MAX_MOVES_PER_GAME);
    expect(thrown(() => checkRecord(record(over)))).toMatchObject({
      code: 'RECORD_TOO_LONG',
      message: `checkRecord: more than ${MAX_MOVES_PER_GAME} moves, main line and variations together (the reader reads no more)`,
    });
  });

  it('1,000,000 empty variations: RECORD_TOO_LARGE (more parts than a game of 1 MiB can hold)', () => {
    const wide: MoveNode = { ...move('c3-d4'), variations: Array.from({ length: 1_000_000 }, () => ({ moves: [], trailing: [], pos })) };
    expect(thrown(() => checkRecord(record([wide])))).toMatchObject({ code: 'RECORD_TOO_LARGE', message: expect.stringContaining(`more than ${MAX_RECORD_PARTS} parts`) });
  });

  it.each([
    ['a move that is null', record([null as never]), 'moves[0]: expected a move'],
    ['a variation that is null', record([{ ...move('c3-d4'), variations: [null as never] }]), 'moves[0].variations[0]: expected a variation'],
    ['NAGs that are text', record([{ ...move('c3-d4'), nags: 'x' as never }]), 'moves[0].nags: expected a list of numbers'],
    ['a tag without a name', { ...record([]), tags: [{ value: 'x', pos }] as never }, 'tags: expected a list of tags'],
    ['a comment without text', { ...record([]), trailing: [{ pos }] as never }, 'trailing: expected a list of comments'],
    ['a move without a position', record([{ ...move('c3-d4'), pos: undefined as never }]), 'moves[0]: expected a move'],
    ['a result that is text', { ...record([]), result: '1-0' as never }, 'result: expected a result'],
  ])('%s: ARGUMENT_TYPE naming the part', (_, game, message) => {
    expect(thrown(() => checkRecord(game))).toMatchObject({ code: 'ARGUMENT_TYPE', message: expect.stringContaining(`checkRecord: ${message}`) });
  });

  it('every record the reader makes of the corpus passes', () => {
    const dirs = ['test/corpus/pdn-standard/accept', 'test/corpus/checkerboard', 'test/records/fixtures'];
    let games = 0;
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.pdn'))) {
        for (const g of parsePdn(decodePdn(readFileSync(`${dir}/${f}`)).text).value) {
          expect(() => checkRecord(g), `${dir}/${f}`).not.toThrow();
          games++;
        }
      }
    }
    expect(games).toBeGreaterThan(20);
  });
});

describe('walkMoves', () => {
  it('walks a line 20,000 variations deep without a stack (iterative), in written order', () => {
    let visits = 0;
    walkMoves(deepLine(20_000), () => visits++);
    expect(visits).toBe(20_001);
    const order: string[] = [];
    walkMoves([move('a', [[move('b', [[move('c')]]), move('d')], [move('e')]]), move('f')], (n) => order.push(n.text));
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('a line or a move of the wrong shape: ARGUMENT_TYPE', () => {
    expect(thrown(() => walkMoves(undefined as never, () => {}))).toMatchObject({ code: 'ARGUMENT_TYPE', message: "walkMoves: expected a list of moves (a record's moves), not undefined" });
    expect(thrown(() => walkMoves([null as never], () => {}))).toMatchObject({ code: 'ARGUMENT_TYPE' });
    expect(thrown(() => walkMoves([], 'visit' as never))).toMatchObject({ code: 'ARGUMENT_TYPE' });
  });
});

describe("the grammar's other functions: wrong types are PdnArgumentErrors with a code", () => {
  const bytes = new TextEncoder().encode('1. c3-d4 *');
  it.each([
    ["makePdn('x')", () => makePdn('x' as never), 'ARGUMENT_TYPE', "makePdn: expected a list of GameRecords (as parsePdn gives), not 'x'"],
    ['makePdn([{}])', () => makePdn([{} as never]), 'ARGUMENT_TYPE', 'makePdn: expected a GameRecord (as parsePdn gives), not an object without tags, before, moves and trailing lists and a pos'],
    ["makePdn([], { mode: 'loud' })", () => makePdn([], { mode: 'loud' as never }), 'ARGUMENT_RANGE', "makePdn: the mode is 'compatible' or 'strict', not 'loud'"],
    ['decodePdn(null)', () => decodePdn(null as never), 'ARGUMENT_TYPE', 'decodePdn: expected bytes (a Uint8Array; parsePdn reads text), not null'],
    ["decodePdn(bytes, 'klingon')", () => decodePdn(bytes, 'klingon'), 'ARGUMENT_RANGE', 'decodePdn: Unknown encoding "klingon"; use utf-8, cp1251, cp866 or latin1.'],
    ["detectEncoding('x')", () => detectEncoding('x' as never), 'ARGUMENT_TYPE', "detectEncoding: expected bytes (a Uint8Array), not 'x'"],
    ['parseEncodingName(5)', () => parseEncodingName(5 as never), 'ARGUMENT_TYPE', 'parseEncodingName: expected an encoding name (a string), not number 5'],
    ['resultWinner(null)', () => resultWinner(null as never), 'ARGUMENT_TYPE', 'resultWinner: expected a result as written (a string), not null'],
    ['strictMoveText({})', () => strictMoveText({} as never), 'ARGUMENT_TYPE', 'strictMoveText: expected text (a string), not an object'],
    ['splitGames(5)', () => [...splitGames(5 as never)], 'ARGUMENT_TYPE', 'splitGames: expected text (a string), not number 5'],
    ['GameSplitter#push(null)', () => new GameSplitter().push(null as never), 'ARGUMENT_TYPE', 'GameSplitter.push: expected a chunk of text (a string), not null'],
    ['formatProblem(null)', () => formatProblem(null as never), 'ARGUMENT_TYPE', 'formatProblem: expected a problem ({ code, message, severity, pos }), not null'],
    [
      'problemJson without a position',
      () => problemJson({ code: 'X', message: 'm', severity: 'error' } as never),
      'ARGUMENT_TYPE',
      'problemJson: expected a problem with a position ({ line, column, offset }), not undefined',
    ],
    ["tagNamed(null, 'White')", () => tagNamed(null as never, 'White'), 'ARGUMENT_TYPE', 'tagNamed: expected a record with a list of tags, not null'],
    ['new PdnGameWriter(7)', () => new PdnGameWriter(7 as never), 'ARGUMENT_TYPE', 'PdnGameWriter: expected write options ({ mode, lineWidth }), not number 7'],
  ])('%s', (_, call, code, message) => {
    expect(thrown(call)).toEqual({ name: 'PdnArgumentError', code, message });
  });

  it('parsePdn and parseGames still report text that is no text as a problem, never throw', () => {
    expect(parsePdn(Symbol('x') as never).errors.map((e) => e.code)).toEqual(['PDN_NOT_TEXT']);
    expect(parsePdn(Object.create(null) as never).errors.map((e) => e.code)).toEqual(['PDN_NOT_TEXT']);
  });
});
