// The stylesheet of `<bashni-game>`'s shadow root. The page styles the viewer through CSS custom
// properties (inherited into the shadow root), each with the site's light scheme as its default:
// --bashni-size (the board's width), --bashni-light / --bashni-dark (squares), --bashni-on-light /
// --bashni-on-dark (coordinates), --bashni-last (the last move's squares), --bashni-path (its
// path), --bashni-white / --bashni-black (pieces), --bashni-king (the king's band and crown),
// --bashni-accent (the current move in the list), --bashni-text, --bashni-error.
export const viewerStyle = `
:host { display: inline-block; font: 15px/1.4 var(--bashni-font, system-ui, sans-serif); color: var(--bashni-text, #2b2118); max-width: 100%; }
:host(:focus-visible) { outline: 2px solid var(--bashni-accent, #9b4d1f); outline-offset: 2px; }
.viewer { width: var(--bashni-size, 360px); max-width: 100%; }
.board svg { display: block; width: 100%; height: auto; }
.controls { display: flex; gap: 4px; align-items: center; flex-wrap: wrap; margin: 6px 0; }
.controls button { font: inherit; min-width: 2.4em; padding: 2px 6px; cursor: pointer; }
.controls button:disabled { cursor: default; }
.controls button svg { display: block; margin: auto; }
.analysis { margin-left: auto; color: var(--bashni-accent, #9b4d1f); }
.moves { list-style: none; margin: 0; padding: 0; max-height: 12em; overflow: auto; display: flex; flex-wrap: wrap; gap: 2px 6px; }
.moves ol { list-style: none; display: inline; padding: 0; margin: 0; }
.moves li { display: inline; }
.moves li.variation { display: block; flex-basis: 100%; padding-left: 1em; color: #6b5a49; }
.moves li.variation::before { content: '('; }
.moves li.variation::after { content: ')'; }
.moves li.variation li { margin-right: 4px; }
.move { font: inherit; color: inherit; background: none; border: 0; padding: 0 2px; cursor: pointer; border-radius: 3px; }
.move[aria-current] { background: var(--bashni-accent, #9b4d1f); color: #fff; }
.comment { font-style: italic; color: #3d5a2a; margin: 0 4px; }
.result { font-weight: 600; margin: 4px 0 0; }
.result:empty { display: none; }
.error { color: var(--bashni-error, #a4261b); border: 1px solid currentColor; padding: 4px 8px; margin-bottom: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.status { color: #6b5a49; margin-bottom: 6px; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
svg.styled .b-light { fill: var(--bashni-light, #eeddbb); }
svg.styled .b-dark { fill: var(--bashni-dark, #8b5a3c); }
svg.styled .on-dark, svg.styled .num { fill: var(--bashni-on-dark, #f3e6cf); }
svg.styled .on-light { fill: var(--bashni-on-light, #7a4a2c); }
svg.styled .m-last { fill: var(--bashni-last, #d8c64a); }
svg.styled .path polyline { stroke: var(--bashni-path, #8fd0ff); }
svg.styled .path circle { fill: var(--bashni-path, #8fd0ff); }
svg.styled .pw-face, svg.styled .cnt-w { fill: var(--bashni-white, #f4eee2); stroke: #3b3127; }
svg.styled .pw-side { fill: #c5b9a4; }
svg.styled .pw-rim { stroke: #3b3127; }
svg.styled .pb-face, svg.styled .cnt-b { fill: var(--bashni-black, #111); stroke: #cfc6b8; }
svg.styled .pb-side { fill: #000; }
svg.styled .pb-rim { stroke: #cfc6b8; }
svg.styled .king-band, svg.styled .king-tab, svg.styled .crown { fill: var(--bashni-king, #f2c94c); }
`;
