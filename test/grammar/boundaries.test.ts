// Module boundaries of the syntax modules: no Node imports (they run in the browser) and no
// engine imports (syntax never depends on rules).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every module of grammar/. */
const modules = readdirSync(new URL('../../grammar/', import.meta.url))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();

/** Every module specifier: `from '...'`, `import '...'` and `import('...')`, either quote. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g)].map((m) => m[2]!);
}

describe('grammar module boundaries', () => {
  it('finds the syntax modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['builder', 'index', 'lexer', 'parser', 'pdn', 'record', 'results', 'source-pos', 'splitter', 'tokens', 'writer']));
  });
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
      const sibling = /^\.\/([a-z-]+)\.ts$/.exec(spec)?.[1];
      expect(spec === 'chevrotain' || (sibling !== undefined && modules.includes(sibling)), spec).toBe(true);
    }
    // no Node globals either
    expect(source).not.toMatch(/\bprocess\.|\bBuffer\b|\brequire\(/);
  });
});
