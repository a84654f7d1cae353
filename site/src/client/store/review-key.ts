// The key of the analysis board's kept whole-game analyses (client/analysis/game-review.ts), a
// module of its own: the analysis page asks whether anything is kept under it before it loads the
// review's code, and this constant is all it needs of the store (store-write.ts lists it in STORE_KEYS).
export const REVIEW_KEY = 'bashni:analysis:review:v1';
