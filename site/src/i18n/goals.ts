// A puzzle's goal in words, made at build time (English is puzzles/solve.ts goalDescription, as the
// CLI prints it; kept apart from i18n/puzzles.ts so the puzzle player's bundle never takes the solver).
import { goalDescription } from '../../../puzzles/goal.ts';
import { ruPieces } from './puzzles.ts';
import { words } from './words.ts';

export const goalWords = words(
  {
    win: goalDescription({ kind: 'win' }),
    material: (n: number) => goalDescription({ kind: 'material', min: n }),
    pathEven: goalDescription({ kind: 'capture-path', min: 0 }),
    path: (n: number) => goalDescription({ kind: 'capture-path', min: n }),
  },
  {
    win: 'выиграть партию',
    material: (n) => `выиграть ${ruPieces(n)} (в итоге, считая шашки под командой)`,
    pathEven: 'выбрать путь взятия без потери материала',
    path: (n) => `выбрать путь взятия, выигрывающий ${ruPieces(n)}`,
  },
);
