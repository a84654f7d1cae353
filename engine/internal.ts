// The engine's internals, for the layers that need raw speed (the puzzle solver), the benches
// and the tests: the mutable board with make/unmake and move lists, move encoding, the
// direction tables and the evaluation weights. Not part of the public API: they may change.
export { Board, MoveList, makeLists, WHITE, BLACK } from './board.ts';
export { decodeMove, encodeMove } from './position.ts';
export { RAYS, DIRECTIONS } from './squares.ts';
export { evaluateBoard, WEIGHTS, MAN, KING } from './eval.ts';
