// The engine's internals, for the layers that need raw speed (the puzzle solver), the benches
// and the tests: the mutable board with make/unmake and move lists, and move encoding. Not part
// of the public API: they may change. (Only what some module imports is exported: knip checks.)
export { Board, MoveList, makeLists } from './board.ts';
export { decodeMove, encodeMove } from './position.ts';
