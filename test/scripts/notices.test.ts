// The licence notices of bundled packages (scripts/notices.ts), with the module ids Rollup gives a
// CommonJS package: `\0` before its path and `?commonjs-…` after it (lz-string, in the site's scripts).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { noticesText } from '../../scripts/notices.ts';

const lz = fileURLToPath(new URL('../../node_modules/lz-string/libs/lz-string.js', import.meta.url));

describe('noticesText', () => {
  it('names a CommonJS package once whether its id is wrapped or plain, with its licence', () => {
    const text = noticesText([`\0${lz}?commonjs-module`, `\0${lz}?commonjs-exports`, lz], 'The scripts include:');
    expect(text.match(/^lz-string 1\.5\.0 \(MIT\)$/gm)).toHaveLength(1);
    expect(text).toContain('Permission is hereby granted');
  });
});
