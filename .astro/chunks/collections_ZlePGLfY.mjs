import { lstatSync, realpathSync, statSync, openSync, constants, fstatSync, readSync, closeSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, normalize, sep as sep$1, resolve, dirname, relative, join, basename } from 'node:path';
import { f as formatProblem, w as walkMoves, a as checkRecord, v as variantOf, t as tagNamed, r as resultWinner, p as parseMoveText, b as matchMoves, i as isSetup, m as makeMoveText, S as SPACE_CLASS, B as BLANK_CLASS, R as RESULT_PATTERN, d as RESULT_TEXTS, e as MOVE_LIKE_RESULTS, D as DIGIT_RESULTS, W as WORD_STOP_CLASS, g as classBody, h as posOf, j as tokenEnd, k as RESULT_LIST, l as wrongType$1, n as checkString$1, s as splitGames, o as MAX_GAME_CHARS, M as MAX_MOVES_PER_GAME, q as MAX_VARIATION_DEPTH, u as excerpt, x as parseMove, y as lineTexts } from './annotate_BFnZJ_p1.mjs';
import { createToken, Lexer, EmbeddedActionsParser, tokenMatcher, createTokenInstance } from 'chevrotain';
import { CST, Lexer as Lexer$1, Parser, LineCounter, parseDocument, visit, isSeq, isMap, isScalar } from 'yaml';
import { p as parseFen, P as Position, c as checkPosition, b as checkMove, d as decodeMove, e as encodeMove, m as makeFen, s as sameMove } from './fen_DMqK5RZO.mjs';
import { a as checkOptions, k as knownVariant, w as wrongType, p as parseSquare$1, F as checkString, m as onBoard$1, d as squareName$1, o as outOfRange, e as valueKind, s as squareFile$1, v as variantRules, J as squareSpan, N as boardWords, c as checkWhole, U as parseVariantName, V as VARIANTS, x as MoveList, X as makeLists, i as isList, L as LANGS } from './lang_CTn7LBoU.mjs';
import { c as checkReachable } from './reachable_CtPOs4Vj.mjs';
import { G as GameHistory, N as NO_PROGRESS_PLIES, s as search, H as HAND_WEIGHTS, m as materialBalance } from './search_DGdgOXjN.mjs';
import { r as ruPieces, a as puzzleWords, p as puzzlePageWords, t as themeWords } from './puzzles_m57vWNY8.mjs';
import { w as words } from './words_CnMefpWw.mjs';

function checkFields(options, where, fields) {
  const o = checkOptions(options, where);
  for (const [name, kind] of Object.entries(fields)) {
    const v = o[name];
    if (v === void 0) continue;
    if (kind === "variant" || kind === "variantOrAuto" && v !== "auto") knownVariant(v, where);
    else if (kind === "variantOrAuto") continue;
    else if (kind === "list" ? !Array.isArray(v) : typeof v !== kind || kind === "number" && Number.isNaN(v)) throw wrongType(where, `${name} as ${kind === "list" ? "a list" : `a ${kind}`}`, v);
  }
  return o;
}
function checkProblemShape(p, where) {
  try {
    formatProblem(p);
  } catch {
    throw wrongType(where, "a problem ({ code, message, severity, pos })", p);
  }
}

function checkSquare(sq, where) {
  if (typeof sq !== "number") throw wrongType(where, "a square (a whole number from 0 to 31)", sq);
  if (!Number.isInteger(sq) || sq < 0 || sq > 31) throw outOfRange(where, `a square is a whole number from 0 to 31, not ${valueKind(sq)}`, sq);
  return sq;
}
function checkStyle(style, where) {
  if (style !== "algebraic" && style !== "numeric") throw outOfRange(where, `the square style is 'algebraic' or 'numeric', not ${valueKind(style)}`, style);
  return style;
}
function squareFile(sq) {
  return squareFile$1(checkSquare(sq, "squareFile"));
}
function parseSquare(text) {
  return parseSquare$1(checkString(text, "parseSquare"));
}
function squareName(sq, style = "algebraic") {
  return squareName$1(checkSquare(sq, "squareName"), checkStyle(style, "squareName"));
}
function onBoard(sq, variant) {
  return onBoard$1(sq, knownVariant(variant, "onBoard"));
}

const NUMERIC_MOVE = /^\s*\d/;
function styleOf(game) {
  let squares;
  let separator;
  let full = false;
  walkMoves(game.moves, (node) => {
    if (node.unknown) return;
    const text = node.text;
    if (squares === void 0 && /[0-9a-hA-H]/.test(text)) squares = NUMERIC_MOVE.test(text) ? "numeric" : "algebraic";
    if (separator === void 0) {
      if (/x/i.test(text)) separator = "x";
      else if (text.includes(":")) separator = ":";
    }
    if (!full && (text.match(/[x:]/gi)?.length ?? 0) >= 2) full = true;
  });
  const sq = squares ?? "algebraic";
  return { squares: sq, captures: full ? "full" : "short", separator: separator ?? (sq === "numeric" ? "x" : ":") };
}

function problemAt(pos, code, message, detail, severity = "error") {
  return { code, severity, message, pos: { line: pos.line, column: pos.column, offset: pos.offset }, ...detail ? { detail } : {} };
}
function writtenQuiet(w) {
  if (w.capture !== void 0) return !w.capture;
  if (w.from === void 0 || w.path.length !== 1) return false;
  return Math.abs(squareFile(w.from) - squareFile(w.path[0])) === 1;
}
function legalTexts(pos, moves, style, captures) {
  return moves.map((m) => makeMoveText(pos, m, { squares: style.squares, captures: captures ?? style.captures, separator: style.separator }));
}
function setupPosition(setup, variant) {
  const r = parseFen(setup.fen, variant);
  if (r.ok) return { pos: r.value };
  return { problem: problemAt(setup.pos, r.error.code, `bad setup FEN "${setup.fen}": ${r.error.message}`) };
}
function lastSetup(items) {
  let found;
  for (const item of items) if (isSetup(item)) found = item;
  return found;
}
const NO_MOVES = [];
const NO_LINES = [];
function moveProblem(pos, node, written, matches, style, where) {
  const legal = pos.legalMoves();
  const at = (code, message, shown = []) => problemAt(node.pos, code, message, { ...where, legal: shown });
  if (node.unknown) return at("MOVE_UNKNOWN", "unknown move: the record does not say which move was played, so the game cannot be replayed", legalTexts(pos, legal, style));
  if (!written) {
    for (const [name] of node.text.matchAll(/[a-h][1-8]/gi)) {
      if (parseSquare(name) === void 0) return at("MOVE_UNREADABLE", `not a move: ${name} is a light square, and pieces stand and move on the dark squares only`, legalTexts(pos, legal, style));
    }
    return at("MOVE_UNREADABLE", "not a move in any notation this tool reads", legalTexts(pos, legal, style));
  }
  const rules = variantRules(pos.variant);
  if (written.numeric && !rules.numberedSquares)
    return at("MOVE_UNREADABLE", `not a ${rules.tag} move: numeric squares, and ${rules.tag}'s squares are written ${squareSpan(pos.variant)}`, legalTexts(pos, legal, style));
  const off = [written.from, ...written.path].find((s) => s !== void 0 && !onBoard(s, pos.variant));
  if (off !== void 0) return at("MOVE_ILLEGAL", `illegal move: ${squareName(off)} is off ${boardWords(pos.variant)}`, legalTexts(pos, legal, style));
  if (matches.length > 1) return at("MOVE_AMBIGUOUS", `ambiguous move: ${matches.length} legal moves match it, write the full path`, legalTexts(pos, matches, style, "full"));
  if (legal.length === 0) return at("MOVE_ILLEGAL", `illegal move: ${pos.turn} has no legal move, the game is already over`);
  if (legal.every((m) => m.jumped.length > 0) && writtenQuiet(written))
    return at("MOVE_CAPTURE_REQUIRED", "illegal move: a quiet move is written but a capture is mandatory", legalTexts(pos, legal, style));
  return at("MOVE_ILLEGAL", "illegal move: no legal move matches it", legalTexts(pos, legal, style));
}
function replayLine(start, nodes, ctx, numbering, inVariation, out, progress) {
  const plies = [];
  let count = 0;
  let pos = start;
  let prev = numbering;
  for (const node of nodes) {
    const setup = lastSetup(node.before);
    if (setup) {
      const s = setupPosition(setup, ctx.variant);
      if (!s.pos) {
        const problem = { ...s.problem, detail: { ...s.problem.detail, inVariation } };
        out.push(problem);
        return { plies, count, problem, end: pos };
      }
      pos = s.pos;
      prev = void 0;
    }
    const side = pos.turn;
    const number = node.number ? node.number.value : prev ? prev.side === "white" && side === "black" ? prev.number : prev.number + 1 : pos.fullmove;
    const written = node.unknown ? void 0 : parseMoveText(node.text);
    const matches = written ? matchMoves(pos, written) : NO_MOVES;
    if (matches.length !== 1) {
      const problem = moveProblem(pos, node, written, matches, ctx.style, { moveNumber: number, side, move: node.text, inVariation });
      out.push(problem);
      return { plies, count, problem, end: pos };
    }
    const move = matches[0];
    const after = pos.play(move);
    let variations = NO_LINES;
    if (ctx.variations && node.variations.length) variations = node.variations.map((v) => replayLine(pos, v.moves, ctx, prev, true, out));
    if (ctx.keepPlies) plies.push({ node, before: pos, move, after, number, variations });
    progress?.add(node, number, pos, after);
    count++;
    pos = after;
    prev = { number, side };
  }
  return { plies, count, end: pos };
}
function writtenResult(game) {
  checkRecord(game, "writtenResult");
  return game.result?.text ?? tagNamed(game, "Result")?.value;
}
class Progress {
  info = [];
  history;
  repeated = false;
  stalled = false;
  add(node, number, before, after) {
    if (this.repeated && this.stalled) return;
    this.history ??= new GameHistory(before);
    const at = { moveNumber: number, side: before.turn, move: node.text };
    const entry = this.history.add(after);
    if (!this.stalled && entry.quietPlies >= NO_PROGRESS_PLIES) {
      this.stalled = true;
      this.info.push(problemAt(node.pos, "INFO_NO_PROGRESS", "information: 15 moves by each side without a capture or a man move", at, "info"));
    }
    if (entry.repetitions === 3 && !this.repeated) {
      this.repeated = true;
      this.info.push(problemAt(node.pos, "INFO_REPETITION", "information: the same position for the third time (threefold repetition)", at, "info"));
    }
  }
}
function startPosition(game, variant) {
  const setup = lastSetup(game.before);
  if (setup) return setupPosition(setup, variant);
  const fenTag = tagNamed(game, "FEN");
  if (fenTag) {
    const r = parseFen(fenTag.value, variant);
    if (r.ok) return { pos: r.value };
    return { problem: problemAt(fenTag.pos, r.error.code, `bad FEN tag "${fenTag.value}": ${r.error.message}`) };
  }
  return { pos: Position.initial(variant) };
}
function replayGame(game, options = {}) {
  checkRecord(game, "replayGame");
  options = checkFields(options, "replayGame", { variant: "variant", parseErrors: "list", variations: "boolean", info: "boolean", keepPlies: "boolean" });
  for (const e of options.parseErrors ?? []) checkProblemShape(e, "replayGame");
  const style = styleOf(game);
  const problems = [];
  for (const e of options.parseErrors ?? []) if (e.severity === "error") problems.push(problemAt(e.pos, e.code, e.message));
  const choice = variantOf(game, options.variant ?? "bashni");
  const base = { variant: choice.variant, variantSource: choice.source, style };
  if (!choice.variant) {
    const p = choice.problem;
    problems.push(problemAt(p.pos, p.code, p.message));
    return { ...base, valid: false, problem: problems[0], problems, info: [], plies: 0 };
  }
  const variant = choice.variant;
  const start = startPosition(game, variant);
  if (!start.pos) {
    problems.push(start.problem);
    return { ...base, valid: false, problem: problems[0], problems, info: [], plies: 0 };
  }
  const keepPlies = options.keepPlies ?? true;
  const ctx = { variant, style, variations: options.variations ?? true, keepPlies };
  const lineProblems = [];
  const progress = options.info === false ? void 0 : new Progress();
  const mainLine = replayLine(start.pos, game.moves, ctx, void 0, false, lineProblems, progress);
  lineProblems.sort((a, b) => Number(a.detail?.inVariation ?? false) - Number(b.detail?.inVariation ?? false));
  for (const p of lineProblems) problems.push(p);
  let outcome;
  if (!mainLine.problem) {
    const final = mainLine.end;
    const o = final.outcome();
    if (o) {
      outcome = { winner: o.winner };
      const result = writtenResult(game);
      const resultPos = game.result?.pos ?? tagNamed(game, "Result")?.pos ?? game.pos;
      if (result !== void 0) {
        const loser = o.winner === "white" ? "black" : "white";
        const says = resultWinner(result);
        if (says !== void 0 && says !== o.winner)
          problems.push(problemAt(resultPos, "RESULT_CONTRADICTS", `result ${result} contradicts the final position: ${loser} has no legal move and loses, so ${o.winner} wins`));
      }
    }
  }
  const info = !progress || mainLine.problem ? [] : progress.info;
  const valid = problems.length === 0;
  const line = { plies: mainLine.plies, end: mainLine.end, ...mainLine.problem ? { problem: mainLine.problem } : {} };
  return {
    ...base,
    valid,
    problem: problems[0],
    problems,
    info,
    plies: mainLine.count,
    start: start.pos,
    ...keepPlies ? { mainLine: line } : {},
    end: mainLine.end,
    outcome
  };
}

const EVAL = /\[%eval\s+([^\]\s]+)[^\]]*\]/;
function parseEval(texts) {
  for (const text of texts) {
    const m = EVAL.exec(text);
    if (m) {
      const v = Number(m[1]);
      return Number.isFinite(v) ? v : m[1];
    }
  }
  return void 0;
}

const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: new RegExp(`[${SPACE_CLASS}]+`),
  group: Lexer.SKIPPED
});
const LineBreak = createToken({
  name: "LineBreak",
  pattern: new RegExp(`[\\r\\n][${BLANK_CLASS}]*`),
  group: Lexer.SKIPPED,
  line_breaks: true
});
const Comment = createToken({ name: "Comment", pattern: /\{[^}]*\}/, line_breaks: true });
const UnterminatedComment = createToken({
  name: "UnterminatedComment",
  pattern: /\{[^}]*/,
  line_breaks: true
});
const LineComment = createToken({ name: "LineComment", pattern: /[%;][^\r\n]*/ });
const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*"/ });
const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/
});
const TagPair = createToken({
  name: "TagPair",
  pattern: /\[[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]+"(?:[^"\\\r\n]|\\[^\r\n])*"[ \t]*\]/,
  start_chars_hint: ["["]
});
const LBracket = createToken({ name: "LBracket", pattern: /\[/ });
const RBracket = createToken({ name: "RBracket", pattern: /\]/ });
const StrengthParen = createToken({ name: "StrengthParen", pattern: /\([!?]+\)/ });
const LParen = createToken({ name: "LParen", pattern: /\(/ });
const RParen = createToken({ name: "RParen", pattern: /\)/ });
const Slash = createToken({ name: "Slash", pattern: /\// });
const Nag = createToken({ name: "Nag", pattern: /\$[0-9]+/ });
const Result = createToken({
  name: "Result",
  pattern: RESULT_PATTERN,
  start_chars_hint: [...new Set(RESULT_TEXTS.map((text) => text[0]))]
});
const MoveNumber = createToken({ name: "MoveNumber", pattern: /[0-9]+\.(?:\.\.)?/ });
const Ellipsis = createToken({ name: "Ellipsis", pattern: /\.\.\.|…/ });
const UnknownMove = createToken({ name: "UnknownMove", pattern: /-[ \t]*-(?![0-9])/ });
const num = "[0-9]{1,2}";
const sep = "[ \\t]*[-xX:×][ \\t]*";
const sq = "[a-jA-J](?:10|[1-9])";
const noResult = `(?!(?:${DIGIT_RESULTS})(?![0-9A-Za-z]))`;
const numeric = `(?!(?:${MOVE_LIKE_RESULTS})(?![0-9]))${num}(?:[ \\t]*[-xX:×](?:${num}|[ \\t]+${noResult}${num}))+(?![0-9])`;
const algebraic = `${sq}(?:(?:${sep})?${sq})+(?![0-9])`;
const semiShort = `[a-h][-x:]?[a-h][1-8](?:[x:][a-h][1-8])*(?![0-9])`;
const bareNumeric = `(?:[0-9]{2}){2,}(?![^${BLANK_CLASS}!?$%;{}()])`;
const Move = createToken({
  name: "Move",
  pattern: new RegExp(`${numeric}|${algebraic}|${semiShort}|${bareNumeric}`),
  start_chars_hint: [..."0123456789abcdefghijABCDEFGHIJ"]
});
const Strength = createToken({ name: "Strength", pattern: /[!?]+/ });
const Identifier = createToken({ name: "Identifier", pattern: /[A-Za-z_][A-Za-z0-9_]*/ });
const JUNK_START_RANGES = [
  [33, 126],
  [161, 255],
  [1024, 1279],
  [8208, 8231],
  [8240, 8286]
];
const NOT_JUNK_START = new RegExp(`[${BLANK_CLASS}{(\\[\\]"]`);
const Junk = createToken({
  name: "Junk",
  pattern: new RegExp(`[^${BLANK_CLASS}${WORD_STOP_CLASS}]+|\\}`),
  start_chars_hint: junkStartChars()
});
function junkStartChars() {
  const chars = [];
  for (const [from, to] of JUNK_START_RANGES) {
    for (let c = from; c <= to; c++) {
      const ch = String.fromCharCode(c);
      if (!NOT_JUNK_START.test(ch)) chars.push(ch);
    }
  }
  return chars;
}
const UNREADABLE_PATTERN = new RegExp(`[^${BLANK_CLASS}${classBody(JUNK_START_RANGES)}]+`);
function unreadableStartChars() {
  const out = [];
  const one = new RegExp(`^${UNREADABLE_PATTERN.source}$`);
  let lastBucket = -1;
  for (let c = 0; c <= 65535; c++) {
    const bucket = c < 256 ? c : 255 + Math.floor(c / 255);
    if (bucket === lastBucket || !one.test(String.fromCharCode(c))) continue;
    out.push(c);
    lastBucket = bucket;
  }
  return out;
}
const Unreadable = createToken({
  name: "Unreadable",
  pattern: UNREADABLE_PATTERN,
  group: "unreadable",
  start_chars_hint: unreadableStartChars()
});
const allTokens = [
  WhiteSpace,
  LineBreak,
  Comment,
  UnterminatedComment,
  LineComment,
  StringLiteral,
  UnterminatedString,
  TagPair,
  LBracket,
  RBracket,
  StrengthParen,
  LParen,
  RParen,
  Slash,
  Nag,
  // Move and MoveNumber never match at the same place (a move is never followed by `.` into a
  // number, a number always ends with `.`), so their order only matters for speed: the cheap
  // MoveNumber pattern first saves a failed Move match on every move number
  MoveNumber,
  Move,
  Result,
  Ellipsis,
  UnknownMove,
  Strength,
  Identifier,
  Junk,
  Unreadable
];

const pdnLexer = new Lexer(allTokens, {
  positionTracking: "onlyStart",
  // ends are computed from the image where needed
  ensureOptimizations: true,
  // every pattern has a first-character analysis (or start_chars_hint)
  skipValidations: true
});
function lexPdn(text) {
  const out = pdnLexer.tokenize(text);
  const runs = out.groups["unreadable"];
  if (!runs || runs.length === 0) return { tokens: out.tokens, errors: out.errors };
  const errors = runs.map((t) => ({
    offset: t.startOffset,
    line: t.startLine,
    column: t.startColumn,
    length: t.image.length,
    message: `unexpected character${t.image.length > 1 ? "s" : ""}`
  }));
  for (const e of out.errors) errors.push(e);
  errors.sort((a, b) => a.offset - b.offset);
  return { tokens: out.tokens, errors };
}

function isToken(e) {
  return e.kind === void 0;
}
const tagValueTokens = [
  StringLiteral,
  UnterminatedString,
  Identifier,
  Junk,
  Move,
  MoveNumber,
  Result,
  Nag,
  Strength,
  Ellipsis,
  UnknownMove,
  Slash,
  StrengthParen,
  LineComment
];
const simpleElementTokens = [
  TagPair,
  Move,
  UnknownMove,
  MoveNumber,
  Ellipsis,
  Strength,
  StrengthParen,
  Nag,
  Comment,
  UnterminatedComment,
  LineComment,
  Result,
  Identifier,
  Junk,
  StringLiteral,
  UnterminatedString,
  RBracket
];
class PdnParser extends EmbeddedActionsParser {
  constructor() {
    super(allTokens, { recoveryEnabled: false, maxLookahead: 1, skipValidations: true });
    this.performSelfAnalysis();
  }
  game = this.RULE("game", () => {
    const items = [];
    this.MANY(() => {
      items.push(this.OR(this.elementAlts ??= this.alternatives()));
    });
    return items;
  });
  elementAlts;
  alternatives() {
    return [
      { ALT: () => this.SUBRULE(this.tag) },
      { ALT: () => this.SUBRULE(this.variation) },
      { ALT: () => this.SUBRULE(this.setup) },
      ...simpleElementTokens.map((tok) => ({ ALT: () => this.CONSUME(tok) }))
    ];
  }
  tag = this.RULE("tag", () => {
    const open = this.CONSUME(LBracket);
    const sameLine = () => this.LA(1).startLine === open.startLine;
    const name = this.OPTION({ GATE: sameLine, DEF: () => this.CONSUME(Identifier) });
    const values = [];
    this.MANY({
      GATE: sameLine,
      DEF: () => {
        values.push(this.OR(this.tagValueAlts ??= tagValueTokens.map((tok) => ({ ALT: () => this.CONSUME2(tok) }))));
      }
    });
    const close = this.OPTION2({ GATE: sameLine, DEF: () => this.CONSUME(RBracket) });
    return { kind: "tag", start: open, name, values, close };
  });
  tagValueAlts;
  setup = this.RULE("setup", () => {
    const open = this.CONSUME(Slash);
    const sameLine = () => this.LA(1).startLine === open.startLine;
    const name = this.OPTION({ GATE: sameLine, DEF: () => this.CONSUME(Identifier) });
    const fen = this.OPTION2({
      GATE: sameLine,
      DEF: () => this.OR([{ ALT: () => this.CONSUME(StringLiteral) }, { ALT: () => this.CONSUME(UnterminatedString) }])
    });
    const close = this.OPTION3({ GATE: sameLine, DEF: () => this.CONSUME2(Slash) });
    return { kind: "setup", start: open, name, fen, close };
  });
  variation = this.RULE("variation", () => {
    const start = this.CONSUME(LParen);
    const items = [];
    this.MANY(() => {
      items.push(this.OR2(this.variationAlts ??= this.alternatives()));
    });
    const end = this.CONSUME(RParen);
    return { kind: "variation", items, start, end };
  });
  variationAlts;
}
const pdnParser = new PdnParser();
const simpleElement = (() => {
  const table = new Uint8Array(Math.max(...allTokens.map((t) => t.tokenTypeIdx)) + 1);
  for (const t of simpleElementTokens) table[t.tokenTypeIdx] = 1;
  return table;
})();
const NO_ERRORS = [];
function parseTokens(tokens, full = false) {
  if (!full) {
    let simple = true;
    for (let i = 0; i < tokens.length; i++) {
      if (simpleElement[tokens[i].tokenTypeIdx] !== 1) {
        simple = false;
        break;
      }
    }
    if (simple) return { items: tokens, errors: NO_ERRORS };
  }
  pdnParser.input = tokens;
  const items = pdnParser.game();
  const errors = pdnParser.errors.map((e) => ({ message: e.message, token: e.token }));
  return { items, errors };
}

const TAG_PAIR = /^\[[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]+"(.*)"[ \t]*\]$/s;
const UNQUOTED_VALUE = /* @__PURE__ */ new Set([Identifier, Junk, Move, MoveNumber, Result]);
const GLUABLE = /* @__PURE__ */ new Set([Identifier, Junk, Move, MoveNumber, Strength, Nag, Ellipsis, Result]);
function buildGame(items, ctx) {
  return new GameBuilder(ctx).build(items);
}
function show(text) {
  const t = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `\`${t.replace(/[\r\n]+/g, " ")}\``;
}
function unescapeString(body) {
  return body.indexOf("\\") < 0 ? body : body.replace(/\\(["\\])/g, "$1");
}
class GameBuilder {
  constructor(ctx) {
    this.ctx = ctx;
  }
  tags = [];
  result;
  /** An unclosed `{` ate the end of the game: a missing result is its consequence, not reported. */
  unterminated = false;
  pos(tok) {
    return posOf(this.ctx.base, tok.startLine, tok.startColumn, tok.startOffset);
  }
  /** The position right after a token. */
  endPos(tok) {
    const end = tokenEnd(tok);
    return posOf(this.ctx.base, end.line, end.column, end.offset);
  }
  problem(code, message, pos, severity = "error") {
    this.ctx.problems.report(code, message, pos, severity);
  }
  build(items) {
    let start;
    const first = items[0];
    if (first) start = this.pos(isToken(first) ? first : first.start);
    const line = this.line(items, true);
    const moves = line.moves;
    let result = this.result;
    if (!result && this.ctx.end !== "result") {
      result = this.scoreAsResult(moves);
      if (!result) this.missingResult(line, start);
    }
    const record = {
      tags: this.tags,
      before: line.before,
      moves,
      trailing: [],
      ...result ? { result } : {},
      pos: start ?? this.ctx.base
    };
    return record;
  }
  /**
   * A game without terminator whose last move is a match score equal to its `[Result]` tag
   * (`4-6`): the score is the result, taken off the moves.
   */
  scoreAsResult(moves) {
    const last = moves[moves.length - 1];
    const declared = tagNamed({ tags: this.tags }, "Result")?.value;
    if (!last || !/^\d+-\d+$/.test(last.text) || declared !== last.text || last.number || last.strength || last.nags.length !== 0 || last.variations.length !== 0 || last.after.length !== 0 || last.before.length !== 0) {
      return void 0;
    }
    moves.pop();
    this.problem("PDN_SCORE_AS_RESULT", `${show(last.text)} is a match score used as the game terminator; PDN terminators are ${RESULT_LIST}.`, last.pos);
    return { text: last.text, pos: last.pos };
  }
  /** Reports a game that ends without terminator (at the next game's tags, or at the end of the file). */
  missingResult(line, start) {
    const { moves } = line;
    if (moves.length === 0 && line.before.length === 0 && this.tags.length === 0 || this.unterminated) return;
    const where = line.lastEnd ?? start ?? this.ctx.base;
    if (this.ctx.end === "tags" && moves.length > 0) {
      this.problem("PDN_MISSING_RESULT", `The game has no terminator (${RESULT_LIST}) before the next game's tags.`, where);
    } else if (this.ctx.end === "tags") {
      this.problem("PDN_MISSING_RESULT", `This game of tags only has no terminator (${RESULT_LIST}) before the next game's tags.`, where, "warning");
    } else if (moves.length > 0) {
      this.problem("PDN_MISSING_RESULT", `The last game of the file has no terminator (${RESULT_LIST}).`, where, "warning");
    }
  }
  // -------------------------------------------------------------------------------------------
  // Lines of play
  /** Builds one line of play. `main` is true for the main line (tags and the result live there). */
  line(items, main) {
    const s = {
      main,
      items,
      i: 0,
      moves: [],
      gameBefore: [],
      pending: [],
      pendingNumber: void 0,
      last: void 0,
      closed: true,
      lastTok: void 0
    };
    for (; s.i < items.length; s.i++) {
      const item = items[s.i];
      if (isToken(item)) this.token(item, s);
      else if (item.kind === "tag") this.tagNode(item, s);
      else if (item.kind === "setup") this.setupNode(item, s);
      else this.variation(item, s);
    }
    return this.endLine(s);
  }
  /** Hands a token to the handler of its type. */
  token(tok, s) {
    const type = tok.tokenType;
    if (type !== Comment && type !== LineComment) s.lastTok = tok;
    switch (type) {
      case TagPair:
        return this.tagPair(tok, s);
      case Move:
        return this.move(tok, s, false);
      case UnknownMove:
        return this.move(tok, s, true);
      case MoveNumber:
        return this.moveNumber(tok, s);
      case Ellipsis:
        return this.ellipsis(tok, s);
      case Strength:
      case StrengthParen:
        return this.strength(tok, s);
      case Nag:
        return this.nag(tok, s);
      case Comment:
        return this.comment({ text: tok.image.slice(1, -1), kind: "brace", pos: this.pos(tok) }, s);
      case LineComment:
        return this.comment({ text: tok.image.slice(1), kind: "line", pos: this.pos(tok) }, s);
      case UnterminatedComment:
        return this.unterminatedComment(tok, s);
      case Result:
        return this.resultToken(tok, s);
      case UnterminatedString:
        return this.problem("PDN_UNTERMINATED_STRING", 'This string has no closing `"`.', this.pos(tok));
      case RParen:
        return this.problem("PDN_UNBALANCED_PAREN", "This `)` closes no variation.", this.pos(tok));
      default:
        return this.problem("PDN_UNEXPECTED_TOKEN", `Unexpected ${show(tok.image)} in the moves.`, this.pos(tok));
    }
  }
  /** Tags belong before the first move of the main line. */
  tagAllowed(s) {
    return s.main && s.moves.length === 0;
  }
  tagInMoves(pos) {
    this.problem("PDN_UNEXPECTED_TOKEN", "A tag cannot stand inside the moves; tags come before the first move.", pos);
  }
  /** A well-formed tag in one token. */
  tagPair(tok, s) {
    const pos = this.pos(tok);
    if (!this.tagAllowed(s)) return this.tagInMoves(pos);
    const m = TAG_PAIR.exec(tok.image);
    this.tags.push({ name: m[1], value: unescapeString(m[2]), pos });
  }
  /** A tag read piecewise (malformed, or unusual spacing). */
  tagNode(node, s) {
    if (!this.tagAllowed(s)) this.tagInMoves(this.pos(node.start));
    else this.tag(node);
    s.lastTok = node.start;
  }
  setupNode(node, s) {
    const setup = this.setup(node);
    if (setup) s.pending.push(setup);
    s.closed = true;
  }
  variation(node, s) {
    s.lastTok = node.end;
    const sub = this.line(node.items, false);
    const variation = { moves: sub.moves, trailing: sub.trailing, pos: this.pos(node.start) };
    if (sub.moves.length === 0) {
      this.problem("PDN_EMPTY_VARIATION", "This variation has no moves.", variation.pos, "warning");
    }
    if (s.last) s.last.variations.push(variation);
    else {
      this.problem("PDN_VARIATION_WITHOUT_MOVE", "A variation must follow the move it is an alternative to; this one follows no move and is dropped.", variation.pos);
    }
  }
  move(tok, s, unknown) {
    if (s.main && s.moves.length === 0 && s.pendingNumber === void 0) this.flushBeforeGame(s);
    const pos = this.pos(tok);
    const move = { text: tok.image, unknown, nags: [], before: s.pending, after: [], variations: [], pos };
    if (s.pendingNumber) move.number = { value: s.pendingNumber.value, text: s.pendingNumber.text };
    if (unknown) {
      this.problem("PDN_UNKNOWN_MOVE", `Unknown move ${show(tok.image)}: the game cannot be replayed past it.`, pos, "warning");
    }
    s.pending = [];
    s.pendingNumber = void 0;
    s.moves.push(move);
    s.last = move;
    s.closed = false;
    this.gluedJunk(s, move, tok.startOffset + tok.image.length - 1);
  }
  moveNumber(tok, s) {
    if (s.pendingNumber) {
      this.numberWithoutMove(s.pendingNumber);
      s.pendingNumber = void 0;
    }
    if (s.main && s.moves.length === 0) this.flushBeforeGame(s);
    s.pendingNumber = { value: parseInt(tok.image, 10), text: tok.image, token: tok };
    s.closed = true;
  }
  /** `...` after a number (`1. ...`) makes it a Black move's number; elsewhere it is ignored. */
  ellipsis(tok, s) {
    const n = s.pendingNumber;
    if (n && !n.text.endsWith("...")) {
      n.text = `${n.text} ${tok.image}`;
      this.problem("PDN_ELLIPSIS_AFTER_NUMBER", `${show(n.text)} is read as the number of a Black move (\`${n.value}...\`).`, this.pos(tok), "warning");
    } else {
      this.problem("PDN_UNEXPECTED_TOKEN", `${show(tok.image)} stands where no move number is; it is ignored.`, this.pos(tok), "warning");
    }
    s.closed = true;
  }
  strength(tok, s) {
    const last = s.last;
    if (last && !s.closed && last.strength === void 0 && last.nags.length === 0 && last.after.length === 0 && last.variations.length === 0) {
      last.strength = tok.image;
      this.gluedJunk(s, last, tok.startOffset + tok.image.length - 1);
    } else {
      this.problem("PDN_MISPLACED_STRENGTH", `The move strength ${show(tok.image)} does not follow a move; it is ignored.`, this.pos(tok));
    }
  }
  nag(tok, s) {
    const n = parseInt(tok.image.slice(1), 10);
    if (!Number.isSafeInteger(n)) {
      this.problem("PDN_NAG_OUT_OF_RANGE", `The annotation ${show(tok.image)} is out of range (a NAG is a number below 2^53); it is ignored.`, this.pos(tok));
    } else if (s.last && !s.closed) s.last.nags.push(n);
    else {
      this.problem("PDN_MISPLACED_NAG", `The annotation ${show(tok.image)} does not follow a move; it is ignored.`, this.pos(tok));
    }
  }
  unterminatedComment(tok, s) {
    const pos = this.pos(tok);
    this.problem("PDN_UNTERMINATED_COMMENT", "This comment is never closed by `}`.", pos);
    this.unterminated = true;
    this.comment({ text: tok.image.slice(1).trimEnd(), kind: "brace", pos }, s);
  }
  /** A comment goes after the last move, or waits for the next one. */
  comment(comment, s) {
    if (s.last && !s.closed) s.last.after.push(comment);
    else s.pending.push(comment);
  }
  /** The result ends the main line; anywhere else it is reported and ignored. */
  resultToken(tok, s) {
    const pos = this.pos(tok);
    if (s.main && s.i === s.items.length - 1) {
      this.result = { text: tok.image, pos };
    } else if (!s.main) {
      this.problem("PDN_RESULT_IN_VARIATION", `The result ${show(tok.image)} cannot stand inside a variation; it is ignored.`, pos);
    } else {
      this.problem("PDN_UNEXPECTED_TOKEN", `Unexpected result ${show(tok.image)} inside the moves.`, pos);
    }
  }
  /** Before the first move of the main line: what waits goes to GameRecord.before. */
  flushBeforeGame(s) {
    for (const c of s.pending) s.gameBefore.push(c);
    s.pending = [];
  }
  /** The end of a line: a number without move, and what still waits for a move. */
  endLine(s) {
    if (s.pendingNumber) {
      this.numberWithoutMove(s.pendingNumber);
      s.pendingNumber = void 0;
    }
    const lastEnd = s.lastTok ? this.endPos(s.lastTok) : void 0;
    const trailing = [];
    const { pending, last } = s;
    if (pending.length > 0) {
      const comments = pending.filter((c) => !isSetup(c));
      if (pending.length !== comments.length && last) this.setupWithoutMoves(pending);
      if (last) for (const c of comments) last.after.push(c);
      else if (s.main) for (const c of pending) s.gameBefore.push(c);
      else {
        for (const c of comments) trailing.push(c);
        if (comments.length !== pending.length) this.setupWithoutMoves(pending);
      }
    }
    return { moves: s.moves, before: s.gameBefore, trailing, ...lastEnd ? { lastEnd } : {} };
  }
  setupWithoutMoves(pending) {
    const setup = pending.find(isSetup);
    this.problem("PDN_SETUP_WITHOUT_MOVES", "A setup must be followed by moves; this one is ignored.", setup.pos, "warning");
  }
  numberWithoutMove(n) {
    this.problem("PDN_NUMBER_WITHOUT_MOVE", `The move number ${show(n.text)} is not followed by a move.`, this.pos(n.token), "warning");
  }
  /**
   * Absorbs the tokens glued to the move (no space between; the move's text, or its strength,
   * ends at `end`) into a comment after it, and moves `s.i` past them.
   */
  gluedJunk(s, move, end) {
    const items = s.items;
    const next = items[s.i + 1];
    if (next === void 0 || !isToken(next) || next.startOffset !== end + 1) return;
    let text = "";
    let j = s.i + 1;
    let firstTok;
    for (; j < items.length; j++) {
      const t = items[j];
      if (!isToken(t)) break;
      if (t.startOffset !== end + 1) break;
      if (!firstTok && (tokenMatcher(t, Strength) || tokenMatcher(t, StrengthParen))) break;
      if (!GLUABLE.has(t.tokenType)) break;
      if (tokenMatcher(t, Result) && j === items.length - 1) break;
      if (t.image.includes("}")) break;
      firstTok ??= t;
      text += t.image;
      end = t.startOffset + t.image.length - 1;
    }
    if (!firstTok) return;
    const pos = this.pos(firstTok);
    this.problem("PDN_JUNK_AFTER_MOVE", `Text ${show(text)} is glued to the move ${show(move.text)}; it is kept as a comment.`, pos, "warning");
    move.after.push({ text, kind: "brace", pos });
    s.i = j - 1;
  }
  // -------------------------------------------------------------------------------------------
  // Tags and setups read piecewise
  tag(node) {
    const pos = this.pos(node.start);
    const { name, values, close } = node;
    if (!name) {
      this.problem("PDN_BAD_TAG", 'A tag must start with a name after `[`, as in `[Event "..."]`.', pos);
      return;
    }
    const str = values[0];
    if (!str) {
      this.problem("PDN_BAD_TAG", `The tag \`${name.image}\` has no value; write it as \`[${name.image} "..."]\`.`, pos);
      return;
    }
    let value;
    if (tokenMatcher(str, StringLiteral)) {
      value = unescapeString(str.image.slice(1, -1));
    } else if (tokenMatcher(str, UnterminatedString)) {
      this.problem("PDN_UNTERMINATED_STRING", `The value of the tag \`${name.image}\` has no closing \`"\`.`, this.pos(str));
      value = unescapeString(str.image.slice(1));
    } else {
      this.problem("PDN_BAD_TAG", `The value of the tag \`${name.image}\` must be in double quotes, as in \`[${name.image} "${values.map((v) => v.image).join(" ")}"]\`.`, this.pos(str));
      value = values.map((v) => v.image).join(" ");
    }
    if (values.length > 1 && !UNQUOTED_VALUE.has(str.tokenType)) {
      this.problem("PDN_BAD_TAG", `Unexpected ${show(values[1].image)} after the value of the tag \`${name.image}\`.`, this.pos(values[1]));
    }
    if (!close) {
      const last = values[values.length - 1] ?? name;
      this.problem("PDN_BAD_TAG", `The tag \`${name.image}\` is not closed by \`]\` on its line.`, this.endPos(last));
    }
    this.tags.push({ name: name.image, value, pos });
  }
  setup(node) {
    const pos = this.pos(node.start);
    const { name, fen, close } = node;
    if (!fen) {
      this.problem("PDN_BAD_SETUP", 'A setup must be written `/FEN "..."/`; this `/` starts none.', pos);
      return void 0;
    }
    if (name && name.image.toUpperCase() !== "FEN") {
      this.problem("PDN_BAD_SETUP", `A setup must be written \`/FEN "..."/\`, not with ${show(name.image)}.`, this.pos(name));
    }
    let text;
    if (tokenMatcher(fen, UnterminatedString)) {
      this.problem("PDN_UNTERMINATED_STRING", 'The FEN of this setup has no closing `"`.', this.pos(fen));
      text = unescapeString(fen.image.slice(1));
    } else text = unescapeString(fen.image.slice(1, -1));
    if (!close) this.problem("PDN_BAD_SETUP", "The setup is not closed by `/` on its line.", this.endPos(fen));
    return { fen: text, pos };
  }
}

const MAX_PROBLEMS_PER_GAME = 50;
class GameProblems {
  /** `game`: the index of the game in its file. */
  constructor(game) {
    this.game = game;
  }
  list = [];
  reported = 0;
  /** A problem found while lexing, balancing or parsing. */
  add(code, message, pos, severity = "error") {
    this.list.push({ code, message, severity, pos, game: this.game });
  }
  /** A problem found by the record builder (capped as it comes). */
  report(code, message, pos, severity = "error") {
    this.reported++;
    if (this.reported > MAX_PROBLEMS_PER_GAME + 1) return;
    if (this.reported === MAX_PROBLEMS_PER_GAME + 1) this.list.push(tooMany(pos, this.game));
    else this.list.push({ code, message, severity, pos, game: this.game });
  }
  /** The game's problems in source order (stable: problems at one place in the order found), capped. */
  inOrder() {
    const all = this.list.sort((a, b) => a.pos.offset - b.pos.offset);
    if (all.length <= MAX_PROBLEMS_PER_GAME + 1) return all;
    const seen = /* @__PURE__ */ new Set();
    const kept = [];
    let cut;
    for (const p of all) {
      if (p.code === "PDN_TOO_MANY_PROBLEMS") {
        cut ??= p.pos;
        continue;
      }
      if (kept.length < MAX_PROBLEMS_PER_GAME || !seen.has(p.code)) kept.push(p);
      else cut ??= p.pos;
      seen.add(p.code);
    }
    if (cut) kept.push(tooMany(cut, this.game));
    return kept;
  }
}
function tooMany(pos, game) {
  return {
    code: "PDN_TOO_MANY_PROBLEMS",
    message: `More than ${MAX_PROBLEMS_PER_GAME} problems in this game; the rest are not reported.`,
    severity: "error",
    pos,
    game
  };
}

function parseEncodingName(name) {
  checkString$1(name, "parseEncodingName", "an encoding name (a string)");
  const n = name.toLowerCase().replace(/[\s_]/g, "-");
  if (/^utf-?8$/.test(n)) return "utf-8";
  if (/^(windows-?|cp-?|win-?)1251$/.test(n)) return "windows-1251";
  if (/^(ibm-?|cp-?|dos-?)866$/.test(n)) return "ibm866";
  if (/^(latin-?1|iso-?8859-?1|l1|windows-?1252|cp-?1252)$/.test(n)) return "latin1";
  if (/^utf-?16-?le$/.test(n)) return "utf-16le";
  if (/^utf-?16-?be$/.test(n)) return "utf-16be";
  return void 0;
}
const RU_FREQ = {
  о: 110,
  е: 85,
  а: 80,
  и: 74,
  н: 67,
  т: 63,
  с: 55,
  р: 47,
  в: 45,
  л: 44,
  к: 35,
  м: 32,
  д: 30,
  п: 28,
  у: 26,
  я: 20,
  ы: 19,
  ь: 17,
  г: 17,
  з: 16,
  б: 16,
  ч: 14,
  й: 12,
  х: 10,
  ж: 9,
  ш: 7,
  ю: 6,
  ц: 5,
  щ: 4,
  э: 3,
  ф: 3,
  ъ: 1,
  ё: 1
};
const CYRILLIC_SCORE = Float64Array.from({ length: 256 }, (_, i) => {
  const f = RU_FREQ[String.fromCharCode(1024 + i).toLowerCase()];
  return f !== void 0 ? Math.log(f + 1) : 0.5;
});
const isAsciiLetter = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
const isCyrillic = (c) => c >= 1024 && c <= 1279;
function score(text) {
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) continue;
    const prev = i > 0 ? text.charCodeAt(i - 1) : 32;
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 32;
    const mixed = isAsciiLetter(prev) || isAsciiLetter(next);
    if (isCyrillic(c)) s += mixed ? -6 : CYRILLIC_SCORE[c - 1024];
    else if (c >= 192 && c <= 255 && c !== 215 && c !== 247)
      s += mixed ? 4 : 1;
    else if (c === 176 || c === 183 || c === 171 || c === 187 || c === 160)
      s += 0.5;
    else s -= 4;
  }
  return s;
}
function tryUtf8(bytes) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return void 0;
  }
}
function isUtf8(bytes) {
  if (tryUtf8(bytes) !== void 0) return true;
  if (bytes.length <= 4) return false;
  let end = bytes.length;
  let k = 0;
  while (k < 3 && end > 0 && (bytes[end - 1] & 192) === 128) {
    end--;
    k++;
  }
  if (end > 0 && bytes[end - 1] >= 192) end--;
  return end < bytes.length && tryUtf8(bytes.subarray(0, end)) !== void 0;
}
const UTF16_SAMPLE = 4096;
function utf16WithoutBom(bytes) {
  const n = Math.min(bytes.length, UTF16_SAMPLE) & -2;
  if (n < 4) return void 0;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul >= pairs * 0.6 && evenNul <= pairs * 0.05) return "utf-16le";
  if (evenNul >= pairs * 0.6 && oddNul <= pairs * 0.05) return "utf-16be";
  return void 0;
}
function detectEncoding(bytes) {
  if (!(bytes instanceof Uint8Array)) throw wrongType$1("detectEncoding", "bytes (a Uint8Array)", bytes);
  if (bytes.length >= 2 && bytes[0] === 255 && bytes[1] === 254) return "utf-16le";
  if (bytes.length >= 2 && bytes[0] === 254 && bytes[1] === 255) return "utf-16be";
  if (bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191) return "utf-8";
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return utf16;
  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] >= 128) {
      ascii = false;
      break;
    }
  }
  if (ascii || isUtf8(bytes)) return "utf-8";
  const sample = bytes.length > 1 << 20 ? bytes.subarray(0, 1 << 20) : bytes;
  let best = "latin1";
  let bestScore = -Infinity;
  for (const enc of ["windows-1251", "ibm866", "latin1"]) {
    const s = score(new TextDecoder(enc).decode(sample));
    if (s > bestScore) {
      best = enc;
      bestScore = s;
    }
  }
  return best;
}
function decodePdn(bytes, encoding) {
  if (!(bytes instanceof Uint8Array)) throw wrongType$1("decodePdn", "bytes (a Uint8Array; parsePdn reads text)", bytes);
  let enc = encoding ? parseEncodingName(encoding) : void 0;
  if (!enc) enc = utf16WithoutBom(bytes);
  if (!enc) {
    const utf8 = tryUtf8(bytes);
    if (utf8 !== void 0) return { text: utf8.charCodeAt(0) === 65279 ? utf8.slice(1) : utf8, encoding: "utf-8" };
    enc = detectEncoding(bytes);
  }
  const text = new TextDecoder(enc).decode(bytes);
  return { text: text.charCodeAt(0) === 65279 ? text.slice(1) : text, encoding: enc };
}

function balance(tokens, report) {
  let parens = false;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i].tokenType;
    if (type === LParen || type === RParen) {
      parens = true;
      break;
    }
  }
  if (!parens) return tokens;
  const out = [];
  const open = [];
  let skip = 0;
  let reportedDeep = false;
  for (const tok of tokens) {
    const type = tok.tokenType;
    if (skip > 0) {
      if (type === LParen) skip++;
      else if (type === RParen) skip--;
      continue;
    }
    if (type === LParen) {
      if (open.length >= MAX_VARIATION_DEPTH) {
        if (!reportedDeep) {
          report("PDN_NESTING_TOO_DEEP", `Variations are nested more than ${MAX_VARIATION_DEPTH} deep; this variation is skipped.`, tok);
          reportedDeep = true;
        }
        skip = 1;
        continue;
      }
      open.push(tok);
    } else if (type === RParen) {
      if (open.length === 0) {
        report("PDN_UNBALANCED_PAREN", "This `)` closes no variation.", tok);
        continue;
      }
      open.pop();
    }
    out.push(tok);
  }
  if (open.length > 0) {
    for (const tok of open) report("PDN_UNCLOSED_VARIATION", "This variation is never closed by `)`.", tok);
    const lastTok = out[out.length - 1];
    const at = lastTok.tokenType === Result && out.length > 1 ? out.length - 1 : out.length;
    const ref = out[at - 1] ?? lastTok;
    const { line, column, offset } = tokenEnd(ref);
    const closers = open.map(() => createTokenInstance(RParen, "", offset, offset, line, line, column, column));
    out.splice(at, 0, ...closers);
  }
  return out;
}
function capMoves(tokens, report) {
  let moves = 0;
  let cut = -1;
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i].tokenType;
    if ((type === Move || type === UnknownMove) && ++moves > MAX_MOVES_PER_GAME) {
      cut = i;
      break;
    }
  }
  if (cut < 0) return tokens;
  report("PDN_GAME_TOO_LONG", `This game has more than ${MAX_MOVES_PER_GAME} moves (main line and variations together); the moves from here on are not read.`, tokens[cut]);
  while (cut > 0 && (tokens[cut - 1].tokenType === MoveNumber || tokens[cut - 1].tokenType === Ellipsis)) cut--;
  const out = tokens.slice(0, cut);
  let open = 0;
  for (const tok of out) {
    if (tok.tokenType === LParen) open++;
    else if (tok.tokenType === RParen) open--;
  }
  if (open > 0) {
    const { line, column, offset } = tokenEnd(out[out.length - 1]);
    for (; open > 0; open--) out.push(createTokenInstance(RParen, "", offset, offset, line, line, column, column));
  }
  const last = tokens[tokens.length - 1];
  if (last.tokenType === Result) out.push(last);
  return out;
}
function parseGameText(game, index, problems, file) {
  const found = new GameProblems(index);
  const base = game.pos;
  if (game.tooLarge) {
    found.add("PDN_GAME_TOO_LARGE", `This game's text is longer than ${MAX_GAME_CHARS} characters (${MAX_GAME_CHARS / (1 << 20)} MiB); it is not read.`, base);
    for (const p of found.inOrder()) problems.push(file !== void 0 ? { ...p, file } : p);
    return { tags: [], before: [], moves: [], trailing: [], pos: base };
  }
  const lexed = lexPdn(game.text);
  const runs = lexed.errors.length > MAX_PROBLEMS_PER_GAME + 2 ? lexed.errors.slice(0, MAX_PROBLEMS_PER_GAME + 2) : lexed.errors;
  for (const e of runs) {
    const ch = game.text.slice(e.offset, e.offset + Math.min(e.length, 20));
    found.add("PDN_UNEXPECTED_CHARACTER", `Unexpected character${e.length > 1 ? "s" : ""} \`${ch}\`.`, posOf(base, e.line ?? 1, e.column ?? 1, e.offset));
  }
  const report = (code, message, tok) => found.add(code, message, posOf(base, tok.startLine, tok.startColumn, tok.startOffset));
  const tokens = capMoves(balance(lexed.tokens, report), report);
  const parsed = parseTokens(tokens);
  for (const e of parsed.errors) {
    const t = e.token;
    const ok = Number.isFinite(t.startOffset) && Number.isFinite(t.startLine);
    found.add(
      "PDN_INTERNAL",
      `Internal error of the PDN parser at ${ok ? `\`${t.image}\`` : "the end of the game"}: ${e.message}`,
      ok ? posOf(base, t.startLine, t.startColumn, t.startOffset) : base
    );
  }
  let record;
  if (parsed.items) {
    record = buildGame(parsed.items, { base, end: game.end, problems: found });
  } else {
    record = { tags: [], before: [], moves: [], trailing: [], pos: base };
  }
  for (const p of found.inOrder()) problems.push(file !== void 0 ? { ...p, file } : p);
  return record;
}
function readOptions(options) {
  if (options === null || typeof options !== "object") return {};
  return typeof options.file === "string" || options.file === void 0 ? options : { ...options, file: void 0 };
}
function notText(input, game, file) {
  const what = input === null ? "null" : Array.isArray(input) ? "an array" : typeof input;
  return {
    code: "PDN_NOT_TEXT",
    message: `The input is not text (${what}): nothing is read.`,
    severity: "error",
    pos: { line: 1, column: 1, offset: 0 },
    game,
    ...file !== void 0 ? { file } : {}
  };
}
const EMPTY_AT_START = { line: 1, column: 1, offset: 0 };
function parsePdn(text, options = {}) {
  options = readOptions(options);
  if (typeof text !== "string") return { value: [], errors: [notText(text, 0, options.file)] };
  const games = [];
  const errors = [];
  try {
    for (const g of parseGames(text, options)) {
      games.push(g.game);
      for (const e of g.errors) errors.push(e);
    }
  } catch (e) {
    errors.push(internalProblem(e, games.length, options.file));
  }
  return { value: games, errors };
}
function internalProblem(e, game, file) {
  return {
    code: "PDN_INTERNAL",
    message: `Internal error of the PDN reader: ${e instanceof Error ? e.message : String(e)}`,
    severity: "error",
    pos: { line: 1, column: 1, offset: 0 },
    game,
    ...file !== void 0 ? { file } : {}
  };
}
function* parseGames(text, options = {}) {
  options = readOptions(options);
  if (typeof text !== "string") {
    yield { index: 0, game: { tags: [], before: [], moves: [], trailing: [], pos: EMPTY_AT_START }, errors: [notText(text, 0, options.file)] };
    return;
  }
  const state = { index: 0, prevTags: false };
  for (const g of splitGames(text)) yield parseOne(g, state, options.file);
}
function parseOne(g, state, file) {
  const parsed = parseCutGame(g, state.index++, state.prevTags, file);
  state.prevTags = parsed.game.tags.length > 0;
  return parsed;
}
function parseCutGame(g, index, prevTags, file) {
  const errors = [];
  let game;
  try {
    game = parseGameText(g, index, errors, file);
    if (game.tags.length === 0 && prevTags && game.moves.length > 0) {
      errors.unshift({
        code: "PDN_GAME_WITHOUT_TAGS",
        message: "This game has no tags while the one before has: it may be text left over from the previous game.",
        severity: "warning",
        pos: game.pos,
        game: index,
        ...file !== void 0 ? { file } : {}
      });
    }
  } catch (e) {
    errors.push(internalProblem(e, index, file));
    game = { tags: [], before: [], moves: [], trailing: [], pos: g.pos };
  }
  return { index, game, errors };
}

const MAX_GOAL_PIECES = 48;
const countGoal = (text) => {
  const m = /^(material|capture-path)\s+(\d+)$/.exec(text.trim().toLowerCase());
  return m ? { kind: m[1], digits: m[2] } : void 0;
};
function parseGoal(text) {
  const written = checkString(text, "parseGoal", "a goal as written (a string)");
  if (written.trim().toLowerCase() === "win") return { kind: "win" };
  const count = countGoal(written);
  if (!count || goalOutOfRange(written)) return void 0;
  const min = Number(count.digits);
  if (count.kind === "material") return min >= 1 ? { kind: "material", min } : void 0;
  return { kind: "capture-path", min };
}
function goalOutOfRange(text) {
  const count = countGoal(text);
  const digits = count?.digits.replace(/^0+(?=\d)/, "");
  return digits !== void 0 && (digits.length > 2 || Number(digits) > MAX_GOAL_PIECES);
}
const GOAL_FORMS = `win, 'material N' (N from 1 to ${MAX_GOAL_PIECES}) or 'capture-path N' (N from 0 to ${MAX_GOAL_PIECES})`;
function checkGoal(value, where) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw wrongType(where, "a goal ({ kind: 'win' | 'material' | 'capture-path', min }), as parseGoal gives", value);
  const g = value;
  if (g.kind === "win") return value;
  if (g.kind !== "material" && g.kind !== "capture-path") throw outOfRange(where, "a goal's kind is 'win', 'material' or 'capture-path'", g.kind);
  checkWhole(g.min, where, `a ${g.kind} goal's min`, g.kind === "material" ? 1 : 0, MAX_GOAL_PIECES);
  return value;
}
function goalDescription(goal) {
  checkGoal(goal, "goalDescription");
  if (goal.kind === "win") return "win the game";
  if (goal.kind === "material") return `win ${goal.min} piece${goal.min === 1 ? "" : "s"} (net, commanded)`;
  return goal.min === 0 ? "choose the capture path that does not lose material" : `choose the capture path that wins ${goal.min} piece${goal.min === 1 ? "" : "s"}`;
}

const { DOCUMENT: DOCUMENT_MARK, SCALAR: SCALAR_MARK, FLOW_END: FLOW_ERROR_END_MARK } = CST;
const MAX_YAML_TOKENS = 3e5;
const MAX_YAML_DEPTH = 64;
function yamlOutOfBounds(text) {
  let count = 0;
  let offset = 0;
  let flowDepth = 0;
  for (const token of new Lexer$1().lex(text)) {
    if (++count > MAX_YAML_TOKENS) return { kind: "tokens" };
    if (token === "[" || token === "{") {
      if (++flowDepth > MAX_YAML_DEPTH) return { kind: "depth", ...positionOf(text, offset) };
    } else if (token === "]" || token === "}") flowDepth--;
    else if (token === "---" || token === "...") flowDepth = 0;
    if (token !== DOCUMENT_MARK && token !== SCALAR_MARK && token !== FLOW_ERROR_END_MARK) offset += token.length;
  }
  const stack = [];
  for (const doc of [...new Parser().parse(text)].reverse()) stack.push({ token: doc, depth: 0 });
  while (stack.length) {
    const { token, depth } = stack.pop();
    const children = [];
    let nested = depth;
    switch (token.type) {
      case "document":
        children.push(token.value);
        break;
      case "block-map":
      case "block-seq":
      case "flow-collection":
        nested = depth + 1;
        if (nested > MAX_YAML_DEPTH) return { kind: "depth", ...positionOf(text, token.offset) };
        for (const item of token.items) children.push(("key" in item ? item.key : void 0) ?? void 0, item.value);
        break;
    }
    for (const child of children.reverse()) if (child) stack.push({ token: child, depth: nested });
  }
  return void 0;
}
function positionOf(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return { offset, line, column: offset - (text.lastIndexOf("\n", offset - 1) + 1) + 1 };
}

function record(value, where, what) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw wrongType(where, what, value);
  return value;
}
function checkTexts(value, where, what) {
  if (!Array.isArray(value)) throw wrongType(where, what, value);
  for (const t of value) if (typeof t !== "string") throw wrongType(where, what, t);
  return value;
}
function optionalText(value, where, what) {
  if (value !== void 0) checkString(value, where, what);
}
function checkSource(value, where) {
  const s = record(value, where, "a puzzle source ({ kind: 'composed' } or { kind: 'game', file, game, ply })");
  if (s.kind === "composed") return value;
  if (s.kind !== "game") throw outOfRange(where, "a source's kind is 'composed' or 'game'", s.kind);
  checkString(s.file, where, "a game source's file (a string)");
  checkWhole(s.game, where, "a game source's game", 1);
  checkWhole(s.ply, where, "a game source's ply", 0);
  optionalText(s.played, where, "a game source's played move (a string)");
  if (s.mistake !== void 0 && s.mistake !== "missed" && s.mistake !== "blunder") throw outOfRange(where, "a game source's mistake is 'missed' or 'blunder'", s.mistake);
  return value;
}
function checkTitleFields(value, where) {
  const s = record(value, where, "a puzzle ({ title, goal, themes, ... }), as readPuzzleFile gives");
  checkString(s.title, where, "a puzzle's title (a string, '' for none)");
  optionalText(s.titleRu, where, "a puzzle's titleRu (a string)");
  checkGoal(s.goal, where);
  checkTexts(s.themes, where, "a puzzle's themes (a list of strings)");
  if (s.solution !== void 0) checkTexts(s.solution, where, "a puzzle's solution (a list of move texts)");
  optionalText(s.fen, where, "a puzzle's fen (a string)");
}
function checkSpec(value, where) {
  checkTitleFields(value, where);
  const s = value;
  checkString(s.id, where, "a puzzle's id (a string)");
  knownVariant(s.variant, where);
  checkString(s.fen, where, "a puzzle's fen (a string)");
  checkTexts(s.solution, where, "a puzzle's solution (a list of move texts)");
  checkWhole(s.rating, where, "a puzzle's rating", 0);
  checkWhole(s.difficulty, where, "a puzzle's difficulty", 0);
  checkSource(s.source, where);
  optionalText(s.note, where, "a puzzle's note (a string)");
  return value;
}
function checkLocation(value, where) {
  const at = record(value, where, "a location ({ file, line, column, offset })");
  checkString(at.file, where, "a location's file (a string)");
  checkWhole(at.line, where, "a location's line", 0);
  checkWhole(at.column, where, "a location's column", 0);
  checkWhole(at.offset, where, "a location's offset", 0);
  return value;
}
function checkEntry(value, where) {
  const e = record(value, where, "a puzzle entry ({ spec, position, moves, at, fieldAt, moveAt }), as readPuzzleFile gives");
  checkSpec(e.spec, where);
  checkPosition(e.position, where);
  if (!Array.isArray(e.moves)) throw wrongType(where, "a puzzle entry's moves (a list of moves)", e.moves);
  for (const m of e.moves) checkMove(m, where);
  checkLocation(e.at, where);
  for (const at of Object.values(record(e.fieldAt, where, "a puzzle entry's fieldAt (locations by field)"))) checkLocation(at, where);
  if (!Array.isArray(e.moveAt)) throw wrongType(where, "a puzzle entry's moveAt (a list of locations)", e.moveAt);
  for (const at of e.moveAt) checkLocation(at, where);
  return value;
}
function checkSolveResult(value, where) {
  const r = record(value, where, "a solve result (as solvePuzzle gives)");
  const list = (v, what) => {
    if (!Array.isArray(v)) throw wrongType(where, what, v);
    return v;
  };
  const line = list(r.line, "a solve result's line (a list of moves)");
  for (const m of line) checkMove(m, where);
  const ply = (v) => void checkWhole(v, where, "a step's ply", 0, line.length);
  for (const a of list(r.ambiguities, "a solve result's ambiguities (a list)")) {
    const x = record(a, where, "an ambiguity ({ ply, moves })");
    ply(x.ply);
    for (const m of list(x.moves, "an ambiguity's moves (a list of moves)")) checkMove(m, where);
  }
  for (const s of list(r.slower, "a solve result's slower moves (a list)")) {
    const x = record(s, where, "a slower move ({ ply, move, moves })");
    ply(x.ply);
    checkMove(x.move, where);
    checkWhole(x.moves, where, "a slower move's moves", 0);
  }
  return value;
}
function checkCounts(options, where, bounds) {
  const o = checkOptions(options, where);
  for (const [name, [min, max]] of Object.entries(bounds)) if (o[name] !== void 0) checkWhole(o[name], where, name, min, max);
  return o;
}

function puzzleProblem(code, message, at, id, legal) {
  checkString(code, "puzzleProblem", "a puzzle code (a string)");
  checkString(message, "puzzleProblem", "a message (a string)");
  checkLocation(at, "puzzleProblem");
  if (id !== void 0) checkString(id, "puzzleProblem", "a puzzle's id (a string)");
  if (legal !== void 0) checkTexts(legal, "puzzleProblem", "the legal moves (a list of move texts)");
  const detail = { ...id ? { puzzle: id } : {}, ...legal ? { legal } : {} };
  return { code, severity: "error", message, pos: { line: at.line, column: at.column, offset: at.offset }, file: at.file, ...id || legal ? { detail } : {} };
}

const MISTAKES = ["missed", "blunder"];
const FIELDS = ["id", "title", "title_ru", "variant", "fen", "goal", "solution", "rating", "difficulty", "themes", "source", "note"];
const REQUIRED = ["id", "fen", "goal", "solution", "rating", "difficulty", "source"];
const RATING_MIN = 600;
const RATING_MAX = 2400;
const ID_RE = /^[a-z0-9][a-z0-9._-]*$/;
const THEME_RE = /^[a-z][a-z0-9-]*$/;
function readPuzzleFile(text, file = "<input>") {
  if (typeof file !== "string") file = "<input>";
  if (typeof text !== "string") {
    const what = text === null ? "null" : Array.isArray(text) ? "an array" : typeof text;
    return { puzzles: [], errors: [puzzleProblem("PUZZLE_NOT_TEXT", `the input is not text (${what}): nothing is read`, { file, line: 1, column: 1, offset: 0 })] };
  }
  const lc = new LineCounter();
  const at = (offset) => {
    const p = lc.linePos(offset);
    return { file, line: p.line, column: p.col, offset };
  };
  const bound = yamlOutOfBounds(text);
  if (bound?.kind === "tokens") {
    const message = `the file holds more than ${MAX_YAML_TOKENS} YAML tokens (values, keys, brackets; the largest collection file has about 65,000); it is not read`;
    return { puzzles: [], errors: [puzzleProblem("PUZZLE_TOO_LARGE", message, { file, line: 1, column: 1, offset: 0 })] };
  }
  if (bound?.kind === "depth") {
    const { line, column, offset } = bound;
    const message = `collections nest more than ${MAX_YAML_DEPTH} deep here (a puzzle file nests 3 deep); the file is not read`;
    return { puzzles: [], errors: [puzzleProblem("PUZZLE_TOO_DEEP", message, { file, line, column, offset })] };
  }
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const nodeAt = (node, fallback = 0) => at(node?.range?.[0] ?? fallback);
  const errors = [];
  for (const e of doc.errors) {
    const [firstLine = ""] = e.message.split("\n");
    const message = e.code === "MULTIPLE_DOCS" ? "the file holds several documents (a `---` line): a puzzle file is one document" : firstLine.replace(/ at line \d+, column \d+:?$/, "");
    errors.push(puzzleProblem("PUZZLE_YAML", `YAML: ${message}`, at(e.pos[0])));
  }
  visit(doc, {
    Alias(_key, node) {
      errors.push(puzzleProblem("PUZZLE_YAML", `YAML: the alias *${node.source} is not read in a puzzle file: write the value out`, at(node.range?.[0] ?? 0)));
    }
  });
  if (errors.length) return { puzzles: [], errors };
  const root = doc.contents;
  let items;
  if (root === null || root === void 0) return { puzzles: [], errors: [puzzleProblem("PUZZLE_EMPTY", "the file holds no puzzle", at(0))] };
  if (isSeq(root)) items = root.items;
  else if (isMap(root)) items = [root];
  else return { puzzles: [], errors: [puzzleProblem("PUZZLE_SHAPE", "expected a puzzle (a mapping) or a list of puzzles", nodeAt(root))] };
  const puzzles = [];
  const ids = new PuzzleIds();
  for (const [index, item] of items.entries()) {
    const found = readOne(item, nodeAt);
    for (const e of found.errors) errors.push({ ...e, item: index });
    if (found.entry) {
      const duplicate = ids.claim(found.entry);
      if (duplicate) {
        errors.push({ ...duplicate, item: index });
        continue;
      }
      puzzles.push(found.entry);
    }
  }
  return { puzzles, errors };
}
class PuzzleIds {
  #seen = /* @__PURE__ */ new Map();
  /** Claims the puzzle's id: a PUZZLE_DUPLICATE_ID problem, at its id, when an earlier puzzle has it. */
  claim(entry) {
    const id = entry.spec.id;
    const at = entry.fieldAt.id ?? entry.at;
    const first = this.#seen.get(id);
    if (!first) {
      this.#seen.set(id, at);
      return void 0;
    }
    return puzzleProblem("PUZZLE_DUPLICATE_ID", `id '${excerpt(id)}' is already used at ${first.file === at.file ? `line ${first.line}` : `${first.file}:${first.line}`}`, at, id);
  }
}
const wholeIn = (node, min, max) => isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) && node.value >= min && node.value <= max ? node.value : void 0;
const SOURCE_KEYS = ["file", "game", "ply", "played", "mistake"];
function readSource(node, cx) {
  if (isScalar(node) && node.value === "composed") return { kind: "composed" };
  if (!isMap(node)) {
    cx.fail("PUZZLE_BAD_SOURCE", "expected 'composed' or { file, game, ply, played, mistake }");
    return void 0;
  }
  const get = (k) => {
    const n = node.get(k, true);
    return isScalar(n) ? n.value : void 0;
  };
  const [file, game, ply, played, mistake] = SOURCE_KEYS.map(get);
  const extra = node.items.map((p) => isScalar(p.key) ? String(p.key.value) : "?").filter((k) => !SOURCE_KEYS.includes(k));
  const wrong = extra.length > 0 ? `unknown field '${excerpt(extra[0])}'` : typeof file !== "string" || !file ? "file: expected the record file, e.g. games/NAME.pdn" : !Number.isSafeInteger(game) || game < 1 ? "game: expected a whole number from 1 (the first game of the file)" : !Number.isSafeInteger(ply) || ply < 0 ? "ply: expected a whole number from 0 (plies played before the puzzle)" : played !== void 0 && (typeof played !== "string" || !parseMoveText(played)) ? 'played: expected a move, e.g. "c3:e5"' : mistake !== void 0 && !MISTAKES.includes(mistake) ? `mistake: expected ${MISTAKES.join(" or ")}` : mistake === "missed" && played === void 0 ? "mistake: missed needs played (the move that missed the solution)" : void 0;
  if (wrong !== void 0) {
    cx.fail(
      "PUZZLE_BAD_SOURCE",
      `${wrong} (expected { file: games/NAME.pdn, game: N (1-based), ply: N (plies played before the puzzle), played: MOVE (optional: the move the game played), mistake: missed (with played) | blunder (optional) })`
    );
    return void 0;
  }
  return {
    kind: "game",
    file,
    game,
    ply,
    ...played !== void 0 ? { played } : {},
    ...mistake !== void 0 ? { mistake } : {}
  };
}
const FIELD_READERS = {
  id: (node, draft, cx) => {
    const id = cx.text(node);
    if (id !== void 0 && !ID_RE.test(id)) cx.fail("PUZZLE_BAD_ID", `'${excerpt(id)}' must be lower-case letters, digits, '.', '_' or '-'`);
    draft.id = id;
  },
  title: (node, draft, cx) => {
    draft.title = cx.text(node) ?? "";
  },
  title_ru: (node, draft, cx) => {
    draft.titleRu = cx.text(node);
    if (draft.titleRu !== void 0 && !draft.title) cx.fail("PUZZLE_FIELD_TYPE", "a Russian title translates the written title: write `title` too");
  },
  note: (node, draft, cx) => {
    draft.note = cx.text(node);
  },
  variant: (node, draft, cx) => {
    const text = cx.text(node);
    if (text === void 0) return;
    const variant = parseVariantName(text);
    if (!variant) cx.fail("PUZZLE_BAD_VARIANT", `unknown variant '${excerpt(text)}' (${VARIANTS.join(", ")})`);
    else draft.variant = variant;
  },
  goal: (node, draft, cx) => {
    const text = isScalar(node) ? String(node.value) : void 0;
    draft.goal = text === void 0 ? void 0 : parseGoal(text);
    if (draft.goal) return;
    const got = text === void 0 ? "a non-text value" : `'${excerpt(text)}'`;
    if (text !== void 0 && goalOutOfRange(text)) cx.fail("PUZZLE_GOAL_RANGE", `${got}: N is past any count of pieces (expected ${GOAL_FORMS}: 24 pieces a board at most)`);
    else cx.fail("PUZZLE_BAD_GOAL", `expected ${GOAL_FORMS}, got ${got}`);
  },
  difficulty: (node, draft, cx) => {
    const difficulty = wholeIn(node, 1, 5);
    if (difficulty === void 0) cx.fail("PUZZLE_BAD_DIFFICULTY", "expected a whole number from 1 (easy) to 5 (hard)");
    else draft.difficulty = difficulty;
  },
  rating: (node, draft, cx) => {
    const rating = wholeIn(node, RATING_MIN, RATING_MAX);
    if (rating === void 0) cx.fail("PUZZLE_BAD_RATING", `expected a whole number from ${RATING_MIN} to ${RATING_MAX}`);
    else draft.rating = rating;
  },
  themes: (node, draft, cx) => {
    if (node === null) return;
    if (!isSeq(node)) return cx.fail("PUZZLE_FIELD_TYPE", "expected a list, e.g. [liberation, king]");
    for (const item of node.items) {
      const theme = isScalar(item) ? String(item.value) : "";
      if (!THEME_RE.test(theme)) cx.report("PUZZLE_BAD_THEME", `themes: '${excerpt(theme)}' must be a lower-case word (letters, digits, '-')`, cx.nodeAt(item));
      else draft.themes.push(theme);
    }
  },
  source: (node, draft, cx) => {
    draft.source = readSource(node, cx);
  },
  fen: (node, draft, cx) => {
    draft.fen = cx.text(node);
    if (draft.fen === void 0) return;
    const r = parseFen(draft.fen, draft.variant);
    if (!r.ok) cx.fail("PUZZLE_BAD_FEN", excerpt(r.error.message));
    else draft.position = r.value;
  },
  solution: (node, draft, cx) => {
    if (isSeq(node)) {
      for (const m of node.items) draft.steps.push({ text: isScalar(m) ? String(m.value) : "", at: cx.nodeAt(m) });
    } else if (isScalar(node) && typeof node.value === "string") {
      for (const m of node.value.trim().split(/\s+/)) draft.steps.push({ text: m, at: cx.nodeAt(node) });
    } else cx.fail("PUZZLE_FIELD_TYPE", "expected a list of moves, e.g. [c3:e5:g3, h6:f4]");
    if (node !== null && draft.steps.length === 0) cx.fail("PUZZLE_EMPTY_SOLUTION", "the solution has no move");
  }
};
function resolveSolution(position, steps, id) {
  const moves = [];
  let pos = position;
  for (const [i, { text, at }] of steps.entries()) {
    const written = parseMoveText(text);
    if (!written) return { moves, problem: puzzleProblem("PUZZLE_BAD_MOVE", `solution: '${excerpt(text)}' is not a move`, at, id) };
    const found = matchMoves(pos, written);
    const [move] = found;
    if (!move || found.length > 1) {
      const legal = pos.legalMoves().map((m) => makeMoveText(pos, m, { captures: "full" }));
      const why = found.length === 0 ? `is not legal here${legal.length ? "" : " (no move is legal)"}` : `is ambiguous (${found.map((m) => makeMoveText(pos, m, { captures: "full" })).join(", ")}): write the full path`;
      return { moves, problem: puzzleProblem(found.length === 0 ? "PUZZLE_ILLEGAL_MOVE" : "PUZZLE_AMBIGUOUS_MOVE", `solution move ${i + 1} '${excerpt(text)}' ${why}`, at, id, legal) };
    }
    moves.push(move);
    pos = pos.play(move);
  }
  return { moves };
}
function readOne(item, nodeAt) {
  const errors = [];
  const start = nodeAt(item);
  if (!isMap(item)) return { errors: [puzzleProblem("PUZZLE_SHAPE", "a puzzle must be a mapping (id: ..., fen: ..., ...)", start)] };
  const values = /* @__PURE__ */ new Map();
  const fieldAt = {};
  let id;
  for (const pair of item.items) {
    const key = pair.key;
    const name = isScalar(key) ? String(key.value) : "";
    if (!FIELDS.includes(name)) {
      errors.push(puzzleProblem("PUZZLE_UNKNOWN_FIELD", `unknown field '${excerpt(name)}' (fields: ${FIELDS.join(", ")})`, nodeAt(key)));
      continue;
    }
    values.set(name, pair.value);
    fieldAt[name] = nodeAt(pair.value ?? key);
    if (name === "id" && isScalar(pair.value) && typeof pair.value.value === "string") id = pair.value.value;
  }
  for (const name of REQUIRED) if (!values.has(name)) errors.push(puzzleProblem("PUZZLE_MISSING_FIELD", `missing field '${name}'`, start, id));
  const draft = { title: "", variant: "bashni", difficulty: 0, rating: 0, themes: [], steps: [] };
  for (const [name, read] of Object.entries(FIELD_READERS)) {
    if (!values.has(name)) continue;
    const fail = (code, message) => void errors.push(puzzleProblem(code, `${name}: ${message}`, fieldAt[name] ?? start, id));
    const cx = {
      fail,
      report: (code, message, at) => void errors.push(puzzleProblem(code, message, at, id)),
      text: (node) => {
        if (isScalar(node) && (typeof node.value === "string" || typeof node.value === "number")) return String(node.value);
        fail("PUZZLE_FIELD_TYPE", "expected text");
        return void 0;
      },
      nodeAt
    };
    read(values.get(name), draft, cx);
  }
  const { position, goal, source, steps } = draft;
  let moves = [];
  if (position && steps.length && errors.length === 0) {
    const resolved = resolveSolution(position, steps, id);
    if (resolved.problem) errors.push(resolved.problem);
    moves = resolved.moves;
  }
  if (errors.length || !position || !goal || draft.id === void 0 || !source) return { errors };
  const { title, titleRu, note, variant, rating, difficulty, themes } = draft;
  const spec = {
    id: draft.id,
    title,
    ...titleRu ? { titleRu } : {},
    variant,
    fen: draft.fen,
    goal,
    solution: steps.map((step) => step.text),
    rating,
    difficulty,
    themes,
    source,
    ...note ? { note } : {}
  };
  return { entry: { spec, position, moves, at: start, fieldAt, moveAt: steps.map((step) => step.at) }, errors };
}

const THEME_WORDS = [
  ["free-king", "Free your king", "Освободи дамку"],
  ["king-capture", "Take the king", "Возьми дамку"],
  ["promotion-capture", "Crown in the capture", "Дамка во взятии"],
  ["promotion", "Crown a king", "Проведи в дамки"],
  ["multi-capture", "Multiple capture", "Многократное взятие"],
  ["double-capture", "Double capture", "Двойное взятие"],
  ["first-liberation", "Free the tower at once", "Сразу освободи башню"],
  ["take-the-tower", "Take the tall tower", "Возьми высокую башню"],
  ["double-sacrifice", "Two sacrifices", "Две жертвы"],
  ["sacrifice", "Sacrifice", "Жертва"],
  ["king-move", "King to move", "Ход дамкой"],
  ["endgame", "Endgame", "Эндшпиль"],
  ["capture-path", "Choose the capture path", "Выбери путь взятия"],
  ["blockade", "Block them in", "Запри соперника"],
  // the line's length names a puzzle only when nothing above does
  ["one-move", "One move", "Один ход"],
  ["short", "Short combination", "Короткая комбинация"],
  ["long", "Long combination", "Длинная комбинация"],
  ["very-long", "Very long combination", "Очень длинная комбинация"]
];
THEME_WORDS.map(([theme]) => theme);
function goalWords$1(goal, lang) {
  if (goal.kind === "win") return lang === "en" ? "win the game" : "выиграй партию";
  if (goal.kind === "capture-path" && goal.min === 0) return lang === "en" ? "lose nothing" : "без потерь";
  return lang === "en" ? `win ${goal.min}` : `выиграй ${goal.min}`;
}
const LENGTHS = ["one-move", "short", "long", "very-long"];
function lengthWords(solverMoves, lang) {
  if (lang === "en") return solverMoves === 1 ? "in 1 move" : `in ${solverMoves} moves`;
  return `за ${solverMoves} ${ruPlural(solverMoves, "ход", "хода", "ходов")}`;
}
function ruPlural(n, one, few, many) {
  const d = n % 10;
  const teen = n % 100 >= 11 && n % 100 <= 14;
  return d === 1 && !teen ? one : d >= 2 && d <= 4 && !teen ? few : many;
}
function forcesWords(fen, lang) {
  const parts = fen.split(":");
  const count = (letter) => {
    const part = parts.slice(1).find((p) => p[0] === letter);
    return part === void 0 ? void 0 : part.slice(1).split(",").filter((c) => c.trim() !== "").length;
  };
  const white = count("W");
  const black = count("B");
  if (white === void 0 || black === void 0) return void 0;
  const [mine, theirs] = parts[0] === "B" ? [black, white] : [white, black];
  return lang === "en" ? `${mine} ${mine === 1 ? "column" : "columns"} against ${theirs}` : `${mine} ${ruPlural(mine, "колонна", "колонны", "колонн")} против ${theirs}`;
}
function puzzleTitle(spec, lang) {
  checkTitleFields(spec, "puzzleTitle");
  if (lang !== "en" && lang !== "ru") throw outOfRange("puzzleTitle", "the language is 'en' or 'ru'", lang);
  if (lang === "en" && spec.title) return spec.title;
  if (lang === "ru" && spec.titleRu) return spec.titleRu;
  const named = THEME_WORDS.filter(([theme]) => spec.themes.includes(theme));
  const telling = named.filter(([theme]) => !LENGTHS.includes(theme));
  const heads = (telling.length ? telling : named).slice(0, 2).map((w) => lang === "en" ? w[1] : w[2]);
  const head = heads.length ? heads.map((h, i) => i === 0 ? h : h[0].toLowerCase() + h.slice(1)).join(", ") : lang === "en" ? "Find the best move" : "Найди лучший ход";
  const length = spec.solution?.length ? ` ${lengthWords(Math.ceil(spec.solution.length / 2), lang)}` : "";
  const forces = heads.length < 2 && spec.fen ? forcesWords(spec.fen, lang) : void 0;
  return `${head}: ${goalWords$1(spec.goal, lang)}${length}${forces ? `, ${forces}` : ""}`;
}
function neutralTitle(number, turn, goal, lang, chosen = []) {
  const head = lang === "en" ? `Puzzle ${number}` : `Задача ${number}`;
  const side = lang === "en" ? `${turn} to play` : `ход ${turn === "white" ? "белых" : "чёрных"}`;
  return [head, ...chosen.length ? [chosen.join(", ")] : [], side, goalWords$1(goal, lang)].join(" · ");
}

const MEMO_MAX_SLOTS = 1 << 23;
const FIRST_SLOTS = 1 << 12;
`memory stays bounded: the solver's memo holds at most ${(MEMO_MAX_SLOTS / 2).toLocaleString("en-US")} positions (${MEMO_MAX_SLOTS * 10 / 2 ** 20} MiB), then starts again`;
class PositionMemo {
  #keys;
  /** The value of each slot; 0 = empty (a stored value is never 0). */
  #values;
  #mask;
  #size = 0;
  /** Most positions held at once. */
  peak = 0;
  #maxSlots;
  /** `maxSlots`: a power of two, at least 4 (a small one for tests). */
  constructor(maxSlots = MEMO_MAX_SLOTS) {
    if (maxSlots < 4 || (maxSlots & maxSlots - 1) !== 0) throw new RangeError(`maxSlots must be a power of two from 4, got ${maxSlots}`);
    this.#maxSlots = maxSlots;
    const slots = Math.min(FIRST_SLOTS, maxSlots);
    this.#keys = new Float64Array(slots);
    this.#values = new Uint16Array(slots);
    this.#mask = slots - 1;
  }
  /** Positions held now. */
  get size() {
    return this.#size;
  }
  /** The slot of `key`: where it is, or the empty slot where it goes. */
  #slot(key) {
    let i = key >>> 0 & this.#mask;
    while (this.#values[i] !== 0 && this.#keys[i] !== key) i = i + 1 & this.#mask;
    return i;
  }
  /** The value stored for `key`, or undefined. */
  get(key) {
    const i = this.#slot(key);
    return this.#values[i] === 0 ? void 0 : this.#values[i];
  }
  /** Stores `value` (1..65535) for `key`. */
  set(key, value) {
    let i = this.#slot(key);
    if (this.#values[i] === 0) {
      if (this.#size + 1 > this.#mask + 1 >>> 1) {
        if (this.#mask + 1 < this.#maxSlots) this.#grow();
        else this.#clear();
        i = this.#slot(key);
      }
      this.#keys[i] = key;
      this.#size++;
      if (this.#size > this.peak) this.peak = this.#size;
    }
    this.#values[i] = value;
  }
  #grow() {
    const keys = this.#keys;
    const values = this.#values;
    const slots = (this.#mask + 1) * 2;
    this.#keys = new Float64Array(slots);
    this.#values = new Uint16Array(slots);
    this.#mask = slots - 1;
    for (let j = 0; j < values.length; j++) {
      if (values[j] === 0) continue;
      const i = this.#slot(keys[j]);
      this.#keys[i] = keys[j];
      this.#values[i] = values[j];
    }
  }
  #clear() {
    this.#values.fill(0);
    this.#size = 0;
  }
}

const SLOWER_MARGIN = 1;
class Abort extends Error {
}
class Solver {
  constructor(pos, goal, limit, memoSlots = MEMO_MAX_SLOTS) {
    this.goal = goal;
    this.memo = new PositionMemo(memoSlots);
    this.board = pos.toBoard();
    this.lists = makeLists(64);
    this.side = this.board.turn;
    this.base = materialBalance(this.board, this.side);
    this.limit = limit;
  }
  board;
  lists;
  side;
  base;
  nodes = 0;
  limit;
  /** hash -> proven reachable within k (min k) * 64 + proven unreachable within k (max k); bounded (puzzles/position-memo.ts). */
  memo;
  /** After a solver move (opponent to move): is the goal met? ply = list index to use. */
  met(ply) {
    const list = this.lists[ply];
    const n = this.board.generate(list);
    if (n === 0) return true;
    if (this.goal.kind === "win") return false;
    if (list.jumps(0) > 0) return false;
    return materialBalance(this.board, this.side) - this.base >= this.goal.min;
  }
  /** Solver to move: can it reach the goal within k solver moves? */
  reach(k, ply) {
    if (k <= 0) return false;
    if (++this.nodes > this.limit) throw new Abort();
    const key = this.board.hash53();
    const memo = this.memo.get(key);
    if (memo !== void 0) {
      const tMin2 = memo >>> 6;
      const fMax2 = memo & 63;
      if (tMin2 !== 0 && tMin2 <= k) return true;
      if (fMax2 >= k) return false;
    }
    const list = this.lists[ply];
    const n = this.board.generate(list);
    let ok = false;
    for (let i = 0; i < n && !ok; i++) {
      this.board.make(list.data, list.offs[i]);
      ok = this.afterSolverMove(k, ply + 1);
      this.board.unmake();
    }
    const old = this.memo.get(key) ?? 0;
    let tMin = old >>> 6;
    let fMax = old & 63;
    if (ok) tMin = tMin === 0 ? k : Math.min(tMin, k);
    else fMax = Math.max(fMax, k);
    this.memo.set(key, tMin << 6 | fMax);
    return ok;
  }
  /** After a solver move: does it reach the goal within k solver moves (this one included)? */
  afterSolverMove(k, ply) {
    if (this.met(ply)) return true;
    if (k <= 1) return false;
    const list = this.lists[ply];
    const n = list.count;
    for (let j = 0; j < n; j++) {
      this.board.make(list.data, list.offs[j]);
      const ok = this.reach(k - 1, ply + 1);
      this.board.unmake();
      if (!ok) return false;
    }
    return true;
  }
  /** Smallest k <= max with reach(k), else 0. */
  minMoves(max, ply) {
    for (let k = 1; k <= max; k++) if (this.reach(k, ply)) return k;
    return 0;
  }
}
function solvePuzzle(pos, goal, opts = {}) {
  checkPosition(pos, "solvePuzzle");
  checkGoal(goal, "solvePuzzle");
  opts = checkCounts(opts, "solvePuzzle", { maxMoves: [0, Number.MAX_SAFE_INTEGER], nodes: [0, Number.MAX_SAFE_INTEGER], slowerMargin: [0, 30], memoSlots: [4, MEMO_MAX_SLOTS] });
  if (opts.memoSlots !== void 0 && (opts.memoSlots & opts.memoSlots - 1) !== 0) throw outOfRange("solvePuzzle", `memoSlots is a power of two, not ${opts.memoSlots}`, opts.memoSlots);
  const maxMoves = Math.min(opts.maxMoves ?? 5, 30);
  const solver = new Solver(pos, goal, opts.nodes ?? 2e6, opts.memoSlots);
  const problems = [];
  const ambiguities = [];
  const fail = (aborted, why) => ({
    found: false,
    aborted,
    line: [],
    moves: 0,
    sound: false,
    ambiguities: [],
    slower: [],
    slowerUndecided: false,
    problems: [why],
    nodes: solver.nodes,
    memoPeak: solver.memo.peak
  });
  const rootMoves = pos.legalMoves();
  if (rootMoves.length === 0) return fail(false, "the side to move has no legal move");
  if (goal.kind === "capture-path") {
    const captures = rootMoves.filter((m) => m.jumped.length > 0);
    if (captures.length < 2) return fail(false, `capture-path needs at least two legal capture sequences, there ${captures.length === 1 ? "is one" : "are none"}`);
  }
  let k;
  try {
    k = solver.minMoves(maxMoves, 0);
  } catch (e) {
    if (e instanceof Abort) return fail(true, `undecided within ${solver.limit} positions`);
    throw e;
  }
  if (k === 0) return fail(false, `no forced solution within ${maxMoves} move${maxMoves === 1 ? "" : "s"}`);
  const line = [];
  const board = solver.board;
  let p = pos;
  let left = k;
  const steps = [];
  try {
    for (; ; ) {
      const ply = line.length;
      const list = new MoveList(1 << 10, 1 << 8);
      const n = board.generate(list);
      const winners = [];
      for (let i = 0; i < n; i++) {
        board.make(list.data, list.offs[i]);
        if (solver.afterSolverMove(left, ply + 1)) {
          const h = board.hash53();
          if (!winners.some((w) => w.hash === h)) winners.push({ idx: i, hash: h });
        }
        board.unmake();
      }
      if (winners.length === 0) throw new Error("solver: line lost its solution");
      steps.push({ left, winners: new Set(winners.map((w) => w.hash)) });
      const first = winners[0];
      if (winners.length > 1) ambiguities.push({ ply, moves: winners.map((w) => decodeMove(p, list.data, list.offs[w.idx])) });
      const move = decodeMove(p, list.data, list.offs[first.idx]);
      line.push(move);
      board.make(list.data, list.offs[first.idx]);
      p = p.play(move);
      if (solver.met(ply + 1)) break;
      const replies = p.legalMoves();
      let bestReply;
      let bestLeft = -1;
      let bestScore = -Infinity;
      for (const r of replies) {
        board.make(encodeMove(r), 0);
        const need = solver.minMoves(left - 1, ply + 2);
        board.unmake();
        if (need === 0) throw new Error("solver: a reply escapes");
        if (need < bestLeft) continue;
        const score = -search(p.play(r), { depth: 2, weights: HAND_WEIGHTS, fullWidth: true }).score;
        if (need > bestLeft || score > bestScore) {
          bestLeft = need;
          bestScore = score;
          bestReply = r;
        }
      }
      line.push(bestReply);
      board.make(encodeMove(bestReply), 0);
      p = p.play(bestReply);
      left = bestLeft;
    }
  } catch (e) {
    if (e instanceof Abort) return fail(true, `undecided within ${solver.limit} positions`);
    throw e;
  }
  for (const a of ambiguities) {
    problems.push(`move ${a.ply + 1}: ${a.moves.length} moves reach the goal`);
  }
  if (goal.kind === "capture-path" && line[0].jumped.length === 0) problems.push("the first move is not a capture");
  const nodes = solver.nodes;
  const slower = slowerMoves(solver, pos, line, steps, opts.slowerMargin ?? 0, opts.nodes ?? 2e6);
  return { found: true, aborted: false, line, moves: k, sound: problems.length === 0, ambiguities, ...slower, problems, nodes, memoPeak: solver.memo.peak };
}
function slowerMoves(solver, start, line, steps, margin, budget) {
  const slower = [];
  if (margin <= 0) return { slower, slowerUndecided: false };
  solver.limit = solver.nodes + budget;
  const board = solver.board;
  for (let i = 0; i < line.length; i++) board.unmake();
  let p = start;
  try {
    for (const [s, step] of steps.entries()) {
      const ply = 2 * s;
      const list = new MoveList(1 << 10, 1 << 8);
      const n = board.generate(list);
      for (let i = 0; i < n; i++) {
        board.make(list.data, list.offs[i]);
        if (!step.winners.has(board.hash53())) {
          for (let extra = 1; extra <= margin; extra++) {
            if (solver.afterSolverMove(step.left + extra, ply + 1)) {
              slower.push({ ply, move: decodeMove(p, list.data, list.offs[i]), moves: step.left + extra });
              break;
            }
          }
        }
        board.unmake();
      }
      for (const m of line.slice(ply, ply + 2)) {
        board.make(encodeMove(m), 0);
        p = p.play(m);
      }
    }
  } catch (e) {
    if (e instanceof Abort) return { slower, slowerUndecided: true };
    throw e;
  }
  return { slower, slowerUndecided: false };
}
function distinctMoves(pos) {
  const board = pos.toBoard();
  const list = new MoveList(1 << 10, 1 << 8);
  const n = board.generate(list);
  const seen = /* @__PURE__ */ new Set();
  for (let i = 0; i < n; i++) {
    board.make(list.data, list.offs[i]);
    seen.add(board.hash53());
    board.unmake();
  }
  return seen.size;
}

function gradeFeatures(start, line, nodes) {
  const branching = [];
  let p = start;
  line.forEach((m, i) => {
    if (i % 2 === 0) branching.push(distinctMoves(p));
    p = p.play(m);
  });
  return { moves: branching.length, branching, quietFirst: line[0].jumped.length === 0, nodes };
}
const PER_EXTRA_MOVE = 90;
const PER_CHOICE_BIT = 55;
const QUIET_FIRST = 150;
const PER_NODES_DECADE = 130;
function puzzleRating(f) {
  const bits = f.branching.reduce((s, b) => s + Math.log2(Math.max(1, b)), 0);
  const effort = Math.max(0, Math.log10(Math.max(1, f.nodes)) - 2);
  const raw = RATING_MIN + PER_EXTRA_MOVE * (f.moves - 1) + PER_CHOICE_BIT * bits + (f.quietFirst ? QUIET_FIRST : 0) + PER_NODES_DECADE * effort;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(raw / 10) * 10));
}
const LEVEL_FLOORS = [1050, 1300, 1600, 1900];
function ratingLevel(rating) {
  return 1 + LEVEL_FLOORS.filter((f) => rating >= f).length;
}
function gradeOf(start, solved) {
  const rating = puzzleRating(gradeFeatures(start, solved.line, solved.nodes));
  return { rating, difficulty: ratingLevel(rating) };
}

const THEMES = [
  { name: "free-king", definition: "A solver's capture jumps a column whose next piece down is a king of the solver's, so that king is freed and commands again." },
  { name: "king-capture", definition: "A solver's capture jumps a column whose commander is the opponent's king, so the king is taken." },
  { name: "promotion-capture", definition: "A solver's capture crowns its commander: a man reaches the far rank during a capture and becomes a king." },
  { name: "promotion", definition: "A quiet solver move crowns its commander: a man steps onto the far rank and becomes a king." },
  { name: "multi-capture", definition: "A solver's capture makes three or more jumps." },
  { name: "double-capture", definition: "The solver's longest capture makes exactly two jumps." },
  { name: "first-liberation", definition: "The first move is a capture that jumps a column whose next piece down is the solver's own, so that piece is freed at once." },
  { name: "take-the-tower", definition: "A solver's capture jumps a column that holds six or more pieces at that jump." },
  { name: "double-sacrifice", definition: "Two or more quiet solver moves are each answered by a capture: the opponent's next move in the line jumps at least one column." },
  { name: "sacrifice", definition: "Exactly one quiet solver move is answered by a capture: the opponent's next move in the line jumps at least one column." },
  { name: "king-move", definition: "The first move is made by a column whose commander is a king." },
  { name: "endgame", definition: "The puzzle position holds eight columns or fewer, both sides together." },
  { name: "capture-path", definition: "The goal is `capture-path N`: the first move is to be chosen among two or more legal capture sequences." },
  { name: "blockade", definition: "The line's last move is the solver's, is quiet, and leaves the opponent with no legal move: the game is won by blocking, not by taking." },
  { name: "one-move", definition: "The line has exactly one solver move." },
  { name: "short", definition: "The line has two or three solver moves." },
  { name: "long", definition: "The line has four or five solver moves." },
  { name: "very-long", definition: "The line has six or more solver moves." }
];
const colourOf = (column) => column[0] === "w" || column[0] === "W" ? "white" : "black";
const isKing = (column) => column[0] === "W" || column[0] === "B";
const solverMoves$1 = (l) => l.plies.filter((p) => p.bySolver).length;
const solverJumps = (l) => l.plies.filter((p) => p.bySolver).flatMap((p) => p.jumps);
const ownKing = (solver) => solver === "white" ? "W" : "B";
const theirKing = (solver) => solver === "white" ? "B" : "W";
const sacrifices = (l) => l.plies.filter((p, i) => p.bySolver && p.move.jumped.length === 0 && (l.plies[i + 1]?.move.jumped.length ?? 0) > 0).length;
const longestCapture = (l) => l.plies.reduce((most, p) => p.bySolver ? Math.max(most, p.move.jumped.length) : most, 0);
const DETECTORS = {
  "free-king": (l) => solverJumps(l).some((j) => j.after[0] === ownKing(l.solver)),
  "king-capture": (l) => solverJumps(l).some((j) => j.before[0] === theirKing(l.solver)),
  "promotion-capture": (l) => l.plies.some((p) => p.bySolver && p.move.promotes && p.move.jumped.length > 0),
  promotion: (l) => l.plies.some((p) => p.bySolver && p.move.promotes && p.move.jumped.length === 0),
  "multi-capture": (l) => longestCapture(l) >= 3,
  "double-capture": (l) => longestCapture(l) === 2,
  "first-liberation": (l) => (l.plies[0]?.bySolver ?? false) && l.plies[0].jumps.some((j) => j.after !== "" && colourOf(j.after) === l.solver),
  "take-the-tower": (l) => solverJumps(l).some((j) => j.before.length >= 6),
  "double-sacrifice": (l) => sacrifices(l) >= 2,
  sacrifice: (l) => sacrifices(l) === 1,
  "king-move": (l) => l.plies[0] !== void 0 && isKing(l.plies[0].mover),
  endgame: (l) => l.start.columns().length <= 8,
  "capture-path": (l) => l.goal.kind === "capture-path",
  blockade: (l) => {
    const last = l.plies[l.plies.length - 1];
    return last !== void 0 && last.bySolver && last.move.jumped.length === 0 && l.end.legalMoves().length === 0;
  },
  "one-move": (l) => solverMoves$1(l) === 1,
  short: (l) => solverMoves$1(l) === 2 || solverMoves$1(l) === 3,
  long: (l) => solverMoves$1(l) === 4 || solverMoves$1(l) === 5,
  "very-long": (l) => solverMoves$1(l) >= 6
};
function lineFacts(start, line, goal) {
  const plies = [];
  let pos = start;
  for (const move of line) {
    const left = /* @__PURE__ */ new Map();
    const jumps = move.jumped.map((sq) => {
      const before = left.get(sq) ?? pos.column(sq) ?? "";
      const after2 = before.slice(1);
      left.set(sq, after2);
      return { before, after: after2 };
    });
    const after = pos.play(move);
    plies.push({ bySolver: pos.turn === start.turn, move, mover: pos.column(move.from) ?? "", moverAfter: after.column(move.path[move.path.length - 1]) ?? "", jumps });
    pos = after;
  }
  return { start, goal, solver: start.turn, plies, end: pos };
}
function lineThemes(start, line, goal) {
  checkPosition(start, "lineThemes");
  if (!isList(line)) throw wrongType("lineThemes", "a line (a list of moves)", line);
  for (const m of line) checkMove(m, "lineThemes");
  checkGoal(goal, "lineThemes");
  const facts = lineFacts(start, line, goal);
  return THEMES.map((t) => t.name).filter((name) => DETECTORS[name](facts)).sort();
}

function checkSolveOptions(opts, where) {
  const o = checkCounts(opts, where, { nodes: [0, Number.MAX_SAFE_INTEGER], maxMoves: [0, Number.MAX_SAFE_INTEGER] });
  const solves = o.solves;
  if (solves !== void 0 && (solves === null || typeof solves !== "object" || typeof solves.get !== "function" || typeof solves.set !== "function"))
    throw wrongType(where, "solves as a Map (get and set)", solves);
  return o;
}
function solverMoves(plies) {
  return Math.ceil(plies / 2);
}
function ambiguityTexts(start, result) {
  checkPosition(start, "ambiguityTexts");
  checkSolveResult(result, "ambiguityTexts");
  return result.ambiguities.map((a) => {
    let p = start;
    for (const m of result.line.slice(0, a.ply)) p = p.play(m);
    return `at move ${a.ply + 1} these all reach the goal: ${a.moves.map((m) => lineTexts(p, [m])[0]).join(", ")}`;
  });
}
function playedMove(entry) {
  const src = entry.spec.source;
  const read = src.kind === "game" && src.played !== void 0 ? parseMove(entry.position, src.played) : void 0;
  return read?.ok ? read.value : void 0;
}
function solveKey(pos, goal, opts) {
  return JSON.stringify([pos.variant, makeFen(pos, { counters: true }), goal.kind, "min" in goal ? goal.min : null, opts.maxMoves, opts.nodes, opts.slowerMargin]);
}
function puzzleSolve(entry, opts = {}) {
  const solve = { maxMoves: opts.maxMoves ?? solverMoves(entry.moves.length), nodes: opts.nodes ?? 2e6, slowerMargin: SLOWER_MARGIN };
  const key = opts.solves ? solveKey(entry.position, entry.spec.goal, solve) : "";
  const known = opts.solves?.get(key);
  if (known) return known;
  const result = solvePuzzle(entry.position, entry.spec.goal, solve);
  opts.solves?.set(key, result);
  return result;
}
function checkPuzzle(entry, opts = {}) {
  checkEntry(entry, "checkPuzzle");
  opts = checkSolveOptions(opts, "checkPuzzle");
  const t0 = performance.now();
  const spec = entry.spec;
  const result = puzzleSolve(entry, opts);
  const problems = [];
  const at = (field) => entry.fieldAt[field] ?? entry.at;
  const add = (code, message, where = at("solution")) => {
    problems.push(puzzleProblem(code, message, where, spec.id));
  };
  const unreachable = checkReachable(entry.position);
  if (unreachable && !spec.note) {
    add(
      "PUZZLE_UNREACHABLE",
      `no game from the start position reaches this position (${unreachable.message}); a puzzle may hold one only when its \`note\` says why (a composed study, a game begun from a set-up position)`,
      at("fen")
    );
  }
  if (!result.found) {
    add(result.aborted ? "PUZZLE_UNDECIDED" : "PUZZLE_NO_SOLUTION", `${result.aborted ? "undecided" : "unsound: no forced solution"}: ${result.problems.join("; ")}`, at("goal"));
  } else if (!result.sound) {
    const details = ambiguityTexts(entry.position, result);
    add("PUZZLE_UNSOUND", `unsound: ${[...details, ...result.problems.filter((x) => !/reach the goal/.test(x))].join("; ")}`);
  }
  let matchesStored = false;
  if (result.found) {
    matchesStored = result.line.length === entry.moves.length && result.line.every((m, i) => sameMove(m, entry.moves[i]));
    if (!matchesStored) {
      const i = result.line.findIndex((m, k) => !entry.moves[k] || !sameMove(m, entry.moves[k]));
      const where = i >= 0 && i < entry.moveAt.length ? entry.moveAt[i] : at("solution");
      add("PUZZLE_SOLUTION_DIFFERS", `the stored solution is not the one found: found ${lineTexts(entry.position, result.line).join(" ")}`, where);
    }
    if (result.slowerUndecided) add("PUZZLE_UNDECIDED", `the moves that reach the goal more slowly are undecided within ${opts.nodes ?? 2e6} positions`, at("goal"));
    const { rating, difficulty } = gradeOf(entry.position, result);
    if (rating !== spec.rating || difficulty !== spec.difficulty)
      add("PUZZLE_GRADE_DIFFERS", `rating ${spec.rating}, difficulty ${spec.difficulty} are not the computed rating ${rating}, difficulty ${difficulty}`, at("rating"));
    const themes = lineThemes(entry.position, entry.moves, spec.goal);
    if (spec.themes.length > 0 && themes.join() !== [...spec.themes].sort().join())
      add(
        "PUZZLE_THEMES_DIFFER",
        `themes [${spec.themes.map(excerpt).join(", ")}] are not the detected themes [${themes.join(", ")}] (puzzles/themes.ts; \`bashni puzzles regrade --themes\` rewrites them)`,
        at("themes")
      );
    const played = playedMove(entry);
    const src = spec.source;
    if (src.kind === "game" && src.played !== void 0 && !played) add("PUZZLE_BAD_SOURCE", `played: '${excerpt(src.played)}' is not one legal move of the puzzle position`, at("source"));
    if (played && src.kind === "game" && src.mistake === "missed") {
      const after = entry.position.play(played);
      const stillReaches = after.equals(entry.position.play(result.line[0])) || result.slower.some((x) => x.ply === 0 && sameMove(x.move, played));
      if (stillReaches)
        add("PUZZLE_NOT_MISSED", `mistake: missed, but the move played, ${excerpt(src.played ?? "")}, reaches the goal within ${SLOWER_MARGIN} moves more than the solution`, at("source"));
    }
  }
  return { ok: problems.length === 0, result, matchesStored, problems, ms: performance.now() - t0 };
}
function replaySource(path, text, shown, cache) {
  const parsed = parsePdn(text, { file: path });
  parsed.value.forEach((record, i) => {
    const r = replayGame(record, { info: false, variations: false });
    cache.set(`${path}#${i + 1}`, r.start && r.mainLine ? [r.start, ...r.mainLine.plies.map((p) => p.after)] : `source game ${i + 1} of ${shown} cannot be replayed`);
  });
}
function slowerTexts(start, result) {
  checkPosition(start, "slowerTexts");
  checkSolveResult(result, "slowerTexts");
  const positions = [start];
  for (const m of result.line) positions.push(positions[positions.length - 1].play(m));
  return result.slower.map((x) => ({ ply: x.ply, move: lineTexts(positions[x.ply], [x.move])[0], moves: x.moves }));
}
class CollectionCheck {
  constructor(opts) {
    this.opts = opts;
    const o = checkSolveOptions(opts, "CollectionCheck");
    if (typeof o.readSource !== "function") throw wrongType("CollectionCheck", "readSource as a function", o.readSource);
  }
  ids = new PuzzleIds();
  cache = /* @__PURE__ */ new Map();
  /** readSource's answers (the path, or why not), by puzzle file and source as written: a file is read once per puzzle file naming it. */
  sources = /* @__PURE__ */ new Map();
  /** The source files read and replayed, by path. */
  replayed = /* @__PURE__ */ new Set();
  /** The positions of game `game` of the source file `source` of puzzle file `file`, or why they cannot be had. */
  sourcePositions(source, file, game) {
    const key = JSON.stringify([file, source]);
    let found = this.sources.get(key);
    if (!found) {
      const read = this.opts.readSource(source, file);
      if ("problem" in read) found = read;
      else {
        if (!this.replayed.has(read.path)) replaySource(read.path, read.text, excerpt(source), this.cache);
        this.replayed.add(read.path);
        found = { path: read.path };
      }
      this.sources.set(key, found);
    }
    if ("problem" in found) return found.problem;
    return this.cache.get(`${found.path}#${game}`) ?? `source file ${excerpt(source)} has no game ${game}`;
  }
  /** Every verdict of one puzzle file: its unreadable puzzles and file problems first, then one per puzzle read. */
  checkFile(file, text) {
    const read = readPuzzleFile(text, file);
    const out = [];
    const unreadable = /* @__PURE__ */ new Map();
    for (const e of read.errors) {
      if (e.item === void 0) {
        out.push({ file, line: e.pos.line, id: e.detail?.puzzle, puzzle: false, ok: false, problems: [e] });
        continue;
      }
      let v = unreadable.get(e.item);
      if (!v) {
        v = { line: e.pos.line, id: e.detail?.puzzle, problems: [] };
        unreadable.set(e.item, v);
        out.push({ file, line: v.line, id: v.id, puzzle: true, ok: false, problems: v.problems });
      }
      v.problems.push(e);
    }
    for (const entry of read.puzzles) {
      const spec = entry.spec;
      const problems = [];
      const duplicate = this.ids.claim(entry);
      if (duplicate) problems.push(duplicate);
      if (spec.source.kind === "game") {
        const { file: sourceFile, game, ply } = spec.source;
        const where = entry.fieldAt.source ?? entry.at;
        const line = this.sourcePositions(sourceFile, file, game);
        const p = typeof line === "string" ? line : line[ply] ?? `source game ${game} of ${excerpt(sourceFile)} has only ${line.length - 1} plies`;
        if (typeof p === "string") problems.push(puzzleProblem("PUZZLE_BAD_SOURCE", p, where, spec.id));
        else if (!p.equals(entry.position)) problems.push(puzzleProblem("PUZZLE_SOURCE_MISMATCH", `the position after ply ${ply} of game ${game} is ${makeFen(p)}, not the puzzle's`, where, spec.id));
        else if (spec.source.played !== void 0) {
          const played = playedMove(entry);
          const next = typeof line === "string" ? void 0 : line[ply + 1];
          if (played && !(next && p.play(played).equals(next)))
            problems.push(puzzleProblem("PUZZLE_SOURCE_MISMATCH", `game ${game} does not play ${excerpt(spec.source.played)} after ply ${ply}`, where, spec.id));
        }
      }
      const check = checkPuzzle(entry, this.opts);
      for (const p of check.problems) problems.push(p);
      const ok = problems.length === 0;
      out.push({ file, line: entry.at.line, id: spec.id, puzzle: true, ok, ms: check.ms, nodes: check.result.nodes, ...ok ? { slower: slowerTexts(entry.position, check.result) } : {}, problems });
    }
    return out;
  }
}

const isYaml = (name) => /\.ya?ml$/i.test(name);
const pathIn = (cwd, path) => path === "-" ? path : resolve(cwd, path);
function puzzleFiles(paths, opts = {}) {
  const cwd = opts.cwd ?? process.cwd();
  const note = opts.note ?? (() => {
  });
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const skip = (p, why) => note(`${p}: skipped: ${why}`);
  const walkDir = (p, dev, ino) => {
    const key = `${dev}:${ino}`;
    if (seen.has(key)) return skip(p, "a directory already walked (a loop)");
    seen.add(key);
    let names;
    try {
      names = readdirSync(pathIn(cwd, p)).sort();
    } catch (e) {
      return skip(p, `cannot list: ${e.code ?? String(e)}`);
    }
    for (const name of names) {
      const q = join(p, name);
      let link;
      try {
        link = lstatSync(pathIn(cwd, q));
      } catch {
        continue;
      }
      let st = link;
      if (link.isSymbolicLink()) {
        try {
          st = statSync(pathIn(cwd, q));
        } catch (e) {
          const code = e.code;
          if (isYaml(name)) skip(q, code === "ELOOP" ? "a link loop" : code === "ENOENT" ? "a dangling link" : `cannot read: ${code ?? String(e)}`);
          continue;
        }
        if (st.isDirectory()) {
          skip(q, "a link to a directory (not followed)");
          continue;
        }
      }
      if (st.isDirectory()) {
        if (!name.startsWith(".")) walkDir(q, st.dev, st.ino);
      } else if (isYaml(name)) {
        if (name.startsWith(".")) skip(q, "a hidden file");
        else if (!st.isFile()) skip(q, "not a regular file");
        else out.push(q);
      }
    }
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(pathIn(cwd, p));
    } catch (e) {
      if (opts.missing) opts.missing(p, e);
      else throw e;
      continue;
    }
    if (st.isDirectory()) walkDir(p, st.dev, st.ino);
    else out.push(p);
  }
  return out;
}
const MAX_SOURCE_BYTES = 64 << 20;
function inside(root, path) {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(".." + sep$1) && rel !== ".." && !isAbsolute(rel);
}
function resolveSourceFile(source, roots) {
  const shown = excerpt(source);
  if (isAbsolute(source) || /^[a-zA-Z]:|^[\\/]/.test(source)) return { problem: `source file ${shown} must be a path relative to the collection's root, not an absolute path` };
  const norm = normalize(source);
  if (norm === ".." || norm.startsWith(".." + sep$1) || norm.startsWith("../")) return { problem: `source file ${shown} is outside the collection's root` };
  for (const root of roots) {
    const path = resolve(root, norm);
    try {
      lstatSync(path);
    } catch {
      continue;
    }
    let real;
    try {
      real = realpathSync(path);
    } catch {
      return { problem: `source file ${shown} is a link to nothing` };
    }
    let realRoot;
    try {
      realRoot = realpathSync(root);
    } catch {
      realRoot = resolve(root);
    }
    if (!inside(realRoot, real)) return { problem: `source file ${shown} leads outside the collection's root (a link)` };
    return { path: real };
  }
  return { problem: `source file ${shown} does not exist` };
}
function readSourceText(path, source) {
  const shown = excerpt(source);
  let fd;
  try {
    if (!statSync(path).isFile()) return { problem: `source file ${shown} is ${statSync(path).isDirectory() ? "a directory" : "not a regular file"}` };
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return { problem: `source file ${shown} cannot be read (${e.code ?? "error"})` };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { problem: `source file ${shown} is a directory` };
    if (!st.isFile()) return { problem: `source file ${shown} is not a regular file` };
    if (st.size > MAX_SOURCE_BYTES) return { problem: `source file ${shown} is larger than the limit of ${MAX_SOURCE_BYTES >> 20} MB` };
    const buf = Buffer.allocUnsafe(Math.min(st.size, MAX_SOURCE_BYTES) + 1);
    let n = 0;
    for (; ; ) {
      const k = readSync(fd, buf, n, buf.length - n, null);
      if (k === 0) break;
      n += k;
      if (n === buf.length) break;
    }
    if (n > MAX_SOURCE_BYTES) return { problem: `source file ${shown} is larger than the limit of ${MAX_SOURCE_BYTES >> 20} MB` };
    return decodePdn(buf.subarray(0, n)).text;
  } catch (e) {
    return { problem: `source file ${shown} cannot be read (${e.code ?? "error"})` };
  } finally {
    closeSync(fd);
  }
}
function sourceRoots(puzzleFile, root, cwd = process.cwd()) {
  return root !== void 0 ? [resolve(cwd, root)] : [cwd, resolve(cwd, dirname(puzzleFile), "..")];
}
function sourceReader(opts = {}) {
  const cwd = opts.cwd ?? process.cwd();
  return (source, puzzleFile) => {
    const found = resolveSourceFile(source, sourceRoots(puzzleFile, opts.root, cwd));
    if ("problem" in found) return found;
    const text = readSourceText(found.path, source);
    return typeof text === "string" ? { path: found.path, text } : text;
  };
}

function gamePageSlug(name, game, gamesInFile) {
  checkString(name, "gamePageSlug", "a file name (a string)");
  checkWhole(game, "gamePageSlug", "game", 1);
  checkWhole(gamesInFile, "gamePageSlug", "gamesInFile", 0);
  return pageSlug(name, game, gamesInFile);
}
function pageSlug(name, game, gamesInFile) {
  const base = name.replace(/\.pdn$/i, "").toLowerCase().replace(/[^a-z0-9-]+/g, "-");
  return gamesInFile > 1 ? `${base}-${game}` : base;
}

const COMMAND_RE = /\[%[^\]]*\]/g;
function commentTexts(items) {
  const out = [];
  for (const c of items) {
    if (isSetup(c)) continue;
    const t = c.text.replace(COMMAND_RE, "").trim();
    if (t) out.push(t);
  }
  return out;
}
function evalOf(items) {
  const v = parseEval(items.map((c) => c.text));
  if (typeof v === "number") return v;
  if (typeof v === "string" && v.startsWith("#")) return v.startsWith("#-") ? -99 : 99;
  return void 0;
}
function buildReplayData(game) {
  const r = replayGame(game, { info: false });
  const data = {
    tags: game.tags.map((t) => [t.name, t.value]),
    variant: r.variant ?? "bashni",
    result: game.result?.text,
    nodes: [],
    mainline: []
  };
  if (r.problems.length) {
    data.problems = r.problems;
    data.problem = r.problems[0];
  }
  if (!r.start) return data;
  const node = (pos, parent, extra = {}) => {
    const parentNode = data.nodes[parent];
    const n = {
      id: data.nodes.length,
      parent,
      ply: parentNode ? parentNode.ply + 1 : 0,
      fen: makeFen(pos),
      columns: pos.columns(),
      moveNumber: pos.fullmove,
      white: pos.turn === "black",
      nags: [],
      before: [],
      after: [],
      children: [],
      ...extra
    };
    data.nodes.push(n);
    parentNode?.children.push(n.id);
    return n;
  };
  const addLine = (line, fromId, main) => {
    let parent = fromId;
    let last;
    for (const ply of line.plies) {
      const m = ply.node;
      const n = node(ply.after, parent, {
        move: m.text + (m.strength ?? ""),
        full: makeMoveText(ply.before, ply.move, { captures: "full" }),
        moveNumber: ply.number,
        white: ply.before.turn === "white",
        lastMove: [ply.move.from, ...ply.move.path],
        jumped: ply.move.jumped.length ? [...ply.move.jumped] : void 0,
        nags: [...m.nags],
        before: commentTexts(m.before),
        after: commentTexts(m.after),
        eval: evalOf(m.after)
      });
      if (main) data.mainline.push(n.id);
      ply.variations.forEach((v, i) => {
        if (!v.plies.length) return;
        const end2 = addLine(v, parent, false);
        const trailing = commentTexts(m.variations[i]?.trailing ?? []);
        if (end2) for (const t of trailing) end2.after.push(t);
      });
      parent = n.id;
      last = n;
    }
    return last;
  };
  const root = node(r.start, -1, { before: commentTexts(game.before) });
  data.mainline.push(root.id);
  const end = (r.mainLine && addLine(r.mainLine, root.id, true)) ?? root;
  for (const t of commentTexts(game.trailing)) end.after.push(t);
  return data;
}

const goalWords = words(
  {
    win: goalDescription({ kind: "win" }),
    material: (n) => goalDescription({ kind: "material", min: n }),
    pathEven: goalDescription({ kind: "capture-path", min: 0 }),
    path: (n) => goalDescription({ kind: "capture-path", min: n })
  },
  {
    win: "выиграть партию",
    material: (n) => `выиграть ${ruPieces(n)} (в итоге, считая шашки под командой)`,
    pathEven: "выбрать путь взятия без потери материала",
    path: (n) => `выбрать путь взятия, выигрывающий ${ruPieces(n)}`
  }
);

const LEVELS = 5;
const puzzleSays = (lang) => ({ ...puzzleWords[lang], ...puzzlePageWords[lang] });
function ratingLine(rating, level, lang = "en") {
  return puzzleSays(lang).ratingLine(rating, level, LEVELS);
}
function levelOf(level, lang) {
  return puzzleSays(lang).levelOf(level, LEVELS);
}
puzzleWords.en.commanded;
function goalLine(goal, turn, lang) {
  const g = goalWords[lang];
  const what = goal.kind === "win" ? g.win : goal.kind === "material" ? g.material(goal.min) : goal.min === 0 ? g.pathEven : g.path(goal.min);
  return puzzleSays(lang).goal(turn, what);
}
function goalExplanation(goal, lang = "en") {
  const w = puzzleSays(lang);
  switch (goal.kind) {
    case "win":
      return w.explainWin;
    case "material":
      return w.explainMaterial(goal.min);
    case "capture-path":
      return goal.min === 0 ? w.explainPathEven : w.explainPath(goal.min);
  }
}
function themeName(theme, lang) {
  const words = themeWords[lang];
  return Object.hasOwn(words, theme) ? words[theme] ?? theme : theme;
}
function mistakeLine(turn, played, mistake, lang = "en") {
  const w = puzzleSays(lang);
  if (mistake === "missed" && played) return w.missed(turn, played);
  if (mistake === "blunder") return w.blunder(turn === "white" ? "black" : "white");
  return void 0;
}
function playedLine(turn, played, mistake, playedTheSolution, lang = "en") {
  if (!played || mistake === "missed") return void 0;
  const w = puzzleSays(lang);
  return playedTheSolution ? w.found(turn, played) : w.alsoPlayed(turn, played);
}
function slowerWords(moves, fastest, lang = "en") {
  return puzzleSays(lang).slowerWords(moves, fastest);
}

const SIMPLE = ["answers", "capture", "promote", "free", "free-king", "win", "draw"];
function parseLessonGoal(text) {
  const t = text.trim();
  const simple = SIMPLE.find((k) => k === t);
  if (simple) return { kind: simple };
  const m = /^(captures|material) ([1-9][0-9]?)$/.exec(t);
  if (!m) return void 0;
  return { kind: m[1], min: Number(m[2]) };
}
function lessonGoalText(goal) {
  return "min" in goal ? `${goal.kind} ${goal.min}` : goal.kind;
}
const colorOf = (letter) => letter === "w" || letter === "W" ? "white" : "black";
function commandedPieces(pos, side) {
  let n = 0;
  for (const [, column] of pos.columns()) {
    if (colorOf(column[0]) !== side) continue;
    let i = 0;
    while (i < column.length && colorOf(column[i]) === side) i++;
    n += i;
  }
  return n;
}
const net = (pos, side) => commandedPieces(pos, side) - commandedPieces(pos, side === "white" ? "black" : "white");
function meetsLessonGoal(before, move, goal) {
  const mover = before.turn;
  const after = before.play(move);
  switch (goal.kind) {
    case "answers":
      return false;
    case "capture":
      return move.jumped.length > 0;
    case "captures":
      return move.jumped.length >= goal.min;
    case "promote":
      return move.promotes;
    case "free":
    case "free-king":
      return move.jumped.some((sq) => {
        const top = after.column(sq)?.[0];
        return top !== void 0 && colorOf(top) === mover && (goal.kind === "free" || top === top.toUpperCase());
      });
    case "material":
      return net(after, mover) - net(before, mover) >= goal.min;
    case "win":
      return after.outcome()?.winner === mover;
    case "draw":
      return after.outcome() === void 0 && after.halfmoves >= NO_PROGRESS_PLIES;
  }
}
function lessonAccepts(before, move, goal, answers, fullText) {
  return answers.includes(fullText) || meetsLessonGoal(before, move, goal);
}

const LESSON_ID_RE = /^[a-z0-9][a-z0-9-]*$/;
const LESSON_FIELDS = ["order", "title", "intro", "variant", "stages"];
const STAGE_FIELDS = ["fen", "variant", "goal", "task", "answers", "wrong", "right", "mistakes"];
function lessonIdOf(fileName) {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const m = /^(.*)\.ya?ml$/.exec(base);
  return m && LESSON_ID_RE.test(m[1]) ? m[1] : void 0;
}
function readLessonFile(text, file) {
  const bound = yamlOutOfBounds(text);
  if (bound?.kind === "tokens")
    return {
      errors: [{ code: "LESSON_TOO_LARGE", severity: "error", message: `the file holds more than ${MAX_YAML_TOKENS} YAML tokens; it is not read`, pos: { line: 1, column: 1, offset: 0 }, file }]
    };
  if (bound?.kind === "depth") {
    const { line, column, offset } = bound;
    const message = `collections nest more than ${MAX_YAML_DEPTH} deep here (a lesson nests 5 deep); the file is not read`;
    return { errors: [{ code: "LESSON_TOO_DEEP", severity: "error", message, pos: { line, column, offset }, file }] };
  }
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
  const errors = [];
  const at = (node) => {
    const offset = node?.range?.[0] ?? 0;
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col, offset };
  };
  const report = (code, message, node) => {
    errors.push({ code, severity: "error", message, pos: at(node), file });
  };
  for (const e of doc.errors) {
    const offset = e.pos[0];
    const p = lc.linePos(offset);
    errors.push({ code: "LESSON_YAML", severity: "error", message: `YAML: ${e.message.split("\n")[0] ?? ""}`, pos: { line: p.line, column: p.col, offset }, file });
  }
  if (errors.length) return { errors };
  const id = lessonIdOf(file);
  if (id === void 0) report("LESSON_BAD_ID", `the file name must be the lesson's id (lower-case letters, digits, -) and end in .yaml: ${excerpt(file)}`, doc.contents);
  const root = doc.contents;
  if (!isMap(root)) {
    report("LESSON_SHAPE", "expected a lesson: a mapping with order, title, intro and stages", root);
    return { errors };
  }
  const fields = (map, known, what) => {
    const out = /* @__PURE__ */ new Map();
    for (const pair of map.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "";
      if (!known.includes(key)) report("LESSON_UNKNOWN_FIELD", `unknown field in ${what}: ${excerpt(key)} (known: ${known.join(", ")})`, pair.key);
      else out.set(key, pair.value);
    }
    return out;
  };
  const missing = (f, name, where, what) => {
    if (f.has(name)) return false;
    report("LESSON_MISSING_FIELD", `${what} has no ${name}`, where);
    return true;
  };
  const readText = (node, name, where, extra = []) => {
    if (!node) return void 0;
    if (!isMap(node)) {
      report("LESSON_FIELD_TYPE", `${name} must be a mapping { en: ..., ru: ... }`, node);
      return void 0;
    }
    const f = fields(node, ["en", "ru", ...extra], name);
    const text2 = {};
    for (const lang of ["en", "ru"]) {
      const v = f.get(lang);
      if (!isScalar(v) || typeof v.value !== "string" || !v.value.trim()) report("LESSON_MISSING_TEXT", `${name} has no ${lang === "en" ? "English" : "Russian"} text (${lang})`, v ?? node ?? where);
      else text2[lang] = v.value.trim();
    }
    return text2.en !== void 0 && text2.ru !== void 0 ? { en: text2.en, ru: text2.ru } : void 0;
  };
  const readVariant = (node, fallback) => {
    if (!node) return fallback;
    const name = isScalar(node) && typeof node.value === "string" ? parseVariantName(node.value) : void 0;
    if (!name) report("LESSON_BAD_VARIANT", `unknown variant (known: ${VARIANTS.join(", ")})`, node);
    return name;
  };
  const top = fields(root, LESSON_FIELDS, "the lesson");
  let order;
  if (!missing(top, "order", root, "the lesson")) {
    const o = top.get("order");
    if (isScalar(o) && Number.isInteger(o.value) && o.value >= 1) order = o.value;
    else report("LESSON_FIELD_TYPE", "order must be a whole number from 1", o);
  }
  const title = missing(top, "title", root, "the lesson") ? void 0 : readText(top.get("title"), "title", root);
  const intro = missing(top, "intro", root, "the lesson") ? void 0 : readText(top.get("intro"), "intro", root);
  const lessonVariant = readVariant(top.get("variant"), "bashni");
  const stages = [];
  const stagesNode = top.get("stages");
  if (!missing(top, "stages", root, "the lesson")) {
    if (!isSeq(stagesNode) || stagesNode.items.length === 0) report("LESSON_FIELD_TYPE", "stages must be a non-empty list", stagesNode);
    else
      for (const [i, item] of stagesNode.items.entries()) {
        const stage = readStage(item, `stage ${i + 1}`, lessonVariant ?? "bashni");
        if (stage) stages.push(stage);
      }
  }
  function readStage(node, name, defaultVariant) {
    if (!isMap(node)) {
      report("LESSON_SHAPE", `${name} must be a mapping`, node);
      return void 0;
    }
    const before = errors.length;
    const f = fields(node, STAGE_FIELDS, name);
    for (const need of ["fen", "goal", "task", "answers", "wrong"]) missing(f, need, node, name);
    const task = readText(f.get("task"), `${name}: task`, node);
    const wrong = readText(f.get("wrong"), `${name}: wrong`, node);
    const right = f.has("right") ? readText(f.get("right"), `${name}: right`, node) : void 0;
    const variant = readVariant(f.get("variant"), defaultVariant);
    const goalNode = f.get("goal");
    let goal;
    if (goalNode) {
      goal = isScalar(goalNode) ? parseLessonGoal(String(goalNode.value)) : void 0;
      if (!goal) report("LESSON_BAD_GOAL", "goal must be one of: answers, capture, captures N, promote, free, free-king, material N, win, draw", goalNode);
    }
    const fenNode = f.get("fen");
    let pos;
    let fen = "";
    if (fenNode && variant) {
      fen = isScalar(fenNode) ? String(fenNode.value) : "";
      const read = parseFen(fen, variant);
      if (!read.ok) report("LESSON_BAD_FEN", `the position does not read: ${read.error.message} [${read.error.code}]`, fenNode);
      else if (read.value.legalMoves().length === 0) report("LESSON_NO_MOVES", "the side to move has no legal move here: nothing to play", fenNode);
      else pos = read.value;
    }
    const answers = [];
    const mistakes = [];
    const resolve = (moveNode) => {
      if (!pos) return void 0;
      const written = isScalar(moveNode) ? String(moveNode.value) : "";
      const parsed = parseMoveText(written);
      if (!parsed) {
        report("LESSON_BAD_MOVE", `not a move: ${excerpt(written)}`, moveNode);
        return void 0;
      }
      const found = matchMoves(pos, parsed);
      const legal = pos.legalMoves().map((m) => makeMoveText(pos, m, { captures: "full" }));
      if (found.length === 0) report("LESSON_ILLEGAL_MOVE", `${excerpt(written)} is not a legal move here; legal moves: ${legal.join(", ")}`, moveNode);
      else if (found.length > 1)
        report("LESSON_AMBIGUOUS_MOVE", `${excerpt(written)} fits several moves: write the path (${found.map((m) => makeMoveText(pos, m, { captures: "full" })).join(", ")})`, moveNode);
      else return found[0];
      return void 0;
    };
    const answersNode = f.get("answers");
    if (answersNode) {
      if (!isSeq(answersNode) || answersNode.items.length === 0) report("LESSON_FIELD_TYPE", `${name}: answers must be a non-empty list of moves`, answersNode);
      else
        for (const a of answersNode.items) {
          const move = resolve(a);
          if (move && pos && goal) {
            if (goal.kind !== "answers" && !meetsLessonGoal(pos, move, goal))
              report("LESSON_WRONG_ANSWER", `the answer ${makeMoveText(pos, move, { captures: "full" })} does not reach the goal (${lessonGoalText(goal)})`, a);
            answers.push(makeMoveText(pos, move, { captures: "full" }));
          }
        }
    }
    if (pos && goal && goal.kind !== "answers" && !pos.legalMoves().some((m) => meetsLessonGoal(pos, m, goal)))
      report("LESSON_GOAL_UNREACHABLE", `no legal move here reaches the goal (${lessonGoalText(goal)})`, goalNode);
    const mistakesNode = f.get("mistakes");
    if (mistakesNode) {
      if (!isSeq(mistakesNode)) report("LESSON_FIELD_TYPE", `${name}: mistakes must be a list of { move, en, ru }`, mistakesNode);
      else
        for (const m of mistakesNode.items) {
          if (!isMap(m)) {
            report("LESSON_FIELD_TYPE", `${name}: a mistake must be a mapping { move, en, ru }`, m);
            continue;
          }
          const why = readText(m, `${name}: a mistake`, m, ["move"]);
          const moveNode = m.get("move", true);
          if (!moveNode) {
            report("LESSON_MISSING_FIELD", `${name}: a mistake has no move`, m);
            continue;
          }
          const move = resolve(moveNode);
          if (!move || !pos || !goal) continue;
          const full = makeMoveText(pos, move, { captures: "full" });
          if (lessonAccepts(pos, move, goal, answers, full)) report("LESSON_NOT_A_MISTAKE", `the mistake ${full} is accepted by this stage (it is an answer or reaches the goal)`, moveNode);
          else if (why) mistakes.push({ move: full, why });
        }
    }
    if (errors.length > before || !pos || !goal || !task || !wrong || !variant) return void 0;
    return { fen, variant, goal, task, answers, wrong, ...right ? { right } : {}, mistakes };
  }
  if (errors.length || !id || order === void 0 || !title || !intro) return { errors };
  return { lesson: { id, order, title, intro, stages }, errors };
}
function checkLessonSet(lessons) {
  const seen = /* @__PURE__ */ new Map();
  const out = [];
  for (const { lesson, file } of lessons) {
    const other = seen.get(lesson.order);
    if (other !== void 0)
      out.push({ code: "LESSON_DUPLICATE_ORDER", severity: "error", message: `order ${lesson.order} is already that of ${other}`, pos: { line: 1, column: 1, offset: 0 }, file });
    else seen.set(lesson.order, file);
  }
  return out;
}

function readLessons(repo, extra) {
  const files = [];
  for (const root of extra !== void 0 ? [repo, extra] : [repo]) {
    let names;
    try {
      names = readdirSync(join(root, "learn")).filter((f) => /\.ya?ml$/.test(f) && !f.startsWith(".")).sort();
    } catch {
      names = [];
    }
    for (const name of names)
      files.push(
        relative(repo, join(root, "learn", name)).split(sep$1).join("/")
      );
  }
  const problems = [];
  const read = [];
  for (const file of files) {
    const r = readLessonFile(readFileSync(join(repo, file), "utf8"), file);
    for (const p of r.errors) problems.push(formatProblem(p));
    if (r.lesson) read.push({ lesson: r.lesson, file });
  }
  for (const p of checkLessonSet(read)) problems.push(formatProblem(p));
  const lessons = read.map((r) => r.lesson).sort((a, b) => a.order - b.order);
  return { lessons, ...problems.length ? { failure: `Broken lessons:
  ${problems.join("\n  ")}` } : {} };
}

function contentRoots() {
  const env = process.env;
  const solves = env.BASHNI_SOLVE_CACHE ? new Map(Object.entries(JSON.parse(readFileSync(env.BASHNI_SOLVE_CACHE, "utf8")))) : void 0;
  return {
    repo: env.BASHNI_REPO_ROOT ?? process.cwd(),
    ...env.BASHNI_SITE_EXTRA ? { extra: env.BASHNI_SITE_EXTRA } : {},
    ...solves ? { solves } : {},
    ...env.BASHNI_SITE_GAMES ? { games: resolve(env.BASHNI_SITE_GAMES) } : {},
    ...env.BASHNI_SITE_PUZZLES ? { puzzles: resolve(env.BASHNI_SITE_PUZZLES) } : {}
  };
}
function gamesBase(roots) {
  return roots.games !== void 0 ? dirname(roots.games) : roots.puzzles !== void 0 ? dirname(roots.puzzles) : roots.repo;
}
function puzzlesBase(roots) {
  return roots.puzzles !== void 0 ? dirname(roots.puzzles) : roots.games !== void 0 ? dirname(roots.games) : roots.repo;
}
function ownCollections(roots) {
  return roots.games !== void 0 || roots.puzzles !== void 0;
}
function listFiles(roots, dir, ext, notes) {
  const out = [];
  const base = gamesBase(roots);
  const folders = ownCollections(roots) ? roots.games !== void 0 ? [roots.games] : [] : (roots.extra !== void 0 ? [roots.repo, roots.extra] : [roots.repo]).map((root) => join(root, dir));
  for (const folder of folders) {
    let names;
    try {
      names = readdirSync(folder).sort();
    } catch {
      continue;
    }
    for (const f of names) {
      if (!f.toLowerCase().endsWith(ext)) continue;
      const path = relative(base, join(folder, f)).split(sep$1).join("/");
      let file = false;
      try {
        file = statSync(join(folder, f)).isFile();
      } catch (e) {
        const code = e.code;
        notes.push(`${path}: skipped: ${code === "ENOENT" ? "a dangling link" : code === "ELOOP" ? "a link loop" : `cannot read: ${code ?? String(e)}`}`);
        continue;
      }
      if (!file) notes.push(`${path}: skipped: not a file`);
      else if (f.startsWith(".")) notes.push(`${path}: skipped: a hidden file`);
      else out.push(path);
    }
  }
  return out;
}
function repoPath(roots, path) {
  return relative(roots.repo, path).split(sep$1).join("/");
}
function puzzleFilesUnder(roots, notes) {
  if (ownCollections(roots)) {
    if (roots.puzzles === void 0) return [];
    return puzzleFiles([basename(roots.puzzles)], { cwd: puzzlesBase(roots), note: (text) => notes.push(text), missing: () => {
    } }).map((path) => path.split(sep$1).join("/"));
  }
  const folders = (roots.extra !== void 0 ? [roots.repo, roots.extra] : [roots.repo]).map((root) => repoPath(roots, join(root, "puzzles")));
  return puzzleFiles(folders, { cwd: roots.repo, note: (text) => notes.push(text), missing: () => {
  } }).map((path) => path.split(sep$1).join("/"));
}
class ContentError extends Error {
  constructor(message) {
    super(message);
    this.name = "ContentError";
  }
}
function readGames(roots) {
  const out = [];
  const problems = [];
  const addresses = /* @__PURE__ */ new Map();
  const notes = [];
  for (const file of listFiles(roots, "games", ".pdn", notes)) {
    const name = file.split("/").pop();
    const text = decodePdn(readFileSync(join(gamesBase(roots), file))).text;
    const parsed = parsePdn(text, { file });
    for (const e of parsed.errors) {
      if (e.severity === "error") problems.push(formatProblem({ ...e, file }));
    }
    const games = parsed.value;
    games.forEach((game, i) => {
      const data = buildReplayData(game);
      if (data.problems?.length) {
        for (const p of data.problems) problems.push(formatProblem({ ...p, file }));
        return;
      }
      const slug = gamePageSlug(name, i + 1, games.length);
      const which = games.length > 1 ? `${file}, game ${i + 1}` : file;
      const taken = addresses.get(slug);
      if (taken) {
        problems.push(`${file}:${game.pos.line}:${game.pos.column}: the page address /games/${slug}/ is already that of ${taken}; rename one of the files [SITE_DUPLICATE_ADDRESS]`);
        return;
      }
      addresses.set(slug, which);
      const next = games[i + 1];
      const pdn = text.slice(game.pos.offset, next ? next.pos.offset : text.length).trim() + "\n";
      const t = (n) => tagNamed(game, n)?.value ?? "";
      const white = t("White") || "?";
      const black = t("Black") || "?";
      out.push({
        slug,
        file,
        index: i + 1,
        title: `${white} – ${black}`,
        white,
        black,
        event: t("Event"),
        site: t("Site"),
        date: t("Date"),
        result: t("Result") || data.result || "*",
        plies: data.mainline.length - 1,
        pdn,
        data
      });
    });
  }
  return { entries: out, problems, notes };
}
function gamePages(roots, games) {
  const pages = /* @__PURE__ */ new Map();
  for (const g of games.problems.length ? [] : games.entries) {
    const path = resolve(gamesBase(roots), g.file);
    if (!pages.has(path)) pages.set(path, /* @__PURE__ */ new Map());
    pages.get(path).set(g.index, g.slug);
  }
  return pages;
}
function sourceFacts(src, puzzleFile, repo, pages) {
  const roots = sourceRoots(puzzleFile, void 0, repo);
  const slug = roots.map((root) => pages.get(resolve(root, src.file))?.get(src.game)).find((s) => s !== void 0);
  return {
    ...slug !== void 0 ? { sourceHref: `/games/${slug}/#${src.ply}` } : {},
    ...src.played !== void 0 ? { played: src.played } : {},
    ...src.mistake !== void 0 ? { mistake: src.mistake } : {}
  };
}
function inLangs(make) {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)]));
}
function readPuzzles(roots, games) {
  const out = [];
  const problems = [];
  const base = puzzlesBase(roots);
  const collection = new CollectionCheck({ readSource: sourceReader({ cwd: base }), ...roots.solves ? { solves: roots.solves } : {} });
  const pages = gamePages(roots, games);
  const notes = [];
  for (const file of puzzleFilesUnder(roots, notes)) {
    const text = readFileSync(join(base, file), "utf8");
    const slower = /* @__PURE__ */ new Map();
    for (const verdict of collection.checkFile(file, text)) {
      for (const e of verdict.problems) problems.push(formatProblem(e));
      if (verdict.id !== void 0 && verdict.slower) slower.set(verdict.id, verdict.slower);
    }
    const read = readPuzzleFile(text, file);
    for (const p of read.puzzles) {
      const s = p.spec;
      const src = s.source;
      const played = playedMove(p);
      out.push({
        id: s.id,
        title: inLangs((lang) => puzzleTitle(s, lang)),
        neutral: { en: "", ru: "" },
        // numbered below, once the order is known
        number: 0,
        variant: s.variant,
        fen: s.fen,
        goal: inLangs((lang) => goalLine(s.goal, p.position.turn, lang)),
        goalSpec: s.goal,
        solution: [...s.solution],
        rating: s.rating,
        difficulty: s.difficulty,
        themes: [...s.themes],
        ...src.kind === "game" ? { sourceAt: { file: src.file, game: src.game, ply: src.ply } } : {},
        ...src.kind === "game" ? sourceFacts(src, file, base, pages) : {},
        playedTheSolution: !!played && !!p.moves[0] && sameMove(played, p.moves[0]),
        slower: [...slower.get(s.id) ?? []],
        turn: p.position.turn,
        columns: p.position.columns()
      });
    }
  }
  out.sort((a, b) => a.difficulty - b.difficulty || a.rating - b.rating || a.id.localeCompare(b.id));
  out.forEach((p, i) => {
    p.next = out[i + 1]?.id;
    p.number = i + 1;
    p.neutral = inLangs((lang) => neutralTitle(i + 1, p.turn, p.goalSpec, lang));
  });
  return { entries: out, problems, notes };
}
function readContent(roots) {
  const games = readGames(roots);
  const puzzles = readPuzzles(roots, games);
  const lessons = readLessons(roots.repo, roots.extra);
  const messages = [];
  if (games.problems.length) messages.push(`Broken game records:
  ${games.problems.join("\n  ")}`);
  if (puzzles.problems.length) messages.push(`Broken puzzles:
  ${puzzles.problems.join("\n  ")}`);
  if (lessons.failure !== void 0) messages.push(lessons.failure);
  return {
    games: games.entries,
    puzzles: puzzles.entries,
    lessons: lessons.lessons,
    notes: [...games.notes ?? [], ...puzzles.notes ?? []],
    ...messages.length ? { failure: messages.join("\n") } : {}
  };
}
const CONTENT = Symbol.for("bashni.site.content");
function loadContent() {
  const kept = globalThis[CONTENT];
  if (kept) return kept;
  const read = readContent(contentRoots());
  if (read.failure !== void 0) throw new ContentError(read.failure);
  for (const note of read.notes) console.warn(`bashni site: note: ${note}`);
  const content = { games: read.games, puzzles: read.puzzles, lessons: read.lessons };
  globalThis[CONTENT] = content;
  return content;
}
function loadGames() {
  return loadContent().games;
}
function loadLessons() {
  return loadContent().lessons;
}
function loadPuzzles() {
  return loadContent().puzzles;
}

export { loadLessons as a, loadPuzzles as b, playedLine as c, ratingLine as d, levelOf as e, goalExplanation as g, loadGames as l, mistakeLine as m, parsePdn as p, replayGame as r, slowerWords as s, themeName as t, writtenResult as w };
