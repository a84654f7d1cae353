// Issue 22, point 9: names from a record used as keys of a plain object. `convert --to json`
// dropped tags named like properties of Object.prototype (`name in tags` found `constructor`),
// and `__proto__` set the prototype instead of a field; the puzzle figures counted a theme
// `constructor` onto Object's own function. Maps and own properties now.
import { describe, expect, it } from 'vitest';
import { parsePdn } from '../../grammar/index.ts';
import { gameJson } from '../../records/index.ts';
import { collectionFigures, figuresText } from '../../puzzles/stats.ts';
import { readPuzzleFile } from '../../puzzles/file.ts';
import { themeName } from '../../site/src/lib/puzzle-words.ts';

const NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__proto__', '__defineGetter__'];

describe('tag names in the per-ply JSON', () => {
  it('every tag is a field, whatever its name', () => {
    const text = `${NAMES.map((n) => `[${n} "v-${n}"]`).join('\n')}\n1. c3-d4 *\n`;
    const { value, errors } = parsePdn(text);
    expect(errors).toEqual([]);
    const json = gameJson(value[0]!);
    expect(Object.keys(json.tags)).toEqual(NAMES);
    for (const n of NAMES) expect(Object.getOwnPropertyDescriptor(json.tags, n)?.value).toBe(`v-${n}`);
    expect(Object.getPrototypeOf(json.tags)).toBe(Object.prototype);
    // and through JSON, as convert --to json writes it
    expect(JSON.parse(JSON.stringify(json)).tags).toEqual(Object.fromEntries(NAMES.map((n) => [n, `v-${n}`])));
  });
});

describe('theme names in the collection figures and on the site', () => {
  it('a theme named constructor (a lower-case word, so a valid theme) is counted like any other', () => {
    const yaml = `- id: composed-1
  variant: bashni
  fen: "W:Wd4,a5,e7:Bd2,f8"
  goal: win
  solution: [d4-c5, f8:d6:b4, a5:c3:e1]
  rating: 950
  difficulty: 1
  themes: [constructor]
  source: composed
`;
    const read = readPuzzleFile(yaml, 'themes.yaml');
    expect(read.errors).toEqual([]);
    const entries = read.puzzles;
    expect(entries.map((e) => e.spec.themes)).toEqual([['constructor']]);
    const figures = collectionFigures(entries);
    expect(Object.getOwnPropertyDescriptor(figures.byTheme, 'constructor')?.value).toBe(1);
    expect(figuresText(figures).at(-1)).toBe('by theme: constructor 1; without a theme: 0');
    expect(themeName('constructor', 'en')).toBe('constructor');
    expect(themeName('toString', 'ru')).toBe('toString');
  });
});
