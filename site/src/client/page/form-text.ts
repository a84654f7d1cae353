// A form field's text: FormData.get gives a string, a File for a file input, or null when the
// field is absent; the pages' forms have text fields only, so anything else reads as `fallback`.
export function formText(data: FormData, name: string, fallback = ''): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : fallback;
}
