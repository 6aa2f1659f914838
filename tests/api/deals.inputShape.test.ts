/**
 * Deal input follows the deal's metadata (docs/server.md#deals-and-the-insurance-center-simulator): a node
 * the deal does not have, or anything nested deeper than its metadata allows, is refused with 400 and a
 * Chinese message naming it, before the deal runs (nothing logged); every request part nests at most
 * MAX_DEPTH levels, so a body thousands of levels deep is a 400, never a 500. A valid deal still runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../server/inputBounds';
import { D, exec, run, signIn, ZHANG } from './dealsHelpers';
import { fileHarness } from './helpers';

const { h, hospital, admin } = await fileHarness({ hospital: 'H21010200001', admin: 'admin' });
beforeAll(async () => {
  await signIn(h, hospital);
});

/** `{"a":{"a":…"x"…}}`, `levels` objects deep, as text (JSON.stringify of it would itself overflow here). */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;
const post = async (url: string, token: string, payload: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: unknown }) };
};
const logged = async () => (await h.rows<{ n: number }>('select count(*)::int as n from deal_log'))[0]!.n;
const person = {
  mdtrt_cert_type: '02',
  mdtrt_cert_no: ZHANG!.certno,
  psn_cert_type: '01',
  certno: ZHANG!.certno,
};

describe('deal input follows the deal metadata', () => {
  it('a dealInput nested 5,000 levels is refused with 400 交易输入层级过深, and the deal does not run', async () => {
    const before = await logged();
    const res = await post(
      `${D}/exec-deal`,
      hospital,
      `{"dealName":"1101","dealInput":{"data":${nested(5000)}}}`,
    );
    expect(res).toMatchObject({ status: 400, code: 400, message: `交易输入层级过深：超过 ${MAX_DEPTH} 层` });
    expect(await logged()).toBe(before);
  });

  it('a field value nested below its node is refused: 交易输入层级过深 naming the field', async () => {
    const before = await logged();
    const res = await exec(h, hospital, '1101', { data: { ...person, psn_cert_type: { a: '01' } } });
    expect(res).toMatchObject({ status: 400, code: 400, message: '交易输入层级过深：data.psn_cert_type' });
    const rows = await exec(h, hospital, '2204', { feedetail: [{ feedetl_sn: ['1'] }] });
    expect(rows).toMatchObject({ status: 400, message: '交易输入层级过深：feedetail.0.feedetl_sn' });
    const objectAsRows = await exec(h, hospital, '1101', { data: [person] });
    expect(objectAsRows).toMatchObject({ status: 400, message: '交易输入层级过深：data.0' });
    expect(await logged()).toBe(before);
  });

  it('a node the deal does not have is refused: 交易输入含未知节点 xxx', async () => {
    const before = await logged();
    const res = await exec(h, hospital, '1101', { data: person, extra: {} });
    expect(res).toMatchObject({ status: 400, code: 400, message: '交易输入含未知节点 extra' });
    expect(await logged()).toBe(before);
  });

  it('a valid deal still runs: an object node, and a list node given as one row', async () => {
    const output = await run(h, hospital, '1101', { data: person });
    expect(output.baseinfo).toMatchObject({ certno: ZHANG!.certno });
    // A list node given a single row is taken as a list of one (as before), and the center checks it.
    const res = await exec(h, hospital, '2204', { feedetail: { feedetl_sn: '1' } });
    expect(res.status).toBe(200);
    expect(res.data.isNewMsg).toMatch(/^费用明细第1行：/);
  });
});

describe('no request part nests deeper than MAX_DEPTH levels', () => {
  it('a free-form field 5,000 levels deep is a 400 naming the field, never a 500', async () => {
    const support = await post(
      `${D}/query-supportinfo`,
      hospital,
      `{"dealName":"2207","hisParamSet":{"psn_no":${nested(5000)}}}`,
    );
    // The field's own rule (text or a number) is reported first; the depth bound beside it.
    expect(support).toMatchObject({ status: 400, message: '参数值须为不超过200个字符的文本或数字' });
    expect(support.data).toContainEqual({
      field: expect.stringMatching(/^hisParamSet\.psn_no\.a\.a/),
      message: `参数值层级过深：超过 ${MAX_DEPTH} 层`,
    });
    const rows = await post(`${D}/downLoadJson/1312`, admin, `[${nested(5000)}]`);
    expect(rows).toMatchObject({ status: 400, message: `请求参数层级过深：超过 ${MAX_DEPTH} 层` });
  });

  it(`${MAX_DEPTH} levels are still taken (the bound is the rule, not the parser)`, async () => {
    const res = await post(`${D}/downLoadJson/1312`, admin, `[${nested(MAX_DEPTH - 1)}]`);
    expect(res).toMatchObject({ status: 200, code: 0 });
  });
});
