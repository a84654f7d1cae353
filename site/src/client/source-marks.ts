// The checker's highlight layer, without a DOM: where a problem stands in the text (its span) and
// the escaped text with a <mark> around each problem, drawn behind the text area (checker.ts).
import { esc } from '../lib/html.ts';

/** A problem as the checker marks it in the text. */
export interface MarkedProblem {
  readonly line: number;
  readonly column: number;
  /** 0-based offset of line:column in the text. */
  readonly offset: number;
  /** The highlighted span [start, end) and what it covers. */
  readonly span: Span;
  /** The words after `line:column: ` (the mark's title is `line:column: message`). */
  readonly message: string;
  /** The problem's stable code (records/replay.ts ReplayCode): what the page translates. */
  readonly code: string;
}

/** End of the token starting at `offset`: up to white space or a PDN delimiter. */
function tokenEnd(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && !/[\s{}()[\];"]/.test(text.charAt(end))) end++;
  return end;
}

export interface Span {
  start: number;
  end: number;
  /** `token`: the move or token at line:column; `line`: its whole line (length unknown); `point`: nothing to cover. */
  kind: 'token' | 'line' | 'point';
}

/**
 * The span a problem covers in `text`: the move as written when it stands at `offset`, else the token
 * there, else (nothing to cover at that point: the end of a line or of the text) the whole line.
 */
export function problemSpan(text: string, offset: number, move?: string): Span {
  const at = Math.max(0, Math.min(offset, text.length));
  if (move && text.startsWith(move, at)) return { start: at, end: at + move.length, kind: 'token' };
  const end = tokenEnd(text, at);
  if (end > at) return { start: at, end, kind: 'token' };
  if (/[(){};]/.test(text[at] ?? '')) return { start: at, end: at + 1, kind: 'token' }; // a stray delimiter
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const stop = text.indexOf('\n', at);
  const lineEnd = stop < 0 ? text.length : stop;
  return text.slice(start, lineEnd).trim() ? { start, end: lineEnd, kind: 'line' } : { start: at, end: at, kind: 'point' };
}

/** A stretch of the text: plain, or a mark with its kind and title (every problem it stands for). */
export interface Run {
  readonly text: string;
  readonly mark?: { kind: Span['kind']; title: string; line: number; column: number };
}

/**
 * The text cut into plain runs and marks around each problem's span. Marks never overlap: a problem
 * inside an earlier mark adds its message to that mark's title, or, when it starts after the mark's
 * start, gets a point mark where it starts (or at the mark's end).
 */
export function markRuns(text: string, found: readonly MarkedProblem[]): Run[] {
  const marks: (Span & { labels: string[]; line: number; column: number })[] = [];
  for (const f of [...found].sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end)) {
    const label = `${f.line}:${f.column}: ${f.message}`;
    const last = marks.at(-1);
    let span: Span = f.span;
    if (last && span.start < last.end) {
      if (f.offset <= last.start) {
        last.labels.push(label);
        continue;
      }
      const at = Math.max(f.offset, last.end);
      span = { start: at, end: at, kind: 'point' };
    }
    marks.push({ ...span, labels: [label], line: f.line, column: f.column });
  }
  const runs: Run[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start > at) runs.push({ text: text.slice(at, m.start) });
    runs.push({ text: text.slice(m.start, m.end), mark: { kind: m.kind, title: m.labels.join('\n'), line: m.line, column: m.column } });
    at = m.end;
  }
  // a text area shows an empty last line after a final newline; a <div> needs something on it
  runs.push({ text: text.slice(at) + (text.endsWith('\n') || !text ? ' ' : '') });
  return runs;
}

/**
 * The runs cut into blocks of about `size` characters, each cut at a line break (which the cut
 * replaces: a block boundary breaks the line as the newline did), never inside a mark. The checker
 * lays out one block a frame, so a long text never holds the page for long.
 *
 * @example
 * markBlocks([{ text: 'ab\ncd\nef' }], 2); // [[{ text: 'ab' }], [{ text: 'cd' }], [{ text: 'ef' }]]
 */
export function markBlocks(runs: readonly Run[], size: number): Run[][] {
  const blocks: Run[][] = [[]];
  let length = 0;
  for (const run of runs) {
    let rest = run.text;
    if (!run.mark) {
      // cut at the first line break at or after the block's size
      for (let cut = rest.indexOf('\n', Math.max(0, size - length)); cut >= 0; cut = rest.indexOf('\n', size)) {
        if (cut > 0) blocks.at(-1)!.push({ text: rest.slice(0, cut) });
        blocks.push([]);
        length = 0;
        rest = rest.slice(cut + 1);
      }
    }
    if (!rest && !run.mark) continue;
    blocks.at(-1)!.push(run.mark ? run : { text: rest });
    length += rest.length;
  }
  return blocks;
}

/** The escaped text with a <mark> around each problem's span (markRuns as HTML). */
export function highlightHtml(text: string, found: readonly MarkedProblem[]): string {
  return markRuns(text, found)
    .map(({ text: t, mark: m }) => (m ? `<mark class="${m.kind}" title="${esc(m.title)}" data-line="${m.line}" data-column="${m.column}">${esc(t)}</mark>` : esc(t)))
    .join('');
}
