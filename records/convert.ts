// Rewriting a record in another notation (`bashni convert`): every resolved move written again by
// the engine in the squares, capture form and separator asked for; what does not resolve is kept.
import { makeFen, makeMoveText, parseFen, parseMoveText } from '../engine/index.ts';
import type { CaptureStyle, Separator, SquareStyle } from '../engine/index.ts';
import type { VariantName } from '../engine/types.ts';
import type { GameRecord, MoveNode, Tag } from '../grammar/record.ts';
import { parseDate } from './find-query.ts';
import { checkRecord, mapMoves } from '../grammar/record.ts';
import { checkFields } from './check-options.ts';
import { replayGame, walkPlies, type ReplayOptions, type ReplayResult, type ResolvedLine } from './replay.ts';
import type { NotationStyle } from './style.ts';
import { checkString } from '../engine/argument-error.ts';
import { checkTagEdits } from './find-checks.ts';

export interface ConvertOptions extends ReplayOptions, TagEdits {
  readonly squares?: SquareStyle;
  readonly captures?: CaptureStyle;
  readonly separator?: Separator;
}

/** Changes to a record's tags (`convert --set-tag`, `--drop-tag`, `--dates iso`). */
export interface TagEdits {
  /** Tags given this value: an existing tag of the name (any case) changed in place, else added at the end. */
  readonly setTags?: readonly { readonly name: string; readonly value: string }[];
  /** Tags removed (names in any case). */
  readonly dropTags?: readonly string[];
  /** [Date] and [EventDate] written as ISO 8601 (`1950.03.??` -> `1950-03`, `1.1.1965` -> `1965-01-01`); a value that is no date is kept. */
  readonly isoDates?: boolean;
}

/** A date in the forms records use, as ISO 8601 at the precision it has; undefined when it is no date. */
export function isoDate(text: string): string | undefined {
  checkString(text, 'isoDate', 'a date (a string)');
  const r = parseDate(text);
  if (!r.ok) return undefined;
  const { from, to } = r.value;
  const y = String(Math.floor(from / 10000)).padStart(4, '0');
  const m = String(Math.floor(from / 100) % 100).padStart(2, '0');
  const d = String(from % 100).padStart(2, '0');
  if (from === to) return `${y}-${m}-${d}`;
  return from % 10000 === 101 && to % 10000 === 1231 ? y : `${y}-${m}`;
}

/** The record with its tags edited (unchanged when there is nothing to edit). */
export function editTags(game: GameRecord, e: TagEdits): GameRecord {
  checkRecord(game, 'editTags');
  e = checkTagEdits(e, 'editTags');
  if (!e.setTags?.length && !e.dropTags?.length && !e.isoDates) return game;
  const drop = new Set((e.dropTags ?? []).map((n) => n.toLowerCase()));
  let tags: Tag[] = game.tags.filter((t) => !drop.has(t.name.toLowerCase()));
  if (e.isoDates) tags = tags.map((t) => (/^(event)?date$/i.test(t.name) ? { ...t, value: isoDate(t.value) ?? t.value } : t));
  for (const set of e.setTags ?? []) {
    const name = set.name.toLowerCase();
    if (tags.some((t) => t.name.toLowerCase() === name)) tags = tags.map((t) => (t.name.toLowerCase() === name ? { ...t, value: set.value } : t));
    else tags.push({ name: set.name, value: set.value, pos: game.pos });
  }
  return { ...game, tags };
}

export interface ConvertResult {
  /** The record with every resolved move rewritten; moves after a problem are kept as written. */
  readonly game: GameRecord;
  readonly replay: ReplayResult;
  readonly style: NotationStyle;
}

/**
 * How a record writes multiple captures, judged from the resolved ones: `full` when more of them
 * list every landing square than only their ends (a full path written because the short form would
 * be ambiguous does not count), else `short`.
 */
function writtenCaptureForm(line: ResolvedLine): CaptureStyle {
  let full = 0;
  let short = 0;
  walkPlies(line, (p) => {
    if (p.move.path.length < 2) return;
    const written = parseMoveText(p.node.text);
    if (written && written.from !== undefined) {
      if (written.path.length === 1) short++;
      else if (written.path.length === p.move.path.length && makeMoveText(p.before, p.move, { captures: 'short' }).split(/[x:]/).length === 2) full++;
    }
  });
  return full > short ? 'full' : 'short';
}

/**
 * Rewrites every move text of a record in the notation asked for (unset parts keep the record's
 * own style), and with `squares`, a `[FEN]` tag written in the other square style. Short captures
 * are written only where exactly one legal move matches them. Moves that do not resolve (and
 * everything after them in their line) are kept as written.
 */
export function convertGame(game: GameRecord, options: ConvertOptions = {}): ConvertResult {
  checkRecord(game, 'convertGame');
  options = checkFields(options, 'convertGame', {
    variant: 'variant',
    parseErrors: 'list',
    variations: 'boolean',
    info: 'boolean',
    keepPlies: 'boolean',
    squares: 'string',
    captures: 'string',
    separator: 'string',
  });
  options ??= {};
  game = editTags(game, options);
  const replay = replayGame(game, { ...options, info: false });
  const own = replay.style;
  const style: NotationStyle = {
    squares: options.squares ?? own.squares,
    captures: options.captures ?? (replay.mainLine ? writtenCaptureForm(replay.mainLine) : own.captures),
    separator: options.separator ?? (options.squares && options.squares !== own.squares ? (options.squares === 'numeric' ? 'x' : ':') : own.separator),
  };
  const texts = new Map<MoveNode, string>();
  if (replay.mainLine) walkPlies(replay.mainLine, (p) => texts.set(p.node, makeMoveText(p.before, p.move, style)));
  const tags = options.squares && replay.variant ? convertFenTags(game, options.squares, replay.variant) : game.tags;
  const moves = mapMoves(game.moves, (node) => ({ ...node, text: texts.get(node) ?? node.text }));
  return { game: { ...game, tags, moves }, replay, style };
}

/**
 * An algebraic square in a FEN: a file letter and a rank, not right after `:` (there `B5` is the
 * black pieces' field starting with square 5, and lidraughts' `F1` is the move counter).
 */
const ALGEBRAIC_FEN_SQUARE = /(?<!:)[a-hA-H][1-8]/;

/** `[FEN]` tags written in the other square style rewritten in `squares` (engine makeFen, counters dropped); others kept. */
function convertFenTags(game: GameRecord, squares: SquareStyle, variant: VariantName): GameRecord['tags'] {
  return game.tags.map((t) => {
    if (t.name.toLowerCase() !== 'fen' || ALGEBRAIC_FEN_SQUARE.test(t.value) === (squares === 'algebraic')) return t;
    const r = parseFen(t.value, variant);
    return r.ok ? { ...t, value: makeFen(r.value, { squares }) } : t;
  });
}
