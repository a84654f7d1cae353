// FEN reading and writing (docs/rules.md, FEN with columns), one test per error code.
import { describe, expect, it } from 'vitest';
import { INITIAL_FEN, makeFen, parseFen } from '../../engine/fen.ts';
import type { FenErrorCode } from '../../engine/fen.ts';
import { Position } from '../../engine/position.ts';
import type { VariantName } from '../../engine/types.ts';

const read = (f: string, v: VariantName = 'bashni'): string => {
  const r = parseFen(f, v);
  if (!r.ok) throw new Error(`${f}: ${r.error.code}`);
  return makeFen(r.value);
};

describe('parseFen', () => {
  it('reads plain PDN FEN, algebraic and numeric', () => {
    expect(read('W:Wa1,c1,Kd4:Bb8,d8')).toBe('W:Wa1,c1,Kd4:Bb8,d8');
    const r = parseFen(INITIAL_FEN);
    expect(r.ok && r.value.equals(Position.initial())).toBe(true);
    expect(read('W:W21-32:B1-12')).toBe(makeFen(Position.initial()));
    expect(read('B:W18,K30:B1-3')).toBe('B:WKc1,d4:Bb8,d8,f8');
  });
  it('reads columns top first with K prefix', () => {
    const r = parseFen('W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.column(22)).toBe('wbb');
    expect(r.value.column(17)).toBe('WwB');
    expect(r.value.column(23)).toBe('Bbw');
  });
  it('is lenient: spaces, zero padding, trailing dot, lidraughts counters, section order, missing side', () => {
    expect(read(' W : W 21 - 32 : B 01 - 12 . ')).toBe(makeFen(Position.initial()));
    const r = parseFen('B:W18:B1:H3:F12');
    expect(r.ok && r.value.halfmoves === 3 && r.value.fullmove === 12 && r.value.turn === 'black').toBe(true);
    expect(read('W:B1-12:W21-32')).toBe(makeFen(Position.initial()));
    expect(read('?:Wa1:Bh8')).toBe('W:Wa1:Bh8');
    expect(read(':Wa1:Bh8')).toBe('W:Wa1:Bh8');
    expect(read('W:Wa1')).toBe('W:Wa1:B');
    expect(read('W:WA1,KC3:BH8')).toBe('W:Wa1,Kc3:Bh8');
    expect(read('"W:Wa1:Bh8"')).toBe('W:Wa1:Bh8');
  });
  // each bad FEN with the code, the offending part and the message it must give
  const bad: [string, FenErrorCode, string, string, VariantName?][] = [
    ['', 'FEN_EMPTY', '', 'empty FEN'],
    ['W:Wa1(wb:Bh8', 'FEN_SYNTAX', 'W:Wa1(wb:Bh8', 'unbalanced parentheses'],
    ['W:Wa1)x(', 'FEN_SYNTAX', 'W:Wa1)x(', 'unbalanced parentheses'],
    ['X:Wa1:Bh8', 'FEN_TURN', 'X', "side to move must be W or B, got 'X'"],
    ['W:Wa1:Ch8', 'FEN_SECTION', 'Ch8', "a piece section starts with W or B, got 'Ch8'"],
    ['W:Wa1:Wc3', 'FEN_SECTION', 'Wc3', 'white pieces listed twice'],
    ['W:Wa2', 'FEN_SQUARE', 'a2', "not a dark square: 'a2'"],
    ['W:W33', 'FEN_SQUARE', '33', "not a dark square: '33'"],
    ['W:Wa1,a1', 'FEN_DUPLICATE', 'a1', 'square a1 given twice'],
    ['W:W29:Ba1', 'FEN_DUPLICATE', 'a1', 'square a1 given twice'],
    ['W:W5-3', 'FEN_RANGE', '5-3', "range runs backwards: '5-3'"],
    ['W:Wa1-c3', 'FEN_RANGE', 'a1-c3', "bad range 'a1-c3'"],
    ['W:W1-3(ww)', 'FEN_RANGE_COLUMN', '1-3(ww)', "a range cannot carry a column: '1-3(ww)'"],
    ['W:Wa1(wx)', 'FEN_LETTER', 'a1(wx)', "column letters are w b W B: 'a1(wx)'"],
    ['W:Wa1()', 'FEN_LETTER', 'a1()', "column letters are w b W B: 'a1()'"],
    ['W:Wa1(wbw)', 'FEN_LAYERS', 'a1(wbw)', "more than two colour layers: 'a1(wbw)'"],
    ['W:Wa1(bw)', 'FEN_COLOR_MISMATCH', 'a1(bw)', "column 'bw' is not commanded by white"],
    ['W:Ba1(wb)', 'FEN_COLOR_MISMATCH', 'a1(wb)', "column 'wb' is not commanded by black"],
    ['W:WKa1(wb)', 'FEN_KING_MISMATCH', 'Ka1(wb)', "K on a column commanded by a man: 'Ka1(wb)'"],
    ['W:Wa1(Wb)', 'FEN_KING_MISMATCH', 'a1(Wb)', "column commanded by a king needs K: 'a1(Wb)'"],
    ['W:W20-32:B1-12', 'FEN_TOO_MANY', 'W:W20-32:B1-12', '13 white pieces (at most 12)'],
    ['W:W21-32,d4(wwwb):B1-11', 'FEN_TOO_MANY', 'W:W21-32,d4(wwwb):B1-11', '15 white pieces (at most 12)'],
    ['W:Wd4(wb):Bh8', 'FEN_COLUMN_VARIANT', 'd4(wb)', "no columns in russian: 'd4(wb)'", 'russian'],
    ['W:Wa1:Bh8:Hx', 'FEN_COUNTER', 'Hx', "bad counter 'Hx'"],
  ];
  for (const [fen, code, part, message, variant] of bad) {
    it(`${code}: ${JSON.stringify(fen)}`, () => {
      const r = parseFen(fen, variant);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.part).toBe(part);
      expect(r.error.message).toBe(message);
      expect(r.error.message.length).toBeGreaterThan(0);
      expect(typeof r.error.part).toBe('string');
    });
  }
  it('at most 12 pieces a colour, prisoners included', () => {
    expect(parseFen('W:W21-31,d4(wbb):B1-10').ok).toBe(true);
    expect(parseFen('W:W21-31,d4(wbb):B1-11').ok).toBe(false);
  });
});

describe('makeFen', () => {
  it('writes algebraic by default and numeric on request, sorted', () => {
    const p = Position.initial();
    expect(makeFen(p, { squares: 'numeric' })).toBe('W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12');
    expect(read('W:Wg3,a1:Bh8,b8')).toBe('W:Wa1,g3:Bb8,h8');
  });
  it('round-trips canonical FEN and counters', () => {
    for (const f of ['W:Wa1,e3(wbb),Kd4(WwB):BKg3(Bbw),f6(bw),b8', 'B:W:Bd4(bw)', 'W:WKh8(Wbb):B']) expect(read(f)).toBe(f);
    const r = parseFen('B:W18:B1:H3:F12');
    expect(r.ok && makeFen(r.value, { counters: true, squares: 'numeric' })).toBe('B:W18:B1:H3:F12');
  });
});

describe('parseFen never throws', () => {
  it('on random garbage and mutated FEN text', () => {
    let seed = 42;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const alphabet = 'WBKwbk:,-()?.0123456789abcdefghH F"';
    const base = 'W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw):H0:F1';
    for (let i = 0; i < 5000; i++) {
      let t: string;
      if (i % 2) {
        t = '';
        const n = Math.floor(rand() * 30);
        for (let k = 0; k < n; k++) t += alphabet[Math.floor(rand() * alphabet.length)];
      } else {
        const chars = [...base];
        const k = Math.floor(rand() * chars.length);
        chars[k] = alphabet[Math.floor(rand() * alphabet.length)]!;
        t = chars.join('');
      }
      const r = parseFen(t);
      if (r.ok) expect(parseFen(makeFen(r.value)).ok).toBe(true);
      else expect(r.error.code).toMatch(/^FEN_[A-Z_]+$/);
    }
  });
});
