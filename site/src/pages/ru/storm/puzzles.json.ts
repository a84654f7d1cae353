// The storm's puzzles in Russian (lib/storm-data.ts).
import { stormPuzzlesResponse } from '../../../lib/storm-data.ts';

export function GET(): Response {
  return stormPuzzlesResponse('ru');
}
