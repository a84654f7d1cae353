// The grammar's limits on one game (issue 13 item 6): at most MAX_MOVES_PER_GAME moves are read
// (PDN_GAME_TOO_LONG at the first move over) and at most MAX_GAME_CHARS characters of text
// (PDN_GAME_TOO_LARGE at the game's start when it ends; its text is dropped as it is scanned, streaming too).
// The games after a capped one read as usual, at their own positions.
import { describe, expect, it } from 'vitest';
import { GameSplitter, MAX_GAME_CHARS, MAX_MOVES_PER_GAME, parsePdn, parsePdnStream, type ParsedGame } from '../../grammar/index.ts';

/** King moves back and forth (a legal Bashni game from W:WKa1:BKh2), `plies` of them, 16 plies a line. */
function kingShuffle(plies: number): string {
  const moves = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
  const parts: string[] = [];
  for (let p = 0; p < plies; p++) {
    if (p % 2 === 0) parts.push(`${p / 2 + 1}.`);
    parts.push(moves[p % 4]!);
    if (p % 16 === 15) parts.push('\n');
  }
  return `[Event "long"]\n[FEN "W:WKa1:BKh2"]\n\n${parts.join(' ').replace(/ \n /g, '\n')} *\n`;
}

const NEXT = '\n[Event "next"]\n\n1. c3-d4 f6-g5 *\n';

/** line:column of the move of ply `ply` (0-based) in a kingShuffle text. */
function lineColumnOfPly(text: string, ply: number): string {
  // plies are written 16 a line after 2 lines of tags and a blank line: line 4 + floor(ply / 16)
  const line = 4 + Math.floor(ply / 16);
  const body = text.split('\n')[line - 1]!;
  const words = body.split(' ');
  // each line holds 8 numbers and 16 moves: the move of ply p is word 1 + 3 * (k >> 1) + (k & 1), k = p % 16
  const k = ply % 16;
  const word = 1 + 3 * (k >> 1) + (k & 1);
  const column = words.slice(0, word).reduce((n, w) => n + w.length + 1, 0) + 1;
  return `${line}:${column}`;
}

describe('moves per game', () => {
  it(`${MAX_MOVES_PER_GAME} moves read as they are`, () => {
    const out = parsePdn(kingShuffle(MAX_MOVES_PER_GAME) + NEXT);
    expect(out.errors).toEqual([]);
    expect(out.value.map((g) => g.moves.length)).toEqual([MAX_MOVES_PER_GAME, 2]);
  });

  it('one move more: PDN_GAME_TOO_LONG at that move, the first moves and the result kept, the next game read', () => {
    const text = kingShuffle(MAX_MOVES_PER_GAME + 7) + NEXT;
    const out = parsePdn(text, { file: 'long.pdn' });
    expect(out.errors.map((e) => `${e.file}:${e.pos.line}:${e.pos.column} ${e.code} game ${e.game}`)).toEqual([`long.pdn:${lineColumnOfPly(text, MAX_MOVES_PER_GAME)} PDN_GAME_TOO_LONG game 0`]);
    expect(out.errors[0]!.message).toBe(`This game has more than ${MAX_MOVES_PER_GAME} moves (main line and variations together); the moves from here on are not read.`);
    const [long, next] = out.value;
    expect(long!.moves).toHaveLength(MAX_MOVES_PER_GAME);
    expect(long!.moves.at(-1)!.text).toBe('g1-h2');
    expect(long!.result?.text).toBe('*');
    expect(next!.tags[0]!.value).toBe('next');
    expect(next!.moves.map((m) => m.text)).toEqual(['c3-d4', 'f6-g5']);
  });

  it('moves in variations count too; a variation open at the cut is closed without further problems', () => {
    const head = kingShuffle(MAX_MOVES_PER_GAME - 2).replace(/ \*\n$/, '');
    const out = parsePdn(`${head} (a1-b2 h2-g1 b2-a1 g1-h2) *\n`);
    expect(out.errors.map((e) => e.code)).toEqual(['PDN_GAME_TOO_LONG']);
    const last = out.value[0]!.moves.at(-1)!;
    expect(last.variations.map((v) => v.moves.map((m) => m.text))).toEqual([['a1-b2', 'h2-g1']]);
    expect(out.value[0]!.result?.text).toBe('*');
  });
});

describe('text per game', () => {
  const big = `[Event "big"]\n1. c3-d4 {${'x'.repeat(MAX_GAME_CHARS)}} f6-g5 *\n`;

  it('a game longer than the cap: one PDN_GAME_TOO_LARGE at its start, nothing read from it, the next game read at its place', () => {
    const text = `[Event "first"]\n1. c3-d4 *\n\n${big}${NEXT}`;
    const out = parsePdn(text, { file: 'big.pdn' });
    expect(out.errors.map((e) => `${e.file}:${e.pos.line}:${e.pos.column} ${e.code} game ${e.game}`)).toEqual(['big.pdn:4:1 PDN_GAME_TOO_LARGE game 1']);
    expect(out.errors[0]!.message).toBe(`This game's text is longer than ${MAX_GAME_CHARS} characters (1 MiB); it is not read.`);
    expect(out.value.map((g) => [g.tags.map((t) => t.value), g.moves.length, g.pos.line])).toEqual([
      [['first'], 1, 1],
      [[], 0, 4],
      [['next'], 2, 7],
    ]);
  });

  it('streamed in chunks, a game growing past the cap is reported once when it ends, its text dropped as it comes', async () => {
    // a game with no line end at all (like /dev/zero): 3 MiB of NUL bytes in 64 KB chunks, then a game
    const chunk = '\0'.repeat(1 << 16);
    const splitter = new GameSplitter();
    const out: string[] = [];
    let held = 0;
    for (let i = 0; i < 48; i++) {
      for (const g of splitter.push(chunk)) out.push(g.tooLarge ? 'too large' : g.text);
      held = Math.max(held, (splitter as unknown as { buf: string }).buf.length);
    }
    for (const g of splitter.push(` *\n${NEXT}`)) out.push(g.tooLarge ? 'too large' : g.text);
    for (const g of splitter.finish()) out.push(g.tooLarge ? 'too large' : g.text);
    expect(out).toEqual(['too large', NEXT.trim()]);
    expect(held).toBeLessThanOrEqual(MAX_GAME_CHARS + 2 * chunk.length);

    const games: ParsedGame[] = [];
    const pieces = Array.from({ length: Math.ceil(big.length / chunk.length) }, (_, i) => big.slice(i * chunk.length, (i + 1) * chunk.length));
    for await (const g of parsePdnStream([`[Event "first"]\n1. c3-d4 *\n\n`, ...pieces, NEXT], { file: 's.pdn' })) games.push(g);
    expect(games.map((g) => [g.index, g.game.pos.line, g.errors.map((e) => e.code)])).toEqual([
      [0, 1, []],
      [1, 4, ['PDN_GAME_TOO_LARGE']],
      [2, 7, []],
    ]);
  });

  it('a file with CR-only line ends is cut into games as it streams, not held whole until the end', () => {
    const text = Array.from({ length: 50 }, (_, i) => `[Event "${i}"]\r1. c3-d4 f6-g5 *\r`).join('\r');
    const splitter = new GameSplitter();
    let before = 0;
    for (let at = 0; at < text.length; at += 100) before += splitter.push(text.slice(at, at + 100)).length;
    const after = splitter.finish().length;
    expect(before + after).toBe(50);
    expect(before).toBeGreaterThanOrEqual(49);
  });
});
