// `npm run build`: dist/ from scratch. The library layers (engine, grammar, records, puzzles,
// render) are compiled by tsc (tsconfig.build.json: JavaScript with declarations, one file per
// source); the `bashni` command is bundled by esbuild into dist/cli/bashni.js, ESM with its
// dependencies inlined, so it starts without resolving packages or transpiling anything. Then the
// package as it is published, in dist/package/ (`npm pack ./dist/package`, docs/publishing.md).
import { chmodSync, copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { noticesText } from './notices.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The command's bundle, relative to the repository root (package.json `bin`). */
export const CLI_BUNDLE = 'dist/cli/bashni.js';

/**
 * Bundles cli/run.ts (the process running cli/main.ts) into `outdir`/bashni.js (and cli/worker.ts into `outdir`/bashni-worker.js). The commands are loaded with `import()` (cli/main.ts)
 * and esbuild splits them into chunks beside it (`outdir`/chunks/), so a command reads only its own
 * code: `perft` never reads the 160 kB of Chevrotain and lodash-es nor the 130 kB of yaml (one
 * file with everything inlined starts measurably slower: docs/publishing.md). Commander is
 * CommonJS and `require`s Node's own modules, which ESM can only do through a real `require`: the
 * banner makes one in every file. Resolves to esbuild's metafile (which sources each output file
 * holds: the tests check with it which packages a command loads).
 */
export async function bundleCli(outdir: string = root + 'dist/cli'): Promise<Metafile> {
  rmSync(`${outdir}/chunks`, { recursive: true, force: true });
  const result = await build({
    // the command, and the worker threads of `--jobs` (cli/jobs.ts finds bashni-worker.js beside
    // bashni.js); both share the chunks
    entryPoints: { bashni: root + 'cli/run.ts', 'bashni-worker': root + 'cli/worker.ts' },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    // names stay readable in an internal error's stack (BASHNI_DEBUG)
    keepNames: true,
    legalComments: 'none',
    banner: { js: "import { createRequire as __bashniRequire } from 'node:module';\nconst require = __bashniRequire(import.meta.url);" },
    logLevel: 'warning',
    metafile: true,
    // resvg is a native binary (an optional dependency per platform): loaded from node_modules at
    // run time, only by `show --png` and `gif` (cli/raster.ts)
    external: ['@resvg/resvg-js'],
  });
  writeFileSync(
    `${outdir}/THIRD-PARTY-LICENSES.txt`,
    noticesText(Object.keys(result.metafile.inputs), 'The bashni command (bashni.js, bashni-worker.js and chunks/) includes code of these packages.'),
  );
  // the entry alone is run as a program (package.json `bin`)
  const entry = `${outdir}/bashni.js`;
  writeFileSync(entry, '#!/usr/bin/env node\n' + readFileSync(entry, 'utf8'));
  chmodSync(entry, 0o755);
  return result.metafile;
}

/** The game viewer's bundle, relative to the repository root (package.json `exports` `./viewer`). */
export const VIEWER_BUNDLE = 'dist/viewer/bashni-game.js';

/**
 * Bundles `<bashni-game>` (site/src/viewer/bashni-game.ts) into `outdir`/bashni-game.js: one
 * standalone ES module for the browser with the PDN reader, the engine and the board renderer
 * inlined, so a page loads it with one `<script type="module">` (docs/viewer.md). Resolves to
 * esbuild's metafile (which sources the file holds, and how many bytes of it each: test/viewer
 * prints the breakdown).
 *
 * Two things keep out code the viewer does not need (docs/viewer.md "Size"):
 * - the PDN grammar is read by its light reader (`lightGrammar`): Chevrotain and lodash-es, about
 *   38 KB gzipped of a 45 KB budget, are not in the file; the build fails if they come back;
 * - our own modules are declared free of side effects, so a module whose exports the viewer does
 *   not use is left out even when it computes tables at load (the engine's evaluation and search,
 *   reached through engine/index.ts re-exports, were in the file for that alone).
 */
export async function bundleViewer(outdir: string = root + 'dist/viewer'): Promise<Metafile> {
  const result = await build({
    entryPoints: { 'bashni-game': root + 'site/src/viewer/bashni-game.ts' },
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [lightGrammar, ownModulesPure],
  });
  const packages = Object.keys(result.metafile.inputs).filter((input) => /node_modules\/(?:@chevrotain|chevrotain|lodash-es)\//.test(input));
  if (packages.length > 0) throw new Error(`the viewer's bundle holds Chevrotain (${packages[0]}): a module of it reaches Chevrotain other than through lexer.ts, parser.ts or token-type.ts`);
  const inputs = Object.keys(result.metafile.inputs);
  // (none today: the light reader left Chevrotain and lodash-es out; the file stays where the package and the site ship it)
  const notices = inputs.some((input) => input.includes('node_modules/'))
    ? noticesText(inputs, 'The game viewer (bashni-game.js) includes code of these packages.')
    : "The game viewer (bashni-game.js) includes no code of other packages: all of it is Bashni's own (the package's LICENSE).\n";
  writeFileSync(`${outdir}/THIRD-PARTY-LICENSES.txt`, notices);
  return result.metafile;
}

/** Our TypeScript modules, bundled for the viewer, marked side-effect free (esbuild then drops the unused ones). */
const ownModulesPure: Plugin = {
  name: 'own-modules-pure',
  setup(b) {
    b.onResolve({ filter: /\.ts$/ }, async (args) => {
      if (args.pluginData === 'own-modules-pure') return undefined;
      const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'own-modules-pure' });
      if (resolved.errors.length > 0 || resolved.path.includes('/node_modules/')) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

/**
 * The PDN grammar's light reader in place of Chevrotain (docs/architecture.md "The light reader"):
 * grammar/'s Chevrotain modules, as imported by the other grammar modules, resolve to their light
 * twins, which give the same tokens and elements (test/grammar/light-reader.test.ts bundles the
 * reader with this plugin and compares).
 */
export const lightGrammar: Plugin = {
  name: 'light-grammar',
  setup(b) {
    const twins: Record<string, string> = { './token-type.ts': 'light-token-type.ts', './lexer.ts': 'light-lexer.ts', './parser.ts': 'light-parser.ts' };
    b.onResolve({ filter: /^\.\/(?:token-type|lexer|parser)\.ts$/ }, (args) => {
      if (!args.importer.startsWith(root + 'grammar/')) return undefined;
      return { path: root + 'grammar/' + twins[args.path]!, sideEffects: false };
    });
  },
};

/** Compiles the library layers with their declarations (tsconfig.build.json). */
function compileLibrary(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', root + 'tsconfig.build.json'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`tsc -p tsconfig.build.json failed (exit ${run.status})`);
}

/** The folder `npm pack` and `npm publish` are given: the package exactly as users install it. */
const PACKAGE_DIR = 'dist/package';

/**
 * Stages the published package in dist/package/: the built dist/ (same layout, so `exports` and
 * `bin` are unchanged), README.md, LICENSE, and a package.json without what only this repository
 * uses. Its `scripts` go above all: `prepare` (which builds dist/ on `npm ci` here) would be a
 * lifecycle script of the installed package, and npm warns about it on every install of the
 * tarball. The dev dependencies go too, and `private` (which keeps the repository itself from
 * being published by mistake).
 */
function stagePackage(): void {
  const dir = root + PACKAGE_DIR;
  mkdirSync(dir, { recursive: true });
  for (const layer of ['engine', 'grammar', 'records', 'puzzles', 'render', 'cli', 'viewer']) cpSync(`${root}dist/${layer}`, `${dir}/dist/${layer}`, { recursive: true });
  copyFileSync(root + 'README.md', `${dir}/README.md`);
  copyFileSync(root + 'LICENSE', `${dir}/LICENSE`);
  const manifest = JSON.parse(readFileSync(root + 'package.json', 'utf8')) as Record<string, unknown>;
  const { scripts: _scripts, devDependencies: _dev, private: _private, ...shipped } = manifest;
  writeFileSync(`${dir}/package.json`, JSON.stringify(shipped, null, 2) + '\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  rmSync(root + 'dist', { recursive: true, force: true });
  compileLibrary();
  await bundleCli();
  await bundleViewer();
  stagePackage();
  process.stdout.write(`dist/: library compiled; ${CLI_BUNDLE} ${(statSync(root + CLI_BUNDLE).size / 1024).toFixed(0)} kB; the package to publish in ${PACKAGE_DIR}/\n`);
}
