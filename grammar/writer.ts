// GameRecord[] -> PDN text. Two modes:
// - 'compatible': keeps things as written: tag order, move numbers where written, strength,
//   results (even match scores), move texts. Only what is needed for a faithful re-read is added.
// - 'strict': PDN 3.0 output: the seven-tag roster first, a move number on every White move (and
//   `N...` on a Black move that starts a line or follows a comment or variation), no spaces or
//   zero padding inside moves, lower-case squares, a PDN terminator on every game (`*` if none).
// Both wrap lines at `lineWidth` (80) between tokens (never inside a comment), keep unknown tags,
// comments, variations, NAGs, strength, setups and results. Moves are written as their `text`
// (records/replay.ts rewrites texts to convert notation before writing).
import { checkString, isList, PdnArgumentError, valueKind, wrongType } from './argument-error.ts';
import { checkRecord, isSetup, tagNamed, type Comment, type GameRecord, type MoveNode, type Setup, type Variation } from './record.ts';
import { strictResult } from './results.ts';

export type WriteMode = 'strict' | 'compatible';

export interface WriteOptions {
  readonly mode?: WriteMode;
  /** Longest line (default 80); long comments may exceed it. */
  readonly lineWidth?: number;
}

/** The write options, each of its type or left out, else a PdnArgumentError. */
function checkWriteOptions(options: WriteOptions | null | undefined, where: string): { mode: WriteMode; width: number } {
  if (options === undefined || options === null) return { mode: 'compatible', width: 80 };
  if (typeof options !== 'object' || Array.isArray(options)) throw wrongType(where, 'write options ({ mode, lineWidth })', options);
  const { mode = 'compatible', lineWidth = 80 } = options;
  if (mode !== 'compatible' && mode !== 'strict') throw new PdnArgumentError('ARGUMENT_RANGE', where, `the mode is 'compatible' or 'strict', not ${valueKind(mode)}`, valueKind(mode));
  if (typeof lineWidth !== 'number' || Number.isNaN(lineWidth)) throw wrongType(where, 'a line width (a number)', lineWidth);
  return { mode, width: lineWidth };
}

export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;

/** Writes games as PDN text (games separated by a blank line, ending with a newline). */
export function makePdn(games: readonly GameRecord[], options: WriteOptions = {}): string {
  if (!isList(games)) throw wrongType('makePdn', 'a list of GameRecords (as parsePdn gives)', games);
  const { mode, width } = checkWriteOptions(options, 'makePdn');
  for (const game of games as unknown[]) checkRecord(game, 'makePdn');
  const parts: string[] = [];
  for (let i = 0; i < games.length; i++) {
    const game = games[i]!;
    parts.push(writeGame(game, mode, width, needsTerminator(game, games[i + 1])));
  }
  return parts.join('\n');
}

/**
 * Without a terminator, the reader cuts a game from the next one only at the next one's tags
 * after moves, or at a tag whose name the game already has.
 */
function needsTerminator(game: GameRecord, next: GameRecord | undefined): boolean {
  return next !== undefined && (next.tags.length === 0 || (game.moves.length === 0 && !game.tags.some((t) => t.name === next.tags[0]!.name)));
}

/**
 * Writes games one at a time, exactly as makePdn writes them all, holding one game: whether a game
 * needs a terminator depends on the next one, so `add` gives the text of the game before it and
 * `end` the last one's. The texts joined are makePdn's text.
 */
export class PdnGameWriter {
  private pending: GameRecord | undefined;
  private written = 0;
  private readonly mode: WriteMode;
  private readonly width: number;

  constructor(options: WriteOptions = {}) {
    ({ mode: this.mode, width: this.width } = checkWriteOptions(options, 'PdnGameWriter'));
  }

  /** Takes the next game; returns the text of the one before ('' for the first). */
  add(game: GameRecord): string {
    checkRecord(game, 'PdnGameWriter.add');
    const prev = this.pending;
    this.pending = game;
    return prev ? this.text(prev, game) : '';
  }

  /** Returns the text of the last game ('' when there was none). */
  end(): string {
    const prev = this.pending;
    this.pending = undefined;
    return prev ? this.text(prev, undefined) : '';
  }

  private text(game: GameRecord, next: GameRecord | undefined): string {
    return (this.written++ > 0 ? '\n' : '') + writeGame(game, this.mode, this.width, needsTerminator(game, next));
  }
}

function escapeValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/[\\"]/g, (c) => `\\${c}`);
}

function orderTags(game: GameRecord, mode: WriteMode): GameRecord['tags'] {
  if (mode === 'compatible') return game.tags;
  const roster: GameRecord['tags'][number][] = [];
  const rest: GameRecord['tags'][number][] = [];
  for (const name of SEVEN_TAG_ROSTER) {
    for (const t of game.tags) if (t.name.toLowerCase() === name.toLowerCase()) roster.push(t);
  }
  for (const t of game.tags) if (!roster.includes(t)) rest.push(t);
  return [...roster, ...rest];
}

/** Result text written for the game. */
function resultText(game: GameRecord, mode: WriteMode, needsTerminator: boolean): string | undefined {
  const written = game.result?.text;
  if (mode === 'compatible') return written ?? (needsTerminator ? '*' : undefined);
  return written === undefined ? '*' : (strictResult(written) ?? '*');
}

/** Normalises a move text for strict PDN: no spaces, no zero padding, lower-case squares. */
export function strictMoveText(text: string): string {
  checkString(text, 'strictMoveText');
  if (/^-\s*-$/.test(text)) return '--';
  if (/^[0-9]+$/.test(text)) return text; // numeric without separator: the padding is the syntax (`0106`)
  return text
    .replace(/\s+/g, '')
    .replace(/(^|[-x:×X])0+(?=[0-9])/g, '$1')
    .replace(/[A-J](?=[0-9])/g, (c) => c.toLowerCase())
    .replace(/(?<=[0-9])[X×]/g, 'x');
}

class LineWriter {
  private lines: string[] = [];
  private cur = '';
  constructor(private readonly width: number) {}

  /** Adds a unit separated by a space, wrapping before it if it would pass the width. */
  word(text: string): void {
    if (this.cur.length === 0) this.cur = text;
    else if (this.cur.length + 1 + firstLineLength(text) > this.width) {
      this.lines.push(this.cur);
      this.cur = text;
    } else this.cur += ` ${text}`;
    const nl = this.cur.lastIndexOf('\n');
    if (nl >= 0) {
      this.lines.push(this.cur.slice(0, nl));
      this.cur = this.cur.slice(nl + 1);
    }
  }

  /** A whole line of its own (a `%` comment). */
  ownLine(text: string): void {
    this.break();
    this.lines.push(text);
  }

  break(): void {
    if (this.cur.length > 0) this.lines.push(this.cur);
    this.cur = '';
  }

  text(): string {
    this.break();
    return this.lines.join('\n');
  }
}

function firstLineLength(text: string): number {
  const nl = text.indexOf('\n');
  return nl < 0 ? text.length : nl;
}

interface Ctx {
  readonly mode: WriteMode;
  readonly out: LineWriter;
  /** First ply's side: true when Black moves first. */
  readonly blackFirst: boolean;
  readonly firstNumber: number;
}

function writeGame(game: GameRecord, mode: WriteMode, width: number, needsTerminator: boolean): string {
  const head: string[] = [];
  for (const t of orderTags(game, mode)) head.push(`[${t.name} "${escapeValue(t.value)}"]`);
  const out = new LineWriter(width);
  const fen = tagNamed(game, 'FEN')?.value.trim();
  const first = game.moves[0];
  const blackFirst = first?.number ? first.number.text.includes('..') : /^b/i.test(fen ?? '');
  const firstNumber = first?.number && Number.isSafeInteger(first.number.value) && first.number.value > 0 ? first.number.value : 1;
  const ctx: Ctx = { mode, out, blackFirst, firstNumber };
  for (const item of game.before) writeItem(ctx, item);
  writeLine(ctx, game.moves, 0);
  for (const c of game.trailing) writeItem(ctx, c);
  const result = resultText(game, mode, needsTerminator || (game.tags.length === 0 && game.moves.length === 0 && game.before.length === 0));
  if (result !== undefined) out.word(result);
  const body = out.text();
  const text = head.length > 0 ? `${head.join('\n')}\n${body.length > 0 ? '\n' : ''}${body}` : body;
  return `${text}\n`;
}

function writeItem(ctx: Ctx, item: Comment | Setup): void {
  if (isSetup(item)) {
    ctx.out.word(`/FEN "${escapeValue(item.fen)}"/`);
    return;
  }
  writeComment(ctx, item);
}

function writeComment(ctx: Ctx, c: Comment): void {
  const text = c.text;
  if (c.kind === 'line' && !/[\r\n]/.test(text)) {
    ctx.out.ownLine(`%${text}`);
    return;
  }
  if (!text.includes('}')) {
    ctx.out.word(`{${text}}`);
    return;
  }
  // a brace comment cannot hold `}`: as a line comment if it fits on one line, else `}` -> `)`
  if (!/[\r\n]/.test(text)) ctx.out.ownLine(`%${text}`);
  else ctx.out.word(`{${text.replace(/\}/g, ')')}}`);
}

function moveNumberOf(ctx: Ctx, ply: number): { value: number; black: boolean } {
  const k = ply + (ctx.blackFirst ? 1 : 0);
  return { value: ctx.firstNumber + Math.floor(k / 2), black: k % 2 === 1 };
}

/** Writes a line of moves; `ply` is the ply index of its first move from the game start. */
function writeLine(ctx: Ctx, moves: readonly MoveNode[], ply: number): void {
  let interrupted = true; // the next Black move needs `N...`
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const n = moveNumberOf(ctx, ply + i);
    let number: string | undefined;
    if (ctx.mode === 'strict') {
      if (!n.black) number = `${n.value}.`;
      else if (interrupted || m.before.length > 0) number = `${n.value}...`;
    } else if (m.number) {
      number = m.number.text;
    } else if (i > 0 && m.before.length > 0 && !isSetup(m.before[0]!)) {
      // comments before a move without a number would attach to the previous move on re-reading
      number = n.black ? `${n.value}...` : `${n.value}.`;
    }
    const text = (ctx.mode === 'strict' ? strictMoveText(m.text) : m.text) + (m.strength ?? '');
    if (number !== undefined && m.before.length === 0) ctx.out.word(`${number} ${text}`);
    else {
      if (number !== undefined) ctx.out.word(number);
      for (const b of m.before) writeItem(ctx, b);
      ctx.out.word(text);
    }
    for (const nag of m.nags) ctx.out.word(`$${nag}`);
    for (const c of m.after) writeComment(ctx, c);
    for (const v of m.variations) writeVariation(ctx, v, ply + i);
    interrupted = m.after.length > 0 || m.variations.length > 0;
  }
}

function writeVariation(ctx: Ctx, v: Variation, ply: number): void {
  ctx.out.word('(');
  writeLine(ctx, v.moves, ply);
  for (const c of v.trailing) writeComment(ctx, c);
  ctx.out.word(')');
}
