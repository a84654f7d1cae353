// The command speaks one way everywhere: every --help writes defaults as commander does,
// `(default: ...)`, and no Markdown; `--variant` is one option with one text on every command;
// every usage error is one line `bashni: ...` on standard error with exit 2, commander's own too;
// options that would be ignored, or a count that does nothing, are usage errors; a FEN that is not
// one is said to be unreadable, and why.
import { describe, expect, it } from 'vitest';
import { bashni } from '../records/cli.ts';

const COMMANDS = [
  [],
  ['perft'],
  ['moves'],
  ['show'],
  ['verify'],
  ['convert'],
  ['annotate'],
  ['solve'],
  ['puzzles'],
  ['puzzles', 'check'],
  ['puzzles', 'mine'],
  ['puzzles', 'regrade'],
  ['puzzles', 'stats'],
  ['puzzles', 'export'],
  ['selfplay'],
  ['find'],
  ['openings'],
  ['index'],
];

describe('--help', () => {
  it.each(COMMANDS)('bashni %s --help: defaults as (default: ...), no backticks', async (...command: string[]) => {
    const r = await bashni([...command, '--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`Usage: bashni${command.map((c) => ` ${c}`).join('')}`);
    expect(r.stdout).not.toContain('`');
    // commander's `(default: X)`, or the same words where the default is no value (`(default: the initial position)`)
    const unwrapped = r.stdout.replace(/\n\s+/g, ' ');
    expect(unwrapped).not.toMatch(/\(default [^:]|default\)|\(\w+ \(default\)/);
    for (const m of unwrapped.matchAll(/default/g)) expect(unwrapped.slice(m.index - 1, m.index + 9), unwrapped).toMatch(/^[( ]default: /);
  });

  it('--variant: one option, with the same text and choices, on every command that has it', async () => {
    const texts = new Set<string>();
    let commands = 0;
    for (const command of COMMANDS) {
      const help = (await bashni([...command, '--help'])).stdout.replace(/\n\s+/g, ' ');
      const m = /--variant <variant> +(.*?\(choices: [^)]*\))/.exec(help);
      if (!m) continue;
      commands++;
      texts.add(m[1]!);
    }
    expect(commands).toBe(11); // perft, moves, show, verify, convert, annotate, solve, selfplay, find, openings, index
    // the same text; the commands that read collections also take auto (verify with the same default)
    expect([...texts].sort()).toEqual([
      'the rules (a record or puzzle that names its variant keeps it) (choices: "bashni", "bashni-forward", "bashni-turkish", "russian", "lasca", default: "bashni")',
      'the rules (a record or puzzle that names its variant keeps it); auto: each game under the rule set it replays under (choices: "bashni", "bashni-forward", "bashni-turkish", "russian", "lasca", "auto")',
      'the rules (a record or puzzle that names its variant keeps it); auto: each game under the rule set it replays under (choices: "bashni", "bashni-forward", "bashni-turkish", "russian", "lasca", "auto", default: "bashni")',
    ]);
  });

  it('--variant takes the Variant tag aliases too (Bashne, Baschni)', async () => {
    expect((await bashni(['perft', '1', '--variant', 'Bashne'])).stdout).toBe('7\n');
    expect((await bashni(['perft', '1', '--variant', 'Baschni'])).status).toBe(0);
  });
});

describe('usage errors: one line, bashni:, exit 2', () => {
  it.each([
    [['perft', '--bogus'], "bashni: unknown option '--bogus' (run with --help for usage)\n"],
    [['verify'], "bashni: missing required argument 'files' (run with --help for usage)\n"],
    [['frob'], "bashni: unknown command 'frob' (run with --help for usage)\n"],
    [['verfy', 'x.pdn'], "bashni: unknown command 'verfy' (Did you mean verify?) (run with --help for usage)\n"],
    [['convert', '--to', 'xml', 'x.pdn'], "bashni: option '--to <format>' argument 'xml' is invalid. Allowed choices are pdn, json, jsonl. (run with --help for usage)\n"],
    [['puzzles', 'export', '--format', 'xml'], "bashni: option '--format <f>' argument 'xml' is invalid. Allowed choices are csv, json. (run with --help for usage)\n"],
    [
      ['show', '--variant', 'chess'],
      "bashni: option '--variant <variant>' argument 'chess' is invalid. Allowed choices are bashni, bashni-forward, bashni-turkish, russian, lasca. (run with --help for usage)\n",
    ],
    [
      ['verify', '--encoding', 'ebcdic', 'x.pdn'],
      "bashni: option '--encoding <encoding>' argument 'ebcdic' is invalid. Allowed choices are utf-8, cp1251, cp866, latin1. (run with --help for usage)\n",
    ],
    [['selfplay', '--games', '0'], 'bashni: --games must be 1..1000000, got 0\n'],
    [['show', '--flip'], 'bashni: --flip goes with --svg or --png (the text board is always drawn with White at the bottom)\n'],
    [['show', '--numeric'], 'bashni: --numeric goes with --svg or --png (the text board lists every square by both names)\n'],
    [
      ['moves', '--fen', 'garbage'],
      "bashni: bad FEN (FEN_TURN): 'garbage' is not a FEN: no ':' between fields (expected the side to move, W or B, then :W and :B with each side's squares, as in W:Wc3,e3:Bd6)\n",
    ],
    // a FEN with its fields keeps the engine's reason
    [['moves', '--fen', 'X:Wc3:Bd4'], "bashni: bad FEN (FEN_TURN): side to move must be W or B, got 'X'\n"],
  ])('%j', async (args, stderr) => {
    const r = await bashni(args);
    expect(r.stderr).toBe(stderr);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
  });

  it('another spelling of an encoding is read as that encoding (windows-1251)', async () => {
    const r = await bashni(['verify', '--encoding', 'windows-1251', 'test/records/fixtures/bashni-annotated.pdn']);
    expect(r.status).toBe(0);
  });

  it('no command: the help on standard error, exit 2', async () => {
    const r = await bashni([]);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Usage: bashni [options] [command]');
    expect(r.status).toBe(2);
  });
});
