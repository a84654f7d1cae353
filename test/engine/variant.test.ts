import { describe, expect, it } from 'vitest';
import { parseFen } from '../../engine/fen.ts';
import { makeMoveText, parseMove } from '../../engine/notation.ts';
import { Position } from '../../engine/position.ts';
import { checkReachable } from '../../engine/reachable.ts';
import { boardSquares, isFarRow, squareName } from '../../engine/squares.ts';
import { VARIANTS, type VariantName } from '../../engine/types.ts';
import { VARIANT_BY_CODE, VARIANT_RULES, parseVariantName, unnumberedSquares, variantOfGameType, variantOfTag } from '../../engine/variant.ts';
import { detectVariant } from '../../records/variant.ts';
import { parsePdn } from '../../grammar/pdn.ts';

describe('parseVariantName', () => {
  it('reads the names and aliases of docs/rules.md, in any case and spacing', () => {
    expect(['Bashni', 'BASHNE', 'Baschni', 'bashny', ' bashni_turkish ', 'Russian'].map(parseVariantName)).toEqual(['bashni', 'bashni', 'bashni', 'bashni', 'bashni-turkish', 'russian']);
  });
  it('reads bashni-forward and its aliases (docs/rules.md)', () => {
    expect(['Bashni-forward', 'bashni forward', 'BASHNI_FORWARD', 'Bashne-forward'].map(parseVariantName)).toEqual(['bashni-forward', 'bashni-forward', 'bashni-forward', 'bashni-forward']);
    expect(parseVariantName('forward')).toBeUndefined();
  });
  it('reads lasca and its alias Laska (docs/rules.md)', () => {
    expect(['Lasca', 'LASCA', ' laska '].map(parseVariantName)).toEqual(['lasca', 'lasca', 'lasca']);
  });
  it('refuses other names, including names of object properties', () => {
    for (const name of ['chess', '', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(parseVariantName(name), name).toBeUndefined();
    }
  });
  it('reads record names only from a [Variant] tag, not as a variant name (--variant "russian draughts" stays refused)', () => {
    expect(['Russian draughts', 'Столбовые шашки', 'ласка', 'Bashne'].map(variantOfTag)).toEqual(['russian', 'bashni', 'lasca', 'bashni']);
    expect(parseVariantName('russian draughts')).toBeUndefined();
    expect(variantOfTag('chess')).toBeUndefined();
  });
});

/** The moves of `fen` in `variant`, full paths, sorted. */
function moves(variant: VariantName, fen: string): string[] {
  const r = parseFen(fen, variant);
  if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
  return r.value
    .legalMoves()
    .map((m) => makeMoveText(r.value, m, { captures: 'full', separator: ':' }))
    .sort();
}

describe('the variant table', () => {
  it('has a row for every variant, in VARIANTS order, each with its own code, read back by the board', () => {
    expect(Object.keys(VARIANT_RULES)).toEqual([...VARIANTS]);
    for (const v of VARIANTS) expect(VARIANT_RULES[v].name).toBe(v);
    expect(new Set(VARIANTS.map((v) => VARIANT_RULES[v].code)).size).toBe(VARIANTS.length);
    for (const v of VARIANTS) expect(VARIANT_BY_CODE[VARIANT_RULES[v].code]).toBe(VARIANT_RULES[v]);
  });

  it('says the board, pieces and start of each variant as the engine plays them', () => {
    const rows = VARIANTS.map((v) => {
      const r = VARIANT_RULES[v];
      return [v, r.boardSize, boardSquares(v).length, r.piecesPerSide, r.numberedSquares, r.whiteFar];
    });
    expect(rows).toEqual([
      ['bashni', 8, 32, 12, true, 4],
      ['bashni-forward', 8, 32, 12, true, 4],
      ['bashni-turkish', 8, 32, 12, true, 4],
      ['russian', 8, 32, 12, true, 4],
      ['lasca', 7, 25, 11, false, 8],
    ]);
    for (const v of VARIANTS) {
      const start = Position.initial(v);
      expect(start.pieceCount('white'), v).toBe(VARIANT_RULES[v].piecesPerSide);
      expect(start.pieceCount('black'), v).toBe(VARIANT_RULES[v].piecesPerSide);
      const read = parseFen(VARIANT_RULES[v].startFen, v);
      expect(read.ok && read.value.hash() === start.hash(), v).toBe(true);
      // White's far rank: the board's top rank, every square of it below the bound
      const top = boardSquares(v).filter((s) => isFarRow(s, 'white', v));
      expect(
        top.map((s) => squareName(s)[1]),
        v,
      ).toEqual(top.map(() => String(VARIANT_RULES[v].boardSize)));
      expect(top.length, v).toBe(Math.ceil(VARIANT_RULES[v].boardSize / 2));
    }
  });

  it('refuses one piece too many by the row, and says a game always has the row’s count', () => {
    expect(parseFen('W:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3,d4:B', 'lasca')).toMatchObject({ ok: false, error: { code: 'FEN_TOO_MANY', message: '12 white pieces (at most 11 in lasca)' } });
    expect(parseFen('W:W1-12,21:B', 'bashni')).toMatchObject({ ok: false, error: { code: 'FEN_TOO_MANY', message: '13 white pieces (at most 12)' } });
    const few = parseFen('W:Wa1:Bg7', 'lasca');
    expect(few.ok && checkReachable(few.value)?.message).toBe('1 white and 1 black pieces: in lasca no piece ever leaves the board, so a game always has 11 of each');
    const russian = parseFen('W:Wa1:Bg7', 'russian');
    expect(russian.ok && checkReachable(russian.value)).toBeUndefined(); // russian removes what it takes
  });

  it('writes and reads each variant by its [Variant] tag, and GameType 25 as russian', () => {
    expect(VARIANTS.map((v) => VARIANT_RULES[v].tag)).toEqual(['Bashni', 'Bashni-forward', 'Bashni-turkish', 'Russian', 'Lasca']);
    for (const v of VARIANTS) {
      expect(variantOfTag(VARIANT_RULES[v].tag)).toBe(v);
      const game = parsePdn(`[Variant "${VARIANT_RULES[v].tag}"]\n\n*\n`).value[0]!;
      expect(detectVariant(game)).toEqual({ variant: v, source: 'variant-tag' });
    }
    expect(variantOfGameType(25)).toBe('russian');
    expect(variantOfGameType(20)).toBeUndefined();
    expect(detectVariant(parsePdn('[GameType "25"]\n\n*\n').value[0]!)).toEqual({ variant: 'russian', source: 'gametype-tag' });
  });

  it('gives the one reason numeric squares are refused where squares have no numbers', () => {
    expect(VARIANTS.map(unnumberedSquares)).toEqual([undefined, undefined, undefined, undefined, "Lasca's squares have no numbers (they are written a1 to g7)"]);
  });

  it('switches: men capture backwards, kings fly, promotion ends the move, captured pieces go under, equal captures fold', () => {
    // a man's capture whose second jump is backwards (c7 to a5)
    const backwards = VARIANTS.map((v) => moves(v, 'W:Wc3:Bd4,d6,b6').some((m) => m.endsWith('a5')));
    expect(backwards).toEqual(VARIANTS.map((v) => VARIANT_RULES[v].menCaptureBackward));
    // a king landing anywhere behind the piece it takes (h8 as well as g7)
    const flying = VARIANTS.map((v) => moves(v, 'W:WKc3:Bd4,f6,b6').length > 1);
    expect(flying).toEqual(VARIANTS.map((v) => VARIANT_RULES[v].flyingKings));
    // a man crowned on the far rank by a capture, with one more piece to take as a king
    const ends = VARIANTS.map((v) => moves(v, VARIANT_RULES[v].boardSize === 8 ? 'W:Wb6:Bc7,e7' : 'W:Wc5:Bd6,f6').every((m) => m.split(':').length === 2));
    expect(ends).toEqual(VARIANTS.map((v) => VARIANT_RULES[v].promotionEndsMove));
    // what is left on the landing square after one capture
    const under = VARIANTS.map((v) => {
      const start = parseFen('W:Wc3:Bd4', v);
      if (!start.ok) throw new Error(v);
      return start.value.play(start.value.legalMoves()[0]!).columns();
    });
    expect(under.map((cols) => cols.length === 1 && cols[0]![1] === 'wb')).toEqual(VARIANTS.map((v) => VARIANT_RULES[v].takenGoesUnder));
    // a king's round trip, two paths with the same ends and captured set
    const folded = VARIANTS.map((v) => moves(v, 'W:WKc3:Bd4,f4,d2,f2').filter((m) => m.endsWith(':c3')).length === 1);
    expect(folded).toEqual(VARIANTS.map((v) => VARIANT_RULES[v].foldsEqualCaptures));
  });
});

describe('parseMove', () => {
  const at = (v: VariantName, fen?: string): Position => {
    if (fen === undefined) return Position.initial(v);
    const r = parseFen(fen, v);
    if (!r.ok) throw new Error(fen);
    return r.value;
  };

  it('gives the one legal move a text names, in every written form', () => {
    for (const v of VARIANTS) {
      for (const text of ['c3-d4', 'c3d4', '1. c3-d4!', 'cd4']) {
        const r = parseMove(at(v), text);
        expect(r.ok && squareName(r.value.from) + squareName(r.value.path[0]!), `${v} ${text}`).toBe('c3d4');
      }
    }
    expect(parseMove(at('russian'), '22-18')).toMatchObject({ ok: true, value: { from: 21, path: [17] } });
  });

  it('says MOVE_UNREADABLE, MOVE_ILLEGAL or MOVE_AMBIGUOUS, in each variant', () => {
    for (const v of VARIANTS) {
      expect(parseMove(at(v), 'hello'), v).toMatchObject({ ok: false, error: { code: 'MOVE_UNREADABLE', message: "not a move: 'hello'", text: 'hello', candidates: [] } });
      expect(parseMove(at(v), 'c3-e5'), v).toMatchObject({ ok: false, error: { code: 'MOVE_ILLEGAL', message: "illegal move: no legal move matches 'c3-e5'" } });
      // a quiet move where a capture is due
      expect(parseMove(at(v, 'W:Wc3:Bd4'), 'c3-b4'), v).toMatchObject({ ok: false, error: { code: 'MOVE_ILLEGAL' } });
      // a king's round trip either way: two moves, one in russian (same captured set, folded)
      const round = parseMove(at(v, 'W:WKc3:Bd4,f4,d2,f2'), 'c3:c3');
      if (VARIANT_RULES[v].foldsEqualCaptures) expect(round.ok, v).toBe(true);
      else {
        expect(round, v).toMatchObject({ ok: false, error: { code: 'MOVE_AMBIGUOUS', message: "ambiguous move: 2 legal moves match 'c3:c3', write the full path" } });
        expect(!round.ok && round.error.candidates.map((m) => m.path.map((s) => squareName(s)).join(':')).sort(), v).toEqual(['e1:g3:e5:c3', 'e5:g3:e1:c3']);
      }
    }
  });

  it('refuses numeric squares and squares off the board in Lasca, which has no numbers and no h file', () => {
    expect(parseMove(at('lasca'), '22-18')).toMatchObject({ ok: false, error: { code: 'MOVE_UNREADABLE', message: "not a Lasca move: numeric squares, and Lasca's squares are written a1 to g7" } });
    expect(parseMove(at('lasca'), 'g3-h4')).toMatchObject({ ok: false, error: { code: 'MOVE_ILLEGAL', message: "illegal move: h4 is off Lasca's 7x7 board (files a-g, ranks 1-7)" } });
    expect(parseMove(at('bashni'), 'g3-h4')).toMatchObject({ ok: true });
  });
});
