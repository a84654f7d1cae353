// The checker's Web Worker: parses and checks the text off the main thread (check-report.ts: the
// verdict of `bashni verify`), so a 1 MB record never freezes the page. It answers a check with one
// compact line per game and keeps the parsed games, so the replay of the game the reader picks is
// built only when asked for.
import type { GameRecord } from '../../../../grammar/record.ts';
import { tagNamed } from '../../../../grammar/record.ts';
import { buildReplayData } from '../../lib/replay-data.ts';
import { checkRecords, markedProblem } from './check-report.ts';
import type { CheckReply, CheckRequest } from './check-protocol.ts';

/** The games of the last check, for the replays asked for after it. */
let games: GameRecord[] = [];

// (typed by hand: the site's typecheck uses the DOM library, not the worker one)
const scope = self as unknown as { onmessage: ((e: MessageEvent<CheckRequest>) => void) | null; postMessage(reply: CheckReply): void };

scope.onmessage = (e) => {
  const req = e.data;
  if (req.kind === 'check') {
    const t0 = performance.now();
    const checked = checkRecords(req.text, req.file);
    games = checked.map((c) => c.game);
    scope.postMessage({
      kind: 'checked',
      id: req.id,
      ms: performance.now() - t0,
      games: checked.map(({ game, report }, index) => {
        const marked = markedProblem(req.text, report);
        return {
          index,
          white: tagNamed(game, 'White')?.value ?? '?',
          black: tagNamed(game, 'Black')?.value ?? '?',
          valid: report.valid,
          ...(marked ? { marked } : {}),
        };
      }),
    });
  } else {
    const game = games[req.game];
    scope.postMessage({ kind: 'replay', id: req.id, game: req.game, ...(game ? { data: buildReplayData(game) } : {}) });
  }
};
