// The games of a PDN text, for the commands that read records. Apart from io.ts because this is
// what loads the PDN parser (Chevrotain): commands that take only a FEN (perft, moves, show)
// import io.ts and must start without it.
import { parseGames, type ParsedGame } from '../grammar/pdn.ts';

/** Every game of a text, one at a time, with its own parse problems. */
export function gamesOf(text: string, file: string): Iterable<ParsedGame> {
  return parseGames(text, { file });
}
