// Text the CLI prints is made harmless for a terminal: a record, a puzzle file or a file name can
// hold control characters (`ESC [2J` clears the screen, `\r` overwrites a line, a bidi override
// reorders it), and printed raw they would let a hostile input rewrite what the user reads.
// Every such character is shown as a visible escape instead: `\x1b`, `\x00`, `\u009b`.
//
// Where it applies (docs/records.md, "Terminal safety"):
// - text reports and messages, on standard output and standard error: always;
// - data written as a file format (PDN, YAML): as is to files and pipes (the output is data and
//   must round-trip), escaped only when standard output is a terminal;
// - JSON: never (JSON.stringify already writes every C0 control character as an escape).

/**
 * C0 controls except `\t` and `\n`, DEL, C1 controls, the Unicode line and paragraph separators,
 * and the bidi embedding, override and isolate controls.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_TEST = new RegExp(UNSAFE.source);

function escape(ch: string): string {
  const c = ch.charCodeAt(0);
  return c < 0x80 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
}

/** The text with every terminal control character written as a visible escape (`\x1b`); line breaks and tabs kept. */
export function safeText(text: string): string {
  return UNSAFE_TEST.test(text) ? text.replace(UNSAFE, escape) : text;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_NAME = /[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_IN_NAME_TEST = new RegExp(UNSAFE_IN_NAME.source);

/**
 * A file name as a report shows it: also its line breaks and tabs escaped (`\x0a`), since a name
 * is always one field of one line: a name holding `\n` would otherwise print a forged line (a
 * "valid" verdict, a summary) above the real ones.
 */
export function safeName(name: string): string {
  return UNSAFE_IN_NAME_TEST.test(name) ? name.replace(UNSAFE_IN_NAME, escape) : name;
}

/** A problem (or note) with its file name as a report shows it (safeName). */
export function withSafeName<T extends { readonly file?: string }>(p: T): T {
  return p.file === undefined ? p : { ...p, file: safeName(p.file) };
}
