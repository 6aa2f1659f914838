import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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
/**
 * The headers @fastify/helmet sets with these options, found once by asking a throw-away Fastify with
 * and without it. The plugin itself builds helmet's middleware again for every request (parsing the
 * CSP directives each time: a few per cent of a list call under load); the headers do not
 * depend on the request, so they are computed at start and set as they are.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    const res = await app.inject('/');
    await app.close();
    return res.headers;
  };
  const [bare, secured] = await Promise.all([probe(false), probe(true)]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (bare[name] === undefined && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

export default appPlugin('helmet', async (app: FastifyInstance) => {
  const push = originOf(app.config.websocketUrl);
  const headers = await helmetHeaders({
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
  if (!headers['content-security-policy']) throw new Error('helmet: no Content-Security-Policy computed');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
