// Build-time lessons: learn/*.yaml (one lesson a file, its name the lesson's address), each read
// and proved by puzzles/lesson.ts. Any problem fails the build with file:line:column, as a broken
// puzzle does, in the same message (collections.ts loadContent reads the three collections).
// test/puzzles/lessons.test.ts calls readLessons on fixture roots.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { checkLessonSet, readLessonFile, type Lesson } from '../../../puzzles/lesson.ts';
import { formatProblem } from '../../../grammar/problem.ts';

/**
 * The lessons of `repo/learn/` (and of `extra/learn/`, test fixtures, as for games and puzzles:
 * BASHNI_SITE_EXTRA), in order, and the message that fails the build when any is broken; files are
 * named relative to `repo`.
 */
export function readLessons(repo: string, extra?: string): { lessons: Lesson[]; failure?: string } {
  const files: string[] = [];
  for (const root of extra !== undefined ? [repo, extra] : [repo]) {
    let names: string[];
    try {
      names = readdirSync(join(root, 'learn'))
        .filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('.'))
        .sort();
    } catch {
      names = [];
    }
    for (const name of names)
      files.push(
        relative(repo, join(root, 'learn', name))
          .split(sep)
          .join('/'),
      );
  }
  const problems: string[] = [];
  const read: { lesson: Lesson; file: string }[] = [];
  for (const file of files) {
    const r = readLessonFile(readFileSync(join(repo, file), 'utf8'), file);
    for (const p of r.errors) problems.push(formatProblem(p));
    if (r.lesson) read.push({ lesson: r.lesson, file });
  }
  for (const p of checkLessonSet(read)) problems.push(formatProblem(p));
  const lessons = read.map((r) => r.lesson).sort((a, b) => a.order - b.order);
  return { lessons, ...(problems.length ? { failure: `Broken lessons:\n  ${problems.join('\n  ')}` } : {}) };
}
