// The play page's game without a browser (site/src/client/play/play-game.ts, play-engine.ts, play-record.ts): real engine positions and the real level search for the engine's replies;
// the records it writes checked as `bashni verify` checks them (records' checkGame, in process).
import { describe, expect, it } from 'vitest';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { makeMoveText, matchMoves, parseMoveText } from '../../../engine/notation.ts';
import { Position, sameMove } from '../../../engine/position.ts';
import { rng } from '../../../engine/random.ts';
import { VARIANTS, type Move, type VariantName } from '../../../engine/types.ts';
import { playWords } from '../../../site/src/i18n/play.ts';
import { PlayGame, type EngineRequest } from '../../../site/src/client/play/play-game.ts';
import { engineReply } from '../../../site/src/client/play/play-engine.ts';
import { playPdn } from '../../../site/src/client/play/play-record.ts';
import { parseGames } from '../../../grammar/pdn.ts';
import { checkGame, reportText, summaryLine } from '../../../records/verify.ts';

/** The English page's record words. */
const EN_RECORD = { event: playWords.en.recordEvent, player: playWords.en.recordPlayer, termination: playWords.en.recordTermination };

function fen(text: string, variant: VariantName = 'bashni'): Position {
  const r = parseFen(text, variant);
  if (!r.ok) throw new Error(`${text}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** The legal move written `text` in `pos`. */
function move(pos: Position, text: string): Move {
  const m = matchMoves(pos, parseMoveText(text)!);
  expect(m, text).toHaveLength(1);
  return m[0]!;
}

/** The index in the position's legal moves of the move `text` names (what the engine worker posts). */
function index(pos: Position, text: string): number {
  const m = move(pos, text);
  return pos.legalMoves().findIndex((l) => sameMove(l, m));
}

/** The engine's real answer to the game's pending request, played. */
function answer(game: PlayGame): void {
  const req = game.engineRequest() ?? game.thinking;
  expect(req, 'a request is pending').toBeDefined();
  const reply = engineReply(req!);
  expect(reply).toBeDefined();
  expect(game.engineMove(reply!)).toBe(true);
}

/** What `bashni verify -` says of a PDN text: its exit status and its report (the command's own functions, records/verify.ts). */
function verify(pdn: string): { status: number | null; out: string } {
  const reports = [...parseGames(pdn, { file: '<stdin>' })].map((g) => checkGame(g, '<stdin>', { variant: 'bashni', syntaxOnly: false }));
  const valid = reports.filter((r) => r.valid).length;
  const out = reports.map(reportText).join('') + summaryLine({ games: reports.length, valid, invalid: reports.length - valid }) + '\n';
  return { status: valid === reports.length ? 0 : 1, out };
}

/** Plays `plies` plies (the user's moves drawn by `random` among the legal ones, the engine's by its level) or until the end. */
function playOut(game: PlayGame, plies: number, random: () => number): void {
  for (let i = 0; i < plies && !game.end; i++) {
    if (game.userToMove) {
      const legal = game.position.legalMoves();
      expect(game.userMove(legal[Math.floor(random() * legal.length)]!)).toBe(true);
    } else answer(game);
  }
}

describe('a game against the engine', () => {
  it('asks the engine only on its turn, and plays its real reply', () => {
    const game = new PlayGame(Position.initial('bashni'), 'white', 'beginner', () => 7);
    expect(game.engineRequest()).toBeUndefined();
    expect(game.userToMove).toBe(true);
    expect(game.userMove(move(game.position, 'c3-d4'))).toBe(true);
    expect(game.userToMove).toBe(false);
    // the user cannot move for the engine
    expect(game.userMove(game.position.legalMoves()[0]!)).toBe(false);
    const req = game.engineRequest()!;
    // the position with its counters, and the game before it (for the engine's repetition draws)
    expect(req).toMatchObject({ fen: makeFen(game.position, { counters: true }), variant: 'bashni', level: 'beginner', seed: 7, history: [makeFen(game.start, { counters: true })] });
    // asked once: the same request stays pending
    expect(game.engineRequest()).toBeUndefined();
    expect(game.thinking).toBe(req);
    const reply = engineReply(req)!;
    const legal = game.position.legalMoves();
    expect(game.engineMove({ id: req.id + 1, move: reply.move })).toBe(false); // another request's answer
    // no legal move of the position: past the list, before it, not a whole number, not a number
    for (const bad of [legal.length, -1, 0.5, NaN, '0' as unknown as number]) expect(game.engineMove({ id: req.id, move: bad }), String(bad)).toBe(false);
    expect(game.thinking).toBe(req);
    expect(game.engineMove(reply)).toBe(true);
    expect(game.moves.map((n) => n.text)).toEqual(['c3-d4', makeMoveText(game.moves[0]!.position, legal[reply.move]!, { captures: 'full' })]);
    expect(game.userToMove).toBe(true);
    expect(game.thinking).toBeUndefined();
  });

  it('lets the engine move first when the user plays Black', () => {
    const game = new PlayGame(Position.initial('russian'), 'black', 'club');
    expect(game.userToMove).toBe(false);
    const req = game.engineRequest()!;
    expect(req.variant).toBe('russian');
    answer(game);
    expect(game.position.turn).toBe('black');
    expect(game.userToMove).toBe(true);
    expect(game.canTakeBack).toBe(false); // the engine's first move is not the user's to take back
    expect(game.takeback()).toBe(false);
  });

  it('takes back the user last move and the reply to it; a pending request is dropped', () => {
    const game = new PlayGame(Position.initial('bashni'), 'white', 'casual', () => 3);
    game.userMove(move(game.position, 'c3-d4'));
    answer(game);
    expect(game.userMove(game.position.legalMoves()[0]!)).toBe(true);
    answer(game);
    const afterTwo = makeFen(game.position);
    expect(game.userMove(game.position.legalMoves()[0]!)).toBe(true);
    const req = game.engineRequest()!;
    expect(game.takeback()).toBe(true); // while the engine thinks: the user's move only
    expect(makeFen(game.position)).toBe(afterTwo);
    expect(game.engineMove(engineReply(req)!)).toBe(false); // its answer comes too late
    expect(game.takeback()).toBe(true); // the user's move and the reply
    expect(game.moves).toHaveLength(2);
    expect(game.moves[1]!.position.turn).toBe('white');
    expect(game.takeback()).toBe(true);
    expect(game.moves).toHaveLength(0);
    expect(makeFen(game.position)).toBe(makeFen(Position.initial('bashni')));
    expect(game.takeback()).toBe(false);
  });

  it('ends when the side to move has no legal move (the engine outcome); a finished game takes nothing back', () => {
    // White takes the last black piece prisoner: Black has no column to move
    const game = new PlayGame(fen('W:Wc3:Bd4'), 'white', 'master');
    expect(game.end).toBeUndefined();
    game.userMove(move(game.position, 'c3:e5'));
    expect(game.end).toEqual({ result: '1-0', winner: 'white', reason: 'no-moves' });
    expect(game.engineRequest()).toBeUndefined();
    expect(game.resign()).toBe(false);
    const pdn = playPdn(game, EN_RECORD, new Date(Date.UTC(2026, 11, 1)));
    expect(pdn).toContain('[Result "1-0"]');
    expect(pdn).toContain('[SetUp "1"]');
    expect(pdn).toContain('[FEN "W:Wc3:Bd4"]');
    expect(pdn).toContain('[Termination "Black has no legal move"]');
    expect(pdn).toContain('[Date "2026.12.01"]');
    expect(verify(pdn).status).toBe(0);
    // issue 25: Take back is off once the game has ended
    expect(game.canTakeBack).toBe(false);
    expect(game.takeback()).toBe(false);
    expect(game.end?.reason).toBe('no-moves');
  });

  it('a Russian page writes its record in Russian: the event, the player, why the game ended (issue 44 point 8); bashni verify reads it', () => {
    const game = new PlayGame(fen('W:Wc3:Bd4'), 'black', 'master');
    game.engineMove({ id: game.engineRequest()!.id, move: index(game.position, 'c3:e5') });
    const pdn = playPdn(game, { event: playWords.ru.recordEvent, player: playWords.ru.recordPlayer, termination: playWords.ru.recordTermination }, new Date(Date.UTC(2026, 11, 1)));
    expect(pdn).toContain('[Event "Партия против движка"]');
    expect(pdn).toContain('[Black "Игрок"]');
    expect(pdn).toContain('[Termination "у чёрных нет хода"]');
    expect(pdn).not.toMatch(/Player|Game against/);
    expect(verify(pdn).status).toBe(0);
  });

  it('ends in a draw on the third repetition and after 15 moves by each side without progress (R12 as verify counts them)', () => {
    const kings = fen('W:WKa1:BKh2');
    const shuffle = new PlayGame(kings, 'white', 'beginner');
    const lines = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
    for (let i = 0; i < 8; i++) {
      expect(shuffle.end, `ply ${i}`).toBeUndefined();
      const text = lines[i % 4]!;
      if (shuffle.userToMove) shuffle.userMove(move(shuffle.position, text));
      else expect(shuffle.engineMove({ id: shuffle.engineRequest()!.id, move: index(shuffle.position, text) })).toBe(true);
    }
    expect(shuffle.end).toEqual({ result: '1/2-1/2', reason: 'repetition' });
    const pdn = playPdn(shuffle, EN_RECORD);
    expect(pdn).toContain('[Result "1/2-1/2"]');
    const v = verify(pdn);
    expect(v.status).toBe(0);
    expect(v.out).toContain('INFO_REPETITION');

    // 28 quiet plies are already on the counter: two more king moves make 30
    const stalled = new PlayGame(fen('W:WKa1:BKh2:H28:F40'), 'black', 'beginner');
    expect(stalled.end).toBeUndefined();
    stalled.engineMove({ id: stalled.engineRequest()!.id, move: index(stalled.position, 'a1-b2') });
    expect(stalled.end).toBeUndefined();
    stalled.userMove(move(stalled.position, 'h2-g1'));
    expect(stalled.end).toEqual({ result: '1/2-1/2', reason: 'no-progress' });
  });

  it('resigns: the engine wins, the record says so and verifies', () => {
    const game = new PlayGame(Position.initial('bashni-turkish'), 'black', 'beginner', () => 11);
    answer(game);
    expect(game.resign()).toBe(true);
    expect(game.end).toEqual({ result: '1-0', winner: 'white', reason: 'resigned' });
    expect(game.canTakeBack).toBe(false);
    const pdn = playPdn(game, EN_RECORD);
    expect(pdn).toMatch(/\[Variant "Bashni-turkish"\][\s\S]*\[Termination "Black resigned"\][\s\S]* 1-0\s*$/);
    expect(pdn).not.toContain('[FEN');
    expect(verify(pdn).status).toBe(0);
  });

  it('writes every game, finished or not, in each variant, as a record bashni verify finds valid', () => {
    const random = rng(2026);
    const records: string[] = [];
    for (const variant of VARIANTS) {
      for (const user of ['white', 'black'] as const) {
        const game = new PlayGame(Position.initial(variant), user, 'beginner', () => Math.floor(random() * 1000));
        playOut(game, 30, random);
        records.push(playPdn(game, EN_RECORD));
        playOut(game, 400, random);
        expect(game.end, `${variant} ${user} ends within 430 plies`).toBeDefined();
        records.push(playPdn(game, EN_RECORD));
      }
    }
    expect(records.filter((r) => r.includes('[Result "*"]'))).toHaveLength(2 * VARIANTS.length);
    expect(records.filter((r) => r.includes('[Variant "Bashni-forward"]'))).toHaveLength(4);
    const v = verify(records.join('\n'));
    expect(v.out).toContain(`${4 * VARIANTS.length} games: ${4 * VARIANTS.length} valid`);
    expect(v.status).toBe(0);
  }, 120_000);
});

describe('the engine worker answer', () => {
  it('is a legal move as its index in the legal moves, reproducible from the seed, and nothing for a finished or unreadable position', () => {
    const req: EngineRequest = { id: 4, fen: makeFen(Position.initial('bashni')), variant: 'bashni', level: 'beginner', seed: 99 };
    const a = engineReply(req)!;
    expect(a.id).toBe(4);
    expect(Number.isInteger(a.move)).toBe(true);
    expect(Position.initial('bashni').legalMoves()[a.move]).toBeDefined();
    expect(engineReply(req)).toEqual(a);
    expect(engineReply({ ...req, fen: 'B:Wc3:B' })).toBeUndefined();
    expect(engineReply({ ...req, fen: 'nonsense' })).toBeUndefined();
  });
});
