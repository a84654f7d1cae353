// The lesson pages' state (site/src/client/learn/lesson-game.ts) on every lesson, without a browser:
// each stage's answers are right, its mistakes wrong with their why, a wrong move is taken back,
// the last stage completes the lesson; both languages.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readLessons } from '../../../site/src/lib/lessons.ts';
import { LessonGame, lessonData, type LessonData } from '../../../site/src/client/learn/lesson-game.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import { parseSquare } from '../../../engine/squares.ts';
import type { Lang } from '../../../site/src/i18n/lang.ts';

const { lessons } = readLessons(join(import.meta.dirname, '../../..'));

const dataOf = (id: string, lang: Lang): LessonData =>
  lessonData(
    lessons.find((x) => x.id === id)!,
    lang,
  );

const game = (id: string, lang: Lang = 'en', stage = 0) => {
  const g = LessonGame.from(dataOf(id, lang), lang, stage);
  if ('error' in g) throw new Error(g.error);
  return g;
};

const moveOf = (g: LessonGame, text: string) => g.position.legalMoves().find((m) => makeMoveText(g.position, m, { captures: 'full' }) === text)!;

describe('LessonGame', () => {
  for (const lang of ['en', 'ru'] as const)
    it(`every lesson completes by its answers, and every mistake is explained (${lang})`, () => {
      for (const lesson of lessons) {
        const g = game(lesson.id, lang);
        for (const [i, stage] of lesson.stages.entries()) {
          expect(g.stage).toBe(i);
          expect(g.message.text).toBe('');
          expect(g.current.task).toBe(stage.task[lang]);
          for (const mistake of stage.mistakes) {
            expect(g.play(moveOf(g, mistake.move))).toBe('wrong');
            expect(g.message).toEqual({ kind: 'bad', text: expect.stringContaining(mistake.why[lang]) });
            expect(g.canMove).toBe(false);
            g.takeBack();
            expect(g.canMove).toBe(true);
          }
          expect(g.play(moveOf(g, stage.answers[0]!))).toBe('right');
          expect(g.message.kind).toBe('good');
          if (i < lesson.stages.length - 1) {
            expect(g.state).toBe('right');
            expect(g.completed).toBe(i + 1);
            expect(g.next()).toBe(true);
          }
        }
        expect(g.state).toBe('done');
        expect(g.completed).toBe(lesson.stages.length);
        expect(g.next()).toBe(false);
      }
    });

  it("a wrong move that is no stated mistake gets the stage's why, in Russian too", () => {
    const g = game('end', 'ru', 1);
    expect(g.play(moveOf(g, 'c1-d2'))).toBe('wrong');
    expect(g.message.text).toBe('c1-d2: не то. Поставьте шашку на b2 так, чтобы a3 не могла ни пойти, ни побить. Ход отменён; попробуйте ещё раз.');
    g.takeBack();
    expect(g.play(moveOf(g, 'a1-b2'))).toBe('right');
  });

  it('any move reaching the goal is right, stated or not', () => {
    const g = game('kings', 'en', 1);
    expect(g.play(moveOf(g, 'a1:g7'))).toBe('right');
  });

  it('a click on a column that may not move because a capture is mandatory says so; the hint names the column', () => {
    const g = game('capture');
    g.click({ kind: 'unmovable', input: undefined, square: parseSquare('g3')!, captureRequired: true, movable: [parseSquare('c3')!] });
    expect(g.message).toEqual({ kind: 'bad', text: 'Capture is mandatory: g3 cannot capture. Columns that can: c3.' });
    expect(g.hint()).toBe(parseSquare('c3'));
    expect(g.message.text).toBe('Hint: move the column on c3.');
  });

  it('starts at a kept stage', () => {
    expect(game('choose', 'en', 2).stage).toBe(2);
    expect(game('choose', 'en', 9).stage).toBe(0);
  });
});
