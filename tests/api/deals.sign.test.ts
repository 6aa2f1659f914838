import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';
import { CHEN, D, exec, node, refused, rowsOf, run, signIn, ZHANG, ZHAO } from './dealsHelpers';

const { h, hospital, pharmacy } = await fileHarness({ hospital: 'H21010200001', pharmacy: 'P21010200002' });

const signins = (org: string) =>
  h.rows<{ sign_no: string; signout_time: Date | null }>(
    'select sign_no, signout_time from deal_signins where fixmedins_code = $1 order by sign_time',
    [org],
  );

describe('GET /commondeal/signin and /commondeal/signout (deals 9001 / 9002)', () => {
  it('尚未签到，无需签退: signing out before signing in fails with the text in data', async () => {
    expect(await h.call('GET', `${D}/signout`, { token: pharmacy })).toMatchObject({
      code: 1,
      message: '尚未签到，无需签退',
      data: '尚未签到，无需签退',
    });
  });

  it('请先签到: every deal but 9001 needs the institution to be signed in; nothing is logged', async () => {
    expect(
      await exec(h, pharmacy, '1101', { data: { mdtrt_cert_type: '02', mdtrt_cert_no: ZHANG!.certno } }),
    ).toMatchObject({
      code: 0,
      data: { dealOutput: {}, isNewMsg: '请先签到' },
    });
    expect(await h.rows("select * from deal_log where fixmedins_code = 'P21010200002'")).toEqual([]);
  });

  it('signing in answers the sign-in number in data; the envelope is logged with its msgid and inf_refmsgid', async () => {
    const res = await h.call<string>('GET', `${D}/signin`, { token: hospital });
    expect(res).toMatchObject({ code: 0, message: '签到成功' });
    const signNo = /^签到成功，签到流水号 (\d+)$/.exec(res.data)?.[1];
    expect(signNo).toBeDefined();
    expect((await signins('H21010200001')).map((s) => s.sign_no)).toEqual([signNo]);
    const [log] = await h.rows<{
      msgid: string;
      infcode: number;
      inf_refmsgid: string;
      request: { infno: string; input: unknown };
    }>("select msgid, infcode, inf_refmsgid, request from deal_log where infno = '9001'");
    expect(log?.msgid).toMatch(/^H21010200001\d{14}\d{4}$/);
    expect(log?.inf_refmsgid).toMatch(/^210100\d{14}\d{10}$/);
    expect(log).toMatchObject({
      infcode: 0,
      request: { infno: '9001', input: { signIn: { opter_no: 'H21010200001' } } },
    });
  });

  it('signing in again replaces the sign-in; signing out closes it and answers 签退成功', async () => {
    await signIn(h, hospital);
    expect(await h.call('GET', `${D}/signout`, { token: hospital })).toMatchObject({
      code: 0,
      data: '签退成功',
    });
    const rows = await signins('H21010200001');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.signout_time !== null)).toBe(true);
    expect((await exec(h, hospital, '5206', { data: { psn_no: ZHANG!.psn_no } })).data.isNewMsg).toBe(
      '请先签到',
    );
    await signIn(h, hospital);
  });

  it('anonymous → 401', async () => {
    expect(await h.call('GET', `${D}/signin`)).toMatchObject({ status: 401 });
    expect(await h.call('GET', `${D}/signout`)).toMatchObject({ status: 401 });
  });
});

describe("POST /commondeal/exec-deal: 1101 人员信息获取 and the center's validation", () => {
  it('finds a seeded person by ID card (02), social security card (03) and electronic voucher (01)', async () => {
    const byId = await run(h, hospital, '1101', {
      data: { mdtrt_cert_type: '02', mdtrt_cert_no: ZHANG!.certno },
    });
    expect(node(byId, 'baseinfo')).toMatchObject({
      psn_no: ZHANG!.psn_no,
      psn_name: '张伟',
      gend: '1',
      brdy: '1985-03-15',
    });
    expect(rowsOf(byId, 'insuinfo')[0]).toMatchObject({
      insutype: '310',
      psn_type: '11',
      insuplc_admdvs: '210100',
    });
    const byCard = await run(h, hospital, '1101', {
      data: { mdtrt_cert_type: '03', mdtrt_cert_no: CHEN!.card_no, card_sn: CHEN!.card_sn },
    });
    expect(node(byCard, 'baseinfo')).toMatchObject({ psn_name: '陈静' });
    const byVoucher = await run(h, hospital, '1101', {
      data: { mdtrt_cert_type: '01', mdtrt_cert_no: ZHAO!.psn_no },
    });
    expect(node(byVoucher, 'baseinfo')).toMatchObject({ psn_name: '赵磊' });
  });

  it('未查询到人员信息 / 卡识别码不正确 / 人员姓名与就诊凭证不符: the center refuses with infcode -1', async () => {
    expect(
      await refused(h, hospital, '1101', {
        data: { mdtrt_cert_type: '02', mdtrt_cert_no: '110101199001011234' },
      }),
    ).toBe('未查询到人员信息');
    expect(
      await refused(h, hospital, '1101', {
        data: { mdtrt_cert_type: '03', mdtrt_cert_no: CHEN!.card_no, card_sn: 'x' },
      }),
    ).toBe('卡识别码不正确');
    expect(
      await refused(h, hospital, '1101', {
        data: { mdtrt_cert_type: '02', mdtrt_cert_no: ZHANG!.certno, psn_name: '李四' },
      }),
    ).toBe('人员姓名与就诊凭证不符');
    const [log] = await h.rows<{ infcode: number; err_msg: string }>(
      "select infcode, err_msg from deal_log where infno = '1101' order by id desc limit 1",
    );
    expect(log).toEqual({ infcode: -1, err_msg: '人员姓名与就诊凭证不符' });
  });

  it('a missing required field answers its tip as isNewMsg (first in form order), then length and code checks', async () => {
    expect(await refused(h, hospital, '1101', { data: { mdtrt_cert_no: ZHANG!.certno } })).toBe(
      '请选择就诊凭证类型',
    );
    expect(await refused(h, hospital, '1101', { data: { mdtrt_cert_type: '02', mdtrt_cert_no: '' } })).toBe(
      '请输入就诊凭证编号',
    );
    expect(await refused(h, hospital, '1101', {})).toBe('请选择就诊凭证类型');
    expect(await refused(h, hospital, '1101', { data: { mdtrt_cert_type: '09', mdtrt_cert_no: '1' } })).toBe(
      '就诊凭证类型不在代码表中',
    );
    expect(
      await refused(h, hospital, '1101', { data: { mdtrt_cert_type: '02', mdtrt_cert_no: 'x'.repeat(51) } }),
    ).toBe('就诊凭证编号长度不能超过50');
    expect(
      await refused(h, hospital, '1101', {
        data: { mdtrt_cert_type: '02', mdtrt_cert_no: '1', begntime: '2025-13-01' },
      }),
    ).toBe('开始时间格式应为yyyy-MM-dd HH:mm:ss');
    expect(await refused(h, hospital, '2204', { feedetail: [] })).toBe('请填写费用明细');
    expect(await refused(h, hospital, '2204', { feedetail: [{ feedetl_sn: '1' }, {}] })).toBe(
      '费用明细第1行：请输入就诊ID',
    );
  });

  it('人员参保状态异常: a suspended person cannot register, nothing is written', async () => {
    const visits = await h.rows('select * from center_visits order by mdtrt_id');
    const data = {
      psn_no: ZHAO!.psn_no,
      insutype: '310',
      begntime: '2026-01-05 09:00:00',
      mdtrt_cert_type: '02',
      mdtrt_cert_no: ZHAO!.certno,
      ipt_otp_no: 'MZ1',
      atddr_no: 'D1',
      dr_name: '王医生',
      dept_code: 'A03',
      dept_name: '内科',
      caty: 'A03',
    };
    expect(await refused(h, hospital, '2201', { data })).toBe('人员参保状态异常，不能办理业务');
    expect(await h.rows('select * from center_visits order by mdtrt_id')).toEqual(visits);
  });

  it('bad request bodies: unknown deal → 交易不存在, malformed deal name or input → 400, anonymous → 401', async () => {
    expect(await exec(h, hospital, '8888', {})).toMatchObject({ code: 1, message: '交易不存在' });
    expect(await exec(h, hospital, '11', {})).toMatchObject({ status: 400, message: '交易编号须为4位数字' });
    expect(await exec(h, hospital, '1101', [1, 2])).toMatchObject({
      status: 400,
      message: '交易输入须为按节点名组织的对象',
    });
    expect(
      await h.call('POST', `${D}/exec-deal`, { body: { dealName: '1101', dealInput: {} } }),
    ).toMatchObject({ status: 401 });
  });
});
