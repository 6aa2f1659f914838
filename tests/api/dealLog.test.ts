/**
 * 交易日志: every deal an institution ran against the center, with its time, deal, operator, result and message
 * id, filterable, scoped to the caller's institution.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { D, refused, run, signIn, today, ZHANG } from './dealsHelpers';

const Q = `${D}/deal-log/query`;
const HOSPITAL = 'H21010200001';
const PHARMACY = 'P21010200002';

interface LogRow {
  infTime: string;
  infno: string;
  dealTitle: string;
  fixmedinsCode: string;
  opter: string;
  infcode: number;
  errMsg: string;
  msgid: string;
  infRefmsgid: string;
}
interface LogPage {
  records: LogRow[];
  total: number;
  next?: string;
  prev?: string;
}

const tokens = new Map<string, string>();
const query = (as: string, body: Record<string, unknown> = {}) =>
  h.call<LogPage>('POST', Q, {
    token: tokens.get(as),
    body: { beginTime: today(-1), endTime: today(), ...body },
  });

const { h } = await fileHarness();
beforeAll(async () => {
  for (const u of ['admin', HOSPITAL, PHARMACY]) tokens.set(u, await h.tokenOf(u));
  await signIn(h, tokens.get(HOSPITAL)!);
  await run(h, tokens.get(HOSPITAL)!, '1101', {
    data: { mdtrt_cert_type: '02', mdtrt_cert_no: ZHANG!.certno, psn_cert_type: '01', certno: ZHANG!.certno },
  });
  await refused(h, tokens.get(HOSPITAL)!, '1101', {
    data: { mdtrt_cert_type: '02', mdtrt_cert_no: '110101190001010000', psn_cert_type: '01' },
  });
}, BOOT_TIMEOUT);

describe('POST /commondeal/deal-log/query', () => {
  it('lists the institution’s deals, newest first: time (China time), deal and its name, operator, result, message id', async () => {
    const res = await query(HOSPITAL);
    expect(res.code, res.message).toBe(0);
    const [failed, found, signin] = res.data.records;
    expect(res.data.total).toBe(3);
    expect([signin!.infno, signin!.dealTitle, signin!.infcode]).toEqual(['9001', '签到', 0]);
    expect([found!.infno, found!.dealTitle, found!.infcode, found!.errMsg]).toEqual([
      '1101',
      '人员信息获取',
      0,
      '',
    ]);
    expect(failed!.infno).toBe('1101');
    expect(failed!.infcode).not.toBe(0);
    expect(failed!.errMsg).not.toBe('');
    for (const r of res.data.records) {
      expect(r.fixmedinsCode).toBe(HOSPITAL);
      expect(r.opter).not.toBe('');
      expect(r.msgid).toMatch(/^H21010200001\d{18}$/);
      expect(r.infTime.slice(0, 10)).toBe(today());
    }
  });

  it('filters by deal, result and message id (its start is enough); pages in SQL', async () => {
    const all = (await query(HOSPITAL)).data.records;
    expect((await query(HOSPITAL, { infno: '9001' })).data.records.map((r) => r.infno)).toEqual(['9001']);
    expect((await query(HOSPITAL, { result: '1' })).data.records).toEqual([all[0]]);
    expect((await query(HOSPITAL, { result: '0' })).data.total).toBe(2);
    const msgid = all[1]!.msgid;
    expect((await query(HOSPITAL, { msgid: msgid.slice(0, 26) })).data.records.map((r) => r.msgid)).toContain(
      msgid,
    );
    expect((await query(HOSPITAL, { msgid })).data.records).toEqual([all[1]]);
    const second = await query(HOSPITAL, { page: { size: 2, current: 2 } });
    expect([second.data.total, second.data.records]).toEqual([3, [all[2]]]);
    expect((await query(HOSPITAL, { beginTime: today(-30), endTime: today(-2) })).data.total).toBe(0);
  });

  it('pages by keyset too: next / prev ask the page after / before; null means none (the screen sends it)', async () => {
    const all = (await query(HOSPITAL)).data.records;
    const page = (p: Record<string, unknown>) => query(HOSPITAL, { page: { size: 2, ...p } });
    const first = await page({ current: 1, after: null, before: null, last: null });
    expect(first.data.records).toEqual(all.slice(0, 2));
    expect(first.data.next).toMatch(/^\d+\.\d+$/);
    const second = await page({ current: 2, after: first.data.next });
    expect([second.data.total, second.data.records]).toEqual([3, all.slice(2)]);
    expect((await page({ current: 1, before: second.data.prev })).data.records).toEqual(all.slice(0, 2));
    expect((await page({ current: 2, last: true })).data.records).toEqual(all.slice(2));
  });

  it('a malformed cursor is refused: 400 翻页位置格式不正确，请重新查询', async () => {
    for (const cursor of ['1.2.3', 'abc', '12345678901234567.1', "1.1' or 1=1", 5, '.1']) {
      for (const key of ['after', 'before']) {
        const res = await query(HOSPITAL, { page: { size: 2, current: 2, [key]: cursor } });
        expect([res.status, res.message], `${key}: ${cursor}`).toEqual([
          400,
          '翻页位置格式不正确，请重新查询',
        ]);
      }
    }
  });

  it('an institution sees only its own log; the operator sees every institution’s or one', async () => {
    expect((await query(PHARMACY)).data.records.every((r) => r.fixmedinsCode === PHARMACY)).toBe(true);
    const denied = await query(PHARMACY, { orgCode: HOSPITAL });
    expect([denied.status, denied.message]).toEqual([403, '无权访问该功能']);
    const hospitalOnly = await query('admin', { orgCode: HOSPITAL });
    expect(hospitalOnly.data.total).toBe(3);
    expect((await query('admin')).data.total).toBeGreaterThanOrEqual(3);
  });

  it('bad dates are refused with a clear message: 请选择开始日期, 开始日期不能晚于结束日期', async () => {
    const missing = await h.call('POST', Q, { token: tokens.get(HOSPITAL), body: { endTime: today() } });
    expect([missing.status, missing.message]).toEqual([400, '请选择开始日期']);
    const reversed = await query(HOSPITAL, { beginTime: today(), endTime: today(-1) });
    expect([reversed.status, reversed.message]).toEqual([400, '开始日期不能晚于结束日期']);
    const anonymous = await h.call('POST', Q, { body: { beginTime: today(-1), endTime: today() } });
    expect(anonymous.status).toBe(401);
  });
});

interface LogMessage {
  id: number;
  msgid: string;
  infno: string;
  request: { msgid: string; infno: string; fixmedins_code: string; input: { data: Record<string, string> } };
  answer: { infcode: number; inf_refmsgid: string; err_msg: string; output: Record<string, unknown> };
}

describe('GET /commondeal/deal-log/{id}/message (查看报文)', () => {
  const message = (as: string | undefined, id: number) =>
    h.call<LogMessage>('GET', `${D}/deal-log/${id}/message`, { token: as && tokens.get(as) });
  const rowOf = async (infno: string, result: string) =>
    (await query(HOSPITAL, { infno, result })).data.records[0] as LogRow & { id: number };

  it('answers an own row’s request envelope as sent (its input fields) and the center’s answer envelope', async () => {
    const found = await rowOf('1101', '0');
    const res = await message(HOSPITAL, found.id);
    expect(res.code, res.message).toBe(0);
    expect([res.data.id, res.data.msgid, res.data.infno]).toEqual([found.id, found.msgid, '1101']);
    expect([res.data.request.msgid, res.data.request.infno, res.data.request.fixmedins_code]).toEqual([
      found.msgid,
      '1101',
      HOSPITAL,
    ]);
    expect(res.data.request.input.data).toMatchObject({ mdtrt_cert_type: '02', certno: ZHANG!.certno });
    expect([res.data.answer.infcode, res.data.answer.err_msg]).toEqual([0, '']);
    expect(res.data.answer.inf_refmsgid).toBe(found.infRefmsgid);
    expect(Object.keys(res.data.answer.output)).not.toHaveLength(0);
  });

  it('a failed call’s answer carries its error message', async () => {
    const failed = await rowOf('1101', '1');
    const res = await message(HOSPITAL, failed.id);
    expect([res.data.answer.infcode, res.data.answer.err_msg]).toEqual([-1, failed.errMsg]);
    expect(res.data.request.input.data.mdtrt_cert_no).toBe('110101190001010000');
  });

  it('another institution’s row answers 404 交易日志不存在, never its content; the operator reads every row', async () => {
    const found = await rowOf('1101', '0');
    const other = await message(PHARMACY, found.id);
    expect([other.status, other.message, other.data]).toEqual([404, '交易日志不存在', null]);
    const missing = await message(HOSPITAL, 2_000_000_000);
    expect([missing.status, missing.message]).toEqual([404, '交易日志不存在']);
    expect((await message('admin', found.id)).data.msgid).toBe(found.msgid);
    expect((await message(undefined, found.id)).status).toBe(401);
  });
});
