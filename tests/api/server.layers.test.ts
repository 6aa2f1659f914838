/**
 * The server's layers (docs/architecture.md): plugins never import routes; repositories import no
 * route, plugin or service; services import no route; routes, services, plugins, the reconciliation
 * and the deals (the insurance-center simulator included) run no SQL themselves (it lives in
 * server/repositories/), except the configured SQL of the deals' sandbox (server/deals/sandboxQuery.ts);
 * route types come from their schemas (docs/server.md). The lint of eslint.config.js enforces each;
 * these cases check that it does, and that the server as it stands passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const IMPORTS = 'no-restricted-imports';
const SQL = 'no-restricted-syntax';

describe('server layering lint', () => {
  it.each([
    ['server/plugins/errors.ts', "export { MOBILE_TAKEN } from '../routes/usermanage/rules';"],
    ['server/plugins/errors.ts', "import routes from '../routes';\nexport default routes;"],
    ['server/services/x.ts', "export { MOBILE_TAKEN } from '../routes/usermanage/rules';"],
    ['server/repositories/x.ts', "export { callerOf } from '../plugins/auth';"],
    ['server/repositories/x.ts', "export { findSession } from '../services/sessions';"],
    ['server/repositories/x.ts', "export { ATTACHMENT_PATH } from '../routes/order/attachments';"],
  ])('refuses the import in %s: %s', async (file, text) => {
    expect(await ruleIds(file, text)).toContain(IMPORTS);
  });

  it.each([
    ['server/plugins/x.ts', "export { MOBILE_TAKEN } from '../errors';"],
    ['server/services/x.ts', "export { getTicket } from '../repositories/orderTickets';"],
    ['server/routes/x/index.ts', "export { findSession } from '../../services/sessions';"],
  ])('allows the downward import in %s: %s', async (file, text) => {
    expect(await ruleIds(file, text)).not.toContain(IMPORTS);
  });

  it.each([
    "export const f = (app: { db: { query(s: string): unknown } }) => app.db.query('select 1');",
    "export const f = (t: { query(s: string): unknown }) => t.query('delete from sec_cainfo');",
    "export const f = (db: { exec(s: string): unknown }) => db.exec('select 1');",
  ])('refuses SQL run in a route, a service, a plugin, the reconciliation or a deal: %s', async (text) => {
    expect(await ruleIds('server/routes/sec/apply.ts', text)).toContain(SQL);
    expect(await ruleIds('server/services/sms.ts', text)).toContain(SQL);
    expect(await ruleIds('server/plugins/rateLimitStore.ts', text)).toContain(SQL);
    expect(await ruleIds('server/reconciliation/detailRec.ts', text)).toContain(SQL);
    expect(await ruleIds('server/deals/ledger.ts', text)).toContain(SQL);
    expect(await ruleIds('server/deals/center/handlers/reversal.ts', text)).toContain(SQL);
  });

  it.each([
    "export const f = (hc: { db: { query(s: string): unknown } }) => hc.db.query('select 1 from center_visits');",
    "export const f = (root: { query(s: string): unknown }) => root.query('select pg_cancel_backend(1)');",
    "export const f = (t: { query(s: string): unknown }) => t.query('set transaction read only');",
  ])('refuses SQL run in a deal module or the insurance-center simulator: %s', async (text) => {
    expect(await ruleIds('server/deals/center/handlers/admission.ts', text)).toContain(SQL);
    expect(await ruleIds('server/deals/center/visits.ts', text)).toContain(SQL);
    expect(await ruleIds('server/deals/supportInfo.ts', text)).toContain(SQL);
  });

  it('exempts the sandbox executor alone: the configured SQL is data, run in sandboxQuery.ts', async () => {
    const text =
      "export const f = (t: { query(s: string): unknown }) => t.query('select * from support_persons');";
    expect(await ruleIds('server/deals/sandboxQuery.ts', text)).not.toContain(SQL);
    expect(await ruleIds('server/deals/sqlCheck.ts', text)).toContain(SQL);
  });

  it('allows what routes call that is no SQL (a regex, the registry)', async () => {
    const text =
      "export const m = /a/.exec('a');\nexport const g = (r: { query(x: object): unknown }) => r.query({});";
    expect(await ruleIds('server/routes/sec/approve.ts', text)).not.toContain(SQL);
  });

  const route = (generic: string) =>
    `declare const app: { post<T>(path: string): T };\ninterface Hand { id: string }\nexport const r = app.post<${generic}>('/x');`;

  it.each([
    '{ Body: { screenId?: string; route: string } }',
    '{ Params: { id: string } }',
    '{ Querystring: Hand }',
    '{ Params: RequestOf<typeof params>; Body: string }',
    '{ Params: RequestOf<typeof params>; Body: RequestOf<typeof Body> }',
    '{ Reply: { code: number } }',
  ])('refuses a route type named beside the schema its route declares: %s', async (generic) => {
    expect(await ruleIds('server/routes/x/index.ts', route(generic))).toContain(SQL);
  });

  it('allows a route whose types come from its schemas (no generic)', async () => {
    const text = "declare const app: { post(path: string): void };\nexport const r = app.post('/x');";
    expect(await ruleIds('server/routes/x/index.ts', text)).not.toContain(SQL);
  });

  it('passes on the server as it stands', async () => {
    const results = await eslint.lintFiles([
      'server/routes',
      'server/plugins',
      'server/repositories',
      'server/services',
      'server/reconciliation',
      'server/deals',
    ]);
    const broken = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === IMPORTS || m.ruleId === SQL)
        .map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 60_000);
});
