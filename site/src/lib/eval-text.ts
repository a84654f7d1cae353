// An annotation's evaluation in figures, for the game pages' graph and its read-out (replay-html.ts,
// client/games/replay-element.ts): White's side, in men, as `[%eval]` writes it.
/** An evaluation as the graph's scale and the game pages write it: `+0.45`, `−1.20`, `0.00`; a forced win (±99) as `#`; none as `–`. */
export function evalText(e: number | undefined): string {
  if (e === undefined) return '–';
  if (Math.abs(e) >= 99) return e > 0 ? '+#' : '−#';
  return e > 0 ? `+${e.toFixed(2)}` : e < 0 ? `−${(-e).toFixed(2)}` : '0.00';
}
