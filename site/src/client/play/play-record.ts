// The play page's game written as PDN by the grammar's writer, a module of its own: the page loads
// it only when the record is shown (its box half scrolled into view), copied or downloaded, not at the
// first move (the writer is about 2.9 KB gzipped of the page's 60 KB budget, docs/site.md "Budgets").
import { makePdn } from '../../../../grammar/writer.ts';
import type { PlayGame, RecordWords } from './play-game.ts';

/** The game as a PDN record (PlayGame.record), as the page shows, copies and downloads it. */
export function playPdn(game: PlayGame, words: RecordWords, date = new Date()): string {
  return makePdn([game.record(words, date)]);
}
