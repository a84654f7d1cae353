// The layer boundaries of docs/architecture.md, as the linter enforces them. Three sources must
// agree: the docs' table (parsed here: its last column, and the sentence on test/, bench/ and
// scripts/ below it), the zones eslint.config.js builds (imported here), and what ESLint really
// reports when it runs on small texts given paths inside the real folders (every pair of folders).
import { readFileSync } from 'node:fs';
import { relative, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// the project's config itself (plain JavaScript, so typed here by what ESLint takes)
const eslintConfig = ((await import(new URL('../../eslint.config.js', import.meta.url).href)) as { default: Linter.Config[] }).default;

/** A real module in each folder (imports resolve to files, so they must exist) and where a fixture importing it would live. */
const folders = {
  engine: { module: 'engine/index.ts', fixture: 'engine/fixture.ts' },
  grammar: { module: 'grammar/index.ts', fixture: 'grammar/fixture.ts' },
  records: { module: 'records/index.ts', fixture: 'records/fixture.ts' },
  render: { module: 'render/index.ts', fixture: 'render/fixture.ts' },
  puzzles: { module: 'puzzles/index.ts', fixture: 'puzzles/fixture.ts' },
  cli: { module: 'cli/main.ts', fixture: 'cli/fixture.ts' },
  site: { module: 'site/src/lib/html.ts', fixture: 'site/src/lib/fixture.ts' },
  scripts: { module: 'scripts/serve.ts', fixture: 'scripts/fixture.ts' },
  bench: { module: 'bench/run.ts', fixture: 'bench/fixture.ts' }, // fixtures: (virtual path), linted as text, never read
  test: { module: 'test/records/cli.ts', fixture: 'test/lint/fixture.ts' }, // (virtual path)
} as const;
type Folder = keyof typeof folders;
const ALL = Object.keys(folders) as Folder[];
const isFolder = (name: string): name is Folder => (ALL as string[]).includes(name);
const sorted = (list: Iterable<Folder>): Folder[] => [...new Set(list)].sort();

/**
 * What each folder may import besides itself, as docs/architecture.md writes it. The table's rows
 * name a folder, its package entry and, in the last column, either "nothing of the project",
 * "every layer ..." (the rows with a `bashni/` package entry), or folder names. The sentence after
 * the table gives test/, bench/ ("may import anything") and scripts/ ("anything but X/ and Y/").
 * A wording this parser does not know fails the test rather than being guessed.
 */
function documentedTable(markdown: string): Record<Folder, Folder[]> {
  const rows = markdown
    .split('\n')
    .filter((line) => /^\| `[a-z]+\/`/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  const layers = rows.filter((r) => r[2]?.startsWith('`bashni/')).map((r) => r[1]!.slice(1, -2));
  const table: Partial<Record<Folder, Folder[]>> = {};
  for (const row of rows) {
    const folder = row[1]!.slice(1, -2);
    const cell = row.at(-2)!;
    if (!isFolder(folder)) throw new Error(`docs/architecture.md names a folder the test does not know: ${folder}`);
    const named = [...(cell.match(/[a-z]+/g) ?? [])].filter(isFolder).filter((name) => !new RegExp(`never ${name}/`).test(cell));
    if (/nothing of the project|^`chevrotain`, itself$/.test(cell)) table[folder] = [];
    else if (/^every layer/.test(cell)) table[folder] = sorted(layers.filter(isFolder).filter((name) => name !== folder));
    else if (named.length > 0) table[folder] = sorted(named);
    else throw new Error(`docs/architecture.md: cannot read the "may import" cell of ${folder}/: ${cell}`);
  }
  const prose = markdown.replace(/\s+/g, ' ');
  const anything = /`test\/` and `bench\/` may import anything/.exec(prose);
  const but = /`scripts\/` anything but ([a-z]+)\/ and ([a-z]+)\//.exec(prose);
  if (!anything || !but) throw new Error('docs/architecture.md: the sentence on test/, bench/ and scripts/ is not where the test reads it');
  for (const folder of ['test', 'bench'] as const) table[folder] = sorted(ALL.filter((f) => f !== folder));
  table.scripts = sorted(ALL.filter((f) => f !== 'scripts' && f !== but[1] && f !== but[2]));
  const missing = ALL.filter((f) => !table[f]);
  if (missing.length > 0) throw new Error(`docs/architecture.md says nothing of ${missing.join(', ')}`);
  return table as Record<Folder, Folder[]>;
}

interface Zone {
  readonly target: string;
  readonly from: readonly string[];
}

/** What each folder may import besides itself, as eslint.config.js's zones allow (a folder with no zone, test/ and bench/, may import every folder). */
function configuredTable(): Record<Folder, Folder[]> {
  const rule = eslintConfig.map((c) => c.rules?.['import-x/no-restricted-paths']).find((r) => r !== undefined);
  if (!Array.isArray(rule)) throw new Error('eslint.config.js has no import-x/no-restricted-paths rule');
  const zones = (rule[1] as { zones: Zone[] }).zones;
  const table = {} as Record<Folder, Folder[]>;
  for (const folder of ALL) {
    // the folder's code: './x/**', or './site/src/**' for the site (its build configuration has a zone of its own, below)
    const own = zones.filter((z) => z.target === `./${folder}/**` || z.target === `./${folder}/src/**`);
    if (own.length > 1) throw new Error(`eslint.config.js: ${own.length} zones for ${folder}/`);
    const forbidden = (own[0]?.from ?? []).map((glob) => /^\.\/([^/]+)\/\*\*$/.exec(glob)?.[1] ?? glob);
    table[folder] = sorted(ALL.filter((f) => f !== folder && !forbidden.includes(f)));
  }
  return table;
}

const mayImport = documentedTable(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));

let eslint: ESLint;
beforeAll(() => {
  // the texts are planted at paths no tsconfig lists: the type-aware rules (which need a file
  // the project knows) are off here; the boundaries are what this file checks
  eslint = new ESLint({ cwd: ROOT, overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.ts'] } });
});

/** Lints `text` as if it were the file at `path` (relative to the repository root). */
async function lint(path: string, text: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, path) });
  if (!result) throw new Error(`ESLint gave no result for ${path}`);
  return result.messages;
}

/** The specifier a file at `from` uses to import the file at `to` (both relative to the root). */
function specifier(from: string, to: string): string {
  const rel = relative(dirname(join(ROOT, from)), join(ROOT, to));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

const boundary = (messages: Linter.LintMessage[]) => messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');

describe('layer boundaries (eslint import-x/no-restricted-paths)', () => {
  const pairs = ALL.flatMap((from) => ALL.filter((to) => to !== from).map((to) => ({ from, to, allowed: mayImport[from].includes(to) })));

  it("eslint.config.js's zones are the docs' table", () => {
    expect(configuredTable()).toEqual(mayImport);
  });

  it("the docs' table, as parsed: layers import only those below them; nothing but test/ and bench/ imports cli/ or site/", () => {
    expect(mayImport).toEqual({
      engine: [],
      grammar: [],
      records: ['engine', 'grammar'],
      render: ['engine'],
      puzzles: ['engine', 'grammar', 'records'],
      cli: ['engine', 'grammar', 'puzzles', 'records', 'render'],
      site: ['engine', 'grammar', 'puzzles', 'records', 'render'],
      scripts: ['bench', 'engine', 'grammar', 'puzzles', 'records', 'render', 'test'],
      bench: ['cli', 'engine', 'grammar', 'puzzles', 'records', 'render', 'scripts', 'site', 'test'],
      test: ['bench', 'cli', 'engine', 'grammar', 'puzzles', 'records', 'render', 'scripts', 'site'],
    });
  });

  it("the site's build configuration may also import scripts/, and nothing else the site may not", () => {
    const rule = eslintConfig.map((c) => c.rules?.['import-x/no-restricted-paths']).find((r) => r !== undefined) as [unknown, { zones: Zone[] }];
    const config = rule[1].zones.find((z) => z.target === './site/*.mjs');
    const site = rule[1].zones.find((z) => z.target === './site/src/**');
    expect(config?.from).toEqual(site?.from.filter((glob) => glob !== './scripts/**'));
    expect(site?.from).toContain('./scripts/**');
  });

  it.each(pairs)('$from/ importing $to/: allowed $allowed', async ({ from, to, allowed }) => {
    const { fixture } = folders[from];
    const spec = specifier(fixture, folders[to].module);
    const messages = boundary(await lint(fixture, `import '${spec}';\n`));
    if (allowed) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages[0]?.message).toContain(`"${spec}"`);
      expect(messages[0]?.line).toBe(1);
    }
  });

  it('reports the two imports named in issue 8: grammar importing engine, cli importing site', async () => {
    const grammar = await lint('grammar/bad.ts', "import type { Color } from '../engine/types.ts';\nexport type C = Color;\n");
    expect(boundary(grammar).map((m) => [m.line, m.message])).toEqual([
      [1, 'Unexpected path "../engine/types.ts" imported in restricted zone. grammar/ may import nothing of the project besides itself (docs/architecture.md).'],
    ]);
    const cli = await lint('cli/bad.ts', "import { esc } from '../site/src/lib/html.ts';\nexport const e = esc;\n");
    expect(boundary(cli).map((m) => m.line)).toEqual([1]);
    expect(boundary(cli)[0]?.message).toContain('"../site/src/lib/html.ts"');
  });

  it('sees every form of import: re-exports, dynamic imports, type-only imports', async () => {
    const text = [
      "export * from '../engine/index.ts';",
      "export { Position } from '../engine/position.ts';",
      "import type { Move } from '../engine/types.ts';",
      "export const later = () => import('../engine/fen.ts');",
      'export type M = Move;',
      '',
    ].join('\n');
    expect(boundary(await lint('grammar/bad.ts', text)).map((m) => m.line)).toEqual([1, 2, 3, 4]);
  });

  it('reports nothing for correct imports', async () => {
    const grammar = "import { createToken } from 'chevrotain';\nimport { allTokens } from './tokens.ts';\nexport const t = [createToken, allTokens];\n";
    expect(await lint('grammar/ok.ts', grammar)).toEqual([]);
    const records = "import { Position } from '../engine/index.ts';\nimport { parsePdn } from '../grammar/index.ts';\nexport const r = [Position, parsePdn];\n";
    expect(await lint('records/ok.ts', records)).toEqual([]);
    const site = "import { replayGame } from '../../../records/replay.ts';\nimport { esc } from './html.ts';\nexport const s = [replayGame, esc];\n";
    expect(await lint('site/src/lib/ok.ts', site)).toEqual([]);
  });
});

describe('browser layers use no Node (they run on the site)', () => {
  it('grammar/ imports only chevrotain and its own files: no Node built-ins, no other package', async () => {
    const text = [
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { parse } from 'yaml';",
      "import { Lexer } from 'chevrotain';",
      "import { allTokens } from './tokens.ts';",
      'export const g = [readFileSync, join, parse, Lexer, allTokens];',
      '',
    ].join('\n');
    const messages = await lint('grammar/bad.ts', text);
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual([
      [1, 'no-restricted-imports'],
      [2, 'no-restricted-imports'],
      [3, 'no-restricted-imports'],
    ]);
  });

  it('engine/ imports no package at all', async () => {
    const messages = await lint('engine/bad.ts', "import { Lexer } from 'chevrotain';\nexport const l = Lexer;\n");
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual([[1, 'no-restricted-imports']]);
  });

  it.each(['engine', 'grammar', 'records', 'render', 'puzzles'])('%s/ touches no Node globals (process, Buffer, require, __dirname)', async (folder) => {
    const text = 'export const a = process.env.HOME;\nexport const b = Buffer.from([]);\nexport const c = require;\nexport const d = __dirname;\n';
    const messages = await lint(`${folder}/bad.ts`, text);
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual([
      [1, 'no-restricted-globals'],
      [2, 'no-restricted-globals'],
      [3, 'no-restricted-globals'],
      [4, 'no-restricted-globals'],
    ]);
  });

  it.each(['records', 'render', 'puzzles'])('%s/ imports no Node built-in module', async (folder) => {
    const messages = await lint(`${folder}/bad.ts`, "import { readFileSync } from 'node:fs';\nimport { join } from 'path';\nexport const f = [readFileSync, join];\n");
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual([
      [1, 'import-x/no-nodejs-modules'],
      [2, 'import-x/no-nodejs-modules'],
    ]);
  });

  it("issue 21: `import fs from 'node:fs'` planted in puzzles/ (beside check.ts, or in a subfolder) is reported", async () => {
    for (const path of ['puzzles/check-sources.ts', 'puzzles/sub/node-files.ts']) {
      const messages = await lint(path, "import fs from 'node:fs';\nexport const read = (p: string) => fs.readFileSync(p, 'utf8');\n");
      expect(messages.map((m) => [m.line, m.ruleId, m.message])).toEqual([[1, 'import-x/no-nodejs-modules', 'Do not import Node.js builtin module "node:fs"']]);
    }
  });

  it('Node code elsewhere (cli/, and puzzles/node-files.ts alone, documented as Node-only) may use Node', async () => {
    const text = "import { readFileSync } from 'node:fs';\nexport const f = [readFileSync, process.argv];\n";
    expect(await lint('cli/ok.ts', text)).toEqual([]);
    expect(await lint('puzzles/node-files.ts', text)).toEqual([]);
    expect(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8')).toMatch(/`puzzles\/node-files\.ts`[^.]*Node-only/);
  });

  // the lint rules above keep Node out file by file; this is what they are for: each package entry
  // bundles for the browser (esbuild fails on a Node built-in), and the Node-only file does not
  it.each(['engine', 'grammar', 'records', 'puzzles', 'render'])('the package entry %s/index.ts bundles for the browser', async (folder) => {
    const built = await build({ entryPoints: [join(ROOT, folder, 'index.ts')], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent' });
    expect(built.errors).toEqual([]);
  });

  it('puzzles/node-files.ts does not bundle for the browser (so the check above can fail)', async () => {
    const failed = await build({ entryPoints: [join(ROOT, 'puzzles/node-files.ts')], bundle: true, platform: 'browser', format: 'esm', write: false, logLevel: 'silent' }).then(
      () => [],
      (e: { errors: { text: string }[] }) => e.errors.map((x) => x.text),
    );
    expect(failed.join('\n')).toContain('node:fs');
  });
});

describe('unused code', () => {
  it('reports unused imports and variables', async () => {
    const text = "import { Position } from '../engine/index.ts';\nexport function f(): number {\n  const unused = 1;\n  return 2;\n}\n";
    const messages = await lint('records/ok.ts', text);
    expect(messages.map((m) => [m.line, m.ruleId])).toEqual([
      [1, '@typescript-eslint/no-unused-vars'],
      [3, '@typescript-eslint/no-unused-vars'],
    ]);
  });
});
