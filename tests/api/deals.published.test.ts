/**
 * The deal catalogue as data (docs/server.md#交易目录-deals-as-data): a published version of a deal's metadata is what
 * /commondeal/meta, the deal list and exec-deal's checks follow, on every instance at its next read and
 * with no restart; an archived deal is not served; 恢复出厂 returns to the shipped baseline. The input
 * checks honour a field's own pattern (with its message) and a tightened length; the simulator keeps a
 * province's extension field in the logged message and answers as before.
 */
import { describe, expect, it } from 'vitest';
import type { DealMeta } from '../../schemas/deal';
import { findDeal } from '../../server/deals/catalogue';
import { dealStudio } from '../../server/repositories/dealStudio';
import { fileHarness, secondInstance, type Harness } from './helpers';
import {
  D,
  exec,
  openOutpatientSettlement,
  refused,
  run,
  signIn,
  with2207,
  LOCAL_FLAG,
} from './dealsHelpers';

const { h, hospital } = await fileHarness({ hospital: 'H21010200001' });
/** A second instance on the same database, as two servers behind a load balancer. */
const other = await secondInstance(h);

const FLAG = {
  ...LOCAL_FLAG,
  options: [
    { name: '是', value: '1' },
    { name: '否', value: '0' },
  ],
};

const publish = (meta: DealMeta, comment = '') =>
  dealStudio.publishVersion(h.db, meta.dealName, `${JSON.stringify(meta, null, 2)}\n`, comment, 'admin');
const restore = (dealName: string) =>
  dealStudio.setHead(h.db, dealName, { version: null, archived: false }, 'admin');

const metaOf = (app: Harness, dealName: string) =>
  app.call<DealMeta>('POST', `${D}/meta`, { token: hospital, body: { dealName } });
const fieldsOf = (meta: DealMeta) => meta.reqProperties[0]!.properties.map((p) => p.name);
const lastLogged = async () =>
  (
    await h.rows<{ request: { input: Record<string, Record<string, unknown>> }; err_msg: string | null }>(
      "select request, err_msg from deal_log where infno = '2207' order by id desc limit 1",
    )
  )[0]!;

describe('a published version of 2207 with a required extension field local_flag', () => {
  it('/meta answers it on this instance and, at its next read, on the other; 恢复出厂 takes it away', async () => {
    expect(fieldsOf((await metaOf(other, '2207')).data)).not.toContain('local_flag');
    await publish(
      with2207((fields) => [...fields, FLAG]),
      '地方标识',
    );
    const here = (await metaOf(h, '2207')).data;
    expect(here.reqProperties[0]!.properties.at(-1)).toEqual(FLAG);
    expect(fieldsOf((await metaOf(other, '2207')).data)).toContain('local_flag');
    const params = await h.call<{ params: { value: string; label: string; tip: string }[] }>(
      'GET',
      `${D}/dealName/2207`,
      { token: hospital },
    );
    expect(params.data.params.at(-1)).toEqual({
      value: 'local_flag',
      label: '地方标识',
      tip: '请选择地方标识',
    });
    await restore('2207');
    expect(fieldsOf((await metaOf(h, '2207')).data)).not.toContain('local_flag');
    expect(fieldsOf((await metaOf(other, '2207')).data)).not.toContain('local_flag');
  });

  it('exec-deal refuses it missing with its tip, and the executed deal carries it in 交易日志', async () => {
    await publish(
      with2207((fields) => [...fields, FLAG]),
      '地方标识',
    );
    try {
      await signIn(h, hospital);
      expect(await refused(h, hospital, '2207', openOutpatientSettlement())).toBe('请选择地方标识');
      expect(await refused(h, hospital, '2207', openOutpatientSettlement({ local_flag: '2' }))).toBe(
        '地方标识不在代码表中',
      );
      const out = await run(h, hospital, '2207', openOutpatientSettlement({ local_flag: '1' }));
      expect(out.setlinfo).toMatchObject({ medfee_sumamt: 57 });
      const logged = await lastLogged();
      expect(logged.err_msg).toBeNull();
      expect(logged.request.input.data).toMatchObject({ local_flag: '1' });
    } finally {
      await restore('2207');
    }
  });
});

describe("a field's own pattern and a tightened length (2207 发票号)", () => {
  const INVOICE = {
    length: 12,
    pattern: '^[A-Za-z0-9]{8,12}$',
    patternMessage: '发票号应为8至12位数字或字母',
  };
  it('a wrong value is refused with exactly the pattern message; a longer one with the new length', async () => {
    await publish(with2207((fields) => fields.map((p) => (p.name === 'invono' ? { ...p, ...INVOICE } : p))));
    try {
      await signIn(h, hospital);
      expect(await refused(h, hospital, '2207', openOutpatientSettlement({ invono: 'FP-001' }))).toBe(
        '发票号应为8至12位数字或字母',
      );
      expect(
        await refused(h, hospital, '2207', openOutpatientSettlement({ invono: 'FP0000000000001' })),
      ).toBe('发票号长度不能超过12');
    } finally {
      await restore('2207');
    }
  });
});

describe('the simulator and fields it does not know', () => {
  it("a province's extension on 2207 without a published version is kept in the message, answered as before", async () => {
    await signIn(h, hospital);
    const res = await exec(h, hospital, '2207', openOutpatientSettlement({ local_flag: '1' }));
    // The seeded visit may have been settled by the test above: either way the center answers as before.
    expect(res.code).toBe(0);
    expect((await lastLogged()).request.input.data).toMatchObject({ local_flag: '1' });
  });
});

describe('deals only the database has, and archived ones', () => {
  const LOCAL_DEAL: DealMeta = { ...findDeal('1101')!, dealName: '9901', comment: '地方人员查询' };
  it('a published new deal is listed and answered; archived, it is 交易不存在', async () => {
    await publish(LOCAL_DEAL);
    const list = await h.call<{ dealName: string; comment: string }[]>('GET', `${D}/deal`, {
      token: hospital,
    });
    expect(list.data.find((d) => d.dealName === '9901')).toMatchObject({ comment: '地方人员查询' });
    expect((await metaOf(other, '9901')).data.comment).toBe('地方人员查询');
    await dealStudio.setHead(h.db, '9901', { version: 1, archived: true }, 'admin');
    expect(await metaOf(h, '9901')).toMatchObject({ code: 1, message: '交易不存在' });
    expect(await h.call('GET', `${D}/deal/9901`, { token: hospital })).toMatchObject({
      code: 1,
      message: '交易不存在',
    });
  });
});
