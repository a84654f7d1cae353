// Per-ply replay data for one game record: the board after every move of the main line and of
// every variation, with move text, comments, NAGs and evaluations. Computed at build time for the
// game pages (the replay client then needs no parser and no engine) and in the browser by the
// checker page.
//
// The replaying itself is records/replay.ts (replayGame: the same resolution and checks as
// `bashni verify`); buildReplayData() only maps its resolved lines to the flat node list the
// viewer steps through (full columns per node, so the client needs no engine).
import type { ColumnText, Square, VariantName } from '../../../engine/types.ts';
import type { Position } from '../../../engine/position.ts';
import { makeFen } from '../../../engine/fen.ts';
import { makeMoveText } from '../../../engine/notation.ts';
import { isSetup } from '../../../grammar/record.ts';
import type { Comment, GameRecord, Setup } from '../../../grammar/record.ts';
import { replayGame, type ReplayProblem, type ResolvedLine } from '../../../records/replay.ts';
import { parseEval } from '../../../records/ply-json.ts';

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
  /** The same move in full algebraic notation, for screen readers. */
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
  /** `[%eval x]` from the comments of the move (White's point of view, in men). */
  eval?: number;
  /** [0] continues the line; the rest start variations from this position. */
  children: number[];
}

export interface ReplayData {
  tags: [string, string][];
  variant: VariantName;
  result?: string;
  nodes: ReplayNode[];
  /** Node ids of the main line, start position first. */
  mainline: number[];
  /** The first problem that makes the game invalid (the data holds what replays before it). */
  problem?: ReplayProblem;
  /** Every problem that makes the game invalid (main line, variations, result), as records/replay.ts reports them. */
  problems?: readonly ReplayProblem[];
}

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

/** `[%eval 1.5]` as a number; forced results (`#3`, `#-2`) as +/-99. */
function evalOf(items: readonly Comment[]): number | undefined {
  const v = parseEval(items.map((c) => c.text));
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.startsWith('#')) return v.startsWith('#-') ? -99 : 99;
  return undefined;
}

/** Replay a record (main line and variations) into ReplayData. Never throws. */
export function buildReplayData(game: GameRecord): ReplayData {
  const r = replayGame(game, { info: false });
  const data: ReplayData = {
    tags: game.tags.map((t) => [t.name, t.value]),
    variant: r.variant ?? 'bashni',
    result: game.result?.text,
    nodes: [],
    mainline: [],
  };
  if (r.problems.length) {
    data.problems = r.problems;
    data.problem = r.problems[0];
  }
  if (!r.start) return data;

  const node = (pos: Position, parent: number, extra: Partial<ReplayNode> = {}): ReplayNode => {
    const parentNode = data.nodes[parent]; // none for the start position (parent -1)
    const n: ReplayNode = {
      id: data.nodes.length,
      parent,
      ply: parentNode ? parentNode.ply + 1 : 0,
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
    parentNode?.children.push(n.id);
    return n;
  };

  /** Adds the line's plies after node `fromId`; returns the node of its last ply (none for no ply). */
  const addLine = (line: ResolvedLine, fromId: number, main: boolean): ReplayNode | undefined => {
    let parent = fromId;
    let last: ReplayNode | undefined;
    for (const ply of line.plies) {
      const m = ply.node;
      const n = node(ply.after, parent, {
        move: m.text + (m.strength ?? ''),
        full: makeMoveText(ply.before, ply.move, { captures: 'full' }),
        moveNumber: ply.number,
        white: ply.before.turn === 'white',
        lastMove: [ply.move.from, ...ply.move.path],
        jumped: ply.move.jumped.length ? [...ply.move.jumped] : undefined,
        nags: [...m.nags],
        before: commentTexts(m.before),
        after: commentTexts(m.after),
        eval: evalOf(m.after),
      });
      if (main) data.mainline.push(n.id);
      // variations replace this move: they start from the position before it
      ply.variations.forEach((v, i) => {
        if (!v.plies.length) return;
        const end = addLine(v, parent, false);
        const trailing = commentTexts(m.variations[i]?.trailing ?? []);
        if (end) for (const t of trailing) end.after.push(t);
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
