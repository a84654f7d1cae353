// Module boundaries of the syntax modules: no Node imports (they run in the browser) and no
// engine imports (syntax never depends on rules). grammar/replay.ts is the one exception.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modules = ['tokens', 'lexer', 'parser', 'visitor', 'pdn', 'decode', 'writer', 'index', 'record'];

describe('grammar module boundaries', () => {
  it.each(modules)('grammar/%s.ts imports only chevrotain and sibling syntax modules', (name) => {
    const source = readFileSync(new URL(`../../grammar/${name}.ts`, import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
    for (const spec of imports) {
      expect(spec === 'chevrotain' || /^\.\/(tokens|lexer|parser|visitor|pdn|decode|writer|record)\.ts$/.test(spec)).toBe(true);
    }
  });
});
