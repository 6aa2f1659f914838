/**
 * 交易目录 (docs/studio.md, 交易目录 tab and the deal editor): the five acceptance journeys of a configurator
 * who extends the national deal catalogue, each asserting what the server then serves. The 9999 admin adds
 * a required extension field to 2207 (门诊结算) and an institution's operator meets it in the form, in the
 * server's validation and in 交易日志's message; tightens 发票号 with a pattern; cannot remove a national
 * required field; rolls the extension back; and a publish on one instance is served by another on the
 * same PostgreSQL. 2207 goes back to its baseline at the end (恢复出厂).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  choose,
  confirmOk,
  item,
  launch,
  login,
  pointAtServer,
  pressWhileLeaving,
  toast,
} from './browser';
import {
  addField,
  hasField,
  openDealEditor,
  openFromCatalogue,
  publishDeal,
  removeFieldRefusal,
  rollbackTo,
  selectField,
  selectNode,
  servedDeal,
  servedField,
  setProperty,
  studioDeal,
} from './dealEditorPage';
import { api } from './designerPage';
import { startServer, type Started } from './globalSetup';

const DEAL = '2207';
/** The national 是/否 code list (0 否, 1 是), offered by the editor's 代码表 from GET …/code-lists. */
const YES_NO = 'yes_no';
/** Its 提示, which the form shows for it left empty (engine/deal/requiredMessage.ts; as requiredChoice words it). */
const LOCAL_FLAG_REQUIRED = '请选择地方标识';
const INVOICE_PATTERN = '^[0-9]{8,20}$';
const INVOICE_MESSAGE = '发票号应为8到20位数字';
/** The server's refusal of a draft without 人员编号 (server/deals/studio/checks.ts, locked fields). */
const PSN_NO_LOCKED = '2207 结算信息（data）：字段 psn_no（人员编号）为国家接口必填字段，不能删除';
/** The center's answer to a second settlement of the visit (server/deals/center/handlers/settle.ts). */
const VISIT_SETTLED = '没有待结算的费用明细';
/** A valid 门诊结算 for the demo hospital's insured person (deals.e2e.ts fills the same in the form). */
const SETTLEMENT = {
  psn_no: '21010000000000000101',
  mdtrt_cert_type: '02',
  mdtrt_cert_no: '210102198503151235',
  med_type: '11',
  medfee_sumamt: '57.00',
  psn_setlway: '01',
  mdtrt_id: '300179901',
  chrg_bchno: 'CF0001',
  insutype: '310',
  acct_used_flag: '1',
};

// On PostgreSQL when the run has one (E2E_DATABASE_URL), else on the side lane's embedded database.
const onPostgres = inject('pgBaseUrl');
const database = inject('pgDatabaseUrl');
if (onPostgres) pointAtServer(onPostgres);

let browser: Browser;
let admin: Page;
let hospital: Page;
/** The version that served 2207 before the journeys' first change (journey 4 rolls back to it). */
let before = 0;
/** The message id of journey 1's settlement with 地方标识. */
let withFlag = '';
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  hospital = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  for (const p of [admin, hospital]) p.on('pageerror', (e) => errors.push(e.message));
  await login(admin, 'admin', 'Admin@2026');
  await admin.waitForURL(/\/home\//);
  // The province's catalogue as it stands before the journeys: 2207 published as shipped, so that
  // 历史 has the version to go back to.
  const now = await studioDeal(admin, DEAL);
  const published = await api(admin, 'POST', `/commondeal/deals/studio/${DEAL}/publish`, {
    body: now.published ?? now.file,
    baseVersion: now.version ?? 0,
    comment: '省级目录：2207 沿用出厂版本',
  });
  expect(published.json.message).toMatch(/^已发布为版本 \d+$/);
  before = (published.json.data as { version: number }).version;

  await login(hospital, 'H21010200001', 'Demo@2026');
  await hospital.waitForURL(/\/home\/handle/);
  // The run's first page after a login and its first deal call: on a loaded machine, more than 5 s.
  await hospital.getByText('人员信息获取').first().waitFor({ timeout: 20_000 });
  await hospital.getByRole('button', { name: /签\s*到/ }).click();
  await confirmOk(hospital);
  await toast(hospital, /签到成功/)
    .first()
    .waitFor({ timeout: 15_000 });
});
afterAll(async () => {
  if (admin)
    await api(admin, 'POST', `/commondeal/deals/studio/${DEAL}/restore`, { comment: '交易目录旅程结束' });
  await browser?.close();
});

/** The version 2207's next publish or rollback makes. */
const nextVersion = async () => ((await studioDeal(admin, DEAL)).version ?? 0) + 1;

/** 门诊结算 as the operator opens it from the deal list. */
const openSettlement = () =>
  hospital.goto(`${baseUrl()}/home/register?dealName=${DEAL}&comment=${encodeURIComponent('门诊结算')}`);
const tips = (text: string) => hospital.locator('.ant-form-item-explain', { hasText: text });
/** 执行, pressed as a person does while the caret is still in the field typed last (deals.e2e.ts). */
const execute = () => pressWhileLeaving(hospital, hospital.getByRole('button', { name: /执\s*行/ }));

/** Fills 门诊结算's national fields as deals.e2e.ts does (人员编号 last). */
async function fillSettlement(): Promise<void> {
  await choose(hospital, '就诊凭证类型', '居民身份证');
  await hospital.getByPlaceholder('请输入就诊凭证编号').fill(SETTLEMENT.mdtrt_cert_no);
  await choose(hospital, '医疗类别', '普通门诊');
  await hospital.getByPlaceholder('请输入医疗费总额').fill(SETTLEMENT.medfee_sumamt);
  await choose(hospital, '个人结算方式', '按项目结算');
  await hospital.getByPlaceholder('请输入就诊ID').fill(SETTLEMENT.mdtrt_id);
  await hospital.getByPlaceholder('请输入收费批次号').fill(SETTLEMENT.chrg_bchno);
  await choose(hospital, '险种类型', '职工基本医疗保险');
  await choose(hospital, '个人账户使用标志', '是');
  await hospital.getByPlaceholder('请输入人员编号').fill(SETTLEMENT.psn_no);
}

/**
 * A 2207 row of the operator's 交易日志 (the newest, or the one sent under `msgid`): its 发送方报文ID, and
 * its 请求报文 as 查看报文 shows it (the envelope sent to the center, as the simulator logged it).
 */
async function settlementMessage(msgid = ''): Promise<{ msgid: string; message: string }> {
  await hospital.goto(`${baseUrl()}/home/transLog`);
  await hospital.getByPlaceholder('如 2207').fill(DEAL);
  await hospital.getByPlaceholder('请输入报文ID').fill(msgid);
  await hospital.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = hospital.locator('tr.ant-table-row').first();
  await expect.poll(() => row.locator('td').nth(1).innerText(), { timeout: 15_000 }).toBe(DEAL);
  if (msgid) await expect.poll(() => row.locator('td').nth(6).innerText()).toBe(msgid);
  const found = (await row.locator('td').nth(6).innerText()).trim();
  await row.getByText('查看报文').click();
  const dialog = hospital.getByRole('dialog');
  const request = dialog.locator('pre').first();
  await expect.poll(() => request.innerText(), { timeout: 15_000 }).toContain(`"msgid": "${found}"`);
  const message = await request.innerText();
  await hospital.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return { msgid: found, message };
}

describe('交易目录：省级配置人员扩展国家交易', { timeout: 150_000 }, () => {
  it('旅程 1：2207 添加必填的扩展字段 local_flag（地方标识，是/否），发布；门诊结算显示并校验它，报文带上它', async () => {
    await openFromCatalogue(admin, DEAL);
    await selectNode(admin, '输入 data');
    await addField(admin, [
      ['字段名', 'local_flag'],
      ['字段说明', '地方标识'],
      ['录入方式', 'SELECT'],
      ['长度', '1'],
      ['代码表', YES_NO],
      ['提示', LOCAL_FLAG_REQUIRED],
      ['是否必填', true],
    ]);
    const version = await nextVersion();
    await publishDeal(admin, '增加地方标识');
    await toast(admin, `已发布为版本 ${version}`).waitFor();

    const served = servedField(await servedDeal(admin, DEAL), 'data', 'local_flag');
    expect(served).toMatchObject({ comment: '地方标识', require: true, codeList: YES_NO });
    expect(served?.options).toEqual([
      { name: '否', value: '0' },
      { name: '是', value: '1' },
    ]);

    await openSettlement();
    await item(hospital, '地方标识').waitFor({ timeout: 20_000 });
    await fillSettlement();
    await execute();
    await expect.poll(() => tips(LOCAL_FLAG_REQUIRED).count()).toBeGreaterThan(0);
    expect(await toast(hospital, '交易成功').count()).toBe(0);
    await choose(hospital, '地方标识', '是');
    await execute();
    await expect.poll(() => toast(hospital, '交易成功').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const logged = await settlementMessage();
    withFlag = logged.msgid;
    expect(logged.message).toContain('"local_flag": "1"');
  });

  it('旅程 2：发票号长度 20、格式 8 到 20 位数字并带中文提示：表单与服务端都以该提示拒绝 12AB', async () => {
    await openDealEditor(admin, DEAL);
    await selectNode(admin, '输入 data');
    await selectField(admin, 'invono');
    await setProperty(admin, '长度', '20');
    await setProperty(admin, '格式（正则表达式）', INVOICE_PATTERN);
    await setProperty(admin, '格式错误提示', INVOICE_MESSAGE);
    const version = await nextVersion();
    await publishDeal(admin, '发票号为8到20位数字');
    await toast(admin, `已发布为版本 ${version}`).waitFor();
    expect(servedField(await servedDeal(admin, DEAL), 'data', 'invono')).toMatchObject({
      length: 20,
      pattern: INVOICE_PATTERN,
      patternMessage: INVOICE_MESSAGE,
    });

    await openSettlement();
    const invoice = hospital.getByPlaceholder('请输入发票号');
    await invoice.fill('12AB');
    await invoice.blur();
    await execute();
    await expect.poll(() => tips(INVOICE_MESSAGE).count()).toBeGreaterThan(0);

    const refused = await api(hospital, 'POST', '/commondeal/exec-deal', {
      dealName: DEAL,
      dealInput: { data: { ...SETTLEMENT, local_flag: '1', invono: '12AB' } },
    });
    // The center's refusal, as every refused deal's: the message in isNewMsg, no output.
    expect(refused.json.data).toEqual({ dealOutput: {}, isNewMsg: expect.stringContaining(INVOICE_MESSAGE) });
  });

  it('旅程 3：删除 psn_no 不可行：删除字段按钮禁用并说明原因，没有它的草稿发布时服务端以原因拒绝', async () => {
    // A draft without it, as 源码 or an imported file could make: saved (a draft is not checked as a
    // publish), then refused at 发布 with the deal, node and field named.
    const now = await studioDeal(admin, DEAL);
    const meta = JSON.parse(now.published!) as { reqProperties: { properties: { name: string }[] }[] };
    meta.reqProperties[0]!.properties = meta.reqProperties[0]!.properties.filter((f) => f.name !== 'psn_no');
    const draft = await api(admin, 'PUT', `/commondeal/deals/studio/${DEAL}/draft`, {
      body: `${JSON.stringify(meta, null, 2)}\n`,
      baseVersion: now.version,
    });
    expect(draft.status).toBe(200);
    await openDealEditor(admin, DEAL);
    await selectNode(admin, '输入 data');
    expect(await hasField(admin, 'psn_no')).toBe(false);
    await publishDeal(admin, '不应发布');
    await expect.poll(() => admin.getByText(PSN_NO_LOCKED).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await studioDeal(admin, DEAL)).version).toBe(now.version);
    expect(servedField(await servedDeal(admin, DEAL), 'data', 'psn_no')).toMatchObject({ require: true });

    // Without that draft, the editor itself does not offer it: 删除字段 is disabled, with the reason.
    expect((await api(admin, 'DELETE', `/commondeal/deals/studio/${DEAL}/draft`)).status).toBe(200);
    await openDealEditor(admin, DEAL);
    await selectNode(admin, '输入 data');
    await selectField(admin, 'psn_no');
    expect(await removeFieldRefusal(admin)).toEqual({ disabled: true, reason: '国家接口必填字段，不能删除' });
  });

  it('旅程 4：历史中回滚到添加地方标识之前的版本：表单与下一笔报文都没有它，交易日志中较早的报文仍有', async () => {
    await openDealEditor(admin, DEAL);
    const version = await nextVersion();
    await rollbackTo(admin, DEAL, before);
    await expect
      .poll(() => toast(admin, `已回滚：版本 ${before} 发布为版本 ${version}`).count())
      .toBeGreaterThan(0);
    expect(servedField(await servedDeal(admin, DEAL), 'data', 'local_flag')).toBeUndefined();

    await openSettlement();
    await hospital.getByPlaceholder('请输入人员编号').waitFor({ timeout: 20_000 });
    expect(await item(hospital, '地方标识').count()).toBe(0);
    await fillSettlement();
    await execute();
    // The demo's one open outpatient visit was settled in journey 1: the center answers so, and 交易日志
    // keeps the message it was sent, which is what this journey reads.
    await expect
      .poll(() => hospital.getByText(VISIT_SETTLED).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const next = await settlementMessage();
    expect(next.msgid).not.toBe(withFlag);
    expect(next.message).toContain('"psn_no"');
    expect(next.message).not.toContain('local_flag');
    expect((await settlementMessage(withFlag)).message).toContain('"local_flag": "1"');
    expect(errors).toEqual([]);
  });

  // Two instances share only a database that two processes can open: PostgreSQL. The embedded database
  // (PGlite) is one process's own, so without E2E_DATABASE_URL there is no second instance to start.
  it.skipIf(!database)(
    '旅程 5：同一 PostgreSQL 上的两个实例：一个实例发布，另一个实例下一次读取即提供新版本',
    async () => {
      const other: Started = await startServer('deal-second', 22000, { DATABASE_URL: database });
      try {
        const token = await admin.evaluate(
          () => JSON.parse(localStorage.getItem('yb.token') ?? 'null') as string,
        );
        const metaOn = async (base: string) => {
          const res = await fetch(`${base}/commondeal/meta`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ dealName: DEAL }),
          });
          const { data } = (await res.json()) as { data: Parameters<typeof servedField>[0] };
          return (name: string) => servedField(data, 'data', name);
        };
        // The second instance has read (and cached) 2207 before the publish.
        expect((await metaOn(other.base))('local_flag')).toBeUndefined();

        await openDealEditor(admin, DEAL);
        await selectNode(admin, '输入 data');
        await addField(admin, [
          ['字段名', 'local_flag'],
          ['字段说明', '地方标识'],
          ['录入方式', 'SELECT'],
          ['长度', '1'],
          ['代码表', YES_NO],
        ]);
        await publishDeal(admin, '另一实例应即时提供');
        await toast(admin, /已发布为版本 \d+/).waitFor();

        expect((await metaOn(other.base))('local_flag')).toMatchObject({
          comment: '地方标识',
          codeList: YES_NO,
        });
      } finally {
        await other.stop();
      }
    },
  );
});
