// The writer: strict PDN 3.0 and compatible output, exact texts.
import { describe, expect, it } from 'vitest';
import { makePdn, parsePdn, PdnGameWriter, strictMoveText, type GameRecord, type MoveNode } from '../../grammar/index.ts';
import { readCorpus, withoutPos } from './helpers.ts';

const source = `% escape line
[Black "B"]
[Zeta "z"]
[Event "E \\"q\\""]
[White "W"]
{intro} 1. 32-28 {c1} 19-23 (1... 18-23 2. 01-06) 2. 28x19! $1 14x23 3. 1- 6 /FEN "W:W1:B2"/ 4-6 ½-½`;

describe('makePdn', () => {
  const games = parsePdn(source).value;
  it('strict: roster tags first, move numbers, normalised moves and result', () => {
    expect(makePdn(games, { mode: 'strict' })).toBe(
      [
        '[Event "E \\"q\\""]',
        '[White "W"]',
        '[Black "B"]',
        '[Zeta "z"]',
        '',
        '% escape line',
        '{intro} 1. 32-28 {c1} 1... 19-23 ( 1... 18-23 2. 1-6 ) 2. 28x19! $1 14x23 3. 1-6',
        '3... /FEN "W:W1:B2"/ 4-6 1/2-1/2',
        '',
      ].join('\n'),
    );
  });
  it('compatible: everything as written', () => {
    expect(makePdn(games, { mode: 'compatible' })).toBe(
      [
        '[Black "B"]',
        '[Zeta "z"]',
        '[Event "E \\"q\\""]',
        '[White "W"]',
        '',
        '% escape line',
        '{intro} 1. 32-28 {c1} 19-23 ( 1... 18-23 2. 01-06 ) 2. 28x19! $1 14x23 3. 1- 6',
        '/FEN "W:W1:B2"/ 4-6 ½-½',
        '',
      ].join('\n'),
    );
  });
  it('wraps at 80 columns and ends every strict game with a terminator', () => {
    const long = parsePdn(Array.from({ length: 40 }, (_, i) => `${i + 1}. 32-28 19-23`).join(' ')).value;
    const text = makePdn(long, { mode: 'strict' });
    const lines = text.trimEnd().split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(lines.at(-1)).toBe('*');
    expect(lines[0]).toBe('1. 32-28 19-23 2. 32-28 19-23 3. 32-28 19-23 4. 32-28 19-23 5. 32-28 19-23');
    expect(makePdn(long, { mode: 'strict', lineWidth: 40 }).split('\n')[0]).toBe('1. 32-28 19-23 2. 32-28 19-23 3. 32-28');
  });
  it('numbers a game that starts with Black from the FEN tag', () => {
    const g = parsePdn('[FEN "B:W18:B14"]\n14-17 18-15 17-21 *').value;
    expect(makePdn(g, { mode: 'strict' })).toBe('[FEN "B:W18:B14"]\n\n1... 14-17 2. 18-15 17-21 *\n');
  });
  it('writes moves whose texts were replaced (notation conversion)', () => {
    const [g] = parsePdn('[Event "x"]\n1. 22-18 11-15 (1... 10-14) 2. 18x11 *').value;
    const squares: Record<string, string> = { '22': 'c3', '18': 'd4', '11': 'f6', '15': 'e5', '10': 'd6', '14': 'c5' };
    const convert = (m: MoveNode): MoveNode => ({
      ...m,
      text: m.text.replace(/\d+/g, (n) => squares[n] ?? n).replace('x', ':'),
      variations: m.variations.map((v) => ({ ...v, moves: v.moves.map(convert) })),
    });
    const converted: GameRecord = { ...g!, moves: g!.moves.map(convert) };
    const text = makePdn([converted], { mode: 'strict' });
    expect(text).toBe('[Event "x"]\n\n1. c3-d4 f6-e5 ( 1... d6-c5 ) 2. d4:f6 *\n');
    expect(parsePdn(text).value[0]!.moves.map((m) => m.text)).toEqual(['c3-d4', 'f6-e5', 'd4:f6']);
  });
  it('keeps comments attached where they were read (before and after moves)', () => {
    const g = parsePdn('1. 32-28 {a} 2. {b} 28-22 (2. {c} 33-28 {d}) {e} 19-23 *').value;
    const again = parsePdn(makePdn(g, { mode: 'compatible' })).value;
    expect(withoutPos(again)).toEqual(withoutPos(g));
    expect(g[0]!.moves[1]!.before.map((c) => 'text' in c && c.text)).toEqual(['b']);
    expect(g[0]!.moves[1]!.after.map((c) => c.text)).toEqual(['e']);
  });
  it('separates games that would otherwise merge on re-reading', () => {
    const games = parsePdn('[Event "a"]\n*\n1. 32-28 *').value;
    const bare: GameRecord[] = games.map(({ result: _r, ...g }) => g);
    const again = parsePdn(makePdn(bare, { mode: 'compatible' })).value;
    expect(again.length).toBe(2);
  });
  it('writes a line comment on a line of its own, and a comment holding `}` as a line comment', () => {
    const [g] = parsePdn('1. 32-28 % note\n19-23 *').value;
    const c: GameRecord = { ...g!, moves: [{ ...g!.moves[0]!, after: [{ text: 'has } brace', kind: 'brace', pos: g!.pos }] }] };
    expect(makePdn([g!])).toBe('1. 32-28\n% note\n19-23 *\n');
    expect(makePdn([c])).toBe('1. 32-28\n%has } brace\n*\n');
  });
});

describe('strictMoveText', () => {
  it('removes spaces and zero padding, lower-cases squares', () => {
    expect(['1- 6', '01-06', '32 x 23', 'C3-D4', 'c3:e5:g3', '- -', '05x14X23'].map(strictMoveText)).toEqual(['1-6', '1-6', '32x23', 'c3-d4', 'c3:e5:g3', '--', '5x14x23']);
  });
});

describe('PdnGameWriter (convert writes game by game)', () => {
  it("gives makePdn's text, game by game, both modes: a game that needs a terminator because of the next one gets it", () => {
    const sets = [
      parsePdn(source).value,
      // tag-only games, a game without tags after one with tags, games with no terminator
      parsePdn('[FEN "W:W1:B2"]\n[FEN "B:W3:B4"]\n[Event "a"]\n1. 32-28\n\n1. 19-23 *\n[Event "b"]\n[Event "c"]\n1. 32-28').value,
      parsePdn(readCorpus('pdn-standard/accept/ussr1947.pdn')).value,
      [],
    ];
    expect(sets[1]!.length).toBeGreaterThan(3);
    for (const games of sets) {
      for (const mode of ['compatible', 'strict'] as const) {
        const writer = new PdnGameWriter({ mode });
        let text = '';
        for (const g of games) text += writer.add(g);
        text += writer.end();
        expect(text).toBe(makePdn(games, { mode }));
      }
    }
  });
});
