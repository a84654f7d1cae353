// Issue 22, point 1: a valid game with more comments than a call takes arguments (about 125,000)
// overflowed the builder's stack (`push(...pending)`), so its tags and moves were lost to one
// PDN_INTERNAL. Each place where comments pile up in the builder: before the first move, in a
// game without moves, after the last move, in an empty variation. The text stays under the
// 1 MiB cap of one game (3 characters a comment).
import { describe, expect, it } from 'vitest';
import { parsePdn, parsePdnStream, type ParsedGame } from '../../grammar/index.ts';

const FLOOD = 130_000;
const comments = '{c}'.repeat(FLOOD);

async function streamed(text: string): Promise<ParsedGame[]> {
  const out: ParsedGame[] = [];
  for await (const g of parsePdnStream([text])) out.push(g);
  return out;
}

describe(`${FLOOD} comments in one game`, () => {
  it('before the first move: one game with its tags, its comments and its moves', async () => {
    const text = `[Event "x"]\n${comments} 1. c3-d4 f6-g5 *\n`;
    const out = parsePdn(text);
    expect(out.errors).toEqual([]);
    expect(out.value).toHaveLength(1);
    const game = out.value[0]!;
    expect(game.tags.map((t) => [t.name, t.value])).toEqual([['Event', 'x']]);
    expect(game.before).toHaveLength(FLOOD);
    expect(game.before.at(-1)).toMatchObject({ text: 'c', kind: 'brace', pos: { line: 2, column: 1 + 3 * (FLOOD - 1) } });
    expect(game.moves.map((m) => m.text)).toEqual(['c3-d4', 'f6-g5']);
    expect(game.result?.text).toBe('*');
    const stream = await streamed(text);
    expect(stream.map((g) => g.game)).toEqual(out.value);
  });

  it('in a game without moves: the comments are the game', () => {
    const out = parsePdn(`[Event "x"]\n${comments} *\n`);
    expect(out.errors).toEqual([]);
    expect(out.value[0]!.before).toHaveLength(FLOOD);
    expect(out.value[0]!.moves).toEqual([]);
  });

  it('after a move number at the end of the line: the comments go after the last move', () => {
    const out = parsePdn(`[Event "x"]\n1. c3-d4 f6-g5 2. ${comments} *\n`);
    expect(out.errors.map((e) => e.code)).toEqual(['PDN_NUMBER_WITHOUT_MOVE']);
    expect(out.value[0]!.moves.at(-1)!.after).toHaveLength(FLOOD);
  });

  it('in an empty variation: the comments are its trailing comments', () => {
    const out = parsePdn(`[Event "x"]\n1. c3-d4 (${comments}) f6-g5 *\n`);
    expect(out.errors.map((e) => e.code)).toEqual(['PDN_EMPTY_VARIATION']);
    const variation = out.value[0]!.moves[0]!.variations[0]!;
    expect(variation.trailing).toHaveLength(FLOOD);
    expect(out.value[0]!.moves.map((m) => m.text)).toEqual(['c3-d4', 'f6-g5']);
  });
});
