// The rule set a record needs when it names none: `--variant auto` replays an untagged game under
// each rule set in turn and takes the first it is valid under, and `verify` says, per file, which
// other rule set would make its invalid untagged games valid ("add --variant russian").
// Browser-safe.
import type { VariantName } from '../engine/types.ts';
import type { GameRecord, ParseProblem } from '../grammar/record.ts';
import { replayGame } from './replay.ts';
import { detectVariant } from './variant.ts';
import { checkWhole } from '../engine/argument-error.ts';
import { knownVariant } from '../engine/variant.ts';
import { checkGame } from './find-checks.ts';

/** A variant, or `auto`: each game under the rule set it replays under. */
export type VariantOrAuto = VariantName | 'auto';

/** The rule sets `auto` tries, in this order (the default first; Lasca's board is another size, and no 8x8 record replays under it). */
const AUTO_ORDER: readonly VariantName[] = ['bashni', 'russian', 'bashni-turkish', 'bashni-forward', 'lasca'];

/** The names the one-line advice uses. */
const VARIANT_TITLES: Readonly<Record<VariantName, string>> = {
  bashni: 'Bashni',
  'bashni-forward': 'Bashni (men capture forward only)',
  'bashni-turkish': 'Bashni (Turkish strike)',
  russian: 'Russian draughts',
  lasca: 'Lasca',
};

export interface VariantChoiceAuto {
  /** The rules chosen (undefined when the record is another game). */
  readonly variant?: VariantName;
  /** Whether the game is valid under them. */
  readonly valid: boolean;
  /** Where the choice came from: the record's own tag, or the replays. */
  readonly source: 'tag' | 'replay';
}

/**
 * The rule set of one game for `--variant auto`: the record's [Variant] or [GameType] when it has
 * one; else the first of AUTO_ORDER under which it is valid; else the one under which the most
 * main-line plies replay (bashni on a tie).
 */
export function chooseVariant(game: GameRecord, parseErrors?: readonly ParseProblem[]): VariantChoiceAuto {
  checkGame(game, parseErrors, 'chooseVariant');
  const tagged = detectVariant(game);
  if (tagged.source !== 'default') {
    const valid = tagged.variant !== undefined && replayGame(game, { parseErrors, info: false, keepPlies: false }).valid;
    return { variant: tagged.variant, valid, source: 'tag' };
  }
  let best: { variant: VariantName; plies: number } | undefined;
  for (const variant of AUTO_ORDER) {
    const r = replayGame(game, { variant, parseErrors, info: false, keepPlies: false });
    if (r.valid) return { variant, valid: true, source: 'replay' };
    if (!best || r.plies > best.plies) best = { variant, plies: r.plies };
  }
  return { variant: best!.variant, valid: false, source: 'replay' };
}

/**
 * The first rule set other than `current` under which an untagged game is valid; undefined when
 * the game names its variant, or none makes it valid. For verify's advice on an invalid game.
 */
export function validElsewhere(game: GameRecord, current: VariantName, parseErrors?: readonly ParseProblem[]): VariantName | undefined {
  checkGame(game, parseErrors, 'validElsewhere');
  knownVariant(current, 'validElsewhere');
  if (parseErrors?.some((e) => e.severity === 'error')) return undefined;
  if (detectVariant(game).source !== 'default') return undefined;
  for (const variant of AUTO_ORDER) {
    if (variant === current) continue;
    if (replayGame(game, { variant, info: false, keepPlies: false }).valid) return variant;
  }
  return undefined;
}

/** verify's line for a file: `54 games are invalid as Bashni and valid as Russian draughts: add --variant russian`. */
export function variantAdvice(count: number, current: VariantName, other: VariantName): string {
  checkWhole(count, 'variantAdvice', 'count', 0);
  knownVariant(current, 'variantAdvice');
  knownVariant(other, 'variantAdvice');
  return `${count} ${count === 1 ? 'game is' : 'games are'} invalid as ${VARIANT_TITLES[current]} and valid as ${VARIANT_TITLES[other]}: add --variant ${other}`;
}
