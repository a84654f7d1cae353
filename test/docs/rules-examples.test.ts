// docs/rules.md is the project's rule book: every `$ npx bashni ...` example in it and every row
// of its perft table must be what the engine says. Checked in-process with the engine (a CLI
// process per example would cost seconds each); the CLI's own output format is tested in
// test/engine/cli.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Position, makeFen, matchMoves, parseFen, parseMoveText, perft, type VariantName } from '../../engine/index.ts';

const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');

interface Example {
  line: number;
  args: string[];
  stdin?: string;
  output: string[];
}

/** The `$ npx bashni ...` lines of the ```console blocks, each with the lines printed under it. */
function examples(): Example[] {
  const out: Example[] = [];
  const lines = doc.split('\n');
  let inBlock = false;
  for (const [i, l] of lines.entries()) {
    if (l === '```console') inBlock = true;
    else if (l === '```') inBlock = false;
    else if (inBlock && l.startsWith('$ ')) {
      const [cmd, here] = l.slice(2).split(' <<< ');
      const args = [...cmd!.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
      expect(args.slice(0, 2), `docs/rules.md:${i + 1}`).toEqual(['npx', 'bashni']);
      out.push({ line: i + 1, args: args.slice(2), stdin: here?.replace(/^'|'$/g, ''), output: [] });
    } else if (inBlock) out.at(-1)!.output.push(l);
  }
  return out;
}

const option = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};

function position(fen: string, variant: VariantName): Position {
  const r = parseFen(fen, variant);
  if (!r.ok) throw new Error(`${fen}: ${r.error.code}`);
  return r.value;
}

/** Plays a move text that must match exactly one legal move. */
function playText(pos: Position, text: string): Position {
  const written = parseMoveText(text);
  expect(written, text).toBeDefined();
  const found = matchMoves(pos, written!);
  expect(found, `${text} in ${makeFen(pos)}`).toHaveLength(1);
  return pos.play(found[0]!);
}

/** The positions a movetext goes through (numbers and the result left out). */
function replay(movetext: string): string[] {
  let pos = Position.initial();
  const fens = [makeFen(pos)];
  const tokens = movetext.replace(/(\d+)- (\d+)/g, '$1-$2').split(/\s+/);
  for (const t of tokens.filter((t) => !/^\d+\.$/.test(t) && t !== '*')) {
    pos = playText(pos, t);
    fens.push(makeFen(pos));
  }
  return fens;
}

const all = examples();

describe('docs/rules.md examples agree with the engine', () => {
  it('has the examples the page promises (every command kind, every variant)', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((e) => e.args[0]))).toEqual(new Set(['show', 'moves', 'perft', 'convert']));
    for (const v of ['bashni-forward', 'bashni-turkish', 'russian', 'lasca']) expect(all.some((e) => option(e.args, '--variant') === v)).toBe(true);
    for (const e of all) expect(e.output.length, `docs/rules.md:${e.line} has output`).toBeGreaterThan(0);
  });

  for (const e of all) {
    const variant = (option(e.args, '--variant') ?? 'bashni') as VariantName;
    const fen = option(e.args, '--fen');
    it(`docs/rules.md:${e.line}: bashni ${e.args.join(' ')}`, () => {
      switch (e.args[0]) {
        case 'moves': {
          const pos = position(fen!, variant);
          if (e.output[0]!.startsWith('no legal moves')) {
            expect(pos.legalMoves()).toEqual([]);
            expect(e.output).toEqual([`no legal moves: ${pos.turn === 'white' ? 'White' : 'Black'} to move loses`]);
            break;
          }
          // each printed move names one legal move and the FEN after it; together they are all
          const rows = e.output.map((l) => l.split(/\s+/));
          expect(rows.length).toBe(pos.legalMoves().length);
          expect(new Set(rows.map(([t]) => t)).size).toBe(rows.length);
          for (const [text, after] of rows) expect(makeFen(playText(pos, text!)), text).toBe(after);
          break;
        }
        case 'show': {
          const bad = /^bashni: bad FEN \((FEN_[A-Z_]+)\)/.exec(e.output[0]!);
          const r = parseFen(fen!, variant);
          if (bad) {
            expect(e.output).toHaveLength(1);
            expect(r.ok ? 'accepted' : r.error.code).toBe(bad[1]);
            break;
          }
          expect(r.ok).toBe(true);
          const pos = position(fen!, variant);
          expect(e.output.find((l) => l.startsWith('FEN: '))).toBe(`FEN: ${makeFen(pos)}`);
          expect(e.output).toContain(`${pos.turn === 'white' ? 'White' : 'Black'} to move (${variant}). Letters: w b men, W B kings; number = column height.`);
          // the column list: one line per occupied square, top first
          const listed = e.output.filter((l) => /^ {2}[a-h][1-8] \(\s*\d+\)\s+[wbWB]+$/.test(l));
          expect(listed).toHaveLength(pos.columns().length);
          break;
        }
        case 'perft': {
          const depth = Number(e.args[1]);
          expect(e.output).toEqual([String(perft(Position.initial(variant), depth))]);
          break;
        }
        case 'convert': {
          // the record as read and the record as written go through the same positions
          expect(e.args).toContain('-');
          expect(e.output).toHaveLength(1);
          expect(replay(e.output[0]!)).toEqual(replay(e.stdin!));
          expect(e.output[0]).not.toBe(e.stdin);
          break;
        }
        default:
          throw new Error(`docs/rules.md:${e.line}: no check for '${e.args[0]}'`);
      }
    });
  }
});

describe('docs/rules.md perft table agrees with the engine', () => {
  const section = doc.slice(doc.indexOf('## Perft'), doc.indexOf('## Squares and moves'));
  const rows = section
    .split('\n')
    .filter((l) => /^\| \d+ \|/.test(l))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replaceAll(',', '')),
    );
  const columns: [VariantName, boolean][] = [
    ['bashni', true],
    ['bashni-forward', true],
    ['bashni-turkish', true],
    ['russian', true],
    ['russian', false],
  ];

  it('lists depths 1 to 10', () => {
    expect(rows.map((r) => Number(r[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  // depth 9 and 10 (up to 22 million leaves) are left to `bashni perft`; up to 8 is quick
  for (const row of rows.filter((r) => Number(r[0]) <= 8)) {
    const depth = Number(row[0]);
    it(`depth ${depth}: ${row.slice(1).join(' ')}`, () => {
      columns.forEach(([variant, dedupe], i) => {
        expect(Number(row[i + 1]), `${variant}${dedupe ? '' : ' all paths'} d${depth}`).toBe(perft(Position.initial(variant), depth, { dedupe }));
      });
    });
  }
});

describe("docs/rules.md's Lasca perft table agrees with the engine", () => {
  const section = doc.slice(doc.indexOf('## Lasca'), doc.indexOf('## Perft'));
  const rows = section.split('\n').filter((l) => l.startsWith('| depth |') || l.startsWith('| `lasca` |'));
  const cells = (l: string): string[] =>
    l
      .split('|')
      .slice(2, -1)
      .map((c) => c.trim().replaceAll(',', ''));

  it('lists depths 1 to 14, each what perft counts', () => {
    expect(rows).toHaveLength(2);
    const depths = cells(rows[0]!).map(Number);
    expect(depths).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const start = Position.initial('lasca');
    cells(rows[1]!).forEach((n, i) => expect(Number(n), `d${depths[i]}`).toBe(perft(start, depths[i]!)));
  });
});
