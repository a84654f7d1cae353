// Unreadable input (issue 13 item 8): `verify` of 0.5 MB and 1 MB of bytes no token starts with
// (NUL bytes, random bytes, CJK text, control characters between words), in process through
// the CLI's own path (verifyInputs: read, decode, split, lex, parse, replay). Lexing takes a run
// of such characters in one step, so time is linear: 1 MB takes about twice 0.5 MB (sizes stay
// within the text cap of one game, 1 MiB, past which a game is skipped unread).
// Aim: 1 MB of any bytes in under 2 s (judged on CPU time, which a shared machine inflates
// less than wall time; both are printed). Run: npx tsx bench/unreadable.bench.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { verifyInputs } from '../cli/verify.ts';

const outDir = fileURLToPath(new URL('./out/', import.meta.url));
mkdirSync(outDir, { recursive: true });

/** A deterministic byte generator (xorshift), so every run reads the same "random" bytes. */
function randomBytes(n: number, seed = 13): Buffer {
  const b = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    b[i] = x & 0xff;
  }
  return b;
}

const KINDS: Record<string, (n: number) => Buffer> = {
  'NUL bytes': (n) => Buffer.alloc(n),
  'random bytes': (n) => randomBytes(n),
  'CJK text (UTF-8)': (n) => Buffer.from('中文棋谱'.repeat(Math.ceil(n / 12)), 'utf8').subarray(0, n - (n % 3)),
  // (one game of a token per two characters, the densest there is)
  'control characters between words': (n) => Buffer.from('\u0001\u0002ab\u0000 '.repeat(Math.ceil(n / 6)).slice(0, n), 'latin1'),
};

// warm-up (the first run of each path compiles it): 64 KB of each kind, not reported
for (const make of Object.values(KINDS)) {
  writeFileSync(`${outDir}unreadable-warm-up.pdn`, make(1 << 16));
  await verifyInputs([`${outDir}unreadable-warm-up.pdn`], { variant: 'bashni', syntaxOnly: false }, () => undefined);
}

let worst = 0;
for (const [name, make] of Object.entries(KINDS)) {
  const row: string[] = [];
  let first = 0;
  for (const size of [1 << 19, 1 << 20]) {
    const file = `${outDir}unreadable-${name.replace(/\W+/g, '-')}-${size >> 10}kb.pdn`;
    writeFileSync(file, make(size));
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const summary = await verifyInputs([file], { variant: 'bashni', syntaxOnly: false }, () => undefined);
    const wall = (performance.now() - t0) / 1000;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    if (size === 1 << 19) first = cpu;
    else worst = Math.max(worst, cpu);
    row.push(`${size / (1 << 20)} MB ${cpu.toFixed(2)} s CPU (${wall.toFixed(2)} s wall), ${summary.games} games${size === 1 << 20 ? ` (x${(cpu / first).toFixed(1)})` : ''}`);
  }
  console.log(`${name.padEnd(33)}: ${row.join('; ')}`);
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
console.log(`aim: 1 MB of any bytes in under 2 s ${worst < 2 ? 'met' : 'NOT met'} (slowest ${worst.toFixed(2)} s CPU)`);
