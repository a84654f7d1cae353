// Where the suite's time goes: reads vitest's JSON report and prints, per test folder, the files,
// the tests and the seconds spent in them, then the run's wall time. Made for issue notes:
//   npx vitest run --reporter=default --reporter=json --outputFile=suite.json
//   npx tsx bench/suite-report.ts suite.json [before.json]
// With two reports, each folder shows before -> after.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
  assertionResults: { status: string }[];
}
interface Report {
  startTime: number;
  numTotalTests: number;
  numFailedTests: number;
  testResults: FileResult[];
}
interface Folder {
  files: number;
  tests: number;
  seconds: number;
}

function summary(path: string): { folders: Map<string, Folder>; wall: number; tests: number; failed: number } {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const folders = new Map<string, Folder>();
  let end = report.startTime;
  for (const file of report.testResults) {
    // test/site/x.test.ts -> site; test/standalone.test.ts -> (root)
    const parts = relative(process.cwd(), file.name).split(/[\\/]/);
    const folder = parts.length > 2 ? parts[parts.length - 2]! : '(root)';
    const f = folders.get(folder) ?? { files: 0, tests: 0, seconds: 0 };
    f.files++;
    f.tests += file.assertionResults.length;
    f.seconds += (file.endTime - file.startTime) / 1000;
    folders.set(folder, f);
    end = Math.max(end, file.endTime);
  }
  return { folders, wall: (end - report.startTime) / 1000, tests: report.numTotalTests, failed: report.numFailedTests };
}

const [afterPath, beforePath] = process.argv.slice(2);
if (!afterPath) {
  process.stderr.write('usage: tsx bench/suite-report.ts REPORT.json [BEFORE.json]\n');
  process.exit(2);
}
const after = summary(afterPath);
const before = beforePath ? summary(beforePath) : undefined;
const s = (n: number) => `${n.toFixed(0)} s`;
const names = [...new Set([...(before?.folders.keys() ?? []), ...after.folders.keys()])].sort();
const rows = [['folder', 'files', 'tests', 'time in files'].join(' | ')];
for (const name of names) {
  const a = after.folders.get(name);
  const b = before?.folders.get(name);
  const cell = (get: (f: Folder) => string) => (before ? `${b ? get(b) : '-'} -> ${a ? get(a) : '-'}` : a ? get(a) : '-');
  rows.push([name, cell((f) => String(f.files)), cell((f) => String(f.tests)), cell((f) => s(f.seconds))].join(' | '));
}
process.stdout.write(`${rows.join('\n')}\n`);
const wall = before ? `${s(before.wall)} -> ${s(after.wall)}` : s(after.wall);
process.stdout.write(`wall time of the run: ${wall}; ${after.tests} tests, ${after.failed} failed\n`);
