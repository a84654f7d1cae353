// `npm run build`: dist/ from scratch. The library layers (engine, grammar, records, puzzles,
// render) are compiled by tsc (tsconfig.build.json: JavaScript with declarations, one file per
// source); the `bashni` command is bundled by esbuild into dist/cli/bashni.js, ESM with its
// dependencies inlined, so it starts without resolving packages or transpiling anything.
import { chmodSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The command's bundle, relative to the repository root (package.json `bin`). */
export const CLI_BUNDLE = 'dist/cli/bashni.js';

/**
 * Bundles cli/main.ts into `outdir`/bashni.js (and cli/worker.ts into `outdir`/bashni-worker.js). The commands are loaded with `import()` (cli/main.ts)
 * and esbuild splits them into chunks beside it (`outdir`/chunks/), so a command reads only its own
 * code: `perft` never reads the 160 kB of Chevrotain and lodash-es nor the 130 kB of yaml (one
 * file with everything inlined starts measurably slower: docs/publishing.md). Commander is
 * CommonJS and `require`s Node's own modules, which ESM can only do through a real `require`: the
 * banner makes one in every file.
 */
export async function bundleCli(outdir: string = root + 'dist/cli'): Promise<void> {
  rmSync(`${outdir}/chunks`, { recursive: true, force: true });
  const result = await build({
    // the command, and the worker threads of `--jobs` (cli/jobs.ts finds bashni-worker.js beside
    // bashni.js); both share the chunks
    entryPoints: { bashni: root + 'cli/main.ts', 'bashni-worker': root + 'cli/worker.ts' },
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
  });
  writeNotices(Object.keys(result.metafile.inputs), `${outdir}/THIRD-PARTY-LICENSES.txt`);
  // the entry alone is run as a program (package.json `bin`)
  const entry = `${outdir}/bashni.js`;
  writeFileSync(entry, '#!/usr/bin/env node\n' + readFileSync(entry, 'utf8'));
  chmodSync(entry, 0o755);
}

/**
 * The licence text of every package the bundle inlines (commander, chevrotain, lodash-es, yaml...),
 * which their licences ask to ship with copies of their code; minifying drops their comments.
 */
function writeNotices(inputs: readonly string[], file: string): void {
  // package folder -> name; a package nested in another's node_modules (cli-progress's own
  // string-width 4, beside the newer one that astro brings) is its own entry
  const packages = new Map<string, string>();
  for (const input of inputs) {
    const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
    if (m) packages.set(m[1]!, m[2]!);
  }
  const sections = [...packages]
    .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([folder, name]) => {
      const dir = `${root}${folder}/`;
      const { version, license } = JSON.parse(readFileSync(dir + 'package.json', 'utf8')) as { version: string; license: string };
      const licenceFile = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
      if (!licenceFile) throw new Error(`${name}: no licence file to ship with the bundle`);
      return `${name} ${version} (${license})\n\n${readFileSync(dir + licenceFile, 'utf8').trim()}\n`;
    });
  writeFileSync(file, `The bashni command (bashni.js, bashni-worker.js and chunks/) includes code of these packages.\n\n${sections.join('\n' + '-'.repeat(72) + '\n\n')}`);
}

/** Compiles the library layers with their declarations (tsconfig.build.json). */
function compileLibrary(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', root + 'tsconfig.build.json'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`tsc -p tsconfig.build.json failed (exit ${run.status})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  rmSync(root + 'dist', { recursive: true, force: true });
  compileLibrary();
  await bundleCli();
  process.stdout.write(`dist/: library compiled; ${CLI_BUNDLE} ${(statSync(root + CLI_BUNDLE).size / 1024).toFixed(0)} kB\n`);
}
