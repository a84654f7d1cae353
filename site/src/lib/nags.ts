// The glyphs of PDN's numeric annotation glyphs ($1 = !, $4 = ??, ...), for the game pages' and
// the analysis board's move lists; a NAG without a glyph shows as written (`$140`).
const NAG_GLYPHS: Record<number, string> = {
  1: '!',
  2: '?',
  3: '!!',
  4: '??',
  5: '!?',
  6: '?!',
  7: '□',
  10: '=',
  13: '∞',
  14: '⩲',
  15: '⩱',
  16: '±',
  17: '∓',
  18: '+−',
  19: '−+',
  22: '⨀',
  32: '⟳',
  36: '→',
  40: '↑',
};
export function nagText(n: number): string {
  return NAG_GLYPHS[n] ?? `$${n}`;
}
