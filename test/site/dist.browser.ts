// The built site's files, read without a browser: every page type, a legacy-encoded record
// decoded as the CLI decodes it, and the third-party licences shipped with the scripts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, builtGames, sharedSite } from './harness.ts';

let DIST = '';
beforeAll(() => {
  DIST = sharedSite().dist;
});

describe('built site', () => {
  it('has every page type, each with SVG boards whose squares carry data-square', () => {
    for (const p of ['index.html', 'games/index.html', 'puzzles/index.html', 'check/index.html']) {
      expect(readFileSync(join(DIST, p), 'utf8')).toContain('<main');
    }
    const home = readFileSync(join(DIST, 'index.html'), 'utf8');
    expect(home).toContain('data-square="a1"');
    expect(home).toContain('data-square="h8"');
    expect(builtGames(DIST).length).toBeGreaterThan(0);
  });

  it('a record in CP1251 reads as the CLI reads it (decodePdn), not as mojibake', () => {
    // test/site/fixtures/games/test-cp1251.pdn is CP1251 bytes (Иванов – Петров, Чемпионат клуба)
    expect(readFileSync(join(ROOT, 'test/site/fixtures/games/test-cp1251.pdn')).includes(Buffer.from('Иванов'))).toBe(false);
    const page = readFileSync(join(DIST, 'games/test-cp1251/index.html'), 'utf8');
    expect(page).not.toContain('\ufffd');
    expect(/<h1[^>]*>([^<]*)</.exec(page)?.[1]?.trim()).toBe('Иванов – Петров');
    expect(page).toContain('Чемпионат клуба');
    expect(page).toContain('Начало');
    // the record offered for download is the decoded text (UTF-8)
    expect(readFileSync(join(DIST, 'games/test-cp1251.pdn'), 'utf8')).toContain('[Event "Чемпионат клуба"]');
  });
});

describe('third-party licences', () => {
  it("ship with the site: every package inlined in the browser's scripts, none of the build's own", () => {
    const text = readFileSync(join(DIST, 'third-party-licenses.txt'), 'utf8');
    const names = [...text.matchAll(/^(\S+) \d+\.\d+\.\d+\S* \(([^)]+)\)$/gm)].map((m) => m[1]);
    // the checker's editor, and the grammar in its worker, each with its licence text
    for (const name of ['@codemirror/view', '@codemirror/state', 'chevrotain']) expect(names).toContain(name);
    expect(text).toContain('Permission is hereby granted, free of charge');
    expect(text).toContain('Apache License');
    // build-time packages (the YAML reader of the puzzles, Astro) are in no page's script
    for (const name of ['yaml', 'astro', 'vite']) expect(names).not.toContain(name);
    // and the editor's code is indeed in the scripts the site serves
    const scripts = readdirSync(join(DIST, '_astro')).filter((f) => f.endsWith('.js'));
    expect(scripts.some((f) => /EditorView|cm-content/.test(readFileSync(join(DIST, '_astro', f), 'utf8')))).toBe(true);
  });
});
