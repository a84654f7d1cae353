// The licence notices of the packages a bundle inlines, which their licences ask to ship with
// copies of their code (minifying drops their comments). Used for the command's bundle
// (scripts/build.ts) and for the site's scripts (site/astro.config.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `intro`, then the name, version, licence and licence text of every package among the bundled
 * module paths `inputs` (relative to the repository or absolute), in name order.
 *
 * @example
 * noticesText(['node_modules/yaml/dist/index.js'], 'The command includes:'); // 'The command includes:\n\nyaml 2.9.1 (ISC)\n\n...'
 */
export function noticesText(inputs: Iterable<string>, intro: string): string {
  // package folder -> name; a package nested in another's node_modules (cli-progress's own
  // string-width 4, beside the newer one that astro brings) is its own entry
  const packages = new Map<string, string>();
  for (const id of inputs) {
    // a CommonJS package (lz-string) comes through Rollup's wrappers: `\0` before the path, `?commonjs-…` after it
    const input = id.replace(/^\0/, '').replace(/\?.*$/, '');
    const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input.startsWith(root) ? input.slice(root.length) : input);
    if (m) packages.set(m[1]!, m[2]!);
  }
  const sections = [...packages]
    .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([folder, name]) => {
      // a folder outside the repository (node_modules linked from another checkout) is absolute
      const dir = folder.startsWith('/') ? `${folder}/` : `${root}${folder}/`;
      const { version, license } = JSON.parse(readFileSync(dir + 'package.json', 'utf8')) as { version: string; license: string };
      const licenceFile = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
      if (!licenceFile) throw new Error(`${name}: no licence file to ship with the bundle`);
      return `${name} ${version} (${license})\n\n${readFileSync(dir + licenceFile, 'utf8').trim()}\n`;
    });
  return `${intro}\n\n${sections.join('\n' + '-'.repeat(72) + '\n\n')}`;
}
