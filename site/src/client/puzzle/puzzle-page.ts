// The puzzle page's scripts: the puzzle itself, the trainer's hook (a result moves the rating) and
// "Next puzzle" within the chosen theme.
import './puzzle-element.ts';
import '../train/train-hook.ts';
import './puzzle-next.ts';
