// Per-ply replay data for one game record: the board after every move of the main line and of
// every variation, with move text, comments, NAGs and evaluations. Computed at build time for the
// game pages (the replay client then needs no parser and no engine) and in the browser by the
// checker page.
//
// SWAP POINT: buildReplayData() is the only place that walks a record with the engine. When
// grammar/replay.ts (per-ply JSON, `convert --to json`) lands, replace its body with a mapping
// from that output to ReplayData; nothing else in site/ depends on how the data is made.
import type { ColumnText, Square, VariantName } from '../../../engine/types.ts';
import { Position } from '../../../engine/position.ts';
import { makeFen, parseFen } from '../../../engine/fen.ts';
import { matchMoves, parseMoveText, makeMoveText } from '../../../engine/notation.ts';
import { parseVariantName } from '../../../engine/variant.ts';
import { isSetup, tagValue } from '../../../grammar/record.ts';
import type { Comment, GameRecord, MoveNode, Setup, SourcePos } from '../../../grammar/record.ts';

export interface ReplayNode {
  id: number;
  /** -1 for the start position. */
  parent: number;
  /** Plies from the start of the game (0 = start position). */
  ply: number;
  fen: string;
  columns: [Square, ColumnText][];
  /** The move that led here, as written (with its strength mark), absent at the start. */
  move?: string;
  /** The same move in full algebraic notation, for screen readers and search. */
  full?: string;
  /** Move number for display. */
  moveNumber: number;
  /** The move that led here was White's. */
  white: boolean;
  /** From then every landing square, for the last-move highlight. */
  lastMove?: Square[];
  jumped?: Square[];
  nags: number[];
  /** Comments before and after the move, with `[%...]` commands removed. */
  before: string[];
  after: string[];
  /** `[%eval x]` from the comments after the move (White's point of view). */
  eval?: number;
  /** [0] continues the line; the rest start variations from this position. */
  children: number[];
}

export interface ReplayProblem {
  code: string;
  message: string;
  line: number;
  column: number;
  offset: number;
  /** The move as written, when the problem is a move. */
  move?: string;
  /** Legal moves in the position where the problem is. */
  legal?: string[];
}

export interface ReplayData {
  tags: [string, string][];
  variant: VariantName;
  result?: string;
  nodes: ReplayNode[];
  /** Node ids of the main line, start position first. */
  mainline: number[];
  /** The first problem met while replaying (the data holds the valid part before it). */
  problem?: ReplayProblem;
}

const EVAL_RE = /\[%eval\s+([+-]?(?:\d+(?:\.\d*)?|\.\d+))[^\]]*\]/i;
const COMMAND_RE = /\[%[^\]]*\]/g;

function commentTexts(items: readonly (Comment | Setup)[]): string[] {
  const out: string[] = [];
  for (const c of items) {
    if (isSetup(c)) continue;
    const t = c.text.replace(COMMAND_RE, '').trim();
    if (t) out.push(t);
  }
  return out;
}

function evalOf(items: readonly Comment[]): number | undefined {
  for (const c of items) {
    const m = EVAL_RE.exec(c.text);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** The variant of a record: [Variant], else [GameType] 25 = Russian, else the fallback. */
export function recordVariant(game: GameRecord, fallback: VariantName = 'bashni'): VariantName {
  const v = tagValue(game, 'Variant');
  if (v && parseVariantName(v)) return parseVariantName(v)!;
  const gt = tagValue(game, 'GameType');
  if (gt && /^\s*25\b/.test(gt)) return 'russian';
  return fallback;
}

function problemAt(pos: SourcePos, code: string, message: string, extra: Partial<ReplayProblem> = {}): ReplayProblem {
  return { code, message, line: pos.line, column: pos.column, offset: pos.offset, ...extra };
}

function legalTexts(pos: Position): string[] {
  return pos.legalMoves().map((m) => makeMoveText(pos, m, { captures: 'full' }));
}

/** Replay a record (main line and variations) into ReplayData. Never throws. */
export function buildReplayData(game: GameRecord, fallbackVariant: VariantName = 'bashni'): ReplayData {
  const variant = recordVariant(game, fallbackVariant);
  const data: ReplayData = {
    tags: game.tags.map((t) => [t.name, t.value]),
    variant,
    result: game.result?.text,
    nodes: [],
    mainline: [],
  };
  const fail = (p: ReplayProblem) => {
    if (!data.problem) data.problem = p;
  };

  let start: Position = Position.initial(variant);
  const setupFen = [...game.before].reverse().find(isSetup);
  const fenTag = tagValue(game, 'FEN');
  const fenText = setupFen?.fen ?? fenTag;
  if (fenText) {
    const parsed = parseFen(fenText, variant);
    if (!parsed.ok) {
      const at = setupFen?.pos ?? game.tags.find((t) => t.name.toLowerCase() === 'fen')?.pos ?? game.pos;
      fail(problemAt(at, parsed.error.code, `Bad FEN: ${parsed.error.message}`));
      return data;
    }
    start = parsed.value;
  }

  const node = (pos: Position, parent: number, ply: number, extra: Partial<ReplayNode> = {}): ReplayNode => {
    const n: ReplayNode = {
      id: data.nodes.length,
      parent,
      ply,
      fen: makeFen(pos),
      columns: pos.columns(),
      moveNumber: pos.fullmove,
      white: pos.turn === 'black',
      nags: [],
      before: [],
      after: [],
      children: [],
      ...extra,
    };
    data.nodes.push(n);
    if (parent >= 0) data.nodes[parent].children.push(n.id);
    return n;
  };

  const root = node(start, -1, 0, { before: commentTexts(game.before) });
  data.mainline.push(root.id);

  /** Play `moves` from node `fromId`; returns false when the line stopped at a problem. */
  const playLine = (moves: readonly MoveNode[], fromId: number, fromPos: Position, main: boolean): boolean => {
    let parentId = fromId;
    let pos = fromPos;
    for (const m of moves) {
      const beforePos = pos;
      const beforeId = parentId;
      // a setup in the move text replaces the position
      for (const item of m.before) {
        if (!isSetup(item)) continue;
        const parsed = parseFen(item.fen, variant);
        if (!parsed.ok) {
          fail(problemAt(item.pos, parsed.error.code, `Bad FEN: ${parsed.error.message}`));
          return false;
        }
        pos = parsed.value;
      }
      const label = m.text + (m.strength ?? '');
      if (m.unknown) {
        fail(problemAt(m.pos, 'MOVE_UNKNOWN', `Unknown move "${m.text}": the game cannot be replayed past it`, { move: m.text }));
        return false;
      }
      const written = parseMoveText(m.text);
      const matches = written ? matchMoves(pos, written) : [];
      if (matches.length !== 1) {
        const legal = legalTexts(pos);
        if (!written) fail(problemAt(m.pos, 'MOVE_UNREADABLE', `Cannot read the move "${m.text}"`, { move: m.text, legal }));
        else if (matches.length === 0)
          fail(problemAt(m.pos, 'MOVE_ILLEGAL', `Illegal move "${m.text}" for ${pos.turn === 'white' ? 'White' : 'Black'}`, { move: m.text, legal }));
        else
          fail(
            problemAt(m.pos, 'MOVE_AMBIGUOUS', `Ambiguous move "${m.text}": write the full path (${matches.map((x) => makeMoveText(pos, x, { captures: 'full' })).join(', ')})`, {
              move: m.text,
              legal,
            }),
          );
        return false;
      }
      const move = matches[0];
      const full = makeMoveText(pos, move, { captures: 'full' });
      const next = pos.play(move);
      const n = node(next, parentId, data.nodes[parentId].ply + 1, {
        move: label,
        full,
        moveNumber: pos.fullmove,
        white: pos.turn === 'white',
        lastMove: [move.from, ...move.path],
        jumped: move.jumped.length ? [...move.jumped] : undefined,
        nags: [...m.nags],
        before: commentTexts(m.before),
        after: commentTexts(m.after),
        eval: evalOf(m.after),
      });
      if (main) data.mainline.push(n.id);
      // variations: alternatives to this move, from the position before it
      for (const v of m.variations) {
        if (!playLine(v.moves, beforeId, beforePos, false)) {
          if (main) return false;
          return false;
        }
        const lastChild = data.nodes[beforeId].children.at(-1);
        const trailing = commentTexts(v.trailing);
        if (trailing.length && lastChild !== undefined) {
          // attach to the last node of that variation
          let t = lastChild;
          while (data.nodes[t].children.length) t = data.nodes[t].children[0];
          data.nodes[t].after.push(...trailing);
        }
      }
      parentId = n.id;
      pos = next;
    }
    return true;
  };

  if (playLine(game.moves, root.id, start, true)) {
    const last = data.nodes[data.mainline.at(-1)!];
    last.after.push(...commentTexts(game.trailing));
  }
  return data;
}
