// A lesson's state (no DOM): its stages in order, the position of the stage shown, the player's
// move checked by the engine against the stage's goal (puzzles/lesson-goal.ts) or its answers, the
// words to show. <bashni-lesson> (lesson-element.ts) draws it; test/site/learn/lesson-game.test.ts plays
// every lesson through it.
import type { Color, Move, Square, VariantName } from '../../../../engine/types.ts';
import type { Position } from '../../../../engine/position.ts';
import { parseFen } from '../../../../engine/fen.ts';
import { makeMoveText, parseMove } from '../../../../engine/notation.ts';
import { squareName } from '../../../../engine/squares.ts';
import { lessonAccepts, type LessonGoal } from '../../../../puzzles/lesson-goal.ts';
import { clickMessage } from '../board/click-message.ts';
import { learnWords } from '../../i18n/learn.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { ClickOutcome } from '../board/move-input.ts';
import type { Lesson } from '../../../../puzzles/lesson.ts';

/** A stage as the page carries it: its texts in the page's language, its answers and mistakes written in full. */
export interface StageData {
  readonly fen: string;
  readonly variant: VariantName;
  readonly goal: LessonGoal;
  readonly answers: readonly string[];
  readonly task: string;
  readonly wrong: string;
  readonly right?: string;
  readonly mistakes: readonly { readonly move: string; readonly why: string }[];
}

export interface LessonData {
  readonly id: string;
  readonly stages: readonly StageData[];
}

/** What a lesson's page carries of `lesson` in `lang` (views/Lesson.astro writes it; the tests read lessons the same way). */
export function lessonData(lesson: Lesson, lang: Lang): LessonData {
  return {
    id: lesson.id,
    stages: lesson.stages.map((s) => ({
      fen: s.fen,
      variant: s.variant,
      goal: s.goal,
      answers: s.answers,
      task: s.task[lang],
      wrong: s.wrong[lang],
      ...(s.right ? { right: s.right[lang] } : {}),
      mistakes: s.mistakes.map((m) => ({ move: m.move, why: m.why[lang] })),
    })),
  };
}

/** playing: the player's turn; wrong: a wrong move stands, to be taken back; right: the stage is done; done: the lesson is. */
export type LessonState = 'playing' | 'wrong' | 'right' | 'done';

/** What the page says under the task (empty: nothing yet). */
export interface LessonMessage {
  readonly text: string;
  readonly kind: 'info' | 'good' | 'bad';
}

const fullText = (pos: Position, move: Move) => makeMoveText(pos, move, { captures: 'full' });

export class LessonGame {
  readonly data: LessonData;
  private readonly lang: Lang;
  /** Each stage's start position (the build proved them). */
  private readonly starts: readonly Position[];
  stage = 0;
  position: Position;
  lastMove: Move | undefined;
  state: LessonState = 'playing';
  message: LessonMessage;

  private constructor(data: LessonData, lang: Lang, starts: Position[], stage: number) {
    this.data = data;
    this.lang = lang;
    this.starts = starts;
    this.stage = stage;
    this.position = starts[stage]!;
    this.message = { text: '', kind: 'info' };
  }

  /** The lesson at `stage` (0 when out of range), or the first position that does not read. */
  static from(data: LessonData, lang: Lang, stage = 0): LessonGame | { error: string } {
    const starts: Position[] = [];
    for (const s of data.stages) {
      const read = parseFen(s.fen, s.variant);
      if (!read.ok) return { error: read.error.message };
      starts.push(read.value);
    }
    if (!starts.length) return { error: 'no stage' };
    return new LessonGame(data, lang, starts, stage >= 0 && stage < starts.length ? stage : 0);
  }

  get current(): StageData {
    return this.data.stages[this.stage]!;
  }

  /** The side the player moves in this stage. */
  get mover(): Color {
    return this.starts[this.stage]!.turn;
  }

  get canMove(): boolean {
    return this.state === 'playing';
  }

  /** Stages completed so far (the one shown counts once it is right). */
  get completed(): number {
    return this.state === 'right' || this.state === 'done' ? this.stage + 1 : this.stage;
  }

  /** The player's move (legal in the position shown): right or wrong, with the words to show. */
  play(move: Move): 'right' | 'wrong' | 'ignored' {
    if (!this.canMove) return 'ignored';
    const before = this.position;
    const stage = this.current;
    const text = fullText(before, move);
    this.position = before.play(move);
    this.lastMove = move;
    const w = learnWords[this.lang];
    if (lessonAccepts(before, move, stage.goal, stage.answers, text)) {
      const last = this.stage === this.data.stages.length - 1;
      this.state = last ? 'done' : 'right';
      this.message = { text: [w.right(text), stage.right, last ? w.lessonDone : ''].filter(Boolean).join(' '), kind: 'good' };
      return 'right';
    }
    this.state = 'wrong';
    const why = stage.mistakes.find((m) => m.move === text)?.why ?? stage.wrong;
    this.message = { text: w.wrong(text, why), kind: 'bad' };
    return 'wrong';
  }

  /** Takes a wrong move back (the message stays, so the why can still be read). */
  takeBack(): void {
    if (this.state !== 'wrong') return;
    this.position = this.starts[this.stage]!;
    this.lastMove = undefined;
    this.state = 'playing';
  }

  /** Shows stage `n` from its start. */
  goTo(n: number): void {
    this.stage = Math.max(0, Math.min(n, this.starts.length - 1));
    this.position = this.starts[this.stage]!;
    this.lastMove = undefined;
    this.state = 'playing';
    this.message = { text: '', kind: 'info' };
  }

  /** The next stage; false when there is none. */
  next(): boolean {
    if (this.stage + 1 >= this.starts.length) return false;
    this.goTo(this.stage + 1);
    return true;
  }

  /** The column of the stage's first answer, with the words that say so. */
  hint(): Square | undefined {
    if (!this.canMove) return undefined;
    const read = parseMove(this.position, this.current.answers[0] ?? '');
    if (!read.ok) return undefined;
    const move = read.value;
    this.message = { text: learnWords[this.lang].hintText(squareName(move.from)), kind: 'info' };
    return move.from;
  }

  /** What a click on the board that did not complete a move says. */
  click(outcome: Exclude<ClickOutcome, { kind: 'move' }>): void {
    if (!this.canMove) return;
    const said = clickMessage(outcome, this.position, this.mover, this.lang, '');
    if (said) this.message = said;
  }
}
