// The lessons (learn/*.yaml) proved by the engine, as the site's build proves them (puzzles/lesson.ts
// through site/src/lib/lessons.ts), and broken lessons refused with their codes
// (test/puzzles/lesson-fixtures/: each file's first line names the codes it must give).
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLessonFile } from '../../puzzles/lesson.ts';
import { commandedPieces, lessonAccepts, meetsLessonGoal, parseLessonGoal } from '../../puzzles/lesson-goal.ts';
import { parseFen } from '../../engine/fen.ts';
import { makeMoveText } from '../../engine/notation.ts';
import type { Move } from '../../engine/types.ts';
import { readLessons } from '../../site/src/lib/lessons.ts';

const repo = join(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'lesson-fixtures');

describe('the lessons', () => {
  const read = readLessons(repo);

  it('every lesson reads and every stage is proved', () => {
    expect(read.failure).toBeUndefined();
    expect(read.lessons.length).toBeGreaterThanOrEqual(10);
    expect(read.lessons.map((l) => l.order)).toEqual(read.lessons.map((_, i) => i + 1));
  });

  it('every stated answer is accepted and reaches the goal; every mistake is refused', () => {
    let stages = 0;
    for (const lesson of read.lessons)
      for (const stage of lesson.stages) {
        stages++;
        const pos = parseFen(stage.fen, stage.variant);
        if (!pos.ok) throw new Error(stage.fen);
        const full = (m: Move) => makeMoveText(pos.value, m, { captures: 'full' });
        const legal = pos.value.legalMoves();
        for (const answer of stage.answers) {
          const move = legal.find((m) => full(m) === answer);
          expect(move, `${lesson.id}: ${answer}`).toBeDefined();
          if (stage.goal.kind !== 'answers') expect(meetsLessonGoal(pos.value, move!, stage.goal)).toBe(true);
        }
        for (const mistake of stage.mistakes) {
          const move = legal.find((m) => full(m) === mistake.move)!;
          expect(lessonAccepts(pos.value, move, stage.goal, stage.answers, mistake.move), `${lesson.id}: ${mistake.move}`).toBe(false);
        }
        for (const text of [stage.task, stage.wrong]) expect(text.en && text.ru).toBeTruthy();
      }
    expect(stages).toBeGreaterThanOrEqual(25);
  });
});

describe('broken lessons are refused with their codes', () => {
  for (const name of readdirSync(fixtures).sort()) {
    it(name, () => {
      const text = readFileSync(join(fixtures, name), 'utf8');
      const expected = /^# expect: (LESSON_[A-Z_]+(?:, LESSON_[A-Z_]+)*)/.exec(text)![1]!.split(', ').sort();
      const r = readLessonFile(text, `learn/${name}`);
      expect(r.lesson).toBeUndefined();
      expect([...new Set(r.errors.map((e) => e.code))].sort()).toEqual(expected);
      for (const e of r.errors) expect(e.pos.line).toBeGreaterThan(1);
    });
  }

  it('the build fails on a broken lesson, naming its file, line and code', () => {
    const root = mkdtempSync(join(tmpdir(), 'bashni-lessons-'));
    try {
      cpSync(join(repo, 'learn'), join(root, 'learn'), { recursive: true });
      cpSync(join(fixtures, 'wrong-answer.yaml'), join(root, 'learn', 'zz-broken.yaml'));
      const read = readLessons(root);
      expect(read.failure).toMatch(/learn\/zz-broken\.yaml:9:\d+: the answer a3-b4 does not reach the goal \(promote\) \[LESSON_WRONG_ANSWER\]/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a file name that is no lesson id', () => {
    const r = readLessonFile(readFileSync(join(repo, 'learn/men-move.yaml'), 'utf8'), 'learn/Men Move.yaml');
    expect(r.errors.map((e) => e.code)).toEqual(['LESSON_BAD_ID']);
  });
});

describe('lesson goals', () => {
  it('reads goal texts', () => {
    expect(parseLessonGoal('captures 2')).toEqual({ kind: 'captures', min: 2 });
    expect(parseLessonGoal('free-king')).toEqual({ kind: 'free-king' });
    expect(parseLessonGoal('captures')).toBeUndefined();
    expect(parseLessonGoal('material 0')).toBeUndefined();
  });

  it('counts commanded pieces: own pieces in the top layer of own columns', () => {
    const pos = parseFen('W:Wc3(wwb),e3:Bf4(bww)');
    if (!pos.ok) throw new Error('fen');
    expect(commandedPieces(pos.value, 'white')).toBe(3);
    expect(commandedPieces(pos.value, 'black')).toBe(1);
  });
});
