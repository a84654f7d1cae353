// The checker's text box: a CodeMirror editor in place of the page's <textarea>. CodeMirror lays
// out only the lines on screen, so a 1 MB record is pasted, scrolled and edited in short tasks; the
// text area took one task of 0.7 s for a 1 MB paste and laid the whole text out again after each
// change. The editor knows nothing of PDN: it shows the text with line numbers, says when the text
// changed and how, and draws the marks it is given (source-marks.ts).
import { history, historyKeymap, standardKeymap } from '@codemirror/commands';
import { EditorState, StateEffect, StateField, Transaction } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, keymap, lineNumbers, placeholder, type DecorationSet } from '@codemirror/view';
import type { MarkRange } from './source-marks.ts';

/** How the text changed: `paste` (a paste or a drop, checked at once) or `typing` (checked after a pause). */
export type TextChange = 'paste' | 'typing';

export interface RecordEditor {
  /** The whole text. */
  text(): string;
  /** Put a new text in (a file, the example), caret at the start; undo brings the old one back. */
  load(text: string): void;
  /** Draw these marks, in place of the last ones. */
  mark(marks: readonly MarkRange[]): void;
  /** Focus the text, select [start, end) and scroll it into the upper third of the box. */
  select(start: number, end: number): void;
  /** Scroll `at` into the upper third of the box, and the box onto the screen, without moving focus. */
  reveal(at: number): void;
}

/** The user event of `load`: a change the page made, which it checks itself. */
const LOAD = 'load';

const setMarks = StateEffect.define<readonly MarkRange[]>();

/** The attributes a mark carries: its words as the tooltip, and the problem's place for the problem list. */
const markAttributes = (m: MarkRange) => ({ title: m.title, 'data-line': String(m.line), 'data-column': String(m.column) });

/** A problem where there is nothing to cover (the end of a line or of the text): a narrow block. */
class PointMark extends WidgetType {
  constructor(private readonly range: MarkRange) {
    super();
  }
  override eq(other: PointMark): boolean {
    return other.range.title === this.range.title && other.range.line === this.range.line && other.range.column === this.range.column;
  }
  toDOM(): HTMLElement {
    const el = document.createElement('mark');
    el.className = 'point';
    for (const [k, v] of Object.entries(markAttributes(this.range))) el.setAttribute(k, v);
    return el;
  }
}

function decorations(marks: readonly MarkRange[], length: number): DecorationSet {
  return Decoration.set(
    marks
      .filter((m) => m.end <= length)
      .map((m) =>
        m.kind === 'point'
          ? Decoration.widget({ widget: new PointMark(m), side: 1 }).range(m.start)
          : Decoration.mark({ tagName: 'mark', class: m.kind, attributes: markAttributes(m) }).range(m.start, m.end),
      ),
    true,
  );
}

/** The marks, moved along with the text as it is edited until the next check replaces them. */
const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const e of tr.effects) if (e.is(setMarks)) return decorations(e.value, tr.state.doc.length);
    return marks.map(tr.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The site's colours (CSS variables, so both schemes) and the text area's type and size. */
const theme = EditorView.theme({
  '&': {
    boxSizing: 'border-box',
    height: '20rem',
    maxHeight: '80vh',
    minHeight: '8rem',
    resize: 'vertical',
    overflow: 'hidden',
    background: 'var(--card)',
    color: 'var(--fg)',
    border: '1px solid #b8aa96',
    borderRadius: '6px',
  },
  '&.cm-focused': { outline: '3px solid var(--focus)', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.9rem', lineHeight: '1.45' },
  '.cm-content': { caretColor: 'var(--fg)' },
  '.cm-gutters': { background: 'var(--card)', color: 'var(--muted)', borderRight: '1px solid var(--line)' },
  '.cm-placeholder': { color: 'var(--muted)' },
});

/**
 * Put a CodeMirror editor in the place of `textarea`, with its text, id, description and label (a
 * `<label for>` becomes the editor's `aria-labelledby`, and a click on it focuses the editor).
 * `changed` hears every change the reader makes; files dropped on the text go to `dropped` instead
 * of into the text, so the page decodes them as it does opened ones.
 */
export function mountRecordEditor(textarea: HTMLTextAreaElement, changed: (how: TextChange) => void, dropped: (files: File[]) => void): RecordEditor {
  const label = textarea.id ? document.querySelector<HTMLLabelElement>(`label[for="${textarea.id}"]`) : null;
  // (tabindex: a contenteditable is in the tab order anyway; said aloud, checkers such as axe-core
  // know the scrolled box holds something the keyboard reaches)
  const content: Record<string, string> = { spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off', translate: 'no', tabindex: '0' };
  if (textarea.id) content.id = textarea.id;
  const describedBy = textarea.getAttribute('aria-describedby');
  if (describedBy) content['aria-describedby'] = describedBy;
  if (label) {
    label.id ||= `${textarea.id}-label`;
    label.removeAttribute('for');
    content['aria-labelledby'] = label.id;
  }
  const view = new EditorView({
    state: EditorState.create({
      doc: textarea.value,
      extensions: [
        lineNumbers(),
        history(),
        keymap.of([...standardKeymap, ...historyKeymap]),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of(content),
        placeholder(textarea.placeholder),
        marksField,
        theme,
        EditorView.updateListener.of((update) => {
          if (!update.docChanged || update.transactions.every((tr) => !tr.docChanged || tr.isUserEvent(LOAD))) return;
          changed(update.transactions.some((tr) => tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop')) ? 'paste' : 'typing');
        }),
        EditorView.domEventHandlers({
          drop(e) {
            const files = [...(e.dataTransfer?.files ?? [])];
            if (!files.length) return false;
            e.preventDefault();
            dropped(files);
            return true;
          },
        }),
      ],
    }),
  });
  textarea.replaceWith(view.dom);
  label?.addEventListener('click', () => view.focus());

  /** A scroll that puts `at` a third of the way down the box. */
  const scrollTo = (at: number) => EditorView.scrollIntoView(at, { y: 'start', yMargin: view.scrollDOM.clientHeight / 3 });
  return {
    text: () => view.state.doc.toString(),
    load(text) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        selection: { anchor: 0 },
        effects: setMarks.of([]),
        annotations: Transaction.userEvent.of(LOAD),
        scrollIntoView: true,
      });
    },
    mark(marks) {
      view.dispatch({ effects: setMarks.of(marks) });
    },
    select(start, end) {
      const length = view.state.doc.length;
      view.focus();
      view.dispatch({ selection: { anchor: Math.min(start, length), head: Math.min(end, length) }, effects: scrollTo(Math.min(start, length)) });
    },
    reveal(at) {
      view.dispatch({ effects: scrollTo(Math.min(at, view.state.doc.length)) });
    },
  };
}
