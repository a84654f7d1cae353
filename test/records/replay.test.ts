// records/replay.ts in process: variant detection, move resolution, variations, information,
// the per-ply JSON and notation conversion, on real records and the fixtures.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parsePdn } from '../../grammar/index.ts';
import type { GameRecord } from '../../grammar/index.ts';
import { replayGame } from '../../records/replay.ts';
import { detectStyle } from '../../records/style.ts';
import { detectVariant } from '../../records/variant.ts';
import { gameJson, parseEval } from '../../records/ply-json.ts';
import { convertGame } from '../../records/convert.ts';
import { Position, makeFen, parseFen } from '../../engine/index.ts';
import { verifyInputs } from '../../cli/verify.ts';
import { checkGame, reportText, summaryLine } from '../../records/verify.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS, FIXTURES, bashni } from './cli.ts';

const USSR = CORPUS + 'pdn-standard/accept/ussr1947.pdn';

function games(text: string): GameRecord[] {
  const out = parsePdn(text);
  expect(out.errors.filter((e) => e.severity === 'error')).toEqual([]);
  return out.value;
}
const one = (text: string): GameRecord => games(text)[0]!;
const fixture = (name: string): GameRecord[] => games(readFileSync(FIXTURES + name, 'utf8'));

describe('browser safety', () => {
  it('the replay modules import only the engine, the record model, the grammar API and each other (no Node modules)', () => {
    const allowed = [
      '../engine/index.ts',
      '../engine/types.ts',
      '../grammar/record.ts',
      '../grammar/results.ts',
      '../grammar/problem.ts',
      './style.ts',
      './variant.ts',
      './replay.ts',
      './check-options.ts',
      // convert's date forms (--dates iso) are the query's: browser-safe, records/ only
      './find-query.ts',
      // the boundary checks of convert's exports (issue 47 item 14): browser-safe, engine and records only
      '../engine/argument-error.ts',
      './find-checks.ts',
    ];
    for (const module of ['style', 'variant', 'replay', 'ply-json', 'convert']) {
      const src = readFileSync(new URL(`../../records/${module}.ts`, import.meta.url), 'utf8');
      const imports = [...src.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
      expect(imports.length, module).toBeGreaterThan(0);
      expect(
        imports.filter((i) => !allowed.includes(i!)),
        module,
      ).toEqual([]);
    }
  });
});

describe('variant detection', () => {
  const withTags = (tags: string): GameRecord => one(`${tags}\n1. c3-d4 *\n`);
  it('[Variant] with the Bashni aliases, bashni-forward, bashni-turkish and russian', () => {
    for (const name of ['Bashni', 'Bashne', 'Baschni', 'Bashny', 'BASHNI']) expect(detectVariant(withTags(`[Variant "${name}"]`)).variant).toBe('bashni');
    expect(detectVariant(withTags('[Variant "bashni-turkish"]')).variant).toBe('bashni-turkish');
    for (const name of ['Bashni-forward', 'bashni forward', 'Bashne-forward'])
      expect(detectVariant(withTags(`[Variant "${name}"]`)), name).toMatchObject({ variant: 'bashni-forward', source: 'variant-tag' });
    expect(detectVariant(withTags('[Variant "Russian"]'), 'bashni')).toMatchObject({ variant: 'russian', source: 'variant-tag' });
  });
  it("names found in records beyond the engine's: Russian and Cyrillic spellings", () => {
    for (const name of ['Russian Draughts', 'russian checkers', 'Shashki', 'Русские шашки']) expect(detectVariant(withTags(`[Variant "${name}"]`)).variant, name).toBe('russian');
    for (const name of ['Столбовые', 'столбовые шашки', 'bashni turkish'])
      expect(detectVariant(withTags(`[Variant "${name}"]`)).variant, name).toBe(name === 'bashni turkish' ? 'bashni-turkish' : 'bashni');
  });
  it('[GameType "25"] is Russian; other game types are other games; [Variant] wins over [GameType]', () => {
    expect(detectVariant(withTags('[GameType "25"]'))).toMatchObject({ variant: 'russian', source: 'gametype-tag' });
    expect(detectVariant(withTags('[GameType "25,W,8,8,A0,0"]')).variant).toBe('russian');
    const intl = detectVariant(withTags('[GameType "20,W,10,10,N1,0"]'));
    expect(intl.variant).toBeUndefined();
    expect(intl.problem).toMatchObject({ code: 'VARIANT_UNSUPPORTED', message: expect.stringContaining('not a Bashni/Russian game') });
    expect(detectVariant(withTags('[GameType "25"]\n[Variant "Bashni"]')).variant).toBe('bashni');
    expect(detectVariant(withTags('[Variant "Frisian"]')).problem?.code).toBe('VARIANT_UNKNOWN');
  });
  it('no tag: the caller default', () => {
    expect(detectVariant(withTags('[Event "x"]'), 'russian')).toMatchObject({ variant: 'russian', source: 'default' });
    expect(detectVariant(withTags('[Event "x"]')).variant).toBe('bashni');
  });
  it('ussr1947 read as Bashni (default) fails at the first capture; as Russian it replays; Variant beats GameType', () => {
    const text = readFileSync(USSR, 'utf8');
    const g = games(text);
    expect(g).toHaveLength(153);
    expect(g.every((x) => replayGame(x, { variant: 'russian' }).valid)).toBe(true);
    const asBashni = g.map((x) => replayGame(x));
    expect(asBashni.filter((r) => r.valid)).toHaveLength(0);
    expect(new Set(asBashni.map((r) => r.problem!.code))).toEqual(new Set(['MOVE_ILLEGAL', 'MOVE_CAPTURE_REQUIRED']));
    const tagged = games(text.replace(/^\[Event /gm, '[GameType "25"]\n[Variant "Bashny"]\n[Event '));
    expect(tagged.filter((x) => replayGame(x, { variant: 'russian' }).valid)).toHaveLength(0);
  });
});

describe('replaying', () => {
  it('Bashni fixtures replay; forced to Russian by their tag they do not', () => {
    const all = [...fixture('bashni-playouts.pdn'), ...fixture('bashni-annotated.pdn')];
    for (const g of all) expect(replayGame(g, { variant: 'russian' })).toMatchObject({ valid: true, variant: 'bashni', variantSource: 'variant-tag' });
    const text = readFileSync(FIXTURES + 'bashni-playouts.pdn', 'utf8').replaceAll('[Variant "Bashni"]', '[Variant "Russian"]');
    expect(games(text).map((g) => replayGame(g).valid)).toEqual([false, false, false, false]);
  });

  it('a decisive result is checked against the final position', () => {
    const [g1] = fixture('bashni-playouts.pdn');
    const r = replayGame(g1!);
    expect(r.outcome).toEqual({ winner: 'white' });
    expect(r.valid).toBe(true);
    const flipped = one(
      readFileSync(FIXTURES + 'bashni-playouts.pdn', 'utf8')
        .split('\n\n[Event')[0]!
        .replace(/1-0\s*$/, '1/2-1/2\n'),
    );
    expect(replayGame(flipped).problem).toMatchObject({ code: 'RESULT_CONTRADICTS' });
  });

  it('variations replace the move they are attached to, nested too; a bad variation makes the game invalid', () => {
    const text = '[Variant "Bashni"]\n1. c3-d4 f6-g5 (1... b6-a5 2. d4-c5 (2. g3-h4) d6:b4) 2. b2-c3 *';
    const r = replayGame(one(text));
    expect(r.problems).toEqual([]);
    const ply = r.mainLine!.plies[1]!;
    expect(ply.variations).toHaveLength(1);
    const v = ply.variations[0]!;
    expect(v.plies.map((p) => [p.number, p.before.turn, p.node.text])).toEqual([
      [1, 'black', 'b6-a5'],
      [2, 'white', 'd4-c5'],
      [2, 'black', 'd6:b4'],
    ]);
    expect(v.plies[1]!.variations[0]!.plies.map((p) => [p.number, p.before.turn, p.node.text])).toEqual([[2, 'white', 'g3-h4']]);
    // the nested variation replaces 2. d4-c5: after 2. g3-h4 nothing can be taken on c5
    const rb = replayGame(one(text.replace('(2. g3-h4)', '(2. g3-h4 d6:b4)')));
    expect(rb.valid).toBe(false);
    expect(rb.problem).toMatchObject({ code: 'MOVE_ILLEGAL', pos: { line: 2 }, detail: { move: 'd6:b4', moveNumber: 2, side: 'black', inVariation: true } });
    expect(rb.plies).toBe(3);
    // a quiet move where a capture is mandatory, in a variation
    const rc = replayGame(one('[Variant "Bashni"]\n1. c3-d4 f6-g5 (1... f6-e5 2. g3-h4) *'));
    expect(rc.problem).toMatchObject({ code: 'MOVE_CAPTURE_REQUIRED', detail: { move: 'g3-h4', legal: ['d4:f6'], inVariation: true } });
  });

  it('setup /FEN "..."/ before the first move, and FEN tags with columns', () => {
    const g = one('[Variant "Bashni"]\n/FEN "B:Wc3:Bd4(bw)"/ 1... d4:b2 0-1');
    const r = replayGame(g);
    expect(r.valid).toBe(true);
    expect(makeFen(r.mainLine!.end)).toBe('W:W:Bb2(bww)');
    expect(r.outcome).toEqual({ winner: 'black' });
  });

  it('repetition and no progress are information only', () => {
    const shuffle = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + ['a1-b2', 'h4-g5', 'b2-a1', 'g5-h4'][i % 4]).join(' ');
    const r = replayGame(one(`[Variant "Bashni"]\n[FEN "W:WKa1:BKh4"]\n${shuffle} *`));
    expect(r.valid).toBe(true);
    expect(r.info.map((i) => [i.code, i.detail?.moveNumber, i.detail?.move])).toEqual([['INFO_REPETITION', 4, 'g5-h4']]);
    const long = Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + ['a1-b2', 'h4-g5', 'b2-a1', 'g5-h4'][i % 4]).join(' ');
    const r2 = replayGame(one(`[Variant "Bashni"]\n[FEN "W:WKa1:BKh4"]\n${long} *`));
    expect(r2.info.map((i) => i.code)).toEqual(['INFO_REPETITION', 'INFO_NO_PROGRESS']);
    // in verify's text: a note line under the game's line
    const g = one(`[Variant "Bashni"]\n[FEN "W:WKa1:BKh4"]\n${shuffle} *`);
    expect(reportText(checkGame({ game: g, index: 0, errors: [] }, 'x.pdn', { variant: 'bashni', syntaxOnly: false }))).toBe(
      'x.pdn:1:1: game 1: valid, 16 plies (bashni)\n' + '  x.pdn:3:55: note: move 4... g5-h4: information: the same position for the third time (threefold repetition) [INFO_REPETITION]\n',
    );
    expect(summaryLine({ games: 1, valid: 1, invalid: 0 })).toBe('1 games: 1 valid, 0 invalid');
  });

  it('without kept plies (as verify replays): the same verdict, counts, information, outcome and end; no position kept per ply', () => {
    const long = Array.from({ length: 64 }, (_, i) => (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + ['a1-b2', 'h4-g5', 'b2-a1', 'g5-h4'][i % 4]).join(' ');
    const all = [
      ...fixture('bashni-annotated.pdn'),
      ...fixture('bashni-playouts.pdn'),
      ...['illegal.pdn', 'ambiguous.pdn', 'missing-capture.pdn', 'result-contradicts.pdn'].flatMap((f) => parsePdn(readFileSync(FIXTURES + f, 'utf8')).value),
      one(`[Variant "Bashni"]\n[FEN "W:WKa1:BKh4"]\n${long} *`),
    ];
    expect(all.some((g) => g.moves.some((m) => m.variations.length > 0))).toBe(true);
    for (const g of all) {
      const full = replayGame(g);
      const lean = replayGame(g, { keepPlies: false });
      expect(lean.mainLine).toBeUndefined();
      expect(full.mainLine!.plies).toHaveLength(full.plies);
      const verdict = (r: typeof full) => ({ valid: r.valid, problems: r.problems, info: r.info, plies: r.plies, outcome: r.outcome, end: r.end && makeFen(r.end) });
      expect(verdict(lean)).toEqual(verdict(full));
      expect(makeFen(full.end!)).toBe(makeFen(full.mainLine!.end));
    }
    expect(replayGame(all.at(-1)!, { keepPlies: false }).info.map((i) => i.code)).toEqual(['INFO_REPETITION', 'INFO_NO_PROGRESS']);
  });

  it('unreadable moves and moves past the end of the game', () => {
    const g = one('[Variant "Bashni"]\n[FEN "W:Wc3:Bd4"]\n1. c3:e5 d4-c3 *');
    expect(replayGame(g).problem).toMatchObject({ code: 'MOVE_ILLEGAL', message: expect.stringContaining('black has no legal move'), detail: { legal: [] } });
  });

  it('a move onto a light square (a straight move such as e3-e4) names that square', () => {
    const straight = replayGame(one('[Variant "Bashni"]\n1. c3-d4 f6-g5 2. e3-e4 *')).problem;
    expect(straight).toMatchObject({ code: 'MOVE_UNREADABLE', message: 'not a move: e4 is a light square, and pieces stand and move on the dark squares only' });
    const junk = replayGame(one('[Variant "Bashni"]\n1. 33-29 *')).problem;
    expect(junk).toMatchObject({ code: 'MOVE_UNREADABLE', message: 'not a move in any notation this tool reads' });
  });

  it('--syntax-only checks the grammar alone (reject/nested_comment.pdn is invalid)', () => {
    const text = readFileSync(CORPUS + 'pdn-standard/reject/nested_comment.pdn', 'utf8');
    const out = parsePdn(text);
    const item = { game: out.value[0]!, index: 0, errors: out.errors.filter((e) => e.game === 0) };
    const rep = checkGame(item, 'nested_comment.pdn', { variant: 'bashni', syntaxOnly: true });
    expect(rep.valid).toBe(false);
    expect(rep.problem!.code).toMatch(/^PDN_/);
  });

  it('legacy encodings: CP1251 is detected, --encoding overrides', async () => {
    const text = '[White "Блиндер Б."]\n[Black "Миротин Б."]\n[Event "X чемпионат СССР"]\n[GameType "25"]\n\n1. c3-d4 d6-e5 *\n';
    const cp1251 = Uint8Array.from(text, (ch) => {
      const c = ch.charCodeAt(0);
      return c >= 0x410 && c <= 0x44f ? c - 0x410 + 0xc0 : c === 0x401 ? 0xa8 : c === 0x451 ? 0xb8 : c;
    });
    const dir = mkdtempSync(join(tmpdir(), 'bashni-enc-'));
    const file = join(dir, 'cp1251.pdn');
    writeFileSync(file, cp1251);
    const seen: { tags: Record<string, string | undefined>; valid: boolean }[] = [];
    await verifyInputs([file], { variant: 'bashni', syntaxOnly: false }, (r) => void seen.push(r));
    expect(seen).toMatchObject([{ tags: { White: 'Блиндер Б.', Black: 'Миротин Б.', Event: 'X чемпионат СССР' }, valid: true }]);
    seen.length = 0;
    await verifyInputs([file], { variant: 'bashni', syntaxOnly: false, encoding: 'latin1' }, (r) => void seen.push(r));
    expect(seen[0]!.tags.White).not.toBe('Блиндер Б.');
    rmSync(dir, { recursive: true, force: true });
  });

  it('an unknown encoding or a directory is a usage error before any output', async () => {
    const unknown = await bashni(['verify', '--encoding', 'ebcdic', FIXTURES + 'illegal.pdn']);
    expect([unknown.status, unknown.stdout]).toEqual([2, '']);
    expect(unknown.stderr).toMatch(/^bashni: option '--encoding <encoding>' argument 'ebcdic' is invalid\. Allowed choices are utf-8, cp1251, cp866, latin1\./);
    const seen: unknown[] = [];
    await expect(verifyInputs([FIXTURES + 'illegal.pdn', FIXTURES], { variant: 'bashni', syntaxOnly: false }, (r) => void seen.push(r))).rejects.toThrow(/is a directory/);
    expect(seen).toEqual([]);
  });
});

describe('per-ply JSON', () => {
  const [annotated, columns] = fixture('bashni-annotated.pdn');

  it('plies with the move as written and normalised, path, taken, changed columns, FEN after', () => {
    const j = gameJson(annotated!, { index: 1, file: 'x.pdn' });
    expect(j).toMatchObject({ index: 1, file: 'x.pdn', variant: 'bashni', valid: true, startFen: makeFen(Position.initial()), result: '*' });
    expect(j.tags.Variant).toBe('Bashne');
    expect(j.plies).toHaveLength(7);
    expect(j.comments).toEqual(['Comments, a NAG, a strength mark, an evaluation and nested variations.']);
    const cap = j.plies[3]!; // 2... g5:e3
    expect(cap).toMatchObject({ ply: 4, number: 2, side: 'black', written: 'g5:e3', move: 'g5:e3', path: ['g5', 'e3'], taken: [{ square: 'f4', piece: 'w' }], nags: [1] });
    expect(cap.columns).toEqual({ e3: 'bw', f4: null, g5: null });
    expect(j.plies[2]).toMatchObject({ eval: 0.25, comments: { before: [], after: ['[%eval 0.25] the column starts here'] } });
    const white3 = j.plies[4]!; // 3. d2:f4!
    expect(white3).toMatchObject({ strength: '!', written: 'd2:f4', columns: { d2: null, e3: 'w', f4: 'wb' } });
    expect(white3.variations).toHaveLength(1);
    const v = white3.variations[0]!;
    expect(v.plies.map((p) => p.written)).toEqual(['f2:d4', 'b6-c5', 'd4:b6', 'a7:c5']);
    expect(v.plies[1]!.variations[0]!.plies.map((p) => [p.number, p.side, p.written])).toEqual([[3, 'black', 'd6-c5']]);
    // every FEN reads back to the position after the move
    const r = parseFen(j.plies[6]!.fen, 'bashni');
    expect(r.ok).toBe(true);
    expect(JSON.parse(JSON.stringify(j))).toStrictEqual(j); // plain JSON: no undefined field, no Map or bigint
    for (const bad of [...fixture('illegal.pdn'), ...fixture('ambiguous.pdn')]) {
      const jb = gameJson(bad);
      expect(jb.valid).toBe(false);
      expect(JSON.parse(JSON.stringify(jb))).toStrictEqual(jb); // problems too
    }
  });

  it('start FEN with columns and a king capture', () => {
    const j = gameJson(columns!);
    expect(j.startFen).toBe('W:Wa1,e3(wbb),Kd4(WwB):BKg3(Bbw),f6(bw),b8');
    expect(j.plies[0]).toMatchObject({ written: 'd4:g7', path: ['d4', 'g7'], taken: [{ square: 'f6', piece: 'b' }], columns: { d4: null, f6: 'w', g7: 'WwBb' } });
  });

  it('evaluations: numbers and mate texts', () => {
    expect(parseEval(['good [%eval -1.5]'])).toBe(-1.5);
    expect(parseEval(['[%eval #3]'])).toBe('#3');
    expect(parseEval(['nothing'])).toBeUndefined();
  });
});

describe('notation conversion', () => {
  it('style detection', () => {
    expect(detectStyle(games(readFileSync(USSR, 'utf8'))[0]!)).toEqual({ squares: 'algebraic', captures: 'short', separator: ':' });
    expect(detectStyle(one('1. 22-18 11x18 *'))).toEqual({ squares: 'numeric', captures: 'short', separator: 'x' });
  });

  it('rewrites every move, variations included; full paths where short would be ambiguous', () => {
    const c = convertGame(one('[Variant "Bashni"]\n[FEN "W:Wb4,a1:Bc5,c7,e5,h8"]\n1. b4:d6:f4 *'), { squares: 'numeric', captures: 'short' });
    expect(c.game.moves.map((m) => m.text)).toEqual(['17x10x19']);
    const a = convertGame(fixture('bashni-annotated.pdn')[0]!, { squares: 'numeric', separator: ':' });
    const texts = (ms: GameRecord['moves']): string[] => ms.flatMap((m) => [m.text, ...m.variations.flatMap((v) => texts(v.moves))]);
    expect(texts(a.game.moves)).toEqual(['24-20', '12-16', '23-19', '16:23', '26:19', '27:18', '9-14', '10-14', '18:9', '5:14', '9-14', '22-18']);
  });

  it('without --captures the record keeps its own capture form', () => {
    const conv = (move: string): string => convertGame(one(`[Variant "Bashni"]\n[FEN "W:Wc3,a1:Bd4,f6,h8"]\n1. ${move} *`), { squares: 'numeric' }).game.moves[0]!.text;
    expect(conv('c3:e5:g7')).toBe('22x15x8');
    expect(conv('c3:g7')).toBe('22x8');
  });

  it('moves after a problem are kept as written', () => {
    const c = convertGame(fixture('illegal.pdn')[0]!, { squares: 'numeric' });
    expect(c.game.moves.map((m) => m.text)).toEqual(['22-18', '11-16', 'c3-b4']);
    expect(c.replay.problem?.code).toBe('MOVE_ILLEGAL');
  });
});

describe('tags named like Object.prototype properties', () => {
  it('are kept in the per-ply JSON as any other tag (first of each name)', () => {
    const names = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'];
    const g = one(`${names.map((n, i) => `[${n} "v${i}"]`).join('\n')}\n[toString "second"]\n1. c3-d4 *\n`);
    const tags = JSON.parse(JSON.stringify(gameJson(g).tags)) as Record<string, string>;
    for (const [i, n] of names.entries()) expect(Object.hasOwn(tags, n) && tags[n], n).toBe(`v${i}`);
  });
});
