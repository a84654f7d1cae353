// The board editor's state and edits, with no DOM: columns square by square (top first, as in
// FEN), the side to move and the variant. Its FEN and what is wrong with it come from the engine
// (parseFen's codes, checkReachable's warning), so the editor holds no rule of its own.
import { makeColumnsFen, parseFen, type FenError } from '../../../../engine/fen.ts';
import { Position } from '../../../../engine/position.ts';
import { checkReachable, type ReachError } from '../../../../engine/reachable.ts';
import { onBoard } from '../../../../engine/squares.ts';
import { variantRules } from '../../../../engine/variant.ts';
import type { Color, ColumnText, Square, VariantName } from '../../../../engine/types.ts';

/** A piece as a column letter: w, b men; W, B kings. */
export type EditorPiece = 'w' | 'b' | 'W' | 'B';

export interface EditorState {
  readonly variant: VariantName;
  readonly turn: Color;
  /** Columns by square, top piece first; an empty square has no entry. */
  readonly columns: ReadonlyMap<Square, ColumnText>;
}

/** The highest column the editor builds (the engine's limit: 24 pieces). */
const MAX_COLUMN = 24;

function editorFrom(pos: Position): EditorState {
  return { variant: pos.variant, turn: pos.turn, columns: new Map(pos.columns()) };
}

export function emptyBoard(variant: VariantName = 'bashni', turn: Color = 'white'): EditorState {
  return { variant, turn, columns: new Map() };
}

/** The variant's start position, White to move. */
export function startBoard(variant: VariantName = 'bashni'): EditorState {
  return editorFrom(Position.initial(variant));
}

function withColumn(state: EditorState, sq: Square, text: ColumnText): EditorState {
  const columns = new Map(state.columns);
  if (text === '') columns.delete(sq);
  else columns.set(sq, text.slice(0, MAX_COLUMN));
  return { ...state, columns };
}

/** The square holds `piece` alone (a tap with a piece chosen); the same single piece again empties it. */
export function place(state: EditorState, sq: Square, piece: EditorPiece): EditorState {
  return withColumn(state, sq, state.columns.get(sq) === piece ? '' : piece);
}

/** Whether a piece can go onto `sq` as it stands: russian has no columns (the table's takenGoesUnder), so not onto an occupied square; lasca's board lacks rank 8 and file h. */
export function canAdd(state: EditorState, sq: Square): boolean {
  return onBoard(sq, state.variant) && (variantRules(state.variant).takenGoesUnder || !state.columns.has(sq));
}

/**
 * `piece` added on top of the column (it becomes the commander) or under it (a prisoner). Refused
 * (the same state returned) in russian on an occupied square: see canAdd.
 */
export function addPiece(state: EditorState, sq: Square, piece: EditorPiece, where: 'top' | 'bottom'): EditorState {
  if (!canAdd(state, sq)) return state;
  const text = state.columns.get(sq) ?? '';
  return withColumn(state, sq, where === 'top' ? piece + text : text + piece);
}

/** The column's top or bottom piece removed. */
export function removePiece(state: EditorState, sq: Square, where: 'top' | 'bottom'): EditorState {
  const text = state.columns.get(sq) ?? '';
  return withColumn(state, sq, where === 'top' ? text.slice(1) : text.slice(0, -1));
}

export function clearSquare(state: EditorState, sq: Square): EditorState {
  return withColumn(state, sq, '');
}

export function setTurn(state: EditorState, turn: Color): EditorState {
  return { ...state, turn };
}

/** Another variant; the columns on squares its board lacks (rank 8 and file h, for lasca) go. */
export function setVariant(state: EditorState, variant: VariantName): EditorState {
  return { ...state, variant, columns: new Map([...state.columns].filter(([sq]) => onBoard(sq, variant))) };
}

/** The FEN of what is on the board, written as it stands even when the engine would refuse it. */
function editorFen(state: EditorState): string {
  return makeColumnsFen(state.turn, state.columns);
}

export interface EditorVerdict {
  readonly fen: string;
  /** The position when the engine accepts it. */
  readonly position?: Position;
  /** Why the engine refuses it (its FEN code), e.g. a column of three colour layers. */
  readonly error?: FenError;
  /** Accepted but no game of the variant reaches it (bashni never removes pieces: 12 of each). */
  readonly warning?: ReachError;
}

/** The FEN, and what the engine says of it. */
export function judgeEditor(state: EditorState): EditorVerdict {
  const fen = editorFen(state);
  const r = parseFen(fen, state.variant);
  if (!r.ok) return { fen, error: r.error };
  const warning = checkReachable(r.value);
  return { fen, position: r.value, ...(warning ? { warning } : {}) };
}

/** The editor state a typed FEN gives, or the engine's error for it. */
export function editorFromFen(text: string, variant: VariantName): { ok: true; state: EditorState } | { ok: false; error: FenError } {
  const r = parseFen(text, variant);
  return r.ok ? { ok: true, state: editorFrom(r.value) } : { ok: false, error: r.error };
}
