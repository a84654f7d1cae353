// The address that carries a position between the site's study pages (analysis, editor, play):
// `#fen=<column FEN>&variant=<bashni|bashni-turkish|russian>&moves=<space-separated moves>`, each
// value URL-encoded. One module reads and writes it, so every page agrees on it. A missing fen is
// the variant's start; a missing or unknown variant is bashni.
import { VARIANTS, type VariantName } from '../../../engine/types.ts';

export interface PositionLink {
  readonly fen?: string;
  readonly variant: VariantName;
  /** Moves in full algebraic notation (engine/notation.ts makeMoveText), played from fen. */
  readonly moves: readonly string[];
}

/** The position a page's hash (`#fen=...`, with or without the #) names. */
export function parsePositionLink(hash: string): PositionLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const fen = params.get('fen')?.trim() || undefined;
  const asked = params.get('variant') ?? '';
  const variant = (VARIANTS as readonly string[]).includes(asked) ? (asked as VariantName) : 'bashni';
  const moves = (params.get('moves') ?? '').split(/\s+/).filter(Boolean);
  return { ...(fen ? { fen } : {}), variant, moves };
}

/** The hash alone (`#fen=...&variant=...`), each value encoded with encodeURIComponent. */
export function positionHash(link: { fen?: string; variant: VariantName; moves?: readonly string[] }): string {
  const parts: string[] = [];
  if (link.fen) parts.push(`fen=${encodeURIComponent(link.fen)}`);
  parts.push(`variant=${encodeURIComponent(link.variant)}`);
  if (link.moves?.length) parts.push(`moves=${encodeURIComponent(link.moves.join(' '))}`);
  return `#${parts.join('&')}`;
}

/**
 * A link to `page` showing the position: `page` is the page's address as lib/paths.ts `href` makes
 * it (base path and language included), e.g. makePositionLink(href('/analysis/', 'ru'), {...}).
 */
export function makePositionLink(page: string, link: { fen?: string; variant: VariantName; moves?: readonly string[] }): string {
  return page + positionHash(link);
}
