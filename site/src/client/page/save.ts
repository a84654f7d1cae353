// Giving the reader a text: to the clipboard (saying in the page's status line whether it worked),
// or as a downloaded file (PDN, FEN, SVG).

/** Copies `text` to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // clipboard API refused (insecure context, permissions): fall back to a hidden textarea
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.append(ta);
    ta.select();
    let done = false;
    try {
      done = document.execCommand('copy');
    } catch {
      done = false;
    }
    ta.remove();
    return done;
  }
}

/** Copies `text` and says in `status` (the page's status line) whether it worked. */
export async function copyAndSay(text: string, status: Element | null, done: string, failed: string): Promise<void> {
  const ok = await copyText(text);
  if (status) status.textContent = ok ? done : failed;
}

/** Offers `text` as a file named `name` to download. */
export function downloadText(text: string, name: string, type: string): void {
  downloadBlob(new Blob([text], { type }), name);
}

/** Offers `blob` (a text, a PNG) as a file named `name` to download. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
