// `bashni show --svg` draws with the site's renderer: the CLI and the site show the same diagram.
import { describe, expect, it } from 'vitest';
import { bashni } from '../records/cli.ts';

/** The SVG `bashni ARGS` prints (exit 0, nothing on standard error). */
async function run(...args: string[]): Promise<string> {
  const r = await bashni(args);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

describe('bashni show --svg', () => {
  it('draws every column with its full content on its square', async () => {
    const svg = await run('show', '--fen', 'W:Wa1,e3(wbb),Kd4(WwB):Bb8,f6(bw),Kg3(Bbw)', '--svg');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    for (const [sq, col] of [
      ['a1', 'w'],
      ['e3', 'wbb'],
      ['d4', 'WwB'],
      ['b8', 'b'],
      ['f6', 'bw'],
      ['g3', 'Bbw'],
    ]) {
      expect(svg).toContain(`data-square="${sq}" data-column="${col}"`);
    }
    expect(svg.match(/data-square="/g)).toHaveLength(32);
    expect(svg).toContain('white king over white man over black king');
  });

  it('names squares by number and flips on request', async () => {
    const svg = await run('show', '--svg', '--numeric', '--flip');
    expect(svg).toContain('data-flipped="true"');
    expect(svg).toContain('>32</text>');
  });

  it('rejects a bad FEN with one line and exit 2', async () => {
    const { status, stdout, stderr } = await bashni(['show', '--fen', 'W:Wz9', '--svg']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^bashni: /);
  });
});
