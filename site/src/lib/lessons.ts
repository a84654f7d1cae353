// Build-time lessons: learn/*.yaml (one lesson a file, its name the lesson's address), each read
// and proved by puzzles/lesson.ts. Any problem fails the build with file:line:column, as a broken
// puzzle does. test/analysis/lessons.test.ts calls readLessons on fixture roots.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkLessonSet, readLessonFile, type Lesson } from '../../../puzzles/lesson.ts';
import { formatProblem } from '../../../grammar/problem.ts';

/** The lessons of `repo/learn/`, in path order, and the message that fails the build when any is broken. */
export function readLessons(repo: string): { lessons: Lesson[]; failure?: string } {
  let names: string[];
  try {
    names = readdirSync(join(repo, 'learn'))
      .filter((f) => /\.ya?ml$/.test(f) && !f.startsWith('.'))
      .sort();
  } catch {
    names = [];
  }
  const problems: string[] = [];
  const read: { lesson: Lesson; file: string }[] = [];
  for (const name of names) {
    const file = `learn/${name}`;
    const r = readLessonFile(readFileSync(join(repo, file), 'utf8'), file);
    for (const p of r.errors) problems.push(formatProblem(p));
    if (r.lesson) read.push({ lesson: r.lesson, file });
  }
  for (const p of checkLessonSet(read)) problems.push(formatProblem(p));
  const lessons = read.map((r) => r.lesson).sort((a, b) => a.order - b.order);
  return { lessons, ...(problems.length ? { failure: `Broken lessons:\n  ${problems.join('\n  ')}` } : {}) };
}

let lessons: Lesson[] | undefined;

/** The build's lessons, read once (BASHNI_REPO_ROOT, as the other content); a broken lesson throws. */
export function loadLessons(): Lesson[] {
  if (lessons) return lessons;
  const read = readLessons(process.env.BASHNI_REPO_ROOT ?? process.cwd());
  if (read.failure !== undefined) {
    const e = new Error(read.failure);
    e.name = 'ContentError';
    throw e;
  }
  lessons = read.lessons;
  return lessons;
}
