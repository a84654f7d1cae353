// `bashni/svg`: the board as SVG text, DOM-free (the CLI's `show --svg` and the site draw with it).
export { renderBoardSvg, describeColumn, columnSummary } from './board-svg.ts';
export type { BoardOptions, BoardHighlight, BoardWords } from './board-svg.ts';
