// The move board's one markup (site/src/lib/move-board-html.ts): the parts the server writes carry
// the hooks client/board/move-board.ts finds them by, once each, and the SVG is drawn with the
// client's options (square labels with the marks, the focus rule, the tab stop). board.browser.ts
// checks in the browser that the client keeps the server's parts and that its first drawing is
// the server's.
import { describe, expect, it } from 'vitest';
import { Position } from '../../engine/position.ts';
import { parseFen } from '../../engine/fen.ts';
import { boardSize, parseSquare } from '../../engine/squares.ts';
import { moveBoardParts, moveBoardSvg } from '../../site/src/lib/move-board-html.ts';
import { boardWords } from '../../site/src/i18n/board.ts';
import { LANGS } from '../../site/src/i18n/lang.ts';

const count = (html: string, text: string) => html.split(text).length - 1;

describe('moveBoardParts', () => {
  for (const lang of LANGS) {
    it(`writes the board, read-out, keys hint and live region once each (${lang})`, () => {
      const said = boardWords[lang];
      const html = moveBoardParts(said, '<svg></svg>');
      for (const hook of ['data-board', 'data-info', 'data-keys-hint', 'data-announce']) expect(count(html, `${hook}>`) + count(html, `${hook} `), hook).toBe(1);
      expect(html).toContain('<div class="board" data-board><svg></svg></div>');
      expect(html).toContain(`<p class="board-keys" data-keys-hint>${said.keysHint}</p>`);
      expect(html).toContain('<p class="sr-only" aria-live="polite" data-announce></p>');
      expect(html).not.toContain('aria-hidden');
    });
  }

  it('hides a stand-in board from screen readers, and escapes its words', () => {
    const said = { ...boardWords.en, prompt: 'a <b> & "c"' };
    const html = moveBoardParts(said, '', true);
    expect(html).toContain('<div class="board" data-board aria-hidden="true"></div>');
    expect(html).toContain('<p class="column-info" data-info>a &lt;b&gt; &amp; &quot;c&quot;</p>');
  });
});

describe('moveBoardSvg', () => {
  const said = boardWords.en;
  const start = Position.initial();
  const drawing = { columns: start.columns(), size: 8 as const, flipped: false, interactive: true, cursor: parseSquare('c3')!, label: said.moveBoard('white') };

  it('names the board, puts its one tab stop on the cursor, and makes every square a button when the side may move', () => {
    const svg = moveBoardSvg(drawing, said);
    expect(svg).toContain(`aria-label="${said.moveBoard('white')}"`);
    expect(count(svg, 'tabindex="0"')).toBe(1);
    expect(svg).toMatch(/data-square="c3"[^>]*tabindex="0"/);
    expect(count(svg, 'tabindex="-1"')).toBe(31);
    expect(count(svg, 'role="button"')).toBe(32);
  });

  it('makes the squares pictures of their columns, not buttons, when the side may not move', () => {
    const svg = moveBoardSvg({ ...drawing, interactive: false }, said);
    expect(count(svg, 'role="button"')).toBe(0);
    expect(count(svg, 'tabindex="0"')).toBe(1);
  });

  it('labels the squares with the marks of a move being entered, in the board words', () => {
    const from = parseSquare('c3')!;
    const to = parseSquare('d4')!;
    const svg = moveBoardSvg({ ...drawing, selected: [from], targets: [to] }, said);
    expect(svg).toContain(`aria-label="${said.square('c3', 'w', true, false)}"`);
    expect(svg).toContain(`aria-label="${said.square('d4', undefined, false, true)}"`);
    expect(svg).toContain(`aria-label="${said.square('e3', 'w', false, false)}"`);
  });

  it("draws Lasca's 7x7 board from the size given", () => {
    const lasca = parseFen('W:Wa1:Bg7', 'lasca');
    if (!lasca.ok) throw new Error(lasca.error.message);
    const svg = moveBoardSvg({ ...drawing, columns: lasca.value.columns(), size: boardSize('lasca'), cursor: parseSquare('a1')! }, said);
    expect(svg).toContain('data-size="7"');
  });
});
