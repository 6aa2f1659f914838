/**
 * Input as people type it, on the server (docs/server.md#input-as-people-type-it): every string of a
 * request trimmed, full-width digits and punctuation half-width where a number, code or date is
 * expected, so an API caller gets what the console would have sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { inputText } from '../../server/inputText';
import { fileHarness } from './helpers';
import { D, exec, node, openOutpatientSettlement, run, signIn, today } from './dealsHelpers';

const { h, admin, hospital } = await fileHarness({ admin: 'admin', hospital: 'H21010200001' });

const U = '/commondeal/api/user-manage';
const page = { size: 10, current: 1 };

describe('text conditions and fields are trimmed', () => {
  it('a user search for " 13900000002 " finds the user 13900000002', async () => {
    const res = await h.call<{ records: { username: string }[] }>('POST', U, {
      token: hospital,
      body: { page, user: ' 13900000002 ' },
    });
    expect(res.data.records.map((r) => r.username)).toEqual(['13900000002']);
  });

  it('a role saved with spaces (" 审计员 ", " ROLE_TRIM ") is stored trimmed', async () => {
    const res = await h.call('POST', '/commondeal/api/platformrole/insert', {
      token: admin,
      body: { roleName: ' ROLE_TRIM ', roleCnname: ' 审计员 ' },
    });
    expect(res).toMatchObject({ code: 0, data: { roleName: 'ROLE_TRIM', roleCnname: '审计员' } });
    expect(
      await h.rows('select role_name, role_cnname from roles where role_name = $1', ['ROLE_TRIM']),
    ).toEqual([{ role_name: 'ROLE_TRIM', role_cnname: '审计员' }]);
  });

  it('a name of only spaces is refused as empty (请输入角色中文名称)', async () => {
    const res = await h.call('POST', '/commondeal/api/platformrole/insert', {
      token: admin,
      body: { roleName: 'ROLE_BLANK', roleCnname: '\u3000 ' },
    });
    expect(res).toMatchObject({ status: 400, message: '请输入角色中文名称' });
  });
});

describe('full-width digits and punctuation where a number, code or date is expected', () => {
  beforeAll(() => signIn(h, hospital));

  it('a deal number typed ２２０７ is the deal 2207', async () => {
    const res = await h.call<{ dealName: string }>('POST', `${D}/meta`, {
      token: hospital,
      body: { dealName: '２２０７' },
    });
    expect(res).toMatchObject({ code: 0, data: { dealName: '2207', comment: '门诊结算' } });
  });

  it('an amount typed ５７．００ (with spaces) is accepted as 57.00', async () => {
    const out = await run(h, hospital, '2206', openOutpatientSettlement({ medfee_sumamt: ' ５７．００ ' }));
    expect(node(out, 'setlinfo').medfee_sumamt).toBe(57);
  });

  it.each(['57.005', '1,234.5', '5e1'])(
    'an amount typed %s is refused with the field’s own message, as the console shows it',
    async (typed) => {
      const res = await exec(h, hospital, '2206', openOutpatientSettlement({ medfee_sumamt: typed }));
      expect(res.data.isNewMsg).toBe('医疗费总额须为数字，整数最多14位，最多保留2位小数');
    },
  );

  it('the ledger refuses 57.005 with the field’s own message (个人账户支付金额最多保留两位小数)', async () => {
    const res = await h.call('POST', `${D}/reconciliation/sum-rec`, {
      token: hospital,
      body: {
        insutype: '310',
        clr_type: '11',
        setl_optins: '210100',
        stmt_begndate: today(-1),
        stmt_enddate: today(),
        medfee_sumamt: 57,
        fund_pay_sumamt: 0,
        acct_pay: 57.005,
        fixmedins_setl_cnt: 1,
      },
    });
    expect(res).toMatchObject({ status: 400, message: '个人账户支付金额最多保留两位小数' });
  });

  it('a date typed ２０２６－０１－０２ in a query condition reads as 2026-01-02', async () => {
    const res = await h.call('POST', `${D}/reconciliation/sum-rec`, {
      token: hospital,
      body: {
        insutype: '310',
        clr_type: '11',
        setl_optins: '210100',
        stmt_begndate: '２０２６－０１－０２',
        stmt_enddate: '２０２６－０１－０１',
        medfee_sumamt: 0,
        fund_pay_sumamt: 0,
        acct_pay: 0,
        fixmedins_setl_cnt: 0,
      },
    });
    // The dates pass their pattern once half-width: the route's own rule answers.
    expect(res).toMatchObject({ status: 400, message: '对账开始时间不能晚于对账结束时间' });
  });
});

describe('the ajv plugin of every request schema (server/inputText.ts)', () => {
  const ajv = inputText(new Ajv({ coerceTypes: 'array' }));
  const validate = ajv.compile({
    type: 'object',
    properties: {
      name: { type: 'string' },
      code: { type: 'string', pattern: '^\\d{4}$' },
      size: { type: 'integer' },
      password: { type: 'string', contentEncoding: 'base64' },
      secret: { type: 'string', writeOnly: true },
      rows: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    },
  });

  it('trims text, makes codes and a query’s numbers half-width, and leaves encrypted and write-only text as it came', () => {
    const data = {
      name: ' 管理员 ',
      code: '２２０７',
      size: '１０',
      password: ' YQ== ',
      secret: ' p ',
      rows: [{ name: ' 甲 ' }],
    };
    expect(validate(data)).toBe(true);
    expect(data).toEqual({
      name: '管理员',
      code: '2207',
      size: 10,
      password: ' YQ== ',
      secret: ' p ',
      rows: [{ name: '甲' }],
    });
  });
});
