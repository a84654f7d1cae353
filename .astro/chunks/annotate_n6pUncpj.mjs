import { v as variantRules, c as squareName, f as squareSpan, j as ok, h as boardWords, p as parseSquare, k as err, s as squareFile, d as squareAt, V as VARIANTS, m as VARIANT_RULES, n as variantOfTag, q as variantOfGameType } from './lang_N_hm3TvJ.mjs';
import './fen_DLPBS7n2.mjs';
import './board_SaF8ivYS.mjs';
import './search_BRUW1VYC.mjs';

const LEADING_NUMBER = /^\d+\s*\.+\s*/;
const LEADING_DOTS = /^(?:\.\.\.|…)\s*/;
const TRAILING_MARKS = /[!?+*#]+$/;
const SEMI_SHORT = /^([a-hA-H])\s*([-x:X×])?\s*([a-hA-H][1-8])$/;
const ALGEBRAIC_RUN = /^(?:[a-hA-H][1-8]){2,}$/;
const NUMERIC_RUN = /^(?:\d\d){2,}$/;
const WS = /\s/;
const isDigit = (c) => c >= 48 && c <= 57;
const isFileLetter = (c) => c >= 97 && c <= 104 || c >= 65 && c <= 72;
const isSeparator = (c) => c === 45 || c === 120 || c === 88 || c === 58 || c === 215;
function algebraicSquare(f, r) {
  return squareAt((f | 32) - 97, r - 49) ?? -1;
}
function numericSquare(n) {
  return n >= 1 && n <= 32 ? n - 1 : -1;
}
function parseSeparated(t) {
  const len = t.length;
  const squares = [];
  let i = 0;
  let kind = 0;
  let capture = false;
  for (; ; ) {
    const c = t.charCodeAt(i);
    let sq;
    let k;
    if (isFileLetter(c)) {
      const r = t.charCodeAt(i + 1);
      if (!(r >= 49 && r <= 56)) return void 0;
      sq = algebraicSquare(c, r);
      k = 1;
      i += 2;
    } else if (isDigit(c)) {
      let n = c - 48;
      i++;
      if (i < len && isDigit(t.charCodeAt(i))) {
        n = n * 10 + t.charCodeAt(i) - 48;
        i++;
      }
      sq = numericSquare(n);
      k = 2;
    } else return void 0;
    if (kind !== 0 && kind !== k) return void 0;
    kind = k;
    squares.push(sq);
    if (i === len) break;
    while (i < len && WS.test(t[i])) i++;
    const sep = t.charCodeAt(i);
    if (!isSeparator(sep)) return void 0;
    if (sep !== 45) capture = true;
    i++;
    while (i < len && WS.test(t[i])) i++;
    if (i === len) return void 0;
  }
  if (squares.length < 2) return void 0;
  for (const q of squares) if (q < 0) return void 0;
  return kind === 2 ? { text: t, from: squares[0], path: squares.slice(1), capture, numeric: true } : { text: t, from: squares[0], path: squares.slice(1), capture };
}
function parseMoveText(text) {
  let t = text.trim();
  let c0 = t.charCodeAt(0);
  if (isDigit(c0) && t.includes(".")) t = t.replace(LEADING_NUMBER, "");
  c0 = t.charCodeAt(0);
  if (c0 === 46 || c0 === 8230) t = t.replace(LEADING_DOTS, "");
  const last = t.charCodeAt(t.length - 1);
  if (last === 33 || last === 63 || last === 43 || last === 42 || last === 35) t = t.replace(TRAILING_MARKS, "").trim();
  if (t === "") return void 0;
  const sep = parseSeparated(t);
  if (sep) return sep;
  const m = SEMI_SHORT.exec(t);
  if (m) {
    const target = parseSquare(m[3]);
    if (target === void 0) return void 0;
    return { text: t, fromFile: m[1].toLowerCase().charCodeAt(0) - 97, path: [target], capture: m[2] === void 0 ? void 0 : m[2] !== "-" };
  }
  if (ALGEBRAIC_RUN.test(t) || NUMERIC_RUN.test(t)) {
    const sq = [];
    for (let i = 0; i < t.length; i += 2) {
      const s = parseSquare(t.slice(i, i + 2));
      if (s === void 0) return void 0;
      sq.push(s);
    }
    return NUMERIC_RUN.test(t) ? { text: t, from: sq[0], path: sq.slice(1), numeric: true } : { text: t, from: sq[0], path: sq.slice(1) };
  }
  return void 0;
}
function isSubsequence(inner, outer) {
  let j = 0;
  for (const s of outer) if (j < inner.length && inner[j] === s) j++;
  return j === inner.length;
}
function matchMoves(pos, written) {
  const legal = pos.legalMoves();
  const wp = written.path;
  const target = wp[wp.length - 1];
  if (target === void 0) return [];
  if (written.numeric && !variantRules(pos.variant).numberedSquares) return [];
  const out = [];
  if (written.from === void 0) {
    if (written.fromFile === void 0) return out;
    for (const m of legal) if (m.path[m.path.length - 1] === target && squareFile(m.from) === written.fromFile) out.push(m);
    return out;
  }
  const from = written.from;
  let exact = 0;
  for (const m of legal) {
    if (m.from !== from || m.path[m.path.length - 1] !== target) continue;
    out.push(m);
    if (wp.length > 1 && isExact(m, wp)) exact++;
  }
  if (wp.length === 1) return out;
  if (exact > 0) return exact === out.length ? out : out.filter((m) => isExact(m, wp));
  if (variantRules(pos.variant).foldsEqualCaptures) {
    const other = pos.generateMoves(false).filter((m) => m.from === from && isExact(m, wp));
    if (other.length > 0) return other;
  }
  return out.filter((m) => isSubsequence(wp, m.path));
}
function isExact(m, path) {
  const p = m.path;
  if (p.length !== path.length) return false;
  for (let i = 0; i < p.length; i++) if (p[i] !== path[i]) return false;
  return true;
}
function parseMove(pos, text) {
  const shown = typeof text === "string" && text.length > 40 ? `${text.slice(0, 40)}...` : String(text);
  const fail = (code, message, candidates = []) => err({ code, message, text, candidates });
  const written = typeof text === "string" ? parseMoveText(text) : void 0;
  if (!written) return fail("MOVE_UNREADABLE", `not a move: '${shown}'`);
  const rules = variantRules(pos.variant);
  if (written.numeric && !rules.numberedSquares) return fail("MOVE_UNREADABLE", `not a ${rules.tag} move: numeric squares, and ${rules.tag}'s squares are written ${squareSpan(pos.variant)}`);
  const found = matchMoves(pos, written);
  if (found.length === 1) return ok(found[0]);
  if (found.length > 1) return fail("MOVE_AMBIGUOUS", `ambiguous move: ${found.length} legal moves match '${shown}', write the full path`, found);
  const off = [written.from, ...written.path].find((sq) => sq !== void 0 && (rules.offSquares >>> sq & 1) === 1);
  if (off !== void 0) return fail("MOVE_ILLEGAL", `illegal move: ${squareName(off)} is off ${boardWords(pos.variant)}`);
  return fail("MOVE_ILLEGAL", `illegal move: no legal move matches '${shown}'`);
}
function makeMoveText(pos, move, opts = {}) {
  const rules = variantRules(pos.variant);
  const style = rules.numberedSquares ? opts.squares ?? "algebraic" : "algebraic";
  const name = (s) => squareName(s, style);
  if (move.jumped.length === 0) return `${name(move.from)}-${name(move.path[0])}`;
  const sep = opts.separator ?? (style === "numeric" ? "x" : rules.captureSeparator);
  const to = move.path[move.path.length - 1];
  if ((opts.captures ?? "short") === "short") {
    const same = pos.legalMoves().filter((m) => m.from === move.from && m.path[m.path.length - 1] === to);
    if (same.length <= 1) return `${name(move.from)}${sep}${name(to)}`;
  }
  return [move.from, ...move.path].map(name).join(sep);
}

function tagNamed(game, name) {
  const lower = name.toLowerCase();
  return game.tags.find((t) => t.name.toLowerCase() === lower);
}
function walkMoves(moves, visit) {
  for (const node of moves) {
    visit(node);
    for (const v of node.variations) walkMoves(v.moves, visit);
  }
}
function isSetup(item) {
  return "fen" in item;
}
function shownValue(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object without tags, before, moves and trailing lists and a pos" : typeof value;
}
function checkRecord(game, where) {
  const g = game;
  if (g === null || typeof g !== "object" || !Array.isArray(g.tags) || !Array.isArray(g.before) || !Array.isArray(g.moves) || !Array.isArray(g.trailing) || g.pos === null || typeof g.pos !== "object") {
    throw new TypeError(`${where}: expected a GameRecord (as parsePdn gives), not ${shownValue(game)}`);
  }
}

const RESULT_FORMS = [
  { text: "1-0", winner: "white", kind: "terminator", strict: "1-0" },
  { text: "0-1", winner: "black", kind: "terminator", strict: "0-1" },
  { text: "1/2-1/2", winner: "draw", kind: "terminator", strict: "1/2-1/2" },
  { text: "½-½", winner: "draw", kind: "terminator", strict: "1/2-1/2" },
  { text: "2-0", winner: "white", kind: "score", strict: "2-0" },
  { text: "0-2", winner: "black", kind: "score", strict: "0-2" },
  { text: "1-1", winner: "draw", kind: "score", strict: "1-1" },
  { text: "0-0", winner: void 0, kind: "score", strict: "0-0" },
  { text: "*", winner: void 0, kind: "terminator", strict: "*" }
];
const BY_TEXT = new Map(RESULT_FORMS.map((r) => [r.text, r]));
function resultWinner(text) {
  return BY_TEXT.get(text)?.winner;
}
const RESULT_LIST = (() => {
  const texts = RESULT_FORMS.filter((r) => r.strict === r.text).map((r) => r.text);
  return `${texts.slice(0, -1).join(", ")} or ${texts[texts.length - 1]}`;
})();
const escape = (text) => text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
const alternatives = (forms) => forms.map((r) => escape(r.text)).join("|");
const glued = RESULT_FORMS.filter((r) => r.text !== "*");
const RESULT_PATTERN = new RegExp(`(?:${alternatives(glued)})(?![0-9A-Za-z])|\\*`);
const RESULT_TEXTS = RESULT_FORMS.map((r) => r.text);
const DIGIT_RESULTS = alternatives(RESULT_FORMS.filter((r) => /^[0-9]/.test(r.text)));
const MOVE_LIKE_RESULTS = alternatives(RESULT_FORMS.filter((r) => /^[0-9]+-[0-9]+$/.test(r.text)));

const GAME_TYPES = {
  0: "chess",
  1: "Chinese chess",
  20: "international draughts",
  21: "English draughts",
  22: "Italian draughts",
  23: "American pool checkers",
  24: "Spanish draughts",
  25: "Russian draughts",
  26: "Brazilian draughts",
  27: "Canadian draughts",
  28: "Portuguese draughts",
  29: "Czech draughts",
  30: "Turkish draughts",
  31: "Thai draughts",
  40: "Frisian draughts",
  41: "Spantsiretti"
};
Object.fromEntries(VARIANTS.map((v) => [v, VARIANT_RULES[v].tag]));
function detectVariant(game, fallback = "bashni") {
  const variantTag = tagNamed(game, "Variant");
  const gameTypeTag = tagNamed(game, "GameType");
  if (variantTag && variantTag.value.trim() !== "") {
    const v = variantOfTag(variantTag.value);
    if (v) return { variant: v, source: "variant-tag" };
    if (!gameTypeTag)
      return {
        source: "variant-tag",
        problem: { code: "VARIANT_UNKNOWN", severity: "error", message: `not a Bashni/Russian game: [Variant "${variantTag.value}"] is not a variant this tool knows`, pos: variantTag.pos }
      };
  }
  if (gameTypeTag && gameTypeTag.value.trim() !== "") {
    const m = /^\s*(\d+)/.exec(gameTypeTag.value);
    const type = m ? Number(m[1]) : NaN;
    const known = variantOfGameType(type);
    if (known) return { variant: known, source: "gametype-tag" };
    const what = GAME_TYPES[type];
    return {
      source: "gametype-tag",
      problem: {
        code: "VARIANT_UNSUPPORTED",
        severity: "error",
        message: `not a Bashni/Russian game: [GameType "${gameTypeTag.value}"]${what ? ` is ${what}` : ""}`,
        pos: gameTypeTag.pos
      }
    };
  }
  return { variant: fallback, source: "default" };
}

const ZERO = { line: 0, column: 0, offset: 0 };
function lineTexts(start, line, opts = { captures: "full" }) {
  let pos = start;
  return line.map((m) => {
    const t = makeMoveText(pos, m, opts);
    pos = pos.play(m);
    return t;
  });
}
function comment(text, pos = ZERO) {
  return { text, kind: "brace", pos };
}

export { DIGIT_RESULTS as D, MOVE_LIKE_RESULTS as M, RESULT_PATTERN as R, ZERO as Z, checkRecord as a, matchMoves as b, comment as c, detectVariant as d, RESULT_TEXTS as e, RESULT_LIST as f, parseMove as g, isSetup as i, lineTexts as l, makeMoveText as m, parseMoveText as p, resultWinner as r, tagNamed as t, walkMoves as w };
