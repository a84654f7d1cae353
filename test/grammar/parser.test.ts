// The parser's fast path: a game made only of simple elements (no `[`, `(` or `/`) is returned
// as its tokens without running Chevrotain. It must give exactly what the grammar gives.
import { describe, expect, it } from 'vitest';
import { splitGames } from '../../grammar/index.ts';
import { lexPdn } from '../../grammar/lexer.ts';
import { parseTokens } from '../../grammar/parser.ts';
import { corpusFiles, readCorpus } from './helpers.ts';

const files = [...corpusFiles('pdn-standard/accept'), ...corpusFiles('pdn-standard/reject'), ...corpusFiles('checkerboard')];

const extra = [
  '',
  '1. 32-28 19-23 2. 28x19 14x23 *',
  '1. 2218 1115! $1 {c} % line\n 2. - - 0106 foo ] 1-0',
  '"str" "unterminated\n 12... ½-½',
  '[Event "x"] 1. 32-28 (28-22) 19-23 /FEN "W:W1:B2"/ *',
  '[Event x 1. 32-28 *',
  '[Event "x"]\n[Site\n1. 32-28 / 19-23 /FEN "W:W1:B2 *',
];

describe('parser fast path', () => {
  it('gives the same elements as the Chevrotain parser for every corpus game (parentheses left out)', () => {
    let fast = 0;
    let full = 0;
    const texts = [...files.map(readCorpus), ...extra];
    for (const text of texts) {
      for (const g of splitGames(text)) {
        // without its parentheses (pdn.ts balances them first; variations always take the full path)
        const tokens = lexPdn(g.text).tokens.filter((t) => t.tokenType.name !== 'LParen' && t.tokenType.name !== 'RParen');
        const a = parseTokens(tokens);
        const b = parseTokens(tokens, true);
        expect(b.errors).toEqual([]);
        expect(a.errors).toEqual([]);
        expect(a.items).toEqual(b.items);
        if (a.items === tokens) fast++;
        else full++;
      }
    }
    // both paths are exercised
    expect(fast).toBeGreaterThan(1000);
    expect(full).toBeGreaterThanOrEqual(3);
  });
});
