import { w as wrongType$1, r as rowOf, a as checkOptions, d as squareName, o as outOfRange, e as valueKind$1, J as squareSpan, H as ok, N as boardWords, F as checkString$1, p as parseSquare, I as err, s as squareFile, f as squareAt, V as VARIANTS, G as VARIANT_RULES, O as variantOfTag, P as variantOfGameType } from './lang_CTn7LBoU.mjs';
import { c as checkPosition, b as checkMove } from './fen_DMqK5RZO.mjs';
import './search_DGdgOXjN.mjs';

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
  let t = checkString$1(text, "parseMoveText").trim();
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
  checkPosition(pos, "matchMoves");
  const w = written;
  if (w === null || typeof w !== "object" || !Array.isArray(w.path)) throw wrongType$1("matchMoves", "a written move ({ path, from? }), as parseMoveText gives", written);
  const legal = pos.legalMoves();
  const wp = written.path;
  const target = wp[wp.length - 1];
  if (target === void 0) return [];
  if (written.numeric && !rowOf(pos.variant).numberedSquares) return [];
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
    if (isExact(m, wp)) exact++;
  }
  if (exact > 0) return exact === out.length ? out : out.filter((m) => isExact(m, wp));
  if (wp.length === 1) return out;
  if (rowOf(pos.variant).foldsEqualCaptures) {
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
  checkPosition(pos, "parseMove");
  const shown = typeof text !== "string" ? valueKind$1(text) : text.length > 40 ? `${text.slice(0, 40)}...` : text;
  const fail = (code, message, candidates = []) => err({ code, message, text, candidates });
  const written = typeof text === "string" ? parseMoveText(text) : void 0;
  if (!written) return fail("MOVE_UNREADABLE", `not a move: '${shown}'`);
  const rules = rowOf(pos.variant);
  if (written.numeric && !rules.numberedSquares) return fail("MOVE_UNREADABLE", `not a ${rules.tag} move: numeric squares, and ${rules.tag}'s squares are written ${squareSpan(pos.variant)}`);
  const found = matchMoves(pos, written);
  if (found.length === 1) return ok(found[0]);
  if (found.length > 1) return fail("MOVE_AMBIGUOUS", `ambiguous move: ${found.length} legal moves match '${shown}', write the full path`, found);
  const off = [written.from, ...written.path].find((sq) => sq !== void 0 && (rules.offSquares >>> sq & 1) === 1);
  if (off !== void 0) return fail("MOVE_ILLEGAL", `illegal move: ${squareName(off)} is off ${boardWords(pos.variant)}`);
  return fail("MOVE_ILLEGAL", `illegal move: no legal move matches '${shown}'`);
}
function checkTextOptions(opts, where) {
  const o = checkOptions(opts, where);
  const allowed = (name, values) => {
    const v = o[name];
    if (v !== void 0 && !values.includes(v)) throw outOfRange(where, `${name} is ${values.map((x) => `'${x}'`).join(" or ")}, not ${valueKind$1(v)}`, v);
  };
  allowed("squares", ["algebraic", "numeric"]);
  allowed("captures", ["short", "full"]);
  allowed("separator", ["x", ":"]);
  return o;
}
function makeMoveText(pos, move, opts = {}) {
  checkPosition(pos, "makeMoveText");
  checkMove(move, "makeMoveText");
  if (typeof move.from !== "number" || move.path.length === 0) throw wrongType$1("makeMoveText", "a move of the position ({ from, path, jumped }), as legalMoves() gives", move);
  opts = checkTextOptions(opts, "makeMoveText");
  const rules = rowOf(pos.variant);
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

class PdnArgumentError extends TypeError {
  name = "PdnArgumentError";
  code;
  /** The public function that refused the value (`makePdn`, `decodePdn`). */
  where;
  /** The value at fault, as a short text (`null`, `a number (42)`, `moves[3].variations[0]`). */
  part;
  constructor(code, where, message, part = "") {
    super(`${where}: ${message}`);
    this.code = code;
    this.where = where;
    this.part = part;
  }
}
function valueKind(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  switch (typeof value) {
    case "string":
      return `'${value.length > 40 ? `${value.slice(0, 40)}...` : value}'`;
    case "number":
    case "boolean":
    case "bigint":
      return `${typeof value} ${String(value)}`;
    case "undefined":
      return "undefined";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      return "an object";
  }
}
function wrongType(where, wanted, value) {
  const kind = valueKind(value);
  return new PdnArgumentError("ARGUMENT_TYPE", where, `expected ${wanted}, not ${kind}`, kind);
}
function checkString(value, where, what = "text (a string)") {
  if (typeof value !== "string") throw wrongType(where, what, value);
  return value;
}

const SPACE_RANGES = [
  [9, 9],
  [11, 12],
  [32, 32],
  [160, 160],
  [5760, 5760],
  [8192, 8203],
  [8232, 8233],
  [8239, 8239],
  [8287, 8287],
  [12288, 12288],
  [65279, 65279]
];
const WORD_STOPS = '{}()[]"';
const hex = (c) => `\\u${c.toString(16).padStart(4, "0")}`;
function classBody(ranges) {
  return ranges.map(([a, b]) => a === b ? hex(a) : `${hex(a)}-${hex(b)}`).join("");
}
const SPACE_CLASS = classBody(SPACE_RANGES);
const BLANK_CLASS = `${SPACE_CLASS}\\r\\n`;
const WORD_STOP_CLASS = WORD_STOPS.replace(/[\\\][^-]/g, "\\$&");
const BLANK = new Uint8Array(65536);
for (const [a, b] of SPACE_RANGES) BLANK.fill(1, a, b + 1);
BLANK[10] = 1;
BLANK[13] = 1;
function isBlank(c) {
  return BLANK[c] === 1;
}

function posOf(base, line, column, offset) {
  return {
    line: base.line + line - 1,
    column: line === 1 ? base.column + column - 1 : column,
    offset: base.offset + offset
  };
}
function lineBreaks(text, from, to) {
  let count = 0;
  let lineStart = from;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 && text.charCodeAt(i + 1) !== 10) {
      count++;
      lineStart = i + 1;
    }
  }
  return { count, lineStart };
}
function tokenEnd(tok) {
  const img = tok.image;
  const offset = tok.startOffset + img.length;
  const { count, lineStart } = lineBreaks(img, 0, img.length);
  if (count === 0) return { line: tok.startLine, column: tok.startColumn + img.length, offset };
  return { line: tok.startLine + count, column: img.length - lineStart + 1, offset };
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
  checkString(text, "resultWinner", "a result as written (a string)");
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

const MAX_GAME_CHARS = 1 << 20;
const RESULT_AT = new RegExp(RESULT_PATTERN.source, "y");
const LONE_CR = /\r(?!\n|$)/;
const RESULT_FIRST = new Uint8Array(256);
const RESULT_SECOND = new Uint8Array(128);
for (const text of RESULT_TEXTS) {
  const c = text.charCodeAt(0);
  RESULT_FIRST[c] = (RESULT_FIRST[c] ?? 0) | (text.length === 1 ? 1 : 2);
  if (text.length > 1) RESULT_SECOND[text.charCodeAt(1)] = 1;
}
function mayStartResult(buf, i) {
  const c = buf.charCodeAt(i);
  const first = c < 256 ? RESULT_FIRST[c] : 0;
  if (first & 1) return true;
  if (first === 0) return false;
  const d = buf.charCodeAt(i + 1);
  return d < 128 && RESULT_SECOND[d] === 1;
}
const ORDINARY_START = new Uint8Array(128);
for (let c = 0; c < 128; c++) ORDINARY_START[c] = isBlank(c) || '{%;"[]()'.includes(String.fromCharCode(c)) ? 0 : 1;
const RUN_STOP = new Uint8Array(128);
for (let c = 0; c < 128; c++) if (isBlank(c)) RUN_STOP[c] = 1;
for (const ch of '{}%;"[]()') RUN_STOP[ch.charCodeAt(0)] = 1;
for (const text of RESULT_TEXTS) if (text.length === 1 && text.charCodeAt(0) < 128) RUN_STOP[text.charCodeAt(0)] = 1;
function skipOrdinary(buf, j, limit) {
  for (; j < limit; j++) {
    const c = buf.charCodeAt(j);
    if (c < 128 ? RUN_STOP[c] === 1 : isBlank(c)) break;
  }
  for (; j < limit; j++) {
    const c = buf.charCodeAt(j);
    if (c !== 32 && c !== 9) break;
  }
  return j;
}
function isNameStart(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
}
function tagNameAt(buf, i) {
  let j = i + 1;
  let c = buf.charCodeAt(j);
  while (c === 32 || c === 9) c = buf.charCodeAt(++j);
  if (!isNameStart(c)) return void 0;
  const start = j;
  do
    c = buf.charCodeAt(++j);
  while (isNameStart(c) || c >= 48 && c <= 57);
  return buf.slice(start, j);
}
const TAG_LINE_AT = /[ \t]*\[[A-Za-z_][A-Za-z0-9_]*[ \t]+"/y;
const TAG_LINE_PREFIX = /[ \t]*(?:\[(?:[A-Za-z_][A-Za-z0-9_]*[ \t]*)?)?$/y;
const WORD_STOP = new Uint8Array(128);
for (const ch of WORD_STOPS) WORD_STOP[ch.charCodeAt(0)] = 1;
function endsToken(c) {
  return isBlank(c) || c < 128 && WORD_STOP[c] === 1;
}
class GameSplitter {
  buf = "";
  gameStart = 0;
  scan = 0;
  inBrace = false;
  inTag = false;
  /** Tag names of the current game (case-sensitive): a repeated one starts a new game. */
  tagNames = /* @__PURE__ */ new Set();
  depth = 0;
  hasMoves = false;
  /** The character before `buf` (dropped by `compact`), -1 at the start of the file. */
  before = -1;
  /** A `\r` not followed by `\n` was read: positions count `\r` line ends too (a slower scan). */
  loneCR = false;
  /** The last chunk ended with `\r` (its `\n` may start the next chunk). */
  endsCR = false;
  /**
   * Where the current game starts when it is longer than MAX_GAME_CHARS: its text is dropped as it
   * is scanned, and it is given (tooLarge, no text) when it ends, like any other game, so an input
   * in which no game ends yields nothing (the reader's own limit on such input then applies).
   */
  skipping;
  // position of buf[posIndex] in the file
  posIndex = 0;
  line = 1;
  column = 1;
  offset = 0;
  /** No text pushed yet: a BOM (U+FEFF) at the very start is no part of the text. */
  atStart = true;
  /** Adds text; returns the games completed by it. */
  push(chunk) {
    checkString(chunk, "GameSplitter.push", "a chunk of text (a string)");
    if (this.atStart && chunk.length > 0) {
      this.atStart = false;
      if (chunk.charCodeAt(0) === 65279) chunk = chunk.slice(1);
    }
    this.buf += chunk;
    if (!this.loneCR && chunk.length > 0) {
      this.loneCR = this.endsCR && chunk.charCodeAt(0) !== 10 || LONE_CR.test(chunk);
      this.endsCR = chunk.charCodeAt(chunk.length - 1) === 13;
    }
    this.nextFrom = [-1, -1, -1, -1];
    const nl = Math.max(chunk.lastIndexOf("\n"), chunk.lastIndexOf("\r"));
    if (nl >= 0) return this.run(this.buf.length - chunk.length + nl + 1, false);
    if (this.skipping || this.buf.length - this.gameStart > MAX_GAME_CHARS) return this.run(this.buf.length, false);
    return [];
  }
  /** Ends the input; returns the remaining games. */
  finish() {
    return this.run(this.buf.length, true);
  }
  // Next positions of `}`, `\n`, `\r` and `{` at or after some index, cached so that scanning a long
  // comment or a file without `\r` stays linear (indexOf from every line would be quadratic).
  // for each of `}` `\n` `\r` `{`: where it was searched from and found (-1: none), or from = -1
  nextAt = [0, 0, 0, 0];
  nextFrom = [-1, -1, -1, -1];
  next(code, i) {
    const k = code === 125 ? 0 : code === 10 ? 1 : code === 13 ? 2 : 3;
    const at = this.nextAt[k];
    const from = this.nextFrom[k];
    if (from >= 0 && from <= i && (at < 0 || at >= i)) return at;
    const found = this.buf.indexOf(String.fromCharCode(code), i);
    this.nextAt[k] = found;
    this.nextFrom[k] = i;
    return found;
  }
  /**
   * A line inside a `{` comment starts like a tag (`[Note "x"]`), at `from`: is the comment closed
   * after it (true: the line is comment text) or never (false: the `{` was left open and a game
   * starts here)? Closed when a `}` comes before any other `{`, as the lexer reads a comment (the
   * first `}` closes it); open when a `{` comes first, when no `}` follows at all, or when none
   * follows within MAX_GAME_CHARS (a longer game is not read anyway). undefined: not known from
   * the text pushed so far.
   */
  braceClosesAfter(from, final) {
    const close = this.next(125, from);
    const open = this.next(123, from);
    if (close >= 0 && close - from <= MAX_GAME_CHARS) return open < 0 || close < open;
    if (open >= 0 && open - from <= MAX_GAME_CHARS) return false;
    if (final || this.buf.length - from > MAX_GAME_CHARS) return false;
    return void 0;
  }
  /** Index of the next line break (`\n` or `\r`) from i, or -1. */
  lineEnd(i) {
    const n = this.next(10, i);
    const r = this.next(13, i);
    if (r < 0) return n;
    if (n < 0) return r;
    return r < n ? r : n;
  }
  posAt(index) {
    const buf = this.buf;
    let i = this.posIndex;
    let line = this.line;
    let column = this.column;
    if (this.loneCR) {
      const breaks = lineBreaks(buf, i, index);
      if (breaks.count > 0) {
        line += breaks.count;
        column = 1;
        i = breaks.lineStart;
      }
    } else {
      for (; ; ) {
        const nl = buf.indexOf("\n", i);
        if (nl < 0 || nl >= index) break;
        line++;
        column = 1;
        i = nl + 1;
      }
    }
    column += index - i;
    this.offset += index - this.posIndex;
    this.posIndex = index;
    this.line = line;
    this.column = column;
    return { line, column, offset: this.offset };
  }
  emit(out, end, reason) {
    const start = this.gameStart;
    const buf = this.buf;
    let k = start;
    while (k < end && isBlank(buf.charCodeAt(k))) k++;
    if (this.skipping) {
      out.push({ text: "", pos: this.skipping, end: reason, tooLarge: true });
      this.skipping = void 0;
    } else if (end - k > MAX_GAME_CHARS) out.push({ text: "", pos: this.posAt(k), end: reason, tooLarge: true });
    else if (k < end) out.push({ text: buf.slice(k, end), pos: this.posAt(k), end: reason });
    this.gameStart = end;
    this.depth = 0;
    this.hasMoves = false;
    this.inTag = false;
    this.tagNames.clear();
  }
  run(limit, final) {
    const out = [];
    const buf = this.buf;
    let i = this.scan;
    let inBrace = this.inBrace;
    let inTag = this.inTag;
    let hasMoves = this.hasMoves;
    let depth = this.depth;
    while (i < limit) {
      if (inBrace) {
        const close = this.next(125, i);
        const nl = this.lineEnd(i);
        if (close >= 0 && close < limit && (nl < 0 || close < nl)) {
          inBrace = false;
          i = close + 1;
          continue;
        }
        if (nl < 0 || nl >= limit) {
          i = limit;
          break;
        }
        TAG_LINE_AT.lastIndex = nl + 1;
        const tagLine = TAG_LINE_AT.test(buf);
        TAG_LINE_PREFIX.lastIndex = nl + 1;
        if (!tagLine && !final && TAG_LINE_PREFIX.test(buf) && buf.length - this.gameStart <= MAX_GAME_CHARS) {
          i = nl;
          break;
        }
        if (tagLine) {
          const closed = this.braceClosesAfter(nl + 1, final);
          if (closed === void 0) {
            i = nl;
            break;
          }
          if (!closed) {
            inBrace = false;
            hasMoves = true;
          }
        }
        i = nl + 1;
        inTag = false;
        continue;
      }
      const c = buf.charCodeAt(i);
      if (c < 128 ? ORDINARY_START[c] === 1 : !isBlank(c)) {
        if (!inTag && mayStartResult(buf, i) && (i === 0 ? this.before < 0 || endsToken(this.before) : endsToken(buf.charCodeAt(i - 1)))) {
          RESULT_AT.lastIndex = i;
          if (RESULT_AT.test(buf) && RESULT_AT.lastIndex <= limit) {
            const after = RESULT_AT.lastIndex;
            if (depth === 0) {
              this.emit(out, after, "result");
              hasMoves = false;
              inTag = false;
            } else hasMoves = true;
            i = after;
            continue;
          }
        }
        if (!inTag) hasMoves = true;
        i = skipOrdinary(buf, i + 1, limit);
        continue;
      }
      if (isBlank(c)) {
        if (c === 10 || c === 13) inTag = false;
        i++;
        continue;
      }
      switch (c) {
        case 123:
          inBrace = true;
          i++;
          continue;
        case 37:
        // %
        case 59: {
          const nl = this.lineEnd(i);
          i = nl < 0 || nl >= limit ? limit : nl;
          continue;
        }
        case 34:
          if (!inTag) hasMoves = true;
          i = skipString(buf, i, limit);
          continue;
        case 91: {
          const name = tagNameAt(buf, i);
          if (hasMoves || name !== void 0 && this.tagNames.has(name)) {
            this.emit(out, i, "tags");
            depth = 0;
            hasMoves = false;
          }
          if (name !== void 0) this.tagNames.add(name);
          inTag = true;
          i++;
          continue;
        }
        case 93:
          if (!inTag) hasMoves = true;
          inTag = false;
          i++;
          continue;
        case 40:
          depth++;
          if (!inTag) hasMoves = true;
          i++;
          continue;
        case 41:
          if (depth > 0) depth--;
          if (!inTag) hasMoves = true;
          i++;
          continue;
        default:
          i++;
      }
    }
    this.scan = i;
    this.inBrace = inBrace;
    this.inTag = inTag;
    this.hasMoves = hasMoves;
    this.depth = depth;
    if (!final && !this.skipping && i - this.gameStart > MAX_GAME_CHARS) {
      let k = this.gameStart;
      while (k < i && isBlank(buf.charCodeAt(k))) k++;
      this.skipping = this.posAt(k);
    }
    if (this.skipping) this.gameStart = i;
    if (final) {
      this.emit(out, buf.length, "eof");
      this.scan = this.buf.length;
    }
    this.compact();
    return out;
  }
  /** Drops text of finished games so memory stays bounded. */
  compact() {
    if (this.gameStart === 0) return;
    const cut = this.gameStart;
    this.posAt(cut);
    this.before = this.buf.charCodeAt(cut - 1);
    this.buf = this.buf.slice(cut);
    this.nextFrom = [-1, -1, -1, -1];
    this.gameStart = 0;
    this.scan -= cut;
    this.posIndex -= cut;
  }
}
function skipString(buf, i, limit) {
  let j = i + 1;
  while (j < limit) {
    const d = buf.charCodeAt(j);
    if (d === 34) return j + 1;
    if (d === 10 || d === 13) return j;
    if (d === 92) j += 2;
    else j++;
  }
  return limit;
}
const PUSH_CHARS = 1 << 16;
function* textPieces(text, max = PUSH_CHARS) {
  if (text.length <= max) {
    yield text;
    return;
  }
  let start = 0;
  while (start < text.length) {
    let end = start + max;
    if (end >= text.length) end = text.length;
    else {
      const nl = text.lastIndexOf("\n", end - 1);
      if (nl >= start) end = nl + 1;
      else {
        const c = text.charCodeAt(end - 1);
        if (c >= 55296 && c <= 56319) end--;
      }
    }
    yield text.slice(start, end);
    start = end;
  }
}
function* splitGames(text) {
  checkString(text, "splitGames");
  const splitter = new GameSplitter();
  for (const piece of textPieces(text)) yield* splitter.push(piece);
  yield* splitter.finish();
}

const MAX_VARIATION_DEPTH = 64;
const MAX_MOVES_PER_GAME = 1e4;
const MAX_RECORD_PARTS = MAX_GAME_CHARS / 2 + 1;

function tagNamed(game, name) {
  const g = game;
  if (g === null || typeof g !== "object" || !Array.isArray(g.tags)) throw wrongType("tagNamed", "a record with a list of tags", game);
  const lower = checkString(name, "tagNamed", "a tag name (a string)").toLowerCase();
  return g.tags.find((t) => t !== null && typeof t === "object" && typeof t.name === "string" && t.name.toLowerCase() === lower);
}
function walkMoves(moves, visit) {
  if (!Array.isArray(moves)) throw wrongType("walkMoves", "a list of moves (a record's moves)", moves);
  if (typeof visit !== "function") throw wrongType("walkMoves", "a function to call on each move", visit);
  const lines = [moves];
  const next = [0];
  while (lines.length > 0) {
    const top = lines.length - 1;
    const line = lines[top];
    const i = next[top];
    if (i >= line.length) {
      lines.pop();
      next.pop();
      continue;
    }
    next[top] = i + 1;
    const node = line[i];
    if (node === null || typeof node !== "object" || !Array.isArray(node.variations)) throw wrongType("walkMoves", "moves shaped as the reader makes them (with a list of variations)", node);
    visit(node);
    for (let v = node.variations.length - 1; v >= 0; v--) {
      const variation = node.variations[v];
      if (variation === null || typeof variation !== "object" || !Array.isArray(variation.moves))
        throw wrongType("walkMoves", "variations shaped as the reader makes them (with a list of moves)", variation);
      lines.push(variation.moves);
      next.push(0);
    }
  }
}
function isSetup(item) {
  if (item === null || typeof item !== "object") throw wrongType("isSetup", "a comment or a setup (as a record holds them)", item);
  return "fen" in item;
}
const isPos = (p) => p !== null && typeof p === "object" && typeof p.line === "number" && typeof p.column === "number" && typeof p.offset === "number";
function isComment(c, setups) {
  if (c === null || typeof c !== "object" || !isPos(c.pos)) return false;
  return typeof c.text === "string" || setups && typeof c.fen === "string";
}
const isList = (list, each) => Array.isArray(list) && list.every(each);
function checkRecord(game, where = "checkRecord") {
  if (typeof where !== "string") where = "checkRecord";
  const g = game;
  if (g === null || typeof g !== "object" || Array.isArray(g) || !Array.isArray(g.tags) || !Array.isArray(g.before) || !Array.isArray(g.moves) || !Array.isArray(g.trailing) || !isPos(g.pos)) {
    throw new PdnArgumentError("ARGUMENT_TYPE", where, `expected a GameRecord (as parsePdn gives), not ${shownValue(game)}`, valueKind(game));
  }
  checkParts(g, where);
}
function shownValue(value) {
  if (value === null || typeof value !== "object") return valueKind(value);
  if (Array.isArray(value)) return "an array";
  return "an object without tags, before, moves and trailing lists and a pos";
}
function checkParts(game, where) {
  const bad = (part, wanted, value) => new PdnArgumentError("ARGUMENT_TYPE", where, `${part}: expected ${wanted} (as parsePdn gives), not ${valueKind(value)}`, part);
  if (!isList(game.tags, (t) => t !== null && typeof t === "object" && typeof t.name === "string" && typeof t.value === "string" && isPos(t.pos)))
    throw bad("tags", "a list of tags ({ name, value, pos })", game.tags);
  if (!isList(game.before, (c) => isComment(c, true))) throw bad("before", "a list of comments and setups", game.before);
  if (!isList(game.trailing, (c) => isComment(c, false))) throw bad("trailing", "a list of comments", game.trailing);
  const r = game.result;
  if (r !== void 0 && (r === null || typeof r !== "object" || typeof r.text !== "string" || !isPos(r.pos))) throw bad("result", "a result ({ text, pos })", r);
  const tooLarge = (part) => new PdnArgumentError("RECORD_TOO_LARGE", where, `more than ${MAX_RECORD_PARTS} parts (moves, variations, comments, tags, NAGs): more than a game's text can hold`, part);
  let parts = game.tags.length + game.before.length + game.trailing.length;
  let moves = 0;
  const stack = [[game.moves, 0, "moves"]];
  while (stack.length > 0) {
    const [line, depth, name] = stack.pop();
    if (depth > MAX_VARIATION_DEPTH) throw new PdnArgumentError("RECORD_TOO_DEEP", where, `${name}: variations are nested more than ${MAX_VARIATION_DEPTH} deep (the reader reads no deeper)`, name);
    moves += line.length;
    parts += line.length;
    if (moves > MAX_MOVES_PER_GAME) throw new PdnArgumentError("RECORD_TOO_LONG", where, `more than ${MAX_MOVES_PER_GAME} moves, main line and variations together (the reader reads no more)`, name);
    for (let i = 0; i < line.length; i++) {
      const node = line[i];
      const at = `${name}[${i}]`;
      if (node === null || typeof node !== "object" || typeof node.text !== "string" || !isPos(node.pos)) throw bad(at, "a move ({ text, nags, before, after, variations, pos })", node);
      if (!isList(node.nags, (n2) => typeof n2 === "number")) throw bad(`${at}.nags`, "a list of numbers", node.nags);
      if (!isList(node.before, (c) => isComment(c, true))) throw bad(`${at}.before`, "a list of comments and setups", node.before);
      if (!isList(node.after, (c) => isComment(c, false))) throw bad(`${at}.after`, "a list of comments", node.after);
      if (!Array.isArray(node.variations)) throw bad(`${at}.variations`, "a list of variations", node.variations);
      if (node.strength !== void 0 && typeof node.strength !== "string") throw bad(`${at}.strength`, "a string", node.strength);
      const n = node.number;
      if (n !== void 0 && (n === null || typeof n !== "object" || typeof n.value !== "number" || typeof n.text !== "string")) throw bad(`${at}.number`, "a move number ({ value, text })", n);
      parts += node.nags.length + node.before.length + node.after.length + node.variations.length;
      if (parts > MAX_RECORD_PARTS) throw tooLarge(at);
      for (let v = node.variations.length - 1; v >= 0; v--) {
        const variation = node.variations[v];
        const vat = `${at}.variations[${v}]`;
        if (variation === null || typeof variation !== "object" || !Array.isArray(variation.moves) || !isPos(variation.pos)) throw bad(vat, "a variation ({ moves, trailing, pos })", variation);
        if (!isList(variation.trailing, (c) => isComment(c, false))) throw bad(`${vat}.trailing`, "a list of comments", variation.trailing);
        parts += variation.trailing.length;
        stack.push([variation.moves, depth + 1, `${vat}.moves`]);
      }
    }
    if (parts > MAX_RECORD_PARTS) throw tooLarge(name);
  }
  return { moves, parts };
}

const EXCERPT_CHARS = 60;
const MESSAGE_CHARS = 200;
const longParts = (chars) => new RegExp(`"[^"]{${chars + 1},}"|(?<!\\w)'[^']{${chars + 1},}'(?!\\w)|\\S{${chars + 1},}`, "g");
const LONG = new Map([EXCERPT_CHARS, MESSAGE_CHARS].map((n) => [n, longParts(n)]));
const CUT_MARK = /^ \(\d+ characters\)/;
function excerpt(text) {
  return cut(text, EXCERPT_CHARS);
}
function cut(text, chars) {
  if (text.length <= chars) return text;
  return text.replace(LONG.get(chars), (long, at) => {
    const quote = long[0] === '"' || long[0] === "'" ? long[0] : "";
    const inner = quote ? long.slice(1, -1) : long;
    const cut2 = inner.lastIndexOf("…");
    if (quote && cut2 >= 0 && cut2 <= chars && CUT_MARK.test(inner.slice(cut2 + 1))) return long;
    if (!quote && cut2 >= 0 && cut2 <= chars && cut2 === inner.length - 1 && CUT_MARK.test(text.slice(at + long.length, at + long.length + 32))) return long;
    return `${quote}${inner.slice(0, chars)}… (${inner.length} characters)${quote}`;
  });
}
function checkProblem(p, context, where, positioned) {
  const q = p;
  if (q === null || typeof q !== "object" || typeof q.code !== "string" || typeof q.message !== "string") throw wrongType(where, "a problem ({ code, message, severity, pos })", p);
  const pos = q.pos;
  if (positioned && (pos === null || typeof pos !== "object" || typeof pos.line !== "number" || typeof pos.column !== "number" || typeof pos.offset !== "number"))
    throw wrongType(where, "a problem with a position ({ line, column, offset })", pos);
  if (q.file !== void 0 && typeof q.file !== "string") throw wrongType(where, "a file name (a string)", q.file);
  const d = q.detail;
  if (d !== void 0) {
    if (d === null || typeof d !== "object") throw wrongType(where, "a problem detail (an object)", d);
    for (const key of ["move", "side", "puzzle"]) if (d[key] !== void 0 && typeof d[key] !== "string") throw wrongType(where, `detail.${key} as a string`, d[key]);
    if (d.moveNumber !== void 0 && typeof d.moveNumber !== "number") throw wrongType(where, "detail.moveNumber as a number", d.moveNumber);
    if (d.legal !== void 0 && !(Array.isArray(d.legal) && d.legal.every((m) => typeof m === "string"))) throw wrongType(where, "detail.legal as a list of strings", d.legal);
  }
}
function formatProblem(p, context) {
  checkProblem(p, context, "formatProblem", true);
  const at = `${p.file !== void 0 ? `${p.file}:` : ""}${p.pos.line}:${p.pos.column}: `;
  return `${at}${formatProblemBody(p, context)}`;
}
function formatProblemBody(p, context) {
  checkProblem(p, context, "formatProblemBody", false);
  const d = p.detail;
  const ctx = "";
  const puzzle = d?.puzzle !== void 0 ? `puzzle ${excerpt(d.puzzle)}: ` : "";
  const move = d?.move !== void 0 ? cut(d.move, MESSAGE_CHARS) : void 0;
  const where = d?.moveNumber !== void 0 ? `${`move ${d.moveNumber}${d.side === "black" ? "..." : "."} ${move ?? ""}`.trimEnd()}: ` : move ? `${move}: ` : "";
  const legal = d?.legal?.length ? `; legal moves: ${d.legal.join(", ")}` : "";
  return `${ctx}${puzzle}${where}${cut(p.message, MESSAGE_CHARS)} [${p.code}]${legal}`;
}

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
function variantOf(game, fallback) {
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
function checkLine(start, line, where) {
  checkPosition(start, where);
  if (!Array.isArray(line)) throw wrongType$1(where, "a line (a list of moves)", line);
}
function lineTexts(start, line, opts = { captures: "full" }) {
  checkLine(start, line, "lineTexts");
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

export { BLANK_CLASS as B, DIGIT_RESULTS as D, MAX_MOVES_PER_GAME as M, RESULT_PATTERN as R, SPACE_CLASS as S, WORD_STOP_CLASS as W, ZERO as Z, checkRecord as a, matchMoves as b, comment as c, RESULT_TEXTS as d, MOVE_LIKE_RESULTS as e, formatProblem as f, classBody as g, posOf as h, isSetup as i, tokenEnd as j, RESULT_LIST as k, wrongType as l, makeMoveText as m, checkString as n, MAX_GAME_CHARS as o, parseMoveText as p, MAX_VARIATION_DEPTH as q, resultWinner as r, splitGames as s, tagNamed as t, excerpt as u, variantOf as v, walkMoves as w, parseMove as x, lineTexts as y };
