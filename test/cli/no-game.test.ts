// Issue 47, item 9: `verify -` of an empty standard input said `0 games`, exit 0, where `annotate -`
// exited 2 ("no game found"). One rule for every command that reads records (docs/records.md):
// an input without a game (empty, or only blank lines) is zero games, exit 0, and the
// output of zero games.
import { describe, expect, it } from 'vitest';
import { bashni } from '../records/cli.ts';

describe('an input without a game is zero games, exit 0', () => {
  it.each([
    [['verify', '-'], '0 games: 0 valid, 0 invalid\n'],
    [['verify', '--json', '-'], '{"games": [\n\n],\n"summary": {"games":0,"valid":0,"invalid":0}}\n'],
    [['convert', '-'], ''],
    [['convert', '--to', 'json', '-'], '{"format": "bashni-record-json", "version": 1, "games": [\n\n]}\n'],
    [['annotate', '--depth', '1', '-'], ''],
    [['annotate', '--depth', '1', '--json', '-'], '[]\n'],
    [['puzzles', 'mine', '--nodes', '100', '-'], '[]\n'],
  ])('%j', async (args, stdout) => {
    for (const input of ['', '\n\n', ' \t\r\n']) {
      const r = await bashni(args, { input });
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(stdout);
      expect(r.status).toBe(0);
    }
  });
});
