// The storm's puzzles in English (lib/storm-data.ts).
import { stormPuzzlesResponse } from '../../lib/storm-data.ts';

export function GET(): Response {
  return stormPuzzlesResponse('en');
}
