/**
 * Files chosen in a form but not uploaded yet (the `file` widget). Form data stays JSON: the field
 * holds a token naming the file (`file:<n>:<name>`), the File itself waits here until an `upload`
 * action takes it (`fileFrom`). Tokens die with the page.
 */
const held = new Map<string, File>();
let counter = 0;

/** Keeps a chosen file and returns the token a form field holds for it. */
export function holdFile(file: File): string {
  counter += 1;
  const token = `file:${counter}:${file.name}`;
  held.set(token, file);
  return token;
}

/** The file a token names (undefined for an unknown or released token). */
export function heldFile(token: unknown): File | undefined {
  return typeof token === 'string' ? held.get(token) : undefined;
}

/** The file name shown for a token (the part after the second colon). */
export function heldFileName(token: unknown): string {
  if (typeof token !== 'string') return '';
  return token.split(':').slice(2).join(':');
}

/** Forgets a file (removed from the form, or uploaded). */
export function releaseFile(token: unknown): void {
  if (typeof token === 'string') held.delete(token);
}
