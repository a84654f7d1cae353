// A site of one's own collections (scripts/club-site.ts sets BASHNI_SITE_GAMES / _PUZZLES): the
// build's loaders read the folders given and nothing of the repository's games/ or puzzles/. The
// loaders run on the club fixture (test/scripts/fixtures/club/); no site is built.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContent } from '../../site/src/lib/collections.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CLUB = join(REPO, 'test/scripts/fixtures/club');

describe("the site's loaders on a club's own folders", () => {
  it('read only the games and puzzles given, named from the folder above them', () => {
    const read = readContent({ repo: REPO, games: join(CLUB, 'games'), puzzles: join(CLUB, 'puzzles') });
    expect(read.failure).toBeUndefined();
    expect(read.games.map((g) => [g.slug, g.file])).toEqual([
      ['club-one', 'games/club-one.pdn'],
      ['club-two', 'games/club-two.pdn'],
    ]);
    expect(read.puzzles.map((p) => p.id)).toEqual(['composed-1']);
    // the lessons are the project's, kept
    expect(read.lessons.length).toBeGreaterThan(0);
  });

  it("give no puzzles when only games are given (the project's are not mixed in)", () => {
    const read = readContent({ repo: REPO, games: join(CLUB, 'games') });
    expect(read.games).toHaveLength(2);
    expect(read.puzzles).toEqual([]);
  });

  const club = mkdtempSync(join(tmpdir(), 'bashni-club-roots-'));
  afterAll(() => rmSync(club, { recursive: true, force: true }));

  it("find a mined puzzle's source beside the puzzles folder and link it to its game's page", () => {
    cpSync(join(CLUB, 'games'), join(club, 'games'), { recursive: true });
    mkdirSync(join(club, 'puzzles'));
    // puzzle cl-g2-p34 of puzzles/capture-path.yaml, mined from game 2 of games/engine-club.pdn,
    // which is the club's games/club-two.pdn (game 1 there): its source written so
    const mined = [
      '- id: cl-g2-p34',
      '  variant: bashni',
      '  fen: "W:Wa1,e1,f2(wwbb),h2,a3,e3,h6(wb):Bd2(bbwwww),b6(bb),f6,b8,d8,f8,h8"',
      '  goal: capture-path 8',
      '  solution: [e1:c3, d2:f4, f2-e3, f4:d2:b4, a3:c5:a7, c3:a5, a7:c5, a5:c3, b4:d2]',
      '  rating: 1280',
      '  difficulty: 2',
      '  themes: [capture-path, double-capture, long, sacrifice, take-the-tower]',
      '  source: { file: games/club-two.pdn, game: 1, ply: 34, played: "e1:c3" }',
      '',
    ].join('\n');
    writeFileSync(join(club, 'puzzles/mined.yaml'), mined);
    const read = readContent({ repo: REPO, games: join(club, 'games'), puzzles: join(club, 'puzzles') });
    expect(read.failure).toBeUndefined();
    expect(read.puzzles.map((p) => [p.id, p.sourceHref])).toEqual([['cl-g2-p34', '/games/club-two/#34']]);
    // and a source that is not there fails as the command fails
    writeFileSync(join(club, 'puzzles/mined.yaml'), mined.replace('games/club-two.pdn', 'games/absent.pdn'));
    expect(readContent({ repo: REPO, games: join(club, 'games'), puzzles: join(club, 'puzzles') }).failure).toMatch(/puzzles\/mined\.yaml:\d+:\d+: .*\[PUZZLE_BAD_SOURCE\]/);
  });
});
