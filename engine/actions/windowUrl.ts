/**
 * What an `openWindow` action may open (docs/descriptor.md#openwindow): a relative path of the console, or
 * an http(s) URL of the console's own origin or of a host the server allows (`OPEN_WINDOW_HOSTS`), so a
 * published screen cannot send people to any site or run a `javascript:` or `data:` URL. The lint checks
 * the literal part of a descriptor's URL, the runtime the URL it evaluates to.
 */

export interface WindowPolicy {
  /** The console's origin (`location.origin`): relative paths resolve against it. */
  origin: string;
  /** Hosts besides the console's own (`host` or `host:port`, as `OPEN_WINDOW_HOSTS` lists them). */
  hosts: readonly string[];
}

export type WindowUrlCheck = { href: string; problem?: undefined } | { href?: undefined; problem: string };

const allowedHost = (url: URL, hosts: readonly string[]) =>
  hosts.some((h) => {
    const host = h.trim().toLowerCase();
    return host !== '' && (host === url.host || host === url.hostname);
  });

/** The absolute URL to open, or the Chinese reason it may not be opened. */
export function checkWindowUrl(url: string, policy: WindowPolicy): WindowUrlCheck {
  if (url.trim() === '') return { problem: '网址为空，无法打开' };
  let parsed: URL;
  try {
    // The same parser the browser opens it with: tabs, newlines and leading spaces are ignored alike.
    parsed = new URL(url, policy.origin);
  } catch {
    return { problem: '网址格式不正确，无法打开' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { problem: `只能打开本站的相对路径或 http(s) 网址，不能打开 ${parsed.protocol} 网址` };
  if (parsed.origin === new URL(policy.origin).origin || allowedHost(parsed, policy.hosts))
    return { href: parsed.href };
  return { problem: `不能打开 ${parsed.host} 的网址：该主机不在允许的主机（OPEN_WINDOW_HOSTS）中` };
}

/** An origin no console has: at lint time only relative paths count as the console's own. */
const LINT_ORIGIN = 'http://console.invalid';

/**
 * The lint's check of a descriptor's URL template: its literal text, each `{{placeholder}}` taken as
 * plain text (so a placeholder cannot complete a host or a scheme the lint would accept). A URL that
 * is one placeholder is left to the runtime.
 */
export function windowUrlTemplateProblem(template: string, hosts: readonly string[]): string | undefined {
  if (/^\s*\{\{[^}]*\}\}\s*$/.test(template)) return undefined;
  const literal = template.replace(/\{\{[^}]*\}\}/g, 'x');
  return checkWindowUrl(literal, { origin: LINT_ORIGIN, hosts }).problem;
}
