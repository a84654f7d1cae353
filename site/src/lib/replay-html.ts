// Markup of the replay viewer, as escaped strings: used at build time by the game pages and in the
// browser by the checker page (which builds ReplayData on the fly). The interactive part lives in
// site/src/client/games/replay-element.ts and only toggles what this markup already contains.
import { renderBoardSvg } from '../../../render/board-svg.ts';
import { boardSize } from '../../../engine/squares.ts';
import { variantRules } from '../../../engine/variant.ts';
import { gamesWords } from '../i18n/games.ts';
import { boardWords } from '../i18n/board.ts';
import type { Lang } from '../i18n/lang.ts';
import { esc } from './html.ts';
import { stepButton } from './step-buttons.ts';
import { nagText } from './nags.ts';
import { evalText } from './eval-text.ts';
import { EVAL_SCALE, evalGraphSvg } from './eval-graph.ts';
import { recordText } from './record-words.ts';
import type { ReplayData, ReplayNode } from './replay-data.ts';

/** A move's comments; the fixed phrases of the project's annotator said in the page's language (lib/record-words.ts). */
function comments(list: readonly string[], lang: Lang): string {
  return list.map((c) => `<span class="mv-comment">${esc(recordText(c, lang))}</span>`).join('');
}

function moveButton(n: ReplayNode): string {
  const nags = n.nags.map((x) => `<span class="nag" title="$${x}">${esc(nagText(x))}</span>`).join('');
  const label = `${n.moveNumber}${n.white ? '.' : '...'} ${n.full ?? n.move ?? ''}`;
  return `<button type="button" class="mv" data-node="${n.id}" aria-label="${esc(label)}">${esc(n.move ?? '')}${nags}</button>`;
}

/** The node with this id, if any (ids are positions in `data.nodes`). */
function nodeOf(data: ReplayData, id: number | undefined): ReplayNode | undefined {
  return id === undefined ? undefined : data.nodes[id];
}

/** The main line's nodes, start position first. */
function mainlineNodes(data: ReplayData): ReplayNode[] {
  return data.mainline.flatMap((id) => nodeOf(data, id) ?? []);
}

function renderLine(data: ReplayData, firstId: number | undefined, depth: number, lang: Lang): string {
  let out = '';
  let forceNumber = true;
  for (let n = nodeOf(data, firstId); n; n = nodeOf(data, n.children[0])) {
    if (n.before.length) {
      out += comments(n.before, lang);
      forceNumber = true;
    }
    if (n.white) out += `<span class="mv-num">${n.moveNumber}.</span>`;
    else if (forceNumber) out += `<span class="mv-num">${n.moveNumber}...</span>`;
    out += moveButton(n);
    forceNumber = false;
    if (n.after.length) {
      out += comments(n.after, lang);
      forceNumber = true;
    }
    const parent = data.nodes[n.parent];
    if (parent && parent.children[0] === n.id && parent.children.length > 1) {
      for (const alt of parent.children.slice(1)) {
        out += `<span class="var${depth > 0 ? ' var-deep' : ''}">${renderLine(data, alt, depth + 1, lang)}</span>`;
      }
      forceNumber = true;
    }
  }
  return out;
}

/**
 * The move list: main line with comments, NAGs and nested variations (every move a button). A game
 * replayed only up to a problem (the checker's) ends with that, not with the result of the record.
 */
function renderMoveList(data: ReplayData, lang: Lang): string {
  const root = data.nodes[0];
  let out = comments(root?.before ?? [], lang);
  if (root) out += renderLine(data, root.children[0], 0, lang);
  if (data.problem) out += `<span class="mv-result mv-stop">${esc(gamesWords[lang].stopsBefore)}</span>`;
  else if (data.result) out += `<span class="mv-result">${esc(data.result)}</span>`;
  return out;
}

/** True when the main line carries evaluations. */
function hasEvals(data: ReplayData): boolean {
  return mainlineNodes(data).some((n) => n.eval !== undefined);
}

/** The evaluation graph of the main line (lib/eval-graph.ts, the analysis board's too), or '' without evals. */
function renderEvalGraph(data: ReplayData, lang: Lang): string {
  if (!hasEvals(data)) return '';
  const line = mainlineNodes(data);
  const t = gamesWords[lang];
  const points = line.map(({ id, ply, eval: e }) => ({ id, eval: e, title: t.evalPly(ply, e === undefined ? undefined : evalText(e)) }));
  // the evaluation of the ply shown, as a number (replay-element.ts writes it on every step; a phone
  // has no hover tooltip), in a box of fixed width, so the sentence wraps the same whatever the ply
  // (a longer figure wrapping it moved the tags and the move list below: a layout shift)
  const [before = '', after = ''] = t.evalNow('\u0001').split('\u0001');
  const now = `<p class="eval-now" data-eval-now aria-live="polite" aria-atomic="true">${esc(before)}<span class="eval-score">${esc(evalText(line[0]?.eval))}</span>${esc(after)}</p>`;
  return EVAL_SCALE + evalGraphSvg(points, { attrs: `role="img" aria-label="${esc(t.evalGraph)}"` }) + now;
}

export interface WidgetOptions {
  /** URL of the raw record, for copy and download. */
  pdnUrl?: string;
  /** File name for download. */
  pdnName?: string;
  flipped?: boolean;
  /** Keep the ply in the URL hash (default true; the checker page turns it off). */
  hash?: boolean;
  /** The language of the page (default English). */
  lang?: Lang;
  /** Markup shown at the top of the side column (beside the board on a wide screen, below it on a phone): a game's tags. */
  aside?: string;
  /**
   * An "analyse" button opening the analysis board (this address, e.g. `href('/analysis/', lang)`):
   * on the position shown (`position`, the game pages) or on the whole record at the ply shown
   * (`record`, the checker: main line, variations and comments; client/analysis/analysis-record.ts).
   */
  analyse?: { readonly href: string; readonly what: 'position' | 'record' };
  /** More buttons after the others (the game pages' picture and embed buttons, lib/board-image-buttons.ts). */
  tools?: string;
}

/** JSON for a `<script type="application/json">`: `<` escaped so text can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const BTN = (act: string, label: string, text: string, extra = '') => `<button type="button" data-act="${act}" aria-label="${esc(label)}" title="${esc(label)}"${extra}>${text}</button>`;

/** The whole viewer: board (first paint), controls, move list, eval graph, data. */
export function renderReplayWidget(data: ReplayData, opts: WidgetOptions = {}): string {
  const lang = opts.lang ?? 'en';
  const t = gamesWords[lang];
  const start = data.nodes[0];
  const board = start
    ? renderBoardSvg(start.columns, {
        styled: true,
        cursor: start.columns[0]?.[0] ?? 0,
        flipped: opts.flipped,
        boardSize: boardSize(data.variant),
        focusable: 'occupied',
        label: t.boardStart,
        words: boardWords[lang],
      })
    : '';
  const graph = renderEvalGraph(data, lang);
  const pdn = opts.pdnUrl
    ? BTN('copy-pdn', t.copyPdnLabel, esc(t.copyPdn), ` data-url="${esc(opts.pdnUrl)}"`) +
      `<a class="btn" href="${esc(opts.pdnUrl)}" download="${esc(opts.pdnName ?? 'game.pdn')}">${esc(t.downloadPdn)}</a>`
    : '';
  return (
    `<bashni-replay class="replay"${opts.flipped ? ' data-flipped="true"' : ''}${opts.hash === false ? ' data-hash="off"' : ''}>` +
    `<script type="application/json" class="replay-data">${jsonForScript(data)}</script>` +
    `<div class="replay-main">` +
    `<div class="board" data-board>${board}</div>` +
    // the step controls right under the board (both on the first screen); the column read-out after them
    `<div class="controls" role="toolbar" aria-label="${esc(t.replayControls)}">` +
    stepButton('first', t.first) +
    stepButton('prev', t.prev) +
    `<span class="ply" data-ply aria-live="polite">0 / ${data.mainline.length - 1}</span>` +
    stepButton('next', t.next) +
    stepButton('last', t.last) +
    `</div>` +
    `<p class="column-info" data-info aria-live="polite">${esc(t.columnHint)}</p>` +
    `<div class="controls secondary">` +
    BTN('flip', t.flipLabel, esc(t.flip)) +
    // a toggle: its words say which names are shown, aria-pressed whether they are the numbers
    // (not on Lasca's board: its squares have no numbers)
    (!variantRules(data.variant).numberedSquares
      ? ''
      : `<button type="button" data-act="names" data-names="algebraic" aria-pressed="false" title="${esc(t.numericNames)}">${esc(t.namesAlgebraic)}</button>`) +
    BTN('copy-fen', t.copyFenLabel, esc(t.copyFen)) +
    pdn +
    (opts.analyse
      ? BTN(
          'analyse',
          opts.analyse.what === 'record' ? t.openInAnalysisLabel : t.analyseLabel,
          esc(opts.analyse.what === 'record' ? t.openInAnalysis : t.analyse),
          ` data-href="${esc(opts.analyse.href)}" data-what="${opts.analyse.what}"`,
        ) +
        // the whole-game computer analysis runs on the analysis board, on the whole record (issue 44)
        (opts.analyse.what === 'record' ? BTN('analyse', t.reviewLabel, esc(t.review), ` data-href="${esc(opts.analyse.href)}" data-what="review"`) : '')
      : '') +
    (opts.tools ?? '') +
    `</div>` +
    `<p class="status" data-status aria-live="polite"></p>` +
    `</div>` +
    `<div class="replay-side">` +
    // the graph first in the side column: beside the board, above the fold at 1280x800
    (graph ? `<div class="eval">${graph}</div>` : '') +
    (opts.aside ?? '') +
    `<div class="movelist" data-moves translate="no">${renderMoveList(data, lang)}</div>` +
    `</div>` +
    `</bashni-replay>`
  );
}
