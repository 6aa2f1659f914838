/**
 * The layers (docs/architecture.md, Layers), declared once as element zones in eslint.config.js: the
 * console's schemas → engine → widgets → src, the server's routes → plugins → seed → deals (with the
 * reconciliation, sec and ops) → services → repositories → db, each importing only what is below it,
 * whatever the depth of the importing file; the server uses of the engine only its lint, the
 * descriptor's schema and the pure input rules; fixtures, stories, tools and bench by their role. And
 * the rules beside them: routes, services, plugins, the reconciliation and the deals (the
 * insurance-center simulator included) run no SQL themselves (it lives in server/repositories/), except
 * the configured SQL of the deals' sandbox (server/deals/sandboxQuery.ts); route types come from their
 * schemas (docs/server.md). These cases check that each zone refuses what it must, with its message,
 * and that the server as it stands passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const LAYERS = 'boundaries/dependencies';
const SQL = 'no-restricted-syntax';

/** The messages of the layers' rule when `filePath` holds `text`. */
async function layerMessages(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.filter((m) => m.ruleId === LAYERS).map((m) => m.message);
}

/** The refusal of `file`, imported from the layer `from`. */
const below = (from: string, file: string) =>
  `${from}/ 不得依赖 ${file}：一层只依赖它下面的层（docs/architecture.md「Layers」）。`;
const engineForServer = (from: string, file: string) =>
  `${from}/ 不得依赖 ${file}：服务端只用 engine/ 的 lint、描述符的 schema 与校验，以及表单与服务端共用的纯输入规则（docs/architecture.md「Layers」）。`;

describe('the layers lint, zone by zone', () => {
  it.each([
    // The console: schemas → engine → widgets → src, at any depth.
    ['schemas/x.ts', "export { evaluate } from '../engine/expr';", below('schemas', 'engine/expr/index.ts')],
    [
      'engine/blocks/controllers/form/x.ts',
      "export { antdKit } from '../../../../widgets/kit';",
      below('engine', 'widgets/kit.tsx'),
    ],
    [
      'engine/api/x.ts',
      "export { MOBILE_TAKEN } from '../../server/errors';",
      below('engine', 'server/errors.ts'),
    ],
    [
      'widgets/form/x.ts',
      "export { createServices } from '../../src/services';",
      below('widgets', 'src/services.ts'),
    ],
    ['src/x.ts', "export { MOBILE_TAKEN } from '../server/errors';", below('src', 'server/errors.ts')],
    // The server: routes → plugins → seed → deals (reconciliation, sec, ops) → services → repositories → db.
    [
      'server/plugins/errors.ts',
      "export { MOBILE_TAKEN } from '../routes/usermanage/rules';",
      below('server/plugins', 'server/routes/usermanage/rules.ts'),
    ],
    [
      'server/seed/x.ts',
      "export { default } from '../plugins/db';",
      below('server/seed', 'server/plugins/db.ts'),
    ],
    [
      'server/deals/center/handlers/x.ts',
      "export { callerOf } from '../../../plugins/auth';",
      below('server/deals', 'server/plugins/auth.ts'),
    ],
    [
      'server/reconciliation/x.ts',
      "export { areaCodeOf } from '../seed';",
      below('server/reconciliation', 'server/seed/index.ts'),
    ],
    [
      'server/reconciliation/x.ts',
      "export { readUpload } from '../uploads';",
      below('server/reconciliation', 'server/uploads.ts'),
    ],
    [
      'server/sec/x.ts',
      "export { default } from '../routes';",
      below('server/sec', 'server/routes/index.ts'),
    ],
    ['server/ops/x.ts', "export { areaCodeOf } from '../seed';", below('server/ops', 'server/seed/index.ts')],
    [
      'server/services/x.ts',
      "export { MOBILE_TAKEN } from '../routes/usermanage/rules';",
      below('server/services', 'server/routes/usermanage/rules.ts'),
    ],
    [
      'server/services/x.ts',
      "export { dateTime } from '../deals/time';",
      below('server/services', 'server/deals/time.ts'),
    ],
    [
      'server/repositories/x.ts',
      "export { dateTime } from '../deals/time';",
      below('server/repositories', 'server/deals/time.ts'),
    ],
    [
      'server/repositories/x.ts',
      "export type { DetailRow } from '../reconciliation/detailExcel';",
      below('server/repositories', 'server/reconciliation/detailExcel.ts'),
    ],
    [
      'server/repositories/x.ts',
      "export { findSession } from '../services/sessions';",
      below('server/repositories', 'server/services/sessions.ts'),
    ],
    [
      'server/repositories/x.ts',
      "export { callerOf } from '../plugins/auth';",
      below('server/repositories', 'server/plugins/auth.ts'),
    ],
    [
      'server/repositories/x.ts',
      "export { ATTACHMENT_PATH } from '../routes/order/attachments';",
      below('server/repositories', 'server/routes/order/attachments.ts'),
    ],
    [
      'server/db/x.ts',
      "export { findUserById } from '../repositories/users';",
      below('server/db', 'server/repositories/users.ts'),
    ],
    [
      'server/errors.ts',
      "export { findSession } from './services/sessions';",
      below('server', 'server/services/sessions.ts'),
    ],
    [
      'server/routes/x/index.ts',
      "export { buildApp } from '../../app';",
      below('server/routes', 'server/app.ts'),
    ],
    [
      'server/routes/x/index.ts',
      "export { evaluate } from '../../../engine/expr';",
      engineForServer('server/routes', 'engine/expr/index.ts'),
    ],
    [
      'server/deals/x.ts',
      "export { antdKit } from '../../widgets/kit';",
      below('server/deals', 'widgets/kit.tsx'),
    ],
    // Fixtures, stories, tools and bench by their role.
    [
      'fixtures/x.ts',
      "export { dateTime } from '../server/deals/time';",
      below('fixtures', 'server/deals/time.ts'),
    ],
    [
      'stories/x.stories.tsx',
      "export { MOBILE_TAKEN } from '../server/errors';",
      below('stories', 'server/errors.ts'),
    ],
    ['tools/x/cli.ts', "import '../../tests/setup';", below('tools', 'tests/setup.ts')],
    ['bench/x.ts', "import '../tests/setup';", below('bench', 'tests/setup.ts')],
  ])('refuses the import in %s: %s', async (file, text, message) => {
    expect(await layerMessages(file, text)).toEqual([message]);
  });

  it.each([
    ['engine/blocks/controllers/form/x.ts', "export { evaluate } from '../../../../engine/expr';"],
    ['widgets/form/x.ts', "export { evaluate } from '../../engine/expr';"],
    ['server/plugins/x.ts', "export { MOBILE_TAKEN } from '../errors';"],
    ['server/services/x.ts', "export { getTicket } from '../repositories/orderTickets';"],
    ['server/routes/x/index.ts', "export { findSession } from '../../services/sessions';"],
    [
      'server/repositories/x.ts',
      "export { chinaTime } from './chinaTime';\nexport type { Db } from '../db';",
    ],
    ['server/routes/x/index.ts', "export { lintScreens } from '../../../engine/lint';"],
    ['server/deals/x.ts', "export { normaliseValue } from '../../engine/form/normalise';"],
    ['server/deals/x.ts', "export { deal } from '../../schemas/dealDsl';"],
    [
      'fixtures/x.ts',
      "export { deal } from '../schemas/dealDsl';\nexport { antdKit } from '../widgets/kit';",
    ],
    [
      'tests/api/x.test.ts',
      "export { buildApp } from '../../server/app';\nexport { antdKit } from '../../widgets/kit';",
    ],
  ])('allows the downward import in %s: %s', async (file, text) => {
    expect(await layerMessages(file, text)).toEqual([]);
  });
});

describe('server layering lint', () => {
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

  it('passes on the server and the fixtures as they stand', async () => {
    const results = await eslint.lintFiles(['server', 'fixtures']);
    const broken = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === LAYERS || m.ruleId === SQL)
        .map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(broken).toEqual([]);
  }, 300_000);
});
