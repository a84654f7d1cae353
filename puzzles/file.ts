// Reading puzzle files (YAML, docs/puzzles.md): the shape of every field is checked here, with
// errors that say file:line:column. Whether a puzzle is *sound* is the engine's question
// (puzzles/solve.ts); this module also resolves the FEN and the written solution moves through
// the engine, so an illegal move is reported at the line it is written on.
import { parseDocument, Lexer, LineCounter, isMap, isSeq, isScalar, type Node } from 'yaml';
import { parseFen } from '../engine/fen.ts';
import { parseVariantName } from '../engine/variant.ts';
import { parseMoveText, matchMoves, makeMoveText } from '../engine/notation.ts';
import type { Position } from '../engine/position.ts';
import type { Move, VariantName } from '../engine/types.ts';
import type { Problem } from '../grammar/problem.ts';
import type { SourcePos } from '../grammar/source-pos.ts';
import { parseGoal, goalText, type PuzzleGoal } from './solve.ts';

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
       * its own evaluation by at least a man). Absent: the game played the solution.
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

/** Where something is written in a puzzle file: a source position (1-based line and column, 0-based offset) and the file. */
export interface PuzzleLocation extends SourcePos {
  readonly file: string;
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

/** Every code a puzzle file or its check reports (the compiler checks each use). */
export type PuzzleCode =
  | 'PUZZLE_YAML'
  | 'PUZZLE_TOO_LARGE'
  | 'PUZZLE_EMPTY'
  | 'PUZZLE_SHAPE'
  | 'PUZZLE_DUPLICATE_ID'
  | 'PUZZLE_UNKNOWN_FIELD'
  | 'PUZZLE_MISSING_FIELD'
  | 'PUZZLE_FIELD_TYPE'
  | 'PUZZLE_BAD_ID'
  | 'PUZZLE_BAD_VARIANT'
  | 'PUZZLE_BAD_GOAL'
  | 'PUZZLE_BAD_DIFFICULTY'
  | 'PUZZLE_BAD_RATING'
  | 'PUZZLE_GRADE_DIFFERS'
  | 'PUZZLE_NOT_MISSED'
  | 'PUZZLE_BAD_THEME'
  | 'PUZZLE_BAD_SOURCE'
  | 'PUZZLE_BAD_FEN'
  | 'PUZZLE_SOURCE_MISMATCH'
  | 'PUZZLE_EMPTY_SOLUTION'
  | 'PUZZLE_BAD_MOVE'
  | 'PUZZLE_ILLEGAL_MOVE'
  | 'PUZZLE_AMBIGUOUS_MOVE'
  | 'PUZZLE_NO_SOLUTION'
  | 'PUZZLE_UNDECIDED'
  | 'PUZZLE_UNSOUND'
  | 'PUZZLE_SOLUTION_DIFFERS'
  | 'PUZZLE_UNREACHABLE';

/**
 * A problem in a puzzle file or found by its check: the one problem model (grammar/problem.ts)
 * with a puzzle code, its file always set, the puzzle's id (when known) in `detail.puzzle` and,
 * for a solution move that does not resolve, the legal moves in `detail.legal`.
 */
export interface PuzzleProblem extends Problem<PuzzleCode> {
  readonly file: string;
  /** 0-based index of the puzzle in its file, for a problem of one puzzle written there (absent for a problem of the whole file). */
  readonly item?: number;
}

/** A puzzle problem at `at`, of the puzzle `id` when known (an empty id is no id). */
export function puzzleProblem(code: PuzzleCode, message: string, at: PuzzleLocation, id?: string, legal?: readonly string[]): PuzzleProblem {
  const detail = { ...(id ? { puzzle: id } : {}), ...(legal ? { legal } : {}) };
  return { code, severity: 'error', message, pos: { line: at.line, column: at.column, offset: at.offset }, file: at.file, ...(id || legal ? { detail } : {}) };
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
const ID_RE = /^[a-z0-9][a-z0-9._-]*$/;
const THEME_RE = /^[a-z][a-z0-9-]*$/;

/**
 * Most YAML tokens a puzzle file may hold: 300,000, over four times the largest collection file
 * (puzzles/material.yaml, 167 KB, about 65,000 tokens). The yaml library's document costs about
 * 700 bytes a token: 6 MB of `[{},{},...]` (6 million tokens) took 4.4 GB and a minute before
 * the heap gave out; at this cap a file costs at most about 200 MB. The tokens are counted by the
 * library's lexer, which keeps nothing, before the document is built, and counting stops at the cap.
 */
export const MAX_PUZZLE_TOKENS = 300_000;

/** True when `text` lexes to more than MAX_PUZZLE_TOKENS YAML tokens (stops counting there). */
function tooManyTokens(text: string): boolean {
  const tokens = new Lexer().lex(text);
  for (let n = 0; n <= MAX_PUZZLE_TOKENS; n++) if (tokens.next().done) return false;
  return true;
}

/**
 * Reads a puzzle file: a YAML sequence of puzzles, or one puzzle (a mapping). Never throws.
 * A puzzle with any problem is left out of `puzzles` and its problems are in `errors`. A file of
 * more than MAX_PUZZLE_TOKENS YAML tokens is not read (PUZZLE_TOO_LARGE at its start).
 */
export function readPuzzleFile(text: string, file = '<input>'): PuzzleFileOutput {
  if (tooManyTokens(text)) {
    const start = { file, line: 1, column: 1, offset: 0 };
    return {
      puzzles: [],
      errors: [
        puzzleProblem('PUZZLE_TOO_LARGE', `the file holds more than ${MAX_PUZZLE_TOKENS} YAML tokens (values, keys, brackets; the largest collection file has about 65,000); it is not read`, start),
      ],
    };
  }
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number): PuzzleLocation => {
    const p = lc.linePos(offset);
    return { file, line: p.line, column: p.col, offset };
  };
  const nodeAt = (node: Node | null | undefined, fallback = 0): PuzzleLocation => at(node?.range?.[0] ?? fallback);
  const errors: PuzzleProblem[] = [];
  for (const e of doc.errors) {
    const [firstLine = ''] = e.message.split('\n');
    const message = firstLine.replace(/ at line \d+, column \d+:?$/, '');
    errors.push(puzzleProblem('PUZZLE_YAML', `YAML: ${message}`, at(e.pos[0])));
  }
  if (errors.length) return { puzzles: [], errors };

  const root = doc.contents;
  let items: Node[];
  if (root === null || root === undefined) return { puzzles: [], errors: [puzzleProblem('PUZZLE_EMPTY', 'the file holds no puzzle', at(0))] };
  if (isSeq(root)) items = root.items as Node[];
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
    return puzzleProblem('PUZZLE_DUPLICATE_ID', `id '${id}' is already used at ${first.file === at.file ? `line ${first.line}` : `${first.file}:${first.line}`}`, at, id);
  }
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
      errors.push(puzzleProblem('PUZZLE_UNKNOWN_FIELD', `unknown field '${name}' (fields: ${FIELDS.join(', ')})`, nodeAt(key)));
      continue;
    }
    values.set(name, pair.value as Node);
    fieldAt[name] = nodeAt((pair.value as Node) ?? key);
    if (name === 'id' && isScalar(pair.value) && typeof pair.value.value === 'string') id = pair.value.value;
  }
  const fail = (code: PuzzleCode, field: string, message: string): void => {
    errors.push(puzzleProblem(code, `${field}: ${message}`, fieldAt[field] ?? start, id));
  };
  for (const name of REQUIRED) if (!values.has(name)) errors.push(puzzleProblem('PUZZLE_MISSING_FIELD', `missing field '${name}'`, start, id));

  const scalarString = (name: string): string | undefined => {
    const node = values.get(name);
    if (node === undefined) return undefined;
    if (!isScalar(node) || (typeof node.value !== 'string' && typeof node.value !== 'number')) {
      fail('PUZZLE_FIELD_TYPE', name, 'expected text');
      return undefined;
    }
    return String(node.value);
  };

  // id
  const idText = scalarString('id');
  if (idText !== undefined && !ID_RE.test(idText)) fail('PUZZLE_BAD_ID', 'id', `'${idText}' must be lower-case letters, digits, '.', '_' or '-'`);
  const title = scalarString('title') ?? '';
  const titleRu = scalarString('title_ru');
  if (titleRu !== undefined && !title) fail('PUZZLE_FIELD_TYPE', 'title_ru', 'a Russian title translates the written title: write `title` too');
  const note = scalarString('note');
  // variant
  let variant: VariantName = 'bashni';
  const variantText = scalarString('variant');
  if (variantText !== undefined) {
    const v = parseVariantName(variantText);
    if (!v) fail('PUZZLE_BAD_VARIANT', 'variant', `unknown variant '${variantText}' (bashni, bashni-turkish, russian)`);
    else variant = v;
  }
  // goal
  let goal: PuzzleGoal | undefined;
  const goalNode = values.get('goal');
  if (goalNode !== undefined) {
    const text = isScalar(goalNode) ? String(goalNode.value) : undefined;
    const parsed = text === undefined ? undefined : parseGoal(text);
    if (!parsed) fail('PUZZLE_BAD_GOAL', 'goal', `expected 'win', 'material N' or 'capture-path N', got ${text === undefined ? 'a non-text value' : `'${text}'`}`);
    else goal = parsed;
  }
  // difficulty
  let difficulty = 0;
  const diffNode = values.get('difficulty');
  if (diffNode !== undefined) {
    if (!isScalar(diffNode) || typeof diffNode.value !== 'number' || !Number.isInteger(diffNode.value) || diffNode.value < 1 || diffNode.value > 5) {
      fail('PUZZLE_BAD_DIFFICULTY', 'difficulty', 'expected a whole number from 1 (easy) to 5 (hard)');
    } else difficulty = diffNode.value;
  }
  // rating
  let rating = 0;
  const ratingNode = values.get('rating');
  if (ratingNode !== undefined) {
    if (!isScalar(ratingNode) || typeof ratingNode.value !== 'number' || !Number.isInteger(ratingNode.value) || ratingNode.value < RATING_MIN || ratingNode.value > RATING_MAX) {
      fail('PUZZLE_BAD_RATING', 'rating', `expected a whole number from ${RATING_MIN} to ${RATING_MAX}`);
    } else rating = ratingNode.value;
  }
  // themes
  const themes: string[] = [];
  const themesNode = values.get('themes');
  if (themesNode !== undefined && themesNode !== null) {
    if (!isSeq(themesNode)) fail('PUZZLE_FIELD_TYPE', 'themes', 'expected a list, e.g. [liberation, king]');
    else
      for (const t of themesNode.items as Node[]) {
        const v = isScalar(t) ? String(t.value) : '';
        if (!THEME_RE.test(v)) errors.push(puzzleProblem('PUZZLE_BAD_THEME', `themes: '${v}' must be a lower-case word (letters, digits, '-')`, nodeAt(t), id));
        else themes.push(v);
      }
  }
  // source
  let source: PuzzleSource | undefined;
  const sourceNode = values.get('source');
  if (sourceNode !== undefined) {
    if (isScalar(sourceNode) && sourceNode.value === 'composed') source = { kind: 'composed' };
    else if (isMap(sourceNode)) {
      const get = (k: string): unknown => {
        const n = sourceNode.get(k, true);
        return isScalar(n) ? n.value : undefined;
      };
      const [sfile, game, ply, played, mistake] = [get('file'), get('game'), get('ply'), get('played'), get('mistake')];
      const extra = sourceNode.items.map((p) => (isScalar(p.key) ? String(p.key.value) : '?')).filter((k) => !['file', 'game', 'ply', 'played', 'mistake'].includes(k));
      if (
        typeof sfile !== 'string' ||
        !sfile ||
        !Number.isInteger(game) ||
        (game as number) < 1 ||
        !Number.isInteger(ply) ||
        (ply as number) < 0 ||
        (played !== undefined && (typeof played !== 'string' || !parseMoveText(played))) ||
        (mistake !== undefined && (!MISTAKES.includes(mistake as PuzzleMistake) || played === undefined)) ||
        extra.length
      )
        fail(
          'PUZZLE_BAD_SOURCE',
          'source',
          'expected { file: games/NAME.pdn, game: N (1-based), ply: N (plies played before the puzzle), played: MOVE (optional: the move the game played), mistake: missed | blunder (optional, with played) }',
        );
      else
        source = {
          kind: 'game',
          file: sfile,
          game: game as number,
          ply: ply as number,
          ...(played !== undefined ? { played: played as string } : {}),
          ...(mistake !== undefined ? { mistake: mistake as PuzzleMistake } : {}),
        };
    } else fail('PUZZLE_BAD_SOURCE', 'source', "expected 'composed' or { file, game, ply, played, mistake }");
  }
  // fen
  let position: Position | undefined;
  const fen = scalarString('fen');
  if (fen !== undefined) {
    const r = parseFen(fen, variant);
    if (!r.ok) fail('PUZZLE_BAD_FEN', 'fen', r.error.message);
    else position = r.value;
  }
  // solution: each move's text with where it is written
  const steps: { text: string; at: PuzzleLocation }[] = [];
  const solNode = values.get('solution');
  if (solNode !== undefined) {
    if (isSeq(solNode)) {
      for (const m of solNode.items as Node[]) steps.push({ text: isScalar(m) ? String(m.value) : '', at: nodeAt(m) });
    } else if (isScalar(solNode) && typeof solNode.value === 'string') {
      for (const m of solNode.value.trim().split(/\s+/)) steps.push({ text: m, at: nodeAt(solNode) });
    } else fail('PUZZLE_FIELD_TYPE', 'solution', 'expected a list of moves, e.g. [c3:e5:g3, h6:f4]');
    if (solNode !== null && steps.length === 0) fail('PUZZLE_EMPTY_SOLUTION', 'solution', 'the solution has no move');
  }
  const solution = steps.map((step) => step.text);
  const moveAt = steps.map((step) => step.at);
  const moves: Move[] = [];
  if (position && steps.length && errors.length === 0) {
    let pos = position;
    for (const [i, { text, at: where }] of steps.entries()) {
      const written = parseMoveText(text);
      if (!written) {
        errors.push(puzzleProblem('PUZZLE_BAD_MOVE', `solution: '${text}' is not a move`, where, id));
        break;
      }
      const found = matchMoves(pos, written);
      const [move] = found;
      if (!move || found.length > 1) {
        const legal = pos.legalMoves().map((m) => makeMoveText(pos, m, { captures: 'full' }));
        const why =
          found.length === 0
            ? `is not legal here${legal.length ? '' : ' (no move is legal)'}`
            : `is ambiguous (${found.map((m) => makeMoveText(pos, m, { captures: 'full' })).join(', ')}): write the full path`;
        errors.push(puzzleProblem(found.length === 0 ? 'PUZZLE_ILLEGAL_MOVE' : 'PUZZLE_AMBIGUOUS_MOVE', `solution move ${i + 1} '${text}' ${why}`, where, id, legal));
        break;
      }
      moves.push(move);
      pos = pos.play(move);
    }
  }
  if (errors.length || !position || !goal || idText === undefined || !source) return { errors };
  const spec: PuzzleSpec = { id: idText, title, ...(titleRu ? { titleRu } : {}), variant, fen: fen!, goal, solution, rating, difficulty, themes, source, ...(note ? { note } : {}) };
  return { entry: { spec, position, moves, at: start, fieldAt, moveAt }, errors };
}

/** Writes puzzles as YAML in the documented layout (one list, fields in the documented order). */
export function makePuzzleYaml(specs: readonly PuzzleSpec[]): string {
  const q = (s: string): string => JSON.stringify(s);
  const out: string[] = [];
  for (const p of specs) {
    out.push(`- id: ${p.id}`);
    if (p.title) out.push(`  title: ${q(p.title)}`);
    if (p.titleRu) out.push(`  title_ru: ${q(p.titleRu)}`);
    out.push(`  variant: ${p.variant}`);
    out.push(`  fen: ${q(p.fen)}`);
    out.push(`  goal: ${goalText(p.goal)}`);
    out.push(`  solution: [${p.solution.join(', ')}]`);
    out.push(`  rating: ${p.rating}`);
    out.push(`  difficulty: ${p.difficulty}`);
    out.push(`  themes: [${p.themes.join(', ')}]`);
    if (p.source.kind === 'composed') out.push('  source: composed');
    else {
      const { file, game, ply, played, mistake } = p.source;
      out.push(`  source: { file: ${file}, game: ${game}, ply: ${ply}${played ? `, played: ${q(played)}` : ''}${mistake ? `, mistake: ${mistake}` : ''} }`);
    }
    if (p.note) out.push(`  note: ${q(p.note)}`);
  }
  return out.join('\n') + '\n';
}
