// `npm run site:club -- --games DIR --puzzles DIR [--title TEXT] [--lang en|ru|both] -o OUT`:
// the static site built from one's own collections only (the project's games and puzzles not
// mixed in; the checker, analysis board, editor, play and the lessons kept). It runs from a clone
// (Astro and the site's sources are not in the published package): it checks its arguments, then
// runs `astro build` with the environment site/src/lib/collections.ts and lib/site-options.ts
// read, into a folder beside OUT that is renamed to OUT once the build is done.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = 'usage: npm run site:club -- --games DIR --puzzles DIR [--title TEXT] [--lang en|ru|both] -o OUT';
const REPO = fileURLToPath(new URL('../', import.meta.url));
const SITE = join(REPO, 'site');

/** Stops with one line and exit code 2 (a usage error or a folder that cannot be read). */
class UsageError extends Error {}

interface ClubOptions {
  games?: string;
  puzzles?: string;
  title?: string;
  lang: 'en' | 'ru' | 'both';
  out: string;
}

/** Whether `dir` (walked into subfolders when `deep`, as `bashni puzzles check` walks) holds a file ending in one of `exts`. */
function holds(dir: string, exts: readonly string[], deep: boolean): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile() && exts.some((ext) => entry.name.toLowerCase().endsWith(ext))) return true;
    if (deep && entry.isDirectory() && holds(join(dir, entry.name), exts, deep)) return true;
  }
  return false;
}

function folder(flag: string, dir: string, exts: readonly string[], deep: boolean): string {
  const path = resolve(dir);
  let st;
  try {
    st = statSync(path);
  } catch {
    throw new UsageError(`${dir}: no such folder (--${flag})`);
  }
  if (!st.isDirectory()) throw new UsageError(`${dir}: not a folder (--${flag})`);
  if (!holds(path, exts, deep)) throw new UsageError(`${dir}: no ${exts.join(' or ')} file in this folder (--${flag})`);
  return path;
}

function options(argv: string[]): ClubOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        games: { type: 'string' },
        puzzles: { type: 'string' },
        title: { type: 'string' },
        lang: { type: 'string', default: 'both' },
        out: { type: 'string', short: 'o' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split('\n')[0]}; ${USAGE}`);
  }
  if (values.games === undefined && values.puzzles === undefined) throw new UsageError(`give --games DIR, --puzzles DIR or both; ${USAGE}`);
  if (values.out === undefined) throw new UsageError(`give the output folder with -o OUT; ${USAGE}`);
  const lang = values.lang;
  if (lang !== 'en' && lang !== 'ru' && lang !== 'both') throw new UsageError(`--lang ${lang}: one of en, ru, both`);
  const out = resolve(values.out);
  if (!existsSync(dirname(out))) throw new UsageError(`${values.out}: the folder it goes in does not exist (-o)`);
  if (existsSync(out) && !statSync(out).isDirectory()) throw new UsageError(`${values.out}: exists and is not a folder (-o)`);
  return {
    ...(values.games !== undefined ? { games: folder('games', values.games, ['.pdn'], false) } : {}),
    ...(values.puzzles !== undefined ? { puzzles: folder('puzzles', values.puzzles, ['.yaml', '.yml'], true) } : {}),
    ...(values.title !== undefined ? { title: values.title } : {}),
    lang,
    out,
  };
}

/**
 * Builds the site into a temporary folder beside OUT (the same file system, so the rename is
 * one step), then puts it in OUT's place: a failed build leaves OUT as it was. Returns the build's
 * exit code (1 when a record or puzzle is broken: Astro printed the `file:line:column` lines).
 */
function build(opts: ClubOptions): number {
  const work = mkdtempSync(join(dirname(opts.out), `.${basename(opts.out)}.building-`));
  try {
    const built = join(work, 'site');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BASHNI_SITE_OUT: built, // its caches go beside it, in `work` (astro.config.mjs)
      BASHNI_SITE_LANGS: opts.lang === 'en' ? 'en' : 'both',
      ...(opts.games !== undefined ? { BASHNI_SITE_GAMES: opts.games } : {}),
      ...(opts.puzzles !== undefined ? { BASHNI_SITE_PUZZLES: opts.puzzles } : {}),
      ...(opts.title !== undefined ? { BASHNI_SITE_TITLE: opts.title } : {}),
    };
    delete env.BASHNI_SITE_EXTRA; // the test fixtures are never mixed in either
    if (opts.title === undefined) delete env.BASHNI_SITE_TITLE;
    const astro = join(REPO, 'node_modules/astro/astro.js'); // the clone's (not in the package's exports)
    // run from the clone: when the output folder is outside the current directory, Astro writes
    // its server-side chunks in `.astro/` there, where they find node_modules, and removes them
    // after the build (so two builds at once from one clone would share that folder)
    const run = spawnSync(process.execPath, [astro, 'build', '--root', SITE], { stdio: 'inherit', env, cwd: REPO });
    if (run.status !== 0) return 1;
    // English only: the Russian pages with content were not made (lib/site-options.ts); the fixed ones go too
    if (opts.lang === 'en') rmSync(join(built, 'ru'), { recursive: true, force: true });
    if (existsSync(opts.out)) renameSync(opts.out, join(work, 'old'));
    renameSync(built, opts.out);
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function main(argv: string[]): number {
  let opts;
  try {
    opts = options(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`site:club: ${e.message}`);
    return 2;
  }
  const code = build(opts);
  if (code === 0) console.log(`site:club: the site is in ${opts.out}`);
  else console.error('site:club: the build failed (above); nothing written');
  return code;
}

process.exitCode = main(process.argv.slice(2));
