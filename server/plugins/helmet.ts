import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { appPlugin } from './appPlugin';

/** Origin of a ws(s)/http(s) URL, for connect-src; undefined when not a URL. */
function originOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return undefined;
  }
}

/**
 * Security headers on every answer (`@fastify/helmet`) with a Content-Security-Policy the built console
 * passes: scripts and styles from the same origin only (scripts may compile schema validators), plus inline styles (antd writes style
 * attributes and <style> elements at run time), images also as data: URLs (the SVG captcha, QR codes),
 * calls to the same origin and the configured message-push server, no framing, no plugins.
 */
export default appPlugin('helmet', async (app: FastifyInstance) => {
  const push = originOf(app.config.websocketUrl);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'unsafe-eval': ajv (the forms' JSON Schema validator) compiles each schema into a function at
        // run time, deal forms from the server's metadata included. Inline and foreign scripts stay refused.
        scriptSrc: ["'self'", "'unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The 界面预览 code editor (Monaco) runs its JSON language service in workers built as files of
        // the console (Vite `?worker`): same origin only, no blob: or data: workers.
        workerSrc: ["'self'"],
        connectSrc: ["'self'", ...(push ? [push] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The console opens deal files in a new window of the same origin; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on a fresh machine as well: HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
  });
});
