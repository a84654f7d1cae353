// The checks records/'s public functions make of their options and reports at the boundary (issue
// 47 item 14): each option of its type or left out, else the engine's ArgumentError (the record
// itself is the grammar's checkRecord's). Once a call, never per ply.
import { ArgumentError, checkOptions, valueKind, wrongType } from '../engine/argument-error.ts';
import { knownVariant } from '../engine/variant.ts';
import { formatProblem } from '../grammar/problem.ts';

/** `variantOrAuto`: a variant, or `auto` (verify's choice per game, records/variant-auto.ts). */
type Kind = 'boolean' | 'number' | 'string' | 'function' | 'variant' | 'variantOrAuto' | 'list';

/** `options` as an object (undefined and null as `{}`), each named field of its kind or undefined. */
export function checkFields<T extends object>(options: T | null | undefined, where: string, fields: Readonly<Record<string, Kind>>): Partial<T> {
  const o = checkOptions(options, where) as Record<string, unknown>;
  for (const [name, kind] of Object.entries(fields)) {
    const v = o[name];
    if (v === undefined) continue;
    if (kind === 'variant' || (kind === 'variantOrAuto' && v !== 'auto')) knownVariant(v, where);
    else if (kind === 'variantOrAuto') continue;
    else if (kind === 'list' ? !Array.isArray(v) : typeof v !== kind || (kind === 'number' && Number.isNaN(v))) throw wrongType(where, `${name} as ${kind === 'list' ? 'a list' : `a ${kind}`}`, v);
  }
  return o as Partial<T>;
}

/** A problem that formatProblem can print (it checks), else an ArgumentError naming `where`. */
export function checkProblemShape(p: unknown, where: string): void {
  try {
    formatProblem(p as never);
  } catch {
    throw wrongType(where, 'a problem ({ code, message, severity, pos })', p);
  }
}

/** A verify report's shape (as checkGame gives it), else an ArgumentError naming `where`. */
export function checkReport(r: unknown, where: string): void {
  const g = r as Record<string, unknown> | null;
  if (
    g === null ||
    typeof g !== 'object' ||
    typeof g.file !== 'string' ||
    typeof g.index !== 'number' ||
    typeof g.line !== 'number' ||
    typeof g.column !== 'number' ||
    typeof g.valid !== 'boolean' ||
    typeof g.plies !== 'number' ||
    g.tags === null ||
    typeof g.tags !== 'object' ||
    !Array.isArray(g.info)
  )
    throw wrongType(where, 'a game report (as checkGame gives)', r);
  if (!g.valid && g.problem === undefined) throw new ArgumentError('ARGUMENT_TYPE', where, "an invalid game's report holds its problem", valueKind(r));
  if (g.problem !== undefined) checkProblemShape(g.problem, where);
  for (const i of g.info as unknown[]) checkProblemShape(i, where);
}
