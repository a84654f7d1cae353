// The variant a file needs: verify's one line per file naming the rule set its invalid untagged
// games are valid under, `--variant auto` (each game under the rule set it replays under, and
// which), and convert's tag edits (--set-tag, --drop-tag, --dates iso).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { isoDate } from '../../records/convert.ts';
import { CORPUS, ROOT, bashni } from './cli.ts';

const ABATSIEV = join(CORPUS, 'pdn-standard/reject/abatsiev.pdn');
const CLUB = join(ROOT, 'games/engine-club.pdn');

describe('verify names the variant a file needs', () => {
  it('one line per file: the invalid games valid under another rule set, and the option to add', async () => {
    const r = await bashni(['verify', ABATSIEV]);
    expect(r.status).toBe(1);
    // 55 of the 56 games replay as Russian draughts (the 56th has unknown moves)
    expect(r.stderr).toBe(`${ABATSIEV}: 55 games are invalid as Bashni and valid as Russian draughts: add --variant russian\n`);
    expect((await bashni(['verify', ABATSIEV, '--variant', 'russian'])).stderr).toBe('');
  });

  it('--variant auto chooses per game and says which', async () => {
    const r = await bashni(['verify', ABATSIEV, CLUB, '--variant', 'auto', '--json']);
    const games = (JSON.parse(r.stdout) as { games: { file: string; variant: string; valid: boolean }[] }).games;
    expect(games.filter((g) => g.file === ABATSIEV && g.valid).map((g) => g.variant)).toEqual(Array(55).fill('russian'));
    expect(new Set(games.filter((g) => g.file === CLUB).map((g) => g.variant))).toEqual(new Set(['bashni']));
    expect(r.stderr).toBe('');
    const found = await bashni(['find', ABATSIEV, '--variant', 'auto', '--valid', '--json']);
    expect(
      found.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).variant),
    ).toEqual(Array(55).fill('russian'));
  });
});

describe('convert edits tags', () => {
  it('--set-tag, --drop-tag and --dates iso', async () => {
    const r = await bashni(['convert', ABATSIEV, '--variant', 'russian', '--set-tag', 'Site=Москва', '--set-tag', 'Annotator=x', '--drop-tag', 'opening', '--dates', 'iso']);
    const first = r.stdout.split(/\r?\n\r?\n/)[0]!;
    expect(first).toContain('[Site "Москва"]');
    expect(first).toContain('[Annotator "x"]');
    expect(first).toContain('[Date "1965-01-01"]');
    expect(first).not.toContain('[Opening');
    expect((await bashni(['convert', ABATSIEV, '--set-tag', 'no name'])).status).toBe(2);
  });

  it('ISO dates at the precision a record gives', () => {
    expect(isoDate('1950.')).toBe('1950');
    expect(isoDate('1950.03.??')).toBe('1950-03');
    expect(isoDate('10.11.1968')).toBe('1968-11-10');
    expect(isoDate('1950.03.12')).toBe('1950-03-12');
    expect(isoDate('someday')).toBeUndefined();
  });
});
