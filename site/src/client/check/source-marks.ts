// The checker's problem marks, without a DOM: where a problem stands in the text (its span), and
// the marks the record editor (record-editor.ts) draws over those spans.

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

/** A problem's mark in the text: its span, and the words of every problem it stands for. */
export interface MarkRange {
  readonly start: number;
  readonly end: number;
  /** `point` when the span is empty: the editor draws a narrow block there. */
  readonly kind: Span['kind'];
  /** `line:column: message` of each problem, one a line. */
  readonly title: string;
  readonly line: number;
  readonly column: number;
}

/**
 * The marks of the problems, in text order, never overlapping: a problem inside an earlier mark
 * adds its words to that mark's title, or, when it starts after the mark's start, gets a point
 * mark where it starts (or at the mark's end).
 *
 * @example
 * markRanges([{ line: 1, column: 4, offset: 3, span: { start: 3, end: 8, kind: 'token' }, message: 'm', code: 'C' }]);
 * // [{ start: 3, end: 8, kind: 'token', title: '1:4: m', line: 1, column: 4 }]
 */
export function markRanges(found: readonly MarkedProblem[]): MarkRange[] {
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
  return marks.map(({ labels, ...m }) => ({ ...m, kind: m.start === m.end ? 'point' : m.kind, title: labels.join('\n') }));
}
