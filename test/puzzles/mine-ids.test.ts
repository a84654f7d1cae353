// Mined puzzle ids are ids `puzzles check` accepts, whatever the record file is called.
import { describe, expect, it } from 'vitest';
import { minedIdPrefix } from '../../puzzles/mine.ts';
import { ID_RE } from '../../puzzles/file.ts';

describe('minedIdPrefix', () => {
  it.each([
    ['games/engine-levels.pdn', 'engine-levels'],
    ['ИГРЫ.pdn', 'igry'],
    ['Партии Ёжика 2024.PDN', 'partii-ezhika-2024'],
    ['.pdn', 'mined'],
    ['---.pdn', 'mined'],
    ['_x.pdn', 'x'],
    ['dir\\Club Games!.pdn', 'club-games-'],
    ['日本.pdn', 'mined'],
  ])('%s gives %s, and its ids are valid', (file, prefix) => {
    expect(minedIdPrefix(file)).toBe(prefix);
    expect(`${minedIdPrefix(file)}-g1-p11`).toMatch(ID_RE);
  });
});
