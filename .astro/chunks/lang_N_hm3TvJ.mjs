const VARIANTS = ["bashni", "bashni-forward", "bashni-turkish", "russian", "lasca"];
const ok = (value) => ({ ok: true, value });
const err = (error) => ({ ok: false, error });

const EIGHT = {
  boardSize: 8,
  offSquares: 0,
  piecesPerSide: 12,
  numberedSquares: true,
  whiteFar: 4,
  startFen: "W:W21-32:B1-12",
  captureSeparator: ":"
};
const VARIANT_RULES = {
  bashni: {
    name: "bashni",
    code: 0,
    aliases: ["bashne", "baschni", "bashny", "bashnya"],
    recordNames: ["столбовые", "столбовые шашки"],
    tag: "Bashni",
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: false,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false
  },
  "bashni-forward": {
    name: "bashni-forward",
    code: 3,
    aliases: ["bashne-forward"],
    recordNames: [],
    tag: "Bashni-forward",
    ...EIGHT,
    menCaptureBackward: false,
    jumpedStaysBlocked: false,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false
  },
  "bashni-turkish": {
    name: "bashni-turkish",
    code: 1,
    aliases: ["bashne-turkish"],
    recordNames: [],
    tag: "Bashni-turkish",
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: true,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: true,
    promotionEndsMove: false
  },
  russian: {
    name: "russian",
    code: 2,
    aliases: [],
    recordNames: ["russian draughts", "russian checkers", "shashki", "русские шашки"],
    tag: "Russian",
    gameType: 25,
    ...EIGHT,
    menCaptureBackward: true,
    jumpedStaysBlocked: true,
    takenGoesUnder: false,
    foldsEqualCaptures: true,
    flyingKings: true,
    promotionEndsMove: false
  },
  lasca: {
    name: "lasca",
    code: 4,
    aliases: ["laska"],
    recordNames: ["ласка"],
    tag: "Lasca",
    // 7x7: files a-g, ranks 1-7; rank 8 and file h (b8 d8 f8 h8 h6 h4 h2) are off the board
    boardSize: 7,
    offSquares: 134744079,
    piecesPerSide: 11,
    // lasca.org writes a1-g7 only: a number would name a square of the 8x8 board
    numberedSquares: false,
    // rank 7 (squares 4-7; 0-3 are off the board, never occupied)
    whiteFar: 8,
    startFen: "W:Wa1,c1,e1,g1,b2,d2,f2,a3,c3,e3,g3:Ba5,c5,e5,g5,b6,d6,f6,a7,c7,e7,g7",
    // lasca.org writes captures d2xb4xd6
    captureSeparator: "x",
    menCaptureBackward: false,
    jumpedStaysBlocked: true,
    takenGoesUnder: true,
    foldsEqualCaptures: false,
    flyingKings: false,
    promotionEndsMove: true
  }
};
function variantRules(variant) {
  return VARIANT_RULES[variant];
}
const VARIANT_BY_CODE = (() => {
  const out = [];
  for (const v of VARIANTS) out[VARIANT_RULES[v].code] = VARIANT_RULES[v];
  return out;
})();
const ALIASES = new Map(VARIANTS.flatMap((v) => [v, ...VARIANT_RULES[v].aliases].map((a) => [a, v])));
const RECORD_NAMES = new Map(VARIANTS.flatMap((v) => VARIANT_RULES[v].recordNames.map((a) => [a, v])));
function parseVariantName(text) {
  const key = text.trim().toLowerCase().replace(/[\s_]+/g, "-");
  return ALIASES.get(key);
}
function variantOfTag(text) {
  return parseVariantName(text) ?? RECORD_NAMES.get(text.trim().toLowerCase());
}
function variantOfGameType(type) {
  return VARIANTS.find((v) => VARIANT_RULES[v].gameType === type);
}
function knownVariant(variant, where) {
  if (typeof variant === "string" && VARIANTS.includes(variant)) return variant;
  const shown = typeof variant === "string" ? `'${variant.length > 40 ? `${variant.slice(0, 40)}...` : variant}'` : String(variant);
  throw new RangeError(`${where}: unknown variant ${shown} (the engine's are ${VARIANTS.join(", ")})`);
}
function squareSpan(variant) {
  const size = VARIANT_RULES[variant].boardSize;
  return `a1 to ${"abcdefgh"[size - 1]}${size}`;
}
function boardWords(variant) {
  const { tag, boardSize: size } = VARIANT_RULES[variant];
  return `${tag}'s ${size}x${size} board (files a-${"abcdefgh"[size - 1]}, ranks 1-${size})`;
}

function squareFile(sq) {
  const row = sq >> 2;
  return 2 * (sq & 3) + (row % 2 === 0 ? 1 : 0);
}
function squareRank(sq) {
  return 7 - (sq >> 2);
}
function squareAt(file, rank) {
  if (!Number.isInteger(file) || !Number.isInteger(rank)) return void 0;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return void 0;
  if ((file + rank) % 2 !== 0) return void 0;
  return (7 - rank) * 4 + (file >> 1);
}
function parseSquare(text) {
  const t = text.trim();
  let m = /^([a-hA-H])([1-8])$/.exec(t);
  if (m) return squareAt(m[1].toLowerCase().charCodeAt(0) - 97, Number(m[2]) - 1);
  m = /^0*([1-9]\d?)$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    return n >= 1 && n <= 32 ? n - 1 : void 0;
  }
  return void 0;
}
function squareName(sq, style = "algebraic") {
  if (style === "numeric") return String(sq + 1);
  return String.fromCharCode(97 + squareFile(sq)) + String(squareRank(sq) + 1);
}
const DIRECTIONS = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1]
];
const RAYS = (() => {
  const out = [];
  for (let sq = 0; sq < 32; sq++) {
    for (const [df, dr] of DIRECTIONS) {
      const ray = [];
      let f = squareFile(sq) + df;
      let r = squareRank(sq) + dr;
      for (; ; ) {
        const s = squareAt(f, r);
        if (s === void 0) break;
        ray.push(s);
        f += df;
        r += dr;
      }
      out.push(ray);
    }
  }
  return out;
})();
function boardSize(variant) {
  return variantRules(variant).boardSize;
}
function onBoard(sq, variant) {
  return Number.isInteger(sq) && sq >= 0 && sq <= 31 && (variantRules(variant).offSquares >>> sq & 1) === 0;
}
function boardSquares(variant) {
  const out = [];
  for (let sq = 0; sq < 32; sq++) if (onBoard(sq, variant)) out.push(sq);
  return out;
}
function readSquare(text, variant) {
  const sq = parseSquare(text);
  const rules = variantRules(variant);
  if (!rules.numberedSquares && /^\s*\d+\s*$/.test(text)) return { error: `numeric square '${text.trim()}': ${rules.tag}'s squares are written ${squareSpan(variant)}` };
  if (sq === void 0) return { error: `not a dark square: '${text}'` };
  if (!onBoard(sq, variant)) return { error: `${squareName(sq)} is off ${boardWords(variant)}` };
  return { square: sq };
}
function isFarRank(sq, side, whiteFar) {
  return side === 0 ? sq < whiteFar : sq >= 28;
}

function words(en, ru) {
  return { en, ru };
}
const RU_PLURAL = new Intl.PluralRules("ru");
function ruCount(n, one, few, many) {
  const form = RU_PLURAL.select(n);
  return `${n} ${form === "one" ? one : form === "few" ? few : many}`;
}
function enCount(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

const LANGS = ["en", "ru"];
function langOf(locale) {
  return locale === "ru" ? "ru" : "en";
}
function otherLang(lang) {
  return lang === "en" ? "ru" : "en";
}

export { LANGS as L, RAYS as R, VARIANTS as V, squareRank as a, boardSize as b, squareName as c, squareAt as d, enCount as e, squareSpan as f, onBoard as g, boardWords as h, parseVariantName as i, ok as j, err as k, langOf as l, VARIANT_RULES as m, variantOfTag as n, otherLang as o, parseSquare as p, variantOfGameType as q, ruCount as r, squareFile as s, knownVariant as t, boardSquares as u, variantRules as v, words as w, isFarRank as x, readSquare as y, VARIANT_BY_CODE as z };
