/**
 * The way back after a login the console had to ask for (docs/server.md, Sessions): the login page's
 * address names the page it came from, and the login returns there instead of the first menu entry.
 */

const LOGIN = '/login';

/** A path of this console (not the login page, nothing that a browser reads as another site). */
const isConsolePath = (path: string) =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  path !== LOGIN &&
  !path.startsWith(`${LOGIN}?`);

/** The login page's address that returns to `here` (a path with its query) after the login. */
export function loginPathFrom(here: string): string {
  return isConsolePath(here) && here !== '/' ? `${LOGIN}?from=${encodeURIComponent(here)}` : LOGIN;
}

/** Where the login of the page with this query (`?from=…`) returns to, or null (the first menu entry). */
export function returnTarget(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  return from && isConsolePath(from) ? from : null;
}
