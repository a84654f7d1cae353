import { p as parsePdn, r as replayGame, w as writtenResult } from './collections_ZlePGLfY.mjs';
import { m as makeMoveText, r as resultWinner } from './annotate_BFnZJ_p1.mjs';
import { c as checkPosition, m as makeFen } from './fen_DMqK5RZO.mjs';
import { c as checkWhole, o as outOfRange, w as wrongType, i as isList, V as VARIANTS } from './lang_CTn7LBoU.mjs';
import './search_DGdgOXjN.mjs';

const COLOURS = ["white", "black"];
function checkWinner(w, where) {
  if (w !== void 0 && w !== "draw" && !COLOURS.includes(w)) throw wrongType(where, "the winner as 'white', 'black', 'draw' or undefined", w);
}
function checkPlies(plies, where) {
  const n = checkWhole(plies, where, "plies", 1);
  if (n > 1e3) throw outOfRange(where, `plies must be 1..1000, got ${n}`, plies);
  return n;
}

function samePosition(a, b) {
  checkPosition(a, "samePosition");
  checkPosition(b, "samePosition");
  if (a.turn !== b.turn || a.hash() !== b.hash()) return false;
  for (let sq = 0; sq < 32; sq++) if (a.column(sq) !== b.column(sq)) return false;
  return true;
}

const WALK_DECLINED = -2;

const newNode = () => ({ games: 0, white: 0, draws: 0, black: 0, children: /* @__PURE__ */ new Map() });
const openingMoveText = (before, ply) => makeMoveText(before, ply.move, { squares: "algebraic", captures: "full", separator: ":" });
class OpeningTree {
  constructor(target, plies = 1) {
    this.target = target;
    this.plies = plies;
    checkPosition(target, "new OpeningTree");
    checkPlies(plies, "new OpeningTree");
    this.root = newNode();
  }
  root;
  /**
   * Adds one game: its start and main line, and its result's winner (`draw`, or undefined when it
   * has no decided result). The game counts when the target position occurs in it (the first
   * time); returns the ply where it first did (0: the start; the game page's `#ply`), else undefined.
   */
  add(start, line, winner) {
    checkPosition(start, "OpeningTree.add");
    if (!isList(line)) throw wrongType("OpeningTree.add", "a main line (a list of replayed plies)", line);
    checkWinner(winner, "OpeningTree.add");
    let at = -1;
    if (samePosition(start, this.target)) at = 0;
    else
      for (let i = 0; i < line.length; i++)
        if (samePosition(line[i].after, this.target)) {
          at = i + 1;
          break;
        }
    if (at < 0) return void 0;
    const moves = [];
    for (let i = at; i < line.length && i < at + this.plies; i++) moves.push(openingMoveText(line[i].before, line[i]));
    this.addMoves(moves, winner);
    return at;
  }
  /**
   * add() for a main line given as move texts, walked on the board (main-line-walk.ts) rather than
   * replayed: the same count and moves. Returns undefined, adding nothing, for a line the walker
   * leaves to the replay (russian's folded capture paths).
   */
  addWalked(start, moves, winner, w) {
    const target = this.target;
    const lo = Number(target.hash() & 0xffffffffn);
    const hi = Number(target.hash() >> 32n);
    const occupied = this.targetOccupied ??= target.columns().length;
    w.start(start);
    let at = w.hashLo === lo && w.hashHi === hi && samePosition(w.position(), target) ? 0 : -1;
    for (let i = 0; at < 0 && i < moves.length && w.occupied() >= occupied; i++) {
      const index = w.play(moves[i]);
      if (index === WALK_DECLINED) return void 0;
      if (index < 0) break;
      if (w.hashLo === lo && w.hashHi === hi && samePosition(w.position(), target)) at = i + 1;
    }
    if (at < 0) return false;
    const next = [];
    for (let i = at; i < moves.length && i < at + this.plies; i++) {
      const index = w.resolveText(moves[i]);
      if (index === WALK_DECLINED) return void 0;
      if (index < 0) break;
      const before = w.position();
      next.push(openingMoveText(before, { move: w.moveAt(index, before) }));
      w.playIndex(index);
    }
    this.addMoves(next, winner);
    return true;
  }
  targetOccupied;
  /** Adds one game that reached the target and went on with these moves (at most `plies` are used). */
  addMoves(moves, winner) {
    if (!isList(moves) || !moves.every((m) => typeof m === "string")) throw wrongType("OpeningTree.addMoves", "moves as a list of strings", moves);
    checkWinner(winner, "OpeningTree.addMoves");
    let node = this.root;
    count$1(node, winner);
    for (const text of moves.slice(0, this.plies)) {
      let child = node.children.get(text);
      if (!child) node.children.set(text, child = newNode());
      count$1(child, winner);
      node = child;
    }
  }
  /** The tree as `openings --json` prints it: moves by games, most first (then by name). */
  report() {
    const { games, white, draws, black } = this.root;
    return { fen: makeFen(this.target), games, white, draws, black, moves: movesOf(this.root, this.plies - 1) };
  }
}
function count$1(n, winner) {
  n.games++;
  if (winner === "white") n.white++;
  else if (winner === "black") n.black++;
  else if (winner === "draw") n.draws++;
}
function movesOf(n, depth) {
  return [...n.children].sort((a, b) => b[1].games - a[1].games || (a[0] < b[0] ? -1 : 1)).map(([move, c]) => ({ move, games: c.games, white: c.white, draws: c.draws, black: c.black, ...depth > 0 && c.children.size ? { moves: movesOf(c, depth - 1) } : {} }));
}

const dropped = (drops) => {
  drops.count++;
  return void 0;
};
const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const numberIn = (min, max, integer = false) => (v, drops) => typeof v === "number" && Number.isFinite(v) && v >= min && v <= max && (!integer || Number.isInteger(v)) ? v : dropped(drops);
const matching = (pattern) => (v, drops) => typeof v === "string" && pattern.test(v) ? v : dropped(drops);
const listOf = (item, max) => (v, drops) => {
  if (!Array.isArray(v)) return dropped(drops);
  const out = [];
  for (const x of v) {
    const checked = out.length < max ? item(x, drops) : dropped(drops);
    if (checked !== void 0) out.push(checked);
  }
  return out;
};
const tableOf = (key, item, max) => (v, drops) => {
  if (!isObject(v)) return dropped(drops);
  const out = /* @__PURE__ */ Object.create(null);
  let n = 0;
  for (const name of Object.keys(v)) {
    if (n >= max || !key.test(name)) {
      dropped(drops);
      continue;
    }
    const checked = item(v[name], drops);
    if (checked === void 0) continue;
    out[name] = checked;
    n++;
  }
  return out;
};
const objectOf = (fields) => (v, drops) => {
  if (!isObject(v)) return dropped(drops);
  const out = {};
  const named = fields;
  for (const name of Object.keys(v)) if (!Object.hasOwn(named, name)) dropped(drops);
  for (const [name, [check, need]] of Object.entries(named)) {
    if (!Object.hasOwn(v, name) || v[name] === void 0) {
      if (need === "required") return dropped(drops);
      continue;
    }
    const checked = check(v[name], drops);
    if (checked !== void 0) out[name] = checked;
    else if (need === "required") return void 0;
  }
  return out;
};

const positionKey = (p) => p.hash().toString(16).padStart(16, "0");
const MAX_COUNT = 1e7;
const MAX_GAMES = 1e6;
const count = numberIn(0, MAX_COUNT, true);
const text = matching(/^[^]{0,500}$/);
function tuple(...items) {
  return (v, drops) => {
    if (!Array.isArray(v) || v.length !== items.length) {
      drops.count++;
      return void 0;
    }
    const out = [];
    for (let i = 0; i < items.length; i++) {
      const x = items[i](v[i], drops);
      if (x === void 0) return void 0;
      out.push(x);
    }
    return out;
  };
}
const game = tuple(matching(/^[a-z0-9-]{1,200}$/), text, text, text);
const move = tuple(matching(/^[a-h][1-8]([-:][a-h][1-8]){1,40}$/), count, count, count, count);
tuple(count, count, count, count, listOf(move, 200), listOf(count, 2 * MAX_GAMES));
const variant = objectOf({
  games: [listOf(game, MAX_GAMES), "required"],
  digits: [numberIn(1, 2, true), "required"],
  shards: [listOf(matching(/^[0-9a-f]{1,2}$/), 256), "required"]
});
objectOf({ variants: [tableOf(new RegExp(`^(${VARIANTS.join("|")})$`), variant, VARIANTS.length), "required"] });

const SHARD_POSITIONS = 128;
const shardDigits = (positions) => positions > 16 * SHARD_POSITIONS ? 2 : 1;
function explorerData(games) {
  const byVariant = /* @__PURE__ */ new Map();
  for (const entry of games) {
    const game = parsePdn(entry.pdn).value[0];
    if (!game) continue;
    const r = replayGame(game, { info: false, variations: false });
    if (!r.start) continue;
    const variant = r.start.variant;
    let v = byVariant.get(variant);
    if (!v) byVariant.set(variant, v = { games: [], positions: /* @__PURE__ */ new Map() });
    const written = writtenResult(game);
    const replayed = { number: v.games.length, start: r.start, line: r.mainLine?.plies ?? [], winner: written === void 0 ? void 0 : resultWinner(written) };
    v.games.push([entry.slug, entry.white, entry.black, entry.result]);
    const seen = /* @__PURE__ */ new Set();
    for (const pos of [r.start, ...replayed.line.map((p) => p.after)]) {
      const key = positionKey(pos);
      if (seen.has(key)) continue;
      seen.add(key);
      let at = v.positions.get(key);
      if (!at) v.positions.set(key, at = { target: pos, through: [] });
      at.through.push(replayed);
    }
  }
  const index = { variants: {} };
  const shards = /* @__PURE__ */ new Map();
  for (const [variant, v] of [...byVariant].sort((a, b) => a[0] < b[0] ? -1 : 1)) {
    const out = /* @__PURE__ */ new Map();
    const digits = shardDigits(v.positions.size);
    for (const [key, { target, through }] of v.positions) {
      const tree = new OpeningTree(target, 1);
      const reached = [];
      for (const g of through) {
        const ply = tree.add(g.start, g.line, g.winner);
        if (ply !== void 0) reached.push(g.number, ply);
      }
      const { games: n, white, draws, black, moves } = tree.report();
      const shard = key.slice(0, digits);
      let s = out.get(shard);
      if (!s) out.set(shard, s = {});
      s[key] = [n, white, draws, black, moves.map((m) => [m.move, m.games, m.white, m.draws, m.black]), reached];
    }
    const sorted = new Map([...out].sort((a, b) => a[0] < b[0] ? -1 : 1));
    shards.set(variant, sorted);
    index.variants[variant] = { games: v.games, digits, shards: [...sorted.keys()] };
  }
  return { index, shards };
}
const BUILT = Symbol.for("bashni.site.explorer");
function builtExplorer(games) {
  const kept = globalThis;
  return kept[BUILT] ??= explorerData(games);
}

export { builtExplorer as b };
