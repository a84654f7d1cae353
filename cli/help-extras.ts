// What every command's --help ends with besides its own text: an example where the command's
// file gives none, and its exit codes where it does not state them. Kept here, in one table, so
// every command's help has both (test/cli/help.test.ts checks each one).
import type { Command } from 'commander';

const USAGE = '2 a usage error or an input that cannot be read';
const CLOSED = '141 the reader of the output stopped first';

interface HelpExtra {
  readonly examples?: readonly string[];
  readonly exit?: string;
}

/** By the command's path (`puzzles check`). */
const EXTRAS: ReadonlyMap<string, HelpExtra> = new Map<string, HelpExtra>([
  ['moves', { exit: `0 the moves listed, ${USAGE}` }],
  ['show', { exit: `0 the position drawn, 1 a record whose moves do not replay to the ply, ${USAGE}` }],
  ['verify', { examples: ['bashni verify games/*.pdn', 'bashni verify --variant auto old.pdn', 'bashni verify --json --duplicates club.pdn > report.jsonl'] }],
  [
    'convert',
    {
      examples: [
        'bashni convert games.pdn --squares numeric --captures full',
        'bashni convert games.pdn --to jsonl > games.jsonl',
        'bashni convert games.pdn --set-tag Site=Moscow --dates iso -o fixed.pdn',
      ],
    },
  ],
  [
    'annotate',
    {
      examples: ['bashni annotate games.pdn --depth 6 -o annotated.pdn', 'bashni annotate games.pdn --time 500 --json > analysis.json'],
      exit: `0 every game annotated, 1 a game whose moves do not replay (annotated up to there), ${USAGE}, ${CLOSED}`,
    },
  ],
  [
    'solve',
    { examples: ['bashni solve --fen "W:Wd4,a5,e7:Bd2,f8" --goal win', 'bashni solve puzzles/composed.yaml --json'], exit: `0 every puzzle solved and sound, 1 one unsolved or unsound, ${USAGE}` },
  ],
  [
    'selfplay',
    {
      examples: ['bashni selfplay --games 10 --depth 4 --seed 7 -o games.pdn', 'bashni selfplay --variant russian --games 100 --decisive --jobs 2 > decisive.pdn'],
      exit: `0 the games written, ${USAGE}, ${CLOSED}`,
    },
  ],
  [
    'find',
    {
      examples: [
        'bashni find games.pdn --player "Иванов*" --result 1-0 --count',
        'bashni find games.pdn --fen "W:Wc3,e3:Bf6" --mirror --json',
        'bashni find games.pdn --material "W>=8,B<=6" --capture 3 -o found.pdn',
      ],
    },
  ],
  [
    'openings',
    {
      examples: ['bashni openings games.pdn --plies 2', 'bashni openings games.pdn --moves "c3-d4 f6-g5" --json'],
      exit: `0 the moves counted, 1 some games could not be read (skipped and reported), ${USAGE}`,
    },
  ],
  ['index', { examples: ['bashni index games.pdn -o games.bdx', 'bashni find games.pdn --index games.bdx --fen "W:Wc3,e3:Bf6"'] }],
  ['puzzles check', { examples: ['bashni puzzles check', 'bashni puzzles check mined.yaml --root . --json'] }],
  ['puzzles mine', { examples: ['bashni puzzles mine games.pdn -o mined.yaml'], exit: `0 the puzzles written, 1 a game that could not be read, ${USAGE}` }],
  ['puzzles stats', { examples: ['bashni puzzles stats', 'bashni puzzles stats puzzles/win.yaml --json'], exit: `0 the figures printed, 1 a file with problems, ${USAGE}` }],
  [
    'puzzles regrade',
    { examples: ['bashni puzzles regrade puzzles/composed.yaml', 'bashni puzzles regrade --themes mined.yaml'], exit: `0 every file regraded, 1 a puzzle unsound or a file not replaced, ${USAGE}` },
  ],
]);

/** The command's path from the program down (`puzzles check`). */
function pathOf(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** Adds the table's examples and exit codes to the help of every command registered on `program`. */
export function addHelpExtras(program: Command): void {
  const stack: Command[] = [];
  for (const c of program.commands) stack.push(c);
  while (stack.length > 0) {
    const command = stack.pop()!;
    for (const sub of command.commands) stack.push(sub);
    const extra = EXTRAS.get(pathOf(command));
    if (!extra) continue;
    const lines: string[] = [];
    if (extra.examples) {
      lines.push('', 'Examples:');
      for (const e of extra.examples) lines.push(`  ${e}`);
    }
    if (extra.exit) lines.push('', `Exit codes: ${extra.exit}.`);
    command.addHelpText('after', lines.join('\n'));
  }
}
