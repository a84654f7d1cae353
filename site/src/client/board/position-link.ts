// The address of a position on the analysis, play and editor pages, read and written in one place:
// `#fen=<encodeURIComponent(column FEN)>&variant=<bashni|bashni-forward|bashni-turkish|russian|lasca>&moves=<moves in
// full algebraic notation, space-separated, encoded>`. A missing fen is the variant's start; a
// missing or unknown variant is bashni; no moves is an empty line. Only text is read here: the page
// checks the FEN and the moves with the engine (an unreadable one is the page's to report).
import { VARIANTS, type VariantName } from '../../../../engine/types.ts';

export interface PositionLink {
  /** The column FEN as written (undefined: the variant's start position). */
  readonly fen?: string;
  readonly variant: VariantName;
  /** Moves played from the position, in full algebraic notation (`c3:e5:g3`). */
  readonly moves: readonly string[];
  /** How many moves the address had past MAX_LINK_MOVES, left unread (absent when none). */
  readonly cut?: number;
}

/**
 * The most moves an address is read for: the grammar's MAX_MOVES_PER_GAME (grammar/pdn.ts, not
 * imported: the pages that read addresses load no parser), the longest game a record may hold.
 * Issue 47: an address of 20,000 moves took seconds to open.
 */
export const MAX_LINK_MOVES = 10_000;

/** Reads `#fen=..&variant=..&moves=..` (with or without the `#`). */
export function parsePositionLink(hash: string): PositionLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const fen = params.get('fen')?.trim();
  const variant = params.get('variant');
  const all = (params.get('moves') ?? '').split(/\s+/).filter(Boolean);
  const moves = all.slice(0, MAX_LINK_MOVES);
  return {
    ...(fen ? { fen } : {}),
    variant: VARIANTS.includes(variant as VariantName) ? (variant as VariantName) : 'bashni',
    moves,
    ...(all.length > moves.length ? { cut: all.length - moves.length } : {}),
  };
}

/**
 * `page` (the page's address, e.g. `href('/analysis/', lang)`) with the hash for the position:
 *
 *   makePositionLink('/analysis/', { fen: 'W:Wc3:Bd6', variant: 'bashni', moves: ['c3-d4'] })
 *   // '/analysis/#fen=W%3AWc3%3ABd6&variant=bashni&moves=c3-d4'
 */
export function makePositionLink(page: string, link: { readonly fen?: string; readonly variant: VariantName; readonly moves?: readonly string[] }): string {
  const parts: string[] = [];
  if (link.fen) parts.push(`fen=${encodeURIComponent(link.fen)}`);
  parts.push(`variant=${encodeURIComponent(link.variant)}`);
  if (link.moves?.length) parts.push(`moves=${encodeURIComponent(link.moves.join(' '))}`);
  return `${page.replace(/#.*$/, '')}#${parts.join('&')}`;
}
