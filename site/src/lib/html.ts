// Escaping for the site's HTML: text from records (tags, comments, problems) is never markup.
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and attribute values. */
export function esc(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
