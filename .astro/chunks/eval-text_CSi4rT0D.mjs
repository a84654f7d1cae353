import { e as esc } from './html_D7lOoZTI.mjs';

const GRAPH_W = 600;
const GRAPH_H = 90;
const EVAL_SCALE = `<div class="eval-scale" aria-hidden="true"><span>+5</span><span>0</span><span>−5</span></div>`;
function plyWidth(count) {
  return GRAPH_W / Math.max(1, count - 1);
}
function yOf(e) {
  const clamped = Math.max(-5, Math.min(5, e));
  return GRAPH_H / 2 - clamped / 5 * (GRAPH_H / 2 - 4);
}
function evalGraphSvg(line, opts) {
  const dx = plyWidth(line.length);
  let last = 0;
  const pts = [];
  let hits = "";
  let dots = "";
  line.forEach(({ id, eval: e, title }, i) => {
    if (e !== void 0) last = e;
    const x = i * dx;
    const y = yOf(last);
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    if (opts.dots && e !== void 0)
      dots += `<line class="eval-dot" x1="${x.toFixed(1)}" x2="${x.toFixed(1)}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#3a8fd6" stroke-width="7" stroke-linecap="round" vector-effect="non-scaling-stroke"/>`;
    hits += `<rect data-node="${id}" x="${(x - dx / 2).toFixed(1)}" y="0" width="${dx.toFixed(1)}" height="${GRAPH_H}" fill="transparent"><title>${esc(title)}</title></rect>`;
  });
  const cx = ((opts.current ?? 0) * dx).toFixed(1);
  return `<svg class="eval-graph" viewBox="0 0 ${GRAPH_W} ${GRAPH_H}" preserveAspectRatio="none" ${opts.attrs}><rect width="${GRAPH_W}" height="${GRAPH_H}" fill="#2b2b2b"/><polygon points="0,${GRAPH_H / 2} ${pts.join(" ")} ${GRAPH_W},${GRAPH_H / 2}" fill="#f4eee2" opacity=".85"/><line x1="0" x2="${GRAPH_W}" y1="${GRAPH_H / 2}" y2="${GRAPH_H / 2}" stroke="#999" stroke-width="1"/>` + dots + `<line class="eval-cursor" x1="${cx}" x2="${cx}" y1="0" y2="${GRAPH_H}" stroke="#d9a21b" stroke-width="3" data-dx="${dx.toFixed(3)}"/>` + hits + `</svg>`;
}

function evalText(e) {
  if (e === void 0) return "–";
  if (Math.abs(e) >= 99) return e > 0 ? "+#" : "−#";
  return e > 0 ? `+${e.toFixed(2)}` : e < 0 ? `−${(-e).toFixed(2)}` : "0.00";
}

export { EVAL_SCALE as E, evalText as a, evalGraphSvg as e };
