// Lessons (learn/*.yaml, one lesson a file): reading and proving them. Every stage is checked with
// the engine: its position reads (parseFen) and has a legal move, its goal is reachable by some
// legal move, every stated answer is a legal move that reaches the goal, every stated mistake a
// legal move that does not, and every text is there in English and Russian. Browser-safe (it reads
// no file: it is given the text); the site's build runs it and fails on any problem, and
// test/puzzles/lesson.test.ts runs it on every lesson and on broken fixtures.
import { parseDocument, LineCounter, isMap, isSeq, isScalar, type Node, type YAMLMap } from 'yaml';
import { parseFen } from '../engine/fen.ts';
import { parseVariantName } from '../engine/variant.ts';
import { parseMoveText, matchMoves, makeMoveText } from '../engine/notation.ts';
import type { Position } from '../engine/position.ts';
import { VARIANTS, type Move, type VariantName } from '../engine/types.ts';
import type { Problem } from '../grammar/problem.ts';
import { excerpt } from '../grammar/problem.ts';
import { MAX_YAML_DEPTH, MAX_YAML_TOKENS, yamlOutOfBounds } from './yaml-guard.ts';
import { lessonAccepts, lessonGoalText, meetsLessonGoal, parseLessonGoal, type LessonGoal } from './lesson-goal.ts';

/** Every code the lesson check reports. */
type LessonCode =
  | 'LESSON_YAML'
  | 'LESSON_TOO_LARGE'
  | 'LESSON_TOO_DEEP'
  | 'LESSON_SHAPE'
  | 'LESSON_BAD_ID'
  | 'LESSON_DUPLICATE_ORDER'
  | 'LESSON_UNKNOWN_FIELD'
  | 'LESSON_MISSING_FIELD'
  | 'LESSON_FIELD_TYPE'
  | 'LESSON_MISSING_TEXT'
  | 'LESSON_BAD_VARIANT'
  | 'LESSON_BAD_FEN'
  | 'LESSON_NO_MOVES'
  | 'LESSON_BAD_GOAL'
  | 'LESSON_GOAL_UNREACHABLE'
  | 'LESSON_BAD_MOVE'
  | 'LESSON_ILLEGAL_MOVE'
  | 'LESSON_AMBIGUOUS_MOVE'
  | 'LESSON_WRONG_ANSWER'
  | 'LESSON_NOT_A_MISTAKE';

export interface LessonProblem extends Problem<LessonCode> {
  readonly file: string;
}

/** A text in both languages of the site. */
interface LessonText {
  readonly en: string;
  readonly ru: string;
}

interface LessonStage {
  readonly fen: string;
  readonly variant: VariantName;
  readonly goal: LessonGoal;
  readonly task: LessonText;
  /** The stated answers, each written in full (makeMoveText, full captures). */
  readonly answers: readonly string[];
  /** Said after a move that does not reach the goal (taken back). */
  readonly wrong: LessonText;
  /** Said after a right move (optional). */
  readonly right?: LessonText;
  /** Wrong moves with their own why (written in full). */
  readonly mistakes: readonly { readonly move: string; readonly why: LessonText }[];
}

export interface Lesson {
  readonly id: string;
  /** Place on the path (1 first). */
  readonly order: number;
  readonly title: LessonText;
  readonly intro: LessonText;
  readonly stages: readonly LessonStage[];
}

/** A lesson's id is its file name without `.yaml`: lower-case letters, digits and `-`. */
const LESSON_ID_RE = /^[a-z0-9][a-z0-9-]*$/;

const LESSON_FIELDS = ['order', 'title', 'intro', 'variant', 'stages'];
const STAGE_FIELDS = ['fen', 'variant', 'goal', 'task', 'answers', 'wrong', 'right', 'mistakes'];

/** The id a lesson file's name gives (`learn/men-move.yaml` -> `men-move`), or undefined. */
function lessonIdOf(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const m = /^(.*)\.ya?ml$/.exec(base);
  return m && LESSON_ID_RE.test(m[1]!) ? m[1] : undefined;
}

/**
 * Reads and proves one lesson file (its name gives the id). Never throws: a lesson with any
 * problem is not returned, and every problem found is.
 */
export function readLessonFile(text: string, file: string): { lesson?: Lesson; errors: LessonProblem[] } {
  const bound = yamlOutOfBounds(text);
  if (bound?.kind === 'tokens')
    return {
      errors: [{ code: 'LESSON_TOO_LARGE', severity: 'error', message: `the file holds more than ${MAX_YAML_TOKENS} YAML tokens; it is not read`, pos: { line: 1, column: 1, offset: 0 }, file }],
    };
  if (bound?.kind === 'depth') {
    const { line, column, offset } = bound;
    const message = `collections nest more than ${MAX_YAML_DEPTH} deep here (a lesson nests 5 deep); the file is not read`;
    return { errors: [{ code: 'LESSON_TOO_DEEP', severity: 'error', message, pos: { line, column, offset }, file }] };
  }
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const errors: LessonProblem[] = [];
  const at = (node: Node | null | undefined) => {
    const offset = node?.range?.[0] ?? 0;
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col, offset };
  };
  const report = (code: LessonCode, message: string, node: Node | null | undefined) => {
    errors.push({ code, severity: 'error', message, pos: at(node), file });
  };
  for (const e of doc.errors) {
    const offset = e.pos[0];
    const p = lc.linePos(offset);
    errors.push({ code: 'LESSON_YAML', severity: 'error', message: `YAML: ${e.message.split('\n')[0] ?? ''}`, pos: { line: p.line, column: p.col, offset }, file });
  }
  if (errors.length) return { errors };
  const id = lessonIdOf(file);
  if (id === undefined) report('LESSON_BAD_ID', `the file name must be the lesson's id (lower-case letters, digits, -) and end in .yaml: ${excerpt(file)}`, doc.contents);
  const root = doc.contents;
  if (!isMap(root)) {
    report('LESSON_SHAPE', 'expected a lesson: a mapping with order, title, intro and stages', root);
    return { errors };
  }

  const fields = (map: YAMLMap, known: readonly string[], what: string) => {
    const out = new Map<string, Node>();
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (!known.includes(key)) report('LESSON_UNKNOWN_FIELD', `unknown field in ${what}: ${excerpt(key)} (known: ${known.join(', ')})`, pair.key as Node);
      else out.set(key, pair.value as Node);
    }
    return out;
  };
  const missing = (f: Map<string, Node>, name: string, where: Node, what: string) => {
    if (f.has(name)) return false;
    report('LESSON_MISSING_FIELD', `${what} has no ${name}`, where);
    return true;
  };
  const readText = (node: Node | undefined, name: string, where: Node, extra: readonly string[] = []): LessonText | undefined => {
    if (!node) return undefined;
    if (!isMap(node)) {
      report('LESSON_FIELD_TYPE', `${name} must be a mapping { en: ..., ru: ... }`, node);
      return undefined;
    }
    const f = fields(node, ['en', 'ru', ...extra], name);
    const text: Partial<Record<'en' | 'ru', string>> = {};
    for (const lang of ['en', 'ru'] as const) {
      const v = f.get(lang);
      if (!isScalar(v) || typeof v.value !== 'string' || !v.value.trim()) report('LESSON_MISSING_TEXT', `${name} has no ${lang === 'en' ? 'English' : 'Russian'} text (${lang})`, v ?? node ?? where);
      else text[lang] = v.value.trim();
    }
    return text.en !== undefined && text.ru !== undefined ? { en: text.en, ru: text.ru } : undefined;
  };
  const readVariant = (node: Node | undefined, fallback: VariantName): VariantName | undefined => {
    if (!node) return fallback;
    const name = isScalar(node) && typeof node.value === 'string' ? parseVariantName(node.value) : undefined;
    if (!name) report('LESSON_BAD_VARIANT', `unknown variant (known: ${VARIANTS.join(', ')})`, node);
    return name;
  };

  const top = fields(root, LESSON_FIELDS, 'the lesson');
  let order: number | undefined;
  if (!missing(top, 'order', root, 'the lesson')) {
    const o = top.get('order');
    if (isScalar(o) && Number.isInteger(o.value) && (o.value as number) >= 1) order = o.value as number;
    else report('LESSON_FIELD_TYPE', 'order must be a whole number from 1', o);
  }
  const title = missing(top, 'title', root, 'the lesson') ? undefined : readText(top.get('title'), 'title', root);
  const intro = missing(top, 'intro', root, 'the lesson') ? undefined : readText(top.get('intro'), 'intro', root);
  const lessonVariant = readVariant(top.get('variant'), 'bashni');
  const stages: LessonStage[] = [];
  const stagesNode = top.get('stages');
  if (!missing(top, 'stages', root, 'the lesson')) {
    if (!isSeq(stagesNode) || stagesNode.items.length === 0) report('LESSON_FIELD_TYPE', 'stages must be a non-empty list', stagesNode);
    else
      for (const [i, item] of (stagesNode.items as Node[]).entries()) {
        const stage = readStage(item, `stage ${i + 1}`, lessonVariant ?? 'bashni');
        if (stage) stages.push(stage);
      }
  }

  function readStage(node: Node, name: string, defaultVariant: VariantName): LessonStage | undefined {
    if (!isMap(node)) {
      report('LESSON_SHAPE', `${name} must be a mapping`, node);
      return undefined;
    }
    const before = errors.length;
    const f = fields(node, STAGE_FIELDS, name);
    for (const need of ['fen', 'goal', 'task', 'answers', 'wrong']) missing(f, need, node, name);
    const task = readText(f.get('task'), `${name}: task`, node);
    const wrong = readText(f.get('wrong'), `${name}: wrong`, node);
    const right = f.has('right') ? readText(f.get('right'), `${name}: right`, node) : undefined;
    const variant = readVariant(f.get('variant'), defaultVariant);
    const goalNode = f.get('goal');
    let goal: LessonGoal | undefined;
    if (goalNode) {
      goal = isScalar(goalNode) ? parseLessonGoal(String(goalNode.value)) : undefined;
      if (!goal) report('LESSON_BAD_GOAL', 'goal must be one of: answers, capture, captures N, promote, free, free-king, material N, win, draw', goalNode);
    }
    const fenNode = f.get('fen');
    let pos: Position | undefined;
    let fen = '';
    if (fenNode && variant) {
      fen = isScalar(fenNode) ? String(fenNode.value) : '';
      const read = parseFen(fen, variant);
      if (!read.ok) report('LESSON_BAD_FEN', `the position does not read: ${read.error.message} [${read.error.code}]`, fenNode);
      else if (read.value.legalMoves().length === 0) report('LESSON_NO_MOVES', 'the side to move has no legal move here: nothing to play', fenNode);
      else pos = read.value;
    }
    const answers: string[] = [];
    const mistakes: { move: string; why: LessonText }[] = [];
    /** A written move resolved to exactly one legal move of pos, else reported. */
    const resolve = (moveNode: Node): Move | undefined => {
      if (!pos) return undefined;
      const written = isScalar(moveNode) ? String(moveNode.value) : '';
      const parsed = parseMoveText(written);
      if (!parsed) {
        report('LESSON_BAD_MOVE', `not a move: ${excerpt(written)}`, moveNode);
        return undefined;
      }
      const found = matchMoves(pos, parsed);
      const legal = pos.legalMoves().map((m) => makeMoveText(pos, m, { captures: 'full' }));
      if (found.length === 0) report('LESSON_ILLEGAL_MOVE', `${excerpt(written)} is not a legal move here; legal moves: ${legal.join(', ')}`, moveNode);
      else if (found.length > 1)
        report('LESSON_AMBIGUOUS_MOVE', `${excerpt(written)} fits several moves: write the path (${found.map((m) => makeMoveText(pos, m, { captures: 'full' })).join(', ')})`, moveNode);
      else return found[0];
      return undefined;
    };
    const answersNode = f.get('answers');
    if (answersNode) {
      if (!isSeq(answersNode) || answersNode.items.length === 0) report('LESSON_FIELD_TYPE', `${name}: answers must be a non-empty list of moves`, answersNode);
      else
        for (const a of answersNode.items as Node[]) {
          const move = resolve(a);
          if (move && pos && goal) {
            if (goal.kind !== 'answers' && !meetsLessonGoal(pos, move, goal))
              report('LESSON_WRONG_ANSWER', `the answer ${makeMoveText(pos, move, { captures: 'full' })} does not reach the goal (${lessonGoalText(goal)})`, a);
            answers.push(makeMoveText(pos, move, { captures: 'full' }));
          }
        }
    }
    if (pos && goal && goal.kind !== 'answers' && !pos.legalMoves().some((m) => meetsLessonGoal(pos, m, goal)))
      report('LESSON_GOAL_UNREACHABLE', `no legal move here reaches the goal (${lessonGoalText(goal)})`, goalNode);
    const mistakesNode = f.get('mistakes');
    if (mistakesNode) {
      if (!isSeq(mistakesNode)) report('LESSON_FIELD_TYPE', `${name}: mistakes must be a list of { move, en, ru }`, mistakesNode);
      else
        for (const m of mistakesNode.items as Node[]) {
          if (!isMap(m)) {
            report('LESSON_FIELD_TYPE', `${name}: a mistake must be a mapping { move, en, ru }`, m);
            continue;
          }
          const why = readText(m, `${name}: a mistake`, m, ['move']);
          const moveNode = m.get('move', true) as Node | undefined;
          if (!moveNode) {
            report('LESSON_MISSING_FIELD', `${name}: a mistake has no move`, m);
            continue;
          }
          const move = resolve(moveNode);
          if (!move || !pos || !goal) continue;
          const full = makeMoveText(pos, move, { captures: 'full' });
          if (lessonAccepts(pos, move, goal, answers, full)) report('LESSON_NOT_A_MISTAKE', `the mistake ${full} is accepted by this stage (it is an answer or reaches the goal)`, moveNode);
          else if (why) mistakes.push({ move: full, why });
        }
    }
    if (errors.length > before || !pos || !goal || !task || !wrong || !variant) return undefined;
    return { fen, variant, goal, task, answers, wrong, ...(right ? { right } : {}), mistakes };
  }

  if (errors.length || !id || order === undefined || !title || !intro) return { errors };
  return { lesson: { id, order, title, intro, stages }, errors };
}

/** Problems across a set of lessons: two lessons with one place on the path. */
export function checkLessonSet(lessons: readonly { lesson: Lesson; file: string }[]): LessonProblem[] {
  const seen = new Map<number, string>();
  const out: LessonProblem[] = [];
  for (const { lesson, file } of lessons) {
    const other = seen.get(lesson.order);
    if (other !== undefined)
      out.push({ code: 'LESSON_DUPLICATE_ORDER', severity: 'error', message: `order ${lesson.order} is already that of ${other}`, pos: { line: 1, column: 1, offset: 0 }, file });
    else seen.set(lesson.order, file);
  }
  return out;
}
