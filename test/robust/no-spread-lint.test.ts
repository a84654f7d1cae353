// Issue 22, point 1, kept by lint: a spread into a call (`a.push(...b)`) overflows the stack past
// about 120,000 elements, so eslint.config.js forbids it in the layers, the site and the command. ESLint (the
// project's own config) runs on small texts placed in each folder.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// the texts are planted at paths no tsconfig lists: the type-aware rules are off here
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.ts'] } });

async function spreadErrors(folder: string, text: string): Promise<number> {
  const [result] = await eslint.lintText(text, { filePath: join(ROOT, folder, 'fixture.ts') });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.startsWith('No spread into a call')).length;
}

const SPREADS = 'export function f(a: number[], b: number[]): number {\n  a.push(...b);\n  new Set(...[b]);\n  return Math.max(...a);\n}\n';

describe('no spread of an array into a call', () => {
  it.each(['engine', 'grammar', 'records', 'puzzles', 'render', 'site/src/lib', 'cli'])('%s: push(...b), new X(...b), Math.max(...a) are reported', async (folder) => {
    expect(await spreadErrors(folder, SPREADS)).toBe(3);
  });

  it("the command's own files (cli/: moves' column width, the puzzles' problems and mined specs) spread nothing into a call", async () => {
    const results = await eslint.lintFiles(['cli/']);
    const spreads = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${r.filePath}:${m.line}`));
    expect(spreads).toEqual([]);
  });

  it('a spread into an array literal, and a spread line disabled with its reason, are not', async () => {
    const text =
      'export function f(a: number[]): number[] {\n  // eslint-disable-next-line no-restricted-syntax -- a pair\n  g(...[1, 2]);\n  return [...a];\n}\nfunction g(x: number, y: number): number {\n  return x + y;\n}\n';
    expect(await spreadErrors('grammar', text)).toBe(0);
  });
});
