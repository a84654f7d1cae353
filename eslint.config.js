// Lint rules, above all the layer boundaries of docs/architecture.md. ESLint rather than Biome:
// the boundary rule (import-x/no-restricted-paths) matches whole folders by glob, which Biome's
// import restrictions cannot.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Which project folders each layer may import, besides its own. A folder not named here (a new
 * one included) is out of bounds for every layer until it is added. test/, bench/ and scripts/
 * are not layers: they may import anything except what `nobody` below forbids.
 */
const layers = {
  engine: [],
  grammar: [],
  records: ['engine', 'grammar'],
  render: ['engine'],
  puzzles: ['engine', 'grammar', 'records'],
  cli: ['engine', 'grammar', 'records', 'puzzles', 'render'],
  site: ['engine', 'grammar', 'records', 'puzzles', 'render'],
};
/** Folders that import from the layers but that nothing imports from (test/ and bench/ aside). */
const applications = ['cli', 'site'];
/** Folders exempt from every boundary: they test and measure the layers. */
const unbounded = ['test', 'bench'];

const folders = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);

const allowed = (folder) => (layers[folder] ?? folders.filter((name) => !applications.includes(name))).concat(folder);

/** A folder's build configuration (site/astro.config.mjs) may also import the build's own tooling. */
const buildConfigs = { site: './site/*.mjs' };

const zones = folders
  .filter((folder) => !unbounded.includes(folder))
  .flatMap((folder) => {
    const forbidden = folders.filter((name) => !allowed(folder).includes(name));
    if (forbidden.length === 0) return [];
    const may = allowed(folder).filter((name) => name !== folder);
    const zone = (target, who, from, also = []) => ({
      target,
      from: from.map((name) => `./${name}/**`),
      message: `${who} may import ${may.length || also.length ? [...may, ...also].map((name) => `${name}/`).join(', ') : 'nothing of the project'} besides itself (docs/architecture.md).`,
    });
    const config = buildConfigs[folder];
    if (!config) return [zone(`./${folder}/**`, `${folder}/`, forbidden)];
    return [
      zone(`./${folder}/src/**`, `${folder}/`, forbidden),
      zone(
        config,
        `${folder}/'s build configuration`,
        forbidden.filter((name) => name !== 'scripts'),
        ['scripts'],
      ),
    ];
  });

/** The one file of the browser layers that is Node-only by design (docs/architecture.md). */
const nodeOnly = 'puzzles/node-files.ts';

/** Node globals: code that runs in the browser must not touch them. */
const nodeGlobals = ['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({
  name,
  message: 'this layer runs in the browser: no Node globals',
}));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'site/dist/', 'site/.astro/', 'test/out/', 'bench/out/'] },
  {
    files: ['**/*.{ts,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.mjs'] })],
      // no-cycle follows imports into other files: it must parse them as TypeScript
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // a cycle makes two modules one job split across files (and their load order fragile);
      // the project's own modules only: following every package's imports too took 23 of
      // eslint's 34 s, for cycles that are not ours to fix
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // module-level "current owner" variables (engine/position.ts's scratch board, the active
      // replay element) hold `this` on purpose; the rule is meant for `const self = this`
      '@typescript-eslint/no-this-alias': 'off',
      // variables and imports alike; `const { dropped, ...rest } = x` is how an object loses a field
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Type-aware rules (typescript-eslint's recommendedTypeChecked) on every TypeScript file: a
    // promise left floating, an `any` reaching a typed value, an await of a non-promise, a
    // template that prints [object Object]. The types come from the nearest tsconfig.json
    // (projectService: the root's, and site/'s for the site).
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: root } },
    rules: {
      // see above: module-level "current owner" variables hold `this` on purpose
      '@typescript-eslint/no-this-alias': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // the site's client code is typed with Astro's client types (import.meta.env), which its
    // checking configuration adds (the one `npm run typecheck` uses)
    files: ['site/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './site/tsconfig.check.json', tsconfigRootDir: root } },
  },
  {
    // Tests read what the code under test wrote (JSON.parse of a command's output, a page's
    // evaluate()) and assert its fields: `any` is what they inspect, and the assertion that
    // follows is the check. The unsafe-any family is off for them alone; the rest applies.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // the few plain JavaScript files (cli/bin.js, configs) run in Node
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // engine/: rules only, no packages at all
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.]', message: 'engine/ imports no packages' }] }],
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  {
    // grammar/: syntax only, chevrotain and nothing else
    files: ['grammar/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!chevrotain$)[^.]', message: 'grammar/ imports only chevrotain and its own files' }] }],
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  {
    // records/, render/ and puzzles/ also run in the browser (the site's checker, boards and
    // puzzle pages; every package entry is browser-safe): no Node built-in, `node:fs` or `fs`.
    // The one Node-only file, puzzles/node-files.ts (the collection on disk, for the command and
    // the site's build; no entry exports it), is exempt (docs/architecture.md).
    files: ['records/**/*.ts', 'render/**/*.ts', 'puzzles/**/*.ts'],
    ignores: [nodeOnly],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  {
    // Spreading an array into a call (`a.push(...b)`, `Math.max(...b)`) puts every element on the
    // stack: past about 120,000 elements it throws "Maximum call stack size exceeded" (a valid
    // game with 130,000 comments did). Loop, or concat, instead. A spread of a list whose size is
    // fixed by the code may stay, with an eslint-disable comment saying why it is bounded.
    files: ['engine/**/*.ts', 'grammar/**/*.ts', 'records/**/*.ts', 'puzzles/**/*.ts', 'render/**/*.ts', 'site/src/**/*.ts', 'cli/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(CallExpression, NewExpression) > SpreadElement',
          message: 'No spread into a call: an unbounded array overflows the stack (issue 22). Use a loop or concat; for a list of fixed size, disable this line and say why it is bounded.',
        },
      ],
    },
  },
);
