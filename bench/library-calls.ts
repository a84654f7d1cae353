// The wrong-types fuzz kind's material (bench/fuzz.ts, issue 47 item 14): every function the
// package entries export (engine, pdn, records, svg, puzzles), every public method of their
// classes, and the values they are called with: hostile ones (null, undefined, odd numbers,
// strings, symbols, objects, arrays, objects and arrays 100,000 deep, records 20,000
// variations deep or of 1,000,000 variations, parts of records of the wrong shape) mixed with
// valid ones, so a call gets past its first check to the next. What may come out: a result, or
// one of the typed errors (ArgumentError, PdnArgumentError, each with a stable code); anything
// else (a TypeError from deep inside, a RangeError of the stack) is a failure.
import * as engine from '../engine/index.ts';
import * as grammar from '../grammar/index.ts';
import * as records from '../records/index.ts';
import * as svg from '../render/index.ts';
import * as puzzles from '../puzzles/index.ts';

/** The typed errors of the library: an ArgumentError (engine, records, svg, puzzles) or a PdnArgumentError (grammar), with a code. */
export function isTypedError(e: unknown): boolean {
  return (e instanceof engine.ArgumentError || e instanceof grammar.PdnArgumentError) && typeof e.code === 'string' && /^[A-Z][A-Z_]+$/.test(e.code);
}

/** A value in a few words, never its whole text (a deep object, a long string). */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return `array(${v.length})`;
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...(${v.length})` : v);
  if (typeof v === 'object') return `object(${Object.keys(v).slice(0, 5).join(',')})`;
  if (typeof v === 'symbol') return 'symbol';
  if (typeof v === 'function') return 'function';
  if (typeof v === 'bigint') return `bigint ${v}n`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${typeof v} ${v}`;
  return typeof v;
}

const start = engine.Position.initial();
const game = grammar.parsePdn('[Event "x"]\n1. c3-d4 f6-g5 (1... b6-a5) 2. g3-h4 *\n').value[0]!;
const pos0 = { line: 1, column: 1, offset: 0 };
const node = (variations: grammar.Variation[] = []): grammar.MoveNode => ({ text: 'c3-d4', unknown: false, nags: [], before: [], after: [], variations, pos: pos0 });
const record = (moves: grammar.MoveNode[]): grammar.GameRecord => ({ tags: [], before: [], moves, trailing: [], pos: pos0 });

/** A record whose variations nest `depth` deep, built by hand (the reader nests at most 64). */
function deepRecord(depth: number): grammar.GameRecord {
  let line: grammar.MoveNode[] = [node()];
  for (let d = 0; d < depth; d++) line = [node([{ moves: line, trailing: [], pos: pos0 }])];
  return record(line);
}

function nested(depth: number, array: boolean): unknown {
  let v: unknown = array ? [] : {};
  for (let d = 0; d < depth; d++) v = array ? [v] : { a: v, moves: v, tags: v };
  return v;
}

let wide: grammar.GameRecord | undefined;
/** One move with 1,000,000 empty variations (built once). */
const wideRecord = (): grammar.GameRecord => (wide ??= record([node(Array.from({ length: 1_000_000 }, () => ({ moves: [], trailing: [], pos: pos0 })))]));
const deep = deepRecord(20_000);
const deepObject = nested(100_000, false);
const deepArray = nested(100_000, true);

export const HOSTILE: readonly (() => unknown)[] = [
  () => null,
  () => undefined,
  () => -1,
  () => NaN,
  () => 1.5,
  () => Infinity,
  () => -Infinity,
  () => 2 ** 53,
  () => 1e300,
  () => -0,
  () => '',
  () => 'chess',
  () => 'purple',
  () => '__proto__',
  () => 'x'.repeat(100_000),
  () => true,
  () => Symbol('x'),
  () => 10n,
  () => ({}),
  () => [],
  () => [null],
  () => [[0, 'w']],
  () => [[-1, 'w']],
  () => [42],
  () => Object.create(null) as object,
  () => new Map([[0, 'w']]),
  () => new Map([['x', {}]]),
  () => new Date(0),
  () => new Uint8Array([0xff, 0xfe, 0x41]),
  () => () => 'not a move',
  () => deepObject,
  () => deepArray,
  () => deep,
  () => wideRecord(),
  () => record([null as never]),
  () => ({ ...game, pos: undefined }),
  () => ({ ...game, moves: {} }),
  () => ({ ...game, tags: [{ name: 5 }] }),
  () => ({ tags: [], before: [], moves: [node([null as never])], trailing: [], pos: pos0 }),
  () => ({ from: 21, path: [13], jumped: [] }),
  () => ({ from: 'x', path: 'ab', jumped: [] }),
  () => ({ from: 21, path: [], jumped: [] }),
  () => ({ path: [99], from: -5 }),
  () => ({ variant: 'chess', depth: -1, mode: 'loud', squares: 'hex', captures: 7, lines: 0 }),
  () => ({ code: 7, message: null }),
  () => ({ plies: null, start: {} }),
  () => ({ id: 0, children: null }),
];

export const VALID: readonly (() => unknown)[] = [
  () => start,
  () => engine.Position.initial('russian'),
  () => start.legalMoves()[0],
  () => game,
  () => ({ index: 0, game, errors: [] }),
  () => 'c3-d4',
  () => 'W:W21:B1',
  () => 'bashni',
  () => 'win',
  () => '1-0',
  () => 'utf-8',
  () => ({}),
  () => ({ depth: 1 }),
  () => engine.rng(1),
  () => 0,
  () => 1,
  () => 2,
  () => new TextEncoder().encode('1. c3-d4 *'),
  () => ({ code: 'PDN_BAD_TAG', severity: 'error', message: 'm', pos: pos0 }),
  () => records.replayGame(game),
  () => records.checkGame({ index: 0, game, errors: [] }, 'f.pdn', { variant: 'bashni', syntaxOnly: false }),
  () => engine.PLAY_LEVELS[0],
  () => new engine.Searcher(10),
  () => start.columns(),
  () => [game],
  () => 'white',
  () => 'numeric',
];

type Call = [name: string, returns: boolean, call: (args: unknown[]) => unknown];

/** The calls that must give a result whatever they are given (text is data: problems, error values). */
const RETURNS = new Set(['pdn.parsePdn', 'pdn.parseGames', 'engine.parseFen(text)', 'puzzles.readPuzzleFile']);

/** Methods that are the classes' insides (TypeScript `private`, `@internal`), not their API. */
const NOT_API = new Set([
  'Position.toBoard',
  'Position.fromBoard',
  'Searcher.aspire',
  'Searcher.repeated',
  'Searcher.pvMoves',
  'Searcher.negamax',
  'GameSplitter.next',
  'GameSplitter.braceClosesAfter',
  'GameSplitter.lineEnd',
  'GameSplitter.posAt',
  'GameSplitter.emit',
  'GameSplitter.run',
  'GameSplitter.compact',
  'PdnGameWriter.text',
  'MoveTree.addLines',
  'PerftTable.bind',
  'PerftTable.get',
  'PerftTable.set',
]);

/** A fresh valid instance of each class whose methods are called. */
const INSTANCES: Record<string, () => object> = {
  Position: () => start,
  GameHistory: () => new engine.GameHistory(start),
  Searcher: () => new engine.Searcher(10),
  GameSplitter: () => new grammar.GameSplitter(),
  PdnGameWriter: () => new grammar.PdnGameWriter(),
  MoveTree: () => new records.MoveTree(start),
};

const isClass = (f: unknown): boolean => typeof f === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(f));

let calls: Call[] | undefined;
/** Every exported function, constructor, static and public method of the entries. */
export function libraryCalls(): readonly Call[] {
  if (calls) return calls;
  calls = [];
  const entries: [string, Record<string, unknown>][] = [
    ['engine', engine],
    ['pdn', grammar],
    ['records', records],
    ['svg', svg],
    ['puzzles', puzzles],
  ];
  for (const [entry, mod] of entries) {
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value !== 'function') continue;
      const fn = value as (...a: unknown[]) => unknown;
      if (!isClass(value)) {
        calls.push([`${entry}.${name}`, RETURNS.has(`${entry}.${name}`), (args) => fn(...args)]);
        continue;
      }
      const C = value as unknown as new (...a: unknown[]) => object;
      // errors are classes too: constructing one with anything is no call of the library's work
      if (value === engine.ArgumentError || value === grammar.PdnArgumentError) continue;
      calls.push([`new ${entry}.${name}`, false, (args) => new C(...args)]);
      for (const s of Object.getOwnPropertyNames(value)) {
        const m = (value as unknown as Record<string, unknown>)[s];
        if (typeof m === 'function' && !NOT_API.has(`${name}.${s}`)) calls.push([`${entry}.${name}.${s}`, false, (args) => (m as (...a: unknown[]) => unknown).apply(value, args)]);
      }
      const make = INSTANCES[name];
      if (!make) continue;
      for (const s of Object.getOwnPropertyNames(C.prototype)) {
        if (s === 'constructor' || NOT_API.has(`${name}.${s}`)) continue;
        const d = Object.getOwnPropertyDescriptor(C.prototype, s)!;
        if (typeof d.value !== 'function') continue;
        calls.push([`${entry}.${name}#${s}`, false, (args) => (d.value as (...a: unknown[]) => unknown).apply(make(), args)]);
      }
    }
  }
  calls.push(['engine.parseFen(text)', true, (args) => engine.parseFen(args[0] as string)]);
  // annotateGame's default depth (8, full width) takes seconds a game: the calls with valid options search at depth 1
  const annotate = calls.findIndex(([n]) => n === 'records.annotateGame');
  calls[annotate] = [
    'records.annotateGame',
    false,
    (args) =>
      records.annotateGame(args[0] as never, args[1] !== null && typeof args[1] === 'object' && !Array.isArray(args[1]) && !('depth' in args[1]) ? { ...args[1], depth: 1 } : (args[1] as never)),
  ];
  return calls;
}
