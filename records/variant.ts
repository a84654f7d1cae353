// Which rules a record is played under: [Variant] (the engine's names and the spellings found in
// records), else [GameType] (PDN 3.0 numbers: 25 is Russian, any other another game), else the
// caller's default.
import { checkRecord } from '../grammar/record.ts';
import { ArgumentError, VARIANTS, VARIANT_RULES, variantOfGameType, variantOfTag } from '../engine/index.ts';
import type { VariantName } from '../engine/types.ts';
import type { GameRecord } from '../grammar/record.ts';
import { tagNamed } from '../grammar/record.ts';
import type { Problem } from '../grammar/problem.ts';

/** A record that is not a game this tool replays. */
export type VariantCode = 'VARIANT_UNKNOWN' | 'VARIANT_UNSUPPORTED';

/** PDN GameType numbers and the games they stand for (PDN 3.0). */
const GAME_TYPES: Record<number, string> = {
  0: 'chess',
  1: 'Chinese chess',
  20: 'international draughts',
  21: 'English draughts',
  22: 'Italian draughts',
  23: 'American pool checkers',
  24: 'Spanish draughts',
  25: 'Russian draughts',
  26: 'Brazilian draughts',
  27: 'Canadian draughts',
  28: 'Portuguese draughts',
  29: 'Czech draughts',
  30: 'Turkish draughts',
  31: 'Thai draughts',
  40: 'Frisian draughts',
  41: 'Spantsiretti',
};

export interface VariantChoice {
  /** The variant to replay with; undefined when the record is another game. */
  readonly variant?: VariantName;
  /** Where the choice came from. */
  readonly source: 'variant-tag' | 'gametype-tag' | 'default';
  /** Why the record cannot be replayed (another game, or a variant name nobody knows). */
  readonly problem?: Problem<VariantCode>;
}

/** The [Variant] tag this tool writes for a variant: the variant table's (docs/records.md; variantOfTag reads each back). */
export const VARIANT_TAGS: Readonly<Record<VariantName, string>> = Object.fromEntries(VARIANTS.map((v) => [v, VARIANT_RULES[v].tag])) as Record<VariantName, string>;

/**
 * The variant of a record: `[Variant]` (Bashni and its aliases, bashni-turkish, russian), else
 * `[GameType]` (25 = russian; any other game type is another game), else `fallback`.
 */
export function detectVariant(game: GameRecord, fallback: VariantName = 'bashni'): VariantChoice {
  checkRecord(game, 'detectVariant');
  if (!(VARIANTS as readonly unknown[]).includes(fallback))
    throw new ArgumentError('ARGUMENT_RANGE', 'detectVariant', `unknown fallback variant (the engine's are ${VARIANTS.join(', ')})`, typeof fallback);
  return variantOf(game, fallback);
}

/** detectVariant of a record already checked (replayGame's). */
export function variantOf(game: GameRecord, fallback: VariantName): VariantChoice {
  const variantTag = tagNamed(game, 'Variant');
  const gameTypeTag = tagNamed(game, 'GameType');
  if (variantTag && variantTag.value.trim() !== '') {
    const v = variantOfTag(variantTag.value);
    if (v) return { variant: v, source: 'variant-tag' };
    if (!gameTypeTag)
      return {
        source: 'variant-tag',
        problem: { code: 'VARIANT_UNKNOWN', severity: 'error', message: `not a Bashni/Russian game: [Variant "${variantTag.value}"] is not a variant this tool knows`, pos: variantTag.pos },
      };
  }
  if (gameTypeTag && gameTypeTag.value.trim() !== '') {
    const m = /^\s*(\d+)/.exec(gameTypeTag.value);
    const type = m ? Number(m[1]) : NaN;
    const known = variantOfGameType(type);
    if (known) return { variant: known, source: 'gametype-tag' };
    const what = GAME_TYPES[type];
    return {
      source: 'gametype-tag',
      problem: {
        code: 'VARIANT_UNSUPPORTED',
        severity: 'error',
        message: `not a Bashni/Russian game: [GameType "${gameTypeTag.value}"]${what ? ` is ${what}` : ''}`,
        pos: gameTypeTag.pos,
      },
    };
  }
  return { variant: fallback, source: 'default' };
}
