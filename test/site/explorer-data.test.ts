// The analysis board's explorer data (site/src/lib/explorer-data.ts, issue 43 point 6) for the
// published games: every position of every game's main line checked against an independent
// replay written here (a plain loop over the engine's Position: parseMoveText, matchMoves, play;
// positions compared by their columns and side to move, not by hash): its games, results, next
// moves and the games that reached it with the ply; and every value passes the panel's own checks
// (client/analysis/explorer-shape.ts), which refuse what does not fit.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { parsePdn } from '../../grammar/pdn.ts';
import { tagNamed } from '../../grammar/record.ts';
import { resultWinner } from '../../grammar/results.ts';
import { Position, makeMoveText, matchMoves, parseMoveText, parseVariantName, type Move } from '../../engine/index.ts';
import { readGames } from '../../site/src/lib/collections.ts';
import { explorerData } from '../../site/src/lib/explorer-data.ts';
import { positionKey, readIndex, readShard, type ExplorerPosition } from '../../site/src/client/analysis/explorer-shape.ts';
import { ROOT } from './site-build.ts';

const games = readGames({ repo: ROOT }).entries;
const data = explorerData(games);

/** A position as the independent count knows it: its columns and side to move. */
const columns = (p: Position): string => `${p.variant}|${p.turn}|${p.columns().join(';')}`;

interface Expected {
  position: Position;
  games: number;
  white: number;
  draws: number;
  black: number;
  moves: Map<string, [number, number, number, number]>;
  reached: string[];
}

/** Every position of every game's main line, counted by a loop of its own: each game once, from the first time it reaches the position. */
function independent(): Map<string, Expected> {
  const out = new Map<string, Expected>();
  for (const g of games) {
    const game = parsePdn(g.pdn).value[0]!;
    const variant = parseVariantName(tagNamed(game, 'Variant')?.value ?? 'bashni') ?? 'bashni';
    const positions = [Position.initial(variant)];
    const moves: Move[] = [];
    for (const node of game.moves) {
      const written = node.unknown ? undefined : parseMoveText(node.text);
      const found = written ? matchMoves(positions.at(-1)!, written) : [];
      if (found.length !== 1) break;
      moves.push(found[0]!);
      positions.push(positions.at(-1)!.play(found[0]!));
    }
    const written = game.result?.text ?? tagNamed(game, 'Result')?.value;
    const winner = written === undefined ? undefined : resultWinner(written);
    const seen = new Set<string>();
    positions.forEach((p, ply) => {
      const key = columns(p);
      if (seen.has(key)) return;
      seen.add(key);
      let e = out.get(key);
      if (!e) out.set(key, (e = { position: p, games: 0, white: 0, draws: 0, black: 0, moves: new Map(), reached: [] }));
      const results = [winner === 'white' ? 1 : 0, winner === 'draw' ? 1 : 0, winner === 'black' ? 1 : 0] as const;
      e.games++;
      e.white += results[0];
      e.draws += results[1];
      e.black += results[2];
      e.reached.push(`${g.slug}#${ply}`);
      const next = moves[ply];
      if (!next) return;
      const text = makeMoveText(p, next, { squares: 'algebraic', captures: 'full', separator: ':' });
      const m = e.moves.get(text) ?? [0, 0, 0, 0];
      e.moves.set(text, [m[0] + 1, m[1] + results[0], m[2] + results[1], m[3] + results[2]]);
    });
  }
  return out;
}

/** The generator's entry for a position: its shard by the hash's first digits, then its key. */
function lookup(p: Position): ExplorerPosition | undefined {
  const v = data.index.variants[p.variant];
  const key = positionKey(p);
  return v && data.shards.get(p.variant)?.get(key.slice(0, v.digits))?.[key];
}

describe('explorer data', () => {
  it('every position of every published game: games, results, next moves and the games with their ply, as an independent replay counts them', () => {
    const expected = independent();
    let positions = 0;
    for (const m of data.shards.values()) for (const s of m.values()) positions += Object.keys(s).length;
    // one entry per distinct position (no two positions of the games share a hash)
    expect(positions).toBe(expected.size);
    expect(positions).toBeGreaterThan(20_000);
    for (const e of expected.values()) {
      const at = lookup(e.position);
      expect(at, columns(e.position)).toBeDefined();
      const [n, white, draws, black, moves, reached] = at!;
      expect([n, white, draws, black]).toEqual([e.games, e.white, e.draws, e.black]);
      expect(new Map(moves.map(([move, ...c]) => [move, c]))).toEqual(e.moves);
      // the most played first
      expect(moves.map((m) => m[1])).toEqual(moves.map((m) => m[1]).sort((a, b) => b - a));
      const table = data.index.variants[e.position.variant]!.games;
      const links: string[] = [];
      for (let i = 0; i < reached.length; i += 2) links.push(`${table[reached[i]!]![0]}#${reached[i + 1]}`);
      expect(links.sort()).toEqual(e.reached.sort());
    }
  });

  it('the start of Bashni: every Bashni game, its first moves as `openings` names them', () => {
    const start = lookup(Position.initial('bashni'))!;
    const bashniGames = games.filter((g) => /\[Variant "Bashni"\]/.test(g.pdn)).length;
    expect(bashniGames).toBeGreaterThan(200);
    expect(start[0]).toBe(bashniGames);
    expect(start[4].reduce((sum, m) => sum + m[1], 0)).toBe(bashniGames);
    expect(start[4][0]![0]).toMatch(/^[a-h][1-8]-[a-h][1-8]$/);
    // the variants present: Bashni and Lasca, each its own games
    expect(Object.keys(data.index.variants).sort()).toEqual(['bashni', 'lasca']);
    expect(data.index.variants.lasca!.games.length + data.index.variants.bashni!.games.length).toBe(games.length);
  });

  it('passes the panel’s checks as written; what does not fit is refused', () => {
    const index = JSON.parse(JSON.stringify(data.index)) as unknown;
    expect(readIndex(index)).toEqual(index);
    for (const [variant, shards] of data.shards) {
      expect(data.index.variants[variant]!.shards).toEqual([...shards.keys()]);
      for (const s of shards.values()) {
        const json = JSON.parse(JSON.stringify(s)) as unknown;
        expect(readShard(json)).toEqual(json);
      }
    }
    // a variant of the wrong shape is left out (its positions then show no game)
    expect(readIndex({ variants: { bashni: { games: [['x', 'a', 'b', '1-0']], digits: 3, shards: [] } } })).toEqual({ variants: {} });
    expect(readIndex('<html>')).toBeUndefined();
    // a position of the wrong shape is left out, the others kept
    const shard = readShard({ '00000000000000ff': [1, 1, 0, 0, [['c3-d4', 1, 1, 0, 0]], [0, 0]], '00000000000000fe': [1, '<b>', 0, 0, [], []], __proto__x: [] });
    expect(Object.keys(shard!)).toEqual(['00000000000000ff']);
    // a move that is no move's text is left out of its list
    expect(readShard({ '0000000000000001': [1, 0, 0, 0, [['<img src=x>', 1, 0, 0, 0]], []] })).toEqual({ '0000000000000001': [1, 0, 0, 0, [], []] });
  });

  it('says its size: files and bytes', () => {
    let files = 1;
    let bytes = JSON.stringify(data.index).length;
    for (const m of data.shards.values())
      for (const s of m.values()) {
        files++;
        bytes += JSON.stringify(s).length;
      }
    console.log(`explorer: ${files} files, ${bytes} bytes, for ${games.length} games (${join('games', '*.pdn')})`);
    // one shard a lookup: none past a few tens of KB
    for (const m of data.shards.values()) for (const s of m.values()) expect(JSON.stringify(s).length).toBeLessThan(64 * 1024);
  });
});
