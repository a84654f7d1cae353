// What a token of the PDN grammar is declared with (tokens.ts): the part of Chevrotain's
// ITokenConfig the grammar uses, which both token-type.ts (Chevrotain) and light-token-type.ts
// (the viewer's light reader) understand.

export interface TokenConfig {
  readonly name: string;
  readonly pattern: RegExp;
  /** SKIPPED (token-type.ts) to drop the tokens, another name to keep them apart from the token stream. */
  readonly group?: string;
  /** True when a match may hold a line break (lines and columns are counted in it). */
  readonly line_breaks?: boolean;
  /** The first characters the pattern is tried on (else every character its pattern can start with). */
  readonly start_chars_hint?: (string | number)[];
}
