// The real site build as the tests run it (`npm run site:build` into a folder of their own, with
// test fixtures added), and what the run's setup and the browser files share about it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const OUT = fileURLToPath(new URL('../out/site/', import.meta.url));
/** Content only the tests publish: games/ and puzzles/ with an escaping record, a CP1251 file, variations, a mined puzzle. */
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The flags of the one Chromium of a test run (site-run.ts): no network of its own, no sandbox in containers. */
export const BROWSER_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * `npm run site:build` with extra content from `extra` into `outDir`; `solveCache`, a JSON file of
 * solves (docs/site.md), spares it solving again what the run's check solved. The exit status
 * and all output.
 */
export function buildWith(extra: string, outDir: string, solveCache?: string): Promise<{ status: number; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'site:build'], {
    cwd: ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BASHNI_SITE_EXTRA: extra, BASHNI_SITE_OUT: outDir, ...(solveCache ? { BASHNI_SOLVE_CACHE: solveCache } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done({ status: code ?? -1, output: `${stdout}\n${stderr}` }));
  });
}
