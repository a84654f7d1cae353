// formatProblem (grammar/problem.ts) gives exactly the text `bashni verify` prints for a problem:
// each problem of `verify --json`, formatted, is the line `verify` prints for that game.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../grammar/index.ts';
import { bashni } from '../records/cli.ts';

const pdnIn = (dir: string) =>
  readdirSync(new URL(`../../${dir}/`, import.meta.url))
    .filter((f) => f.endsWith('.pdn'))
    .sort()
    .map((f) => `${dir}/${f}`);
const files = [...pdnIn('test/records/fixtures'), ...pdnIn('test/grammar/cases/invalid')];

async function verify(args: string[]): Promise<string> {
  const r = await bashni(['verify', ...args, ...files]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(1); // some games are invalid
  return r.stdout;
}

interface JsonProblem {
  code: string;
  message: string;
  line: number;
  column: number;
  moveNumber?: number;
  side?: 'white' | 'black';
  move?: string;
  legal?: string[];
}
interface JsonGame {
  file: string;
  index: number;
  tags: { White?: string; Black?: string };
  problem?: JsonProblem;
  info: JsonProblem[];
}

function asProblem(p: JsonProblem, file: string, severity: Problem['severity']): Problem {
  const { code, message, line, column, moveNumber, side, move, legal } = p;
  const detail = { ...(moveNumber !== undefined ? { moveNumber, side } : {}), ...(move !== undefined ? { move } : {}), legal: legal ?? [] };
  return { code, severity, message, pos: { line, column, offset: 0 }, file, detail };
}

describe.each([[[]], [['--syntax-only']]])('verify %j', (mode: string[]) => {
  it('prints every problem as formatProblem does', async () => {
    const games = (JSON.parse(await verify(['--json', ...mode])) as { games: JsonGame[] }).games;
    const expected: string[] = [];
    for (const g of games) {
      const who = g.tags.White !== undefined || g.tags.Black !== undefined ? ` (${g.tags.White ?? '?'} - ${g.tags.Black ?? '?'})` : '';
      if (g.problem) expected.push(formatProblem(asProblem(g.problem, g.file, 'error'), `game ${g.index}${who}: invalid`));
      for (const i of g.info) expected.push(`  ${formatProblem(asProblem(i, g.file, 'info'), 'note')}`);
    }
    const printed = (await verify(mode)).split('\n').filter((l) => l.includes(': invalid: ') || l.startsWith('  '));
    // the files hold both parse problems and move problems
    expect(expected.some((l) => l.includes('[PDN_'))).toBe(true);
    if (mode.length === 0) expect(expected.some((l) => l.includes('; legal moves: '))).toBe(true);
    expect(printed).toEqual(expected);
  });
});
