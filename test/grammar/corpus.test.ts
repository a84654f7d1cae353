// The real corpus (test/corpus, bytes as published): accept files parse cleanly, reject files give
// positioned problems, CheckerBoard files give their game counts, and every file survives
// read -> write -> read in both writer modes.
import { describe, expect, it } from 'vitest';
import { makePdn, parsePdn, type ParseProblem } from '../../grammar/index.ts';
import { corpusFiles, readCorpus, strictForm, withoutPos } from './helpers.ts';

const accept = corpusFiles('pdn-standard/accept');
const reject = corpusFiles('pdn-standard/reject');
const checkerboard = corpusFiles('checkerboard');

function brief(errors: readonly ParseProblem[]): string[] {
  return errors.map((e) => `${e.pos.line}:${e.pos.column} ${e.severity} ${e.code}`);
}

/**
 * The number of games in each accepted file, counted independently of the splitter (one per tag
 * section: `[Event`, `[White` or, in the Italian files, `[Bianco` lines; the one-game files by
 * eye), so a splitter that merged or cut games fails here, and the round trips below, which
 * compare the splitter with itself, cannot hide it.
 */
const ACCEPT_GAMES: Record<string, number> = {
  '090417ronde12.pdn': 7,
  'Campionato Assoluto 2005.pdn': 53,
  'Cat.B1.pdn': 37,
  'Cat.D1.pdn': 19,
  'DUTCH96H.pdn': 13,
  'OCA_2.0.pdn': 43,
  'PROF2.pdn': 16,
  'PWCP 2a.pdn': 59,
  'PWCP_2.pdn': 51,
  'Principles of Strategy.pdn': 16,
  // one `[Event` is glued to the previous game's `0-1` (90 lines start with `[Event`)
  'Tricks traps and shots.pdn': 91,
  'alphanumeric.pdn': 1,
  'beginner.pdn': 58,
  'borderclassics.pdn': 183,
  'bridges.pdn': 267,
  'candidate95.pdn': 8,
  'fen.pdn': 3,
  'gameterminator.pdn': 1,
  'gem.pdn': 162,
  'goulds.pdn': 262,
  'inferno.pdn': 68,
  'kurnik.pdn': 4,
  'linecomment.pdn': 1,
  'lpc.pdn': 100,
  'movestrength.pdn': 1,
  'nk ronde 01.pdn': 7,
  'nk ronde 02.pdn': 7,
  'nk2003-amsterdam.pdn': 33,
  'rk ronde 12.pdn': 7,
  'schildpad.pdn': 34,
  'string.pdn': 1,
  'unicode.pdn': 1,
  'ussr1947.pdn': 153,
  'variation.pdn': 1,
  'windragon.pdn': 1,
  'wk2003.pdn': 23,
};

describe('pdn-standard/accept', () => {
  it('holds the expected files, each with its game count pinned', () => {
    expect(accept.length).toBe(36);
    expect(accept.map((f) => f.replace('pdn-standard/accept/', '')).sort()).toEqual(Object.keys(ACCEPT_GAMES).sort());
  });
  it.each(accept)('%s parses with no errors, into its exact number of games', (file) => {
    const out = parsePdn(readCorpus(file), { file });
    expect(out.errors.filter((e) => e.severity === 'error')).toEqual([]);
    expect(out.value.length).toBe(ACCEPT_GAMES[file.replace('pdn-standard/accept/', '')]);
  });
  it('reports honest warnings only where the files are unusual', () => {
    const warnings: Record<string, string[]> = {};
    for (const file of accept) {
      const w = brief(parsePdn(readCorpus(file)).errors);
      if (w.length) warnings[file.replace('pdn-standard/accept/', '')] = w;
    }
    expect(warnings).toEqual({
      // `1. ...` before a Black move of a setup position
      'Cat.D1.pdn': [expect.stringMatching(/ warning PDN_ELLIPSIS_AFTER_NUMBER$/)],
      // files of one game without a terminator
      'alphanumeric.pdn': ['1:7 warning PDN_MISSING_RESULT'],
      'linecomment.pdn': [expect.stringMatching(/warning PDN_MISSING_RESULT$/)],
      'string.pdn': [expect.stringMatching(/warning PDN_MISSING_RESULT$/)],
      'unicode.pdn': [expect.stringMatching(/warning PDN_MISSING_RESULT$/)],
      'variation.pdn': [expect.stringMatching(/warning PDN_MISSING_RESULT$/)],
      // `77. ... {comment} *`: a move number with an ellipsis and no move
      'windragon.pdn': ['27:1 warning PDN_NUMBER_WITHOUT_MOVE', '27:5 warning PDN_ELLIPSIS_AFTER_NUMBER'],
    });
  });
  it('reads constructs as written', () => {
    const [ms] = parsePdn(readCorpus('pdn-standard/accept/movestrength.pdn')).value;
    expect(ms!.moves.map((m) => [m.text, m.strength])).toEqual([
      ['32-28', '!?'],
      ['19-23', '(!?!!!)'],
      ['28x19', undefined],
    ]);
    const [an] = parsePdn(readCorpus('pdn-standard/accept/alphanumeric.pdn')).value;
    expect(an!.moves.map((m) => m.text)).toEqual(['a3b4']);
    const [str] = parsePdn(readCorpus('pdn-standard/accept/string.pdn')).value;
    expect(str!.tags).toMatchObject([{ name: 'White', value: 'This is a string with an escaped character "' }]);
    const [uni] = parsePdn(readCorpus('pdn-standard/accept/unicode.pdn')).value;
    expect(uni!.tags.map((t) => t.value)).toEqual(['Сергей Фадеев', '高文龙']);
    const fen = parsePdn(readCorpus('pdn-standard/accept/fen.pdn')).value;
    expect(fen.map((g) => g.tags[0]!.value)).toEqual(['?:W29,13,11:B22,4,2', 'W:W31,29,K15:B14,13,12,9', 'W:W31-50:B1-20']);
    const [v] = parsePdn(readCorpus('pdn-standard/accept/variation.pdn')).value;
    expect(v!.moves[1]!.variations[0]!.moves[1]!.variations[0]!.moves.map((m) => m.text + (m.strength ?? ''))).toEqual(['37-32?', '23-29!']);
    const ussr = parsePdn(readCorpus('pdn-standard/accept/ussr1947.pdn')).value;
    expect(ussr.every((g) => g.result !== undefined)).toBe(true);
  });
});

describe('pdn-standard/reject', () => {
  it('holds the expected files', () => {
    expect(reject.length).toBe(6);
  });
  const expected: Record<string, { games: number; problems: string[] }> = {
    // a game of one move pair, `1. 34-29 19-23`, then the next game's tags
    '40Camp.DamaInternazionaleAssoluto.pdn': { games: 45, problems: ['226:15 error PDN_MISSING_RESULT'] },
    // `1. ... 7-12` and a stray dot `8-3 . 1-0` (the FENs' trailing dots are FEN syntax, docs/rules.md)
    'Cat.A1.pdn': { games: 35, problems: ['296:4 warning PDN_ELLIPSIS_AFTER_NUMBER', '405:36 error PDN_UNEXPECTED_TOKEN'] },
    // `1. ...`, a game cut after `6.` with no terminator, and a result-only leftover `36x27 1-0`
    'Cat.C1.pdn': {
      games: 46,
      problems: ['444:4 warning PDN_ELLIPSIS_AFTER_NUMBER', '579:75 warning PDN_NUMBER_WITHOUT_MOVE', '579:77 error PDN_MISSING_RESULT', '611:1 warning PDN_GAME_WITHOUT_TAGS'],
    },
    // one game with unknown moves `- -`
    'abatsiev.pdn': { games: 56, problems: Array(25).fill(expect.stringMatching(/ warning PDN_UNKNOWN_MOVE$/)) },
    // match scores `4-6` and `1-9` as terminators
    'delfts.pdn': { games: 2, problems: ['26:69 error PDN_SCORE_AS_RESULT', expect.stringMatching(/ error PDN_SCORE_AS_RESULT$/)] },
    // `{ nested { comment } }`: the first `}` closes, the second is stray
    'nested_comment.pdn': { games: 1, problems: ['1:46 error PDN_UNEXPECTED_TOKEN', '1:47 warning PDN_MISSING_RESULT'] },
  };
  it.each(reject)('%s gives positioned problems', (file) => {
    const name = file.replace('pdn-standard/reject/', '');
    const out = parsePdn(readCorpus(file), { file });
    expect(out.errors.length).toBeGreaterThan(0);
    for (const e of out.errors) {
      expect(e.pos.line).toBeGreaterThan(0);
      expect(e.pos.column).toBeGreaterThan(0);
      expect(e.file).toBe(file);
      expect(e.message.length).toBeGreaterThan(10);
    }
    expect(out.value.length).toBe(expected[name]!.games);
    expect(brief(out.errors)).toEqual(expected[name]!.problems);
  });
  it('reads abatsiev unknown moves as unknown moves', () => {
    const games = parsePdn(readCorpus('pdn-standard/reject/abatsiev.pdn')).value;
    const withUnknown = games.filter((g) => g.moves.some((m) => m.unknown));
    expect(withUnknown.length).toBe(1);
    expect(withUnknown[0]!.moves.filter((m) => m.unknown).map((m) => m.text)).toEqual(Array(25).fill('- -'));
    expect(games.every((g) => g.result !== undefined)).toBe(true);
    expect(games[0]!.tags.find((t) => t.name === 'Date')!.value).toBe('1.1.1965');
  });
  it('turns delfts match scores into results, not moves', () => {
    const games = parsePdn(readCorpus('pdn-standard/reject/delfts.pdn')).value;
    expect(games.map((g) => g.result?.text)).toEqual(['4-6', '1-9']);
    expect(games[0]!.moves.at(-1)!.text).toBe('13-19');
  });
});

describe('checkerboard', () => {
  it('holds the expected files', () => {
    expect(checkerboard.length).toBe(2);
  });
  it('tinsley.pdn: 724 games, junk glued to moves kept as comments', () => {
    const out = parsePdn(readCorpus('checkerboard/tinsley.pdn'));
    expect(out.value.length).toBe(724);
    expect(out.errors.filter((e) => e.severity === 'error')).toEqual([]);
    expect(out.errors.map((e) => e.code)).toEqual(['PDN_JUNK_AFTER_MOVE', 'PDN_JUNK_AFTER_MOVE']);
    const glued = out.value.flatMap((g) => g.moves).filter((m) => m.after.length > 0);
    expect(glued.map((m) => [m.text, m.after[0]!.text])).toEqual([
      ['8-11', 'Redoversteppedthetimecontrolonthismove.'],
      ['26-22', 'Whiteoversteppedthetimecontrolonthismove.'],
    ]);
  });
  it('11_man_italian.pdn: 2,400 position-only games', () => {
    const out = parsePdn(readCorpus('checkerboard/11_man_italian.pdn'));
    expect(out.errors).toEqual([]);
    expect(out.value.length).toBe(2400);
    expect(out.value.every((g) => g.moves.length === 0 && g.tags.length === 1 && g.tags[0]!.name === 'FEN' && g.result?.text === '*')).toBe(true);
  });
});

/** Same records (ignoring positions)? Compared as JSON game by game; on a difference, the
 * first differing game is compared with toEqual so the failure shows a readable diff. */
function expectSameGames(got: unknown[], want: unknown[]): void {
  expect(got.length).toBe(want.length);
  for (let i = 0; i < want.length; i++) {
    if (JSON.stringify(got[i]) !== JSON.stringify(want[i])) {
      expect({ game: i, record: got[i] }).toEqual({ game: i, record: want[i] });
    }
  }
}

describe('round trips over the whole corpus', () => {
  const all = [...accept, ...reject, ...checkerboard];
  it.each(all)('%s: compatible read -> write -> read gives the same records', (file) => {
    const first = parsePdn(readCorpus(file));
    const written = makePdn(first.value, { mode: 'compatible' });
    const second = parsePdn(written);
    expectSameGames(withoutPos(second.value), withoutPos(first.value));
    // and writing again gives the same text
    expect(makePdn(second.value, { mode: 'compatible' })).toBe(written);
  });
  it.each(all)('%s: strict read -> write -> read keeps everything but the allowed normalisations', (file) => {
    const first = parsePdn(readCorpus(file));
    const written = makePdn(first.value, { mode: 'strict' });
    const second = parsePdn(written);
    expect(second.errors.filter((e) => e.severity === 'error')).toEqual([]);
    expectSameGames(strictForm(second.value) as unknown[], strictForm(first.value) as unknown[]);
    expect(makePdn(second.value, { mode: 'strict' })).toBe(written);
    for (const line of written.split('\n')) {
      if (!line.startsWith('%') && !line.startsWith('[') && !line.includes('{') && !line.includes('}')) expect(line.length).toBeLessThanOrEqual(80);
    }
  });
});
