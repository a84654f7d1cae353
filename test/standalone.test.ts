// The repository needs nothing outside itself: CI (.ci/run) and every user start from a fresh
// clone, which holds the tracked files and nothing else. So, without making a clone:
//   - every path the tests, benches and scripts read (import specifiers, `new URL(..., import.meta.url)`
//     and string literals naming a file or folder of the repository, found by TypeScript's own
//     parser, comments ignored) is tracked by git and inside the repository, or is one of the
//     outputs a run makes (dist/, site/dist/, test/out/, bench/out/);
//   - no tracked file names the developers' shared folder.
// (This replaced a test that cloned the repository and ran the corpus tests again inside a second
// vitest; those tests still run, here, on the same tracked files.)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// written so that this file itself does not match it
const OUTSIDE = String.raw`\.\./shared|/work/shar[e]d`;
/** What a run writes (ignored by git, made by the build or by the tests themselves): read after it is made, never expected in a clone. */
const GENERATED = ['dist/', 'site/dist/', 'site/.astro/', 'test/out/', 'bench/out/', 'node_modules/'];

function git(...args: string[]): { status: number | null; stdout: string } {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout };
}

const tracked = git('ls-files', '-z').stdout.split('\0').filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** A path read by a source file: as written, and resolved to a path relative to the root (may start with `..` when it leaves the repository). */
interface ReadPath {
  readonly file: string;
  readonly line: number;
  readonly written: string;
  readonly path: string;
}

/** Cuts a written path at its first dynamic part (`${}` or a glob): what is left must exist. */
function staticPrefix(text: string): string {
  const cut = text.search(/\$\{|\*|\?|\[/);
  if (cut < 0) return text;
  const prefix = text.slice(0, cut);
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

/** A root-relative path joined with more written parts (`/` kept at the end: a folder). */
function joinPath(base: string, ...parts: string[]): string {
  const joined = normalize(join(base, ...parts))
    .split(sep)
    .join('/');
  return parts.at(-1)?.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

/**
 * The paths `source` (the text of the file `file`, relative to the root) reads, relative to the
 * root: relative import specifiers, and every expression built from the file's own place
 * (`new URL(x, import.meta.url)`) or from a variable holding such a path: `fileURLToPath(...)`,
 * `new URL(x, base)`, `join(base, 'x')`, `` `${base}x` ``, `base + 'x'`. Besides, a bare literal
 * under test/ or bench/ (`'test/records/fixtures/x.pdn'`, given to a command run from the root);
 * bare literals elsewhere are ambiguous (tests build folders shaped like the repository, with their
 * own games/ and puzzles/) and a line marked `(virtual path)` names a file that is never read.
 */
function pathsRead(file: string, source: string): ReadPath[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: ReadPath[] = [];
  const seen = new Set<ts.Node>();
  const lines = source.split('\n');
  const add = (node: ts.Node, path: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const prefix = staticPrefix(path);
    if (prefix === '' || seen.has(node)) return;
    seen.add(node);
    found.push({ file, line, written: node.getText(), path: prefix === './' ? '.' : prefix });
  };
  /** The text of a string or template literal, `${}` standing for each substitution. */
  const textOf = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => '${}' + s.literal.text).join('');
    return undefined;
  };
  const isImportMetaUrl = (node: ts.Node | undefined): boolean => node !== undefined && ts.isPropertyAccessExpression(node) && node.name.text === 'url' && ts.isMetaProperty(node.expression);
  /** Variables holding a repository path (root-relative, `/` at the end for a folder). */
  const paths = new Map<string, string>();
  const here = `${dirname(file)}/`;
  /** The root-relative path an expression stands for, when it is built from this file's place. */
  const pathOf = (node: ts.Expression): string | undefined => {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return pathOf(node.expression);
    if (ts.isIdentifier(node)) return paths.get(node.text);
    if (ts.isPropertyAccessExpression(node) && ['href', 'pathname'].includes(node.name.text)) return pathOf(node.expression);
    if (ts.isNewExpression(node) && node.expression.getText() === 'URL' && node.arguments?.length === 2) {
      const written = textOf(node.arguments[0]!);
      const base = isImportMetaUrl(node.arguments[1]) ? here : pathOf(node.arguments[1]!);
      if (written === undefined || base === undefined) return undefined;
      // URL semantics: a base not ending in `/` is a file, and its folder is the base
      return joinPath(base.endsWith('/') ? base : `${dirname(base)}/`, written);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (['fileURLToPath', 'String'].includes(callee) && node.arguments.length === 1) return pathOf(node.arguments[0]!);
      if (['join', 'resolve', 'path.join', 'path.resolve'].includes(callee) && node.arguments.length >= 2) {
        const base = pathOf(node.arguments[0]!);
        const rest = node.arguments.slice(1).map(textOf);
        if (base === undefined || rest.some((r) => r === undefined)) return undefined;
        return joinPath(base, ...(rest as string[]));
      }
    }
    if (ts.isTemplateExpression(node) && node.head.text === '') {
      const base = pathOf(node.templateSpans[0]!.expression);
      if (base === undefined) return undefined;
      const rest =
        node.templateSpans[0]!.literal.text +
        node.templateSpans
          .slice(1)
          .map((s) => '${}' + s.literal.text)
          .join('');
      return joinPath(base, rest);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const base = pathOf(node.left);
      const rest = textOf(node.right);
      return base !== undefined && rest !== undefined ? joinPath(base, rest) : undefined;
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    const text = textOf(node);
    if (text !== undefined && parent) {
      const specifier =
        ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) ||
        (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword);
      if (specifier && text.startsWith('.')) add(node, joinPath(here, text));
      const line = lines[sf.getLineAndCharacterOfPosition(node.getStart()).line] ?? '';
      if (!specifier && /^(test|bench)\/[\w./@+-]*$/.test(text) && !line.includes('(virtual path)')) add(node, text);
    }
    if (ts.isExpression(node) && !(parent && ts.isExpression(parent) && pathOf(parent) !== undefined)) {
      // the outermost expression that is a path: `join(root, 'x')` counts once, not also `root`
      const path = ts.isIdentifier(node) ? undefined : pathOf(node);
      if (path !== undefined) add(node, path);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const path = pathOf(node.initializer);
      if (path !== undefined) paths.set(node.name.text, path);
      else paths.delete(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Why a read path would not be in a fresh clone, or undefined when it is. */
function missing(p: ReadPath): string | undefined {
  if (p.path === '..' || p.path.startsWith('../') || p.path.startsWith('/')) return 'outside the repository';
  const path = p.path.replace(/\/$/, '');
  if (GENERATED.some((g) => `${path}/`.startsWith(g) || g.startsWith(`${path}/`))) return undefined;
  if (path === '.' || trackedSet.has(path) || trackedDirs.has(path)) return undefined;
  // an import without its extension resolves to the .ts file (tsx, vitest)
  if (['.ts', '.js', '.mjs', '/index.ts'].some((ext) => trackedSet.has(path + ext))) return undefined;
  return 'not tracked by git';
}

const readers = tracked.filter((f) => /^(test|bench|scripts)\//.test(f) && /\.(ts|mjs|js)$/.test(f));
const reads = readers.flatMap((f) => pathsRead(f, readFileSync(join(ROOT, f), 'utf8')));

describe('a fresh clone has everything the tests, benches and scripts read', () => {
  it('finds the paths they read (the check is not vacuous)', () => {
    const paths = new Set(reads.map((r) => r.path));
    console.log(`${reads.length} paths read by ${readers.length} files (${paths.size} distinct)`);
    // each way of naming a file is seen: a URL from the file's folder, a template from the root, a literal, an import
    for (const p of ['test/corpus', 'test/corpus/MANIFEST.md', 'test/records/fixtures/missing-capture.pdn', 'games/engine-club.pdn', 'engine/fen.ts', 'test/cli/record-loads.mjs']) {
      expect(paths, p).toContain(p);
    }
  });

  it('every one of them is tracked by git and inside the repository', () => {
    const bad = reads.flatMap((r) => {
      const why = missing(r);
      return why ? [`${r.file}:${r.line}: '${r.written}' -> ${r.path}: ${why}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('the check catches a path outside the repository, an untracked file, and a missing folder behind a template', () => {
    const source = [
      // the shared folder's name built from parts, so that this file holds no such reference
      `import { x } from '${['..', '..', '..', 'shared'].join('/')}/x.ts';`,
      "const a = new URL('./fixtures/no-such.pdn', import.meta.url);",
      "const root = fileURLToPath(new URL('../../', import.meta.url));",
      'const b = `${root}test/no-such-folder/${name}.pdn`;',
      "const c = ['test/records/fixtures/no-such.pdn', join(root, 'games', 'no-such.pdn')];",
      "const ok = ['games/x.pdn', new URL('./cli.ts', import.meta.url), readFileSync(root + 'games/engine-club.pdn'), `${root}test/corpus/${dir}/`];",
      "const virtual = 'test/lint/virtual.ts'; // (virtual path)",
      '// test/records/only-in-a-comment.pdn',
    ].join('\n');
    const example = 'test/records/example.test.ts'; // (virtual path)
    const found = pathsRead(example, source).map((r) => [r.line, r.path, missing(r) ?? 'ok']);
    expect(found).toEqual([
      [1, ['..', 'shared', 'x.ts'].join('/'), 'outside the repository'],
      [2, 'test/records/fixtures/no-such.pdn', 'not tracked by git'], // (virtual path)
      [3, '.', 'ok'],
      [4, 'test/no-such-folder/', 'not tracked by git'], // (virtual path)
      [5, 'test/records/fixtures/no-such.pdn', 'not tracked by git'], // (virtual path)
      [5, 'games/no-such.pdn', 'not tracked by git'],
      [6, 'test/records/cli.ts', 'ok'],
      [6, 'games/engine-club.pdn', 'ok'],
      [6, 'test/corpus/', 'ok'],
    ]);
  });
});

describe('no tracked file refers to the shared folder outside the repository', () => {
  it('git grep finds none', () => {
    const r = git('grep', '-n', '-E', OUTSIDE);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(1); // git grep: 1 = no match (2 would be an error)
  });

  it('the pattern does catch such references (POSIX ERE and JavaScript agree on it)', () => {
    // built from parts, so that this file holds no such reference
    const up = '..';
    for (const ref of [`${up}/shared/corpus/x.pdn`, `new URL('${up}/${up}/${up}/shared/SPEC.md')`, ['', 'work', 'shared', 'seed'].join('/')]) {
      expect(ref).toMatch(new RegExp(OUTSIDE));
    }
  });
});
