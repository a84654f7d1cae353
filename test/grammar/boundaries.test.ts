// Module boundaries of the syntax modules: no Node imports (they run in the browser) and no
// engine imports (syntax never depends on rules).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modules = ['tokens', 'lexer', 'parser', 'visitor', 'pdn', 'decode', 'writer', 'index', 'record'];

/** Every module specifier: `from '...'`, `import '...'` and `import('...')`, either quote. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g)].map((m) => m[2]!);
}

describe('grammar module boundaries', () => {
  it('finds the imports it checks (the matcher is not blind)', () => {
    expect(specifiers(`import { a } from "./x.ts";\nimport 'node:fs';\nconst m = await import('node:path');\nexport * from './y.ts';`)).toEqual([
      './x.ts',
      'node:fs',
      'node:path',
      './y.ts',
    ]);
  });
  it.each(modules)('grammar/%s.ts imports only chevrotain and sibling syntax modules', (name) => {
    const source = readFileSync(new URL(`../../grammar/${name}.ts`, import.meta.url), 'utf8');
    const imports = specifiers(source);
    // modules that import something must have their imports found
    if (/^\s*(?:import|export)\b.*\bfrom\b/m.test(source)) expect(imports.length).toBeGreaterThan(0);
    for (const spec of imports) {
      expect(spec === 'chevrotain' || /^\.\/(tokens|lexer|parser|visitor|pdn|decode|writer|record)\.ts$/.test(spec), spec).toBe(true);
    }
    // no Node globals either
    expect(source).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
