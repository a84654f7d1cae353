// The README's code blocks, as a newcomer pastes them. Every fenced block is taken from README.md
// and checked by its kind:
//   - js: run as written (saved as a .mjs file beside the tests, the package names mapped to the
//     sources the package is built from), each `console.log(...); // X` printing exactly X;
//   - sh: every line is a command this repository has: an npm script, an existing path, a
//     `bashni` command with options it declares (commander's own definitions, registered in process
//     as cli/main.ts does) and input files that exist; a few cheap `bashni` lines run through
//     the command in process and the rest of the shown outputs (`# 189912`, `# ... 288 games: ...`) are
//     computed in process with the code the command calls;
//   - a block with no language: a sample of output, produced in process the same way.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, type Option } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGames } from '../../grammar/index.ts';
import { checkGame, reportText, summaryLine } from '../../records/verify.ts';
import { registerAnnotate } from '../../cli/annotate.ts';
import { registerConvert } from '../../cli/convert.ts';
import { registerMoves } from '../../cli/moves.ts';
import { registerPerft } from '../../cli/perft.ts';
import { registerPuzzles } from '../../cli/puzzles.ts';
import { registerSelfplay } from '../../cli/selfplay.ts';
import { registerShow } from '../../cli/show.ts';
import { registerSolve } from '../../cli/solve.ts';
import { registerVerify } from '../../cli/verify.ts';
import { registerGif } from '../../cli/gif.ts';
import { registerFind } from '../../cli/find.ts';
import { registerOpenings } from '../../cli/openings.ts';
import { registerIndex } from '../../cli/bdx.ts';
import { processIo } from '../../cli/io.ts';
import { bashni } from '../records/cli.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  scripts: Record<string, string>;
  exports: Record<string, string | { default: string }>;
};
// the .mjs files of the js blocks: inside the repository (so tsx and the packages resolve as for
// every test) and in the ignored test/out/, removed afterwards
const OUT = join(ROOT, 'test/out/readme');

interface Block {
  readonly lang: string;
  readonly line: number;
  readonly text: string;
}

/** The fenced code blocks of a Markdown text, with their language and first line. */
function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l === '```');
    if (end < 0) throw new Error(`README.md:${i + 1}: a code block that never closes`);
    blocks.push({ lang: open[1]!, line: i + 2, text: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

/** Splits a shell line into words: double and single quotes, no expansion but `*` left for the caller. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const m of line.matchAll(re)) words.push(m[1] ?? m[2] ?? m[3]!);
  return words;
}

/** A command line and its comment (`# ...`, outside quotes). */
function splitComment(line: string): { command: string; comment?: string } {
  const m = /^((?:[^#"']|"[^"]*"|'[^']*')*?)\s+#\s+(.*)$/.exec(line);
  return m ? { command: m[1]!.trim(), comment: m[2]!.trim() } : { command: line.trim() };
}

/** The files a glob of the form `dir/*.ext` names (the README's only kind), or the path itself. */
function expand(path: string): string[] {
  if (!path.includes('*')) return [path];
  const dir = dirname(path);
  const re = new RegExp(
    `^${path
      .slice(dir.length + 1)
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')}$`,
  );
  return readdirSync(join(ROOT, dir))
    .filter((f) => re.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** The `bashni` program with every command registered, as cli/main.ts builds it for help. */
function bashniProgram(): Command {
  const program = new Command('bashni').version(pkg.version);
  for (const register of [
    registerPerft,
    registerMoves,
    registerShow,
    registerGif,
    registerVerify,
    registerConvert,
    registerAnnotate,
    registerSolve,
    registerPuzzles,
    registerSelfplay,
    registerFind,
    registerOpenings,
    registerIndex,
  ])
    register(program, processIo());
  return program;
}
const program = bashniProgram();

/** Problems of one `npx bashni ...` line: an unknown command or option, an input file that does not exist. */
function bashniProblems(words: readonly string[]): string[] {
  const problems: string[] = [];
  let command: Command | undefined = program.commands.find((c) => c.name() === words[0]);
  let rest = words.slice(1);
  if (!command) return [`no command '${words[0]}'`];
  const sub = command.commands.find((c) => c.name() === rest[0]);
  if (sub) {
    command = sub;
    rest = rest.slice(1);
  } else if (command.commands.length > 0) return [`'${words[0]}' has no subcommand '${rest[0]}'`];
  const options: readonly Option[] = [...command.options, ...program.options];
  const fileArgument = command.registeredArguments.some((a) => /file|path|input/.test(a.name()));
  // commander refuses more arguments than a command declares (`show --fen X [--svg]` was pasted so)
  const maxArguments = command.registeredArguments.some((a) => a.variadic) ? Infinity : command.registeredArguments.length;
  let positionals = 0;
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (word === '>') break; // a redirection: the rest is the shell's
    if (word.startsWith('-') && word !== '-') {
      if (word === '--help' || word === '-h') continue;
      const option = options.find((o) => o.long === word || o.short === word);
      if (!option) {
        problems.push(`'${command.name()}' has no option ${word}`);
        continue;
      }
      if (option.required || option.optional) {
        const value = rest[++i];
        // an input named by an option (`--suite FILE`) must exist; an output (`-o FILE`) need not
        if (value !== undefined && option.long !== '--output' && /\/.*\.\w+$/.test(value) && !existsSync(join(ROOT, value))) problems.push(`${word} ${value}: no such file`);
      }
      continue;
    }
    if (++positionals > maxArguments) {
      problems.push(`'${command.name()}' takes no argument '${word}'`);
      continue;
    }
    if (fileArgument) {
      const files = expand(word);
      if (files.length === 0 || files.some((f) => !existsSync(join(ROOT, f)))) problems.push(`${word}: no such file`);
    }
  }
  return problems;
}

/** Problems of one shell line of the README (any command, `&&` chains split). */
function lineProblems(line: string): string[] {
  return line.split(' && ').flatMap((part): string[] => {
    const words = shellWords(part);
    // an environment variable before the command: the test that reads it must name it
    while (/^[A-Z_]+=/.test(words[0] ?? '')) {
      const name = words.shift()!.split('=')[0]!;
      const readers = ['test/package/pack.test.ts', 'scripts/serve.ts', 'site/astro.config.mjs'].filter((f) => readFileSync(join(ROOT, f), 'utf8').includes(name));
      if (readers.length === 0) return [`${name}: read by no test or script`];
    }
    const [tool, verb, ...args] = words;
    if (tool === 'npx' && verb === 'bashni') return bashniProblems(args);
    if (tool === 'npx' && verb === 'vitest') return args.filter((a) => a.includes('/') && !existsSync(join(ROOT, a))).map((a) => `${a}: no such path`);
    if (tool === 'npm' && (verb === 'ci' || verb === 'test' || verb === 'start')) return verb === 'ci' || pkg.scripts[verb] ? [] : [`no npm script '${verb}'`];
    if (tool === 'npm' && verb === 'run') return pkg.scripts[args[0]!] ? [] : [`no npm script '${args[0]}'`];
    if (tool === 'npm' && verb === 'install') {
      const tarball = args.find((a) => a.endsWith('.tgz'));
      return tarball === undefined || tarball === `./bashni-${pkg.version}.tgz` ? [] : [`${tarball}: npm pack makes ./bashni-${pkg.version}.tgz`];
    }
    return [`a command the test does not know: ${part}`];
  });
}

/** A source file's path for each package entry (`bashni/engine` -> engine/index.ts), from package.json `exports` and the build's layout (dist/X.js from X.ts). */
const entrySources = new Map(
  Object.entries(pkg.exports)
    .filter(([, target]) => typeof target !== 'string')
    .map(([name, target]) => [`bashni${name.slice(1)}`, join(ROOT, (target as { default: string }).default.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'))]),
);

/** The shell lines of the README whose shown output is checked by running them (a handful: each takes a second or two through tsx). */
const RUN = ['npx bashni perft 7', 'npx bashni perft --suite test/engine/perft-suite.txt', 'npx bashni solve --fen "W:Wd4,a5,e7:Bd2,f8" --goal win'];

const blocks = codeBlocks(README);
const shellLines = blocks
  .filter((b) => b.lang === 'sh')
  .flatMap((b) => b.text.split('\n').map((text, i) => ({ text, line: b.line + i })))
  .filter((l) => l.text.trim() !== '');
/** The lines with a shown output: a comment that starts with a number or `... ` (a tail of the output). */
const withOutput = shellLines.map((l) => ({ ...l, ...splitComment(l.text) })).filter((l) => l.comment !== undefined && /^(\d|\.\.\. )/.test(l.comment));

/** Does `stdout` show `comment`? `... X`: the output ends with X; otherwise it holds X. */
function shows(stdout: string, comment: string): boolean {
  const out = stdout.trimEnd();
  return comment.startsWith('... ') ? out.endsWith(comment.slice(4)) : out === comment || out.includes(comment);
}

afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
});

describe('README.md code blocks', () => {
  it("are of the kinds this test checks: sh, js, output samples, and the viewer's HTML snippet", () => {
    expect(blocks.map((b) => b.lang).sort()).toEqual(['', 'html', 'js', 'sh', 'sh', 'sh', 'sh', 'sh', 'sh', 'sh']);
  });

  it.each(blocks.filter((b) => b.lang === 'js').map((b) => [b.line, b] as const))('the js block at line %i runs and prints what its comments say', (_, block) => {
    const expected = block.text.split('\n').flatMap((l) => /console\.log\(.*\);\s*\/\/ (.*)$/.exec(l)?.[1] ?? []);
    expect(expected.length).toBeGreaterThan(0);
    const imports = [...block.text.matchAll(/from '(bashni\/\w+)'/g)].map((m) => m[1]!);
    for (const name of imports) expect(entrySources.get(name), `${name} is a package entry`).toBeDefined();
    const source = block.text.replace(/from '(bashni\/\w+)'/g, (_, name: string) => `from '${pathToFileURL(entrySources.get(name)!).href}'`);
    mkdirSync(OUT, { recursive: true });
    const file = join(OUT, `block-${block.line}.mjs`);
    writeFileSync(file, source);
    const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').slice(0, -1)).toEqual(expected);
  });

  it.each(shellLines.map((l) => [l.line, l.text] as const))('sh line %i names what exists: %s', (_, text) => {
    expect(lineProblems(splitComment(text).command)).toEqual([]);
  });

  it('the sh checks do fail: an unknown option, a missing file, an unknown command, a missing script', () => {
    expect(lineProblems('npx bashni verify --no-such games/*.pdn')).toEqual(["'verify' has no option --no-such"]);
    expect(lineProblems('npx bashni convert big.pdn --to jsonl > games.jsonl')).toEqual(['big.pdn: no such file']);
    expect(lineProblems('npx bashni perft 7 [--divide]')).toEqual(["'perft' takes no argument '[--divide]'"]);
    expect(lineProblems('npx bashni puzzles grade x.yaml')).toEqual(["'puzzles' has no subcommand 'grade'"]);
    expect(lineProblems('npm run no-such-script')).toEqual(["no npm script 'no-such-script'"]);
    expect(lineProblems('npm install ./bashni-0.0.1.tgz')).toEqual([`./bashni-0.0.1.tgz: npm pack makes ./bashni-${pkg.version}.tgz`]);
  });

  it('names the tarball npm pack makes (bashni-VERSION.tgz) wherever it names one', () => {
    const named = [...README.matchAll(/bashni-[\w.]+\.tgz/g)].map((m) => m[0]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([`bashni-${pkg.version}.tgz`]));
  });

  it('every shown output is checked: run, computed in process, or listed with a reason', () => {
    expect(withOutput.map((l) => l.command).sort()).toEqual([...RUN].sort());
  });

  it.each(RUN)('%s prints what the README shows (the command in process)', async (command) => {
    const line = withOutput.find((l) => l.command === command)!;
    const r = await bashni(shellWords(command).slice(2));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(shows(r.stdout, line.comment!), `${command}\nshows: ${line.comment}\nprints: ${r.stdout.slice(-500)}`).toBe(true);
  });

  it('the quick start shows the summary that verify games/*.pdn ends with (computed by the code the command calls)', () => {
    let games = 0;
    let valid = 0;
    for (const file of expand('games/*.pdn')) {
      for (const item of parseGames(readFileSync(join(ROOT, file), 'utf8'), { file })) {
        games++;
        if (checkGame(item, file, { variant: 'bashni', syntaxOnly: false }).valid) valid++;
      }
    }
    expect(README).toContain('npx bashni verify games/*.pdn');
    expect(README).toContain(`it ends \`${summaryLine({ games, valid, invalid: games - valid })}\``);
  });

  it('the sample of a failing record is what verify reports for that file', () => {
    const [sample] = blocks.filter((b) => b.lang === '');
    const file = sample!.text.split(':')[0]!;
    const reports = [...parseGames(readFileSync(join(ROOT, file), 'utf8'), { file })].map((item) => reportText(checkGame(item, file, { variant: 'bashni', syntaxOnly: false })));
    expect(reports.map((r) => r.trimEnd())).toContain(sample!.text);
  });
});
