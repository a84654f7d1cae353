// The board editor's model (site/src/client/editor/editor-model.ts) with the real engine: positions
// built edit by edit, their FEN, the engine's FEN codes and the reachability warning.
import { describe, expect, it } from 'vitest';
import { makeFen } from '../../../engine/fen.ts';
import { Position } from '../../../engine/position.ts';
import { parseSquare } from '../../../engine/squares.ts';
import { VARIANTS, type Square } from '../../../engine/types.ts';
import { addPiece, canAdd, clearSquare, editorFromFen, emptyBoard, judgeEditor, place, removePiece, setTurn, setVariant, startBoard } from '../../../site/src/client/editor/editor-model.ts';

const sq = (name: string): Square => parseSquare(name)!;

describe('board editor model', () => {
  it('the start position placed piece by piece is the start FEN, with no warning', () => {
    let s = emptyBoard();
    for (let i = 0; i < 12; i++) s = place(s, i, 'b');
    for (let i = 20; i < 32; i++) s = place(s, i, 'w');
    const v = judgeEditor(s);
    expect(v.fen).toBe(makeFen(Position.initial()));
    expect(v.position && makeFen(v.position)).toBe(makeFen(Position.initial()));
    expect(v.error).toBeUndefined();
    expect(v.warning).toBeUndefined();
  });

  it('builds a column at its top and bottom, and takes pieces off either end', () => {
    let s = place(emptyBoard(), sq('d4'), 'W');
    s = addPiece(s, sq('d4'), 'b', 'bottom');
    s = addPiece(s, sq('d4'), 'b', 'bottom');
    s = place(s, sq('f6'), 'b');
    expect(s.columns.get(sq('d4'))).toBe('Wbb');
    expect(judgeEditor(s).fen).toBe('W:WKd4(Wbb):Bf6');
    expect(judgeEditor(s).position?.column(sq('d4'))).toBe('Wbb');
    s = addPiece(s, sq('d4'), 'w', 'top');
    expect(judgeEditor(s).fen).toBe('W:Wd4(wWbb):Bf6');
    s = addPiece(s, sq('d4'), 'B', 'top'); // black over white over black: three colour layers
    expect(judgeEditor(s)).toMatchObject({ fen: 'W:W:BKd4(BwWbb),f6', error: { code: 'FEN_LAYERS' } });
    s = removePiece(removePiece(s, sq('d4'), 'top'), sq('d4'), 'top');
    s = removePiece(s, sq('d4'), 'bottom');
    expect(s.columns.get(sq('d4'))).toBe('Wb');
    s = clearSquare(s, sq('d4'));
    expect(s.columns.has(sq('d4'))).toBe(false);
  });

  it('placing the same single piece again empties the square', () => {
    const s = place(place(emptyBoard(), sq('c3'), 'w'), sq('c3'), 'w');
    expect(s.columns.size).toBe(0);
  });

  it("a column of three colour layers is the engine's FEN_LAYERS error, the FEN still shown", () => {
    let s = place(emptyBoard(), sq('e5'), 'w');
    s = addPiece(s, sq('e5'), 'b', 'bottom');
    s = addPiece(s, sq('e5'), 'w', 'bottom');
    const v = judgeEditor(s);
    expect(v.error?.code).toBe('FEN_LAYERS');
    expect(v.position).toBeUndefined();
    expect(v.fen).toContain('e5(wbw)');
  });

  it('warns that a 20-piece bashni position cannot arise in a game, not a russian one', () => {
    let s = emptyBoard();
    for (let i = 0; i < 10; i++) s = place(s, i, 'b');
    for (let i = 22; i < 32; i++) s = place(s, i, 'w');
    expect(judgeEditor(s).warning?.code).toBe('REACH_PIECE_COUNT');
    expect(judgeEditor(setVariant(s, 'russian')).warning).toBeUndefined();
  });

  it("reads a typed FEN, side to move included, and gives the engine's code for a bad one", () => {
    const r = editorFromFen('B:WKe3(Wbbbb),Kd4:Bh2(bBWWww)', 'bashni');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.turn).toBe('black');
    expect(judgeEditor(setTurn(r.state, 'white')).fen).toBe('W:WKe3(Wbbbb),Kd4:Bh2(bBWWww)');
    const bad = editorFromFen('W:Wz9', 'bashni');
    expect(bad.ok ? undefined : bad.error.code).toBe('FEN_SQUARE');
  });

  it('russian has no columns: a second piece on a square is refused, an empty square takes one', () => {
    let s = setVariant(emptyBoard(), 'russian');
    s = addPiece(s, sq('c3'), 'w', 'top');
    expect(canAdd(s, sq('c3'))).toBe(false);
    expect(addPiece(s, sq('c3'), 'b', 'top')).toBe(s);
    expect(addPiece(s, sq('c3'), 'B', 'bottom')).toBe(s);
    expect(canAdd(s, sq('e5'))).toBe(true);
    s = addPiece(s, sq('e5'), 'B', 'top');
    expect(judgeEditor(s)).toMatchObject({ fen: 'W:Wc3:BKe5' });
    expect(judgeEditor(s).error).toBeUndefined();
    // bashni stacks on the same square
    expect(canAdd(setVariant(s, 'bashni'), sq('c3'))).toBe(true);
  });

  it("the start position of each variant is the engine's", () => {
    for (const v of VARIANTS) {
      const verdict = judgeEditor(startBoard(v));
      expect(verdict.fen).toBe(makeFen(Position.initial(v)));
      expect(verdict.position?.variant).toBe(v);
      expect(verdict.warning).toBeUndefined();
    }
  });
});
