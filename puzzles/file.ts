// Reading puzzle files (YAML, docs/puzzles.md): the shape of every field is checked here, with
// errors that say file:line:column. Whether a puzzle is *sound* is the engine's question
// (puzzles/solve.ts); this module also resolves the FEN and the written solution moves through
// the engine, so an illegal move is reported at the line it is written on.
import { Document, parseDocument, visit, LineCounter, isMap, isSeq, isScalar, type Node, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { parseFen } from '../engine/fen.ts';
import { parseVariantName } from '../engine/variant.ts';
import { parseMoveText, matchMoves, makeMoveText } from '../engine/notation.ts';
import type { Position } from '../engine/position.ts';
import { VARIANTS, type Move, type VariantName } from '../engine/types.ts';
import { GOAL_FORMS, goalOutOfRange, parseGoal, goalText, type PuzzleGoal } from './goal.ts';
import { excerpt } from '../grammar/problem.ts';
import { MAX_YAML_DEPTH, MAX_YAML_TOKENS, yamlOutOfBounds } from './yaml-guard.ts';
import { isList, wrongType } from '../engine/argument-error.ts';
import { checkSpec } from './arguments.ts';
import { puzzleProblem, type PuzzleCode, type PuzzleLocation, type PuzzleProblem } from './problem.ts';

/** Where a puzzle came from: `composed`, or the game and ply it was mined from. */
export type PuzzleSource =
  | { readonly kind: 'composed' }
  | {
      readonly kind: 'game';
      /** The record file, relative to the repository root (e.g. `games/selfplay-01.pdn`). */
      readonly file: string;
      /** 1-based index of the game in that file. */
      readonly game: number;
      /** Plies played in the game before the puzzle position (0 = the start position). */
      readonly ply: number;
      /** The move the game played in the puzzle position (full capture path), when it went on. */
      readonly played?: string;
      /**
       * How a player went wrong there: `missed` (the move played does not reach the goal, not even
       * within SLOWER_MARGIN + 1 more moves), `blunder` (the opponent's move into the position dropped
       * its own evaluation by at least a man; `played` may then be absent: the game ended in the
       * puzzle position). Absent: the game played the solution.
       */
      readonly mistake?: PuzzleMistake;
    };

export type PuzzleMistake = 'missed' | 'blunder';
const MISTAKES: readonly PuzzleMistake[] = ['missed', 'blunder'];

/** One puzzle as written in a file. */
export interface PuzzleSpec {
  readonly id: string;
  readonly title: string;
  /** The written title in Russian (`title_ru`), for a puzzle whose `title` is written. */
  readonly titleRu?: string;
  readonly variant: VariantName;
  readonly fen: string;
  readonly goal: PuzzleGoal;
  /** The solution as written: the solving side's moves with the opponent's best replies. */
  readonly solution: readonly string[];
  /** 1 (easy) .. 5 (hard): the level of the rating (puzzles/grade.ts). */
  readonly difficulty: number;
  /** 600 .. 2400, computed from the solution (puzzles/grade.ts). */
  readonly rating: number;
  readonly themes: readonly string[];
  readonly source: PuzzleSource;
  /** Why a composed puzzle's position may be one no game reaches (engine/reachable.ts). */
  readonly note?: string;
}

/** A puzzle read from a file, with its position and solution resolved by the engine. */
export interface PuzzleEntry {
  readonly spec: PuzzleSpec;
  readonly position: Position;
  /** The solution moves, resolved against the position (same length as `spec.solution`). */
  readonly moves: readonly Move[];
  /** Where the puzzle starts in its file. */
  readonly at: PuzzleLocation;
  /** Where each field's value is written (for error messages about that field). */
  readonly fieldAt: Readonly<Record<string, PuzzleLocation>>;
  /** Where each solution move is written. */
  readonly moveAt: readonly PuzzleLocation[];
}

export interface PuzzleFileOutput {
  readonly puzzles: readonly PuzzleEntry[];
  readonly errors: readonly PuzzleProblem[];
}

const FIELDS = ['id', 'title', 'title_ru', 'variant', 'fen', 'goal', 'solution', 'rating', 'difficulty', 'themes', 'source', 'note'] as const;
const REQUIRED = ['id', 'fen', 'goal', 'solution', 'rating', 'difficulty', 'source'] as const;
/** The rating scale (puzzles/grade.ts). */
export const RATING_MIN = 600;
export const RATING_MAX = 2400;
/** A puzzle id: lower-case letters, digits, '.', '_' or '-', starting with a letter or digit. */
export const ID_RE = /^[a-z0-9][a-z0-9._-]*$/;
const THEME_RE = /^[a-z][a-z0-9-]*$/;

/**
 * Reads a puzzle file: a YAML sequence of puzzles, or one puzzle (a mapping). Never throws (an
 * input that is no string is one PUZZLE_NOT_TEXT problem).
 * A puzzle with any problem is left out of `puzzles` and its problems are in `errors`. A file of
 * more than MAX_YAML_TOKENS YAML tokens is not read (PUZZLE_TOO_LARGE at its start), nor one
 * nested deeper than MAX_YAML_DEPTH (PUZZLE_TOO_DEEP where it goes past: puzzles/yaml-guard.ts).
 */
export function readPuzzleFile(text: string, file = '<input>'): PuzzleFileOutput {
  // a file name that is no text is dropped, as parsePdn drops it
  if (typeof file !== 'string') file = '<input>';
  // the text is data: anything but a string is a problem, as parsePdn's PDN_NOT_TEXT
  if (typeof text !== 'string') {
    const what = text === null ? 'null' : Array.isArray(text) ? 'an array' : typeof text;
    return { puzzles: [], errors: [puzzleProblem('PUZZLE_NOT_TEXT', `the input is not text (${what}): nothing is read`, { file, line: 1, column: 1, offset: 0 })] };
  }
  const lc = new LineCounter();
  const at = (offset: number): PuzzleLocation => {
    const p = lc.linePos(offset);
    return { file, line: p.line, column: p.col, offset };
  };
  const bound = yamlOutOfBounds(text);
  if (bound?.kind === 'tokens') {
    const message = `the file holds more than ${MAX_YAML_TOKENS} YAML tokens (values, keys, brackets; the largest collection file has about 65,000); it is not read`;
    return { puzzles: [], errors: [puzzleProblem('PUZZLE_TOO_LARGE', message, { file, line: 1, column: 1, offset: 0 })] };
  }
  if (bound?.kind === 'depth') {
    const { line, column, offset } = bound;
    const message = `collections nest more than ${MAX_YAML_DEPTH} deep here (a puzzle file nests 3 deep); the file is not read`;
    return { puzzles: [], errors: [puzzleProblem('PUZZLE_TOO_DEEP', message, { file, line, column, offset })] };
  }
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const nodeAt = (node: Node | null | undefined, fallback = 0): PuzzleLocation => at(node?.range?.[0] ?? fallback);
  const errors: PuzzleProblem[] = [];
  for (const e of doc.errors) {
    const [firstLine = ''] = e.message.split('\n');
    // the library's own words would send the user to its API (YAML.parseAllDocuments())
    const message = e.code === 'MULTIPLE_DOCS' ? 'the file holds several documents (a `---` line): a puzzle file is one document' : firstLine.replace(/ at line \d+, column \d+:?$/, '');
    errors.push(puzzleProblem('PUZZLE_YAML', `YAML: ${message}`, at(e.pos[0])));
  }
  // an alias (`*name`) would reach the field readers as an unresolved node ("expected a list")
  visit(doc, {
    Alias(_key, node) {
      errors.push(puzzleProblem('PUZZLE_YAML', `YAML: the alias *${node.source} is not read in a puzzle file: write the value out`, at(node.range?.[0] ?? 0)));
    },
  });
  if (errors.length) return { puzzles: [], errors };

  const root = doc.contents;
  let items: Node[];
  if (root === null || root === undefined) return { puzzles: [], errors: [puzzleProblem('PUZZLE_EMPTY', 'the file holds no puzzle', at(0))] };
  if (isSeq(root)) items = root.items;
  else if (isMap(root)) items = [root];
  else return { puzzles: [], errors: [puzzleProblem('PUZZLE_SHAPE', 'expected a puzzle (a mapping) or a list of puzzles', nodeAt(root))] };

  const puzzles: PuzzleEntry[] = [];
  const ids = new PuzzleIds();
  for (const [index, item] of items.entries()) {
    const found = readOne(item, nodeAt);
    for (const e of found.errors) errors.push({ ...e, item: index });
    if (found.entry) {
      const duplicate = ids.claim(found.entry);
      if (duplicate) {
        errors.push({ ...duplicate, item: index });
        continue;
      }
      puzzles.push(found.entry);
    }
  }
  return { puzzles, errors };
}

/**
 * The one duplicate-id check: ids claimed so far and where each is written. A file's reader
 * claims the ids of its puzzles (a duplicate leaves the puzzle out), and a collection's check
 * claims them across its files.
 */
export class PuzzleIds {
  readonly #seen = new Map<string, PuzzleLocation>();

  /** Claims the puzzle's id: a PUZZLE_DUPLICATE_ID problem, at its id, when an earlier puzzle has it. */
  claim(entry: PuzzleEntry): PuzzleProblem | undefined {
    const id = entry.spec.id;
    const at = entry.fieldAt.id ?? entry.at;
    const first = this.#seen.get(id);
    if (!first) {
      this.#seen.set(id, at);
      return undefined;
    }
    return puzzleProblem('PUZZLE_DUPLICATE_ID', `id '${excerpt(id)}' is already used at ${first.file === at.file ? `line ${first.line}` : `${first.file}:${first.line}`}`, at, id);
  }
}

/** What the field readers have found so far in one puzzle (defaults for the fields not written). */
interface PuzzleDraft {
  id?: string;
  title: string;
  titleRu?: string;
  note?: string;
  variant: VariantName;
  goal?: PuzzleGoal;
  difficulty: number;
  rating: number;
  themes: string[];
  source?: PuzzleSource;
  fen?: string;
  position?: Position;
  /** Each solution move's text with where it is written. */
  steps: { text: string; at: PuzzleLocation }[];
}

/** What a field reader is given besides its node: ways to report, and the puzzle's place. */
interface FieldContext {
  /** A problem of the field being read, at its value. */
  fail(code: PuzzleCode, message: string): void;
  /** A problem at another place (one item of a list). */
  report(code: PuzzleCode, message: string, at: PuzzleLocation): void;
  /** The value as text (a string or a number), else a PUZZLE_FIELD_TYPE problem and undefined. */
  text(node: Node): string | undefined;
  nodeAt(node: Node | null | undefined): PuzzleLocation;
}

type FieldReader = (node: Node, draft: PuzzleDraft, cx: FieldContext) => void;

/** A whole number from `min` to `max` written as a YAML number. */
const wholeIn = (node: Node, min: number, max: number): number | undefined =>
  isScalar(node) && typeof node.value === 'number' && Number.isInteger(node.value) && node.value >= min && node.value <= max ? node.value : undefined;

const SOURCE_KEYS = ['file', 'game', 'ply', 'played', 'mistake'];

function readSource(node: Node, cx: FieldContext): PuzzleSource | undefined {
  if (isScalar(node) && node.value === 'composed') return { kind: 'composed' };
  if (!isMap(node)) {
    cx.fail('PUZZLE_BAD_SOURCE', "expected 'composed' or { file, game, ply, played, mistake }");
    return undefined;
  }
  const get = (k: string): unknown => {
    const n = node.get(k, true);
    return isScalar(n) ? n.value : undefined;
  };
  const [file, game, ply, played, mistake] = SOURCE_KEYS.map(get);
  const extra = node.items.map((p) => (isScalar(p.key) ? String(p.key.value) : '?')).filter((k) => !SOURCE_KEYS.includes(k));
  // the first field that is wrong, said by name (the whole shape follows, for the others)
  const wrong =
    extra.length > 0
      ? `unknown field '${excerpt(extra[0]!)}'`
      : typeof file !== 'string' || !file
        ? 'file: expected the record file, e.g. games/NAME.pdn'
        : !Number.isSafeInteger(game) || (game as number) < 1
          ? 'game: expected a whole number from 1 (the first game of the file)'
          : !Number.isSafeInteger(ply) || (ply as number) < 0
            ? 'ply: expected a whole number from 0 (plies played before the puzzle)'
            : played !== undefined && (typeof played !== 'string' || !parseMoveText(played))
              ? 'played: expected a move, e.g. "c3:e5"'
              : mistake !== undefined && !MISTAKES.includes(mistake as PuzzleMistake)
                ? `mistake: expected ${MISTAKES.join(' or ')}`
                : mistake === 'missed' && played === undefined
                  ? 'mistake: missed needs played (the move that missed the solution)'
                  : undefined;
  if (wrong !== undefined) {
    cx.fail(
      'PUZZLE_BAD_SOURCE',
      `${wrong} (expected { file: games/NAME.pdn, game: N (1-based), ply: N (plies played before the puzzle), played: MOVE (optional: the move the game played), mistake: missed (with played) | blunder (optional) })`,
    );
    return undefined;
  }
  return {
    kind: 'game',
    file: file as string,
    game: game as number,
    ply: ply as number,
    ...(played !== undefined ? { played: played as string } : {}),
    ...(mistake !== undefined ? { mistake: mistake as PuzzleMistake } : {}),
  };
}

/**
 * The reader of each field, in the order their problems are reported (the variant before the FEN,
 * which is read in it). A field not written keeps the draft's default; a required one missing is
 * reported before any of these run.
 */
const FIELD_READERS: Readonly<Record<(typeof FIELDS)[number], FieldReader>> = {
  id: (node, draft, cx) => {
    const id = cx.text(node);
    if (id !== undefined && !ID_RE.test(id)) cx.fail('PUZZLE_BAD_ID', `'${excerpt(id)}' must be lower-case letters, digits, '.', '_' or '-'`);
    draft.id = id;
  },
  title: (node, draft, cx) => {
    draft.title = cx.text(node) ?? '';
  },
  title_ru: (node, draft, cx) => {
    draft.titleRu = cx.text(node);
    if (draft.titleRu !== undefined && !draft.title) cx.fail('PUZZLE_FIELD_TYPE', 'a Russian title translates the written title: write `title` too');
  },
  note: (node, draft, cx) => {
    draft.note = cx.text(node);
  },
  variant: (node, draft, cx) => {
    const text = cx.text(node);
    if (text === undefined) return;
    const variant = parseVariantName(text);
    if (!variant) cx.fail('PUZZLE_BAD_VARIANT', `unknown variant '${excerpt(text)}' (${VARIANTS.join(', ')})`);
    else draft.variant = variant;
  },
  goal: (node, draft, cx) => {
    const text = isScalar(node) ? String(node.value) : undefined;
    draft.goal = text === undefined ? undefined : parseGoal(text);
    if (draft.goal) return;
    const got = text === undefined ? 'a non-text value' : `'${excerpt(text)}'`;
    if (text !== undefined && goalOutOfRange(text)) cx.fail('PUZZLE_GOAL_RANGE', `${got}: N is past any count of pieces (expected ${GOAL_FORMS}: 24 pieces a board at most)`);
    else cx.fail('PUZZLE_BAD_GOAL', `expected ${GOAL_FORMS}, got ${got}`);
  },
  difficulty: (node, draft, cx) => {
    const difficulty = wholeIn(node, 1, 5);
    if (difficulty === undefined) cx.fail('PUZZLE_BAD_DIFFICULTY', 'expected a whole number from 1 (easy) to 5 (hard)');
    else draft.difficulty = difficulty;
  },
  rating: (node, draft, cx) => {
    const rating = wholeIn(node, RATING_MIN, RATING_MAX);
    if (rating === undefined) cx.fail('PUZZLE_BAD_RATING', `expected a whole number from ${RATING_MIN} to ${RATING_MAX}`);
    else draft.rating = rating;
  },
  themes: (node, draft, cx) => {
    if (node === null) return;
    if (!isSeq(node)) return cx.fail('PUZZLE_FIELD_TYPE', 'expected a list, e.g. [liberation, king]');
    for (const item of node.items as Node[]) {
      const theme = isScalar(item) ? String(item.value) : '';
      if (!THEME_RE.test(theme)) cx.report('PUZZLE_BAD_THEME', `themes: '${excerpt(theme)}' must be a lower-case word (letters, digits, '-')`, cx.nodeAt(item));
      else draft.themes.push(theme);
    }
  },
  source: (node, draft, cx) => {
    draft.source = readSource(node, cx);
  },
  fen: (node, draft, cx) => {
    draft.fen = cx.text(node);
    if (draft.fen === undefined) return;
    const r = parseFen(draft.fen, draft.variant);
    if (!r.ok) cx.fail('PUZZLE_BAD_FEN', excerpt(r.error.message));
    else draft.position = r.value;
  },
  solution: (node, draft, cx) => {
    if (isSeq(node)) {
      for (const m of node.items as Node[]) draft.steps.push({ text: isScalar(m) ? String(m.value) : '', at: cx.nodeAt(m) });
    } else if (isScalar(node) && typeof node.value === 'string') {
      for (const m of node.value.trim().split(/\s+/)) draft.steps.push({ text: m, at: cx.nodeAt(node) });
    } else cx.fail('PUZZLE_FIELD_TYPE', 'expected a list of moves, e.g. [c3:e5:g3, h6:f4]');
    if (node !== null && draft.steps.length === 0) cx.fail('PUZZLE_EMPTY_SOLUTION', 'the solution has no move');
  },
};

/** The solution's moves resolved from the position, or the problem of the first that does not resolve. */
function resolveSolution(position: Position, steps: PuzzleDraft['steps'], id: string | undefined): { moves: Move[]; problem?: PuzzleProblem } {
  const moves: Move[] = [];
  let pos = position;
  for (const [i, { text, at }] of steps.entries()) {
    const written = parseMoveText(text);
    if (!written) return { moves, problem: puzzleProblem('PUZZLE_BAD_MOVE', `solution: '${excerpt(text)}' is not a move`, at, id) };
    const found = matchMoves(pos, written);
    const [move] = found;
    if (!move || found.length > 1) {
      const legal = pos.legalMoves().map((m) => makeMoveText(pos, m, { captures: 'full' }));
      const why =
        found.length === 0
          ? `is not legal here${legal.length ? '' : ' (no move is legal)'}`
          : `is ambiguous (${found.map((m) => makeMoveText(pos, m, { captures: 'full' })).join(', ')}): write the full path`;
      return { moves, problem: puzzleProblem(found.length === 0 ? 'PUZZLE_ILLEGAL_MOVE' : 'PUZZLE_AMBIGUOUS_MOVE', `solution move ${i + 1} '${excerpt(text)}' ${why}`, at, id, legal) };
    }
    moves.push(move);
    pos = pos.play(move);
  }
  return { moves };
}

function readOne(item: Node, nodeAt: (n: Node | null | undefined) => PuzzleLocation): { entry?: PuzzleEntry; errors: PuzzleProblem[] } {
  const errors: PuzzleProblem[] = [];
  const start = nodeAt(item);
  if (!isMap(item)) return { errors: [puzzleProblem('PUZZLE_SHAPE', 'a puzzle must be a mapping (id: ..., fen: ..., ...)', start)] };
  const values = new Map<string, Node>();
  const fieldAt: Record<string, PuzzleLocation> = {};
  let id: string | undefined;
  for (const pair of item.items) {
    const key = pair.key as Node;
    const name = isScalar(key) ? String(key.value) : '';
    if (!(FIELDS as readonly string[]).includes(name)) {
      errors.push(puzzleProblem('PUZZLE_UNKNOWN_FIELD', `unknown field '${excerpt(name)}' (fields: ${FIELDS.join(', ')})`, nodeAt(key)));
      continue;
    }
    values.set(name, pair.value as Node);
    fieldAt[name] = nodeAt((pair.value as Node) ?? key);
    if (name === 'id' && isScalar(pair.value) && typeof pair.value.value === 'string') id = pair.value.value;
  }
  for (const name of REQUIRED) if (!values.has(name)) errors.push(puzzleProblem('PUZZLE_MISSING_FIELD', `missing field '${name}'`, start, id));

  const draft: PuzzleDraft = { title: '', variant: 'bashni', difficulty: 0, rating: 0, themes: [], steps: [] };
  for (const [name, read] of Object.entries(FIELD_READERS)) {
    if (!values.has(name)) continue;
    const fail = (code: PuzzleCode, message: string): void => void errors.push(puzzleProblem(code, `${name}: ${message}`, fieldAt[name] ?? start, id));
    const cx: FieldContext = {
      fail,
      report: (code, message, at) => void errors.push(puzzleProblem(code, message, at, id)),
      text: (node) => {
        if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number')) return String(node.value);
        fail('PUZZLE_FIELD_TYPE', 'expected text');
        return undefined;
      },
      nodeAt,
    };
    read(values.get(name)!, draft, cx);
  }
  const { position, goal, source, steps } = draft;
  let moves: Move[] = [];
  if (position && steps.length && errors.length === 0) {
    const resolved = resolveSolution(position, steps, id);
    if (resolved.problem) errors.push(resolved.problem);
    moves = resolved.moves;
  }
  if (errors.length || !position || !goal || draft.id === undefined || !source) return { errors };
  const { title, titleRu, note, variant, rating, difficulty, themes } = draft;
  const spec: PuzzleSpec = {
    id: draft.id,
    title,
    ...(titleRu ? { titleRu } : {}),
    variant,
    fen: draft.fen!,
    goal,
    solution: steps.map((step) => step.text),
    rating,
    difficulty,
    themes,
    source,
    ...(note ? { note } : {}),
  };
  return { entry: { spec, position, moves, at: start, fieldAt, moveAt: steps.map((step) => step.at) }, errors };
}

/** A list written in YAML's flow style (`[a, b]`), quoted where the yaml library must. */
function flowList(items: readonly string[]): string {
  const doc = new Document(items);
  (doc.contents as YAMLSeq).flow = true;
  return doc.toString({ flowCollectionPadding: false, lineWidth: 0 }).trimEnd();
}

/** A text in double quotes, escaped as YAML escapes. */
function quoted(text: string): string {
  const doc = new Document(text);
  (doc.contents as Scalar).type = 'QUOTE_DOUBLE';
  return doc.toString({ lineWidth: 0 }).trimEnd();
}

/** A text plain when YAML reads it back as the same text (`composed-1`), else quoted (`"123"`, `"a, b"`). */
function plain(text: string): string {
  return new Document(text).toString({ lineWidth: 0 }).trimEnd();
}

/** A game source in flow style (`{ file: games/x.pdn, game: 2, ply: 14, played: "c3:e5" }`). */
function sourceMap(source: Extract<PuzzleSource, { kind: 'game' }>): string {
  const { file, game, ply, played, mistake } = source;
  const doc = new Document({ file, game, ply, ...(played ? { played } : {}), ...(mistake ? { mistake } : {}) });
  const map = doc.contents as YAMLMap;
  map.flow = true;
  if (played) (map.get('played', true) as Scalar).type = 'QUOTE_DOUBLE';
  return doc.toString({ lineWidth: 0 }).trimEnd();
}

/**
 * Writes puzzles as YAML in the documented layout (one list, fields in the documented order), each
 * value written by the yaml library, so that any text (a file name holding `,` or `}`) reads back.
 */
export function makePuzzleYaml(specs: readonly PuzzleSpec[]): string {
  if (!isList(specs)) throw wrongType('makePuzzleYaml', 'a list of puzzles (PuzzleSpec)', specs);
  for (const s of specs as unknown[]) checkSpec(s, 'makePuzzleYaml');
  const out: string[] = [];
  for (const p of specs) {
    out.push(`- id: ${plain(p.id)}`);
    if (p.title) out.push(`  title: ${quoted(p.title)}`);
    if (p.titleRu) out.push(`  title_ru: ${quoted(p.titleRu)}`);
    out.push(`  variant: ${p.variant}`);
    out.push(`  fen: ${quoted(p.fen)}`);
    out.push(`  goal: ${goalText(p.goal)}`);
    out.push(`  solution: ${flowList(p.solution)}`);
    out.push(`  rating: ${p.rating}`);
    out.push(`  difficulty: ${p.difficulty}`);
    out.push(`  themes: ${flowList(p.themes)}`);
    out.push(`  source: ${p.source.kind === 'composed' ? 'composed' : sourceMap(p.source)}`);
    if (p.note) out.push(`  note: ${quoted(p.note)}`);
  }
  return out.join('\n') + '\n';
}
