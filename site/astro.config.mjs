// Astro config for the Bashni site. Every directory is ABSOLUTE, built from this file's URL:
// relative paths would resolve against the current directory and could empty the wrong dist/.
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { noticesText } from '../scripts/notices.ts';
import { bundleViewer } from '../scripts/build.ts';
import { writeServiceWorker } from '../scripts/service-worker.ts';
import { loadContent } from './src/lib/collections.ts';

const dir = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const repo = dir('../');
// build-time loaders (src/lib/collections.ts) find games/ and puzzles/ from here
process.env.BASHNI_REPO_ROOT = repo;

/**
 * third-party-licenses.txt beside the pages: the licences of the packages inlined in the scripts
 * the browser loads (CodeMirror in the checker, Chevrotain in its worker...), which ask to ship with
 * copies of their code. Vite tells which modules went into the browser's chunks, its workers' too;
 * the build-time modules (Astro, yaml) are not among them.
 */
function thirdPartyNotices() {
  const inputs = new Set();
  const collect = {
    name: 'bashni-third-party-notices',
    apply: 'build',
    generateBundle(_, bundle) {
      if (this.environment && this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') for (const id of chunk.moduleIds) inputs.add(id);
    },
  };
  return {
    name: 'bashni-third-party-notices',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => updateConfig({ vite: { plugins: [collect], worker: { plugins: () => [collect] } } }),
      'astro:build:done': ({ dir }) => {
        const text = noticesText(inputs, 'The scripts of this site include code of these packages.');
        writeFileSync(new URL('third-party-licenses.txt', dir), text);
      },
    },
  };
}

/**
 * The content (games, puzzles, lessons) read and checked first, before Vite bundles the pages: a
 * broken file fails the build in seconds, every broken file named, not after the bundling. The
 * pages then find it read (src/lib/collections.ts, loadContent).
 */
function content() {
  return {
    name: 'bashni-content',
    hooks: {
      // (imported with the config: a hook cannot import, the config's module loader is closed by then)
      'astro:build:start': () => void loadContent(),
    },
  };
}

/**
 * The embeddable viewer (`<bashni-game>`, docs/viewer.md) served at /viewer/bashni-game.js with
 * its licence notices, so the "Embed" button's HTML (lib/board-image-buttons.ts) loads it from this
 * site: the same file as the package's dist/viewer/ (scripts/build.ts bundleViewer).
 */
function viewer() {
  return {
    name: 'bashni-viewer',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await bundleViewer(fileURLToPath(new URL('viewer/', dir)));
      },
    },
  };
}

/**
 * The service worker (scripts/service-worker.ts, workbox-build), written once the pages are: it
 * lists the built files it precaches, with their hashes, so that a new build is a new worker.
 */
function offline() {
  let base = '/';
  return {
    name: 'bashni-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { files, bytes } = await writeServiceWorker(fileURLToPath(dir), base);
        logger.info(`sw.js precaches ${files} files, ${(bytes / 1024).toFixed(0)} KB`);
      },
    },
  };
}

/**
 * Vite wraps every `import('...')` of the pages' scripts in its preload helper (`__vitePreload`:
 * the modulepreload links of the on-demand chunk's imports, CSS loading, a `vite:preloadError`
 * event), about 0.7 KB gzipped in the first load of every page with such an import (theme.ts's
 * sound toggle puts one on every page). `build.modulePreload: false` does not remove it (Vite 6
 * still wraps the imports, with no list), so the helper itself is replaced here by a plain call:
 * the on-demand chunks load as a browser loads any module, their own imports after them. The
 * site's on-demand modules import no CSS, and nothing listens for `vite:preloadError`.
 */
function plainDynamicImports() {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'bashni-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : undefined),
    load: (id) => (id === helper ? { code: 'export const __vitePreload = (load) => load();', moduleSideEffects: false } : undefined),
  };
}

export default defineConfig({
  // the viewer is written before the service worker lists the built files
  integrations: [content(), thirdPartyNotices(), viewer(), offline()],
  root: dir('./'),
  srcDir: dir('./src/'),
  publicDir: dir('./public/'),
  // BASHNI_SITE_OUT (tests only) builds elsewhere; always made absolute
  outDir: process.env.BASHNI_SITE_OUT ? resolve(process.env.BASHNI_SITE_OUT) : dir('./dist/'),
  cacheDir: process.env.BASHNI_SITE_OUT ? resolve(process.env.BASHNI_SITE_OUT, '../astro-cache') : dir('../node_modules/.astro-cache/'),
  // Deploying under a sub-path (e.g. GitHub Pages project site): SITE_BASE=/bashni/ npm run site:build
  base: process.env.SITE_BASE || '/',
  site: process.env.SITE_URL || undefined,
  trailingSlash: 'ignore',
  // English at the root, Russian under /ru/ (site/src/pages/ru/); Base.astro reads Astro.currentLocale
  i18n: { locales: ['en', 'ru'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  devToolbar: { enabled: false },
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: {
    cacheDir: process.env.BASHNI_SITE_OUT ? resolve(process.env.BASHNI_SITE_OUT, '../vite-cache') : dir('../node_modules/.vite-site/'),
    // the site imports engine/ and grammar/ from outside site/, with explicit .ts extensions
    server: { fs: { allow: [repo] } },
    // no modulepreload lists for the on-demand chunks either (plainDynamicImports)
    build: { assetsInlineLimit: 0, modulePreload: false },
    plugins: [plainDynamicImports()],
  },
});
