// Perft from the start position for every variant, and the suite file cross-checked with the
// reference generator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Position } from '../../engine/position.ts';
import { parseFen } from '../../engine/fen.ts';
import { divide, perft, PerftTable } from '../../engine/perft.ts';
import type { VariantName } from '../../engine/types.ts';
import { referencePerft } from './reference.ts';
import { toRef } from './helpers.ts';

const START = [7, 49, 302, 1469, 7482, 37908, 189912];
const RUSSIAN = [7, 49, 302, 1469, 7482, 37986, 190146, 929899];
// issue 24: men capture forward only (Ludii's Bashni), every capture path counted
const FORWARD = [7, 49, 302, 1469, 7361, 36690, 179367, 842435];
// issue 24: Lasca on 7x7, every capture path counted (all 14 depths take about half a second)
const LASCA = [6, 6, 18, 54, 116, 324, 846, 2148, 5692, 13898, 37124, 97440, 269512, 742638];

describe('perft from the start position', () => {
  it('bashni to depth 7', () => {
    const p = Position.initial('bashni');
    START.forEach((n, i) => expect(perft(p, i + 1), `d${i + 1}`).toBe(n));
  });
  it('bashni-turkish equals bashni through depth 7', () => {
    const p = Position.initial('bashni-turkish');
    START.forEach((n, i) => expect(perft(p, i + 1), `d${i + 1}`).toBe(n));
  });
  it('bashni-forward to depth 8 (issue 24 figures)', () => {
    const p = Position.initial('bashni-forward');
    FORWARD.forEach((n, i) => expect(perft(p, i + 1), `d${i + 1}`).toBe(n));
  });
  it('lasca to depth 14 (issue 24 figures)', () => {
    const p = Position.initial('lasca');
    LASCA.forEach((n, i) => expect(perft(p, i + 1), `d${i + 1}`).toBe(n));
  });
  it('the reference generator gives lasca the same figures to depth 7', () => {
    const r = toRef(Position.initial('lasca'));
    for (let d = 1; d <= 7; d++) expect(referencePerft(r, d), `d${d}`).toBe(LASCA[d - 1]);
  });
  it('russian to depth 8 (published, de-duplicated)', () => {
    const p = Position.initial('russian');
    RUSSIAN.forEach((n, i) => expect(perft(p, i + 1), `d${i + 1}`).toBe(n));
  });
  it('russian d8 counting every path is 929905', () => {
    expect(perft(Position.initial('russian'), 8, { dedupe: false })).toBe(929905);
  });
  // (that bashni and russian first differ at depth 6 is in the two tables above: 7482 both at
  // depth 5, 37908 and 37986 at depth 6; each table is asserted exactly, so no separate test)
  it('divide sums to perft and names each first move', () => {
    const p = Position.initial();
    const d = divide(p, 4);
    expect(d.map((e) => e.text)).toEqual(['a3-b4', 'c3-d4', 'c3-b4', 'e3-f4', 'e3-d4', 'g3-h4', 'g3-f4']);
    expect(d.reduce((s, e) => s + e.nodes, 0)).toBe(1469);
  });
  it('the reference generator agrees from the start to depth 4', () => {
    for (const v of ['bashni', 'bashni-forward', 'bashni-turkish', 'russian'] as const) expect(referencePerft(toRef(Position.initial(v)), 4)).toBe(1469);
  });
  it('the reference generator gives bashni-forward its own depth 5 (7361, bashni 7482)', () => {
    expect(referencePerft(toRef(Position.initial('bashni-forward')), 5)).toBe(7361);
  });
});

describe('perft suite file', () => {
  const text = readFileSync(new URL('./perft-suite.txt', import.meta.url), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
  it('has varied lines', () => {
    expect(lines.length).toBeGreaterThanOrEqual(15);
    for (const v of ['bashni', 'bashni-forward', 'bashni-turkish', 'russian', 'lasca']) expect(lines.some((l) => l.includes(`;variant ${v} `))).toBe(true);
    expect(lines.some((l) => /\(\w{4,}\)/.test(l))).toBe(true); // tall columns
  });
  for (const line of lines) {
    it(`reference agrees to depth 3: ${line.slice(0, 70)}`, () => {
      const [fen, ...fields] = line.split(';').map((f) => f.trim());
      const variant = (fields.find((f) => f.startsWith('variant'))?.split(/\s+/)[1] ?? 'bashni') as VariantName;
      const dedupe = !fields.includes('all-paths');
      const r = parseFen(fen!, variant);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      let checked = 0;
      for (const f of fields) {
        const m = /^D(\d+) (\d+)$/.exec(f);
        if (!m) continue;
        const d = Number(m[1]);
        const n = Number(m[2]);
        if (d <= 3) {
          expect(referencePerft(toRef(r.value), d, dedupe), `${fen} d${d}`).toBe(n);
          checked++;
        }
      }
      expect(checked, 'a line without D1..D3 figures checks nothing').toBe(3);
    });
  }
});

describe('perft with a table of subtree counts', () => {
  it('gives the same figures, one table kept across variants and de-duplication settings', () => {
    // one table for every count: a count of another variant or setting must not read its entries
    const table = new PerftTable(16);
    for (let round = 0; round < 2; round++) {
      START.forEach((n, i) => expect(perft(Position.initial('bashni'), i + 1, { table }), `bashni d${i + 1}`).toBe(n));
      RUSSIAN.forEach((n, i) => expect(perft(Position.initial('russian'), i + 1, { table }), `russian d${i + 1}`).toBe(n));
      expect(perft(Position.initial('russian'), 8, { dedupe: false, table })).toBe(929905);
      FORWARD.forEach((n, i) => expect(perft(Position.initial('bashni-forward'), i + 1, { table }), `forward d${i + 1}`).toBe(n));
      LASCA.slice(0, 10).forEach((n, i) => expect(perft(Position.initial('lasca'), i + 1, { table }), `lasca d${i + 1}`).toBe(n));
    }
  });
  it("gives the suite file's figures with a table of 64 entries (slots taken over all the time)", () => {
    const text = readFileSync(new URL('./perft-suite.txt', import.meta.url), 'utf8');
    let checked = 0;
    for (const line of text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'))) {
      const [fen, ...fields] = line.split(';').map((f) => f.trim());
      const variant = (fields.find((f) => f.startsWith('variant'))?.split(/\s+/)[1] ?? 'bashni') as VariantName;
      const dedupe = !fields.includes('all-paths');
      const r = parseFen(fen!, variant);
      if (!r.ok) throw new Error(r.error.message);
      for (const m of fields.map((f) => /^D(\d+) (\d+)$/.exec(f)).filter((m) => m !== null)) {
        expect(perft(r.value, Number(m[1]), { dedupe, table: new PerftTable(6) }), `${fen} d${m[1]}`).toBe(Number(m[2]));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
  it('a table size that is not 1 to 28 bits is an ArgumentError that says so', () => {
    for (const bits of [0, 29, 2.5, Number.NaN]) expect(() => new PerftTable(bits)).toThrow(/PerftTable: bits is a whole number from 1 to 28/);
    expect(perft(Position.initial(), 6, { table: new PerftTable(1) })).toBe(START[5]);
  });
});
