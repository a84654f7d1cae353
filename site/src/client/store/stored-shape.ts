// The shapes of what the site keeps in the reader's browser, as small checks (issue 47 point 6):
// storage and imported progress files are the reader's and may hold anything (another version's
// data, a hand-edited file, a value of the wrong type), so every value read is checked against its
// shape before any page uses it. A check returns the value as the page may use it, or undefined
// when it does not fit; inside lists, tables and objects what does not fit is left out and counted
// (`Drops`), so a page can say that part of what was kept was unreadable. No DOM: the stores'
// validators are tested under Node with random JSON (test/site/store/stored-shape.test.ts, the
// stored-values kind of bench/fuzz.ts).
//
// Hand-written rather than a schema library: zod is some 13 KB gzipped on every puzzle page (its
// budget is 40 KB), and what is needed here (dropping the entries that do not fit rather than
// refusing the whole value, tables keyed by ids from outside kept off Object.prototype) would be
// written around a library anyway.

/** How many values, entries or fields were left out as not fitting. */
export interface Drops {
  count: number;
}

/** A value's check: the value as the page may use it, or undefined (and counted) when it does not fit. */
export type Check<T> = (value: unknown, drops: Drops) => T | undefined;

const dropped = (drops: Drops): undefined => {
  drops.count++;
  return undefined;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number within [min, max] (integers only with `integer`). */
export const numberIn =
  (min: number, max: number, integer = false): Check<number> =>
  (v, drops) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && (!integer || Number.isInteger(v)) ? v : dropped(drops);

export const boolean: Check<boolean> = (v, drops) => (typeof v === 'boolean' ? v : dropped(drops));

/** One of the given strings (or `true`), exactly. */
export const oneOf =
  <T extends string | true>(values: readonly T[]): Check<T> =>
  (v, drops) =>
    values.includes(v as T) ? (v as T) : dropped(drops);

/** A string that matches `pattern` (which bounds its length). */
export const matching =
  (pattern: RegExp): Check<string> =>
  (v, drops) =>
    typeof v === 'string' && pattern.test(v) ? v : dropped(drops);

/** A puzzle's or a lesson's id (puzzles/file.ts ID_RE, at most 100 characters; never `__proto__`, which starts with `_`). */
export const ID = /^[a-z0-9][a-z0-9._-]{0,99}$/;
/** A puzzle theme's name (puzzles/file.ts THEME_RE, at most 60 characters). */
export const THEME = /^[a-z][a-z0-9-]{0,59}$/;

/** A date as the site writes one (an ISO date, `2026-12-05` or `2026-12-05T17:29:07.000Z`) that Date reads. */
export const isoDate: Check<string> = (v, drops) => (typeof v === 'string' && /^\d{4}-\d\d-\d\d(T[\d:.]+Z)?$/.test(v) && Number.isFinite(Date.parse(v)) ? v : dropped(drops));

/** A list of at most `max` items; the items that do not fit are left out. */
export const listOf =
  <T>(item: Check<T>, max: number): Check<T[]> =>
  (v, drops) => {
    if (!Array.isArray(v)) return dropped(drops);
    const out: T[] = [];
    for (const x of v) {
      const checked = out.length < max ? item(x, drops) : dropped(drops);
      if (checked !== undefined) out.push(checked);
    }
    return out;
  };

/**
 * A table from names (matching `key`) to values: a plain object as JSON has it, made without a
 * prototype so that no name (`constructor`, `__proto__`) ever finds something the table does not
 * hold; the entries that do not fit, or past `max`, are left out.
 */
export const tableOf =
  <T>(key: RegExp, item: Check<T>, max: number): Check<Record<string, T>> =>
  (v, drops) => {
    if (!isObject(v)) return dropped(drops);
    const out = Object.create(null) as Record<string, T>;
    let n = 0;
    for (const name of Object.keys(v)) {
      if (n >= max || !key.test(name)) {
        dropped(drops);
        continue;
      }
      const checked = item(v[name], drops);
      if (checked === undefined) continue;
      out[name] = checked;
      n++;
    }
    return out;
  };

type Fields<T> = { readonly [K in keyof T]-?: readonly [Check<NonNullable<T[K]>>, 'required' | 'optional'] };

/**
 * An object of the given fields: a required field that does not fit makes the whole object not fit;
 * an optional one that does not fit, and any field not named, is left out.
 */
export const objectOf =
  <T extends object>(fields: Fields<T>): Check<T> =>
  (v, drops) => {
    if (!isObject(v)) return dropped(drops);
    const out: Record<string, unknown> = {};
    const named = fields as Record<string, readonly [Check<unknown>, 'required' | 'optional']>;
    for (const name of Object.keys(v)) if (!Object.hasOwn(named, name)) dropped(drops);
    for (const [name, [check, need]] of Object.entries(named)) {
      if (!Object.hasOwn(v, name) || v[name] === undefined) {
        if (need === 'required') return dropped(drops);
        continue;
      }
      const checked = check(v[name], drops);
      if (checked !== undefined) out[name] = checked;
      else if (need === 'required') return undefined;
    }
    return out as T;
  };
