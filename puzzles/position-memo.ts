// The puzzle solver's memo (puzzles/solve.ts): what is proven about each position searched, by
// its 53-bit hash. A Map grew with every position until `Map maximum size exceeded` (2^24
// entries, 977 MB, after 256 s of `solve --nodes 40000000`; issue 47). This is a hash table in
// typed arrays (open addressing, linear probing) that grows by doubling up to MEMO_MAX_SLOTS and,
// full there, starts again empty: at most 80 MB (10 bytes a slot), whatever the node budget.
// Dropping what is known never changes an answer (the solver proves it again); it costs nodes.
// Browser-safe.

/**
 * Most slots: 2^23 (8,388,608), 80 MB; the table holds at most half as many positions (4,194,304)
 * before it starts again. A solve of the default budget (2,000,000 positions, and as many for the
 * slower moves) never reaches that, so the collection's results do not depend on it.
 */
export const MEMO_MAX_SLOTS = 1 << 23;
const FIRST_SLOTS = 1 << 12;

/** The bound in words, for a command's help: `--nodes` does not bound the memory. */
export const MEMO_BOUND_TEXT = `memory stays bounded: the solver's memo holds at most ${(MEMO_MAX_SLOTS / 2).toLocaleString('en-US')} positions (${(MEMO_MAX_SLOTS * 10) / 2 ** 20} MiB), then starts again`;

export class PositionMemo {
  #keys: Float64Array;
  /** The value of each slot; 0 = empty (a stored value is never 0). */
  #values: Uint16Array;
  #mask: number;
  #size = 0;
  /** Most positions held at once. */
  peak = 0;
  readonly #maxSlots: number;

  /** `maxSlots`: a power of two, at least 4 (a small one for tests). */
  constructor(maxSlots = MEMO_MAX_SLOTS) {
    if (maxSlots < 4 || (maxSlots & (maxSlots - 1)) !== 0) throw new RangeError(`maxSlots must be a power of two from 4, got ${maxSlots}`);
    this.#maxSlots = maxSlots;
    const slots = Math.min(FIRST_SLOTS, maxSlots);
    this.#keys = new Float64Array(slots);
    this.#values = new Uint16Array(slots);
    this.#mask = slots - 1;
  }

  /** Positions held now. */
  get size(): number {
    return this.#size;
  }

  /** The slot of `key`: where it is, or the empty slot where it goes. */
  #slot(key: number): number {
    // the hash's low 32 bits (ToUint32 of a whole number is it modulo 2^32)
    let i = (key >>> 0) & this.#mask;
    while (this.#values[i] !== 0 && this.#keys[i] !== key) i = (i + 1) & this.#mask;
    return i;
  }

  /** The value stored for `key`, or undefined. */
  get(key: number): number | undefined {
    const i = this.#slot(key);
    return this.#values[i] === 0 ? undefined : this.#values[i];
  }

  /** Stores `value` (1..65535) for `key`. */
  set(key: number, value: number): void {
    let i = this.#slot(key);
    if (this.#values[i] === 0) {
      // a new position: make room first (the table at most half full keeps the probes short)
      if (this.#size + 1 > (this.#mask + 1) >>> 1) {
        if (this.#mask + 1 < this.#maxSlots) this.#grow();
        else this.#clear();
        i = this.#slot(key);
      }
      this.#keys[i] = key;
      this.#size++;
      if (this.#size > this.peak) this.peak = this.#size;
    }
    this.#values[i] = value;
  }

  #grow(): void {
    const keys = this.#keys;
    const values = this.#values;
    const slots = (this.#mask + 1) * 2;
    this.#keys = new Float64Array(slots);
    this.#values = new Uint16Array(slots);
    this.#mask = slots - 1;
    for (let j = 0; j < values.length; j++) {
      if (values[j] === 0) continue;
      const i = this.#slot(keys[j]!);
      this.#keys[i] = keys[j]!;
      this.#values[i] = values[j]!;
    }
  }

  #clear(): void {
    this.#values.fill(0);
    this.#size = 0;
  }
}
