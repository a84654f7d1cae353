// `verify --duplicates`: the games seen so far, by the keys of records/duplicates.ts, in a table
// of fixed size per game: 128 bits of the key's SHA-256 and where the game starts (file, game
// number, line, column), 48 bytes in typed arrays plus a 4-byte slot at most half full, so about
// 56 bytes for each distinct key (a game has one, two with --duplicate-positions; an empty game
// none), up to twice that for a moment while the table grows. No object or string is kept per
// game: 1,000,000 distinct games take about 56 MB, where a Map of base64 digests took about 150.
import { createHash } from 'node:crypto';
import type { GameReport } from '../records/verify.ts';
import type { GameKeys } from '../records/duplicates.ts';

/** The earlier game a game repeats (verify --json's `duplicateOf`, its fields in this order). */
export interface DuplicateOf {
  readonly file: string;
  readonly index: number;
  readonly line: number;
  readonly column: number;
  /** `moves`: the same main line; `position`: other moves to the same final position. */
  readonly same: 'moves' | 'position';
}

/** Words of a key's digest kept (4 x 32 bits: a false match needs some 2^64 distinct games). */
const DIGEST_WORDS = 4;
/** Numbers kept of the game a key was first met in: its file (as a number), index, line and column. */
const PLACE_NUMBERS = 4;

export class DuplicateIndex {
  /** Games that repeat an earlier one. */
  found = 0;
  /** Keys kept (distinct keys met). */
  private count = 0;
  /** The digests of the keys, DIGEST_WORDS words each, in the order met. */
  private digests = new Uint32Array(DIGEST_WORDS * 1024);
  /** Where each key was first met, PLACE_NUMBERS numbers each (doubles: game numbers and lines past 2^32 stay exact). */
  private places = new Float64Array(PLACE_NUMBERS * 1024);
  /** Open addressing: each slot holds a key's number + 1, or 0 when free; a power of two, at most half full. */
  private slots = new Uint32Array(2048);
  private readonly files: string[] = [];
  private readonly fileNumbers = new Map<string, number>();

  constructor(private readonly positions: boolean) {}

  /** Remembers the game (its report's file and 1-based index, and its keys); returns the earlier game it repeats, if any. */
  add(game: Pick<GameReport, 'file' | 'index'>, keys: GameKeys): DuplicateOf | undefined {
    const here = [this.fileNumber(game.file), game.index, keys.start.line, keys.start.column] as const;
    const same = this.match('m' + keys.moves, here, 'moves') ?? (this.positions && keys.position !== undefined ? this.match('p' + keys.position, here, 'position') : undefined);
    if (same) this.found++;
    return same;
  }

  /** Keys kept so far (for tests and benches). */
  get size(): number {
    return this.count;
  }

  private fileNumber(file: string): number {
    let n = this.fileNumbers.get(file);
    if (n === undefined) {
      n = this.files.push(file) - 1;
      this.fileNumbers.set(file, n);
    }
    return n;
  }

  private match(key: string, here: readonly [number, number, number, number], same: DuplicateOf['same']): DuplicateOf | undefined {
    const d = createHash('sha256').update(key).digest();
    const h0 = d.readUInt32LE(0);
    const h1 = d.readUInt32LE(4);
    const h2 = d.readUInt32LE(8);
    const h3 = d.readUInt32LE(12);
    const mask = this.slots.length - 1;
    let i = h0 & mask;
    for (let e = this.slots[i]!; e !== 0; e = this.slots[i]!) {
      const at = (e - 1) * DIGEST_WORDS;
      const g = this.digests;
      if (g[at] === h0 && g[at + 1] === h1 && g[at + 2] === h2 && g[at + 3] === h3) {
        const p = (e - 1) * PLACE_NUMBERS;
        const places = this.places;
        return { file: this.files[places[p]!]!, index: places[p + 1]!, line: places[p + 2]!, column: places[p + 3]!, same };
      }
      i = (i + 1) & mask;
    }
    // a new key: kept, its slot the free one found
    const n = this.count++;
    if (this.digests.length < (n + 1) * DIGEST_WORDS) {
      this.digests = grown(this.digests);
      this.places = grown(this.places);
    }
    this.digests.set([h0, h1, h2, h3], n * DIGEST_WORDS);
    this.places.set(here, n * PLACE_NUMBERS);
    this.slots[i] = n + 1;
    if (this.count * 2 > this.slots.length) this.rehash();
    return undefined;
  }

  /** Twice the slots, every key placed again. */
  private rehash(): void {
    const slots = new Uint32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let n = 0; n < this.count; n++) {
      let i = this.digests[n * DIGEST_WORDS]! & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = n + 1;
    }
    this.slots = slots;
  }
}

function grown<T extends Uint32Array | Float64Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}
